import { describe, expect, it } from 'vitest';
import {
  debounceMs,
  moveSelection,
  normalizeQuery,
  requestFields,
} from '../../../src/components/live-search/live-search.logic';

describe('live search logic', () => {
  it('normalizes queries: trimmed, capped at 100 code points, non-strings blank', () => {
    expect(normalizeQuery('  ann ')).toBe('ann');
    expect(normalizeQuery(42)).toBe('');
    expect([...normalizeQuery('👩‍💼'.repeat(80))].length).toBe(100);
  });
  it('builds form fields: primitives from params only, q and section win', () => {
    expect(
      requestFields('ann', 'employee', { limit: 5, q: 'x', section: 'file', deep: { a: 1 }, n: Number.NaN, ok: true }),
    ).toEqual({
      limit: 5,
      ok: true,
      q: 'ann',
      section: 'employee',
    });
    expect(requestFields('ann', undefined, { section: 'file' })).toEqual({ q: 'ann' });
    expect(requestFields('ann', undefined, '["x"]')).toEqual({ q: 'ann' });
  });
  it('wraps the selection', () => {
    expect(moveSelection(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveSelection(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveSelection(2, 3, 'ArrowDown')).toBe(0);
    expect(moveSelection(0, 3, 'ArrowUp')).toBe(2);
    expect(moveSelection(0, 0, 'ArrowDown')).toBe(-1);
  });
  it('bounds the debounce', () => {
    expect(debounceMs(undefined)).toBe(250);
    expect(debounceMs(-1)).toBe(250);
    expect(debounceMs(0)).toBe(0);
    expect(debounceMs(99999)).toBe(5000);
  });
});
