/**
 * Name search rules shared by the search elements and the demo server (which imports this file):
 * how text is folded for matching, and how a matching person is ranked. Pure; no DOM.
 */

/** Letters that are not accented forms (no Unicode decomposition), spelled as people type them. */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const LETTER_PATTERN = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'gu');

/**
 * Search folding: accents stripped, lower-cased, and ß, ø, ł, æ, œ, đ, ð, þ, ı (and their
 * capitals) written out ("Straße" → "strasse", "Søren" → "soren"). The length can change, so a
 * highlighter folds code point by code point and maps matches back to the original letters.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(LETTER_PATTERN, (letter) => LETTERS[letter] ?? letter);
}

/** Characters that separate name parts, in typed queries and in the searched names. */
export const NAME_SEPARATORS = /[\s\-'’.,/()]+/u;

/** The name fields a person is ranked by, as stored (unfolded). */
export interface NameFields {
  first: string;
  last: string;
  middle?: string | null;
  nickname?: string | null;
}

/** How well a word matches a field: an exact name part, the start of one, anywhere, or not at all. */
const EXACT = 0;
const PREFIX = 1;
const SUBSTRING = 2;
const NO_MATCH = 3;
/** Field order when the kind of match is the same. */
const FIELDS = ['first', 'last', 'middle', 'nickname'] as const;
/** Larger than any sum of field positions (6 words × 3), so the kind of match always decides first. */
const KIND_WEIGHT = 64;

/** A name's folded parts: "Gastélum Pedroza" → ["gastelum", "pedroza"]. */
export function nameParts(text: string): string[] {
  return fold(text)
    .split(NAME_SEPARATORS)
    .filter((part) => part !== '');
}

function kindOf(parts: readonly string[], word: string): number {
  let best = NO_MATCH;
  for (const part of parts) {
    if (part === word) return EXACT;
    if (best > PREFIX && part.startsWith(word)) best = PREFIX;
    else if (best > SUBSTRING && part.includes(word)) best = SUBSTRING;
  }
  return best;
}

/**
 * The search ranking of a person for folded query words; lower ranks first. Each word counts by
 * its best match: an exact name part before the start of one before anywhere in a name, and
 * within the same kind the first name, then the last name, the middle name, the nickname. The
 * words' kinds add up first, then their fields: "pedro" lists Pedro Funk before Lilia Pedroza,
 * "jose" lists José Álvarez before Diego (nickname José), both before Joseph. `partsOf` lets a
 * caller that ranks many rows reuse the parts of names it has seen (the server caches them).
 */
export function nameRank(
  fields: NameFields,
  words: readonly string[],
  partsOf: (text: string) => readonly string[] = nameParts,
): number {
  let kinds = 0;
  let positions = 0;
  for (const word of words) {
    if (!word) continue;
    let kind = NO_MATCH;
    let position = FIELDS.length - 1;
    for (let index = 0; index < FIELDS.length && kind !== EXACT; index++) {
      const value = fields[FIELDS[index]!];
      if (!value) continue;
      const k = kindOf(partsOf(value), word);
      if (k < kind) {
        kind = k;
        position = index;
      }
    }
    kinds += kind;
    positions += position;
  }
  return kinds * KIND_WEIGHT + positions;
}
