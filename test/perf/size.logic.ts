// The testable core of `npm run size` (test/perf/size.ts is only the command-line shell):
// measuring dist files, matching them to budgets, following esbuild's static imports to
// compute "entry closures", and rendering the table.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** Limits in bytes. `gzip` is the one every entry must have; the others are optional. */
export interface Budget {
  gzip: number;
  raw?: number;
  brotli?: number;
  /**
   * Closures only: several entries loaded by one page (patterns allowed, e.g. the lazily loaded
   * `http-client-*.js` every element fetches on first render). The key is then a page label.
   */
  entries?: string[];
  /**
   * Closures only: files (patterns) the closure must not reach, e.g. `imask-*.js` for a page that
   * uses no masked input: a shared import that drags a vendor chunk in fails the run.
   */
  forbid?: string[];
}

export interface BudgetsFile {
  /** Pattern relative to dist/ (`*` matches within one path segment) -> budget. First match wins. */
  files: Record<string, Budget>;
  /** Entry file relative to dist/ -> budget for the entry plus everything it statically imports. */
  closures: Record<string, Budget>;
}

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export type Status = 'ok' | 'over budget' | 'no budget' | 'missing';

export interface FileResult extends Sizes {
  /** Path relative to dist/, with forward slashes. */
  file: string;
  /** The budgets.files pattern that matched, or null. */
  pattern: string | null;
  budget: Budget | null;
  status: Status;
  /** Human-readable reasons when status is 'over budget'. */
  over: string[];
}

export interface ClosureResult extends Sizes {
  entry: string;
  label: string;
  /** Entry first, then every file reached through static relative imports. */
  files: string[];
  /** Relative imports that point at files which do not exist. */
  missing: string[];
  /** Bare specifiers (e.g. "react") left to the page's import map / bundler: not counted. */
  external: string[];
  budget: Budget;
  status: Status;
  over: string[];
}

export interface Report {
  files: FileResult[];
  closures: ClosureResult[];
  /** budgets.files patterns that matched no file (stale budgets; reported, not fatal). */
  unusedPatterns: string[];
  /** Everything that makes the run fail, one line each. */
  problems: string[];
  ok: boolean;
}

/** What the size check needs of an element record (elements/registry.ts). */
export interface ElementBudget {
  tag: string;
  /** gzip budget of `elements/<tag>.js`, in KB (1024 bytes). */
  budgetKb: number;
}

/**
 * The budgets file plus one file budget per element record (`elements/<tag>.js`), ahead of the
 * file's own patterns. An element without a record has no budget and fails the run.
 */
export function withElementBudgets(budgets: BudgetsFile, elements: readonly ElementBudget[]): BudgetsFile {
  const own = Object.fromEntries(
    elements.map(({ tag, budgetKb }) => [`elements/${tag}.js`, { gzip: budgetKb * 1024 }]),
  );
  return { ...budgets, files: { ...own, ...budgets.files } };
}

export const MEASURED_EXTENSIONS = ['.js', '.mjs', '.css'] as const;

// ---------------------------------------------------------------------------------------
// Static import parsing

