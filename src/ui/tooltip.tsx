import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SHELL_WIDE_BREAKPOINT } from '../styles/tokens';
import { lazyPart, useLazyPart } from './lazy-part';
import { loadPositioner, useAnchoredPosition } from './popover/use-anchored-position';

/** Tooltips wait 150 ms in the shell and 300 ms elsewhere. */
export const SHELL_TOOLTIP_DELAY = 150;
export const DEFAULT_TOOLTIP_DELAY = 300;
/** Below this viewport width the shell shows no tooltips (the labels are visible there). */
export const TOOLTIP_BREAKPOINT = SHELL_WIDE_BREAKPOINT;
/** Space (px) between the control and the tip of the tooltip's arrow. */
const TOOLTIP_GAP = 2;

/** The tooltip itself and its styles: a chunk fetched on the first hover or focus, while the delay runs. */
export const tooltipBubble = lazyPart(
  () => import('./tooltip-bubble').then((module) => module.TooltipBubble),
  'tooltip',
);

export interface TooltipProps {
  /** The text shown. The trigger inside must already carry the same accessible name. */
  label: string;
  children: ReactNode;
  delay?: number;
  /** Below the trigger (header icons) or beside it (the collapsed navigation rail). */
  placement?: 'bottom' | 'end';
  /** Shell tooltips hide under the 1500 px breakpoint; others always show. */
  shell?: boolean;
}

/**
 * A hover/focus hint for icon-only controls. It repeats the control's accessible name, so it is
 * aria-hidden: screen readers already hear the name once. Escape dismisses it without moving focus
 * (WCAG 1.4.13), and the pointer may move onto it without it closing: it is inside the anchor, and
 * a transparent bridge covers the gap between the two. Placed by the popover positioner: it flips
 * to the other side and shifts inside the window at the edges, its arrow (5 px, the
 * `--hr-tooltip-arrow` property; the newer theme sets 7px) pointing at the control. The tooltip
 * and its stylesheet (`tooltipBubbleStyles`) arrive in a chunk fetched when the delay starts; one
 * that has not arrived when the delay ends shows when it does. The element's own stylesheet needs
 * only `tooltipAnchorStyles`.
 */
export function Tooltip({
  label,
  children,
  delay = DEFAULT_TOOLTIP_DELAY,
  placement = 'bottom',
  shell = false,
}: TooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const anchor = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const arrow = useRef<HTMLSpanElement>(null);
  const { Part: Bubble, want } = useLazyPart(tooltipBubble);
  useAnchoredPosition(anchor, tip, {
    open: open && Bubble !== null,
    placement: placement === 'end' ? 'right' : 'bottom',
    gap: TOOLTIP_GAP,
    arrow,
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    // Fetched while the delay runs, so the tooltip opens already placed.
    loadPositioner().catch(() => undefined);
    void want();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the span hears events bubbling from the control inside; it is not a control itself
    <span
      ref={anchor}
      className="hr-tooltip-anchor"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      // Pressing or clicking the control hides it: the menu or panel it opens takes that place.
      onClick={hide}
      onKeyDown={(event) => {
        // Only a tooltip on screen takes the key (one still on its way is not there yet).
        if (!open || !Bubble) return;
        if (event.key === 'Escape') event.stopPropagation();
        hide();
      }}
    >
      {children}
      {open && Bubble && <Bubble tipRef={tip} arrowRef={arrow} label={label} placement={placement} shell={shell} />}
    </span>
  );
}
