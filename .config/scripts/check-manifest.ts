// CI staleness check (`npm run manifest:check`): regenerates the Custom Elements Manifest in a temp
// dir, and from it the element reference (docs/elements/*.md and the README's element table), and
// compares them with the committed files. Never writes to the working tree.
//
//   npx tsx .config/scripts/check-manifest.ts [--manifest <file>] [--readme <file>] [--docs <dir>]
//
// The options compare against other files than the repo's custom-elements.json, README.md and
// docs/elements (paths relative to the current directory), e.g. to try the check on an edited copy.
// Exit code 0 when everything is current, 1 when anything is stale, missing, left over or cannot
// be generated.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { elementRecords } from '../../elements/registry';
import { readPages } from './element-docs-files';
import { manifestPaths, repoRoot } from './manifest-paths';
import {
  collectElements,
  kindsOf,
  comparePages,
  extractSection,
  firstDifference,
  renderPages,
  renderReadmeSection,
  type Manifest,
} from './element-docs.logic';

const configPath = resolve(repoRoot, '.config/custom-elements-manifest.config.mjs');
const FIX = 'run npm run manifest';

type AnalyzerCli = (options: { argv: string[]; cwd: string; noWrite?: boolean }) => Promise<unknown>;

function fail(message: string): never {
  process.stderr.write(`manifest:check: ${message}\n`);
  process.exit(1);
}

/** Runs the analyzer (same config as `npm run manifest`) and returns the file text it writes. */
async function generateManifest(): Promise<string> {
  // The analyzer only logs a config that fails to load and then carries on with its defaults, which
  // include rewriting package.json's "customElements" to the temp dir. Load the config first.
  const config = ((await import(pathToFileURL(configPath).href)) as { default?: { packagejson?: boolean } }).default;
  if (config?.packagejson !== false) throw new Error(`${configPath} must set packagejson: false`);

  const outdir = mkdtempSync(join(tmpdir(), 'hr-shell-cem-'));
  try {
    // The analyzer joins --outdir onto its cwd even when it is absolute, so pass it relative.
    const relativeOutdir = relative(repoRoot, outdir);
    if (isAbsolute(relativeOutdir)) throw new Error(`temp dir ${outdir} is not reachable from ${repoRoot}`);
    // The analyzer ships no types for its CLI module; a computed specifier keeps tsc out of it.
    const cliModule = '@custom-elements-manifest/analyzer/cli.js';
    const { cli } = (await import(cliModule)) as { cli: AnalyzerCli };
    await cli({
      argv: ['analyze', '--config', configPath, '--outdir', relativeOutdir, '--quiet'],
      cwd: repoRoot,
    });
    return readFileSync(join(outdir, 'custom-elements.json'), 'utf8');
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

function readOrFail(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    fail(`cannot read ${what} (${(error as Error).message}): ${FIX}`);
  }
}

async function main(): Promise<void> {
  const { manifestPath, readmePath, docsDir, shownManifest, shownReadme, shownDocs } = manifestPaths(
    'check-manifest.ts',
    fail,
  );

  let fresh: string;
  try {
    fresh = await generateManifest();
  } catch (error) {
    fail(`the analyzer failed:\n${(error as Error).message}`);
  }
  const committed = readOrFail(manifestPath, shownManifest);
  const readme = readOrFail(readmePath, shownReadme);

  const problems: string[] = [];
  const manifestDiff = firstDifference(fresh, committed);
  if (manifestDiff) problems.push(`${shownManifest} is stale: ${FIX} (${manifestDiff})`);

  const elements = collectElements(JSON.parse(fresh) as Manifest);
  const kinds = kindsOf(elementRecords);

  let currentSection: string | undefined;
  try {
    currentSection = extractSection(readme);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (currentSection !== undefined) {
    const sectionDiff = firstDifference(renderReadmeSection(elements, kinds), currentSection);
    if (sectionDiff) problems.push(`the element table in ${shownReadme} is stale: ${FIX} (section ${sectionDiff})`);
  }

  const pageProblems = comparePages(renderPages(elements, kinds), readPages(docsDir), shownDocs);
  problems.push(...pageProblems.map((problem) => `${problem}: ${FIX}`));

  if (problems.length) fail(problems.join('\n'));
  process.stdout.write(
    `manifest:check: ${shownManifest}, the element pages and the element table in ${shownReadme} are up to date.\n`,
  );
}

await main();