// `import x from "…"`, `import{a as b}from"…"`, `import * as ns from '…'`, `import x, {y} from "…"`,
// `import "…"`. The clause must end in `from`, so `import(` (dynamic) and `import.meta` never match;
// the lookbehind keeps `foo.import "…"`-like property accesses out.
const IMPORT_RE =
  /(?<![\w$.])import\b\s*(?:(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s+[\w$]+|\{[^}]*\})?\s*from\s*)?(["'])([^"'\n]+)\1/g;
// `export * from "…"`, `export*as ns from"…"`, `export{a as b}from"./y.js"`.
const EXPORT_FROM_RE = /(?<![\w$.])export\b\s*(?:\*\s*(?:as\s+[\w$]+\s*)?|\{[^}]*\}\s*)from\s*(["'])([^"'\n]+)\1/g;

/**
 * Specifiers of the static `import` / `export … from` statements in esbuild's ESM output
 * (readable or minified), in source order, without duplicates. Dynamic `import("…")` is
 * ignored: those chunks load later and do not count towards what an entry costs up front.
 *
 * This is a scan, not a parser: text inside strings or comments that looks exactly like an
 * import statement would be picked up too. For a size budget that errs on the safe side
 * (over-counting), and only specifiers that resolve to real dist files are followed.
 */
export function parseStaticImports(code: string): string[] {
  const found: { index: number; specifier: string }[] = [];
  for (const re of [IMPORT_RE, EXPORT_FROM_RE]) {
    for (const match of code.matchAll(re)) {
      found.push({ index: match.index, specifier: match[2]! });
    }
  }
  found.sort((a, b) => a.index - b.index);
  return [...new Set(found.map((f) => f.specifier))];
}

export function isRelativeSpecifier(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../');
}

/**
 * Resolves a relative specifier against the importing file (both relative to dist/, forward
 * slashes). Returns null for bare or absolute specifiers.
 */
export function resolveImport(fromFile: string, specifier: string): string | null {
  if (!isRelativeSpecifier(specifier)) return null;
  const clean = specifier.replace(/[?#].*$/, '');
  return posix.normalize(posix.join(posix.dirname(fromFile), clean));
}

// ---------------------------------------------------------------------------------------
// Budget patterns

/** `*` matches any run of characters except `/`; everything else is literal; anchored at both ends. */
export function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`^${body}$`);
}

export function matchesPattern(pattern: string, file: string): boolean {
  return patternToRegExp(normalizeSlashes(pattern)).test(normalizeSlashes(file));
}

/** The first pattern (in the budgets file's order) matching `file`, or null. */
export function findBudget(patterns: Record<string, Budget>, file: string): { pattern: string; budget: Budget } | null {
  for (const [pattern, budget] of Object.entries(patterns)) {
    if (matchesPattern(pattern, file)) return { pattern, budget };
  }
  return null;
}

/** Which limits `sizes` exceeds, as readable strings (empty when within budget). */
export function overBudget(sizes: Sizes, budget: Budget): string[] {
  const over: string[] = [];
  for (const kind of ['gzip', 'raw', 'brotli'] as const) {
    const limit = budget[kind];
    if (limit !== undefined && sizes[kind] > limit) {
      over.push(`${kind} ${formatKB(sizes[kind])} KB > ${formatKB(limit)} KB (+${formatKB(sizes[kind] - limit)} KB)`);
    }
  }
  return over;
}

/** Validates parsed JSON, with messages that say which entry is wrong. */
export function parseBudgets(json: unknown): BudgetsFile {
  if (!isRecord(json)) throw new Error('the budgets file must contain a JSON object');
  const section = (name: 'files' | 'closures'): Record<string, Budget> => {
    const value = json[name] ?? {};
    if (!isRecord(value)) throw new Error(`"${name}" must be an object`);
    const out: Record<string, Budget> = {};
    for (const [key, entry] of Object.entries(value)) {
      if (!isRecord(entry)) throw new Error(`${name}["${key}"] must be an object like { "gzip": 8192 }`);
      const budget: Budget = { gzip: NaN };
      for (const kind of ['gzip', 'raw', 'brotli'] as const) {
        const limit = entry[kind];
        if (limit === undefined) continue;
        if (typeof limit !== 'number' || !Number.isFinite(limit) || limit < 0) {
          throw new Error(`${name}["${key}"].${kind} must be a non-negative number of bytes`);
        }
        budget[kind] = limit;
      }
      if (Number.isNaN(budget.gzip)) throw new Error(`${name}["${key}"] needs a "gzip" limit in bytes`);
      if (entry.entries !== undefined) {
        if (
          name !== 'closures' ||
          !Array.isArray(entry.entries) ||
          !entry.entries.every((e) => typeof e === 'string' && e !== '')
        ) {
          throw new Error(`${name}["${key}"].entries must be a list of files relative to dist/ (closures only)`);
        }
        budget.entries = entry.entries.map(normalizeSlashes);
      }
      if (entry.forbid !== undefined) {
        if (
          name !== 'closures' ||
          !Array.isArray(entry.forbid) ||
          !entry.forbid.every((e) => typeof e === 'string' && e !== '')
        ) {
          throw new Error(`${name}["${key}"].forbid must be a list of file patterns relative to dist/ (closures only)`);
        }
        budget.forbid = entry.forbid.map(normalizeSlashes);
      }
      out[normalizeSlashes(key)] = budget;
    }
    return out;
  };
  return { files: section('files'), closures: section('closures') };
}

// ---------------------------------------------------------------------------------------
// Closure walk

export interface ClosureWalk {
  files: string[];
  missing: string[];
  external: string[];
}

/**
 * Follows static imports from `entry` (breadth-first, each file once, cycles are fine).
 * `readImports(file)` returns the file's import specifiers, or undefined if it does not exist.
 * The entry itself is reported in `missing` when it does not exist.
 */
export function walkClosure(entry: string, readImports: (file: string) => string[] | undefined): ClosureWalk {
  const files: string[] = [];
  const missing: string[] = [];
  const external = new Set<string>();
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const specifiers = readImports(file);
    if (specifiers === undefined) {
      missing.push(file);
      continue;
    }
    files.push(file);
    for (const specifier of specifiers) {
      const target = resolveImport(file, specifier);
      if (target === null) {
        external.add(specifier);
      } else if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return { files, missing, external: [...external] };
}

// ---------------------------------------------------------------------------------------
// Measuring (these touch the file system)

export function measure(content: Buffer | string): Sizes {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }).length,
  };
}

export function isMeasured(file: string): boolean {
  if (file.endsWith('.map') || file.endsWith('.d.ts')) return false;
  return MEASURED_EXTENSIONS.some((ext) => file.endsWith(ext));
}

/** Every measured file under `distDir`, recursively, relative with forward slashes, sorted. */
export function listDistFiles(distDir: string): string[] {
  const out: string[] = [];
  const visit = (dir: string, prefix: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) visit(join(dir, entry.name), relative);
      else if (entry.isFile() && isMeasured(relative)) out.push(relative);
    }
  };
  visit(distDir, '');
  return out.sort(compareFiles);
}

