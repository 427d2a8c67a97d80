import { useLayoutEffect, type RefObject } from 'react';
import { adoptSheet } from '../element/define-element';
import { tooltipBubbleStyles } from './tooltip.styles';

export interface TooltipBubbleProps {
  tipRef: RefObject<HTMLSpanElement | null>;
  arrowRef: RefObject<HTMLSpanElement | null>;
  label: string;
  placement: 'bottom' | 'end';
  shell: boolean;
}

/** The tooltip shown by `Tooltip` (ui/tooltip.tsx), with its stylesheet: a chunk fetched on the first hover or focus. */
export function TooltipBubble({ tipRef, arrowRef, label, placement, shell }: TooltipBubbleProps) {
  useLayoutEffect(() => {
    const tree = tipRef.current?.getRootNode();
    if (tree) adoptSheet(tree as Document | ShadowRoot, 'tooltip', tooltipBubbleStyles);
  }, [tipRef]);
  return (
    <span
      ref={tipRef}
      className={`hr-tooltip hr-tooltip-${placement}${shell ? ' hr-tooltip-shell' : ''}`}
      aria-hidden="true"
      part="tooltip"
    >
      <span ref={arrowRef} className="hr-tooltip-arrow" />
      {label}
    </span>
  );
}
