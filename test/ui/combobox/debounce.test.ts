import { describe, expect, it } from 'vitest';
import { MAX_DEBOUNCE, parseDebounce } from '../../../src/ui/combobox/debounce';

describe('parseDebounce', () => {
  it('keeps a finite number from 0 to 5000 ms', () => {
    expect(parseDebounce(0)).toBe(0);
    expect(parseDebounce(40)).toBe(40);
    expect(parseDebounce(12.5)).toBe(12.5);
    expect(parseDebounce(5000)).toBe(5000);
  });

  it('cuts a longer wait to 5000 ms', () => {
    expect(MAX_DEBOUNCE).toBe(5000);
    expect(parseDebounce(5001)).toBe(5000);
    expect(parseDebounce(Number.MAX_VALUE)).toBe(5000);
  });

  it("falls back to an element's own default when it has one", () => {
    expect(parseDebounce(undefined, 50)).toBe(50);
    expect(parseDebounce(20, 50)).toBe(20);
  });

  it('falls back to SPEC §9 500 ms for missing, negative, non-finite and non-number values', () => {
    expect(parseDebounce(undefined)).toBe(500);
    expect(parseDebounce(null)).toBe(500);
    expect(parseDebounce(-1)).toBe(500);
    expect(parseDebounce(-0.5)).toBe(500);
    expect(parseDebounce(Number.NaN)).toBe(500);
    expect(parseDebounce(Number.POSITIVE_INFINITY)).toBe(500);
    expect(parseDebounce('300')).toBe(500);
    expect(parseDebounce({})).toBe(500);
  });
});
