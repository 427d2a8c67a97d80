// Employee snapshot benchmark: `npx tsx test/perf/snapshot-bench.ts [--runs N] [--json]`.
// Needs a build (HR_SHELL_DIST picks another dist directory).
//
// Starts the demo server in-process (':memory:' database) and, in headless Chromium signed in as
// the `employee` user, opens the time-tracking demo page (its layout prints
// <hr-employee-snapshot>). One unrecorded open loads the dialog's chunk; then, --runs times, an
// `hr-snapshot-open` event for another employee, measured:
//  1. render: from the element's `hr-employee-snapshot:data` performance mark (the default
//     snapshot answer parsed) until its sections are committed and style and layout are done
//     (forced): the work that must fit in one 16 ms frame; also until the next frame was
//     presented (rAF, then a message-channel task);
//  2. open: from the event until the dialog is painted with the summary and the sections.
// Pure parts: ./snapshot-bench.logic.ts.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startDemoServer } from '../../demo/server/server';
import { launchChromium } from '../support/chromium';
import { stats } from './global-search-bench.logic';
import {
  formatSnapshotBench,
  snapshotViolations,
  splitSnapshotBudgets,
  type SnapshotBenchResult,
  type SnapshotBudgets,
} from './snapshot-bench.logic';

export { formatSnapshotBench } from './snapshot-bench.logic';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_SNAPSHOT_RUNS = 15;
const PAGE = '/time-tracking.html';

declare global {
  interface Window {
    __snapMeasure?: (employeeId: number) => Promise<{ fromOpen: number; fromData: number; fromDataPainted: number }>;
    __snapClose?: () => Promise<void>;
  }
}

/** In the page before its scripts; a string, as tsx's helpers do not exist in the page. */
const MEASURE = `(() => {
  const root = () => {
    const host = document.querySelector('hr-employee-snapshot');
    if (!host || !host.shadowRoot) throw new Error('hr-employee-snapshot has not rendered');
    return host.shadowRoot;
  };
  const painted = () => new Promise((resolve) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(0);
  }));
  window.__snapClose = async () => {
    const close = root().querySelector('[part="close"]');
    if (close) close.click();
    await painted();
  };
  window.__snapMeasure = (employeeId) => new Promise((resolve, reject) => {
    const shadow = root();
    performance.clearMarks('hr-employee-snapshot:data');
    const ready = () =>
      !!shadow.querySelector('dialog[open] [part="section"]') &&
      !!shadow.querySelector('.snapshot-name') &&
      !shadow.querySelector('[part="loader"]');
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('snapshot did not show: ' + employeeId)); }, 10000);
    let sectionsAt = null;
    const observer = new MutationObserver(() => {
      if (sectionsAt === null && shadow.querySelector('dialog[open] [part="section"]')) {
        shadow.querySelector('dialog').getBoundingClientRect();
        sectionsAt = performance.now();
      }
      if (!ready()) return;
      observer.disconnect();
      clearTimeout(timer);
      shadow.querySelector('dialog').getBoundingClientRect();
      const mark = performance.getEntriesByName('hr-employee-snapshot:data').pop();
      painted().then((at) => resolve({
        fromOpen: at - start,
        fromData: mark ? sectionsAt - mark.startTime : NaN,
        fromDataPainted: mark ? at - mark.startTime : NaN,
      }));
    });
    observer.observe(shadow, { subtree: true, childList: true, attributes: true, characterData: true });
    const start = performance.now();
    document.dispatchEvent(new CustomEvent('hr-snapshot-open', { detail: { employeeId } }));
  });
})();`;

export async function runSnapshotBench(
  runs = DEFAULT_SNAPSHOT_RUNS,
  budgets: SnapshotBudgets = {},
  distDir = process.env.HR_SHELL_DIST ?? resolve(repoRoot, 'dist'),
): Promise<SnapshotBenchResult> {
  const server = await startDemoServer({
    port: 0,
    databaseFile: ':memory:',
    demoAdmin: true,
    host: '127.0.0.1',
    distDir,
  });
  const browser = await launchChromium();
  const render: number[] = [];
  const renderPainted: number[] = [];
  const open: number[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const signedIn = await context.request.post(new URL('/demo/sign-in', server.url).href, {
      data: { username: 'employee' },
    });
    if (!signedIn.ok()) throw new Error(`sign-in failed: ${signedIn.status()}`);
    await context.addInitScript(MEASURE);
    const page = await context.newPage();
    await page.goto(new URL(PAGE, server.url).href);
    await page.waitForFunction(() => !!document.querySelector('hr-employee-snapshot')?.shadowRoot);
    // Employees 1…n in turn; the first open (not counted) also fetches the dialog's chunk.
    for (let run = -1; run < runs; run++) {
      const sample = await page.evaluate((id) => window.__snapMeasure!(id), 1 + ((run + 1) % 40));
      if (run >= 0) {
        render.push(sample.fromData);
        renderPainted.push(sample.fromDataPainted);
        open.push(sample.fromOpen);
      }
      await page.evaluate(() => window.__snapClose!());
    }
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
  const renderStats = stats(render);
  return {
    runs,
    render: renderStats,
    renderPainted: stats(renderPainted),
    open: stats(open),
    budgets,
    violations: snapshotViolations(renderStats, budgets),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, json: { type: 'boolean' } }, strict: true });
  const runs = values.runs === undefined ? DEFAULT_SNAPSHOT_RUNS : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 200) throw new Error('--runs must be an integer from 1 to 200');
  const budgets = splitSnapshotBudgets(
    JSON.parse(readFileSync(resolve(repoRoot, 'test/perf/bench-budgets.json'), 'utf8')),
  ).snapshot;
  const result = await runSnapshotBench(runs, budgets);
  if (values.json)
    process.stdout.write(`${JSON.stringify({ ...result, ok: result.violations.length === 0 }, null, 2)}\n`);
  else process.stdout.write(`${formatSnapshotBench(result)}\n`);
  if (result.violations.length) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`snapshot-bench: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  });
}