/** Top-level files first, then by path. */
function compareFiles(a: string, b: string): number {
  const depth = a.split('/').length - b.split('/').length;
  return depth !== 0 ? depth : a < b ? -1 : a > b ? 1 : 0;
}

/** Measures everything in `distDir` against `budgets`. */
export function buildReport(distDir: string, budgets: BudgetsFile): Report {
  const problems: string[] = [];
  const contents = new Map<string, Buffer | null>();
  const read = (file: string): Buffer | null => {
    if (!contents.has(file)) {
      try {
        contents.set(file, readFileSync(join(distDir, ...file.split('/'))));
      } catch {
        contents.set(file, null);
      }
    }
    return contents.get(file) ?? null;
  };
  const sizes = new Map<string, Sizes>();
  const sizeOf = (file: string): Sizes => {
    let s = sizes.get(file);
    if (!s) {
      s = measure(read(file) ?? Buffer.alloc(0));
      sizes.set(file, s);
    }
    return s;
  };

  const usedPatterns = new Set<string>();
  const distFiles = listDistFiles(distDir);
  const files: FileResult[] = distFiles.map((file) => {
    const s = sizeOf(file);
    const match = findBudget(budgets.files, file);
    if (!match) {
      problems.push(`${file}: no budget (add a matching pattern to the budgets file's "files")`);
      return { file, ...s, pattern: null, budget: null, status: 'no budget', over: [] };
    }
    usedPatterns.add(match.pattern);
    const over = overBudget(s, match.budget);
    for (const reason of over) problems.push(`${file}: ${reason} (pattern "${match.pattern}")`);
    return {
      file,
      ...s,
      pattern: match.pattern,
      budget: match.budget,
      status: over.length ? 'over budget' : 'ok',
      over,
    };
  });

  const closures: ClosureResult[] = Object.entries(budgets.closures).map(([entry, budget]) => {
    // A page's entries may be patterns (hashed chunk names); a pattern matching nothing is missing.
    const entries = (budget.entries ?? [entry]).flatMap((name) => {
      if (!name.includes('*')) return [name];
      const found = distFiles.filter((file) => matchesPattern(name, file));
      return found.length ? found : [name];
    });
    const walks = entries.map((start) =>
      walkClosure(start, (file) => {
        const buffer = read(file);
        if (buffer === null) return undefined;
        return file.endsWith('.css') ? [] : parseStaticImports(buffer.toString('utf8'));
      }),
    );
    const walk: ClosureWalk = {
      files: [...new Set(walks.flatMap((w) => w.files))],
      missing: [...new Set(walks.flatMap((w) => w.missing))],
      external: [...new Set(walks.flatMap((w) => w.external))],
    };
    const total: Sizes = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of walk.files) {
      const s = sizeOf(file);
      total.raw += s.raw;
      total.gzip += s.gzip;
      total.brotli += s.brotli;
    }
    const label = budget.entries ? entry : `${entry} + shared chunks`;
    const base = { entry, label, ...total, files: walk.files, missing: walk.missing, external: walk.external, budget };
    if (walk.files.length === 0) {
      problems.push(`${label}: entry ${entry} does not exist in dist`);
      return { ...base, status: 'missing', over: [] };
    }
    for (const file of walk.missing) problems.push(`${label}: imports ${file}, which does not exist in dist`);
    for (const pattern of budget.forbid ?? [])
      for (const file of walk.files.filter((loaded) => matchesPattern(pattern, loaded)))
        problems.push(`${label}: loads ${file}, which it must not (forbidden: "${pattern}")`);
    const over = overBudget(total, budget);
    for (const reason of over) problems.push(`${label}: ${reason}`);
    const status: Status = walk.missing.length ? 'missing' : over.length ? 'over budget' : 'ok';
    return { ...base, status, over };
  });

  const unusedPatterns = Object.keys(budgets.files).filter((p) => !usedPatterns.has(p));
  return { files, closures, unusedPatterns, problems, ok: problems.length === 0 };
}

