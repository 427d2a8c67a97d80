import { token } from '../../styles/tokens';
import { dialogStyles } from '../../ui/dialog/dialog.styles';

/** The passkey modal's styles: adopted by the dialog's chunk when it first shows (useShadowSheet). */
export const passkeyDialogStyles = `
${dialogStyles}
.passkey-dialog {
  width: min(30em, calc(100vw - 2em)); max-height: calc(100vh - 2em); padding: 1.5em; border: 0; border-radius: 1em;
  background: ${token('color-surface')}; color: ${token('color-text')}; font-family: ${token('font-family')};
  font-size: 1em; line-height: 1.45; box-shadow: 0 1.5em 4em rgba(15, 23, 42, .28);
}
.passkey-dialog::backdrop { background: rgba(15, 23, 42, .55); }
.passkey-head { display: flex; align-items: flex-start; justify-content: space-between; gap: 1em; }
.passkey-title { margin: 0; font-size: 1.25em; font-weight: 600; line-height: 1.3; }
.passkey-title:focus { outline: 0; }
.passkey-close {
  flex: none; display: grid; place-items: center; width: 2.25em; height: 2.25em; margin: -.25em -.5em 0 0;
  border: 0; border-radius: 50%; background: none; color: ${token('color-text-muted')}; cursor: pointer;
}
.passkey-close:hover { background: rgba(31, 41, 51, .08); color: ${token('color-text')}; }
.passkey-intro { margin: .75em 0 0; }
.passkey-status { margin: .75em 0 0; }
.passkey-status:empty { display: none; }
.passkey-created { font-weight: 600; }
.passkey-message { margin: .75em 0 0; }
.passkey-message:not(:empty) {
  padding: .5em .75em; border: 1px solid ${token('color-danger')}; border-radius: ${token('radius')};
  background: ${token('color-danger-surface')}; color: ${token('color-danger')}; font-size: .9375em;
}
.passkey-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: .5em; margin-top: 1.25em; }
.passkey-button {
  min-height: 2.25em; padding: .375em 1em; border: 1px solid ${token('color-primary')}; border-radius: .5em;
  background: transparent; color: ${token('color-primary')}; font: inherit; font-weight: 500; cursor: pointer;
}
.passkey-button.primary { background: ${token('color-primary')}; color: ${token('color-primary-text')}; }
.passkey-button:hover:not(:disabled) { filter: brightness(.92); }
.passkey-button:disabled { cursor: default; opacity: .6; }
.passkey-button:focus-visible, .passkey-close:focus-visible { outline: ${token('focus-ring')}; outline-offset: 2px; }
`;
