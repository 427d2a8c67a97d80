import { useLayoutEffect, useRef, type RefObject } from 'react';
import { deepActiveElement } from './dialog/focus';

/**
 * For a part of the page that goes away after the user acted inside it (a notice, a prompt): when
 * it unmounts with the focus inside, the focus goes back to the control that had it before it
 * entered, so a keyboard user carries on where they were instead of starting over from the top
 * of the page. The control is tracked through shadow roots (a focus event's related target is
 * only the other tree's host).
 */
export function useFocusBackOnRemoval(ref: RefObject<HTMLElement | null>): void {
  const cameFrom = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const remember = () => {
      const active = deepActiveElement();
      if (active && !node.contains(active)) cameFrom.current = active;
    };
    remember();
    document.addEventListener('focusin', remember, true);
    // Runs before React removes the node (an unmount), so the focus is still inside to be moved.
    return () => {
      document.removeEventListener('focusin', remember, true);
      const active = deepActiveElement();
      const back = cameFrom.current;
      if (active && node.contains(active) && back?.isConnected) back.focus({ preventScroll: true });
    };
  }, [ref]);
}
