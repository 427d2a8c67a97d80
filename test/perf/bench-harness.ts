// What the browser benchmarks against the demo server share: the demo server in-process on
// 127.0.0.1 with an in-memory database, one headless Chromium (test/support/chromium.ts), browser
// contexts signed in as a demo user, the gzip size of the JS a page loaded, the budgets file and
// the command line of a single benchmark. Pure parts: ./bench-harness.logic.ts.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext } from 'playwright-core';
import { startDemoServer, type DemoServer, type DemoServerOptions } from '../../demo/server/server';
import { launchChromium } from '../support/chromium';
import { parseRuns } from './bench-harness.logic';
import { measure } from './size.logic';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const budgetsPath = resolve(repoRoot, 'test/perf/bench-budgets.json');

/** The build the benchmarks load: HR_SHELL_DIST when set (a build made elsewhere), else dist/. */
export const defaultDistDir = (): string => resolve(repoRoot, process.env.HR_SHELL_DIST ?? 'dist');

/** test/perf/bench-budgets.json as parsed JSON; each benchmark takes its own keys out. */
export const readBudgetsFile = (): unknown => JSON.parse(readFileSync(budgetsPath, 'utf8'));

export interface Bench {
  server: DemoServer;
  browser: Browser;
}

/**
 * Runs `body` with the demo server (':memory:' database, demo admin routes for signing in) serving
 * `distDir`, and one Chromium; closes both after, whatever happens.
 */
export async function withDemoBench<T>(
  distDir: string,
  body: (bench: Bench) => Promise<T>,
  extraRoutes?: DemoServerOptions['extraRoutes'],
): Promise<T> {
  const server = await startDemoServer({
    port: 0,
    databaseFile: ':memory:',
    demoAdmin: true,
    host: '127.0.0.1',
    distDir,
    ...(extraRoutes ? { extraRoutes } : {}),
  });
  try {
    const browser = await launchChromium();
    try {
      return await body({ server, browser });
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}

/** A fresh browser context (empty HTTP cache, no storage) signed in to the demo as `username`. */
export async function signedInContext(
  { server, browser }: Bench,
  username: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  const signedIn = await context.request.post(new URL('/demo/sign-in', server.url).href, { data: { username } });
  if (!signedIn.ok()) {
    await context.close();
    throw new Error(`sign-in as ${username} failed: ${signedIn.status()}`);
  }
  return context;
}

/**
 * The gzip -9 and raw sizes of files, summed: the demo server does not compress, a production
 * server would.
 */
export function gzipSizeOf(files: readonly string[]): { gzip: number; raw: number } {
  return files
    .map((file) => measure(readFileSync(file)))
    .reduce((sum, size) => ({ gzip: sum.gzip + size.gzip, raw: sum.raw + size.raw }), { gzip: 0, raw: 0 });
}

/**
 * The command line of one benchmark run on its own (`npx tsx test/perf/<name>.ts [--runs N]
 * [--json]`), when `moduleUrl` is the script node started; exit code 1 over budget or on error.
 */
export function benchMain<R extends { violations: readonly string[] }>(
  moduleUrl: string,
  name: string,
  runs: { default: number; max: number },
  run: (runs: number) => Promise<R>,
  format: (result: R) => string,
): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(resolve(process.argv[1])).href) return;
  const main = async () => {
    const { values } = parseArgs({ options: { runs: { type: 'string' }, json: { type: 'boolean' } }, strict: true });
    const result = await run(parseRuns(values.runs, runs.default, runs.max));
    if (values.json)
      process.stdout.write(`${JSON.stringify({ ...result, ok: result.violations.length === 0 }, null, 2)}\n`);
    else process.stdout.write(`${format(result)}\n`);
    if (result.violations.length) process.exitCode = 1;
  };
  main().catch((error: unknown) => {
    process.stderr.write(`${name}: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  });
}
