// Pure parts of the file-list benchmark (./file-list-bench.ts).
import { stats, type Stats } from './global-search-bench.logic';

export { stats, type Stats };

/** Budget keys this bench understands (bench-budgets.json). */
export const FILE_LIST_BUDGET_KEYS = ['fileListFirstPaintMsMax'] as const;
export type FileListBudgets = Partial<Record<(typeof FILE_LIST_BUDGET_KEYS)[number], number>>;
/** The issue's target: the list is on screen within 40 ms of the 5,000-file answer. */
export const FIRST_PAINT_TARGET_MS = 40;
export const BENCH_FILES = 5000;

/** A list answer (docs/api/files.yaml `FilesEmployeeList`) with `count` files in category `categoryId`. */
export function syntheticFileList(count: number, categoryId: number, employeeId = 1) {
  return {
    success: true,
    category: { id: categoryId, name: 'Bench', kind: 'normal', scope: 'employee', open: true },
    employeeId,
    files: Array.from({ length: count }, (_, i) => {
      const id = 100_000 + i;
      const ext = ['pdf', 'docx', 'xlsx', 'png'][i % 4]!;
      return {
        id,
        fid: id,
        name: `Scan ${String(i + 1).padStart(5, '0')} – Bénéficiaire ${i % 97}.${ext}`,
        size: 1000 + ((i * 7919) % 4_000_000),
        type: ext,
        status: i % 50 === 0 ? 'pending' : i % 333 === 0 ? 'virus' : 'uploaded',
        shared: i % 3 === 0,
        temporary: false,
        categoryId,
        employeeId,
        createdAt: '2026-01-05T10:00:00.000Z',
      };
    }),
  };
}

export interface FileListModeResult {
  /** The 5,000-file answer in (`hr-file-list:answer` mark, before its files are read) -> every row counted and the window laid out. */
  laidOut: Stats;
  /** The same, until the next frame was presented. */
  painted: Stats;
  /** Rows in the DOM once shown. */
  domRows: number;
}

export interface FileListBenchResult {
  runs: number;
  files: number;
  windowed: FileListModeResult;
  plain: FileListModeResult;
  budgets: FileListBudgets;
  violations: string[];
}

export function fileListViolations(windowed: FileListModeResult, budgets: FileListBudgets): string[] {
  const limit = budgets.fileListFirstPaintMsMax;
  if (limit === undefined || windowed.painted.median <= limit) return [];
  return [
    `file list first paint (windowed, 5,000 files) median ${windowed.painted.median.toFixed(1)} ms > fileListFirstPaintMsMax ${limit} ms`,
  ];
}

export function formatFileListBench(result: FileListBenchResult): string {
  const line = (s: Stats) => `median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`;
  const mode = (name: string, r: FileListModeResult) => [
    `  ${name.padEnd(9)} answer -> laid out   ${line(r.laidOut)}   (${r.domRows} rows in the DOM)`,
    `  ${''.padEnd(9)} answer -> painted    ${line(r.painted)}`,
  ];
  return [
    `File list (<hr-file-list>, ${result.files.toLocaleString('en-US')} files in one section), ${result.runs} page loads per mode, headless Chromium:`,
    ...mode('windowed', result.windowed),
    ...mode('plain', result.plain),
    `  target: windowed first paint ≤ ${FIRST_PAINT_TARGET_MS} ms after the answer`,
    result.violations.length === 0
      ? `File list within budget (${
          Object.entries(result.budgets)
            .map(([k, v]) => `${k}=${v}`)
            .join(', ') || 'no budgets'
        }).`
      : `File list over budget:\n${result.violations.map((v) => `  - ${v}`).join('\n')}`,
  ].join('\n');
}

/** Takes the file-list keys out of bench-budgets.json and leaves the rest to the other benches. */
export function splitFileListBudgets(raw: unknown): { fileList: FileListBudgets; rest: unknown } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { fileList: {}, rest: raw };
  const rest: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  const fileList: FileListBudgets = {};
  for (const key of FILE_LIST_BUDGET_KEYS) {
    if (!(key in rest)) continue;
    const limit = rest[key];
    delete rest[key];
    if (typeof limit !== 'number' || !Number.isFinite(limit) || limit <= 0)
      throw new Error(`budget "${key}" must be a positive number`);
    fileList[key] = limit;
  }
  return { fileList, rest };
}
