/** Every search's wait after the last keystroke when the page sets none (SPEC §9: 500 ms). */
export const SEARCH_DEBOUNCE = 500;

/** The longest wait any search accepts; a larger `debounce` waits this long. */
export const MAX_DEBOUNCE = 5000;

/**
 * The `debounce` attribute or property of every search element, in milliseconds: a finite number
 * from 0 (asks at once) up to MAX_DEBOUNCE (larger values are cut to it). Anything else (missing,
 * negative, NaN, Infinity, a string set from script) means the element's default: SEARCH_DEBOUNCE
 * unless its SPEC rule says otherwise (the person picker's 50 ms).
 */
export function parseDebounce(value: unknown, fallback = SEARCH_DEBOUNCE): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return fallback;
  return Math.min(value, MAX_DEBOUNCE);
}
