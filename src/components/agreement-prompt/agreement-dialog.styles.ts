import { token } from '../../styles/tokens';
import { dialogStyles } from '../../ui/dialog/dialog.styles';

/** Styles of the agreement dialog: part of its lazy chunk, adopted by the shadow root on first show. */
export const agreementDialogStyles = `
${dialogStyles}
.agreement-dialog {
  width: min(34em, calc(100vw - 2em)); max-height: calc(100vh - 2em); padding: 1.5em; border: 0; border-radius: 1em;
  background: ${token('color-surface')}; color: ${token('color-text')}; font-family: ${token('font-family')};
  font-size: 1em; line-height: 1.45; box-shadow: 0 1.5em 4em rgba(15, 23, 42, .28); box-sizing: border-box;
}
.agreement-dialog::backdrop { background: rgba(15, 23, 42, .55); }
.agreement-head { display: flex; align-items: flex-start; justify-content: space-between; gap: 1em; }
.agreement-title { margin: 0 0 .75em; font-size: 1.25em; font-weight: 600; line-height: 1.3; }
.agreement-x {
  flex: none; inline-size: 2em; block-size: 2em; margin: -.25em -.25em 0 0; padding: 0; border: 0; border-radius: .5em;
  background: transparent; color: ${token('color-text-muted')}; font: inherit; font-size: 1.25em; line-height: 1; cursor: pointer;
}
.agreement-text { margin: 0 0 1em; }
.agreement-error:not(:empty) {
  margin: 0 0 1em; padding: .5em .75em; border: 1px solid ${token('color-danger')}; border-radius: ${token('radius')};
  background: ${token('color-danger-surface')}; color: ${token('color-danger')};
}
.agreement-error:empty { display: none; }
.agreement-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: .5em; margin-top: 1.25em; }
.agreement-actions button {
  min-block-size: 2.25em; padding: .375em 1em; border: 1px solid ${token('color-primary')}; border-radius: .5em;
  font: inherit; font-weight: 500; cursor: pointer;
}
.agreement-secondary { background: transparent; color: ${token('color-primary')}; }
.agreement-primary { background: ${token('color-primary')}; color: ${token('color-primary-text')}; }
.agreement-dialog button:disabled { cursor: not-allowed; opacity: .55; }
.agreement-dialog button:focus-visible { outline: ${token('focus-ring')}; outline-offset: 2px; }
`;
