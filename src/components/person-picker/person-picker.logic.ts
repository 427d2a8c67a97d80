import { isRecord } from '../../lib/json';
import { checkEmployeeId } from '../../lib/validators';

/** Person autocomplete: delay 50 ms, cache length 1, max 20, first result preselected. */
export const PERSON_SEARCH_DELAY = 50;
export const PERSON_SEARCH_LIMIT = 20;
/** Chosen people are posted as hidden fields eeids[]. */
export const DEFAULT_FIELD_NAME = 'eeids[]';
/** Longer queries are cut: nobody types a 100-character name, a paste of a document is not a search. */
export const MAX_QUERY_LENGTH = 100;
/** A page or script handing over more ids than this is a mistake; the rest is dropped and logged. */
export const MAX_PEOPLE = 500;
const MAX_NAME_LENGTH = 200;
/** An answer longer than this is cut before parsing: the list never shows more than 20. */
const MAX_SUGGESTION_ROWS = 100;

export interface Person {
  id: number;
  name: string;
  /** As the server or page gave it; the view passes it through safeUrl() before use. */
  imageUrl?: string;
}

const codePoints = (text: string, max: number) => [...text].slice(0, max).join('');

/**
 * What is sent as `query`: NFC, whitespace runs collapsed, trimmed, at most 100 code points.
 * '' means "do not search".
 */
export function normalizeQuery(text: string): string {
  return codePoints(text.normalize('NFC').replace(/\s+/gu, ' ').trim(), MAX_QUERY_LENGTH).trim();
}

/** A display name: trimmed, at most 200 code points, or null when nothing is left. */
export function cleanName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const name = codePoints(raw.replace(/\s+/gu, ' ').trim(), MAX_NAME_LENGTH);
  return name === '' ? null : name;
}

/**
 * Comma-separated employee ids (the `value` attribute, `element.value = …`). Empty pieces are
 * separators ('1,,2'); spaces around an id are allowed; anything that is not an id ('-1', '1e3',
 * 'abc', 30 digits, '１') is logged through the shared validator and skipped; repeats are dropped.
 */
export function parseIds(value: string, where: string): number[] {
  const ids: number[] = [];
  for (const piece of String(value).split(',')) {
    const text = piece.trim();
    if (text === '') continue;
    const id = checkEmployeeId(text, where);
    if (id === null || ids.includes(id)) continue;
    if (ids.length === MAX_PEOPLE) {
      console.error(`[hr-shell] ${where}: more than ${MAX_PEOPLE} people; the rest is left out.`);
      break;
    }
    ids.push(id);
  }
  return ids;
}

/** The posted value as the page reads it: ids joined by commas. */
export function idsValue(people: readonly Person[]): string {
  return people.map((person) => person.id).join(',');
}

/** One `{id, name, imageUrl?}` record from markup or the server; null (logged) when unusable. */
export function toPerson(row: unknown, where: string): Person | null {
  if (!isRecord(row)) return null;
  const id = checkEmployeeId(row.id, where);
  const name = cleanName(row.name);
  if (id === null || name === null) return null;
  const image = row.imageUrl ?? row.image;
  return typeof image === 'string' && image.trim() !== '' ? { id, name, imageUrl: image.trim() } : { id, name };
}

/** A list of person records, without unusable rows and repeated ids. */
export function parsePeople(body: unknown, where: string, max = MAX_PEOPLE): Person[] {
  if (!Array.isArray(body)) return [];
  const people: Person[] = [];
  for (const row of body) {
    if (people.length === max) break;
    const person = toPerson(row, where);
    if (person && !people.some((other) => other.id === person.id)) people.push(person);
  }
  return people;
}

/** The `people` attribute: JSON `[{id, name, imageUrl?}]`; bad JSON is logged and ignored. */
export function parsePeopleAttribute(raw: string | null, where: string): Person[] {
  if (raw === null || raw.trim() === '') return [];
  try {
    return parsePeople(JSON.parse(raw) as unknown, where);
  } catch {
    console.error(`[hr-shell] ${where}: the people attribute is not JSON; it is ignored.`);
    return [];
  }
}

/** The server's rows (quickSearch); more than 20 are kept so that dropping chosen people still leaves 20. */
export function parseSuggestions(body: unknown, where: string): Person[] {
  return parsePeople(body, where, MAX_SUGGESTION_ROWS);
}

/** What the list shows: people already chosen are not suggested again; at most 20. */
export function withoutChosen(suggestions: readonly Person[], chosen: readonly Person[]): Person[] {
  const taken = new Set(chosen.map((person) => person.id));
  return suggestions.filter((person) => !taken.has(person.id)).slice(0, PERSON_SEARCH_LIMIT);
}

/**
 * The people for ids set from code: names from those already known (chosen, the `people`
 * attribute, earlier answers), else `unknown(id)` ('Employee #id'); nothing is fetched.
 */
export function peopleForIds(
  ids: readonly number[],
  known: ReadonlyMap<number, Person>,
  unknown: (id: number) => string,
): Person[] {
  return ids.map((id) => known.get(id) ?? { id, name: unknown(id) });
}

/** Adds a person at the end unless already chosen. */
export function addPerson(people: readonly Person[], person: Person): Person[] {
  return people.some((other) => other.id === person.id) ? [...people] : [...people, person];
}

export function removePerson(people: readonly Person[], id: number): Person[] {
  return people.filter((person) => person.id !== id);
}

/** Up to two letters for the default picture, from the first and last word; whole code points. */
export function initials(name: string): string {
  const words = name.split(/\s+/u).filter((word) => /\p{L}|\p{N}/u.test(word));
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? ([...word].find((char) => /\p{L}|\p{N}/u.test(char)) ?? '') : ''))
    .join('')
    .toUpperCase();
}
