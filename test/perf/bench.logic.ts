// The testable core of `npm run bench` (test/perf/bench.ts is the browser-driving shell):
// medians, marginal per-element cost, ratios, run order, budget parsing and checking, the
// command line, and the text table. Nothing here touches the browser, the network or the disk.

/** One page load of one (scenario, N): what the page and CDP reported. */
export interface RunSample {
  scenario: string;
  n: number;
  /** t1 - t0: head script start until every element is upgraded and two frames have passed. */
  timeMs: number;
  /** Head script start until every element is upgraded (before the frames: no vsync wait). */
  readyMs: number;
  /** Duration of the customElements.define() call for the tag: upgrading the N parsed elements. */
  upgradeMs: number;
  /** CDP Performance.getMetrics ScriptDuration delta over the load. */
  scriptMs: number;
  /** CDP Performance.getMetrics TaskDuration delta over the load. */
  taskMs: number;
  /** JSHeapUsedSize after a forced GC, in MB (1024 * 1024 bytes). */
  heapMB: number;
}

export const METRICS = ['timeMs', 'readyMs', 'upgradeMs', 'scriptMs', 'taskMs', 'heapMB'] as const;
export type Metric = (typeof METRICS)[number];

/** Medians of every metric for one (scenario, N), plus how many samples they came from and their range. */
export interface Row extends Record<Metric, number> {
  scenario: string;
  n: number;
  runs: number;
  min: Record<Metric, number>;
  max: Record<Metric, number>;
}

/** The element's marginal cost against the baseline's, for one metric. */
export interface Marginal {
  metric: Metric;
  /** µs per element: (median at nLarge - median at nSmall) / (nLarge - nSmall) * 1000. */
  elementUs: number;
  baselineUs: number;
  /** elementUs / baselineUs; null when the baseline cost is not positive (nothing to compare to). */
  ratio: number | null;
}

export interface Budgets {
  /** Largest allowed element/baseline ratio of the marginal per-element cost (time metric). */
  marginalRatioMax?: number;
  /** Largest allowed median pointerdown-to-editing time, ms (several elements, and first clicks). */
  clickToEditMsMax?: number;
  /** Largest allowed median load-to-rendered time of hr-inline-edit at N = 1000, ms. */
  inlineEdit1000MsMax?: number;
}

export const BUDGET_KEYS = ['marginalRatioMax', 'clickToEditMsMax', 'inlineEdit1000MsMax'] as const;

export interface Violation {
  budget: keyof Budgets;
  limit: number;
  actual: number | null;
  message: string;
}

/** Median of a non-empty list (mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty list');
  if (values.some((value) => !Number.isFinite(value))) throw new Error('median of a non-finite value');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Marginal cost of one more element, in µs, from two medians in ms:
 * (large - small) / (nLarge - nSmall) * 1000. Negative when the noise exceeds the cost.
 */
export function marginalUs(smallMs: number, largeMs: number, nSmall: number, nLarge: number): number {
  if (!(nLarge > nSmall)) throw new Error(`marginal cost needs nLarge > nSmall (got ${nSmall} and ${nLarge})`);
  return ((largeMs - smallMs) / (nLarge - nSmall)) * 1000;
}

/** element / baseline, or null when the baseline is not a positive finite cost. */
export function costRatio(element: number, baseline: number): number | null {
  if (!Number.isFinite(element) || !Number.isFinite(baseline) || baseline <= 0) return null;
  return element / baseline;
}

/** Groups samples by (scenario, N) and takes the median of each metric; keeps first-seen order. */
export function aggregate(samples: readonly RunSample[]): Row[] {
  const groups = new Map<string, RunSample[]>();
  for (const sample of samples) {
    const key = `${sample.scenario}\u0000${sample.n}`;
    const group = groups.get(key);
    if (group) group.push(sample);
    else groups.set(key, [sample]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    const row = { scenario: first.scenario, n: first.n, runs: group.length, min: {}, max: {} } as Row;
    for (const metric of METRICS) {
      const values = group.map((sample) => sample[metric]);
      row[metric] = median(values);
      row.min[metric] = Math.min(...values);
      row.max[metric] = Math.max(...values);
    }
    return row;
  });
}

