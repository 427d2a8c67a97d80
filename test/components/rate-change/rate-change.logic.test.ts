import { describe, expect, it } from 'vitest';
import { originalRate, percentChange, rateFromPercent } from '../../../src/components/rate-change/rate-change.logic';

describe('originalRate', () => {
  it('is a non-zero plain decimal or nothing (the percent field is then disabled)', () => {
    expect(originalRate('20.00')).toBe('20');
    expect(originalRate('-4')).toBe('-4');
    for (const bad of [null, undefined, '', '0', '-0', '0.00', 'NaN', '1e309', 'Infinity', 'abc', '1,000'])
      expect(originalRate(bad)).toBeNull();
  });
});

describe('percentChange (SPEC §5)', () => {
  it('is (new − original) / original × 100 to two decimals', () => {
    expect(percentChange('22', '20')).toBe('10');
    expect(percentChange('18', '20')).toBe('-10');
    expect(percentChange('20', '20')).toBe('0');
    expect(percentChange('0', '20')).toBe('-100');
    expect(percentChange('25', '15')).toBe('66.67');
    expect(percentChange('10', '15')).toBe('-33.33');
  });

  it('rounds half away from zero, exactly', () => {
    // 0.125% exactly: a float would give 0.12 or 0.13 depending on drift.
    expect(percentChange('1.00125', '1')).toBe('0.13');
    expect(percentChange('0.99875', '1')).toBe('-0.13');
    expect(percentChange('0.3', '0.1')).toBe('200');
  });

  it('stays exact with 30-digit rates', () => {
    expect(percentChange('200000000000000000000000000000', '100000000000000000000000000000')).toBe('100');
  });

  it('is empty for an empty rate', () => {
    expect(percentChange('', '20')).toBe('');
  });
});

describe('rateFromPercent', () => {
  it('is original × (1 + percent / 100) rounded half-up to the rate places', () => {
    expect(rateFromPercent('10', '20', 2)).toBe('22');
    expect(rateFromPercent('-10', '20', 2)).toBe('18');
    expect(rateFromPercent('66.67', '15', 2)).toBe('25');
    expect(rateFromPercent('0.5', '10.01', 2)).toBe('10.06');
    expect(rateFromPercent('33.333', '3', 0)).toBe('4');
    expect(rateFromPercent('', '20', 2)).toBe('');
  });
});