// ---------------------------------------------------------------------------------------
// Formatting

/** Bytes as KB (1024) with one decimal: 1536 -> "1.5". */
export function formatKB(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

export function formatBudget(budget: Budget | null): string {
  if (!budget) return '—';
  const parts = [`${formatKB(budget.gzip)} gz`];
  if (budget.raw !== undefined) parts.push(`${formatKB(budget.raw)} raw`);
  if (budget.brotli !== undefined) parts.push(`${formatKB(budget.brotli)} br`);
  return parts.join(' / ');
}

function formatStatus(row: Sizes & { status: Status; budget: Budget | null }): string {
  if (row.status === 'ok' && row.budget && row.budget.gzip > 0) {
    return `ok (${Math.round((row.gzip / row.budget.gzip) * 100)}% of gz)`;
  }
  if (row.status === 'over budget' && row.budget) {
    const excess = (['gzip', 'raw', 'brotli'] as const)
      .filter((kind) => row.budget![kind] !== undefined && row[kind] > row.budget![kind]!)
      .map((kind) => `${kind} +${formatKB(row[kind] - row.budget![kind]!)} KB`);
    return `OVER: ${excess.join(', ')}`;
  }
  return row.status;
}

/**
 * Renders rows as a table: text columns left-aligned, numeric columns right-aligned, a rule
 * under the header and between the per-file rows and the closure rows.
 */
export function formatTable(report: Pick<Report, 'files' | 'closures'>): string {
  const header = ['file', 'raw KB', 'gzip KB', 'brotli KB', 'budget KB', 'status'];
  const rightAligned = [false, true, true, true, true, false];
  const toCells = (label: string, row: Sizes & { status: Status; budget: Budget | null }): string[] => [
    label,
    formatKB(row.raw),
    formatKB(row.gzip),
    formatKB(row.brotli),
    formatBudget(row.budget),
    formatStatus(row),
  ];
  const groups = [report.files.map((r) => toCells(r.file, r)), report.closures.map((r) => toCells(r.label, r))].filter(
    (g) => g.length > 0,
  );

  const widths = header.map((h, i) => Math.max(h.length, ...groups.flat().map((cells) => cells[i]!.length)));
  const line = (cells: string[]): string =>
    cells
      .map((cell, i) => (rightAligned[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');

  const out = [line(header), rule];
  groups.forEach((group, index) => {
    if (index > 0) out.push(rule);
    for (const cells of group) out.push(line(cells));
  });
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------

function normalizeSlashes(path: string): string {
  return path.replace(/\\/g, '/').replace(/^\.\//, '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
