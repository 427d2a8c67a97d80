import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  currencyDecimals,
  currencyQuery,
  decimalPlaces,
  fallbackCurrency,
  formatCurrency,
  formatDecimal,
  formatPercent,
  formatValue,
  moveActive,
  numberSymbols,
  parseCanonical,
  parseCurrencyList,
  parseLocalized,
  parseScheduleId,
  parseSupplied,
  roundHalfUp,
  toAsciiDigits,
  typeAhead,
  type Currency,
  type FieldFormat,
} from '../../../src/components/number-field/number-field.logic';

const US = numberSymbols('en-US');
const DE = numberSymbols('de-DE');
const FR = numberSymbols('fr-FR');
const CH = numberSymbols('de-CH');
const IN = numberSymbols('en-IN');

const ok = (value: string) => ({ ok: true, value });
const refused = (problem: string) => ({ ok: false, problem });

describe('numberSymbols', () => {
  it("reads each locale's separators and grouping from Intl", () => {
    expect(US).toMatchObject({ group: ',', decimal: '.', primaryGroup: 3, secondaryGroup: 3 });
    expect(DE).toMatchObject({ group: '.', decimal: ',' });
    expect(FR.decimal).toBe(',');
    expect(FR.group).toMatch(/\s/u);
    expect(IN).toMatchObject({ group: ',', decimal: '.', primaryGroup: 3, secondaryGroup: 2 });
  });

  it('falls back to en-US for a locale Intl refuses', () => {
    expect(numberSymbols('not a locale!')).toMatchObject({ group: ',', decimal: '.' });
  });
});

describe('parseLocalized: the locale pairs', () => {
  it("reads '1,234.56' in en-US and '1.234,56' in de-DE as the same exact amount", () => {
    expect(parseLocalized('1,234.56', US)).toEqual(ok('1234.56'));
    expect(parseLocalized('1.234,56', DE)).toEqual(ok('1234.56'));
  });

  it("refuses the other locale's writing instead of guessing", () => {
    expect(parseLocalized('1.234,56', US)).toEqual(refused('ambiguous'));
    expect(parseLocalized('1,234.56', DE)).toEqual(refused('ambiguous'));
  });

  it("reads a lone separator the locale's way: '1.234' is 1.234 in en-US and 1234 in de-DE", () => {
    expect(parseLocalized('1.234', US)).toEqual(ok('1.234'));
    expect(parseLocalized('1.234', DE)).toEqual(ok('1234'));
    expect(parseLocalized('1,234', US)).toEqual(ok('1234'));
    expect(parseLocalized('1,234', DE)).toEqual(ok('1.234'));
  });

  it('refuses thousands separators that do not split the number in groups of three', () => {
    expect(parseLocalized('1,23', US)).toEqual(refused('ambiguous'));
    expect(parseLocalized('12,3456', US)).toEqual(refused('ambiguous'));
    expect(parseLocalized('1,234,56', US)).toEqual(refused('ambiguous'));
    expect(parseLocalized('1.23', DE)).toEqual(refused('ambiguous'));
    expect(parseLocalized(',123', US)).toEqual(refused('ambiguous'));
  });

  it('refuses two decimal separators and group separators after the decimal one', () => {
    expect(parseLocalized('1.2.3', US)).toEqual(refused('ambiguous'));
    expect(parseLocalized('1.234,5', US)).toEqual(refused('ambiguous'));
    expect(parseLocalized('1,5.234', DE)).toEqual(refused('ambiguous'));
  });

  it('reads fr-FR spaces (any kind) and de-CH apostrophes as thousands separators', () => {
    expect(parseLocalized('1 234,5', FR)).toEqual(ok('1234.5'));
    expect(parseLocalized('1\u202f234,5', FR)).toEqual(ok('1234.5'));
    expect(parseLocalized('1.234', FR)).toEqual(refused('ambiguous'));
    expect(parseLocalized("1'234.50", CH)).toEqual(ok('1234.5'));
    expect(parseLocalized('1\u2019234.50', CH)).toEqual(ok('1234.5'));
  });

  it('reads the Indian grouping of en-IN', () => {
    expect(parseLocalized('12,34,567.5', IN)).toEqual(ok('1234567.5'));
    expect(parseLocalized('1,234,567', IN)).toEqual(refused('ambiguous'));
  });
});

