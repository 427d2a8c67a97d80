// Pure parts of the employee snapshot benchmark (./snapshot-bench.ts).
import { FRAME_MS, type Stats } from './global-search-bench.logic';

/** Budget keys this bench reads from bench-budgets.json. */
export const SNAPSHOT_BUDGET_KEYS = ['snapshotRenderMsMax'] as const;
export type SnapshotBudgets = Partial<Record<(typeof SNAPSHOT_BUDGET_KEYS)[number], number>>;

export interface SnapshotBenchResult {
  runs: number;
  /** Data arrived (the element's `hr-employee-snapshot:data` mark) -> sections committed and laid out. */
  render: Stats;
  /** The same, until the next frame was presented. */
  renderPainted: Stats;
  /** The open event -> dialog painted with the summary and the sections (real demo server). */
  open: Stats;
  budgets: SnapshotBudgets;
  violations: string[];
}

export function snapshotViolations(render: Stats, budgets: SnapshotBudgets): string[] {
  const limit = budgets.snapshotRenderMsMax;
  if (limit === undefined || render.median <= limit) return [];
  return [`snapshot render median ${render.median.toFixed(1)} ms > snapshotRenderMsMax ${limit} ms`];
}

export function formatSnapshotBench(result: SnapshotBenchResult): string {
  const line = (s: Stats) => `median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`;
  const limits = Object.entries(result.budgets)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
  return [
    `Employee snapshot (<hr-employee-snapshot> on a demo page), ${result.runs} runs, headless Chromium:`,
    `  data arrived -> sections laid out   ${line(result.render)}  (target ≤ ${FRAME_MS} ms)`,
    `  data arrived -> painted             ${line(result.renderPainted)}`,
    `  open event -> painted, demo server  ${line(result.open)}`,
    result.violations.length === 0
      ? `Employee snapshot within budget (${limits || 'no budgets'}).`
      : `Employee snapshot over budget:\n${result.violations.map((v) => `  - ${v}`).join('\n')}`,
  ].join('\n');
}

/** Takes the snapshot keys out of bench-budgets.json and leaves the rest to the other benches. */
export function splitSnapshotBudgets(raw: unknown): { snapshot: SnapshotBudgets; rest: unknown } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { snapshot: {}, rest: raw };
  const rest: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  const snapshot: SnapshotBudgets = {};
  for (const key of SNAPSHOT_BUDGET_KEYS) {
    if (!(key in rest)) continue;
    const limit = rest[key];
    delete rest[key];
    if (typeof limit !== 'number' || !Number.isFinite(limit) || limit <= 0)
      throw new Error(`budget "${key}" must be a positive number`);
    snapshot[key] = limit;
  }
  return { snapshot, rest };
}
