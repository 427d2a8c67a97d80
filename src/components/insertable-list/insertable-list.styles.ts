import { token } from '../../styles/tokens';

/** Light DOM: every rule is scoped by the tag. */
export const insertableListStyles = `
hr-insertable-list { display: block; }
hr-insertable-list .hr-insertable-list__add {
  margin-inline-start: ${token('space-2')}; padding: .25em 0; min-height: 24px; border: 0; background: none;
  color: ${token('color-primary')}; font: inherit; text-decoration: underline; cursor: pointer;
}
hr-insertable-list .hr-insertable-list__add:disabled { color: ${token('color-text-muted')}; cursor: not-allowed; text-decoration: none; }
hr-insertable-list .hr-insertable-list__editor {
  display: flex; flex-wrap: wrap; align-items: center; gap: ${token('space-2')}; margin-block-start: ${token('space-2')};
}
hr-insertable-list .hr-insertable-list__input {
  min-width: 16em; min-height: 24px; padding: .25em .5em; font: inherit;
  border: 1px solid ${token('color-border')}; border-radius: ${token('radius')};
  background: ${token('color-surface')}; color: ${token('color-text')};
}
hr-insertable-list .hr-insertable-list__input[aria-invalid] { border-color: ${token('color-danger')}; }
/* Save and Cancel are as tall as the input beside them. */
hr-insertable-list .hr-insertable-list__save, hr-insertable-list .hr-insertable-list__cancel {
  align-self: stretch; min-height: 24px; padding: .25em .75em; font: inherit; cursor: pointer; border-radius: ${token('radius')};
  border: 1px solid ${token('color-primary')};
}
hr-insertable-list .hr-insertable-list__save { background: ${token('color-primary')}; color: ${token('color-primary-text')}; }
hr-insertable-list .hr-insertable-list__save:disabled { opacity: .7; cursor: progress; }
hr-insertable-list .hr-insertable-list__cancel { background: ${token('color-surface')}; color: ${token('color-primary')}; }
hr-insertable-list :is(.hr-insertable-list__add, .hr-insertable-list__save, .hr-insertable-list__cancel, .hr-insertable-list__input):focus-visible {
  outline: ${token('focus-ring')}; outline-offset: 2px;
}
hr-insertable-list .hr-insertable-list__counter { flex-basis: 100%; font-size: .875em; color: ${token('color-text-muted')}; }
hr-insertable-list .hr-insertable-list__counter--warning { color: var(--hr-color-warning, #8a4b00); }
hr-insertable-list .hr-insertable-list__counter--error { color: ${token('color-danger')}; font-weight: 600; }
hr-insertable-list .hr-insertable-list__error:not(:empty) {
  display: block; margin-block-start: ${token('space-1')}; padding: .125em .4em; border-radius: ${token('radius')};
  width: fit-content; font-size: .875em; color: ${token('color-danger')}; background: ${token('color-danger-surface')};
}
hr-insertable-list .hr-insertable-list__status {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
