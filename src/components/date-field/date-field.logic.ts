/*
 * Date rules of <hr-date-field>: the configured mask, parsing what people type,
 * the allowed range (100 years back to 20 ahead, today-and-future, explicit and linked bounds),
 * and the 'MMM d, yyyy (2y, 3m, 4d)' display. Pure: no DOM, no flatpickr, no clock ("today" is
 * always passed in), so every rule is tested with fixed dates.
 *
 * Dates are plain calendar days ({year, month 1-12, day}), never `Date` objects: a Date carries a
 * time and a timezone, and "March 4" must not become "March 3" west of UTC.
 */
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';

export interface CalendarDate {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  readonly day: number;
}

export interface DateRange {
  readonly min: CalendarDate;
  readonly max: CalendarDate;
}

/** The masks a page may configure with `format` (the legacy masks plus two four-digit variants). */
export const DATE_FORMATS = [
  'mm/dd/yyyy',
  'dd/mm/yyyy',
  'yyyy-mm-dd',
  'mm/dd/yy',
  'dd/mm/yy',
  'yy-mm-dd',
  'dd MMM YYYY',
  'MMM d, yyyy',
] as const;

export type DateFormat = (typeof DATE_FORMATS)[number];

export const DEFAULT_DATE_FORMAT: DateFormat = 'mm/dd/yyyy';

/** Year range -100 to +20. */
export const YEARS_BACK = 100;
export const YEARS_AHEAD = 20;

