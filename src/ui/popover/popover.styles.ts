import { token } from '../../styles/tokens';
import { POPOVER_ARROW } from './popover.logic';

/**
 * `<Popover>`'s arrow: a border triangle 16 px high on the side facing the anchor
 * (`data-side`, written by the positioner). The panel's own look is the caller's class.
 */
export const popoverStyles = `
.hr-popover { position: absolute; z-index: 30; }
.hr-popover-arrow {
  position: absolute; width: 0; height: 0; pointer-events: none;
  border: var(--hr-popover-arrow, ${POPOVER_ARROW}px) solid transparent;
}
.hr-popover[data-side=bottom] > .hr-popover-arrow { bottom: 100%; border-top-width: 0; border-bottom-color: ${token('color-surface')}; }
.hr-popover[data-side=top] > .hr-popover-arrow { top: 100%; border-bottom-width: 0; border-top-color: ${token('color-surface')}; }
.hr-popover[data-side=right] > .hr-popover-arrow { right: 100%; border-left-width: 0; border-right-color: ${token('color-surface')}; }
.hr-popover[data-side=left] > .hr-popover-arrow { left: 100%; border-right-width: 0; border-left-color: ${token('color-surface')}; }
.hr-popover:not([data-side]) > .hr-popover-arrow { display: none; }
`;
