import * as m from '../../lib/messages.en-US';

/**
 * Counting and truncation rules of the character counter (thresholds 100, 20, 0). Pure: no DOM,
 * no React (the catalogue's constants only).
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

/** The counter's words: a field counted in bytes says bytes, since a character may take several. */
export function counterMessages(mode: CountMode): CounterWords {
  return mode === 'bytes' ? BYTE_WORDS : CHAR_WORDS;
}

export interface CounterWords {
  tooLong: string;
  remaining: string;
}
const CHAR_WORDS: CounterWords = { tooLong: m.counterTooLong, remaining: m.counterRemaining };
const BYTE_WORDS: CounterWords = { tooLong: m.counterTooLongBytes, remaining: m.counterRemainingBytes };

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

/**
 * User-perceived characters without Intl.Segmenter: CR LF, a flag (two regional indicators), or a
 * code point with the combining marks and emoji modifiers after it and whatever a zero-width
 * joiner ties on. Whole code points only, so a surrogate pair is never split either.
 */
const FALLBACK_GRAPHEME =
  /\r\n|[\u{1F1E6}-\u{1F1FF}]{2}|[^\p{M}][\p{M}\p{Emoji_Modifier}]*(?:\u200D[^\p{M}][\p{M}\p{Emoji_Modifier}]*)*|\p{M}+/gsu;

export function fallbackGraphemes(text: string): string[] {
  return text.match(FALLBACK_GRAPHEME) ?? [];
}

/** User-perceived characters (a letter with its combining marks, an emoji sequence). */
function graphemes(text: string): string[] {
  if (segmenter === undefined) {
    const Ctor = (
      Intl as unknown as { Segmenter?: new (locale?: string, options?: { granularity: 'grapheme' }) => Segmenter }
    ).Segmenter;
    segmenter = Ctor ? new Ctor(undefined, { granularity: 'grapheme' }) : null;
  }
  if (segmenter) return Array.from(segmenter.segment(text), (part) => part.segment);
  return fallbackGraphemes(text);
}

const WORD_END = /[\p{L}\p{N}\p{M}\p{Pc}]$/u;
const WORD_START = /^[\p{L}\p{N}\p{M}\p{Pc}]/u;

/**
 * Where a cut insertion ends when it would glue two words: `kept` (the part of `inserted` that
 * fits) ending in a letter or digit, right before `after` starting with one ('don' + 'Café' →
 * 'donCafé'). It then ends after the last white space it keeps, so the words stay apart ('Je
 * suis |Café' + 'don Quichotte' with room for 5 → 'Je suis don Café'), and keeps nothing when no
 * white space fits. An insertion without white space (one long token, or a script written
 * without spaces) is left as cut: there are no words in it to keep apart.
 */
export function keepWordsApart(kept: string, inserted: string, after: string): string {
  if (!WORD_END.test(kept) || !WORD_START.test(after) || !/\s/u.test(inserted)) return kept;
  const space = kept.search(/\s\S*$/u);
  return space < 0 ? '' : kept.slice(0, space + 1);
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
 * keeps the user's existing text whole and cuts only what they are adding, between graphemes and
 * never so that two words run together (keepWordsApart).
 */
export function fitInsertion(
  before: string,
  inserted: string,
  after: string,
  limit: number,
  mode: CountMode,
): Insertion {
  const budget = limit - measure(before, mode) - measure(after, mode);
  const cut = clip(inserted, budget, mode);
  const text = cut.length < inserted.length ? keepWordsApart(cut, inserted, after) : cut;
  return { text, truncated: text.length < inserted.length };
}

/** A whole value over the limit (autofill, IME, a browser without beforeinput): its start that fits. */
export function fitValue(value: string, limit: number, mode: CountMode): Insertion {
  const text = clip(value, limit, mode);
  return { text, truncated: text.length < value.length };
}
