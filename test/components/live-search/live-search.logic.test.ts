import { describe, expect, it } from 'vitest';
import { normalizeQuery, requestFields } from '../../../src/components/live-search/live-search.logic';

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
});
