import { describe, expect, it } from 'vitest';
import { parseRuns } from './bench-harness.logic';

describe('parseRuns', () => {
  it('takes the default when --runs is absent', () => {
    expect(parseRuns(undefined, 7, 100)).toBe(7);
  });

  it('takes a whole number within the limit', () => {
    expect(parseRuns('1', 7, 100)).toBe(1);
    expect(parseRuns('100', 7, 100)).toBe(100);
  });

  it('refuses zero, fractions, words and numbers over the limit, naming the limit', () => {
    for (const bad of ['0', '2.5', 'five', '101', ''])
      expect(() => parseRuns(bad, 7, 100)).toThrow('--runs must be an integer from 1 to 100');
  });
});
