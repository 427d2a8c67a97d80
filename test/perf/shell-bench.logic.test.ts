import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../demo/server/core/layout';
import {
  compareAt,
  countNodes,
  formatShellBench,
  jsonForScript,
  loadOrder,
  median,
  reactProps,
  shellPageOnly,
  shellViolations,
  splitShellBudgets,
  styleObject,
  summarizePage,
  toReactTree,
  type CpuComparison,
  type JsWeight,
  type PageLoad,
  type ShellBenchResult,
} from './shell-bench.logic';

const load = (overrides: Partial<PageLoad>): PageLoad => ({
  page: 'shell',
  cpu: 1,
  taskMs: 100,
  scriptMs: 50,
  layouts: 2,
  styleRecalcs: 3,
  firstRenderMs: 200,
  scripts: ['/dist/hr-shell.js'],
  ...overrides,
});

const js = (gzipBytes: number, files: string[] = ['/dist/hr-shell.js']): JsWeight => ({
  files,
  gzipBytes,
  rawBytes: gzipBytes * 3,
});

describe('splitShellBudgets', () => {
  it('takes the shell keys out and leaves the other benches their own', () => {
    const { shell, rest } = splitShellBudgets({
      shellPageJsGzipMax: 97280,
      shellReactTaskRatioMax: 1.5,
      marginalRatioMax: 2,
    });
    expect(shell).toEqual({ shellPageJsGzipMax: 97280, shellReactTaskRatioMax: 1.5 });
    expect(rest).toEqual({ marginalRatioMax: 2 });
  });

  it('refuses a limit that is not a positive number', () => {
    expect(() => splitShellBudgets({ shellPageJsGzipMax: '95 KB' })).toThrow(/shellPageJsGzipMax/);
    expect(() => splitShellBudgets({ shellReactTaskRatioMax: 0 })).toThrow(/positive/);
  });
});

describe('shellPageOnly', () => {
  const printed = renderLayout(
    { title: 'Home', trail: 'Home', active: 'home', preload: ['/dist/hr-shell.js'] },
    '',
    { user: { id: 1, isAdmin: true }, banners: { announcement: { id: 1, message: 'Hi' } } },
    [{ href: '/files.html', label: 'files' }],
  );

  it('keeps what the layout prints for the shell: nav, header with its search, banner stack, config, autoloader', () => {
    const page = shellPageOnly(printed);
    for (const part of [
      '<hr-global-nav active="home">',
      '<hr-global-header>',
      '<hr-global-search slot="search">',
      '<hr-banner-stack reserve=',
      'id="hr-shell-config"',
      '<script type="module" src="/dist/hr-shell.js">',
      '<link rel="modulepreload" href="/dist/hr-shell.js">',
      '<link rel="stylesheet" href="/legacy.css">',
    ])
      expect(page).toContain(part);
  });

  it('cuts out the session lock, the snapshot, the support request and the demo panel with its scripts', () => {
    const page = shellPageOnly(printed);
    for (const gone of [
      'hr-session-lock',
      'hr-employee-snapshot',
      'hr-support-request',
      'demo-panel',
      '/demo.js',
      '/panel.js',
      '/panel.css',
    ])
      expect(page).not.toContain(gone);
    expect(page).toMatch(/<\/body>\s*<\/html>\s*$/);
  });

  it('fails, naming the part, when the layout no longer prints one of them', () => {
    expect(() => shellPageOnly(printed.replace('id="place-session-lock"', 'id="elsewhere"'))).toThrow(
      'the demo layout no longer prints the session lock where the benchmark expects it',
    );
  });
});

describe('toReactTree', () => {
  it('turns attributes into the props React prints the same way', () => {
    expect(
      reactProps({
        class: 'nav',
        for: 'q',
        tabindex: '-1',
        hidden: '',
        value: 'ada',
        part: 'item',
        'aria-label': 'Search',
        style: 'min-height: calc(2 * 3em); --gap: 1px; -webkit-line-clamp: 2',
        autofocus: '',
      }),
    ).toEqual({
      className: 'nav',
      htmlFor: 'q',
      tabIndex: '-1',
      hidden: true,
      defaultValue: 'ada',
      part: 'item',
      'aria-label': 'Search',
      style: { minHeight: 'calc(2 * 3em)', '--gap': '1px', WebkitLineClamp: '2' },
    });
    expect(styleObject(' ; color: red;')).toEqual({ color: 'red' });
  });

  it('keeps the shape of the tree, so both pages have as many nodes', () => {
    const react = toReactTree([['nav', { class: 'a' }, ['Home', ['a', { href: '/' }, ['x']]]], '\n']);
    expect(react).toEqual([['nav', { className: 'a' }, ['Home', ['a', { href: '/' }, ['x']]]], '\n']);
    expect(countNodes(react)).toEqual({ elements: 2, texts: 3 });
  });

  it('prints JSON that cannot close its script element', () => {
    expect(jsonForScript(['</script><b>'])).toBe('["\\u003c/script>\\u003cb>"]');
    expect(JSON.parse(jsonForScript(['</script>']))).toEqual(['</script>']);
  });
});

