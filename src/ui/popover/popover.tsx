import { useRef, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import type { Placement } from './popover.logic';
import { useAnchoredPosition } from './use-anchored-position';

export interface PopoverProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The element it points at (usually the button that opened it). */
  anchor: RefObject<Element | null>;
  open: boolean;
  /** Preferred side and edge; it flips to the other side when this one has no room. */
  placement?: Placement;
  /** Draws the 16 px arrow pointing at the anchor. */
  arrow?: boolean;
  /** Space (px) between the anchor and the panel, or the tip of its arrow. */
  gap?: number;
  part?: string;
  children: ReactNode;
}

/**
 * A panel anchored to an element: rendered only while open, kept inside the window (flip and
 * shift), with an optional arrow. It is not a dialog: focus and dismissal stay with the caller
 * (`useHideDelay` for the pointer, Escape and outside clicks as the pattern needs). Include
 * `popoverStyles` (popover.styles.ts) in the element's stylesheet.
 */
export function Popover({
  anchor,
  open,
  placement = 'bottom-end',
  arrow = false,
  gap = 6,
  className,
  children,
  ...rest
}: PopoverProps) {
  const popup = useRef<HTMLDivElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  useAnchoredPosition(anchor, popup, { open, placement, gap, arrow: arrow ? tip : undefined });
  if (!open) return null;
  return (
    <div ref={popup} className={className ? `hr-popover ${className}` : 'hr-popover'} {...rest}>
      {arrow && <span ref={tip} className="hr-popover-arrow" aria-hidden="true" />}
      {children}
    </div>
  );
}
