// File-list benchmark: `npx tsx test/perf/file-list-bench.ts [--runs N] [--json]`.
// Needs a build (`npm run build`; HR_SHELL_DIST picks another dist directory).
//
// Starts the demo server in-process (':memory:' database) and, in headless Chromium signed in as
// the owner, loads demo/files.html with one <hr-file-list> (the signed-in user's own files). One
// category's list answer is replaced by page.route with 5,000 synthetic files and held back
// 300 ms, so it is the last answer to arrive. Per page load it measures, from the element's
// `hr-file-list:answer` performance mark (the answer is in, not yet read) until the grid reports every row and
// style and layout are done (forced), and until the next frame was presented. Two modes side by
// side: windowed (the default, @tanstack/react-virtual) and plain (the `render-all` attribute:
// every row in the DOM). Pure parts: ./file-list-bench.logic.ts.
import type { Page } from 'playwright-core';
import { benchMain, defaultDistDir, readBudgetsFile, signedInContext, withDemoBench } from './bench-harness';
import {
  BENCH_FILES,
  fileListViolations,
  formatFileListBench,
  splitFileListBudgets,
  stats,
  syntheticFileList,
  type FileListBenchResult,
  type FileListBudgets,
  type FileListModeResult,
} from './file-list-bench.logic';

export { formatFileListBench } from './file-list-bench.logic';

export const DEFAULT_FILE_LIST_RUNS = 7;
const PAGE = '/files.html';
const HOLD_MS = 300;

declare global {
  interface Window {
    __flResult?: Promise<{ laid: number; painted: number; rows: number }>;
  }
}

/**
 * In the page before its scripts. A string, not a function: tsx compiles functions with esbuild
 * helpers (`__name`) that do not exist in the page.
 */
const MEASURE = `(() => {
  window.__flResult = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the 5,000-file list did not show')), 30000);
    const done = (root, grid) => {
      grid.getBoundingClientRect();
      const laid = performance.now();
      const mark = performance.getEntriesByName('hr-file-list:answer').pop();
      const rows = root.querySelectorAll('[role=row]').length;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          clearTimeout(timer);
          resolve({ laid: mark ? laid - mark.startTime : NaN, painted: mark ? performance.now() - mark.startTime : NaN, rows });
        };
        channel.port2.postMessage(0);
      });
    };
    const watch = () => {
      const host = document.querySelector('hr-file-list');
      const root = host && host.shadowRoot;
      if (!root) return setTimeout(watch, 1);
      const observer = new MutationObserver(() => {
        const grid = root.querySelector('[role=grid]');
        if (!grid || Number(grid.getAttribute('aria-rowcount')) < ${BENCH_FILES}) return;
        observer.disconnect();
        done(root, grid);
      });
      observer.observe(root, { subtree: true, childList: true, attributes: true });
    };
    watch();
  });
})();`;

async function measureMode(page: Page, url: string, runs: number): Promise<FileListModeResult> {
  const laid: number[] = [];
  const painted: number[] = [];
  let domRows = 0;
  for (let run = -1; run < runs; run++) {
    await page.goto(url);
    const sample = await page.evaluate(() => window.__flResult!);
    if (run < 0) continue; // warm-up
    laid.push(sample.laid);
    painted.push(sample.painted);
    domRows = sample.rows;
  }
  return { laidOut: stats(laid), painted: stats(painted), domRows };
}

export async function runFileListBench(
  runs = DEFAULT_FILE_LIST_RUNS,
  budgets: FileListBudgets = {},
  distDir = defaultDistDir(),
): Promise<FileListBenchResult> {
  const { windowed, plain } = await withDemoBench(distDir, async (bench) => {
    const { server } = bench;
    const context = await signedInContext(bench, 'owner', { width: 1440, height: 900 });
    const categories = (await (
      await context.request.get(new URL('/ajax/files/categories.php?scope=employee', server.url).href)
    ).json()) as { categories: Array<{ id: number; kind: string }> };
    const big = categories.categories.find((c) => c.kind === 'normal')?.id;
    if (big === undefined) throw new Error('no normal employee category to fill');
    const body = JSON.stringify(syntheticFileList(BENCH_FILES, big));
    await context.route('**/ajax/employee_files.php?*', async (route) => {
      if (Number(new URL(route.request().url()).searchParams.get('id')) !== big) return route.continue();
      await new Promise((done) => setTimeout(done, HOLD_MS));
      return route.fulfill({ contentType: 'application/json', body });
    });
    // The page with only the user's own list; `?plain` adds render-all.
    await context.route(`**${PAGE}*`, async (route) => {
      const response = await route.fetch();
      const plainMode = new URL(route.request().url()).searchParams.has('plain');
      const html = (await response.text())
        .replace(/<hr-file-list company[^>]*><\/hr-file-list>/, '')
        .replace('<hr-file-list uploader-id="my-files">', `<hr-file-list${plainMode ? ' render-all' : ''}>`);
      return route.fulfill({ response, body: html });
    });
    await context.addInitScript(MEASURE);
    const page = await context.newPage();
    const url = new URL(PAGE, server.url).href;
    const modes = {
      windowed: await measureMode(page, url, runs),
      plain: await measureMode(page, `${url}?plain`, runs),
    };
    await context.close();
    return modes;
  });
  return {
    runs,
    files: BENCH_FILES,
    windowed,
    plain,
    budgets,
    violations: fileListViolations(windowed, budgets),
  };
}

benchMain(
  import.meta.url,
  'file-list-bench',
  { default: DEFAULT_FILE_LIST_RUNS, max: 100 },
  (runs) => runFileListBench(runs, splitFileListBudgets(readBudgetsFile()).fileList),
  formatFileListBench,
);
