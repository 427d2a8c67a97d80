import { token } from '../../styles/tokens';
import { dialogStyles } from '../../ui/dialog/dialog.styles';

/** Shadow DOM styles of `<hr-identity-verification>`. */
export const identityVerificationStyles = `
${dialogStyles}
:host { display: block; }
.identity-status { margin: 0; }
.identity-status:not(:empty) {
  display: flex; align-items: center; gap: .5em; margin: .5em 0; padding: .5em .75em;
  border: 1px solid ${token('color-danger')}; border-radius: ${token('radius')};
  background: ${token('color-danger-surface')}; color: ${token('color-danger')}; font-size: .9375em; line-height: 1.4;
}
.identity-dialog {
  width: min(28em, calc(100vw - 2em)); max-height: calc(100vh - 2em); padding: 1.5em; border: 0; border-radius: 1em;
  background: ${token('color-surface')}; color: ${token('color-text')}; font-family: ${token('font-family')};
  font-size: 1em; line-height: 1.45; box-shadow: 0 1.5em 4em rgba(15, 23, 42, .28);
}
.identity-dialog::backdrop { background: rgba(15, 23, 42, .55); }
.identity-title { margin: 0 0 .75em; font-size: 1.25em; font-weight: 600; line-height: 1.3; }
.identity-intro { margin: 0 0 1em; }
.identity-label { margin: 0; color: ${token('color-text-muted')}; font-size: .875em; }
.identity-code {
  margin: .25em 0 0; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 2em;
  font-weight: 600; letter-spacing: .15em; overflow-wrap: anywhere; user-select: all;
}
.identity-actions { display: flex; justify-content: flex-end; margin-top: 1.25em; }
.identity-close {
  min-height: 2.25em; padding: .375em 1em; border: 1px solid ${token('color-primary')}; border-radius: .5em;
  background: ${token('color-primary')}; color: ${token('color-primary-text')}; font: inherit; font-weight: 500;
  cursor: pointer;
}
.identity-close:hover { filter: brightness(.92); }
.identity-close:focus-visible { outline: ${token('focus-ring')}; outline-offset: 2px; }
`;
