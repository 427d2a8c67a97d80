// Load-time benchmark in real Chromium: `npm run bench` (after `npx tsup`).
//
//   npx tsx test/perf/bench.ts [--runs N] [--json]
//
// Serves dist/ and generated pages from its own HTTP server on 127.0.0.1 (nothing else is ever
// requested) and loads, in headless Chromium driven by playwright-core, pages of N = 1, 100, 1000
// elements for three scenarios: <hr-inline-edit> loaded directly, a minimal vanilla custom element
// doing the same work on connect (the baseline), and <hr-inline-edit> through the autoloader.
// Per load: t1 - t0 (head script start -> all N elements :defined + two animation frames), CDP
// ScriptDuration / TaskDuration deltas, and JSHeapUsedSize after a forced GC. Each (scenario, N)
// is loaded --runs times (default 7), each time in a fresh page of one browser context, runs
// interleaved; medians are reported. dist/ is served cacheable and two unrecorded warm-up passes
// come first, so the measured loads see a warm HTTP and V8 code cache, as a returning user does.
// React's download and compile are a per-page constant either way; warm loads make that constant
// smaller and far less noisy, which the marginal per-element cost needs. Then click-to-edit on
// N = 1000 <hr-inline-edit> pages. Results are checked against test/perf/bench-budgets.json;
// exit code 1 when over budget (or when a page misbehaves). Pure parts: ./bench.logic.ts.
// Then the search endpoint benchmark of ./search-bench.ts (budget searchP95MsMax), the shell page
// against React 19 alone (./shell-bench.ts: shellReactTaskRatioMax, shellPageJsGzipMax), and the
// global search, file list and snapshot benchmarks. HR_SHELL_DIST picks another dist directory.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, relative, resolve, sep } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { CONTENT_TYPES } from '../../demo/server/app';
import { launchChromium } from '../support/chromium';
import {
  aggregate,
  checkBudgets,
  clickTargets,
  compareMarginal,
  findRow,
  fixed,
  formatResults,
  formatTable,
  median,
  pageHtml,
  parseBudgets,
  parseCli,
  runOrder,
  SCENARIOS,
  USAGE,
  type Budgets,
  type Marginal,
  type RunSample,
  type Scenario,
} from './bench.logic';
import { formatSearchBench, runSearchBench, type SearchBenchResult } from './search-bench';
import { splitSearchBudget } from './search-bench.logic';
import { formatShellBench, runShellBench } from './shell-bench';
import { splitShellBudgets, type ShellBenchResult, type ShellBudgets } from './shell-bench.logic';
import { budgetsPath, defaultDistDir } from './bench-harness';
import { formatGlobalSearchBench, runGlobalSearchBench } from './global-search-bench';
import { formatFileListBench, runFileListBench } from './file-list-bench';
import { formatSnapshotBench, runSnapshotBench } from './snapshot-bench';
import { splitSnapshotBudgets, type SnapshotBenchResult, type SnapshotBudgets } from './snapshot-bench.logic';
import { splitFileListBudgets, type FileListBenchResult, type FileListBudgets } from './file-list-bench.logic';
import {
  splitGlobalSearchBudgets,
  type GlobalSearchBenchResult,
  type GlobalSearchBudgets,
} from './global-search-bench.logic';

const distDir = defaultDistDir();

const SIZES = [1, 100, 1000] as const;
const N_SMALL = 1;
const N_LARGE = 1000;
const CLICK_FIRST = 499; // the 500th element
const CLICK_STEP = 37;

interface PageTimes {
  t0: number;
  tReady: number;
  t1: number;
  upgradeMs: number | null;
  error?: string;
}

interface ClickResult {
  index: number;
  /** pointerdown -> input exists in the shadow root and has document focus. */
  downToEditMs: number;
  /** First pointerover on the element -> React's first render into its shadow root committed. */
  overToMountMs: number | null;
  /** React had already rendered into the shadow root when pointerdown fired (hover mounted it). */
  mountedBeforeDown: boolean;
}

declare global {
  interface Window {
    __t0?: number;
    __t1?: number;
    __bench?: Promise<PageTimes>;
    __click?: {
      reset(): void;
      result(timeoutMs: number): Promise<
        | { error: string }
        | {
            hostIndex: number;
            down: number;
            over: number | null;
            mounted: number | null;
            done: number;
            mountedBeforeDown: boolean;
          }
      >;
    };
  }
}

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

