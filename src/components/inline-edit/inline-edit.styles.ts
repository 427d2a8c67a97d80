import { token } from '../../styles/tokens';

export const inlineEditStyles = `
:host { display: inline; color: inherit; font-family: inherit; overflow-wrap: anywhere; }
.display {
  display: inline; padding: 0; margin: 0; border: 0; border-bottom: 1px dashed; border-radius: 0;
  background: none; color: inherit; font: inherit; text-align: inherit; cursor: pointer;
  transition: background-color .3s;
}
.display:hover { border-bottom-style: solid; }
.highlight { background: ${token('color-highlight')}; }
@media (prefers-reduced-motion: reduce) { .display { transition: none; } }
/* The editor and the message take the width of the box they sit in and add none to it: a table
   column keeps its width (width 0 for the column's sizing, 100% for their own layout). */
.editor, .error { display: flex; width: 0; min-width: 100%; }
.editor { flex-wrap: wrap; align-items: center; gap: ${token('space-1')}; }
input, .save, .cancel {
  min-height: 24px; padding: .25em .6em; border: 1px solid ${token('color-border')}; border-radius: ${token('radius')};
  background: ${token('color-surface')}; color: ${token('color-text')};
}
input { flex: 1 1 10em; min-width: 0; }
[aria-invalid] { border-color: ${token('color-danger')}; }
.save, .cancel { cursor: pointer; border-color: ${token('color-primary')}; color: ${token('color-primary')}; }
.save { background: ${token('color-primary')}; color: ${token('color-primary-text')}; }
.error {
  align-items: baseline; margin-top: 2px; box-shadow: inset 0 0 0 1px; border-radius: ${token('radius')};
  color: ${token('color-danger')}; background: ${token('color-danger-surface')}; font-size: .875em;
}
.error > span { flex: 1; padding: .2em .4em; }
.dismiss { padding: 0 .5em; border: 0; background: none; color: inherit; font: inherit; cursor: pointer; }
`;
