import { describe, expect, it } from 'vitest';
import {
  capQuery,
  escapeLike,
  haystack,
  highlight,
  numberPatterns,
  queryWords,
} from '../../demo/server/modules/search/match';
import { sameOriginPath } from '../../demo/server/modules/search/queries';
import {
  formatSearchTable,
  oneLetterQueries,
  percentile,
  prefixQueries,
  searchViolations,
  splitSearchBudget,
  summarize,
} from '../perf/search-bench.logic';

const marked = (text: string, words: string[]) =>
  highlight(text, words)
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join('');

describe('search matching helpers', () => {
  it('splits a query into folded words, number words marked, at most 6, blank or non-string gives none', () => {
    expect(queryWords('  José  ÁLVAREZ ')).toEqual([
      { text: 'jose', kind: 'name' },
      { text: 'alvarez', kind: 'name' },
    ]);
    expect(queryWords("#42 o'connor müller-lüd")).toEqual([
      { text: '#42', kind: 'number' },
      { text: 'o', kind: 'name' },
      { text: 'connor', kind: 'name' },
      { text: 'muller', kind: 'name' },
      { text: 'lud', kind: 'name' },
    ]);
    expect(queryWords('a b c d e f g h')).toHaveLength(6);
    expect(queryWords('a a A á')).toEqual([{ text: 'a', kind: 'name' }]);
    for (const blank of ['', '   ', '#', '- . ,', undefined, null, 42, ['a'], { q: 'a' }])
      expect(queryWords(blank)).toEqual([]);
  });

  it('cuts queries at 100 code points without splitting a surrogate pair', () => {
    expect([...capQuery('🙂'.repeat(150))]).toHaveLength(100);
    expect(capQuery('🙂'.repeat(150)).endsWith('🙂')).toBe(true);
    expect(capQuery('short')).toBe('short');
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_\\x')).toBe('100\\%\\_\\\\x');
    expect(numberPatterns('#0042')).toEqual(['0042%', '0042%']);
    expect(numberPatterns('42')).toEqual(['42%', '42%']);
    expect(numberPatterns('#4_')).toEqual(['4\\_%', '4\\_%']);
  });

  it('builds haystacks with a leading space and separators as spaces', () => {
    expect(haystack('François', null, 'Müller-Lüdenscheidt')).toBe(' francois muller ludenscheidt');
    expect(haystack('100% Bonus_Plan.xlsx')).toBe(' 100% bonus_plan xlsx');
  });

  it('highlights the original characters of accent-folded matches at the start of name parts only', () => {
    expect(marked('José Álvarez', ['jose', 'alv'])).toBe('[José] [Álv]arez');
    expect(marked('İlker Çelik', ['il', 'cel'])).toBe('[İl]ker [Çel]ik');
    expect(marked('Müller-Lüdenscheidt', ['lud'])).toBe('Müller-[Lüd]enscheidt');
    expect(marked('Ada Lovelace', ['ove', 'ace'])).toBe('Ada Lovelace');
    // A combining accent (e + U+0301) stays inside the mark.
    expect(marked('Rene\u0301 Ab', ['rene'])).toBe('[Rene\u0301] Ab');
    // Overlapping matches merge; markup and replacement patterns are plain text.
    expect(marked('Anna Annabel', ['an', 'anna'])).toBe('[Anna] [Anna]bel');
    expect(marked('$& <b>', ['$&', '<b'])).toBe('[$&] [<b]>');
  });

  it('accepts only same-origin paths as report urls', () => {
    expect(sameOriginPath('/app/reports/x?id=1')).toBe('/app/reports/x?id=1');
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      '/a b',
      '/x\u0000',
      'reports/x',
      null,
    ]) {
      expect(sameOriginPath(bad)).toBeNull();
    }
  });
});

describe('search bench logic', () => {
  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([3], 95)).toBe(3);
    expect(() => percentile([], 50)).toThrow();
    expect(() => percentile([1], 101)).toThrow();
  });

  it('builds 50 fixed queries per length', () => {
    expect(oneLetterQueries()).toHaveLength(50);
    const names = Array.from(
      { length: 60 },
      (_, i) => `${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}yz`,
    );
    for (const length of [2, 3] as const) {
      const queries = prefixQueries(length, ['A', ...names, ...names]);
      expect(queries).toHaveLength(50);
      expect(new Set(queries).size).toBe(50);
      expect(queries.slice(0, 40).every((q) => [...q].length === length)).toBe(true);
    }
  });

  it('separates the search budget from the browser budgets and checks every length', () => {
    expect(splitSearchBudget({ marginalRatioMax: 2, searchP95MsMax: 20 })).toEqual({
      searchP95MsMax: 20,
      rest: { marginalRatioMax: 2 },
    });
    expect(splitSearchBudget({ marginalRatioMax: 2 })).toEqual({
      searchP95MsMax: undefined,
      rest: { marginalRatioMax: 2 },
    });
    expect(() => splitSearchBudget({ searchP95MsMax: -1 })).toThrow(/positive/);
    const rows = [summarize(1, 2, [1, 2, 30]), summarize(2, 2, [1, 2, 3])];
    expect(searchViolations(rows, 20)).toEqual([
      'search p95 for 1-letter queries is 30.00 ms, over searchP95MsMax = 20 ms',
    ]);
    expect(searchViolations(rows, undefined)).toEqual([]);
    expect(formatSearchTable(rows)).toContain('30.00');
  });
});

describe('search folding shared with the elements', () => {
  it('is the elements own fold, so the server finds and marks what the highlighter marks', async () => {
    const shared = await import('../../src/lib/search-text');
    const people = await import('../../demo/server/modules/people/fold');
    expect(people.fold).toBe(shared.fold);
    expect(queryWords('Søren STRASSE łukasz')).toEqual([
      { text: 'soren', kind: 'name' },
      { text: 'strasse', kind: 'name' },
      { text: 'lukasz', kind: 'name' },
    ]);
    expect(haystack('Łukasz', 'Straße')).toBe(' lukasz strasse');
    expect(marked('Søren Łukasz Straße', ['soren', 'luk', 'strasse'])).toBe('[Søren] [Łuk]asz [Straße]');
  });
});
