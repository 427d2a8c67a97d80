import { token } from '../../styles/tokens';
import { dialogStyles } from '../../ui/dialog/dialog.styles';

/**
 * The QR dialog's styles. They ship with the account menu's stylesheet (one constructable sheet per
 * shadow root) while the dialog's code is a lazy chunk: CSS is a few hundred bytes, the code is not.
 */
export const mobileQrStyles = `
${dialogStyles}
.qr-dialog {
  width: min(38em, calc(100vw - 2em)); max-height: calc(100vh - 2em); padding: 1.5em; border: 0; border-radius: 1em;
  background: ${token('color-surface')}; color: ${token('color-text')}; font-size: 1em; line-height: 1.45;
  box-shadow: 0 1.5em 4em rgba(15, 23, 42, .28);
}
.qr-dialog::backdrop { background: rgba(15, 23, 42, .55); }
.qr-head { display: flex; align-items: center; justify-content: space-between; gap: 1em; }
.qr-title { margin: 0; font-size: 1.25em; font-weight: 600; line-height: 1.3; }
.qr-title:focus { outline: 0; }
.qr-close {
  flex: none; display: grid; place-items: center; width: 2.25em; height: 2.25em; margin: -.25em -.5em 0 0;
  border: 0; border-radius: 50%; background: none; color: ${token('color-text-muted')}; cursor: pointer;
}
.qr-close:hover { background: rgba(31, 41, 51, .08); color: ${token('color-text')}; }
.qr-body { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 1em 1.75em; margin-top: 1.25em; }
.qr-main { flex: none; }
.qr-side { flex: 1 1 13em; display: flex; flex-direction: column; align-items: flex-start; gap: 1em; }
.qr-side p { margin: 0; }
.qr-instructions { font-size: 1.0625em; }
.qr-icon { color: ${token('color-text-muted')}; }
.qr-stage {
  position: relative; display: grid; place-items: center; width: 218px; height: 218px; margin: 0 auto;
  border: 1px solid rgba(31, 41, 51, .14); border-radius: .75em; background: #fff; overflow: hidden;
}
.qr-code { display: block; }
.qr-sheet {
  position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: .5em; padding: 1em; background: rgba(255, 255, 255, .97); color: ${token('color-text')}; text-align: center;
}
.qr-sheet p { margin: 0; }
.qr-sheet-title { font-size: 1.125em; font-weight: 600; }
.qr-note { color: ${token('color-text-muted')}; font-size: .875em; }
.qr-error, [part=qr-error] .qr-icon { color: ${token('color-danger')}; }
.qr-error { font-weight: 600; }
.qr-spinner {
  width: 2em; height: 2em; border: 3px solid rgba(31, 41, 51, .14); border-top-color: ${token('color-primary')};
  border-radius: 50%; animation: qr-spin .8s linear infinite;
}
@keyframes qr-spin { to { transform: rotate(1turn); } }
@media (prefers-reduced-motion: reduce) { .qr-spinner { animation-duration: 2.4s; } }
.qr-time { margin: .625em 0 0; color: ${token('color-text-muted')}; font-size: .875em; text-align: center; font-variant-numeric: tabular-nums; }
.qr-badges { display: flex; flex-wrap: wrap; gap: .5em; }
.qr-badge {
  display: inline-flex; align-items: center; gap: .5em; min-height: 2.75em; padding: .375em .875em .375em .625em;
  border-radius: .5em; background: #000; color: #fff; font-size: .8125em; font-weight: 500; text-decoration: none;
}
.qr-badge:hover { background: #1f2933; }
.qr-more { font-size: .875em; }
.qr-more a { color: ${token('color-primary')}; }
.qr-actions { display: flex; justify-content: flex-end; margin: 1.25em -1.5em 0; padding: 1em 1.5em 0; border-top: 1px solid rgba(31, 41, 51, .1); }
.qr-button {
  min-height: 2.25em; padding: .375em 1em; border: 1px solid ${token('color-border')}; border-radius: .5em;
  background: ${token('color-surface')}; color: ${token('color-text')}; font-weight: 500; cursor: pointer;
}
.qr-button:hover { background: #f5f7fa; }
.qr-primary { border-color: ${token('color-primary')}; background: ${token('color-primary')}; color: ${token('color-primary-text')}; }
.qr-primary:hover { background: ${token('color-primary')}; filter: brightness(.92); }
`;
