/** A popover's arrow is 16 px high. */
export const POPOVER_ARROW = 16;
/** A tooltip's arrow is 5 px (7 px in the newer theme, which sets `--hr-tooltip-arrow: 7px`). */
export const TOOLTIP_ARROW = 5;
/** A dropdown hides 250 ms after the pointer leaves it, and stays if it comes back in time. */
export const DROPDOWN_HIDE_DELAY = 250;
/** A popup keeps this far (px) from the window's edges when it flips or shifts. */
export const VIEWPORT_MARGIN = 8;

export type Side = 'top' | 'right' | 'bottom' | 'left';
export type Align = 'start' | 'end';
export type Placement = Side | `${Side}-${Align}`;

/** The side of the anchor a placement puts the popup on. */
export function sideOf(placement: Placement): Side {
  return placement.split('-')[0] as Side;
}

/**
 * How far an arrow sticks out, from its box: the arrows are CSS border triangles, twice as wide
 * as they are long, and a square (every border drawn) before the first placement.
 */
export function arrowLength(width: number, height: number): number {
  return Math.max(width, height) / 2;
}
