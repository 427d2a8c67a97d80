import { describe, expect, it } from 'vitest';
import {
  addMonths,
  allowedRange,
  checkDateText,
  DATE_FORMATS,
  dayNumber,
  displayWithDuration,
  durationBetween,
  expandTwoDigitYear,
  formatDateText,
  formatDisplayDate,
  formatDuration,
  fromIso,
  fromLocalDate,
  parseDateText,
  resolveFormat,
  toIso,
  toLocalDate,
  yearRange,
  type CalendarDate,
  type DateFormat,
} from '../../../src/components/date-field/date-field.logic';

const today: CalendarDate = { year: 2026, month: 11, day: 22 };
const d = (iso: string): CalendarDate => {
  const date = fromIso(iso);
  if (!date) throw new Error(`bad fixture ${iso}`);
  return date;
};
const parsed = (text: string, format: DateFormat = 'mm/dd/yyyy') => {
  const result = parseDateText(text, format, today);
  return result.kind === 'date' ? toIso(result.date) : result.kind;
};
const years = yearRange(today);

describe('resolveFormat', () => {
  it('defaults to mm/dd/yyyy and keeps every configured mask', () => {
    expect(resolveFormat(undefined)).toBe('mm/dd/yyyy');
    expect(resolveFormat('')).toBe('mm/dd/yyyy');
    for (const format of DATE_FORMATS) expect(resolveFormat(format)).toBe(format);
  });

  it('falls back to the default for an unknown mask and ignores case and blanks', () => {
    expect(resolveFormat('dd.mm.yyyy')).toBe('mm/dd/yyyy');
    expect(resolveFormat('<script>')).toBe('mm/dd/yyyy');
    expect(resolveFormat(' DD/MM/YYYY ')).toBe('dd/mm/yyyy');
    expect(resolveFormat('dd mmm yyyy')).toBe('dd MMM YYYY');
  });
});

describe('parseDateText', () => {
  it('reads each configured mask', () => {
    expect(parsed('03/04/2021', 'mm/dd/yyyy')).toBe('2021-03-04');
    expect(parsed('03/04/2021', 'dd/mm/yyyy')).toBe('2021-04-03');
    expect(parsed('2021-03-04', 'yyyy-mm-dd')).toBe('2021-03-04');
    expect(parsed('03/04/21', 'mm/dd/yy')).toBe('2021-03-04');
    expect(parsed('04/03/21', 'dd/mm/yy')).toBe('2021-03-04');
    expect(parsed('21-03-04', 'yy-mm-dd')).toBe('2021-03-04');
    expect(parsed('04 Mar 2021', 'dd MMM YYYY')).toBe('2021-03-04');
    expect(parsed('Mar 4, 2021', 'MMM d, yyyy')).toBe('2021-03-04');
  });

  it('is loose on separators, single digits, month names and digits-only typing', () => {
    expect(parsed('3/4/2021')).toBe('2021-03-04');
    expect(parsed('3-4-2021')).toBe('2021-03-04');
    expect(parsed('3.4.2021')).toBe('2021-03-04');
    expect(parsed('  03 / 04 / 2021 ')).toBe('2021-03-04');
    expect(parsed('03042021')).toBe('2021-03-04');
    expect(parsed('030421', 'mm/dd/yy')).toBe('2021-03-04');
    expect(parsed('4 march 2021', 'dd MMM YYYY')).toBe('2021-03-04');
    expect(parsed('4 Sept. 2021', 'dd MMM YYYY')).toBe('2021-09-04');
    expect(parsed('4 MAR 2021', 'dd MMM YYYY')).toBe('2021-03-04');
  });

  it('understands yyyy-mm-dd in every format (PHP prints ISO values)', () => {
    for (const format of DATE_FORMATS) expect(parsed('2021-03-04', format)).toBe('2021-03-04');
  });

  it('turns full-width digits and separators into plain ones', () => {
    expect(parsed('０３／０４／２０２１')).toBe('2021-03-04');
    expect(parsed('２０２１－０３－０４', 'yyyy-mm-dd')).toBe('2021-03-04');
  });

  it('refuses days that are not on the calendar', () => {
    expect(parsed('2024-02-30', 'yyyy-mm-dd')).toBe('invalid');
    expect(parsed('02/30/2024')).toBe('invalid');
    expect(parsed('2023-02-29', 'yyyy-mm-dd')).toBe('invalid');
    expect(parsed('2024-02-29', 'yyyy-mm-dd')).toBe('2024-02-29');
    expect(parsed('1900-02-29', 'yyyy-mm-dd')).toBe('invalid');
    expect(parsed('2000-02-29', 'yyyy-mm-dd')).toBe('2000-02-29');
    expect(parsed('13/45/2020')).toBe('invalid');
    expect(parsed('04/31/2021')).toBe('invalid');
    expect(parsed('00/10/2021')).toBe('invalid');
    expect(parsed('0000-01-01', 'yyyy-mm-dd')).toBe('invalid');
  });

  it('refuses text that is not a date without throwing', () => {
    for (const hostile of [
      'abc',
      'NaN',
      '1e309',
      '-0',
      '-1/02/2021',
      '3/4',
      '3/4/2021/5',
      '1,234.56',
      '3/4/202',
      '3/4/20211',
      '12345678901234567890123456789',
      '31 Foo 2021',
      '<img src=x>',
      '2021-03-04T10:00',
    ]) {
      expect(parsed(hostile), hostile).toBe('invalid');
    }
    expect(parsed('1'.repeat(500))).toBe('invalid');
    expect(parsed(`03/04/2021${' '.repeat(300)}x`)).toBe('invalid');
  });

  it('reports empty and blank text as empty (required decides)', () => {
    expect(parsed('')).toBe('empty');
    expect(parsed('   ')).toBe('empty');
    expect(parsed('\u3000')).toBe('empty');
  });

  it('reads a wrong month name in a named-month format as invalid', () => {
    expect(parsed('04 Ma 2021', 'dd MMM YYYY')).toBe('invalid');
    expect(parsed('04 03 2021', 'dd MMM YYYY')).toBe('invalid');
  });
});

