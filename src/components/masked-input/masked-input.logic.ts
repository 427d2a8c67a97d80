import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';

/**
 * The input masks as pure rules. A value has two forms: the *raw* one (the letters and
 * digits alone, what `unmask` posts) and the *display* one (raw characters placed in the mask
 * with its separators). Everything the field does is derived from the raw form, so pasting,
 * typing, values from code and resets all go through the same checks.
 */

export const MASK_NAMES = [
  'ssn',
  'sin',
  'nin',
  'national-id',
  'passport',
  'card-expiry',
  'mm/dd/yy',
  'dd/mm/yy',
  'yy-mm-dd',
  'dd MMM YYYY',
  'MMM YYYY',
] as const;

export type MaskName = (typeof MASK_NAMES)[number];

/** What a raw character slot takes: a digit, a letter or digit, or a letter of a month name. */
export type SlotKind = 'digit' | 'alnum' | 'month-letter';

/** A date part and where it sits in the raw value. */
interface DatePart {
  part: 'month' | 'day' | 'year' | 'month-name';
  start: number;
  length: number;
}

export interface MaskRule {
  name: MaskName;
  /**
   * The display pattern: `9` a digit, `*` a letter or digit, `M` a letter of a month name; any
   * other character is a separator the field inserts.
   */
  pattern: string;
  /** Raw characters a complete value has at least (the pattern's slot count is the most). */
  minLength: number;
  maxLength: number;
  /** Personal data: the field gets the PII hints and its value is never logged. */
  sensitive: boolean;
  /** Letters are accepted (and shown upper-case, except month names). */
  letters: boolean;
  /** Digits only: the field asks for the numeric keyboard. */
  numeric: boolean;
  /** Date parts in raw positions (date masks and card expiry). */
  dateParts: readonly DatePart[];
  /** Placeholder and message example, e.g. '999-99-9999'. */
  example: string;
}

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const FULL_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** Date tokens of the date formats, longest first so 'YYYY' wins over 'yy'. */
const DATE_TOKENS: ReadonlyArray<[token: string, part: DatePart['part'], slots: string]> = [
  ['YYYY', 'year', '9999'],
  ['MMM', 'month-name', 'MMM'],
  ['mm', 'month', '99'],
  ['MM', 'month', '99'],
  ['dd', 'day', '99'],
  ['yy', 'year', '99'],
  ['YY', 'year', '99'],
];

function dateRule(name: MaskName, format: string, example: string, sensitive = false): MaskRule {
  let pattern = '';
  let raw = 0;
  const dateParts: DatePart[] = [];
  for (let i = 0; i < format.length;) {
    const found = DATE_TOKENS.find(([token]) => format.startsWith(token, i));
    if (!found) {
      pattern += format[i];
      i += 1;
      continue;
    }
    const [token, part, slots] = found;
    dateParts.push({ part, start: raw, length: slots.length });
    pattern += slots;
    raw += slots.length;
    i += token.length;
  }
  const hasMonthName = dateParts.some((p) => p.part === 'month-name');
  return {
    name,
    pattern,
    minLength: raw,
    maxLength: raw,
    sensitive,
    letters: false,
    numeric: !hasMonthName,
    dateParts,
    example,
  };
}

function fixedRule(name: MaskName, pattern: string, options: { min?: number; example?: string } = {}): MaskRule {
  const slots = [...pattern].filter((c) => c === '9' || c === '*').length;
  const letters = pattern.includes('*');
  return {
    name,
    pattern,
    minLength: options.min ?? slots,
    maxLength: slots,
    sensitive: true,
    letters,
    numeric: !letters,
    dateParts: [],
    example: options.example ?? pattern,
  };
}

const RULES: Readonly<Record<MaskName, MaskRule>> = {
  ssn: fixedRule('ssn', '999-99-9999'),
  sin: fixedRule('sin', '999-999-999'),
  nin: fixedRule('nin', '** ** ** ** *', { example: 'AB 12 34 56 C' }),
  'national-id': fixedRule('national-id', '*'.repeat(16), { min: 6, example: '' }),
  passport: fixedRule('passport', '*'.repeat(20), { min: 1, example: '' }),
  'card-expiry': { ...dateRule('card-expiry', 'MM/YY', 'MM/YY'), sensitive: false },
  'mm/dd/yy': dateRule('mm/dd/yy', 'mm/dd/yy', '01/31/24'),
  'dd/mm/yy': dateRule('dd/mm/yy', 'dd/mm/yy', '31/01/24'),
  'yy-mm-dd': dateRule('yy-mm-dd', 'yy-mm-dd', '24-01-31'),
  'dd MMM YYYY': dateRule('dd MMM YYYY', 'dd MMM YYYY', '31 Jan 2024'),
  'MMM YYYY': dateRule('MMM YYYY', 'MMM YYYY', 'Jan 2024'),
};

