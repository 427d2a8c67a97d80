import { describe, expect, it } from 'vitest';
import {
  checkOptionName,
  INSERT_LIST_SRC,
  insertForm,
  LEGACY_COUNTER_MAX,
  normalizeOptionName,
  OPTION_LIMIT,
  OPTION_MAXLENGTH,
  parseInsertAnswer,
  refusalMessage,
} from '../../../src/components/insertable-list/insertable-list.logic';

describe('constants', () => {
  it('uses the default URL and the lower of maxlength 100 and counter 255', () => {
    expect(INSERT_LIST_SRC).toBe('/ajax/list_insert.php');
    expect([OPTION_MAXLENGTH, LEGACY_COUNTER_MAX, OPTION_LIMIT]).toEqual([100, 255, 100]);
  });
});

describe('normalizeOptionName', () => {
  it('trims, collapses whitespace and composes to NFC', () => {
    expect(normalizeOptionName('  Staff \t\n Engineer ')).toBe('Staff Engineer');
    expect(normalizeOptionName('Cafe\u0301')).toBe('Café');
    expect(normalizeOptionName('\u00a0\u3000')).toBe('');
  });
});

describe('checkOptionName', () => {
  it.each(['', '   ', '\n\t', '\u3000'])('refuses the blank name %j as empty', (raw) =>
    expect(checkOptionName(raw)).toEqual({ ok: false, reason: 'empty' }),
  );
  it('accepts 100 characters and refuses 101', () => {
    expect(checkOptionName('x'.repeat(100))).toEqual({ ok: true, name: 'x'.repeat(100) });
    expect(checkOptionName('x'.repeat(101))).toEqual({ ok: false, reason: 'too-long' });
  });
  it('counts an emoji as one character, like the server', () =>
    expect(checkOptionName('😀'.repeat(100)).ok).toBe(true));
  it('keeps markup as text', () =>
    expect(checkOptionName('<img src=x onerror=alert(1)>')).toEqual({
      ok: true,
      name: '<img src=x onerror=alert(1)>',
    }));
  it('accepts full-width digits and numbers as names', () => {
    expect(checkOptionName('１２３').ok).toBe(true);
    expect(checkOptionName('1e309')).toEqual({ ok: true, name: '1e309' });
  });
});

describe('insertForm', () => {
  it('carries ajax, action new-section, name and field', () =>
    expect(insertForm('Chef', 'jobTitle')).toEqual({
      ajax: '1',
      action: 'new-section',
      name: 'Chef',
      field: 'jobTitle',
    }));
});

describe('parseInsertAnswer', () => {
  it('reads SUCCESS with a numeric or string id, preferring the stored name', () => {
    expect(parseInsertAnswer({ ret: 'SUCCESS', id: 57, message: 'ok' }, 'Chef')).toEqual({
      ret: 'SUCCESS',
      id: '57',
      name: 'Chef',
    });
    expect(parseInsertAnswer({ ret: 'SUCCESS', id: ' 9 ', name: ' XXL ' }, 'xxl')).toEqual({
      ret: 'SUCCESS',
      id: '9',
      name: 'XXL',
    });
  });
  it('reads ERROR with its message', () =>
    expect(parseInsertAnswer({ ret: 'ERROR', id: null, message: ' Locked. ' }, 'x')).toEqual({
      ret: 'ERROR',
      message: 'Locked.',
    }));
  it.each([
    null,
    'SUCCESS',
    [],
    {},
    { ret: 'success', id: 1 },
    { ret: 'SUCCESS' },
    { ret: 'SUCCESS', id: '' },
    { ret: 'SUCCESS', id: NaN },
    { ret: 'SUCCESS', id: Infinity },
    { ret: 'SUCCESS', id: {} },
    { ret: 'SUCCESS', id: 'x'.repeat(65) },
    { ret: 'ERROR' },
    { ret: 'ERROR', message: '  ' },
    { ret: 'ERROR', message: 42 },
    { ret: 'PENDING', id: 1 },
  ])('treats %j as anything else', (body) => expect(parseInsertAnswer(body, 'x')).toEqual({ ret: 'OTHER' }));
});

describe('refusalMessage', () => {
  it('shows the server message of a 403, 409 or 422', () => {
    expect(refusalMessage(403, 'No permission.')).toBe('No permission.');
    expect(refusalMessage(409, '"Chef" is already in the list.')).toBe('"Chef" is already in the list.');
    expect(refusalMessage(422, 'Too long.')).toBe('Too long.');
  });
  it('gives null for other statuses or without a message', () => {
    expect(refusalMessage(500, 'stack trace')).toBeNull();
    expect(refusalMessage(404, 'nope')).toBeNull();
    expect(refusalMessage(0, null)).toBeNull();
    expect(refusalMessage(422, null)).toBeNull();
  });
});