describe('summaries', () => {
  it('alternates which page loads first from one run to the next', () => {
    expect([0, 1, 2].map(loadOrder)).toEqual([
      ['shell', 'react'],
      ['react', 'shell'],
      ['shell', 'react'],
    ]);
  });

  it('takes the medians of one page at one CPU rate, and every file it loaded once', () => {
    const loads = [
      load({ taskMs: 300, layouts: 7, scripts: ['/dist/a.js', '/dist/hr-shell.js'] }),
      load({ taskMs: 100, layouts: 5, scripts: ['/dist/hr-shell.js'] }),
      load({ taskMs: 200, layouts: 6, scripts: ['/dist/hr-shell.js', '/dist/a.js'] }),
      load({ taskMs: 900, cpu: 4 }),
      load({ taskMs: 50, page: 'react' }),
    ];
    expect(summarizePage(loads, 'shell', 1)).toEqual({
      loads: 3,
      taskMs: 200,
      scriptMs: 50,
      layouts: 6,
      styleRecalcs: 3,
      firstRenderMs: 200,
      jsRequests: 2,
      scripts: ['/dist/a.js', '/dist/hr-shell.js'],
    });
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(summarizePage(loads, 'react', 4).loads).toBe(0);
  });

  it('compares the shell page to React alone by median task time', () => {
    const loads = [
      load({ taskMs: 240 }),
      load({ taskMs: 260 }),
      load({ page: 'react', taskMs: 100 }),
      load({ page: 'react', taskMs: 140 }),
    ];
    expect(compareAt(loads, 1).taskRatio).toBeCloseTo(250 / 120);
  });
});

describe('shellViolations', () => {
  const at = (cpu: number, shellMs: number, reactMs: number): CpuComparison =>
    compareAt([load({ cpu, taskMs: shellMs }), load({ page: 'react', cpu, taskMs: reactMs })], cpu);

  it('names each budget the page is over, the ratio at 1× CPU only', () => {
    expect(
      shellViolations([at(1, 250, 100), at(4, 1000, 100)], js(100 * 1024), {
        shellReactTaskRatioMax: 1.5,
        shellPageJsGzipMax: 95 * 1024,
      }),
    ).toEqual([
      "the shell page's main-thread time is 2.50× React alone's at 1× CPU (250 vs 100 ms), over shellReactTaskRatioMax = 1.5",
      'the shell page loads 100.0 KB gzip of JS, over shellPageJsGzipMax = 95.0 KB',
    ]);
  });

  it('passes within budget and without budgets, but never on a NaN measurement', () => {
    const budgets = { shellReactTaskRatioMax: 1.5, shellPageJsGzipMax: 95 * 1024 };
    expect(shellViolations([at(1, 150, 100), at(4, 900, 100)], js(90 * 1024), budgets)).toEqual([]);
    expect(shellViolations([at(1, 900, 100)], js(900 * 1024), {})).toEqual([]);
    expect(shellViolations([compareAt([], 1)], js(0), budgets)).toHaveLength(1);
  });

  it('fails when the page fetched the QR dialog or qrcode before anyone opened it', () => {
    expect(
      shellViolations([], js(1, ['/dist/hr-shell.js', '/dist/qrcode-AbC1.js', '/dist/mobile-qr-x9.js']), {}),
    ).toEqual(['the shell page loaded /dist/qrcode-AbC1.js, /dist/mobile-qr-x9.js before the QR dialog was opened']);
  });
});

describe('formatShellBench', () => {
  it('prints both pages at each CPU rate, the ratio, the bytes and the node counts', () => {
    const comparisons = [at1()];
    const result: ShellBenchResult = {
      runs: 2,
      comparisons,
      shellJs: js(110 * 1024, ['/dist/hr-shell.js', '/dist/shared-a.js']),
      reactJs: js(67 * 1024, ['/bench/react.js']),
      nodes: { shell: { elements: 182, texts: 69 }, react: { elements: 182, texts: 69 } },
      budgets: { shellReactTaskRatioMax: 1.5 },
      violations: shellViolations(comparisons, js(1), { shellReactTaskRatioMax: 1.5 }),
    };
    const text = formatShellBench(result);
    expect(text).toContain('shell/react task time 2.00×');
    expect(text).toContain('shell 110.0 KB gzip (330.0 KB raw) in 2 files; react 67.0 KB gzip (201.0 KB raw) in 1');
    expect(text).toContain('shell 182 elements + 69 text nodes');
    expect(text).toContain('Shell page over budget:\n  - the shell page');
  });

  function at1(): CpuComparison {
    return compareAt([load({ taskMs: 200 }), load({ page: 'react', taskMs: 100 })], 1);
  }
});
