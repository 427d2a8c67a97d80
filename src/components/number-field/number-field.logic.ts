/*
 * Exact decimals for the number, percent and currency fields and the rate + percent
 * pair. Values are canonical decimal strings ('-1234.5', '0.1'); arithmetic is big.js, never JS
 * floats (big.js does the pair's arithmetic, rate-change.logic.ts). Pure: Intl is the only
 * outside thing read (to learn a locale's separators).
 */

export type NumberFormatKind = 'number' | 'percent' | 'currency';

export const NUMBER_FORMATS: readonly NumberFormatKind[] = ['number', 'percent', 'currency'];

/** A longer value is refused rather than kept: no payroll amount has 40 digits, a paste accident does. */
export const MAX_DIGITS = 40;

/** How a locale writes numbers: its separators and its grouping (3 everywhere; 3 then 2 in en-IN). */
export interface NumberSymbols {
  group: string;
  decimal: string;
  /** Digits in the group next to the decimal separator. */
  primaryGroup: number;
  /** Digits in every group further left. */
  secondaryGroup: number;
}

const symbolsCache = new Map<string, NumberSymbols>();

/** The locale's separators and grouping, from Intl.NumberFormat#formatToParts. */
export function numberSymbols(locale: string): NumberSymbols {
  const cached = symbolsCache.get(locale);
  if (cached) return cached;
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale);
  } catch {
    format = new Intl.NumberFormat('en-US');
  }
  const parts = format.formatToParts(-123456789.5);
  const integers = parts.filter((part) => part.type === 'integer').map((part) => part.value.length);
  const symbols: NumberSymbols = {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    primaryGroup: integers.at(-1) ?? 3,
    secondaryGroup: integers.length > 2 ? (integers.at(-2) ?? 3) : (integers.at(-1) ?? 3),
  };
  symbolsCache.set(locale, symbols);
  return symbols;
}

/** Why a text is not a number the field can keep. */
export type ParseProblem =
  /** Letters between digits, no digits at all, '1e309', 'NaN', 'Infinity', a misplaced minus. */
  | 'invalid'
  /** Separators that do not fit the locale: '1.234,56' in en-US, '1,23' (group of two). */
  | 'ambiguous'
  /** More than MAX_DIGITS digits. */
  | 'too-long'
  /** More decimal places than the field keeps (a currency's cents). */
  | 'too-precise';

export type ParseResult = { ok: true; value: string } | { ok: false; problem: ParseProblem };

/** Zero of each run of decimal digits users paste besides ASCII (full-width, Arabic-Indic, Devanagari…). */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0e50, 0xff10];

/** Full-width and other Unicode digits become ASCII; the minus sign and dashes become '-'. */
export function toAsciiDigits(text: string): string {
  let out = '';
  for (const char of text.normalize('NFKC')) {
    const code = char.codePointAt(0) ?? 0;
    const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9);
    if (zero !== undefined) out += String(code - zero);
    else if (char === '\u2212' || char === '\u2012' || char === '\u2013' || char === '\ufe63') out += '-';
    else out += char;
  }
  return out;
}

const WHITESPACE = /[\s\u00a0\u202f\u2007\u200e\u200f\u061c]/gu;
/** Affixes a field may carry around the number: a currency symbol or code, %, 'kr.'. */
const AFFIX = /^[\p{L}\p{Sc}%.]*$/u;
/**
 * Stray characters around the number (SPEC §5: parsing strips non-numeric characters): anything
 * but letters, currency symbols, %, separators and minus, which the checks below still read.
 */