export function findRow(rows: readonly Row[], scenario: string, n: number): Row | undefined {
  return rows.find((row) => row.scenario === scenario && row.n === n);
}

/** Marginal cost of `element` and `baseline` between nSmall and nLarge for one metric. */
export function compareMarginal(
  rows: readonly Row[],
  element: string,
  baseline: string,
  metric: Metric,
  nSmall: number,
  nLarge: number,
): Marginal {
  const need = (scenario: string, n: number): Row => {
    const row = findRow(rows, scenario, n);
    if (!row) throw new Error(`no results for ${scenario} at N=${n}`);
    return row;
  };
  const elementUs = marginalUs(need(element, nSmall)[metric], need(element, nLarge)[metric], nSmall, nLarge);
  const baselineUs = marginalUs(need(baseline, nSmall)[metric], need(baseline, nLarge)[metric], nSmall, nLarge);
  return { metric, elementUs, baselineUs, ratio: costRatio(elementUs, baselineUs) };
}

/**
 * Which (scenario, N) pairs to load in run `run`: every pair once, rotated by the run index, so
 * a burst of background load (other processes, GC, thermal) spreads over all pairs instead of
 * landing on one scenario's block of consecutive runs.
 */
export function runOrder<T>(pairs: readonly T[], run: number): T[] {
  if (pairs.length === 0) return [];
  const shift = ((run % pairs.length) + pairs.length) % pairs.length;
  return [...pairs.slice(shift), ...pairs.slice(0, shift)];
}

/** `n` distinct element indexes starting at `first`, `step` apart, wrapping inside [0, count). */
export function clickTargets(first: number, n: number, step: number, count: number): number[] {
  if (n > count) throw new Error(`cannot pick ${n} distinct elements out of ${count}`);
  if (!(count > 0) || !(n >= 0) || !(step >= 0)) throw new Error('clickTargets needs count > 0, n >= 0, step >= 0');
  const picked: number[] = [];
  for (let k = 0; picked.length < n; k++) {
    let index = (first + k * step) % count;
    // Step cycles can revisit an index: probe forward to the next free one (n <= count, so it exists).
    while (picked.includes(index)) index = (index + 1) % count;
    picked.push(index);
  }
  return picked;
}

// ---------------------------------------------------------------------------------------
// Pages

export interface Scenario {
  /** Label in the table and the JSON. */
  label: string;
  /** URL segment. */
  slug: string;
  /** The tag the page is made of. */
  tag: string;
  /** What goes in <head> after the harness to define the tag. */
  loader: string;
}

/** The minimal vanilla custom element the library is compared with: same attributes, same markup. */
export const VANILLA_ELEMENT = `class VanillaEdit extends HTMLElement {
  connectedCallback() {
    this.setAttribute('tabindex', '0');
    this.setAttribute('role', 'button');
    this.setAttribute('aria-label', 'Edit Title: ' + this.textContent);
  }
}
customElements.define('vanilla-edit', VanillaEdit);`;

export const SCENARIOS = {
  element: {
    label: 'hr-inline-edit',
    slug: 'element',
    tag: 'hr-inline-edit',
    loader: '<script type="module" src="/dist/elements/hr-inline-edit.js"></script>',
  },
  vanilla: {
    label: 'vanilla',
    slug: 'vanilla',
    tag: 'vanilla-edit',
    loader: `<script type="module">\n${VANILLA_ELEMENT}\n</script>`,
  },
  autoloader: {
    label: 'hr-inline-edit (autoloader)',
    slug: 'autoloader',
    tag: 'hr-inline-edit',
    loader: '<script type="module" src="/dist/hr-shell.js"></script>',
  },
} as const satisfies Record<string, Scenario>;

