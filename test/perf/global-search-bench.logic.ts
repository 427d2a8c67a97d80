// Pure parts of the global-search benchmark (./global-search-bench.ts).

/** Budget keys this bench understands (the lead adds them to bench-budgets.json). */
export const GLOBAL_SEARCH_BUDGET_KEYS = ['globalSearchRenderMsMax', 'globalSearchKeystrokeMsMax'] as const;
export type GlobalSearchBudgets = Partial<Record<(typeof GLOBAL_SEARCH_BUDGET_KEYS)[number], number>>;
/** One 60 Hz frame: the popup of 5 × 20 results should be painted within it after the answer. */
export const FRAME_MS = 16;

export interface Stats {
  median: number;
  p95: number;
  max: number;
}

export function stats(samples: readonly number[]): Stats {
  const sorted = samples.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: Number.NaN, p95: Number.NaN, max: Number.NaN };
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, p95: at(0.95), max: sorted[sorted.length - 1]! };
}

/** A search answer (docs/api/search.yaml) with `perSection` results in each of the five lists. */
export function syntheticAnswer(perSection = 20, word = 'bench') {
  const ids = Array.from({ length: perSection }, (_, i) => i + 1);
  const cap = word.charAt(0).toUpperCase() + word.slice(1);
  return {
    searches: [
      ids.map((id) => ({
        id,
        firstName: `${cap}ámin`,
        lastName: `Nüñez-${id}`,
        middleName: id % 2 ? `${cap}o` : null,
        nickname: id % 3 ? null : `${cap}y`,
        employeeNumber: String(id).padStart(4, '0'),
        status: id % 4 ? 'Active' : 'Inactive',
        photoUrl: null,
        canSeeProfile: id % 5 !== 0,
      })),
      ids.map((id) => ({
        id,
        paId: 1000 + id,
        firstName: cap,
        lastName: `Candidate ${id}`,
        positionName: 'Engineer',
        status: 'New',
        applicationAge: `${id} days`,
      })),
      ids.map((id) => ({
        id,
        name: `${cap} report ${id}`,
        url: id % 2 ? null : `/app/reports/${id}`,
        newFramework: id % 3 === 0,
        slug: `report-${id}`,
      })),
      ids.map((id) => ({ id, name: `${cap} opening ${id}`, status: 'Open', age: 'Today' })),
      ids.map((id) => ({ id, name: `${cap} file ${id}.pdf` })),
    ],
    employeePhotoUrls: {},
  };
}

export interface GlobalSearchBenchResult {
  runs: number;
  /** Answer parsed (the element's `hr-global-search:answer` mark) -> popup with 100 options committed and laid out. */
  render: Stats;
  /** The same, until the next frame was presented (includes waiting for the frame boundary). */
  renderPainted: Stats;
  /** Keystroke (input event) -> popup with the real server's answer painted, debounce 0. */
  keystroke: Stats;
  budgets: GlobalSearchBudgets;
  violations: string[];
}

export function globalSearchViolations(render: Stats, keystroke: Stats, budgets: GlobalSearchBudgets): string[] {
  const out: string[] = [];
  const check = (key: keyof GlobalSearchBudgets, value: number, what: string) => {
    const limit = budgets[key];
    if (limit !== undefined && !(value <= limit)) out.push(`${what} ${value.toFixed(1)} ms > ${key} ${limit} ms`);
  };
  check('globalSearchRenderMsMax', render.median, 'popup render (5 × 20) median');
  check('globalSearchKeystrokeMsMax', keystroke.median, 'keystroke to popup median');
  return out;
}

export function formatGlobalSearchBench(result: GlobalSearchBenchResult): string {
  const line = (s: Stats) => `median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`;
  return [
    `Global search (<hr-global-search> in the demo header), ${result.runs} runs, headless Chromium:`,
    `  popup render, 5 sections × 20 results (answer -> laid out)  ${line(result.render)}  (target ≤ ${FRAME_MS} ms)`,
    `                                         (answer -> painted)   ${line(result.renderPainted)}`,
    `  keystroke -> popup, debounce 0, demo server                 ${line(result.keystroke)}`,
    result.violations.length === 0
      ? `Global search within budget (${
          Object.entries(result.budgets)
            .map(([k, v]) => `${k}=${v}`)
            .join(', ') || 'no budgets'
        }).`
      : `Global search over budget:\n${result.violations.map((v) => `  - ${v}`).join('\n')}`,
  ].join('\n');
}

/** Takes the global-search keys out of bench-budgets.json and leaves the rest to the other benches. */
export function splitGlobalSearchBudgets(raw: unknown): { globalSearch: GlobalSearchBudgets; rest: unknown } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { globalSearch: {}, rest: raw };
  const rest: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  const globalSearch: GlobalSearchBudgets = {};
  for (const key of GLOBAL_SEARCH_BUDGET_KEYS) {
    if (!(key in rest)) continue;
    const limit = rest[key];
    delete rest[key];
    if (typeof limit !== 'number' || !Number.isFinite(limit) || limit <= 0)
      throw new Error(`budget "${key}" must be a positive number`);
    globalSearch[key] = limit;
  }
  return { globalSearch, rest };
}
