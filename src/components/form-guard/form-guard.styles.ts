import { token } from '../../styles/tokens';
import { dialogStyles } from '../../ui/dialog/dialog.styles';

/** Shadow DOM styles of `<hr-form-guard>`: the page's form is slotted as it is; only the question is ours. */
export const formGuardStyles = `
:host { display: contents; }
${dialogStyles}
.guard {
  position: fixed; box-sizing: border-box; width: min(28em, calc(100vw - 2em)); max-height: calc(100vh - 2em); padding: 1.5em 1.5em 1.25em;
  border: 0; border-radius: .75em; background: ${token('color-surface')}; color: ${token('color-text')}; line-height: 1.45;
  box-shadow: 0 1em 3em rgb(15 23 42 / 30%);
}
.guard::backdrop { background: rgb(15 23 42 / 45%); }
.title { margin: 0 2em .5em 0; font-size: 1.25em; font-weight: 600; line-height: 1.3; }
.text { margin: 0 0 1.25em; color: ${token('color-text-muted')}; }
.actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: .5em; }
.button {
  min-block-size: 2.5em; padding: .375em 1.25em; border: 1px solid ${token('color-primary')}; border-radius: .5em; cursor: pointer;
  background: ${token('color-surface')}; color: ${token('color-primary')}; font: inherit; font-weight: 600;
}
.button.primary { background: ${token('color-primary')}; color: ${token('color-primary-text')}; }
.button:hover { filter: brightness(.94); }
.stay {
  position: absolute; inset-block-start: .75em; inset-inline-end: .75em; inline-size: 2em; block-size: 2em; padding: 0;
  border: 0; border-radius: .375em; background: transparent; color: ${token('color-text-muted')}; font-size: 1.25em; line-height: 1; cursor: pointer;
}
.stay:hover { background: rgb(15 23 42 / 6%); }
`;