/** N copies of the page's markup: `<tag save-src="/save" record-id="{i+1}" label="Title">Value {i}</tag>`. */
export function elementMarkup(tag: string, n: number): string {
  const lines: string[] = [];
  for (let i = 0; i < n; i++)
    lines.push(`<${tag} save-src="/save" record-id="${i + 1}" label="Title">Value ${i}</${tag}>`);
  return lines.join('\n');
}

/**
 * Classic inline script, first thing in <head>: records t0, then resolves `window.__bench` once
 * the tag is defined, the document is parsed, all N elements are `:defined` (tReady), and two
 * animation frames have passed so style, layout and paint of the upgraded page happened (t1).
 * It also times the customElements.define() call for the tag: define upgrades every element
 * already parsed before it returns, so that is the elements' own JS cost (upgradeMs), free of
 * network, compile and frame timing.
 */
export function harnessScript(tag: string, n: number, timeoutMs = 20_000): string {
  return `window.__t0 = performance.now();
window.__bench = new Promise((resolve) => {
  const TAG = ${JSON.stringify(tag)}, N = ${n}, t0 = window.__t0;
  const define = customElements.define;
  let upgradeMs = null;
  customElements.define = function (name, constructor, options) {
    const start = performance.now();
    try {
      return define.call(this, name, constructor, options);
    } finally {
      if (name === TAG) upgradeMs = performance.now() - start;
    }
  };
  const timer = setTimeout(() => resolve({ error: 'timed out after ${timeoutMs} ms waiting for <' + TAG + '>' }), ${timeoutMs});
  const fail = (error) => { clearTimeout(timer); resolve({ error }); };
  const parsed = new Promise((done) => document.readyState === 'loading'
    ? document.addEventListener('DOMContentLoaded', () => done(), { once: true }) : done());
  Promise.all([customElements.whenDefined(TAG), parsed]).then(() => {
    const found = document.getElementsByTagName(TAG).length;
    if (found !== N) return fail('expected ' + N + ' <' + TAG + '>, found ' + found);
    const pending = document.querySelectorAll(TAG + ':not(:defined)').length;
    if (pending) return fail(pending + ' <' + TAG + '> not upgraded');
    const tReady = performance.now();
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const t1 = window.__t1 = performance.now();
      clearTimeout(timer);
      resolve({ t0, tReady, t1, upgradeMs });
    }));
  }, (error) => fail(String(error)));
});`;
}

/** The whole benchmark page for one scenario and N. */
export function pageHtml(scenario: Scenario, n: number): string {
  return `<!doctype html>
<html lang="en">
<head>
<script>
${harnessScript(scenario.tag, n)}
</script>
<title>bench: ${scenario.label}, N=${n}</title>
${scenario.loader}
</head>
<body>
<main>
${elementMarkup(scenario.tag, n)}
</main>
</body>
</html>
`;
}

// ---------------------------------------------------------------------------------------
// Budgets

/** Validates the budgets file: an object of known keys, each a positive finite number. */
export function parseBudgets(value: unknown): Budgets {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('budgets must be a JSON object');
  }
  const budgets: Budgets = {};
  for (const [key, limit] of Object.entries(value as Record<string, unknown>)) {
    if (!(BUDGET_KEYS as readonly string[]).includes(key)) {
      throw new Error(`unknown budget "${key}" (known: ${BUDGET_KEYS.join(', ')})`);
    }
    if (typeof limit !== 'number' || !Number.isFinite(limit) || limit <= 0) {
      throw new Error(`budget "${key}" must be a positive number`);
    }
    budgets[key as keyof Budgets] = limit;
  }
  return budgets;
}

