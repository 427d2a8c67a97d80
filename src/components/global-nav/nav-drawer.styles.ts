import { token } from '../../styles/tokens';
import { dialogStyles } from '../../ui/dialog/dialog.styles';

/**
 * The off-canvas drawer of the narrow layout: a full-height panel on the start edge over a dimmed
 * page (the dialog's backdrop is the scrim). It slides in; with `prefers-reduced-motion: reduce`
 * it shows at once (dialogStyles).
 */
export const navDrawerStyles = `
${dialogStyles}
.drawer {
  position: fixed; inset-block: 0; inset-inline: 0 auto; box-sizing: border-box;
  width: min(18em, calc(100vw - 3em)); max-width: none; height: 100%; max-height: none; margin: 0; padding: 0;
  border: 0; overflow: hidden auto; overscroll-behavior: contain;
  background: ${token('color-surface')}; color: inherit; font: inherit;
  box-shadow: 0 0 2em rgba(15, 23, 42, .28);
}
.drawer::backdrop { background: rgba(15, 23, 42, .55); }
.drawer .nav { box-sizing: border-box; border: 0; }
.drawer .top { justify-content: space-between; }
@media (prefers-reduced-motion: no-preference) {
  .drawer[open] { animation: hr-nav-slide .2s ease-out; }
  :host(:dir(rtl)) .drawer[open] { animation-name: hr-nav-slide-rtl; }
}
@keyframes hr-nav-slide { from { transform: translateX(-100%); } }
@keyframes hr-nav-slide-rtl { from { transform: translateX(100%); } }
`;
