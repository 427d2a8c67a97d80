import { useLayoutEffect, type RefObject } from 'react';
import { importBesideScript } from '../../lib/script-tag';
import type { Placement } from './popover.logic';

let floating: Promise<typeof import('./floating')> | undefined;

/** Floating UI is its own chunk, fetched when a popup first opens (or is about to): pages that open none never load it. */
export function loadPositioner() {
  floating ??=
    typeof __HR_SCRIPT_TAG__ === 'boolean' && __HR_SCRIPT_TAG__
      ? importBesideScript<typeof import('./floating')>('floating.js')
      : import('./floating');
  return floating;
}

export interface AnchoredPosition {
  open: boolean;
  placement: Placement;
  /** Space (px) between the anchor and the popup, or the tip of its arrow. */
  gap?: number;
  arrow?: RefObject<HTMLElement | null>;
  /** `fixed` when the popup has `position: fixed` (escapes clipping scroll containers). */
  strategy?: 'absolute' | 'fixed';
}

/**
 * While `open`, keeps the popup beside its anchor, flipping and shifting at the window's edges
 * (ui/popover/floating.ts). Until the positioner's chunk has arrived, and if it cannot be fetched,
 * the popup's own CSS placement holds.
 */
export function useAnchoredPosition(
  anchor: RefObject<Element | null>,
  popup: RefObject<HTMLElement | null>,
  { open, placement, gap = 0, arrow, strategy = 'absolute' }: AnchoredPosition,
) {
  useLayoutEffect(() => {
    if (!open) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    loadPositioner().then(
      ({ anchorTo }) => {
        if (stopped || !anchor.current || !popup.current) return;
        stop = anchorTo(anchor.current, popup.current, { placement, gap, arrow: arrow?.current, strategy });
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [open, placement, gap, anchor, popup, arrow, strategy]);
}
