import { describe, expect, it } from 'vitest';
import {
  fileListViolations,
  formatFileListBench,
  splitFileListBudgets,
  stats,
  syntheticFileList,
  type FileListModeResult,
} from './file-list-bench.logic';
import { parseFileList } from '../../src/components/file-list/file-list.logic';

const mode = (median: number, domRows: number): FileListModeResult => ({
  laidOut: stats([median - 5, median - 5, median - 5]),
  painted: stats([median, median, median]),
  domRows,
});

describe('file-list bench logic', () => {
  it('builds a 5,000-file answer the element reads in full', () => {
    const answer = syntheticFileList(5000, 7);
    const files = parseFileList(answer, 7);
    expect(files).toHaveLength(5000);
    expect(new Set(files?.map((f) => f.id)).size).toBe(5000);
    expect(files?.some((f) => f.status === 'pending')).toBe(true);
    expect(files?.some((f) => f.status === 'virus')).toBe(true);
  });

  it('takes its budget key out of bench-budgets.json and checks positive numbers', () => {
    expect(splitFileListBudgets({ fileListFirstPaintMsMax: 40, other: 1 })).toEqual({
      fileList: { fileListFirstPaintMsMax: 40 },
      rest: { other: 1 },
    });
    expect(() => splitFileListBudgets({ fileListFirstPaintMsMax: 0 })).toThrow(/positive/);
    expect(splitFileListBudgets([])).toEqual({ fileList: {}, rest: [] });
  });

  it('judges the windowed first paint against the budget, and prints both modes', () => {
    expect(fileListViolations(mode(30, 20), { fileListFirstPaintMsMax: 40 })).toEqual([]);
    expect(fileListViolations(mode(55, 20), { fileListFirstPaintMsMax: 40 })).toEqual([
      'file list first paint (windowed, 5,000 files) median 55.0 ms > fileListFirstPaintMsMax 40 ms',
    ]);
    const text = formatFileListBench({
      runs: 3,
      files: 5000,
      windowed: mode(30, 22),
      plain: mode(900, 5013),
      budgets: { fileListFirstPaintMsMax: 40 },
      violations: [],
    });
    expect(text).toContain('windowed  answer -> laid out   median 25.0 ms');
    expect(text).toContain('(5013 rows in the DOM)');
    expect(text).toContain('File list within budget (fileListFirstPaintMsMax=40).');
  });
});
