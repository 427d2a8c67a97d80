import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../src/components/global-search/global-search.logic';
import {
  formatGlobalSearchBench,
  globalSearchViolations,
  splitGlobalSearchBudgets,
  stats,
  syntheticAnswer,
} from './global-search-bench.logic';

describe('global search bench logic', () => {
  it('computes median, p95 and max, ignoring non-numbers', () => {
    expect(stats([5, 1, 3])).toEqual({ median: 3, p95: 5, max: 5 });
    expect(stats([4, 1, 3, 2, Number.NaN])).toEqual({ median: 2.5, p95: 4, max: 4 });
    expect(stats([]).median).toBeNaN();
  });

  it('builds a valid 5 × 20 answer that the element reads in full', () => {
    const answer = readAnswer(syntheticAnswer(20));
    expect(answer).not.toBeNull();
    expect(
      [answer!.employees, answer!.candidates, answer!.reports, answer!.openings, answer!.files].map((l) => l.length),
    ).toEqual([20, 20, 20, 20, 20]);
  });

  it('reports budget violations and formats the result', () => {
    const render = { median: 20, p95: 25, max: 30 };
    const keystroke = { median: 40, p95: 50, max: 60 };
    expect(globalSearchViolations(render, keystroke, {})).toEqual([]);
    const violations = globalSearchViolations(render, keystroke, {
      globalSearchRenderMsMax: 16,
      globalSearchKeystrokeMsMax: 100,
    });
    expect(violations).toEqual(['popup render (5 × 20) median 20.0 ms > globalSearchRenderMsMax 16 ms']);
    const text = formatGlobalSearchBench({
      runs: 3,
      render,
      renderPainted: render,
      keystroke,
      budgets: {},
      violations,
    });
    expect(text).toContain('median 20.0 ms, p95 25.0 ms');
    expect(text).toContain('over budget');
  });
});

describe('splitGlobalSearchBudgets', () => {
  it('takes the global-search keys out and refuses a limit that is not a positive number', () => {
    expect(splitGlobalSearchBudgets({ globalSearchRenderMsMax: 16, marginalRatioMax: 2 })).toEqual({
      globalSearch: { globalSearchRenderMsMax: 16 },
      rest: { marginalRatioMax: 2 },
    });
    expect(() => splitGlobalSearchBudgets({ globalSearchKeystrokeMsMax: -1 })).toThrow(/globalSearchKeystrokeMsMax/);
  });
});
