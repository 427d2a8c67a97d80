/**
 * Counting and truncation rules of the character counter (thresholds 100, 20, 0). Pure: no DOM,
 * no React.
 */

/** The counter shows only once this many units or fewer remain. */
export const COUNTER_SHOW_AT = 100;
/** Warning style at this many remaining or fewer. */
export const COUNTER_WARN_AT = 20;
/** Error style (and the "cannot write more" message) at this many remaining or fewer. */
export const COUNTER_ERROR_AT = 0;

/**
 * 'chars' counts UTF-16 code units, exactly what the browser's own `maxlength` counts, so the
 * counter and the native limit never disagree (an emoji counts 2). 'bytes' counts UTF-8 bytes,
 * for columns sized in bytes.
 */
export type CountMode = 'chars' | 'bytes';

export type CounterLevel = 'hidden' | 'normal' | 'warning' | 'error';

const encoder = new TextEncoder();

/** Largest limit taken seriously; beyond it a page typo (1e309, 30 digits) must not freeze typing. */
export const MAX_LIMIT = 10_000_000;

/**
 * A limit from an attribute: a plain non-negative integer ("250"), else null (no counter).
 * "1e3", "-1", "1.5", " 250", full-width digits and absurd sizes are refused.
 */
export function parseLimit(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  const text = typeof raw === 'number' ? (Number.isInteger(raw) && !Object.is(raw, -0) ? String(raw) : '') : raw;
  if (!/^(?:0|[1-9]\d{0,7})$/.test(text)) return null;
  const limit = Number(text);
  return limit <= MAX_LIMIT ? limit : null;
}

export function measure(text: string, mode: CountMode): number {
  return mode === 'bytes' ? encoder.encode(text).length : text.length;
}

export function remaining(text: string, limit: number, mode: CountMode): number {
  return limit - measure(text, mode);
}

export function levelOf(left: number): CounterLevel {
  if (left > COUNTER_SHOW_AT) return 'hidden';
  if (left <= COUNTER_ERROR_AT) return 'error';
  if (left <= COUNTER_WARN_AT) return 'warning';
  return 'normal';
}

/** Which catalogue message the counter shows, and its %1. */
export function counterMessage(
  left: number,
  limit: number,
  truncated: boolean,
): { key: 'tooLong' | 'remaining'; count: number } {
  if (truncated || left <= COUNTER_ERROR_AT) return { key: 'tooLong', count: limit };
  return { key: 'remaining', count: left };
}

/**
 * What a screen reader hears after a change from `before` to `after` remaining: only when a
 * threshold is crossed downwards (into warning, into error) or text was cut, never per keystroke.
 */
export function announcementFor(before: number, after: number, truncated: boolean): 'tooLong' | 'remaining' | null {
  if (truncated) return 'tooLong';
  if (after <= COUNTER_ERROR_AT && before > COUNTER_ERROR_AT) return 'tooLong';
  if (after <= COUNTER_WARN_AT && before > COUNTER_WARN_AT) return 'remaining';
  return null;
}

type Segmenter = { segment(text: string): Iterable<{ segment: string }> };
let segmenter: Segmenter | null | undefined;

/** User-perceived characters (a letter with its combining marks, an emoji sequence) when Intl knows them. */
function graphemes(text: string): string[] {
  if (segmenter === undefined) {
    const Ctor = (
      Intl as unknown as { Segmenter?: new (locale?: string, options?: { granularity: 'grapheme' }) => Segmenter }
    ).Segmenter;
    segmenter = Ctor ? new Ctor(undefined, { granularity: 'grapheme' }) : null;
  }
  if (segmenter) return Array.from(segmenter.segment(text), (part) => part.segment);
  // Code points at least: a surrogate pair is never split.
  return Array.from(text);
}

/**
 * The longest start of `text` within `budget` units, cut between user-perceived characters: a
 * surrogate pair, a letter and its combining accent, or an emoji sequence is kept whole or
 * dropped whole.
 */
export function clip(text: string, budget: number, mode: CountMode): string {
  if (budget <= 0) return '';
  if (measure(text, mode) <= budget) return text;
  let kept = '';
  let used = 0;
  // Only the start can fit (a unit is at least a byte): segmenting a 200 000-character paste whole
  // would freeze the page. A character cut by this window ends past the budget, so never fits.
  for (const part of graphemes(text.slice(0, budget + 1))) {
    const size = measure(part, mode);
    if (used + size > budget) break;
    kept += part;
    used += size;
  }
  return kept;
}

export interface Insertion {
  /** The text that fits, to insert in place of the selection. */
  text: string;
  /** Part of what the user typed or pasted did not fit. */
  truncated: boolean;
}

/**
 * Typing or pasting `inserted` between `before` and `after` (the selection being replaced):
 * keeps the user's existing text whole and cuts only what they are adding.
 */
export function fitInsertion(
  before: string,
  inserted: string,
  after: string,
  limit: number,
  mode: CountMode,
): Insertion {
  const budget = limit - measure(before, mode) - measure(after, mode);
  const text = clip(inserted, budget, mode);
  return { text, truncated: text.length < inserted.length };
}

/** A whole value over the limit (autofill, IME, a browser without beforeinput): its start that fits. */
export function fitValue(value: string, limit: number, mode: CountMode): Insertion {
  const text = clip(value, limit, mode);
  return { text, truncated: text.length < value.length };
}
