import { token } from '../styles/tokens';

/** Every element that shows a Tooltip adds this to its stylesheet. The media query is TOOLTIP_BREAKPOINT (SPEC §9: 1500 px). */
export const tooltipStyles = `
.hr-tooltip-anchor { position: relative; display: inline-flex; }
.hr-tooltip {
  position: absolute; z-index: 20; padding: .3em .6em; border-radius: ${token('radius')};
  background: ${token('color-text')}; color: ${token('color-surface')}; font-size: .8125em; line-height: 1.3;
  white-space: nowrap;
}
.hr-tooltip::before { content: ''; position: absolute; border: 5px solid transparent; }
.hr-tooltip::after { content: ''; position: absolute; }
.hr-tooltip-bottom::after { left: 0; right: 0; bottom: 100%; height: 8px; }
.hr-tooltip-end::after { top: 0; bottom: 0; right: 100%; width: 8px; }
.hr-tooltip-bottom { top: calc(100% + 7px); left: 50%; transform: translateX(-50%); }
.hr-tooltip-bottom::before { bottom: 100%; left: calc(50% - 5px); border-bottom-color: ${token('color-text')}; }
.hr-tooltip-end { left: calc(100% + 7px); top: 50%; transform: translateY(-50%); }
.hr-tooltip-end::before { right: 100%; top: calc(50% - 5px); border-right-color: ${token('color-text')}; }
@media (max-width: 1499.98px) { .hr-tooltip-shell { display: none; } }
`;
