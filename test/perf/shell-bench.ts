// Shell-page benchmark: `npx tsx test/perf/shell-bench.ts [--runs N] [--json]`, and a
// part of `npm run bench`. Needs a build (`npx tsup`).
//
// Starts the demo server in-process on 127.0.0.1 (':memory:' database), then in headless Chromium
// loads the demo's shell page `/home/` (nav + header, the account menu inside the header; nothing
// else) signed in as the owner (every nav item, every header action, the full account menu), --runs times (default 7), each in a fresh browser context (cold HTTP cache, as a
// first visit). Per load: navigationStart -> both <hr-global-nav> and <hr-global-header> have
// rendered into their shadow roots (polled every animation frame from an init script), and the
// JS files the page requested. Bytes are the gzip -9 size of those files in dist/ (the demo server
// does not compress; a production server would). Budgets: shellPageJsGzipMax, shellFirstRenderMsMax
// in test/perf/bench-budgets.json. Pure parts: ./shell-bench.logic.ts.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startDemoServer } from '../../demo/server/server';
import { launchChromium } from '../support/chromium';
import { measure } from './size.logic';
import {
  shellViolations,
  splitShellBudgets,
  splitShellScripts,
  summarizeLoads,
  type ShellBudgets,
  type ShellLoad,
  type ShellSummary,
} from './shell-bench.logic';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const budgetsPath = resolve(repoRoot, 'test/perf/bench-budgets.json');
export const DEFAULT_SHELL_RUNS = 7;
const SHELL_PAGE = '/home/';

export interface ShellBenchResult extends ShellSummary {
  /** The shell's JS: what the budget is about. */
  jsGzipBytes: number;
  jsRawBytes: number;
  /** Other elements the page prints (the header's search), gzip, not in the budget. */
  otherElements: string[];
  otherGzipBytes: number;
  budgets: ShellBudgets;
  violations: string[];
}

declare global {
  interface Window {
    __shellRendered?: number;
  }
}

/**
 * Runs in the page before any of its scripts. A string, not a function: tsx compiles functions
 * with esbuild helpers (`__name`) that do not exist in the page.
 */
const WATCH_SHELL = `(() => {
  const rendered = (tag) => (document.querySelector(tag)?.shadowRoot?.children.length ?? 0) > 0;
  const poll = () => {
    if (rendered('hr-global-nav') && rendered('hr-global-header')) window.__shellRendered = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})();`;

export async function runShellBench(
  runs = DEFAULT_SHELL_RUNS,
  budgets: ShellBudgets = {},
  distDir = resolve(repoRoot, 'dist'),
): Promise<ShellBenchResult> {
  const server = await startDemoServer({
    port: 0,
    databaseFile: ':memory:',
    demoAdmin: true,
    host: '127.0.0.1',
    distDir,
  });
  const browser = await launchChromium();
  const loads: ShellLoad[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
      try {
        const signedIn = await context.request.post(new URL('/demo/sign-in', server.url).href, {
          data: { username: 'owner' },
        });
        if (!signedIn.ok()) throw new Error(`sign-in failed: ${signedIn.status()}`);
        await context.addInitScript(WATCH_SHELL);
        const page = await context.newPage();
        const scripts = new Set<string>();
        page.on('request', (request) => {
          const path = new URL(request.url()).pathname;
          if (request.resourceType() === 'script' && path.startsWith('/dist/'))
            scripts.add(path.slice('/dist/'.length));
        });
        await page.goto(new URL(SHELL_PAGE, server.url).href);
        await page.waitForFunction(() => window.__shellRendered !== undefined, undefined, { timeout: 15_000 });
        // Lazy chunks the page fetches right after render (the HTTP client) count as page weight.
        await page.waitForLoadState('networkidle');
        const firstRenderMs = await page.evaluate(() => window.__shellRendered ?? NaN);
        loads.push({ firstRenderMs, scripts: [...scripts] });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const summary = summarizeLoads(loads);
  const { shell, others } = splitShellScripts(summary.scripts);
  const sizeOf = (files: string[]) =>
    files
      .map((file) => measure(readFileSync(resolve(distDir, file))))
      .reduce((sum, s) => ({ gzip: sum.gzip + s.gzip, raw: sum.raw + s.raw }), { gzip: 0, raw: 0 });
  const own = sizeOf(shell);
  return {
    ...summary,
    jsGzipBytes: own.gzip,
    jsRawBytes: own.raw,
    otherElements: others,
    otherGzipBytes: sizeOf(others).gzip,
    budgets,
    violations: shellViolations(summary, own.gzip, budgets),
  };
}

export function formatShellBench(result: ShellBenchResult): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    `Shell page: ${SHELL_PAGE} as the owner (nav + header with its account menu), ${result.runs} cold loads, 1600×900:`,
    `  first render (navigationStart -> nav and header rendered)  median ${result.firstRenderMedianMs.toFixed(0)} ms, max ${result.firstRenderMaxMs.toFixed(0)} ms`,
    `  JS loaded for the shell                                     ${kb(result.jsGzipBytes)} gzip (${kb(result.jsRawBytes)} raw) in ${result.scripts.length - result.otherElements.length} files`,
    `    ${result.scripts.filter((file) => !result.otherElements.includes(file)).join(', ')}`,
    ...(result.otherElements.length
      ? [
          `  other elements on the page (not in the budget)              ${kb(result.otherGzipBytes)} gzip: ${result.otherElements.join(', ')}`,
        ]
      : []),
    result.violations.length === 0
      ? `Shell page within budget (${
          Object.entries(result.budgets)
            .map(([k, v]) => `${k}=${v}`)
            .join(', ') || 'no budgets'
        }).`
      : `Shell page over budget:\n${result.violations.map((v) => `  - ${v}`).join('\n')}`,
  ].join('\n');
}

export function readShellBudgets(path = budgetsPath): ShellBudgets {
  return splitShellBudgets(JSON.parse(readFileSync(path, 'utf8'))).shell;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, json: { type: 'boolean' } }, strict: true });
  const runs = values.runs === undefined ? DEFAULT_SHELL_RUNS : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 100) throw new Error('--runs must be an integer from 1 to 100');
  const result = await runShellBench(runs, readShellBudgets());
  if (values.json)
    process.stdout.write(`${JSON.stringify({ ...result, ok: result.violations.length === 0 }, null, 2)}\n`);
  else process.stdout.write(`${formatShellBench(result)}\n`);
  if (result.violations.length) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`shell-bench: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  });
}