export interface BudgetInputs {
  /** Ratio of the marginal cost (time metric); null when it could not be computed. */
  marginalRatio: number | null;
  /** Median pointerdown-to-editing over several elements of one page. */
  clickToEditMs: number | null;
  /** Median pointerdown-to-editing of the first click on fresh pages (React's first mount). */
  firstClickToEditMs: number | null;
  inlineEdit1000Ms: number | null;
}

/** Every budget the results exceed (or cannot be checked against), one readable line each. */
export function checkBudgets(inputs: BudgetInputs, budgets: Budgets): Violation[] {
  const violations: Violation[] = [];
  const check = (budget: keyof Budgets, actual: number | null, what: string, unit: string, digits: number) => {
    const limit = budgets[budget];
    if (limit === undefined) return;
    if (actual === null || !Number.isFinite(actual)) {
      violations.push({
        budget,
        limit,
        actual: null,
        message: `${what}: not measurable (budget ${budget} = ${limit}${unit})`,
      });
    } else if (actual > limit) {
      violations.push({
        budget,
        limit,
        actual,
        message: `${what} is ${actual.toFixed(digits)}${unit}, over ${budget} = ${limit}${unit}`,
      });
    }
  };
  check('marginalRatioMax', inputs.marginalRatio, 'marginal cost ratio element/baseline', '×', 2);
  check('clickToEditMsMax', inputs.clickToEditMs, 'click-to-edit median', ' ms', 1);
  check('clickToEditMsMax', inputs.firstClickToEditMs, 'first click-to-edit on a fresh page, median', ' ms', 1);
  check('inlineEdit1000MsMax', inputs.inlineEdit1000Ms, 'hr-inline-edit N=1000 load-to-rendered median', ' ms', 1);
  return violations;
}

// ---------------------------------------------------------------------------------------
// Command line

export interface CliOptions {
  runs: number;
  json: boolean;
  help: boolean;
}

export const USAGE = 'usage: tsx test/perf/bench.ts [--runs N] [--json]';

/** Parses `--runs N` / `--runs=N` (1..50), `--json`, `--help`/`-h`; throws on anything else. */
export function parseCli(argv: readonly string[], defaults: { runs: number } = { runs: 7 }): CliOptions {
  const options: CliOptions = { runs: defaults.runs, json: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--json') options.json = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const raw = arg === '--runs' ? argv[++i] : arg.slice('--runs='.length);
      if (raw === undefined || !/^\d+$/.test(raw))
        throw new Error(`--runs needs a whole number (got ${raw ?? 'nothing'})`);
      const runs = Number(raw);
      if (runs < 1 || runs > 50) throw new Error(`--runs must be between 1 and 50 (got ${runs})`);
      options.runs = runs;
    } else throw new Error(`unknown argument "${arg}"`);
  }
  return options;
}

// ---------------------------------------------------------------------------------------
// Formatting

export type Align = 'left' | 'right';

/** Fixed-width text table: a header, a rule, then the rows; cells padded per column. */
export function formatTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Align[],
): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    widths
      .map((width, column) => {
        const cell = cells[column] ?? '';
        return align[column] === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function fixed(value: number | null, digits: number): string {
  return value === null || !Number.isFinite(value) ? 'n/a' : value.toFixed(digits);
}

/** The results table: scenario, N, and the medians. */
export function formatResults(rows: readonly Row[]): string {
  return formatTable(
    ['scenario', 'N', 'time ms', '(min-max)', 'ready ms', 'upgrade ms', 'script ms', 'task ms', 'heap MB'],
    rows.map((row) => [
      row.scenario,
      String(row.n),
      fixed(row.timeMs, 1),
      `(${fixed(row.min.timeMs, 0)}-${fixed(row.max.timeMs, 0)})`,
      fixed(row.readyMs, 1),
      fixed(row.upgradeMs, 2),
      fixed(row.scriptMs, 1),
      fixed(row.taskMs, 1),
      fixed(row.heapMB, 2),
    ]),
    ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
}
