import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkEmployeeId, isEmployeeId } from '../../src/lib/validators';

afterEach(() => vi.restoreAllMocks());

describe('isEmployeeId', () => {
  it.each([1, 42, Number.MAX_SAFE_INTEGER, '1', '42', '9007199254740991'])('accepts %j', (value) => {
    expect(isEmployeeId(value)).toBe(true);
  });

  it.each([
    0,
    -0,
    -1,
    1.5,
    Number.NaN,
    Infinity,
    1e309, // eslint-disable-line no-loss-of-precision -- a server number too large for a double (JSON.parse gives Infinity)
    Number.MAX_SAFE_INTEGER + 1,
    '0',
    '-1',
    '01',
    '1.0',
    '1e3',
    ' 7',
    '7 ',
    '',
    '１２',
    '9007199254740993',
    '123456789012345678901234567890',
    null,
    undefined,
    true,
    {},
    [1],
  ])('refuses %j', (value) => {
    expect(isEmployeeId(value)).toBe(false);
  });
});

describe('checkEmployeeId', () => {
  it('returns the id as a number and logs nothing for a valid id', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(checkEmployeeId('42', 'test')).toBe(42);
    expect(error).not.toHaveBeenCalled();
  });

  it('logs an error naming where the value came from and fails the check', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(checkEmployeeId('abc', '<hr-currency-field employee-id>')).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('<hr-currency-field employee-id>');
    expect(String(error.mock.calls[0]?.[0])).toContain('"abc"');
  });

  it('shortens a huge value in the log line', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    checkEmployeeId('9'.repeat(500), 'x');
    expect(String(error.mock.calls[0]?.[0]).length).toBeLessThan(200);
  });
});
