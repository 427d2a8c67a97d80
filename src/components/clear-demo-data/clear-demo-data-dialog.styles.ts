import { token } from '../../styles/tokens';
import { dialogStyles } from '../../ui/dialog/dialog.styles';

/** Styles of the clear-demo-data dialog: part of its lazy chunk, adopted by the shadow root on first open. */
export const clearDemoDataDialogStyles = `
${dialogStyles}
.cdd-dialog {
  width: min(34em, calc(100vw - 2em)); max-height: calc(100vh - 2em); padding: 1.5em; border: 0; border-radius: 1em;
  background: ${token('color-surface')}; color: ${token('color-text')}; font-family: ${token('font-family')};
  font-size: 1em; line-height: 1.45; box-shadow: 0 1.5em 4em rgba(15, 23, 42, .28); box-sizing: border-box;
}
.cdd-dialog::backdrop { background: rgba(15, 23, 42, .55); }
.cdd-head { display: flex; align-items: flex-start; justify-content: space-between; gap: 1em; }
.cdd-title { margin: 0 0 .75em; font-size: 1.25em; font-weight: 600; line-height: 1.3; }
.cdd-title:focus { outline: none; }
.cdd-title:focus-visible { outline: ${token('focus-ring')}; outline-offset: 2px; }
.cdd-x {
  flex: none; inline-size: 2em; block-size: 2em; margin: -.25em -.25em 0 0; padding: 0; border: 0; border-radius: .5em;
  background: transparent; color: ${token('color-text-muted')}; font: inherit; font-size: 1.25em; line-height: 1; cursor: pointer;
}
.cdd-text { margin: 0 0 1em; }
.cdd-wait { display: flex; align-items: center; gap: .75em; margin: .5em 0 1em; font-weight: 500; }
.cdd-spinner {
  flex: none; inline-size: 1.5em; block-size: 1.5em; border-radius: 50%; box-sizing: border-box;
  border: .2em solid ${token('color-border')}; border-top-color: ${token('color-primary')}; animation: cdd-spin 1s linear infinite;
}
@keyframes cdd-spin { to { transform: rotate(1turn); } }
@media (prefers-reduced-motion: reduce) { .cdd-spinner { animation-duration: 3s; } }
.cdd-hint { margin: 0 0 1em; color: ${token('color-text-muted')}; font-size: .9375em; }
.cdd-choices { margin: 0 0 1em; padding: 0; border: 0; }
.cdd-choices legend { padding: 0; margin: 0 0 .5em; font-weight: 600; }
.cdd-choice { display: flex; align-items: flex-start; gap: .5em; margin: 0 0 .5em; cursor: pointer; }
.cdd-choice input { inline-size: 1.125em; block-size: 1.125em; margin: .15em 0 0; flex: none; }
.cdd-error:not(:empty) {
  margin: 0 0 1em; padding: .5em .75em; border: 1px solid ${token('color-danger')}; border-radius: ${token('radius')};
  background: ${token('color-danger-surface')}; color: ${token('color-danger')};
}
.cdd-error:empty { display: none; }
.cdd-phone { white-space: nowrap; }
.cdd-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: .5em; margin-top: 1.25em; }
.cdd-actions button {
  min-block-size: 2.25em; padding: .375em 1em; border: 1px solid ${token('color-primary')}; border-radius: .5em;
  font: inherit; font-weight: 500; cursor: pointer;
}
.cdd-secondary { background: transparent; color: ${token('color-primary')}; }
.cdd-primary { background: ${token('color-primary')}; color: ${token('color-primary-text')}; }
.cdd-actions button:disabled { cursor: not-allowed; opacity: .55; }
.cdd-dialog button:focus-visible, .cdd-choice input:focus-visible { outline: ${token('focus-ring')}; outline-offset: 2px; }
`;
