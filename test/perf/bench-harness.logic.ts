// Pure parts of the benchmarks' shared harness (./bench-harness.ts).

/** The `--runs` option: a whole number from 1 to `max`, `fallback` when absent. */
export function parseRuns(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1 || runs > max) throw new Error(`--runs must be an integer from 1 to ${max}`);
  return runs;
}
