// Search endpoint benchmark: `npx tsx test/perf/search-bench.ts [--rounds N] [--json]`,
// and the last part of `npm run bench`.
//
// Opens the demo back end in-process (createDemoApp on ':memory:', the full 1,200-employee seed),
// signs in as the admin and times POST /ajax/globalsearch.php?format=json through Hono's
// app.request (routing, session and CSRF checks, form parsing, the five searches, JSON) for
// fixed sets of 50 one-, two- and three-letter queries, --rounds times each (default 5) after one
// unrecorded warm-up round, rounds interleaved by length. Reports p50/p95/max per length in ms;
// the budget is `searchP95MsMax` in test/perf/bench-budgets.json (each length's p95 must be at or
// under it). Exit code 1 when over budget. Pure parts: ./search-bench.logic.ts.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createDemoApp } from '../../demo/server/app';
import {
  formatSearchTable,
  oneLetterQueries,
  prefixQueries,
  QUERY_LENGTHS,
  searchViolations,
  splitSearchBudget,
  summarize,
  type LengthSummary,
} from './search-bench.logic';

const budgetsPath = resolve(dirname(fileURLToPath(import.meta.url)), 'bench-budgets.json');
const URL_ = 'http://localhost/ajax/globalsearch.php?format=json';
export const DEFAULT_ROUNDS = 5;

export interface SearchBenchResult {
  employees: number;
  rounds: number;
  seedMs: number;
  rows: LengthSummary[];
  budgetMs: number | undefined;
  violations: string[];
}

/** Runs the benchmark; `budgetMs` undefined means "report only". */
export async function runSearchBench(rounds = DEFAULT_ROUNDS, budgetMs?: number): Promise<SearchBenchResult> {
  const seedStart = performance.now();
  const demo = createDemoApp({ databaseFile: ':memory:', demoAdmin: true });
  const seedMs = performance.now() - seedStart;
  try {
    const signIn = await demo.app.request('/demo/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin' }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { csrfToken } = (await signIn.json()) as { csrfToken: string };

    const db = demo.context.db;
    const { n: employees } = db.prepare('SELECT count(*) AS n FROM employees').get() as { n: number };
    // Name prefixes from every 23rd employee, first and last names alternating.
    const names = (
      db.prepare('SELECT first_name, last_name FROM employees WHERE id % 23 = 0 ORDER BY id').all() as Array<{
        first_name: string;
        last_name: string;
      }>
    ).flatMap((row, i) => (i % 2 === 0 ? [row.first_name, row.last_name] : [row.last_name, row.first_name]));
    const sets = new Map<number, string[]>([
      [1, oneLetterQueries()],
      [2, prefixQueries(2, names)],
      [3, prefixQueries(3, names)],
    ]);

    const time = async (q: string): Promise<number> => {
      const started = performance.now();
      const response = await demo.app.request(URL_, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', cookie, 'X-CSRF-Token': csrfToken },
        body: new URLSearchParams({ q }).toString(),
      });
      const body = (await response.json()) as { searches?: unknown[] };
      const elapsed = performance.now() - started;
      if (response.status !== 200 || !Array.isArray(body.searches) || body.searches.length !== 5) {
        throw new Error(`query ${JSON.stringify(q)}: unexpected answer ${response.status}`);
      }
      return elapsed;
    };

    for (const length of QUERY_LENGTHS) for (const q of sets.get(length)!) await time(q);
    const samples = new Map<number, number[]>(QUERY_LENGTHS.map((length) => [length, []]));
    for (let round = 0; round < rounds; round++) {
      for (const length of QUERY_LENGTHS) for (const q of sets.get(length)!) samples.get(length)!.push(await time(q));
    }
    const rows = QUERY_LENGTHS.map((length) => summarize(length, sets.get(length)!.length, samples.get(length)!));
    return { employees, rounds, seedMs, rows, budgetMs, violations: searchViolations(rows, budgetMs) };
  } finally {
    demo.close();
  }
}

/** The report lines `npm run bench` and the standalone run print. */
export function formatSearchBench(result: SearchBenchResult): string {
  return [
    `Search endpoint: POST /ajax/globalsearch.php?format=json in-process (Hono app.request), ${result.employees} employees,`,
    `${result.rounds} rounds after a warm-up (seeding took ${(result.seedMs / 1000).toFixed(1)} s):`,
    '',
    formatSearchTable(result.rows),
    '',
    result.budgetMs === undefined
      ? 'No searchP95MsMax budget.'
      : result.violations.length === 0
        ? `Search within budget (searchP95MsMax=${result.budgetMs}).`
        : `Search over budget (searchP95MsMax=${result.budgetMs}).`,
  ].join('\n');
}

/** The search budget from test/perf/bench-budgets.json (undefined when it has none). */
export function readSearchBudget(path = budgetsPath): number | undefined {
  return splitSearchBudget(JSON.parse(readFileSync(path, 'utf8'))).searchP95MsMax;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { rounds: { type: 'string' }, json: { type: 'boolean' } }, strict: true });
  const rounds = values.rounds === undefined ? DEFAULT_ROUNDS : Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 1000)
    throw new Error('--rounds must be an integer from 1 to 1000');
  const result = await runSearchBench(rounds, readSearchBudget());
  if (values.json)
    process.stdout.write(`${JSON.stringify({ ...result, ok: result.violations.length === 0 }, null, 2)}\n`);
  else process.stdout.write(`${formatSearchBench(result)}\n`);
  if (result.violations.length) {
    process.stderr.write(`\nsearch-bench: over budget:\n${result.violations.map((v) => `  - ${v}`).join('\n')}\n`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`search-bench: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  });
}
