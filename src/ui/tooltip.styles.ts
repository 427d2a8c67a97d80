import { token } from '../styles/tokens';
import { TOOLTIP_ARROW } from './popover/popover.logic';

const arrow = `var(--hr-tooltip-arrow, ${TOOLTIP_ARROW}px)`;
const fill = token('color-text');

/** The anchor around the control: in the first render of every element that shows a Tooltip. */
export const tooltipAnchorStyles = `
.hr-tooltip-anchor { position: relative; display: inline-flex; }
`;

/**
 * The tooltip itself, adopted by its chunk (tooltip-bubble.tsx) when it first shows. The arrow is
 * a border triangle `--hr-tooltip-arrow` long (5 px; 7 px in the newer theme) on the side the
 * positioner chose (`data-side`); before it has placed the tooltip, the placement class holds.
 * The media query is TOOLTIP_BREAKPOINT (1500 px).
 */
export const tooltipBubbleStyles = `
.hr-tooltip {
  position: absolute; z-index: 20; padding: .3em .6em; border-radius: ${token('radius')};
  background: ${fill}; color: ${token('color-surface')}; font-size: .8125em; line-height: 1.3;
  white-space: nowrap;
}
.hr-tooltip-arrow { position: absolute; width: 0; height: 0; border: ${arrow} solid transparent; pointer-events: none; }
.hr-tooltip::after { content: ''; position: absolute; }
.hr-tooltip-bottom:not([data-side]) { top: calc(100% + ${arrow} + 2px); left: 50%; transform: translateX(-50%); }
.hr-tooltip-end:not([data-side]) { left: calc(100% + ${arrow} + 2px); top: 50%; transform: translateY(-50%); }
.hr-tooltip-bottom:not([data-side]) > .hr-tooltip-arrow { left: calc(50% - ${arrow}); }
.hr-tooltip-end:not([data-side]) > .hr-tooltip-arrow { top: calc(50% - ${arrow}); }
.hr-tooltip-bottom:not([data-side]) > .hr-tooltip-arrow, .hr-tooltip[data-side=bottom] > .hr-tooltip-arrow { bottom: 100%; border-top-width: 0; border-bottom-color: ${fill}; }
.hr-tooltip[data-side=top] > .hr-tooltip-arrow { top: 100%; border-bottom-width: 0; border-top-color: ${fill}; }
.hr-tooltip-end:not([data-side]) > .hr-tooltip-arrow, .hr-tooltip[data-side=right] > .hr-tooltip-arrow { right: 100%; border-left-width: 0; border-right-color: ${fill}; }
.hr-tooltip[data-side=left] > .hr-tooltip-arrow { left: 100%; border-right-width: 0; border-left-color: ${fill}; }
.hr-tooltip-bottom:not([data-side])::after, .hr-tooltip[data-side=bottom]::after { left: 0; right: 0; bottom: 100%; height: 8px; }
.hr-tooltip[data-side=top]::after { left: 0; right: 0; top: 100%; height: 8px; }
.hr-tooltip-end:not([data-side])::after, .hr-tooltip[data-side=right]::after { top: 0; bottom: 0; right: 100%; width: 8px; }
.hr-tooltip[data-side=left]::after { top: 0; bottom: 0; left: 100%; width: 8px; }
@media (max-width: 1499.98px) { .hr-tooltip-shell { display: none; } }
`;
