// Pure parts of the shell-page benchmark (./shell-bench.ts).

export const SHELL_BUDGET_KEYS = ['shellPageJsGzipMax', 'shellFirstRenderMsMax'] as const;
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

export interface ShellLoad {
  /** navigationStart -> nav and header both rendered into their shadow roots. */
  firstRenderMs: number;
  /** Distinct JS files the page loaded, as paths under /dist/. */
  scripts: string[];
}

export interface ShellSummary {
  runs: number;
  firstRenderMedianMs: number;
  firstRenderMaxMs: number;
  /** The union of scripts over every load (they should not differ). */
  scripts: string[];
}

/** The shell's own element files; other elements on the page (the header's search) are counted apart. */
export const SHELL_ELEMENTS = ['elements/hr-global-nav.js', 'elements/hr-global-header.js'] as const;

/** Splits the page's scripts: the shell (autoloader, nav, header, shared chunks, lazy services) and other elements. */
export function splitShellScripts(scripts: readonly string[]): { shell: string[]; others: string[] } {
  const other = (file: string) => file.startsWith('elements/') && !(SHELL_ELEMENTS as readonly string[]).includes(file);
  return { shell: scripts.filter((file) => !other(file)), others: scripts.filter(other) };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function summarizeLoads(loads: readonly ShellLoad[]): ShellSummary {
  const times = loads.map((load) => load.firstRenderMs);
  return {
    runs: loads.length,
    firstRenderMedianMs: median(times),
    firstRenderMaxMs: times.length ? Math.max(...times) : NaN,
    scripts: [...new Set(loads.flatMap((load) => load.scripts))].sort(),
  };
}

export function shellViolations(summary: ShellSummary, jsGzipBytes: number, budgets: ShellBudgets): string[] {
  const out: string[] = [];
  const { shellPageJsGzipMax: bytes, shellFirstRenderMsMax: ms } = budgets;
  if (bytes !== undefined && !(jsGzipBytes <= bytes)) {
    out.push(
      `the shell page loads ${(jsGzipBytes / 1024).toFixed(1)} KB gzip of JS, over shellPageJsGzipMax = ${(bytes / 1024).toFixed(1)} KB`,
    );
  }
  if (ms !== undefined && !(summary.firstRenderMedianMs <= ms)) {
    out.push(
      `header + nav first render median ${summary.firstRenderMedianMs.toFixed(0)} ms, over shellFirstRenderMsMax = ${ms} ms`,
    );
  }
  // qrcode (and the dialog around it) load only when the QR dialog opens.
  const early = summary.scripts.filter((file) => /(^|\/)(qrcode|mobile-qr)-/.test(file));
  if (early.length) out.push(`the shell page loaded ${early.join(', ')} before the QR dialog was opened`);
  return out;
}