/** Longer text is not a date; it is refused without running the parser over a pasted essay. */
export const MAX_DATE_TEXT = 40;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MONTH_NAMES = [
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

/** A configured format, or the default for anything unknown (a typo must not break the field). */
export function resolveFormat(raw: string | null | undefined): DateFormat {
  const wanted = (raw ?? '').trim();
  return (
    DATE_FORMATS.find((format) => format === wanted) ??
    DATE_FORMATS.find((format) => format.toLowerCase() === wanted.toLowerCase()) ??
    DEFAULT_DATE_FORMAT
  );
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** A real day of the Gregorian calendar between years 1 and 9999. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

export function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  return isCalendarDate(year, month, day) ? { year, month, day } : null;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export function toIso(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Strict yyyy-mm-dd (what `min`, `max` and the `iso` mirror use); null for anything else. */
export function fromIso(iso: string | null | undefined): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec((iso ?? '').trim());
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

const later = (a: CalendarDate, b: CalendarDate) => (compareDates(a, b) >= 0 ? a : b);
const earlier = (a: CalendarDate, b: CalendarDate) => (compareDates(a, b) <= 0 ? a : b);

/**
 * Two-digit years fall in the hundred years that end 20 years after today (the same window as
 * the allowed range): in 2026, 00–46 mean 2000–2046 and 47–99 mean 1947–1999.
 */
export function expandTwoDigitYear(twoDigits: number, today: CalendarDate): number {
  const last = today.year + YEARS_AHEAD;
  return last - ((((last - twoDigits) % 100) + 100) % 100);
}

/** Full-width digits and punctuation (NFKC), odd spaces and surrounding blanks made plain. */
export function normalizeDateText(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

type Token = 'yyyy' | 'yy' | 'mm' | 'dd' | 'd' | 'MMM';

function tokensOf(format: DateFormat): Array<Token | { literal: string }> {
  const parts: Array<Token | { literal: string }> = [];
  for (const [, token, literal] of format.matchAll(/(yyyy|YYYY|yy|YY|MMM|mm|dd|d)|([^ymdMYD]+)/g)) {
    if (token) parts.push(token.length === 4 ? 'yyyy' : token.toLowerCase() === 'yy' ? 'yy' : (token as Token));
    else if (literal) parts.push({ literal });
  }
  return parts;
}

function monthFromName(name: string): number | null {
  const word = name.replace(/\.$/, '').toLowerCase();
  if (word.length < 3) return null;
  const index = MONTH_NAMES.findIndex((full) => full.startsWith(word));
  return index === -1 ? null : index + 1;
}

interface Fields {
  year?: string;
  month?: string;
  day?: string;
}

function toDate(fields: Fields, today: CalendarDate): CalendarDate | null {
  const { year, month, day } = fields;
  if (year === undefined || month === undefined || day === undefined) return null;
  const monthNumber = /^\d+$/.test(month) ? Number(month) : monthFromName(month);
  if (monthNumber === null) return null;
  const yearNumber = year.length === 2 ? expandTwoDigitYear(Number(year), today) : Number(year);
  return calendarDate(yearNumber, monthNumber, Number(day));
}

function parseWithFormat(text: string, format: DateFormat, today: CalendarDate): CalendarDate | null {
  const tokens = tokensOf(format);
  const groups: Array<keyof Fields> = [];
  let source = '';
  for (const part of tokens) {
    if (typeof part !== 'string') {
      // Any separator may stand for any other: people type 3.4.2021 or 3-4-2021 for 3/4/2021.
      source += '[\\s/.,\\-]+';
      continue;
    }
    if (part === 'yyyy' || part === 'yy') {
      source += '(\\d{4}|\\d{2})';
      groups.push('year');
    } else if (part === 'MMM') {
      source += '([A-Za-z]{3,9}\\.?)';
      groups.push('month');
    } else {
      source += '(\\d{1,2})';
      groups.push(part === 'mm' ? 'month' : 'day');
    }
  }
  const match = new RegExp(`^${source}$`).exec(text);
  if (match) {
    const fields: Fields = {};
    groups.forEach((name, index) => (fields[name] = match[index + 1]));
    return toDate(fields, today);
  }
  // Digits only (03042021 for mm/dd/yyyy): split by the mask's fixed widths.
  if (/^\d+$/.test(text) && !tokens.includes('MMM') && !tokens.includes('d')) {
    const widths = tokens
      .filter((part): part is Token => typeof part === 'string')
      .map((part) => (part === 'yyyy' ? 4 : 2));
    if (widths.reduce((sum, width) => sum + width, 0) !== text.length) return null;
    const fields: Fields = {};
    let at = 0;
    widths.forEach((width, index) => {
      fields[groups[index] as keyof Fields] = text.slice(at, at + width);
      at += width;
    });
    return toDate(fields, today);
  }
  return null;
}

export type ParsedDateText = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'date'; date: CalendarDate };

/**
 * What the user typed (or the page printed), read in the configured format; yyyy-mm-dd is
 * understood in every format (PHP often prints ISO values). Loose on separators, single digits
 * and two-digit years; strict on the calendar (no February 30, no month 13).
 */
export function parseDateText(raw: string, format: DateFormat, today: CalendarDate): ParsedDateText {
  if (raw.length > MAX_DATE_TEXT * 4) return { kind: 'invalid' };
  const text = normalizeDateText(raw);
  if (text === '') return { kind: 'empty' };
  if (text.length > MAX_DATE_TEXT) return { kind: 'invalid' };
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const date = iso
    ? calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
    : parseWithFormat(text, format, today);
  return date ? { kind: 'date', date } : { kind: 'invalid' };
}

/** The date written in the configured format (what the field shows and the form posts). */
export function formatDateText(date: CalendarDate, format: DateFormat): string {
  return tokensOf(format)
    .map((part) => {
      if (typeof part !== 'string') return part.literal;
      switch (part) {
        case 'yyyy':
          return pad(date.year, 4);
        case 'yy':
          return pad(date.year % 100, 2);
        case 'mm':
          return pad(date.month, 2);
        case 'dd':
          return pad(date.day, 2);
        case 'd':
          return String(date.day);
        case 'MMM':
          return MONTHS[date.month - 1] ?? '';
      }
    })
    .join('');
}

/** From January 1st a hundred years back to December 31st twenty years ahead. */
export function yearRange(today: CalendarDate): DateRange {
  return {
    min: { year: today.year - YEARS_BACK, month: 1, day: 1 },
    max: { year: today.year + YEARS_AHEAD, month: 12, day: 31 },
  };
}

export interface RangeOptions {
  today: CalendarDate;
  /** The `min` attribute (yyyy-mm-dd); replaces the lower end of the year range when valid. */
  min?: string | null | undefined;
  /** The `max` attribute (yyyy-mm-dd); replaces the upper end of the year range when valid. */
  max?: string | null | undefined;
  /** Today and later only. */
  futureOnly?: boolean | undefined;
  /** The linked start field's date: this (end) field cannot be earlier. */
  linkedStart?: CalendarDate | null | undefined;
  /** The linked end field's date: this (start) field cannot be later. */
  linkedEnd?: CalendarDate | null | undefined;
}

/**
 * The days the field accepts. Explicit `min`/`max` replace the default year range (the page knows
 * its own rule); future-only and the linked field then narrow it. An empty range (min after max,
 * e.g. a start chosen after the end) is kept as it is: every date is then refused with a message
 * naming both ends, which tells the user what to fix.
 */
export function allowedRange(options: RangeOptions): DateRange {
  const years = yearRange(options.today);
  let min = fromIso(options.min) ?? years.min;
  let max = fromIso(options.max) ?? years.max;
  if (options.futureOnly) min = later(min, options.today);
  if (options.linkedStart) min = later(min, options.linkedStart);
  if (options.linkedEnd) max = earlier(max, options.linkedEnd);
  return { min, max };
}

export function inRange(date: CalendarDate, range: DateRange): boolean {
  return compareDates(date, range.min) >= 0 && compareDates(date, range.max) <= 0;
}

export type DateCheck =
  | { state: 'empty' }
  | { state: 'valid'; date: CalendarDate; iso: string; text: string }
  | { state: 'invalid'; date: CalendarDate | null; message: string };

/**
 * Checks the field's text: empty (the `required` attribute decides), a valid date (with its
 * canonical text in the configured format), or invalid with the message to show and to set as
 * the control's custom validity.
 */
export function checkDateText(raw: string, format: DateFormat, range: DateRange, today: CalendarDate): DateCheck {
  const parsed = parseDateText(raw, format, today);
  if (parsed.kind === 'empty') return { state: 'empty' };
  if (parsed.kind === 'invalid') return { state: 'invalid', date: null, message: t(m.dateInvalid) };
  if (!inRange(parsed.date, range))
    return {
      state: 'invalid',
      date: parsed.date,
      message: t(m.dateFieldOutOfRange, {
        min: formatDateText(range.min, format),
        max: formatDateText(range.max, format),
      }),
    };
  return { state: 'valid', date: parsed.date, iso: toIso(parsed.date), text: formatDateText(parsed.date, format) };
}

/** `months` calendar months after `date`, on the same day or the month's last day (Jan 31 + 1 = Feb 28/29). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** Days since 0001-01-01 (proleptic Gregorian), for day differences without Date or timezones. */
export function dayNumber(date: CalendarDate): number {
  const y = date.month <= 2 ? date.year - 1 : date.year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (date.month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + date.day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe;
}

export interface Duration {
  readonly years: number;
  readonly months: number;
  readonly days: number;
}

/**
 * The calendar distance between two days, earlier to later whatever the order: the most whole
 * months that fit (adding months clamps to the month's end), then the days left over. Jan 31 to
 * Mar 1 2023 is 1 month 1 day; Feb 29 2024 to Feb 28 2025 is one year.
 */
export function durationBetween(a: CalendarDate, b: CalendarDate): Duration {
  const [from, to] = compareDates(a, b) <= 0 ? [a, b] : [b, a];
  let months = (to.year - from.year) * 12 + (to.month - from.month);
  while (months > 0 && compareDates(addMonths(from, months), to) > 0) months--;
  const days = dayNumber(to) - dayNumber(addMonths(from, months));
  return { years: Math.floor(months / 12), months: months % 12, days };
}

/** '(2y, 3m, 4d)', or '(< 1 month)' under a month. */
export function formatDuration(duration: Duration): string {
  if (duration.years === 0 && duration.months === 0) return t(m.dateLessThanMonth);
  return t(m.dateDuration, { years: duration.years, months: duration.months, days: duration.days });
}

/**
 * Display 'MMM d, yyyy' (Mar 4, 2021 in en-US) through Intl for the locale; text that is
 * not yyyy-mm-dd comes back unchanged (unformattable dates are shown raw).
 */
export function formatDisplayDate(iso: string, locale = 'en-US'): string {
  const date = fromIso(iso);
  if (!date) return iso;
  const utc = new Date(Date.UTC(2000, date.month - 1, date.day));
  utc.setUTCFullYear(date.year);
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  } catch {
    formatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  }
  return formatter.format(utc);
}

/** 'Mar 4, 2021 (2y, 3m, 4d)': the date and its distance to `other` (today or the linked field). */
export function displayWithDuration(date: CalendarDate, other: CalendarDate, locale = 'en-US'): string {
  return `${formatDisplayDate(toIso(date), locale)} ${formatDuration(durationBetween(date, other))}`;
}

/** A local `Date` (flatpickr's currency) as a calendar day, and back at local midnight. */
export function fromLocalDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

export function toLocalDate(date: CalendarDate): Date {
  const local = new Date(2000, date.month - 1, date.day);
  local.setFullYear(date.year);
  return local;
}