function fail(message: string): never {
  process.stderr.write(`bench: ${message}\n`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------
// Static server: dist/ and the generated pages, on 127.0.0.1 only.

const scenarioBySlug = new Map<string, Scenario>(Object.values(SCENARIOS).map((scenario) => [scenario.slug, scenario]));

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, cache = 'no-store'): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': cache, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const path = decodeURIComponent(url.pathname);
  if (path === '/save') {
    // Never called by the benchmark (nothing is saved), but the element's endpoint exists.
    send(res, 200, 'application/json; charset=utf-8', '{"ok":true}');
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, 'text/plain; charset=utf-8', 'method not allowed');
    return;
  }
  if (path === '/blank') {
    send(res, 200, 'text/html; charset=utf-8', '<!doctype html><title>blank</title>');
    return;
  }
  const page = /^\/bench\/([a-z]+)\/(\d+)$/.exec(path);
  if (page) {
    const scenario = scenarioBySlug.get(page[1]!);
    const n = Number(page[2]);
    if (scenario && n >= 1 && n <= 10_000) {
      send(res, 200, 'text/html; charset=utf-8', pageHtml(scenario, n));
      return;
    }
  }
  if (path.startsWith('/dist/')) {
    const file = resolve(distDir, `.${path.slice('/dist'.length)}`);
    if (file.startsWith(distDir + sep) && existsSync(file) && statSync(file).isFile()) {
      // Cacheable like a deployed bundle: after the warm-up, loads use the HTTP and V8 code caches.
      send(
        res,
        200,
        CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        readFileSync(file),
        'public, max-age=3600',
      );
      return;
    }
  }
  if (path === '/favicon.ico') {
    res.writeHead(204).end();
    return;
  }
  send(res, 404, 'text/plain; charset=utf-8', 'not found');
}

async function startServer(): Promise<{ server: Server; origin: string }> {
  const server = createServer(handle);
  await new Promise<void>((done, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => done());
  });
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

// ---------------------------------------------------------------------------------------
// One page load

type Metrics = Record<string, number>;

async function getMetrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]));
}

/** after - before for a cumulative CDP metric (seconds -> ms); `after` alone if the counter restarted. */
function deltaMs(before: Metrics, after: Metrics, name: string): number {
  const a = after[name] ?? Number.NaN;
  const b = before[name] ?? 0;
  return (a >= b ? a - b : a) * 1000;
}

interface Loaded {
  sample: RunSample;
  page: Page;
}

/**
 * Loads one benchmark page in a fresh page (tab) of `context`. The page first shows a same-origin
 * blank document, so renderer start-up is not part of the measured navigation; CDP counters are
 * read right before and right after it. The caller closes the page.
 */
