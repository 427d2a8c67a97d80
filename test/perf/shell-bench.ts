// Shell page against React 19 alone: `npx tsx test/perf/shell-bench.ts [--runs N] [--json]`, and a
// part of `npm run bench`. Needs a build (HR_SHELL_DIST picks another dist directory).
//
// Two pages, served by the demo server in-process (same origin, ':memory:' database), signed in as
// the owner:
//  - /bench/shell/  the shell as a legacy page prints it: the demo's own layout (serveShellPage,
//    i.e. renderLayout with requestConfig and the modulepreload list) around an empty <main>, with
//    nav, header (search, account menu) and banner stack. The session lock, the employee snapshot
//    and the demo's control panel are cut out of the printed HTML (shellPageOnly).
//  - /bench/react/  React 19 alone (node_modules react + react-dom/client, production, bundled by
//    esbuild into one file) rendering with createElement the tree the shell page rendered: one
//    unrecorded shell load serializes its body, shadow roots flattened, as JSON. Same stylesheets.
// Loads interleaved, each in a fresh browser context (cold HTTP cache), at 1× and 4× CPU (CDP
// Emulation.setCPUThrottlingRate). Per load, from navigation until settled (rendered, network
// idle, two animation frames): CDP TaskDuration and ScriptDuration (main-thread CPU time:
// threadTicks), LayoutCount and RecalcStyleCount deltas, and the JS files requested; bytes are
// gzip -9 of those files. Medians are compared.
// Budgets (test/perf/bench-budgets.json): shellReactTaskRatioMax (1× CPU), shellPageJsGzipMax
// (everything the shell page loads until settled). Pure parts: ./shell-bench.logic.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { BrowserContext } from 'playwright-core';
import { serveShellPage } from '../../demo/server/modules/pages';
import type { DemoServerOptions } from '../../demo/server/server';
import {
  benchMain,
  defaultDistDir,
  gzipSizeOf,
  readBudgetsFile,
  repoRoot,
  signedInContext,
  withDemoBench,
  type Bench,
} from './bench-harness';
import {
  compareAt,
  countNodes,
  formatShellBench,
  jsonForScript,
  loadOrder,
  shellPageOnly,
  shellViolations,
  splitShellBudgets,
  toReactTree,
  type DomNode,
  type JsWeight,
  type PageKind,
  type PageLoad,
  type ReactNode,
  type ShellBenchResult,
  type ShellBudgets,
} from './shell-bench.logic';

export { formatShellBench } from './shell-bench.logic';

export const DEFAULT_SHELL_RUNS = 7;
const CPU_RATES = [1, 4] as const;
const VIEWPORT = { width: 1600, height: 900 };
const PATHS = { shell: '/bench/shell/', react: '/bench/react/', reactScript: '/bench/react.js' } as const;
const MAIN_FILE = 'main.html';
const REACT_FILE = 'react.js';

declare global {
  interface Window {
    __rendered?: number;
  }
}

/**
 * In the page before its scripts: the time its elements have rendered. A string, not a function:
 * tsx compiles functions with esbuild helpers (`__name`) that do not exist in the page. The banner
 * stack counts once defined with a shadow root (it may have nothing to show).
 */
const WATCH_RENDER = `(() => {
  const shell = ['hr-global-nav', 'hr-global-header', 'hr-global-search'];
  const rendered = (tag) => (document.querySelector(tag)?.shadowRoot?.children.length ?? 0) > 0;
  const ready = () => location.pathname === ${JSON.stringify(PATHS.react)}
    ? !!document.getElementById('root')?.firstChild
    : shell.every(rendered) && !!customElements.get('hr-banner-stack') && !!document.querySelector('hr-banner-stack')?.shadowRoot;
  const poll = () => {
    if (ready()) window.__rendered = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})();`;

/**
 * The children of `selector` as rendered: shadow roots in place of their hosts' children, slots
 * filled. A function of the selector, as a string for the reason above.
 */
const SERIALIZE = `((selector) => {
  const skip = new Set(['script', 'style', 'link', 'template', 'noscript']);
  const out = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return [node.data];
    if (node.nodeType !== Node.ELEMENT_NODE || skip.has(node.localName)) return [];
    if (node.localName === 'slot') {
      const assigned = node.assignedNodes();
      return (assigned.length ? assigned : [...node.childNodes]).flatMap(out);
    }
    const attributes = {};
    for (const name of node.getAttributeNames()) attributes[name] = node.getAttribute(name);
    return [[node.localName, attributes, [...(node.shadowRoot ?? node).childNodes].flatMap(out)]];
  };
  return [...document.querySelector(selector).childNodes].flatMap(out);
})`;

/** React alone: the tree of the page's `#tree` block, rendered into `#root`. */
const REACT_ENTRY = `import { createElement, Fragment } from 'react';
import { createRoot } from 'react-dom/client';
const build = (node) => (typeof node === 'string' ? node : createElement(node[0], node[1], ...node[2].map(build)));
const tree = JSON.parse(document.getElementById('tree').textContent);
createRoot(document.getElementById('root')).render(createElement(Fragment, null, ...tree.map(build)));
`;

const reactPage = (tree: readonly ReactNode[]) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>React 19 alone - hr-shell bench</title>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="/dist/hr-shell.css">
    <link rel="stylesheet" href="/legacy.css">
    <script type="application/json" id="tree">${jsonForScript(tree)}</script>
    <script type="module" src="${PATHS.reactScript}"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

async function bundleReact(file: string): Promise<void> {
  await build({
    stdin: { contents: REACT_ENTRY, resolveDir: repoRoot, loader: 'js', sourcefile: 'react-alone.js' },
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    outfile: file,
    logLevel: 'error',
  });
}

