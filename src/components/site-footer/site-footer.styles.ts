import { token } from '../../styles/tokens';
import { SLIDE_MS, SLIDE_PX } from './site-footer.logic';

/** Shadow DOM styles of `<hr-site-footer>`: a 60 px bar fixed to the viewport's bottom (sticky in a sidebar). */
export const siteFooterStyles = `
:host { display: block; --hr-site-footer-height: ${SLIDE_PX}px; }
:host([hidden]) { display: none; }
.spacer { block-size: var(--hr-site-footer-height); }
.bar {
  position: fixed; z-index: 900; inset-inline: 0; inset-block-end: 0; box-sizing: border-box; min-block-size: var(--hr-site-footer-height);
  display: flex; align-items: center; padding: ${token('space-2')} 1.5em; padding-block-end: max(${token('space-2')}, env(safe-area-inset-bottom));
  background: ${token('color-surface')}; color: ${token('color-text')}; border-top: 1px solid ${token('color-border')};
  box-shadow: 0 -.25em 1em rgb(15 23 42 / 12%); font-family: ${token('font-family')};
}
.bar.sidebar { position: sticky; inset-inline: auto; }
.bar[hidden] { display: none; }
.bar[data-state='opening'] { animation: hr-footer-in ${SLIDE_MS}ms ease-out both; }
.bar[data-state='closing'] { animation: hr-footer-out ${SLIDE_MS}ms ease-in both; }
@keyframes hr-footer-in { from { transform: translateY(${SLIDE_PX}px); } }
@keyframes hr-footer-out { to { transform: translateY(${SLIDE_PX}px); } }
@media (prefers-reduced-motion: reduce) { .bar[data-state] { animation: none; } }
.actions { display: flex; flex-wrap: wrap; gap: .75em; }
.button {
  min-block-size: 2.5em; min-inline-size: 6em; padding: .375em 1.25em; border: 1px solid ${token('color-border')}; border-radius: .5em;
  background: ${token('color-surface')}; color: ${token('color-text')}; font: inherit; font-weight: 600; cursor: pointer;
}
.button.primary { border-color: ${token('color-primary')}; background: ${token('color-primary')}; color: ${token('color-primary-text')}; }
.button:hover:not([aria-disabled='true']) { filter: brightness(.94); }
.button[aria-disabled='true'] { cursor: not-allowed; opacity: .6; }
.button[aria-busy='true'] { cursor: progress; }
.button:focus-visible { outline: ${token('focus-ring')}; outline-offset: 2px; }
`;
