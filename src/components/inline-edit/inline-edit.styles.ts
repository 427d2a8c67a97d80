import { token } from '../../styles/tokens';

export const inlineEditStyles = `
:host { display: inline; color: inherit; font-family: inherit; overflow-wrap: anywhere; }
.display {
  display: inline; padding: 0; margin: 0; border: 0; border-bottom: 1px dashed; border-radius: 0;
  background: none; color: inherit; font: inherit; text-align: inherit; cursor: pointer;
  transition: background-color .3s;
}
.display:hover, .highlight { background: ${token('color-highlight')}; }
@media (prefers-reduced-motion: reduce) { .display { transition: none; } }
.editor { display: inline-flex; flex-wrap: wrap; align-items: center; gap: ${token('space-1')}; }
input, .save, .cancel {
  min-height: 24px; padding: .25em .6em; border: 1px solid ${token('color-border')}; border-radius: ${token('radius')};
  background: ${token('color-surface')}; color: ${token('color-text')};
}
input { min-width: 10em; }
[aria-invalid] { border-color: ${token('color-danger')}; }
.save, .cancel { cursor: pointer; border-color: ${token('color-primary')}; color: ${token('color-primary')}; }
.save { background: ${token('color-primary')}; color: ${token('color-primary-text')}; }
.error:not(:empty) {
  margin-inline-start: ${token('space-2')}; padding: 0 .4em; border-radius: ${token('radius')};
  color: ${token('color-danger')}; background: ${token('color-danger-surface')}; font-size: .875em;
}
`;
