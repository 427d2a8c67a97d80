// Size budgets for the built package: `npm run size` (after `npm run build`).
//
//   npx tsx test/perf/size.ts [--dist <dir>] [--budgets <file>] [--json]
//
// Measures every .js/.mjs/.css file under dist/ (raw, gzip -9, brotli q11), checks each
// against the first matching pattern in test/perf/size-budgets.json (each element's budget is
// its record's budgetKb in elements/registry.ts), and checks "entry
// closures" (an entry plus every chunk it statically imports: what a page that loads only
// that element downloads up front). Exits 1 when anything is over budget, has no budget, or
// dist/ is missing. --dist / --budgets default to the repo's dist/ and budgets file; paths
// given on the command line are relative to the current directory.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { elementRecords } from '../../elements/registry';
import { buildReport, formatTable, parseBudgets, withElementBudgets, type BudgetsFile } from './size.logic';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function fail(message: string): never {
  process.stderr.write(`size: ${message}\n`);
  process.exit(1);
}

function main(): void {
  let args;
  try {
    args = parseArgs({
      options: {
        dist: { type: 'string' },
        budgets: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    fail(`${(error as Error).message}\nusage: tsx test/perf/size.ts [--dist <dir>] [--budgets <file>] [--json]`);
  }
  if (args.help) {
    process.stdout.write('usage: tsx test/perf/size.ts [--dist <dir>] [--budgets <file>] [--json]\n');
    return;
  }

  const distDir = args.dist ? resolve(args.dist) : resolve(repoRoot, 'dist');
  const budgetsPath = args.budgets ? resolve(args.budgets) : resolve(repoRoot, 'test/perf/size-budgets.json');
  const shown = (path: string): string => {
    const rel = relative(process.cwd(), path);
    return rel === '' ? '.' : rel.startsWith('..') ? path : rel;
  };

  if (!existsSync(distDir) || !statSync(distDir).isDirectory()) {
    fail(`${shown(distDir)}/ does not exist: run npm run build first.`);
  }

  let budgets: BudgetsFile;
  try {
    budgets = withElementBudgets(parseBudgets(JSON.parse(readFileSync(budgetsPath, 'utf8'))), elementRecords);
  } catch (error) {
    fail(`cannot use budgets file ${shown(budgetsPath)}: ${(error as Error).message}`);
  }

  const report = buildReport(distDir, budgets);
  if (report.files.length === 0) {
    fail(`${shown(distDir)}/ contains no .js, .mjs or .css files: run npm run build first.`);
  }

  if (args.json) {
    const json = { dist: distDir, budgetsFile: budgetsPath, ...report };
    process.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
    process.exitCode = report.ok ? 0 : 1;
    return;
  }

  const out: string[] = [`Sizes of ${shown(distDir)}/ (KB = 1024 bytes; budgets from ${shown(budgetsPath)})`, ''];
  out.push(formatTable(report), '');
  for (const closure of report.closures) {
    if (closure.files.length > 0) out.push(`${closure.label}: ${closure.files.join(', ')}`);
    if (closure.external.length > 0) {
      out.push(`  note: also imports ${closure.external.join(', ')} (external, not counted)`);
    }
  }
  for (const pattern of report.unusedPatterns) {
    out.push(`note: budget pattern "${pattern}" matches no file in ${shown(distDir)}/`);
  }
  if (report.ok) {
    out.push('', 'All files and entry closures are within budget.');
    process.stdout.write(`${out.join('\n')}\n`);
    return;
  }
  process.stdout.write(`${out.join('\n')}\n`);
  process.stderr.write(
    `\nsize: ${report.problems.length} problem(s):\n${report.problems.map((p) => `  - ${p}`).join('\n')}\n`,
  );
  process.exitCode = 1;
}

main();
