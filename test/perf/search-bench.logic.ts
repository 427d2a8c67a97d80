// The testable core of the search benchmark (test/perf/search-bench.ts drives the demo app):
// the fixed query sets, percentiles, the summary table and the budget check. No I/O here.

/** Budget key in test/perf/bench-budgets.json (p95 under 20 ms on this machine). */
export const SEARCH_BUDGET_KEY = 'searchP95MsMax';
export const QUERY_LENGTHS = [1, 2, 3] as const;
export const QUERIES_PER_LENGTH = 50;

/** Queries that hit nothing or exercise numbers and escaping, mixed into the 2- and 3-letter sets. */
const EXTRA: Record<2 | 3, readonly string[]> = {
  2: ['#4', '12', 'zq', 'xx', '%a', 'a_', 'ÅN', 'éL', 'ç', 'Øs'],
  3: ['#12', '004', 'zqx', '%_%', 'a.*', 'Mül', 'Çel', 'Sjö', 'ÁLV', 'İlk'],
};

/** 1-letter queries: a–z, 0–9 and 14 accented or upper-case letters. */
export function oneLetterQueries(): string[] {
  const letters = [...'abcdefghijklmnopqrstuvwxyz'];
  const digits = [...'0123456789'];
  const others = [...'ÉÖÅçñZMÜøßİŁáJ'];
  return [...letters, ...digits, ...others].slice(0, QUERIES_PER_LENGTH);
}

/**
 * `length`-letter queries: prefixes of the given names (first come, deduplicated, as typed) up to
 * QUERIES_PER_LENGTH minus the extras, then the extras. Deterministic for a deterministic seed.
 */
export function prefixQueries(length: 2 | 3, names: readonly string[]): string[] {
  const extras = EXTRA[length];
  const picked: string[] = [];
  for (const name of names) {
    const prefix = [...name].slice(0, length).join('');
    if ([...prefix].length === length && !picked.includes(prefix)) picked.push(prefix);
    if (picked.length === QUERIES_PER_LENGTH - extras.length) break;
  }
  return [...picked, ...extras];
}

/** Nearest-rank percentile (p in 0..100) of a non-empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of an empty list');
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile out of range: ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export interface LengthSummary {
  length: number;
  queries: number;
  samples: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export function summarize(length: number, queries: number, samples: readonly number[]): LengthSummary {
  return {
    length,
    queries,
    samples: samples.length,
    p50Ms: percentile(samples, 50),
    p95Ms: percentile(samples, 95),
    maxMs: Math.max(...samples),
  };
}

/** Takes the search budget out of the budgets JSON; the rest goes to the browser bench's parser. */
export function splitSearchBudget(raw: unknown): { searchP95MsMax: number | undefined; rest: unknown } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || !(SEARCH_BUDGET_KEY in raw))
    return { searchP95MsMax: undefined, rest: raw };
  const { [SEARCH_BUDGET_KEY]: limit, ...rest } = raw as Record<string, unknown>;
  if (typeof limit !== 'number' || !Number.isFinite(limit) || limit <= 0)
    throw new Error(`budget "${SEARCH_BUDGET_KEY}" must be a positive number`);
  return { searchP95MsMax: limit, rest };
}

/** One message per query length whose p95 is over the budget. */
export function searchViolations(rows: readonly LengthSummary[], limit: number | undefined): string[] {
  if (limit === undefined) return [];
  return rows
    .filter((row) => !(row.p95Ms <= limit))
    .map(
      (row) =>
        `search p95 for ${row.length}-letter queries is ${row.p95Ms.toFixed(2)} ms, over ${SEARCH_BUDGET_KEY} = ${limit} ms`,
    );
}

export function formatSearchTable(rows: readonly LengthSummary[]): string {
  const header = ['query', 'queries', 'requests', 'p50 ms', 'p95 ms', 'max ms'];
  const body = rows.map((row) => [
    `${row.length} letter${row.length === 1 ? '' : 's'}`,
    String(row.queries),
    String(row.samples),
    row.p50Ms.toFixed(2),
    row.p95Ms.toFixed(2),
    row.maxMs.toFixed(2),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(header), ...body.map(line)].join('\n');
}