/** The two pages and the React bundle; `tree` is filled in after the first shell load. */
function benchRoutes(work: string, distDir: string, tree: { current: ReactNode[] }): DemoServerOptions['extraRoutes'] {
  return (app) => {
    app.get(PATHS.shell, async (c) => {
      const printed = await serveShellPage(c, { demoDir: work, distDir }, MAIN_FILE, {
        title: 'Home',
        trail: 'Home',
        active: 'home',
      });
      return c.html(shellPageOnly(await printed.text()), 200, { 'Cache-Control': 'no-store' });
    });
    app.get(PATHS.react, (c) => c.html(reactPage(tree.current), 200, { 'Cache-Control': 'no-store' }));
    app.get(PATHS.reactScript, async (c) =>
      c.body(await readFile(join(work, REACT_FILE)), 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
      }),
    );
  };
}

type Metrics = Record<'TaskDuration' | 'ScriptDuration' | 'LayoutCount' | 'RecalcStyleCount', number>;

/** One cold load of `page` in a fresh context; returns the load and the context for more questions. */
async function loadOnce(
  bench: Bench,
  page: PageKind,
  cpu: number,
): Promise<{ load: PageLoad; context: BrowserContext }> {
  const context = await signedInContext(bench, 'owner', VIEWPORT);
  try {
    await context.addInitScript(WATCH_RENDER);
    const tab = await context.newPage();
    const scripts = new Set<string>();
    tab.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.add(pathname);
    });
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const metrics = async (): Promise<Metrics> => {
      const { metrics: list } = await cdp.send('Performance.getMetrics');
      const value = (name: keyof Metrics) => list.find((metric) => metric.name === name)?.value ?? 0;
      return {
        TaskDuration: value('TaskDuration'),
        ScriptDuration: value('ScriptDuration'),
        LayoutCount: value('LayoutCount'),
        RecalcStyleCount: value('RecalcStyleCount'),
      };
    };
    const before = await metrics();
    await tab.goto(new URL(PATHS[page], bench.server.url).href);
    await tab.waitForFunction(() => window.__rendered !== undefined, undefined, { timeout: 30_000 });
    await tab.waitForLoadState('networkidle');
    await tab.evaluate(
      () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
    );
    const after = await metrics();
    const firstRenderMs = await tab.evaluate(() => window.__rendered ?? NaN);
    const load: PageLoad = {
      page,
      cpu,
      taskMs: (after.TaskDuration - before.TaskDuration) * 1000,
      scriptMs: (after.ScriptDuration - before.ScriptDuration) * 1000,
      layouts: after.LayoutCount - before.LayoutCount,
      styleRecalcs: after.RecalcStyleCount - before.RecalcStyleCount,
      firstRenderMs,
      scripts: [...scripts].sort(),
    };
    return { load, context };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** What the page in `context` rendered into `selector`; closes the context. */
async function serialize(context: BrowserContext, selector: string): Promise<DomNode[]> {
  try {
    const [tab] = context.pages();
    if (!tab) throw new Error('the page is gone');
    return (await tab.evaluate(`${SERIALIZE}(${JSON.stringify(selector)})`)) as DomNode[];
  } finally {
    await context.close();
  }
}

/** Where a requested JS path is on disk: dist/, the React bundle, or a demo file. */
function scriptFile(path: string, distDir: string, work: string): string {
  if (path.startsWith('/dist/')) return resolve(distDir, path.slice('/dist/'.length));
  if (path === PATHS.reactScript) return join(work, REACT_FILE);
  return resolve(repoRoot, 'demo', path.slice(1));
}

export async function runShellBench(
  runs = DEFAULT_SHELL_RUNS,
  budgets: ShellBudgets = {},
  distDir = defaultDistDir(),
): Promise<ShellBenchResult> {
  const work = mkdtempSync(join(tmpdir(), 'hr-shell-bench-'));
  try {
    writeFileSync(join(work, MAIN_FILE), '');
    await bundleReact(join(work, REACT_FILE));
    const tree = { current: [] as ReactNode[] };
    return await withDemoBench(
      distDir,
      async (bench) => {
        // The shell's rendered tree, from one unrecorded load, is what React alone renders.
        const shellTree = await serialize((await loadOnce(bench, 'shell', 1)).context, 'body');
        tree.current = toReactTree(shellTree);
        const reactTree = await serialize((await loadOnce(bench, 'react', 1)).context, '#root');

        const loads: PageLoad[] = [];
        for (let run = 0; run < runs; run++) {
          for (const cpu of CPU_RATES) {
            for (const page of loadOrder(run)) {
              const { load, context } = await loadOnce(bench, page, cpu);
              await context.close();
              loads.push(load);
            }
          }
        }
        const comparisons = CPU_RATES.map((cpu) => compareAt(loads, cpu));
        const weigh = (page: PageKind): JsWeight => {
          const files = [...new Set(loads.filter((load) => load.page === page).flatMap((load) => load.scripts))].sort();
          const size = gzipSizeOf(files.map((file) => scriptFile(file, distDir, work)));
          return { files, gzipBytes: size.gzip, rawBytes: size.raw };
        };
        const shellJs = weigh('shell');
        return {
          runs,
          comparisons,
          shellJs,
          reactJs: weigh('react'),
          nodes: { shell: countNodes(shellTree), react: countNodes(reactTree) },
          budgets,
          violations: shellViolations(comparisons, shellJs, budgets),
        };
      },
      benchRoutes(work, distDir, tree),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export const readShellBudgets = (): ShellBudgets => splitShellBudgets(readBudgetsFile()).shell;

benchMain(
  import.meta.url,
  'shell-bench',
  { default: DEFAULT_SHELL_RUNS, max: 100 },
  (runs) => runShellBench(runs, readShellBudgets()),
  formatShellBench,
);