async function loadPage(context: BrowserContext, origin: string, scenario: Scenario, n: number): Promise<Loaded> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await page.goto(`${origin}/blank`);
    await cdp.send('Performance.enable');
    const before = await getMetrics(cdp);
    await page.goto(`${origin}/bench/${scenario.slug}/${n}`, { waitUntil: 'domcontentloaded' });
    const times = await page.evaluate(
      () => window.__bench ?? Promise.resolve({ error: 'no harness on the page' } as PageTimes),
    );
    const after = await getMetrics(cdp);
    if (times.error) throw new Error(`${scenario.label} N=${n}: ${times.error}`);
    if (times.upgradeMs === null)
      throw new Error(`${scenario.label} N=${n}: customElements.define('${scenario.tag}') was not seen`);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await getMetrics(cdp)).JSHeapUsedSize ?? Number.NaN;
    await cdp.detach();

    // Same result on every page: the stand-in's attributes, so the baseline does the same work.
    const wrong = await page.evaluate((tag) => {
      const elements = [...document.getElementsByTagName(tag)];
      return elements.filter(
        (el, i) =>
          el.getAttribute('tabindex') !== '0' ||
          el.getAttribute('role') !== 'button' ||
          el.getAttribute('aria-label') !== `Edit Title: Value ${i}`,
      ).length;
    }, scenario.tag);
    if (wrong > 0)
      throw new Error(`${scenario.label} N=${n}: ${wrong} element(s) without the expected tabindex/role/aria-label`);

    const sample: RunSample = {
      scenario: scenario.label,
      n,
      timeMs: times.t1 - times.t0,
      readyMs: times.tReady - times.t0,
      upgradeMs: times.upgradeMs,
      scriptMs: deltaMs(before, after, 'ScriptDuration'),
      taskMs: deltaMs(before, after, 'TaskDuration'),
      heapMB: heap / (1024 * 1024),
    };
    return { sample, page };
  } catch (error) {
    await page.close();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------
// Click to edit

/**
 * Page-side instrumentation: capturing pointerover/pointerdown listeners record performance.now();
 * "editing" (the input exists in the shadow root and has document focus) is checked on focusin,
 * click, every DOM mutation and a rAF poll, so the first moment it holds is seen. A string, not a
 * function: tsx's keepNames would put its `__name` helper into a serialized function.
 */
const INSTRUMENT_CLICKS = `(tag) => {
  const firstOver = new WeakMap();
  const mounted = new WeakMap();
  let current = null;
  let lastHost = null;
  const hostOf = (event) => event.composedPath().find((node) => node instanceof Element && node.localName === tag) ?? null;
  const editing = (host) => {
    const root = host.shadowRoot;
    const input = root && root.querySelector('input');
    return !!input && document.activeElement === host && root.activeElement === input;
  };
  const check = () => {
    if (current && current.done === null && editing(current.host)) current.done = performance.now();
  };
  const poll = () => {
    check();
    if (current && current.done === null) requestAnimationFrame(poll);
  };
  // When React first renders into the shadow root (a lazy element mounts on hover).
  const watchMount = (host) => {
    const root = host.shadowRoot;
    if (!root || mounted.has(host)) return !!root;
    if (root.firstChild) mounted.set(host, performance.now());
    else new MutationObserver((records, observer) => {
      if (!mounted.has(host)) mounted.set(host, performance.now());
      observer.disconnect();
    }).observe(root, { childList: true });
    return true;
  };
  document.addEventListener('pointerover', (event) => {
    const host = hostOf(event);
    if (!host || firstOver.has(host)) return;
    firstOver.set(host, performance.now());
    // The library's own capturing listener may run after this one: look again after the dispatch.
    if (!watchMount(host)) queueMicrotask(() => watchMount(host));
  }, true);
  document.addEventListener('pointerdown', (event) => {
    const down = performance.now();
    const host = hostOf(event);
    lastHost = host;
    if (!host) return;
    current = { host, down, done: null, mountedBeforeDown: !!(host.shadowRoot && host.shadowRoot.firstChild) };
    if (!watchMount(host)) queueMicrotask(() => watchMount(host));
    check();
    requestAnimationFrame(poll);
  }, true);
  document.addEventListener('focusin', check, true);
  document.addEventListener('click', check, true);
  window.addEventListener('click', check);
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  const indexOf = (host) => [...document.getElementsByTagName(tag)].indexOf(host);
  window.__click = {
    reset() {
      current = null;
      lastHost = null;
    },
    async result(timeoutMs) {
      const end = performance.now() + timeoutMs;
      while (performance.now() < end) {
        check();
        if (current && current.done !== null) {
          const over = firstOver.get(current.host);
          const mount = mounted.get(current.host);
          return { hostIndex: indexOf(current.host), down: current.down, over: over === undefined ? null : over,
            mounted: mount === undefined ? null : mount, done: current.done, mountedBeforeDown: current.mountedBeforeDown };
        }
        await new Promise((done) => setTimeout(done, 5));
      }
      const where = lastHost ? 'pointerdown on <' + tag + '> #' + indexOf(lastHost) : 'no pointerdown on any <' + tag + '>';
      return { error: 'editor not open and focused within ' + timeoutMs + ' ms (' + where + ')' };
    },
  };
}`;

async function instrumentClicks(page: Page, tag: string): Promise<void> {
  await page.evaluate(`(${INSTRUMENT_CLICKS})(${JSON.stringify(tag)})`);
}

async function clickToEdit(page: Page, tag: string, index: number): Promise<ClickResult> {
  await page.evaluate(() => window.__click!.reset());
  await page.locator(tag).nth(index).click();
  const result = await page.evaluate((timeout) => window.__click!.result(timeout), 2000);
  if ('error' in result) throw new Error(`click on <${tag}> #${index}: ${result.error}`);
  if (result.hostIndex !== index) throw new Error(`click on <${tag}> #${index} landed on #${result.hostIndex}`);
  return {
    index,
    downToEditMs: result.done - result.down,
    overToMountMs: result.over === null || result.mounted === null ? null : result.mounted - result.over,
    mountedBeforeDown: result.mountedBeforeDown,
  };
}

// ---------------------------------------------------------------------------------------

interface Results {
  samples: RunSample[];
  firstClicks: ClickResult[];
  clicks: ClickResult[];
  /** Elements with a shadow root (React mounted) on the click page after all its clicks. */
  mountedAfterClicks: number;
  browserVersion: string;
}

async function measure(runs: number, origin: string, browser: Browser): Promise<Results> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    return await measureIn(context, runs, origin);
  } finally {
    await context.close();
  }
}

