// Writes the element reference from custom-elements.json: one page per element in docs/elements/,
// their index docs/elements/README.md, and the element table in README.md (between
// <!-- elements:start --> and <!-- elements:end -->). Second half of `npm run manifest`.
//
//   npx tsx .config/scripts/element-docs.ts [--manifest <file>] [--readme <file>] [--docs <dir>]
//
// Defaults are the repo's custom-elements.json, README.md and docs/elements; paths given on the
// command line are relative to the current directory. Only files whose text changed are written;
// a page whose element is not in the manifest is deleted.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { elementRecords } from '../../elements/registry';
import { writePages } from './element-docs-files';
import { manifestPaths } from './manifest-paths';
import {
  collectElements,
  kindsOf,
  renderPages,
  renderReadmeSection,
  replaceSection,
  type Manifest,
} from './element-docs.logic';

function fail(message: string): never {
  process.stderr.write(`element-docs: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const { manifestPath, readmePath, docsDir } = manifestPaths('element-docs.ts', fail);

  let manifest: Manifest;
  let readme: string;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    readme = readFileSync(readmePath, 'utf8');
  } catch (error) {
    fail(`${(error as Error).message} (run the analyzer first: npm run manifest)`);
  }

  const elements = collectElements(manifest);
  const kinds = kindsOf(elementRecords);
  let updated: string;
  try {
    updated = replaceSection(readme, renderReadmeSection(elements, kinds));
  } catch (error) {
    fail((error as Error).message);
  }

  const shownReadme = relative(process.cwd(), readmePath) || readmePath;
  const shownDocs = relative(process.cwd(), docsDir) || docsDir;
  const { written, deleted } = writePages(docsDir, renderPages(elements, kinds));
  const changes = [
    ...written.map((name) => `wrote ${shownDocs}/${name}`),
    ...deleted.map((name) => `deleted ${shownDocs}/${name}`),
  ];
  if (updated !== readme) {
    writeFileSync(readmePath, updated);
    changes.push(`updated the element table in ${shownReadme}`);
  }
  process.stdout.write(
    changes.length
      ? changes.map((change) => `element-docs: ${change}\n`).join('')
      : `element-docs: ${shownDocs} and the element table in ${shownReadme} are up to date.\n`,
  );
}

await main();
