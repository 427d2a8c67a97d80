import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COUNTRY_ID,
  keptValue,
  labelKeysFor,
  parseCountries,
  parseCountryId,
  parsePositiveId,
  parseStates,
  parseTimezone,
  parseVariant,
  timezoneZip,
} from '../../../src/components/address-fields/address-fields.logic';

import { COUNTRIES } from '../../../demo/server/modules/reference/data';

const collator = new Intl.Collator('en-US');

describe('labelKeysFor (SPEC §5 country labels, corrected to each country of the reference data)', () => {
  it.each([
    [1, 'United States', 'state', 'zip'],
    [0, 'not specified', 'state', 'zip'],
    [3, 'Canada', 'province', 'postalCode'],
    [13, 'Australia', 'state', 'postCode'],
    [222, 'United Kingdom', 'county', 'postCode'],
    [157, 'Mexico', 'state', 'postalCode'],
    [80, 'Germany', 'state', 'postalCode'],
    [99, 'India', 'state', 'pinCode'],
    [104, 'Ireland', 'county', 'eircode'],
    [109, 'Japan', 'prefecture', 'postalCode'],
    [153, 'New Zealand', 'region', 'postCode'],
    [170, 'Philippines', 'province', 'zip'],
    [204, 'Switzerland', 'canton', 'postalCode'],
    [73, 'France', 'region', 'postalCode'],
    [2, 'a country without its own labels', 'province', 'postalCode'],
    [999_999, 'an unknown id', 'province', 'postalCode'],
  ])('country %i (%s) → %s / %s', (country, _name, state, zip) =>
    expect(labelKeysFor(country)).toEqual({ state, zip }),
  );

  it("names every country of the reference data, not only SPEC's five", () => {
    const fallback = { state: 'province', zip: 'postalCode' };
    const named = COUNTRIES.filter(([id]) => labelKeysFor(id) !== labelKeysFor(999_999));
    expect(named.map(([id]) => id)).toEqual(COUNTRIES.map(([id]) => id));
    expect(labelKeysFor(999_999)).toEqual(fallback);
  });

  it('uses the default company country (1) without an id', () => {
    expect(DEFAULT_COUNTRY_ID).toBe(1);
    expect(labelKeysFor(null)).toEqual({ state: 'state', zip: 'zip' });
  });
});

describe('parseCountryId', () => {
  it.each([
    ['0', 0],
    ['1', 1],
    ['222', 222],
  ])('reads %j', (raw, id) => expect(parseCountryId(raw)).toBe(id));
  it.each([
    null,
    undefined,
    '',
    ' 1',
    '01',
    '1.0',
    '-0',
    '-1',
    '1e0',
    '1e309',
    '１',
    'NaN',
    '9'.repeat(30),
    '3 ',
    '0x1',
  ])('refuses %j', (raw) => expect(parseCountryId(raw)).toBeNull());
});

describe('parsePositiveId', () => {
  it('reads a plain integer of at least 1', () => expect(parsePositiveId('3')).toBe(3));
  it.each(['0', '-0', '1.5', '1e3', '', ' 3', '３', '9'.repeat(30), null])('refuses %j', (raw) =>
    expect(parsePositiveId(raw)).toBeNull(),
  );
});

describe('parseVariant', () => {
  it('reads dependent and emergency in any case, with spaces', () => {
    expect(parseVariant('dependent')).toBe('dependent');
    expect(parseVariant(' Emergency ')).toBe('emergency');
  });
  it.each(['', 'spouse', 'dependents', null, undefined])('ignores %j', (raw) => expect(parseVariant(raw)).toBeNull());
});

describe('parseCountries', () => {
  it('sorts by name with "0" first and drops unusable entries', () => {
    const body = {
      success: true,
      data: {
        '222': 'United Kingdom',
        '0': 'Not specified',
        '3': 'Canada',
        '1': 'United States',
        x: 'Bad',
        '5': '',
        '6': 7,
        '01': 'Dup',
      },
    };
    expect(parseCountries(body, collator)).toEqual([
      { value: '0', text: 'Not specified' },
      { value: '3', text: 'Canada' },
      { value: '222', text: 'United Kingdom' },
      { value: '1', text: 'United States' },
    ]);
  });
  it('keeps hostile names as text', () =>
    expect(parseCountries({ success: true, data: { '9': '<script>alert(1)</script>' } }, collator)).toEqual([
      { value: '9', text: '<script>alert(1)</script>' },
    ]));
  it.each([
    null,
    [],
    { success: false, data: {} },
    { data: { '1': 'US' } },
    { success: true, data: [] },
    { success: 'true', data: {} },
  ])('gives null for %j', (body) => expect(parseCountries(body, collator)).toBeNull());
});

describe('parseStates', () => {
  it('reads id and name in the server order, dropping duplicates and bad rows', () => {
    const body = {
      success: true,
      data: [
        { id: 1045, name: 'Utah' },
        { id: '1005', name: ' California ' },
        { id: 1045, name: 'Dup' },
        { id: 1.5, name: 'x' },
        { id: 7 },
        null,
        'Utah',
        { id: '', name: 'Blank' },
      ],
    };
    expect(parseStates(body)).toEqual([
      { value: '1045', text: 'Utah' },
      { value: '1005', text: 'California' },
    ]);
  });
  it('reads an empty list (a country without states)', () =>
    expect(parseStates({ success: true, data: [] })).toEqual([]));
  it.each([null, { success: false, data: [] }, { success: true, data: {} }, { success: true }])(
    'gives null for %j',
    (body) => expect(parseStates(body)).toBeNull(),
  );
});

describe('keptValue', () => {
  const items = [{ value: '1045', text: 'Utah' }];
  it('keeps a value still offered', () => expect(keptValue('1045', items)).toBe('1045'));
  it('drops one no longer offered', () => expect(keptValue('3001', items)).toBe(''));
});

describe('timezoneZip', () => {
  it.each([
    ['84042', '84042'],
    ['84042-1234', '84042'],
    [' 02108 ', '02108'],
  ])('reads %j as %s', (raw, zip) => expect(timezoneZip(raw)).toBe(zip));
  it.each([
    '',
    '8404',
    '840421',
    '84042-12',
    '８４０４２',
    '../../x',
    '84042/../1',
    'SW1A 1AA',
    'K1A 0B1',
    '1e309',
    '-0',
    'NaN',
  ])('refuses %j', (raw) => expect(timezoneZip(raw)).toBeNull());
});

describe('parseTimezone', () => {
  it('reads a success', () =>
    expect(parseTimezone({ success: true, error: null, timezone_value: 'America/Denver' })).toEqual({
      ok: true,
      timezone: 'America/Denver',
    }));
  it('gives the server error as the reason', () =>
    expect(parseTimezone({ success: false, error: 'No timezone is known.', timezone_value: null })).toEqual({
      ok: false,
      reason: 'No timezone is known.',
    }));
  it.each([
    null,
    [],
    { success: true },
    { success: true, timezone_value: '' },
    { success: 'yes', timezone_value: 'UTC' },
  ])('fails for %j', (body) => expect(parseTimezone(body).ok).toBe(false));
});