export function isMaskName(value: unknown): value is MaskName {
  return typeof value === 'string' && (MASK_NAMES as readonly string[]).includes(value);
}

/** The rule for a `mask` attribute; null for a missing or unknown mask (the field stays plain). */
export function maskRule(name: string | null | undefined): MaskRule | null {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (isMaskName(trimmed)) return RULES[trimmed];
  // 'SSN' is an ssn; date masks stay case-sensitive, where 'MMM' and 'mm' differ.
  const folded = MASK_NAMES.find(
    (known) =>
      known.toLowerCase() === trimmed.toLowerCase() && (RULES[known].dateParts.length === 0 || known === 'card-expiry'),
  );
  return folded ? RULES[folded] : null;
}

/** The slot kinds of the raw positions, in order. */
export function slotKinds(rule: MaskRule): SlotKind[] {
  const kinds: SlotKind[] = [];
  for (const c of rule.pattern) {
    if (c === '9') kinds.push('digit');
    else if (c === '*') kinds.push('alnum');
    else if (c === 'M') kinds.push('month-letter');
  }
  return kinds;
}

const isSlot = (c: string) => c === '9' || c === '*' || c === 'M';

/**
 * What is stripped before the characters are checked: white space (incl. no-break), dashes of
 * every script (NFKC already turned '－' into '-'), slashes, dots, underscores and invisible
 * format characters (zero-width space, soft hyphen, BOM) a copy from a PDF or chat brings along.
 */
const SEPARATORS = /[\s\p{Pd}\p{Cf}/\\._,:|]/gu;

export type Problem = 'characters' | 'tooLong' | 'month' | 'day' | 'monthName';

export type Normalized = { ok: true; raw: string } | { ok: false; problem: Problem };

function monthMatches(prefix: string): string[] {
  const lower = prefix.toLowerCase();
  return MONTHS.filter((month) => month.toLowerCase().startsWith(lower));
}

/** 'January', 'SEPT' → 'Jan', 'Sep': people paste month names in full. */
function shortenMonthNames(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => {
    const lower = word.toLowerCase();
    const index = FULL_MONTHS.indexOf(lower);
    if (index >= 0) return MONTHS[index] as string;
    if (lower === 'sept') return 'Sep';
    return word;
  });
}

