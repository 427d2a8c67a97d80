import { describe, expect, it } from 'vitest';
import { MAX_DEBOUNCE, parseDebounce } from '../../../src/ui/combobox/debounce';

describe('parseDebounce', () => {
  it('keeps a finite number from 0 to 5000 ms', () => {
    expect(parseDebounce(0, 250)).toBe(0);
    expect(parseDebounce(40, 250)).toBe(40);
    expect(parseDebounce(12.5, 250)).toBe(12.5);
    expect(parseDebounce(5000, 250)).toBe(5000);
  });

  it('cuts a longer wait to 5000 ms', () => {
    expect(MAX_DEBOUNCE).toBe(5000);
    expect(parseDebounce(5001, 500)).toBe(5000);
    expect(parseDebounce(Number.MAX_VALUE, 500)).toBe(5000);
  });

  it('falls back to the default for missing, negative, non-finite and non-number values', () => {
    expect(parseDebounce(undefined, 500)).toBe(500);
    expect(parseDebounce(null, 500)).toBe(500);
    expect(parseDebounce(-1, 500)).toBe(500);
    expect(parseDebounce(-0.5, 250)).toBe(250);
    expect(parseDebounce(Number.NaN, 250)).toBe(250);
    expect(parseDebounce(Number.POSITIVE_INFINITY, 250)).toBe(250);
    expect(parseDebounce('300', 250)).toBe(250);
    expect(parseDebounce({}, 250)).toBe(250);
  });
});