async function measureIn(context: BrowserContext, runs: number, origin: string): Promise<Results> {
  const scenarios = [SCENARIOS.element, SCENARIOS.vanilla, SCENARIOS.autoloader];
  const pairs = scenarios.flatMap((scenario) => SIZES.map((n) => ({ scenario, n })));

  // Warm-up (not recorded): one-time browser-side costs, and the HTTP cache plus V8's code cache
  // (Chromium writes code cache for a script on its second load).
  for (let pass = 0; pass < 2; pass++) {
    for (const scenario of scenarios)
      for (const n of [N_SMALL, N_LARGE]) await (await loadPage(context, origin, scenario, n)).page.close();
  }

  const samples: RunSample[] = [];
  const firstClicks: ClickResult[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    for (const { scenario, n } of runOrder(pairs, run)) {
      const { sample, page } = await loadPage(context, origin, scenario, n);
      try {
        samples.push(sample);
        // The first click on a fresh page mounts React for the first time (cold).
        if (scenario === SCENARIOS.element && n === N_LARGE) {
          await instrumentClicks(page, scenario.tag);
          firstClicks.push(await clickToEdit(page, scenario.tag, CLICK_FIRST));
        }
      } finally {
        await page.close();
      }
    }
    log(`run ${run + 1}/${runs}: ${pairs.length} page loads in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  // Several different elements on one N = 1000 page, starting with the 500th.
  const { page } = await loadPage(context, origin, SCENARIOS.element, N_LARGE);
  const clicks: ClickResult[] = [];
  let mountedAfterClicks = 0;
  try {
    await instrumentClicks(page, SCENARIOS.element.tag);
    for (const index of clickTargets(CLICK_FIRST, runs, CLICK_STEP, N_LARGE)) {
      clicks.push(await clickToEdit(page, SCENARIOS.element.tag, index));
    }
    // Lazy elements should mount one at a time: more shadow roots than clicks means hovering one
    // element activated others (e.g. a mount that collapses the element moves the next under the pointer).
    await page.waitForTimeout(200);
    mountedAfterClicks = await page.evaluate(
      (tag) => [...document.getElementsByTagName(tag)].filter((el) => el.shadowRoot !== null).length,
      SCENARIOS.element.tag,
    );
  } finally {
    await page.close();
  }
  log(`click-to-edit: ${clicks.length} clicks on one page, ${firstClicks.length} first clicks on fresh pages`);
  return {
    samples,
    firstClicks,
    clicks,
    mountedAfterClicks,
    browserVersion: context.browser()?.version() ?? 'unknown',
  };
}

function main(): Promise<void> | void {
  let options;
  try {
    options = parseCli(process.argv.slice(2));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  for (const entry of ['elements/hr-inline-edit.js', 'hr-shell.js']) {
    if (!existsSync(resolve(distDir, entry))) fail(`${resolve(distDir, entry)} is missing: build first.`);
  }
  let budgets: Budgets;
  let searchP95MsMax: number | undefined;
  let shellBudgets: ShellBudgets;
  let globalSearchBudgets: GlobalSearchBudgets;
  let fileListBudgets: FileListBudgets;
  let snapshotBudgets: SnapshotBudgets;
  try {
    const split = splitSearchBudget(JSON.parse(readFileSync(budgetsPath, 'utf8')));
    searchP95MsMax = split.searchP95MsMax;
    const shellSplit = splitShellBudgets(split.rest);
    shellBudgets = shellSplit.shell;
    const searchSplit = splitGlobalSearchBudgets(shellSplit.rest);
    globalSearchBudgets = searchSplit.globalSearch;
    const fileListSplit = splitFileListBudgets(searchSplit.rest);
    fileListBudgets = fileListSplit.fileList;
    const snapshotSplit = splitSnapshotBudgets(fileListSplit.rest);
    snapshotBudgets = snapshotSplit.snapshot;
    budgets = parseBudgets(snapshotSplit.rest);
  } catch (error) {
    fail(`cannot use budgets file ${relative(process.cwd(), budgetsPath)}: ${(error as Error).message}`);
  }
  return run(
    options.runs,
    options.json,
    budgets,
    searchP95MsMax,
    shellBudgets,
    globalSearchBudgets,
    fileListBudgets,
    snapshotBudgets,
  );
}

async function run(
  runs: number,
  json: boolean,
  budgets: Budgets,
  searchP95MsMax: number | undefined,
  shellBudgets: ShellBudgets,
  globalSearchBudgets: GlobalSearchBudgets,
  fileListBudgets: FileListBudgets,
  snapshotBudgets: SnapshotBudgets,
): Promise<void> {
  const started = performance.now();
  const { server, origin } = await startServer();
  let browser: Browser | undefined;
  let results: Results;
  try {
    browser = await launchChromium();
    results = await measure(runs, origin, browser);
  } finally {
    await browser?.close();
    server.close();
  }

  const rows = aggregate(results.samples);
  const element = SCENARIOS.element.label;
  const baseline = SCENARIOS.vanilla.label;
  const autoloader = SCENARIOS.autoloader.label;
  const marginals: Marginal[] = (['timeMs', 'readyMs', 'upgradeMs', 'scriptMs', 'taskMs'] as const).map((metric) =>
    compareMarginal(rows, element, baseline, metric, N_SMALL, N_LARGE),
  );
  const timeMarginal = marginals[0]!;
  const autoloaderMarginal = compareMarginal(rows, autoloader, baseline, 'timeMs', N_SMALL, N_LARGE);
  const clickToEditMs = median(results.clicks.map((click) => click.downToEditMs));
  const firstClickToEditMs = median(results.firstClicks.map((click) => click.downToEditMs));
  const mountMedian = (clicks: ClickResult[]): number | null => {
    const values = clicks.map((click) => click.overToMountMs).filter((value): value is number => value !== null);
    return values.length ? median(values) : null;
  };
  const hoverMountMs = mountMedian(results.clicks);
  const firstHoverMountMs = mountMedian(results.firstClicks);
  const inlineEdit1000Ms = findRow(rows, element, N_LARGE)?.timeMs ?? null;
  const violations = checkBudgets(
    { marginalRatio: timeMarginal.ratio, clickToEditMs, firstClickToEditMs, inlineEdit1000Ms },
    budgets,
  );
  log('search endpoint benchmark…');
  const search: SearchBenchResult = await runSearchBench(undefined, searchP95MsMax);
  log('shell page benchmark…');
  const shell: ShellBenchResult = await runShellBench(runs, shellBudgets, distDir);
  log('global search popup benchmark…');
  const globalSearch: GlobalSearchBenchResult = await runGlobalSearchBench(undefined, globalSearchBudgets, distDir);
  log('file list benchmark…');
  const fileList: FileListBenchResult = await runFileListBench(undefined, fileListBudgets, distDir);
  log('employee snapshot benchmark…');
  const snapshot: SnapshotBenchResult = await runSnapshotBench(undefined, snapshotBudgets, distDir);
  const seconds = (performance.now() - started) / 1000;
  const overBudget =
    violations.length > 0 ||
    search.violations.length > 0 ||
    shell.violations.length > 0 ||
    globalSearch.violations.length > 0 ||
    fileList.violations.length > 0 ||
    snapshot.violations.length > 0;

  if (json) {
    const output = {
      chromium: results.browserVersion,
      runs,
      sizes: SIZES,
      rows,
      marginal: {
        element,
        baseline,
        nSmall: N_SMALL,
        nLarge: N_LARGE,
        metrics: marginals,
        autoloader: autoloaderMarginal,
      },
      clickToEdit: {
        medianMs: clickToEditMs,
        firstClickMedianMs: firstClickToEditMs,
        hoverMountMedianMs: hoverMountMs,
        mountedAfterClicks: results.mountedAfterClicks,
        firstHoverMountMedianMs: firstHoverMountMs,
        clicks: results.clicks,
        firstClicks: results.firstClicks,
      },
      budgets: { ...budgets, ...(searchP95MsMax === undefined ? {} : { searchP95MsMax }) },
      violations,
      search,
      shell,
      globalSearch,
      fileList,
      snapshot,
      ok: !overBudget,
      samples: results.samples,
      seconds,
    };
    process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
    process.exitCode = overBudget ? 1 : 0;
    return;
  }

  const mountedByHover = results.clicks.filter((click) => click.mountedBeforeDown).length;
  const out = [
    `Load-to-rendered benchmark, Chromium ${results.browserVersion} headless, median of ${runs} run(s) per row (fresh page each, warm cache)`,
    `time = head script start -> all N elements :defined + 2 animation frames; ready = same without the frames;`,
    `upgrade = the customElements.define() call (upgrades all parsed elements); script/task = CDP ScriptDuration/`,
    `TaskDuration over the load; heap = JSHeapUsedSize after forced GC.`,
    '',
    formatResults(rows),
    '',
    `Marginal cost per element, (median N=${N_LARGE} - median N=${N_SMALL}) / ${N_LARGE - N_SMALL}:`,
    formatTable(
      ['metric', `${element} µs`, `${baseline} µs`, 'ratio'],
      marginals.map((m) => [
        m.metric,
        fixed(m.elementUs, 2),
        fixed(m.baselineUs, 2),
        m.ratio === null ? 'n/a' : `${m.ratio.toFixed(2)}×`,
      ]),
      ['left', 'right', 'right', 'right'],
    ),
    `  ${autoloader}: ${fixed(autoloaderMarginal.elementUs, 2)} µs/element (time), ${autoloaderMarginal.ratio === null ? 'n/a' : `${autoloaderMarginal.ratio.toFixed(2)}×`} baseline`,
    '',
    'Summary:',
    `  marginal (time)       ${element} ${fixed(timeMarginal.elementUs, 2)} µs/element, ${baseline} ${fixed(timeMarginal.baselineUs, 2)} µs/element, ratio ${fixed(timeMarginal.ratio, 2)}×`,
    `  click-to-edit         median ${fixed(clickToEditMs, 1)} ms over ${results.clicks.length} elements of one N=${N_LARGE} page (pointerdown -> input focused)`,
    `  first click-to-edit   median ${fixed(firstClickToEditMs, 1)} ms, element #${CLICK_FIRST + 1} on ${results.firstClicks.length} fresh N=${N_LARGE} pages`,
    `  hover mount           median ${fixed(firstHoverMountMs, 1)} ms on fresh pages (first React mount), ${fixed(hoverMountMs, 1)} ms on one page: pointerover -> React content in the shadow root`,
    `                        (page.click() moves the mouse first: React had mounted on hover before pointerdown in ${mountedByHover + results.firstClicks.filter((c) => c.mountedBeforeDown).length}/${results.clicks.length + results.firstClicks.length} clicks)`,
    `  mounted elements      ${results.mountedAfterClicks} shadow roots on the click page after ${results.clicks.length} clicks${results.mountedAfterClicks > results.clicks.length ? ' (more than clicked: hover activated neighbours too)' : ''}`,
    `  total                 ${seconds.toFixed(0)} s`,
    '',
  ];
  const searchReport = [
    '',
    formatSearchBench(search),
    '',
    formatShellBench(shell),
    '',
    formatGlobalSearchBench(globalSearch),
    '',
    formatFileListBench(fileList),
    '',
    formatSnapshotBench(snapshot),
  ];
  const limits = Object.entries(budgets)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');
  out.push(
    violations.length === 0 ? `Within budget (${limits || 'no budgets'}).` : `Over budget (${limits}).`,
    ...searchReport,
  );
  process.stdout.write(`${out.join('\n')}\n`);
  if (!overBudget) return;
  const messages = [
    ...violations.map((v) => v.message),
    ...search.violations,
    ...shell.violations,
    ...globalSearch.violations,
    ...fileList.violations,
    ...snapshot.violations,
  ];
  process.stderr.write(
    `\nbench: over budget (${limits}${searchP95MsMax === undefined ? '' : `, searchP95MsMax=${searchP95MsMax}`}):\n${messages.map((m) => `  - ${m}`).join('\n')}\n`,
  );
  process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  fail((error as Error).stack ?? String(error));
}
