import { useCallback, useEffect, useMemo, useRef, type PointerEvent } from 'react';
import { DROPDOWN_HIDE_DELAY } from './popover.logic';

const hovering = (event: PointerEvent) => event.pointerType === 'mouse' || event.pointerType === 'pen';

/**
 * The dropdown hide delay: spread `handlers` on the element that holds the trigger and its popup.
 * A mouse leaving it hides the popup after `delay` ms unless it comes back first (crossing the gap
 * between the button and the popup, or overshooting an edge). Only a pointer that moved leaves:
 * when the page scrolls or shifts under a still mouse (opening a menu focuses its first item, which
 * may scroll it into view), the browser reports a leave at the same point, and the popup stays.
 * Touch is left out: a finger "leaves" every time it lifts. The timer is cleared on unmount.
 */
export function useHideDelay(hide: () => void, delay = DROPDOWN_HIDE_DELAY) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(hide);
  latest.current = hide;
  const at = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const handlers = useMemo(() => {
    const track = (event: PointerEvent) => {
      if (hovering(event)) at.current = { x: event.clientX, y: event.clientY };
    };
    return {
      onPointerEnter(event: PointerEvent) {
        cancel();
        track(event);
      },
      onPointerMove: track,
      onPointerLeave(event: PointerEvent) {
        if (!hovering(event)) return;
        const still = at.current?.x === event.clientX && at.current.y === event.clientY;
        at.current = null;
        if (still) return;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => latest.current(), delay);
      },
    };
  }, [cancel, delay]);

  return { cancel, handlers };
}