const STRAY = /[^\p{L}\p{Sc}%.,'\u2019\u02bc-]/gu;
const APOSTROPHES = /['\u2019\u02bc]/g;

function strip(value: string): string {
  const negative = value.startsWith('-');
  let digits = negative ? value.slice(1) : value;
  let [integer = '0', fraction = ''] = digits.split('.');
  integer = integer.replace(/^0+(?=\d)/, '');
  fraction = fraction.replace(/0+$/, '');
  digits = fraction ? `${integer}.${fraction}` : integer;
  // -0 is not a different amount.
  return negative && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

/** Places after the decimal point of a canonical decimal. */
export function decimalPlaces(value: string): number {
  const point = value.indexOf('.');
  return point < 0 ? 0 : value.length - point - 1;
}

function checkLimits(value: string, maxDecimals: number | undefined): ParseResult {
  if (value.replace(/\D/g, '').length > MAX_DIGITS) return { ok: false, problem: 'too-long' };
  if (maxDecimals !== undefined && decimalPlaces(value) > maxDecimals) return { ok: false, problem: 'too-precise' };
  return { ok: true, value };
}

const CANONICAL = /^-?\d+(?:\.\d+)?$/;

/**
 * A value from code or from the server ('1234.5', '-0.25'): plain decimal notation with a '.'
 * point, whatever the locale. '' stays empty; anything else (1e309, NaN, '1,234') is refused.
 */
export function parseCanonical(text: string, maxDecimals?: number): ParseResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: '' };
  if (!CANONICAL.test(trimmed)) return { ok: false, problem: 'invalid' };
  return checkLimits(strip(trimmed), maxDecimals);
}

/** Group lengths a grouped integer part must have in this locale ('1,234,567' → [1, 3, 3]). */
function groupsFit(groups: readonly string[], symbols: NumberSymbols): boolean {
  return groups.every((group, index) => {
    if (!/^\d+$/.test(group)) return false;
    if (index === 0) return group.length >= 1 && group.length <= Math.max(symbols.secondaryGroup, symbols.primaryGroup);
    if (index === groups.length - 1) return group.length === symbols.primaryGroup;
    return group.length === symbols.secondaryGroup;
  });
}

/**
 * What a user typed or pasted, read with the locale's separators (thousands separators,
 * spaces, the currency symbol, % and any other character around the number are stripped, SPEC
 * §5). Characters between the digits are not stripped: dropping them would change the amount
 * ('1e309' is not 1309), so they are refused with a message. Never guesses: '1.234,56' is 1234.56 in de-DE
 * and refused in en-US, where '1,234.56' is the same amount; '1e309', 'NaN', 'Infinity', '--5'
 * and letters between digits are refused; full-width digits are read as digits.
 */
export function parseLocalized(text: string, symbols: NumberSymbols, maxDecimals?: number): ParseResult {
  let rest = toAsciiDigits(text).replace(WHITESPACE, '');
  if (rest === '') return { ok: true, value: '' };
  const groupIsApostrophe = APOSTROPHES.test(symbols.group);
  APOSTROPHES.lastIndex = 0;
  if (groupIsApostrophe) rest = rest.replace(APOSTROPHES, symbols.group);

  const first = rest.search(/\d/);
  if (first < 0) return { ok: false, problem: 'invalid' };
  let last = first;
  for (let index = rest.length - 1; index >= first; index--)
    if (/\d/.test(rest[index] ?? '')) {
      last = index;
      break;
    }
  let start = first;
  // '.5' / ',5': a leading decimal separator belongs to the number.
  if (rest.slice(0, first).endsWith(symbols.decimal)) start = first - symbols.decimal.length;
  let prefix = rest.slice(0, start);
  let suffix = rest.slice(last + 1);
  const body = rest.slice(start, last + 1);
  // '(5)' is -5 in accounting: stripping the brackets would flip its sign.
  if (prefix.includes('(') && suffix.includes(')')) return { ok: false, problem: 'ambiguous' };
  prefix = prefix.replace(STRAY, '');
  suffix = suffix.replace(STRAY, '');

  // One minus, before the number (on either side of a leading symbol: '-$5', '$-5').
  const minuses =
    (prefix.match(/-/g)?.length ?? 0) + (suffix.match(/-/g)?.length ?? 0) + (body.match(/-/g)?.length ?? 0);
  if (minuses > 1 || body.includes('-') || suffix.includes('-')) return { ok: false, problem: 'invalid' };
  const negative = minuses === 1;
  prefix = prefix.replace('-', '').replace(/^\+/, '');
  // '12.' (a decimal separator with nothing after it) is 12.
  if (suffix.startsWith(symbols.decimal)) suffix = suffix.slice(symbols.decimal.length);
  if (!AFFIX.test(prefix) || !AFFIX.test(suffix))
    return { ok: false, problem: /[.,'\u2019]/.test(prefix + suffix) ? 'ambiguous' : 'invalid' };
  // A lone '.' as the whole affix would hide '1.234.' style typos; only 'kr.'-like words may end in one.
  if (/^\.|\.\./.test(suffix) || /\.$/.test(prefix)) return { ok: false, problem: 'ambiguous' };

  if (/\p{L}/u.test(body)) return { ok: false, problem: 'invalid' };
  const decimalAt = body.indexOf(symbols.decimal);
  if (decimalAt >= 0 && body.indexOf(symbols.decimal, decimalAt + 1) >= 0) return { ok: false, problem: 'ambiguous' };
  const integerText = decimalAt >= 0 ? body.slice(0, decimalAt) : body;
  const fraction = decimalAt >= 0 ? body.slice(decimalAt + symbols.decimal.length) : '';
  if (!/^\d*$/.test(fraction)) return { ok: false, problem: 'ambiguous' };
  let integer = integerText;
  if (integerText.includes(symbols.group)) {
    const groups = integerText.split(symbols.group);
    if (!groupsFit(groups, symbols)) return { ok: false, problem: 'ambiguous' };
    integer = groups.join('');
  }
  if (!/^\d*$/.test(integer)) return { ok: false, problem: 'ambiguous' };
  if (integer === '' && fraction === '') return { ok: false, problem: 'invalid' };
  const canonical = `${negative ? '-' : ''}${integer || '0'}${fraction ? `.${fraction}` : ''}`;
  return checkLimits(strip(canonical), maxDecimals);
}

/** A currency as GET /ajax/get_currency lists it (docs/api referenceCurrencies). */
export interface Currency {
  id: number;
  code: string;
  name: string;
  symbol: string;
  symbolPosition: 'before' | 'after';
}

export interface FormatOptions {
  /** Pad the fraction to at least this many places (a currency's cents). */
  minDecimals?: number;
  /** Round (half-up) to at most this many places; the parse refuses more, so this only pads or trims computed values. */
  maxDecimals?: number;
}

function groupInteger(integer: string, symbols: NumberSymbols): string {
  if (integer.length <= symbols.primaryGroup) return integer;
  const groups = [integer.slice(-symbols.primaryGroup)];
  let rest = integer.slice(0, -symbols.primaryGroup);
  while (rest.length > symbols.secondaryGroup) {
    groups.unshift(rest.slice(-symbols.secondaryGroup));
    rest = rest.slice(0, -symbols.secondaryGroup);
  }
  if (rest) groups.unshift(rest);
  return groups.join(symbols.group);
}

/** Adds one to a string of digits ('199' → '200', '99' → '100'). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0; index--) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1);
      return out.join('');
    }
    out[index] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * Rounds a canonical decimal half away from zero to `places`, exactly ('2.675' → '2.68',
 * '-0.005' → '-0.01'), as big.js's roundHalfUp does. Digit-string work, not arithmetic: the
 * fields that only parse and format need no big.js (it stays in the chunks that compute).
 */
export function roundHalfUp(value: string, places: number): string {
  const negative = value.startsWith('-');
  const [integer = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  if (fraction.length <= places) return strip(value);
  const kept = `${integer}${fraction.slice(0, places)}`;
  const digits = (fraction[places] ?? '0') >= '5' ? incrementDigits(kept) : kept;
  const split = digits.length - places;
  const rounded = places > 0 ? `${digits.slice(0, split) || '0'}.${digits.slice(split)}` : digits;
  return strip(`${negative ? '-' : ''}${rounded}`);
}

/** '-1234.5' → '-1,234.5' (en-US) or '-1.234,5' (de-DE); the number field's display. */
export function formatDecimal(value: string, symbols: NumberSymbols, options: FormatOptions = {}): string {
  if (value === '') return '';
  let canonical = options.maxDecimals !== undefined ? roundHalfUp(value, options.maxDecimals) : strip(value);
  const negative = canonical.startsWith('-');
  if (negative) canonical = canonical.slice(1);
  const [integer = '0', fraction = ''] = canonical.split('.');
  const padded = fraction.padEnd(options.minDecimals ?? 0, '0');
  return `${negative ? '-' : ''}${groupInteger(integer, symbols)}${padded ? `${symbols.decimal}${padded}` : ''}`;
}

/** The percent field keeps digits, separators and minus, then appends '%'. */
export function formatPercent(value: string, symbols: NumberSymbols, options: FormatOptions = {}): string {
  return value === '' ? '' : `${formatDecimal(value, symbols, options)}%`;
}

const NBSP = '\u00a0';

/**
 * A currency amount with the locale's separators and the currency's symbol, before or
 * after the number as the currency list says. A symbol ending in a letter ('CHF') is kept apart
 * by a no-break space; a symbol after the number always is ('1.234,50 €').
 */
export function formatCurrency(
  value: string,
  symbols: NumberSymbols,
  currency: Pick<Currency, 'symbol' | 'symbolPosition'>,
  options: FormatOptions = {},
): string {
  if (value === '') return '';
  const number = formatDecimal(value, symbols, options);
  const negative = number.startsWith('-');
  const digits = negative ? number.slice(1) : number;
  const sign = negative ? '-' : '';
  if (currency.symbolPosition === 'after') return `${sign}${digits}${NBSP}${currency.symbol}`;
  const gap = /\p{L}$/u.test(currency.symbol) ? NBSP : '';
  return `${sign}${currency.symbol}${gap}${digits}`;
}

/** Cents of a currency (2 for USD, 0 for JPY) as Intl knows them; 2 for an unknown code. */
export function currencyDecimals(code: string): number {
  try {
    return (
      new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

export const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * A currency the list has not described yet (no picker, or still loading): Intl's narrow symbol,
 * placed where the locale puts it.
 */
export function fallbackCurrency(code: string, locale: string): Currency {
  try {
    const parts = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(1);
    const symbolAt = parts.findIndex((part) => part.type === 'currency');
    const numberAt = parts.findIndex((part) => part.type === 'integer');
    return {
      id: 0,
      code,
      name: code,
      symbol: parts[symbolAt]?.value ?? code,
      symbolPosition: symbolAt > numberAt ? 'after' : 'before',
    };
  } catch {
    return { id: 0, code, name: code, symbol: code, symbolPosition: 'before' };
  }
}

function isCurrency(item: unknown): item is Currency {
  if (typeof item !== 'object' || item === null) return false;
  const { id, code, name, symbol, symbolPosition } = item as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    Number.isSafeInteger(id) &&
    typeof code === 'string' &&
    CURRENCY_CODE.test(code) &&
    typeof name === 'string' &&
    name.length <= 200 &&
    typeof symbol === 'string' &&
    symbol.length > 0 &&
    symbol.length <= 8 &&
    (symbolPosition === 'before' || symbolPosition === 'after')
  );
}

/** GET /ajax/get_currency's `{data: Currency[]}`; malformed or duplicate items are dropped. */
export function parseCurrencyList(body: unknown): Currency[] {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const list: Currency[] = [];
  for (const item of data) {
    if (!isCurrency(item) || seen.has(item.code)) continue;
    seen.add(item.code);
    list.push({
      id: item.id,
      code: item.code,
      name: item.name,
      symbol: item.symbol,
      symbolPosition: item.symbolPosition,
    });
  }
  return list;
}

/** The query of GET /ajax/get_currency: `field`, plus the ids that were given and valid. */
export function currencyQuery(input: {
  field?: string;
  employeeId: number | null;
  payScheduleId: number | null;
}): Record<string, string> {
  const query: Record<string, string> = {};
  if (input.field) query.field = input.field;
  if (input.employeeId !== null) query.employeeId = String(input.employeeId);
  if (input.payScheduleId !== null) query.payScheduleId = String(input.payScheduleId);
  return query;
}

/** A pay schedule id like an employee id: an integer of at least 1. */
export function parseScheduleId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,14}$/.test(raw)) return null;
  return Number(raw);
}

/** Next option in a listbox for a key, or null when the key does not move (APG listbox). */
export function moveActive(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return Math.min(active + 1, count - 1);
    case 'ArrowUp':
      return Math.max(active - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'PageDown':
      return Math.min(active + 10, count - 1);
    case 'PageUp':
      return Math.max(active - 10, 0);
    default:
      return null;
  }
}

/** Type-ahead: the next currency after `from` whose code or name starts with `typed`. */
export function typeAhead(list: readonly Currency[], typed: string, from: number): number {
  const needle = typed.toLowerCase();
  // A repeated single letter cycles; a longer prefix may match the current item itself.
  for (let step = typed.length > 1 ? 0 : 1; step <= list.length; step++) {
    const index = (from + step) % list.length;
    const item = list[index];
    if (item && (item.code.toLowerCase().startsWith(needle) || item.name.toLowerCase().startsWith(needle)))
      return index;
  }
  return -1;
}

/** Everything that decides how one field reads and shows its value. */
export interface FieldFormat {
  kind: NumberFormatKind;
  symbols: NumberSymbols;
  /** The currency shown by a currency field (null for number and percent). */
  currency: Pick<Currency, 'symbol' | 'symbolPosition'> | null;
  /** Most decimal places the field accepts (a currency's cents); undefined: any. */
  maxDecimals?: number;
  /** Fraction padded to this many places on display (a currency's cents). */
  minDecimals?: number;
}

/** The text a field shows for a canonical value (after blur, or a value from code). */
export function formatValue(value: string, format: FieldFormat): string {
  const options = { minDecimals: format.minDecimals ?? 0 };
  if (format.kind === 'percent') return formatPercent(value, format.symbols, options);
  if (format.kind === 'currency' && format.currency)
    return formatCurrency(value, format.symbols, format.currency, options);
  return formatDecimal(value, format.symbols, options);
}

/** What the user typed, read for this field. */
export function parseInput(text: string, format: FieldFormat): ParseResult {
  return parseLocalized(text, format.symbols, format.maxDecimals);
}

/**
 * A value the page or code supplied: canonical decimal notation first ('1234.5' is what PHP
 * prints), else the field's own formatted text ('$1,234.50' printed by a legacy template).
 */
export function parseSupplied(text: string, format: FieldFormat): ParseResult {
  const canonical = parseCanonical(text, format.maxDecimals);
  return canonical.ok || canonical.problem !== 'invalid' ? canonical : parseInput(text, format);
}
