import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Tooltips wait 150 ms in the shell and 300 ms elsewhere. */
export const SHELL_TOOLTIP_DELAY = 150;
export const DEFAULT_TOOLTIP_DELAY = 300;
/** Below this viewport width the shell shows no tooltips (the labels are visible there). */
export const TOOLTIP_BREAKPOINT = 1500;

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
 * a transparent bridge covers the gap between the two.
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

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  return (
    <span
      className="hr-tooltip-anchor"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      // Pressing or clicking the control hides it: the menu or panel it opens takes that place.
      onClick={hide}
      onKeyDown={(event) => {
        if (!open) return;
        if (event.key === 'Escape') event.stopPropagation();
        hide();
      }}
    >
      {children}
      {open && (
        <span
          className={`hr-tooltip hr-tooltip-${placement}${shell ? ' hr-tooltip-shell' : ''}`}
          aria-hidden="true"
          part="tooltip"
        >
          {label}
        </span>
      )}
    </span>
  );
}
