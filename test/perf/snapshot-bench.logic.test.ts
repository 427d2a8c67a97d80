import { describe, expect, it } from 'vitest';
import { formatSnapshotBench, snapshotViolations, splitSnapshotBudgets } from './snapshot-bench.logic';

const stats = (median: number) => ({ median, p95: median * 2, max: median * 3 });

describe('snapshot bench logic', () => {
  it('takes its budget out of the budgets file and leaves the rest', () => {
    expect(splitSnapshotBudgets({ snapshotRenderMsMax: 16, other: 1 })).toEqual({
      snapshot: { snapshotRenderMsMax: 16 },
      rest: { other: 1 },
    });
    expect(splitSnapshotBudgets(null)).toEqual({ snapshot: {}, rest: null });
    expect(() => splitSnapshotBudgets({ snapshotRenderMsMax: -1 })).toThrow('positive number');
  });

  it('is over budget when the median render is above the limit', () => {
    expect(snapshotViolations(stats(12), { snapshotRenderMsMax: 16 })).toEqual([]);
    expect(snapshotViolations(stats(20), {})).toEqual([]);
    expect(snapshotViolations(stats(20), { snapshotRenderMsMax: 16 })).toEqual([
      'snapshot render median 20.0 ms > snapshotRenderMsMax 16 ms',
    ]);
  });

  it('reports the three numbers', () => {
    const text = formatSnapshotBench({
      runs: 3,
      render: stats(5),
      renderPainted: stats(9),
      open: stats(80),
      budgets: { snapshotRenderMsMax: 16 },
      violations: [],
    });
    expect(text).toContain('data arrived -> sections laid out   median 5.0 ms');
    expect(text).toContain('within budget (snapshotRenderMsMax=16)');
  });
});