describe('parseLocalized: stripping (SPEC §5)', () => {
  it('strips currency symbols, codes, % and spaces around the number', () => {
    expect(parseLocalized('$1,234.50', US)).toEqual(ok('1234.5'));
    expect(parseLocalized('1.234,50 €', DE)).toEqual(ok('1234.5'));
    expect(parseLocalized('CHF 12.00', US)).toEqual(ok('12'));
    expect(parseLocalized('R$ 3', US)).toEqual(ok('3'));
    expect(parseLocalized('12 kr.', DE)).toEqual(ok('12'));
    expect(parseLocalized('12.5%', US)).toEqual(ok('12.5'));
    expect(parseLocalized('  42  ', US)).toEqual(ok('42'));
  });

  it('strips stray characters around the number and validates what remains', () => {
    expect(parseLocalized('#12', US)).toEqual(ok('12'));
    expect(parseLocalized('~1,234.5*', US)).toEqual(ok('1234.5'));
    expect(parseLocalized('12 %!', US)).toEqual(ok('12'));
    expect(parseLocalized('=-7', US)).toEqual(ok('-7'));
    expect(parseLocalized('€ 1.234,50 (net)', DE)).toEqual(ok('1234.5'));
    expect(parseLocalized('*1.234,5', US)).toEqual(refused('ambiguous'));
  });

  it('refuses an amount in accounting parentheses instead of dropping its sign', () => {
    expect(parseLocalized('(5)', US)).toEqual(refused('ambiguous'));
    expect(parseLocalized('($1,234.00)', US)).toEqual(refused('ambiguous'));
  });

  it('keeps one minus before the number, on either side of a symbol', () => {
    expect(parseLocalized('-$5', US)).toEqual(ok('-5'));
    expect(parseLocalized('$-5', US)).toEqual(ok('-5'));
    expect(parseLocalized('-1.234,5 €', DE)).toEqual(ok('-1234.5'));
    expect(parseLocalized('−7', US)).toEqual(ok('-7'));
    expect(parseLocalized('+7', US)).toEqual(ok('7'));
  });

  it('refuses several minus signs or a minus after the digits', () => {
    expect(parseLocalized('--5', US)).toEqual(refused('invalid'));
    expect(parseLocalized('-5-', US)).toEqual(refused('invalid'));
    expect(parseLocalized('5-', US)).toEqual(refused('invalid'));
    expect(parseLocalized('1-2', US)).toEqual(refused('invalid'));
    expect(parseLocalized('- -3', US)).toEqual(refused('invalid'));
  });

  it('reads a leading or trailing decimal separator', () => {
    expect(parseLocalized('.5', US)).toEqual(ok('0.5'));
    expect(parseLocalized(',5', DE)).toEqual(ok('0.5'));
    expect(parseLocalized('12.', US)).toEqual(ok('12'));
    expect(parseLocalized('-.25', US)).toEqual(ok('-0.25'));
  });

  it('treats an empty or blank text as no value', () => {
    expect(parseLocalized('', US)).toEqual(ok(''));
    expect(parseLocalized(' \u00a0 ', US)).toEqual(ok(''));
  });
});

describe('parseLocalized: hostile values', () => {
  it.each([
    '1e309',
    '1E5',
    'NaN',
    'Infinity',
    '-Infinity',
    'abc',
    '12abc34',
    '0x1F',
    '$',
    '%',
    '-',
    '.',
    '1..2',
    '1 2e3',
  ])('refuses %j', (text) => {
    expect(parseLocalized(text, US).ok).toBe(false);
  });

  it('reads -0 as 0 (no negative zero)', () => {
    expect(parseLocalized('-0', US)).toEqual(ok('0'));
    expect(parseLocalized('-0.00', US)).toEqual(ok('0'));
    expect(parseCanonical('-0')).toEqual(ok('0'));
  });

  it('keeps 30-digit numbers exact', () => {
    expect(parseLocalized('123456789012345678901234567890', US)).toEqual(ok('123456789012345678901234567890'));
    expect(parseLocalized('123,456,789,012,345,678,901,234,567,890.123', US)).toEqual(
      ok('123456789012345678901234567890.123'),
    );
    expect(parseLocalized('0.123456789012345678901234567891', US)).toEqual(ok('0.123456789012345678901234567891'));
  });

  it('refuses more than 40 digits (an overlong paste)', () => {
    expect(parseLocalized('1'.repeat(40), US)).toEqual(ok('1'.repeat(40)));
    expect(parseLocalized('1'.repeat(41), US)).toEqual(refused('too-long'));
    expect(parseLocalized('9'.repeat(5000), US)).toEqual(refused('too-long'));
  });

  it('reads full-width and other Unicode digits as digits', () => {
    expect(parseLocalized('１２３４．５', US)).toEqual(ok('1234.5'));
    expect(parseLocalized('－１，２３４', US)).toEqual(ok('-1234'));
    expect(parseLocalized('١٢٣', US)).toEqual(ok('123'));
    expect(toAsciiDigits('０９')).toBe('09');
  });

  it('drops leading zeros and trailing fraction zeros', () => {
    expect(parseLocalized('007.500', US)).toEqual(ok('7.5'));
    expect(parseLocalized('0.0', US)).toEqual(ok('0'));
  });

  it('refuses more decimal places than the field keeps', () => {
    expect(parseLocalized('1.005', US, 2)).toEqual(refused('too-precise'));
    expect(parseLocalized('1.50', US, 2)).toEqual(ok('1.5'));
    expect(parseLocalized('12.5', US, 0)).toEqual(refused('too-precise'));
    expect(decimalPlaces('1.25')).toBe(2);
  });
});

