// Regenerates README.md's element reference (between <!-- elements:start --> and
// <!-- elements:end -->) from custom-elements.json. Second half of `npm run manifest`.
//
//   npx tsx .config/scripts/readme-elements.ts [--manifest <file>] [--readme <file>]
//
// Defaults are the repo's custom-elements.json and README.md; paths given on the command line
// are relative to the current directory. Writes README.md only when the section changed.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { manifestPaths, repoRoot } from './manifest-paths';
import { renderSection, replaceSection, type Manifest } from './readme-elements.logic';

function fail(message: string): never {
  process.stderr.write(`readme-elements: ${message}\n`);
  process.exit(1);
}

function main(): void {
  const { manifestPath, readmePath } = manifestPaths('readme-elements.ts', fail);

  let manifest: Manifest;
  let readme: string;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    readme = readFileSync(readmePath, 'utf8');
  } catch (error) {
    fail(`${(error as Error).message} (run the analyzer first: npm run manifest)`);
  }

  let updated: string;
  try {
    updated = replaceSection(readme, renderSection(manifest));
  } catch (error) {
    fail((error as Error).message);
  }

  const shown = relative(process.cwd(), readmePath) || readmePath;
  if (updated === readme) {
    process.stdout.write(`readme-elements: ${shown} is up to date.\n`);
  } else {
    writeFileSync(readmePath, updated);
    process.stdout.write(`readme-elements: updated the element reference in ${shown}.\n`);
  }
}

main();
