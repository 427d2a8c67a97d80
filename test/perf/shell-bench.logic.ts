// Pure parts of the shell-page benchmark (./shell-bench.ts): the budgets, the shell page cut out
// of a demo page, the rendered tree as React props, the summaries, the ratio and the report.

export const SHELL_BUDGET_KEYS = ['shellPageJsGzipMax', 'shellReactTaskRatioMax'] as const;
export type ShellBudgets = Partial<Record<(typeof SHELL_BUDGET_KEYS)[number], number>>;

/** Takes the shell-page keys out of bench-budgets.json and leaves the rest to the other benches. */
export function splitShellBudgets(raw: unknown): { shell: ShellBudgets; rest: unknown } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { shell: {}, rest: raw };
  const rest: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  const shell: ShellBudgets = {};
  for (const key of SHELL_BUDGET_KEYS) {
    if (!(key in rest)) continue;
    const limit = rest[key];
    delete rest[key];
    if (typeof limit !== 'number' || !Number.isFinite(limit) || limit <= 0)
      throw new Error(`budget "${key}" must be a positive number`);
    shell[key] = limit;
  }
  return { shell, rest };
}

/**
 * What a demo page prints besides the shell, cut out so the page is the shell alone: the session
 * lock, the employee snapshot, the identity verification and the support request (other elements), and the demo's own
 * control panel, event log script and panel styles (not part of a PHP page). Each must be found: a
 * layout that no longer prints one of them fails the benchmark instead of measuring something else.
 */
const NOT_THE_SHELL: readonly { name: string; pattern: RegExp }[] = [
  { name: 'the session lock', pattern: /\s*<div id="place-session-lock"[^>]*>[\s\S]*?<\/div>/ },
  { name: 'the snapshot comment', pattern: /\s*<!-- Opens on hr-snapshot-open[\s\S]*?-->/ },
  { name: 'the employee snapshot', pattern: /\s*<div id="place-employee-snapshot"[^>]*>[\s\S]*?<\/div>/ },
  { name: 'the identity verification', pattern: /\s*<div id="place-identity-verification"[^>]*>[\s\S]*?<\/div>/ },
  { name: 'the support request comment', pattern: /\s*<!-- Opens on hr-support-open[\s\S]*?-->/ },
  { name: 'the support request', pattern: /\s*<div id="place-support-request"[^>]*>[\s\S]*?<\/div>/ },
  { name: 'the demo panel comment', pattern: /\s*<!-- Demo control panel[\s\S]*?-->/ },
  { name: 'the demo panel', pattern: /\s*<section id="demo-panel"[\s\S]*?<\/section>/ },
  { name: 'demo.js', pattern: /\s*<script src="\/demo\.js" defer><\/script>/ },
  { name: 'panel.css', pattern: /\s*<link rel="stylesheet" href="\/panel\.css">/ },
  { name: 'panel.js', pattern: /\s*<script src="\/panel\.js" defer><\/script>/ },
];

export function shellPageOnly(html: string): string {
  return NOT_THE_SHELL.reduce((page, { name, pattern }) => {
    if (!pattern.test(page)) throw new Error(`the demo layout no longer prints ${name} where the benchmark expects it`);
    return page.replace(pattern, '');
  }, html);
}

/** A rendered node as the page serializes it: text, or [tag, attributes, children] (shadow roots flattened). */
export type DomNode = string | [tag: string, attributes: Record<string, string>, children: DomNode[]];
/** The same node with React props. */
export type ReactNode =
  string | [tag: string, props: Record<string, string | boolean | Record<string, string>>, children: ReactNode[]];

/** HTML attribute names React knows by another name. */
const PROP_NAMES: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  contenteditable: 'contentEditable',
  spellcheck: 'spellCheck',
  enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode',
  novalidate: 'noValidate',
  formnovalidate: 'formNoValidate',
  value: 'defaultValue',
  checked: 'defaultChecked',
};
/** Boolean attributes: React drops them for an empty string, so they become `true`. */
const BOOLEAN_PROPS = new Set([
  'hidden',
  'disabled',
  'inert',
  'open',
  'required',
  'multiple',
  'selected',
  'readOnly',
  'noValidate',
  'formNoValidate',
  'defaultChecked',
]);