describe('parseCanonical and parseSupplied (values from code and the page)', () => {
  it('reads plain decimals whatever the locale', () => {
    expect(parseCanonical('1234.5')).toEqual(ok('1234.5'));
    expect(parseCanonical(' -12 ')).toEqual(ok('-12'));
    expect(parseCanonical('')).toEqual(ok(''));
  });

  it.each(['1e309', 'NaN', 'Infinity', '1,234', '.5', '1.', '--1', '0x10'])('refuses %j from code', (text) => {
    expect(parseCanonical(text)).toEqual(refused('invalid'));
  });

  it("falls back to the field's own formatted text", () => {
    const de: FieldFormat = {
      kind: 'currency',
      symbols: DE,
      currency: { symbol: '€', symbolPosition: 'after' },
      maxDecimals: 2,
    };
    expect(parseSupplied('1234.5', de)).toEqual(ok('1234.5'));
    expect(parseSupplied('1.234,50 €', de)).toEqual(ok('1234.5'));
    expect(parseSupplied('1.005', de)).toEqual(refused('too-precise'));
  });
});

describe('formatting (SPEC §5)', () => {
  it('inserts thousands separators the locale way', () => {
    expect(formatDecimal('1234567.891', US)).toBe('1,234,567.891');
    expect(formatDecimal('1234567.891', DE)).toBe('1.234.567,891');
    expect(formatDecimal('-1234567', IN)).toBe('-12,34,567');
    expect(formatDecimal('999', US)).toBe('999');
    expect(formatDecimal('', US)).toBe('');
    expect(formatDecimal('123456789012345678901234567890', US)).toBe('123,456,789,012,345,678,901,234,567,890');
  });

  it('pads to the minimum decimals and rounds half-up to the maximum', () => {
    expect(formatDecimal('12', US, { minDecimals: 2 })).toBe('12.00');
    expect(formatDecimal('2.675', US, { maxDecimals: 2 })).toBe('2.68');
    expect(formatDecimal('-0.004', US, { maxDecimals: 2, minDecimals: 2 })).toBe('0.00');
  });

  it('appends % to a percent', () => {
    expect(formatPercent('-1234.5', US)).toBe('-1,234.5%');
    expect(formatPercent('12.5', DE)).toBe('12,5%');
    expect(formatPercent('', US)).toBe('');
  });

  it("puts the currency's symbol before or after the amount", () => {
    expect(formatCurrency('1234.5', US, { symbol: '$', symbolPosition: 'before' }, { minDecimals: 2 })).toBe(
      '$1,234.50',
    );
    expect(formatCurrency('-1234.5', US, { symbol: '$', symbolPosition: 'before' }, { minDecimals: 2 })).toBe(
      '-$1,234.50',
    );
    expect(formatCurrency('1234.5', DE, { symbol: '€', symbolPosition: 'after' }, { minDecimals: 2 })).toBe(
      '1.234,50\u00a0€',
    );
    expect(formatCurrency('12', US, { symbol: 'CHF', symbolPosition: 'before' })).toBe('CHF\u00a012');
    expect(formatCurrency('', US, { symbol: '$', symbolPosition: 'before' })).toBe('');
  });

  it('formats and reads back to the same value (round trip) in each locale', () => {
    for (const symbols of [US, DE, FR, CH, IN]) {
      const format: FieldFormat = {
        kind: 'currency',
        symbols,
        currency: { symbol: 'kr', symbolPosition: 'after' },
        minDecimals: 2,
      };
      for (const value of ['0', '-0.5', '1234567.89', '123456789012345678901234567890.12']) {
        expect(parseSupplied(formatValue(value, format), format)).toEqual(
          ok(value.replace(/\.?0+$/, (m) => (m.includes('.') ? '' : m))),
        );
      }
    }
  });

  it('rounds exactly like big.js roundHalfUp, carries included', () => {
    const values = [
      '0',
      '0.5',
      '-0.5',
      '0.45',
      '9.995',
      '-9.995',
      '99.9999',
      '0.004',
      '-0.005',
      '123456789012345678901234567890.125',
      '1.2',
      '7',
    ];
    for (const value of values)
      for (const places of [0, 1, 2, 3])
        expect(roundHalfUp(value, places), `${value} to ${places}`).toBe(
          new Big(value)
            .round(places, Big.roundHalfUp)
            .toFixed()
            .replace(/^-(0(\.0*)?)$/, '$1')
            .replace(/(\.\d*?)0+$/, '$1')
            .replace(/\.$/, ''),
        );
    expect(roundHalfUp('9.995', 2)).toBe('10');
    expect(roundHalfUp('-0.004', 2)).toBe('0');
  });

  it('has no float drift: 0.1 + 0.2 stays exact through rounding', () => {
    expect(roundHalfUp('0.30000000000000004', 2)).toBe('0.3');
    expect(roundHalfUp('1.005', 2)).toBe('1.01');
    expect(roundHalfUp('-1.005', 2)).toBe('-1.01');
  });
});