describe('expandTwoDigitYear', () => {
  it('puts two-digit years in the hundred years ending 20 years after today', () => {
    expect(expandTwoDigitYear(0, today)).toBe(2000);
    expect(expandTwoDigitYear(26, today)).toBe(2026);
    expect(expandTwoDigitYear(46, today)).toBe(2046);
    expect(expandTwoDigitYear(47, today)).toBe(1947);
    expect(expandTwoDigitYear(99, today)).toBe(1999);
    expect(expandTwoDigitYear(99, { year: 2080, month: 1, day: 1 })).toBe(2099);
  });

  it('applies the pivot when a two-digit year is typed in a four-digit mask', () => {
    expect(parsed('3/4/50')).toBe('1950-03-04');
    expect(parsed('3/4/30')).toBe('2030-03-04');
  });
});

describe('formatDateText', () => {
  const date = d('2021-03-04');
  it('writes every mask', () => {
    expect(DATE_FORMATS.map((format) => formatDateText(date, format))).toEqual([
      '03/04/2021',
      '04/03/2021',
      '2021-03-04',
      '03/04/21',
      '04/03/21',
      '21-03-04',
      '04 Mar 2021',
      'Mar 4, 2021',
    ]);
  });

  it('round-trips every mask for a leap day and a year end', () => {
    for (const format of DATE_FORMATS)
      for (const iso of ['2024-02-29', '1999-12-31', '2046-01-01'])
        expect(parsed(formatDateText(d(iso), format), format)).toBe(iso);
  });

  it('pads early years', () => {
    expect(formatDateText(d('0905-01-02'), 'yyyy-mm-dd')).toBe('0905-01-02');
    expect(formatDateText(d('2005-01-02'), 'yy-mm-dd')).toBe('05-01-02');
  });
});