function daysIn(month: number, year: number | null): number {
  if (month === 2) return year === null || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function partValue(rule: MaskRule, raw: string, part: DatePart['part']): { text: string; complete: boolean } | null {
  const found = rule.dateParts.find((p) => p.part === part);
  if (!found) return null;
  const text = raw.slice(found.start, found.start + found.length);
  return { text, complete: text.length === found.length };
}

/** The month number (1–12) of a complete month part, numeric or by name. */
function monthOf(rule: MaskRule, raw: string): number | null {
  const numeric = partValue(rule, raw, 'month');
  if (numeric?.complete) return Number(numeric.text);
  const named = partValue(rule, raw, 'month-name');
  if (named?.complete) return MONTHS.indexOf(named.text as (typeof MONTHS)[number]) + 1 || null;
  return null;
}

/** A two-digit year is read as 20yy: only leap days depend on it, and 2000 was a leap year. */
function yearOf(rule: MaskRule, raw: string): number | null {
  const year = partValue(rule, raw, 'year');
  if (!year?.complete) return null;
  const value = Number(year.text);
  return year.text.length === 2 ? 2000 + value : value;
}

/**
 * Range problems that no further typing can fix (month 13, day 32, 30 February); a value that
 * only lacks characters has none. A 29 February of a year that is not a leap year is a validity
 * problem of the whole date instead (see checkValue), since the year may come after the day.
 */
function rangeProblem(rule: MaskRule, raw: string): Problem | null {
  const month = partValue(rule, raw, 'month');
  if (month && month.text.length > 0) {
    const first = Number(month.text[0]);
    if (first > 1) return 'month';
    if (month.complete && (Number(month.text) < 1 || Number(month.text) > 12)) return 'month';
  }
  const day = partValue(rule, raw, 'day');
  if (day && day.text.length > 0) {
    if (Number(day.text[0]) > 3) return 'day';
    if (day.complete) {
      const value = Number(day.text);
      const monthNumber = monthOf(rule, raw);
      if (value < 1 || value > (monthNumber ? daysIn(monthNumber, null) : 31)) return 'day';
    }
  }
  return null;
}

/**
 * Strict normalization of what a user typed or pasted (the whole field's text, after the edit):
 * NFKC (full-width '１２３－４５' becomes '123-45'), month names shortened, separators
 * stripped, letters upper-cased; then every character must fit its slot and the value must fit
 * the mask. A problem means the edit is rejected and the field keeps what it had.
 */
export function normalizeInput(rule: MaskRule, text: string): Normalized {
  let value = String(text ?? '').normalize('NFKC');
  const kinds = slotKinds(rule);
  const hasMonthName = kinds.includes('month-letter');
  if (hasMonthName) value = shortenMonthNames(value);
  const chars = [...value.replace(SEPARATORS, '')];
  const allowed = rule.letters || hasMonthName ? /^[A-Za-z0-9]$/ : /^[0-9]$/;
  if (chars.some((c) => !allowed.test(c))) return { ok: false, problem: 'characters' };
  if (chars.length > rule.maxLength) return { ok: false, problem: 'tooLong' };
  let raw = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    const kind = kinds[i];
    if (kind === 'digit' && !/[0-9]/.test(c)) return { ok: false, problem: 'characters' };
    if (kind === 'month-letter' && !/[A-Za-z]/.test(c)) return { ok: false, problem: 'characters' };
    raw += kind === 'alnum' ? c.toUpperCase() : c;
  }
  if (hasMonthName) {
    const named = rule.dateParts.find((p) => p.part === 'month-name') as DatePart;
    const typed = raw.slice(named.start, named.start + named.length);
    if (typed) {
      const matches = monthMatches(typed);
      if (matches.length === 0) return { ok: false, problem: 'monthName' };
      // One month left: complete it, as the mask does while typing ('Ja' → 'Jan').
      const month = matches.length === 1 ? (matches[0] as string) : (matches[0] as string).slice(0, typed.length);
      raw = raw.slice(0, named.start) + month + raw.slice(named.start + typed.length);
    }
  }
  const problem = rangeProblem(rule, raw);
  return problem ? { ok: false, problem } : { ok: true, raw };
}

/**
 * Lenient normalization for values the page or code supplies (no user to tell at once): keeps
 * the characters that fit, in order, and drops the rest. `dropped` says something was lost.
 */
export function coerceValue(rule: MaskRule, text: string): { raw: string; dropped: boolean } {
  const strict = normalizeInput(rule, text);
  if (strict.ok) return { raw: strict.raw, dropped: false };
  let value = String(text ?? '').normalize('NFKC');
  if (slotKinds(rule).includes('month-letter')) value = shortenMonthNames(value);
  let raw = '';
  for (const c of value.replace(SEPARATORS, '')) {
    if (raw.length >= rule.maxLength) break;
    const next = normalizeInput(rule, raw + c);
    if (next.ok) raw = next.raw;
    // A stray character is skipped; an out-of-range one ends the value: skipping it would shift
    // the rest into the wrong date part ('13/25' must not become '12/5').
    else if (next.problem !== 'characters') break;
  }
  return { raw, dropped: true };
}

/** The display form: raw characters in the pattern; a separator shows once a character follows it. */
export function formatRaw(rule: MaskRule, raw: string): string {
  let out = '';
  let pending = '';
  let index = 0;
  const chars = [...raw];
  for (const c of rule.pattern) {
    if (index >= chars.length) break;
    if (isSlot(c)) {
      out += pending + chars[index];
      pending = '';
      index += 1;
    } else pending += c;
  }
  return out;
}

/** The raw form of a display value (the field's text): its characters without separators. */
export function rawOf(rule: MaskRule, display: string): string {
  return coerceValue(rule, display).raw;
}

/** The display index right after the first `count` raw characters (where the caret goes). */
export function caretAfter(rule: MaskRule, raw: string, count: number): number {
  return formatRaw(rule, [...raw].slice(0, count).join('')).length;
}