/** `min-height: 3em; --gap: 1px` as a React style object. */
export function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!name) continue;
    const key = name.startsWith('--')
      ? name
      : name
          .replace(/^-(webkit|moz|ms)-/, (_, vendor: string) => `${vendor[0]!.toUpperCase()}${vendor.slice(1)}-`)
          .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[key] = value;
  }
  return style;
}

/** The props React needs to print the same attributes; `autofocus` and inline handlers are left out. */
export function reactProps(
  attributes: Record<string, string>,
): Record<string, string | boolean | Record<string, string>> {
  const props: Record<string, string | boolean | Record<string, string>> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'autofocus' || name.startsWith('on')) continue;
    if (name === 'style') {
      props.style = styleObject(value);
      continue;
    }
    const prop = PROP_NAMES[name] ?? name;
    props[prop] = BOOLEAN_PROPS.has(prop) ? true : value;
  }
  return props;
}

export const toReactTree = (nodes: readonly DomNode[]): ReactNode[] =>
  nodes.map((node) => (typeof node === 'string' ? node : [node[0], reactProps(node[1]), toReactTree(node[2])]));

/** Elements and text nodes of a tree. */
export const countNodes = (nodes: readonly (DomNode | ReactNode)[]): { elements: number; texts: number } =>
  nodes.reduce<{ elements: number; texts: number }>(
    (sum, node) => {
      if (typeof node === 'string') return { ...sum, texts: sum.texts + 1 };
      const inner = countNodes(node[2]);
      return { elements: sum.elements + 1 + inner.elements, texts: sum.texts + inner.texts };
    },
    { elements: 0, texts: 0 },
  );

/** JSON for inside `<script type="application/json">`: no `<` that could close the element. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export type PageKind = 'shell' | 'react';

/** Loads of one run in turn, the first page alternating between runs so neither always goes first. */
export const loadOrder = (run: number): PageKind[] => (run % 2 === 0 ? ['shell', 'react'] : ['react', 'shell']);

export interface PageLoad {
  page: PageKind;
  /** CPU throttling rate (1 = none). */
  cpu: number;
  /** Main-thread task time (CDP TaskDuration) from navigation until the page settled. */
  taskMs: number;
  /** Script time (CDP ScriptDuration) over the same span. */
  scriptMs: number;
  layouts: number;
  styleRecalcs: number;
  /** navigationStart -> the page's elements rendered. */
  firstRenderMs: number;
  /** Distinct JS files the page requested, as URL paths. */
  scripts: string[];
}

