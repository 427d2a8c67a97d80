import { arrow as arrowMiddleware, autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';
import { arrowLength, sideOf, VIEWPORT_MARGIN, type Placement } from './popover.logic';

export interface Anchoring {
  placement: Placement;
  /** Space (px) between the anchor and the popup, or the tip of its arrow. */
  gap: number;
  arrow?: HTMLElement | null | undefined;
  /** Positioning against the window (`position: fixed` popups); default `absolute`. */
  strategy?: 'absolute' | 'fixed';
}

/**
 * Keeps `floating` next to `reference` with Floating UI: on `placement`, flipped to the other side
 * when that side has no room, shifted back inside the window at its edges, the arrow pointing at
 * the anchor's middle. Follows scrolling, resizing and layout shifts until the returned stop is
 * called. Writes `left`/`top` (absolute, against the popup's containing block) and `data-side`.
 */
export function anchorTo(
  reference: Element,
  floating: HTMLElement,
  { placement, gap, arrow, strategy = 'absolute' }: Anchoring,
): () => void {
  const length = arrow ? arrowLength(arrow.offsetWidth, arrow.offsetHeight) : 0;
  const middleware = [
    offset(gap + length),
    flip({ padding: VIEWPORT_MARGIN }),
    shift({ padding: VIEWPORT_MARGIN }),
    ...(arrow ? [arrowMiddleware({ element: arrow, padding: 4 })] : []),
  ];
  const update = () =>
    void computePosition(reference, floating, { placement, middleware, strategy }).then((result) => {
      Object.assign(floating.style, {
        left: `${result.x}px`,
        top: `${result.y}px`,
        right: 'auto',
        bottom: 'auto',
        transform: 'none',
      });
      floating.dataset.side = sideOf(result.placement);
      const point = result.middlewareData.arrow;
      if (arrow && point) {
        arrow.style.left = point.x === undefined ? '' : `${point.x}px`;
        arrow.style.top = point.y === undefined ? '' : `${point.y}px`;
      }
    });
  return autoUpdate(reference, floating, update);
}
