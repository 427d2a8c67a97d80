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
import { benchMain, defaultDistDir, readBudgetsFile, signedInContext, withDemoBench } from './bench-harness';
import { stats } from './global-search-bench.logic';
import {
  formatSnapshotBench,
  snapshotViolations,
  splitSnapshotBudgets,
  type SnapshotBenchResult,
  type SnapshotBudgets,
} from './snapshot-bench.logic';

export { formatSnapshotBench } from './snapshot-bench.logic';

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
  distDir = defaultDistDir(),
): Promise<SnapshotBenchResult> {
  const render: number[] = [];
  const renderPainted: number[] = [];
  const open: number[] = [];
  await withDemoBench(distDir, async (bench) => {
    const { server } = bench;
    const context = await signedInContext(bench, 'employee', { width: 1440, height: 900 });
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
  });
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

benchMain(
  import.meta.url,
  'snapshot-bench',
  { default: DEFAULT_SNAPSHOT_RUNS, max: 200 },
  (runs) => runSnapshotBench(runs, splitSnapshotBudgets(readBudgetsFile()).snapshot),
  formatSnapshotBench,
);