export interface PageSummary {
  loads: number;
  taskMs: number;
  scriptMs: number;
  layouts: number;
  styleRecalcs: number;
  firstRenderMs: number;
  jsRequests: number;
  /** Every JS file any load requested, once. */
  scripts: string[];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Medians of one page's loads at one CPU rate. */
export function summarizePage(loads: readonly PageLoad[], page: PageKind, cpu: number): PageSummary {
  const own = loads.filter((load) => load.page === page && load.cpu === cpu);
  const of = (pick: (load: PageLoad) => number) => median(own.map(pick));
  return {
    loads: own.length,
    taskMs: of((load) => load.taskMs),
    scriptMs: of((load) => load.scriptMs),
    layouts: of((load) => load.layouts),
    styleRecalcs: of((load) => load.styleRecalcs),
    firstRenderMs: of((load) => load.firstRenderMs),
    jsRequests: of((load) => load.scripts.length),
    scripts: [...new Set(own.flatMap((load) => load.scripts))].sort(),
  };
}

export interface CpuComparison {
  cpu: number;
  shell: PageSummary;
  react: PageSummary;
  /** Median task time of the shell page over React alone's. */
  taskRatio: number;
}

export const compareAt = (loads: readonly PageLoad[], cpu: number): CpuComparison => {
  const shell = summarizePage(loads, 'shell', cpu);
  const react = summarizePage(loads, 'react', cpu);
  return { cpu, shell, react, taskRatio: shell.taskMs / react.taskMs };
};

export interface JsWeight {
  files: string[];
  gzipBytes: number;
  rawBytes: number;
}

/** Over budget: the 1× task-time ratio, the shell page's JS; the QR code loading early. */
export function shellViolations(
  comparisons: readonly CpuComparison[],
  shellJs: JsWeight,
  budgets: ShellBudgets,
): string[] {
  const out: string[] = [];
  const unthrottled = comparisons.find((comparison) => comparison.cpu === 1);
  const { shellPageJsGzipMax: bytes, shellReactTaskRatioMax: ratio } = budgets;
  if (ratio !== undefined && unthrottled && !(unthrottled.taskRatio <= ratio)) {
    out.push(
      `the shell page's main-thread time is ${unthrottled.taskRatio.toFixed(2)}× React alone's at 1× CPU (${unthrottled.shell.taskMs.toFixed(0)} vs ${unthrottled.react.taskMs.toFixed(0)} ms), over shellReactTaskRatioMax = ${ratio}`,
    );
  }
  if (bytes !== undefined && !(shellJs.gzipBytes <= bytes)) {
    out.push(
      `the shell page loads ${(shellJs.gzipBytes / 1024).toFixed(1)} KB gzip of JS, over shellPageJsGzipMax = ${(bytes / 1024).toFixed(1)} KB`,
    );
  }
  // qrcode (and the dialog around it) load only when the QR dialog opens.
  const early = shellJs.files.filter((file) => /(^|\/)(qrcode|mobile-qr)-/.test(file));
  if (early.length) out.push(`the shell page loaded ${early.join(', ')} before the QR dialog was opened`);
  return out;
}

export interface ShellBenchResult {
  runs: number;
  comparisons: CpuComparison[];
  shellJs: JsWeight;
  reactJs: JsWeight;
  /** The rendered tree of each page (shadow roots flattened; style, script and link elements left out). */
  nodes: { shell: { elements: number; texts: number }; react: { elements: number; texts: number } };
  budgets: ShellBudgets;
  violations: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text: string, width: number) => text.padStart(width);

export function formatShellBench(result: ShellBenchResult): string {
  const { shell, react } = result.nodes;
  const rows = result.comparisons.flatMap(({ cpu, shell: s, react: r, taskRatio }) => [
    `  ${cpu}× CPU  shell  ${pad(s.taskMs.toFixed(0), 5)} ms task  ${pad(s.scriptMs.toFixed(0), 5)} ms script  ${pad(String(s.layouts), 3)} layouts  ${pad(String(s.styleRecalcs), 3)} style recalcs  ${pad(String(s.jsRequests), 3)} JS requests  first render ${s.firstRenderMs.toFixed(0)} ms`,
    `          react  ${pad(r.taskMs.toFixed(0), 5)} ms task  ${pad(r.scriptMs.toFixed(0), 5)} ms script  ${pad(String(r.layouts), 3)} layouts  ${pad(String(r.styleRecalcs), 3)} style recalcs  ${pad(String(r.jsRequests), 3)} JS requests  first render ${r.firstRenderMs.toFixed(0)} ms`,
    `          shell/react task time ${taskRatio.toFixed(2)}×, script time ${(s.scriptMs / r.scriptMs).toFixed(2)}×`,
  ]);
  const limits =
    Object.entries(result.budgets)
      .map(([key, value]) => `${key}=${value}`)
      .join(', ') || 'no budgets';
  return [
    `Shell page against React 19 alone: medians of ${result.runs} cold loads each, interleaved, 1600×900 (navigation -> rendered, network idle, 2 frames):`,
    ...rows,
    `  JS  shell ${kb(result.shellJs.gzipBytes)} gzip (${kb(result.shellJs.rawBytes)} raw) in ${result.shellJs.files.length} files; react ${kb(result.reactJs.gzipBytes)} gzip (${kb(result.reactJs.rawBytes)} raw) in ${result.reactJs.files.length}`,
    `    ${result.shellJs.files.join(', ')}`,
    `  rendered tree  shell ${shell.elements} elements + ${shell.texts} text nodes (shadow roots flattened); react ${react.elements} + ${react.texts}`,
    result.violations.length === 0
      ? `Shell page within budget (${limits}).`
      : `Shell page over budget:\n${result.violations.map((v) => `  - ${v}`).join('\n')}`,
  ].join('\n');
}
