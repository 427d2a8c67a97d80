/**
 * Server-side search matching, shared by global search, live search and quick search.
 *
 * - The query is cut to MAX_QUERY_LENGTH code points, folded (accents stripped, lower-cased,
 *   ß → ss, ø → o…: the elements' `fold` in src/lib/search-text.ts, which built `employees.search_text`) and split into words on whitespace and name
 *   punctuation (SEPARATORS). At most MAX_WORDS words count; later ones are ignored.
 * - Every word must match: a name word matches when some part of the name STARTS with it
 *   ("lov" finds Lovelace, "ove" does not); parts are split on the same separators, so
 *   "lud" finds Müller-Lüdenscheidt and "connor" finds O'Connor.
 * - For employees, a word beginning with `#` or a digit matches the employee number instead, as
 *   a prefix of the number without its leading zeros ("#42" and "42" find 0042 first, then
 *   0420–0429…), or, when the word itself starts with a zero, of the number as stored ("0042"
 *   and "#0042" find 0042 only).
 * - Employees are ranked by the elements' `nameRank` (src/lib/search-text.ts): exact name part,
 *   then part prefix, then substring; first name, last name, middle name, then nickname.
 * - User text only ever reaches SQL as a bound LIKE pattern with `%`, `_` and `\` escaped.
 */
import { NAME_SEPARATORS } from '../../../../src/lib/search-text';
import { fold } from '../people/fold';

export const MAX_QUERY_LENGTH = 100;
export const MAX_WORDS = 6;

/** Characters that separate name parts, both in typed queries and in the searched names. */
export const SEPARATORS = NAME_SEPARATORS;
const SEPARATORS_GLOBAL = new RegExp(SEPARATORS.source, 'gu');

export interface QueryWord {
  /** The folded word as typed (with its leading `#` for number words). */
  text: string;
  /** `number`: begins with # or a digit (matches employee numbers); `name` otherwise. */
  kind: 'name' | 'number';
}

/** The query cut to MAX_QUERY_LENGTH code points (never splitting a surrogate pair). */
export function capQuery(raw: string): string {
  const points = [...raw];
  return points.length > MAX_QUERY_LENGTH ? points.slice(0, MAX_QUERY_LENGTH).join('') : raw;
}

/** The words of a query; an empty list for a blank query (nothing is searched then). */
export function queryWords(raw: unknown): QueryWord[] {
  if (typeof raw !== 'string') return [];
  const words: QueryWord[] = [];
  for (const part of fold(capQuery(raw)).split(SEPARATORS)) {
    if (part === '' || part === '#') continue;
    const kind = /^[#\d]/.test(part) ? 'number' : 'name';
    if (!words.some((word) => word.text === part)) words.push({ text: part, kind });
    if (words.length === MAX_WORDS) break;
  }
  return words;
}

/** A LIKE pattern with the user's `\`, `%` and `_` taken literally (use with ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Pattern for "some name part starts with the word", against a haystack that starts with a space. */
export function namePattern(word: string): string {
  return `% ${escapeLike(word)}%`;
}

/**
 * The employee-number patterns of a number word: [against the number as stored, against the
 * number without leading zeros]. A word with leading zeros only matches the stored form.
 */
export function numberPatterns(word: string): [string, string] {
  const digits = escapeLike(word.replace(/^#/, ''));
  return [`${digits}%`, `${digits}%`];
}

/** The haystack stored for a searchable name: folded, separators turned into single spaces, leading space. */
export function haystack(...parts: Array<string | null | undefined>): string {
  return ` ${fold(parts.filter(Boolean).join(' ')).replace(SEPARATORS_GLOBAL, ' ').trim()}`;
}

export interface Segment {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into plain and matching segments: the stretches where a name part starts with
 * one of `words`, found on the folded text and mapped back to the original characters code point
 * by code point (folding changes lengths: "É" is one code point, "İ" lower-cases to two).
 */
export function highlight(text: string, words: readonly string[]): Segment[] {
  let folded = '';
  const origin: Array<[number, number]> = [];
  let offset = 0;
  for (const ch of text) {
    const f = fold(ch);
    for (let k = 0; k < f.length; k++) origin.push([offset, offset + ch.length]);
    folded += f;
    offset += ch.length;
  }
  const ranges: Array<[number, number]> = [];
  for (const word of words) {
    if (!word) continue;
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      if (at > 0 && !SEPARATORS.test(folded[at - 1]!)) continue;
      let end = origin[at + word.length - 1]![1];
      // Keep combining marks that follow the match (they fold to nothing) inside it.
      for (
        let next = text.codePointAt(end);
        next !== undefined && fold(String.fromCodePoint(next)) === '';
        next = text.codePointAt(end)
      ) {
        end += String.fromCodePoint(next).length;
      }
      ranges.push([origin[at]![0], end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const segments: Segment[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (end <= cursor) continue;
    const from = Math.max(start, cursor);
    if (from > cursor) segments.push({ text: text.slice(cursor, from), match: false });
    const last = segments[segments.length - 1];
    if (last?.match && from === cursor) last.text += text.slice(from, end);
    else segments.push({ text: text.slice(from, end), match: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), match: false });
  return segments;
}

/** Whether any of `words` starts a part of `text` (e.g. to show a matched nickname). */
export function matchesAny(text: string | null, words: readonly string[]): boolean {
  return text !== null && highlight(text, words).some((segment) => segment.match);
}