describe('currencies', () => {
  it("knows a currency's cents from Intl", () => {
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('not a code')).toBe(2);
  });

  it('builds a stand-in from Intl for a currency the list has not described', () => {
    expect(fallbackCurrency('EUR', 'de-DE')).toMatchObject({ code: 'EUR', symbol: '€', symbolPosition: 'after' });
    expect(fallbackCurrency('USD', 'en-US')).toMatchObject({ symbol: '$', symbolPosition: 'before' });
  });

  it('keeps only well-formed, unique currency list items', () => {
    const body = {
      data: [
        { id: 1, code: 'USD', name: 'United States Dollar', symbol: '$', symbolPosition: 'before' },
        { id: 2, code: 'USD', name: 'Duplicate', symbol: '$', symbolPosition: 'before' },
        { id: 3, code: 'eur', name: 'Lower case', symbol: '€', symbolPosition: 'after' },
        { id: 4, code: 'SEK', name: 'Swedish Krona', symbol: 'kr', symbolPosition: 'middle' },
        { id: '5', code: 'NOK', name: 'x', symbol: 'kr', symbolPosition: 'after' },
        { id: 6, code: 'GBP', name: '<b>Pound</b>', symbol: '£', symbolPosition: 'before', extra: 1 },
        null,
        'USD',
      ],
    };
    expect(parseCurrencyList(body).map((item) => item.code)).toEqual(['USD', 'GBP']);
    expect(parseCurrencyList(body)[1]).toEqual({
      id: 6,
      code: 'GBP',
      name: '<b>Pound</b>',
      symbol: '£',
      symbolPosition: 'before',
    });
    expect(parseCurrencyList({ data: 'nope' })).toEqual([]);
    expect(parseCurrencyList(null)).toEqual([]);
  });

  it('sends only the ids that were valid', () => {
    expect(currencyQuery({ field: 'salary', employeeId: 5, payScheduleId: null })).toEqual({
      field: 'salary',
      employeeId: '5',
    });
    expect(currencyQuery({ employeeId: null, payScheduleId: 2 })).toEqual({ payScheduleId: '2' });
    expect(parseScheduleId('3')).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'x', '', undefined, '１']) expect(parseScheduleId(bad)).toBeNull();
  });
});

describe('listbox keys', () => {
  const list: Currency[] = ['USD', 'CAD', 'CHF', 'EUR'].map((code, id) => ({
    id,
    code,
    name: `${code} name`,
    symbol: '$',
    symbolPosition: 'before',
  }));

  it('moves within bounds', () => {
    expect(moveActive('ArrowDown', 3, 4)).toBe(3);
    expect(moveActive('ArrowUp', 0, 4)).toBe(0);
    expect(moveActive('Home', 2, 4)).toBe(0);
    expect(moveActive('End', 0, 4)).toBe(3);
    expect(moveActive('PageDown', 0, 4)).toBe(3);
    expect(moveActive('x', 0, 4)).toBeNull();
    expect(moveActive('ArrowDown', 0, 0)).toBeNull();
  });

  it('type-ahead cycles through codes with one letter and matches a longer prefix', () => {
    expect(typeAhead(list, 'c', 0)).toBe(1);
    expect(typeAhead(list, 'c', 1)).toBe(2);
    expect(typeAhead(list, 'c', 2)).toBe(1);
    expect(typeAhead(list, 'ch', 2)).toBe(2);
    expect(typeAhead(list, 'eur', 0)).toBe(3);
    expect(typeAhead(list, 'zz', 0)).toBe(-1);
  });
});
