import { token } from '../../styles/tokens';
import { modalCardStyles } from '../../ui/dialog/modal-card.styles';

/** Styles of the clear-demo-data dialog: part of its lazy chunk, adopted by the shadow root on first open. */
export const clearDemoDataDialogStyles = `
${modalCardStyles('cdd')}
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
.cdd-phone { white-space: nowrap; }
`;
