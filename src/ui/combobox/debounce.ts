/** The longest wait any search accepts; a larger `debounce` waits this long. */
export const MAX_DEBOUNCE = 5000;

/**
 * The `debounce` attribute or property of every search element, in milliseconds: a finite number
 * from 0 (asks at once) up to MAX_DEBOUNCE (larger values are cut to it). Anything else (missing,
 * negative, NaN, Infinity, a string set from script) means the element's default.
 */
export function parseDebounce(value: unknown, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return fallback;
  return Math.min(value, MAX_DEBOUNCE);
}