describe('allowedRange', () => {
  it('is 100 years back to 20 ahead by default (SPEC §9)', () => {
    expect(years).toEqual({ min: d('1926-01-01'), max: d('2046-12-31') });
    expect(allowedRange({ today })).toEqual(years);
  });

  it('starts today in future-only mode', () => {
    expect(allowedRange({ today, futureOnly: true })).toEqual({ min: today, max: years.max });
  });

  it('takes explicit min and max (yyyy-mm-dd) and ignores bad ones', () => {
    expect(allowedRange({ today, min: '2020-01-15', max: '2030-06-30' })).toEqual({
      min: d('2020-01-15'),
      max: d('2030-06-30'),
    });
    expect(allowedRange({ today, min: '2024-02-30', max: 'soon' })).toEqual(years);
    expect(allowedRange({ today, min: '2030-01-01', futureOnly: true }).min).toEqual(d('2030-01-01'));
  });

  it('narrows to the linked start and end', () => {
    expect(allowedRange({ today, linkedStart: d('2025-05-01') })).toEqual({ min: d('2025-05-01'), max: years.max });
    expect(allowedRange({ today, linkedEnd: d('2025-05-01') })).toEqual({ min: years.min, max: d('2025-05-01') });
    expect(allowedRange({ today, futureOnly: true, linkedStart: d('2025-05-01') }).min).toEqual(today);
  });
});

describe('checkDateText', () => {
  it('gives the canonical text and iso of a valid date', () => {
    expect(checkDateText('3/4/2021', 'mm/dd/yyyy', years, today)).toEqual({
      state: 'valid',
      date: d('2021-03-04'),
      iso: '2021-03-04',
      text: '03/04/2021',
    });
    expect(checkDateText('', 'mm/dd/yyyy', years, today)).toEqual({ state: 'empty' });
  });

  it("refuses bad text with 'Invalid date format.'", () => {
    for (const text of ['2024-02-30', '2023-02-29', '13/45/2020', '1e309', '３/４'])
      expect(checkDateText(text, 'mm/dd/yyyy', years, today)).toEqual({
        state: 'invalid',
        date: null,
        message: 'Invalid date format.',
      });
  });

  it('refuses a date outside the range with a message naming both ends in the mask', () => {
    expect(checkDateText('01/01/1925', 'mm/dd/yyyy', years, today)).toMatchObject({
      state: 'invalid',
      message: 'Enter a date between 01/01/1926 and 12/31/2046.',
    });
    expect(checkDateText('9999-12-31', 'dd MMM YYYY', years, today)).toMatchObject({
      message: 'Enter a date between 01 Jan 1926 and 31 Dec 2046.',
    });
    const future = allowedRange({ today, futureOnly: true });
    expect(checkDateText('11/21/2026', 'mm/dd/yyyy', future, today).state).toBe('invalid');
    expect(checkDateText('11/22/2026', 'mm/dd/yyyy', future, today).state).toBe('valid');
  });

  it('refuses an end before the linked start and a start after the linked end', () => {
    const end = allowedRange({ today, linkedStart: d('2025-05-01') });
    expect(checkDateText('04/30/2025', 'mm/dd/yyyy', end, today)).toMatchObject({
      state: 'invalid',
      message: 'Enter a date between 05/01/2025 and 12/31/2046.',
    });
    expect(checkDateText('05/01/2025', 'mm/dd/yyyy', end, today).state).toBe('valid');
    const start = allowedRange({ today, linkedEnd: d('2025-05-01') });
    expect(checkDateText('05/02/2025', 'mm/dd/yyyy', start, today).state).toBe('invalid');
  });
});

