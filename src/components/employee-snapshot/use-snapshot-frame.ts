import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  arrowDelta,
  clampFrame,
  defaultFrame,
  isLarge,
  moveBy,
  onRightSide,
  resizeBy,
  swapSide,
  toggleLarge,
  type Frame,
  type Viewport,
} from './employee-snapshot.logic';

/** The layout viewport without scrollbars. */
function viewport(): Viewport {
  const root = document.documentElement;
  return { width: root.clientWidth || window.innerWidth, height: root.clientHeight || window.innerHeight };
}

type Gesture = 'move' | 'resize';

interface Drag {
  gesture: Gesture;
  pointer: number;
  x: number;
  y: number;
  start: Frame;
}

const apply = (gesture: Gesture, frame: Frame, dx: number, dy: number) =>
  gesture === 'move' ? moveBy(frame, dx, dy, viewport()) : resizeBy(frame, dx, dy, viewport());

/**
 * The dialog's position and size: the default frame on open, kept inside the window when it
 * resizes. Pointer drags (captured, one pointer at a time) and arrow keys on the two handles move
 * or resize it; `swap`, `toggleSize` and `reset` are the single-pointer alternatives (WCAG 2.5.7).
 */
export function useSnapshotFrame() {
  const [frame, setFrame] = useState<Frame>(() => defaultFrame(viewport()));
  const drag = useRef<Drag | null>(null);
  const latest = useRef(frame);
  latest.current = frame;

  useEffect(() => {
    const refit = () => setFrame((current) => clampFrame(current, viewport()));
    window.addEventListener('resize', refit);
    return () => window.removeEventListener('resize', refit);
  }, []);

  const handlers = useCallback(
    (gesture: Gesture) => ({
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0 || !event.isPrimary || drag.current) return;
        // The header's own buttons keep their clicks; only its free area and the handle drag.
        const control = (event.target as Element).closest('button, a');
        if (gesture === 'move' && control && !control.hasAttribute('data-handle')) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture?.(event.pointerId);
        drag.current = {
          gesture,
          pointer: event.pointerId,
          x: event.clientX,
          y: event.clientY,
          start: latest.current,
        };
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const current = drag.current;
        if (!current || current.pointer !== event.pointerId || current.gesture !== gesture) return;
        setFrame(apply(gesture, current.start, event.clientX - current.x, event.clientY - current.y));
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        if (drag.current?.pointer === event.pointerId) drag.current = null;
      },
      onPointerCancel(event: PointerEvent<HTMLElement>) {
        if (drag.current?.pointer === event.pointerId) drag.current = null;
      },
      onKeyDown(event: KeyboardEvent<HTMLElement>) {
        if (event.target !== event.currentTarget && gesture === 'move') return;
        const delta = arrowDelta(event.key, event.shiftKey);
        if (!delta || event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        setFrame((current) => apply(gesture, current, delta.dx, delta.dy));
      },
    }),
    [],
  );

  const move = useMemo(() => handlers('move'), [handlers]);
  const resize = useMemo(() => handlers('resize'), [handlers]);
  const swap = useCallback(() => setFrame((current) => swapSide(current, viewport())), []);
  const toggleSize = useCallback(() => setFrame((current) => toggleLarge(current, viewport())), []);
  const reset = useCallback(() => setFrame(defaultFrame(viewport())), []);
  const vp = viewport();
  return {
    frame,
    move,
    resize,
    swap,
    toggleSize,
    reset,
    large: isLarge(frame, vp),
    onRight: onRightSide(frame, vp),
  };
}