/** Raw characters in the display text before `index` (caret position → raw position). */
export function rawIndexAt(display: string, index: number): number {
  return [...display.slice(0, index).replace(SEPARATORS, '')].length;
}

export function isComplete(rule: MaskRule, raw: string): boolean {
  return raw.length >= rule.minLength && raw.length <= rule.maxLength && checkValue(rule, raw) === null;
}

export type ValueProblem = Problem | 'incomplete' | 'date';

/**
 * What keeps a raw value from being valid: nothing (null) for an empty value (required is the
 * native check's job) or a complete, real one; 'incomplete' when characters are missing; 'date'
 * for a date that does not exist (29 Feb 2023, year 0000).
 */
export function checkValue(rule: MaskRule, raw: string): ValueProblem | null {
  if (raw === '') return null;
  const range = rangeProblem(rule, raw);
  if (range) return range;
  if (raw.length < rule.minLength) return 'incomplete';
  if (raw.length > rule.maxLength) return 'tooLong';
  const monthNumber = monthOf(rule, raw);
  const day = partValue(rule, raw, 'day');
  const year = yearOf(rule, raw);
  if (year !== null && partValue(rule, raw, 'year')?.text.length === 4 && year < 1) return 'date';
  if (day?.complete && monthNumber !== null && Number(day.text) > daysIn(monthNumber, year)) return 'date';
  return null;
}

/** The sentence telling what the field wants, e.g. 'Enter 9 digits (999-99-9999).' */
export function hintFor(rule: MaskRule): string {
  if (rule.dateParts.length > 0) {
    if (rule.name === 'card-expiry') return t(m.maskedHintExpiry);
    return t(m.maskedHintDate, { format: rule.name, example: rule.example });
  }
  if (rule.minLength !== rule.maxLength) {
    return rule.minLength <= 1
      ? t(m.maskedHintUpTo, { max: rule.maxLength })
      : t(m.maskedHintBetween, { min: rule.minLength, max: rule.maxLength });
  }
  return t(rule.letters ? m.maskedHintCharacters : m.maskedHintDigits, { count: rule.maxLength, format: rule.example });
}

/** The message for a problem: rejected edits say the field kept its value; others say what to fix. */
export function messageFor(rule: MaskRule, problem: ValueProblem): string {
  const hint = hintFor(rule);
  switch (problem) {
    case 'incomplete':
      return hint;
    case 'tooLong':
      return t(m.maskedRejectedTooLong, { hint });
    case 'characters':
      return t(m.maskedRejectedCharacters, { hint });
    case 'month':
      return t(m.maskedMonth);
    case 'day':
      return t(m.maskedDay);
    case 'monthName':
      return t(m.maskedMonthName);
    case 'date':
      return t(m.dateInvalid);
  }
}

/** Problems of a date part's range (month 13, day 32, 'Jax'): the digits typed after one land in the wrong part. */
const RANGE_PROBLEMS: ReadonlySet<ValueProblem> = new Set(['month', 'day', 'monthName']);

/**
 * The message of a refused edit. One refused character is named, so the user knows what was
 * left out ('"3" was not entered. Enter a month from 01 to 12.').
 */
export function refusalMessage(rule: MaskRule, problem: ValueProblem, typed: string): string {
  const reason = messageFor(rule, problem);
  return RANGE_PROBLEMS.has(problem) && [...typed].length === 1
    ? t(m.maskedRefusedCharacter, { char: typed, reason })
    : reason;
}

/**
 * Whether a refusal's message stays while the user goes on typing. A digit refused for its range
 * is: typing on ('1', '3', '2', '9') puts the later digits where the refused one would have gone,
 * so '12/9' is not what was meant, and a message cleared by the very next keystroke would never
 * be read. Too long and wrong characters leave the value as it was, so the next edit clears them.
 */
export function holdsRefusal(problem: ValueProblem): boolean {
  return RANGE_PROBLEMS.has(problem);
}

/**
 * Whether a held refusal still stands after an accepted edit of `inputType`: until the user
 * deletes or undoes (correcting), or the value is complete and valid.
 */
export function refusalStands(rule: MaskRule, inputType: string, raw: string): boolean {
  if (inputType.startsWith('delete') || inputType.startsWith('history')) return false;
  return raw === '' ? false : !isComplete(rule, raw);
}