describe('durationBetween', () => {
  const between = (a: string, b: string) => durationBetween(d(a), d(b));

  it('counts whole years, months and the days left', () => {
    expect(between('2021-03-04', '2023-06-08')).toEqual({ years: 2, months: 3, days: 4 });
    expect(between('2023-06-08', '2021-03-04')).toEqual({ years: 2, months: 3, days: 4 });
    expect(between('2021-03-04', '2021-03-04')).toEqual({ years: 0, months: 0, days: 0 });
  });

  it('clamps to month ends and knows leap years', () => {
    expect(between('2023-01-31', '2023-02-28')).toEqual({ years: 0, months: 1, days: 0 });
    expect(between('2023-01-31', '2023-03-01')).toEqual({ years: 0, months: 1, days: 1 });
    expect(between('2024-01-31', '2024-03-01')).toEqual({ years: 0, months: 1, days: 1 });
    expect(between('2024-02-29', '2025-02-28')).toEqual({ years: 1, months: 0, days: 0 });
    expect(between('2024-02-29', '2028-02-29')).toEqual({ years: 4, months: 0, days: 0 });
    expect(between('2023-12-15', '2024-01-14')).toEqual({ years: 0, months: 0, days: 30 });
    expect(between('2024-02-01', '2024-03-01')).toEqual({ years: 0, months: 1, days: 0 });
    expect(between('2023-03-31', '2023-04-30')).toEqual({ years: 0, months: 1, days: 0 });
  });

  it('counts days across a leap day', () => {
    expect(between('2024-02-28', '2024-03-01')).toEqual({ years: 0, months: 0, days: 2 });
    expect(between('2023-02-28', '2023-03-01')).toEqual({ years: 0, months: 0, days: 1 });
    expect(dayNumber(d('2000-03-01')) - dayNumber(d('2000-02-28'))).toBe(2);
    expect(dayNumber(d('1900-03-01')) - dayNumber(d('1900-02-28'))).toBe(1);
  });

  it('adds months clamped to the month end', () => {
    expect(addMonths(d('2024-01-31'), 1)).toEqual(d('2024-02-29'));
    expect(addMonths(d('2024-12-31'), 2)).toEqual(d('2025-02-28'));
    expect(addMonths(d('2024-03-31'), -1)).toEqual(d('2024-02-29'));
  });
});

describe('formatDuration and the display format', () => {
  it("writes '(2y, 3m, 4d)' and '(< 1 month)' (SPEC §5)", () => {
    expect(formatDuration({ years: 2, months: 3, days: 4 })).toBe('(2y, 3m, 4d)');
    expect(formatDuration({ years: 0, months: 1, days: 0 })).toBe('(0y, 1m, 0d)');
    expect(formatDuration({ years: 0, months: 0, days: 30 })).toBe('(< 1 month)');
    expect(formatDuration({ years: 0, months: 0, days: 0 })).toBe('(< 1 month)');
  });

  it("formats yyyy-mm-dd as 'MMM d, yyyy' and shows anything else raw", () => {
    expect(formatDisplayDate('2021-03-04', 'en-US')).toBe('Mar 4, 2021');
    expect(formatDisplayDate('2021-03-04')).toBe('Mar 4, 2021');
    expect(formatDisplayDate('2021-3-4', 'en-US')).toBe('2021-3-4');
    expect(formatDisplayDate('2024-02-30', 'en-US')).toBe('2024-02-30');
    expect(formatDisplayDate('', 'en-US')).toBe('');
    expect(formatDisplayDate('0050-01-02', 'en-US')).toBe('Jan 2, 50');
    expect(formatDisplayDate('2021-03-04', 'not a locale!')).toBe('Mar 4, 2021');
  });

  it('keeps the calendar day whatever the timezone (no UTC shift)', () => {
    expect(formatDisplayDate('2021-01-01', 'en-US')).toBe('Jan 1, 2021');
    expect(formatDisplayDate('2021-12-31', 'en-US')).toBe('Dec 31, 2021');
  });

  it("joins the display date and the duration: 'Mar 4, 2021 (2y, 3m, 4d)'", () => {
    expect(displayWithDuration(d('2021-03-04'), d('2023-06-08'))).toBe('Mar 4, 2021 (2y, 3m, 4d)');
    expect(displayWithDuration(d('2026-11-01'), today)).toBe('Nov 1, 2026 (< 1 month)');
  });
});

describe('local Date conversion (for flatpickr)', () => {
  it('keeps the calendar day both ways, early years included', () => {
    for (const iso of ['2021-03-04', '2024-02-29', '0050-06-15'])
      expect(toIso(fromLocalDate(toLocalDate(d(iso))))).toBe(iso);
  });
});
