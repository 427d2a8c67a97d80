import { useCallback, useEffect, useRef, type PointerEvent } from 'react';
import { DROPDOWN_HIDE_DELAY } from './popover.logic';

/**
 * The dropdown hide delay: spread the handlers on the element that holds the trigger and its
 * popup. A mouse leaving it hides the popup after `delay` ms unless it comes back first (crossing
 * the gap between the button and the popup, or overshooting an edge). Touch is left out: a finger
 * "leaves" every time it lifts. The timer is cleared on unmount.
 */
export function useHideDelay(hide: () => void, delay = DROPDOWN_HIDE_DELAY) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(hide);
  latest.current = hide;

  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const onPointerLeave = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' && event.pointerType !== 'pen') return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(), delay);
    },
    [delay],
  );

  return { cancel, onPointerEnter: cancel, onPointerLeave };
}
