/**
 * One event vocabulary for every element: `hr-<verb>` CustomEvents that bubble out of shadow
 * roots, with a plain JSON `detail`. Elements add their detail shapes by augmenting the maps
 * below, so `addEventListener('hr-change', e => e.detail…)` is typed on any page.
 */

/** Detail of `hr-error`. */
export interface HrErrorDetail {
  /** Human-readable text from the catalogue or the server. */
  message: string;
  /** HTTP status when a request failed (0 when no response arrived). */
  status?: number;
  /** The attribute that could not be parsed, for configuration errors. */
  attribute?: string;
}

/** `hr-change` details, one entry per element (augmented in elements/*.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- elements augment it with their details
export interface HrChangeDetails {}

export type HrChangeDetail = HrChangeDetails[keyof HrChangeDetails];

export type HrErrorEvent = CustomEvent<HrErrorDetail>;
export type HrChangeEvent = CustomEvent<HrChangeDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'hr-error': HrErrorEvent;
    'hr-change': HrChangeEvent;
  }
}

export interface EmitOptions {
  /** Only for documented vetoes: the caller must act on the returned `false`. */
  cancelable?: boolean;
}

/** Dispatches `hr-<name>` from the host; returns false when a listener vetoed a cancelable event. */
export function emit(host: EventTarget, name: string, detail: object = {}, options: EmitOptions = {}): boolean {
  return host.dispatchEvent(
    new CustomEvent(`hr-${name}`, { bubbles: true, composed: true, cancelable: options.cancelable ?? false, detail }),
  );
}
