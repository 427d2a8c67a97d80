// Bundles the back-end contract: docs/api/_base.yaml + every other docs/api/*.yaml (in file-name
// order) → docs/api.yaml, then validates the result as OpenAPI 3.1. `npm run api`.
//
//   npx tsx .config/scripts/api-bundle.ts           write docs/api.yaml (only when it changed)
//   npx tsx .config/scripts/api-bundle.ts --check   exit 1 when docs/api.yaml is not what the
//                                                   fragments give (CI: `npm run api:check`)
//
// Fails, listing every problem, on: a path+method defined in two files, a component name reused
// with different content, a $ref that resolves nowhere, an undeclared security scheme, a
// duplicate operationId, or a document that is not valid OpenAPI 3.1.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BundleError, bundle, createBackend, firstDifference, readFragments, serialize } from './api-bundle.logic';
import { repoRoot } from './manifest-paths';

const FRAGMENT_DIR = resolve(repoRoot, 'docs/api');
const OUTPUT = resolve(repoRoot, 'docs/api.yaml');

function fail(message: string): never {
  process.stderr.write(`api-bundle: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let check: boolean;
  try {
    check = Boolean(
      parseArgs({ options: { check: { type: 'boolean' } }, strict: true, allowPositionals: false }).values.check,
    );
  } catch (error) {
    fail(`${(error as Error).message}\nusage: tsx .config/scripts/api-bundle.ts [--check]`);
  }

  let text: string;
  let operations: number;
  try {
    const { base, fragments } = readFragments(FRAGMENT_DIR);
    const doc = bundle(base, fragments);
    const api = await createBackend(doc);
    operations = api.getOperations().length;
    text = serialize(doc);
  } catch (error) {
    fail(
      error instanceof BundleError
        ? error.message
        : `docs/api.yaml is not a valid contract:\n${(error as Error).message}`,
    );
  }

  const current = existsSync(OUTPUT) ? readFileSync(OUTPUT, 'utf8') : null;
  if (check) {
    if (current === text) {
      process.stdout.write(`api-bundle: docs/api.yaml is up to date (${operations} operations).\n`);
      return;
    }
    const diff = current === null ? null : firstDifference(text, current);
    fail(
      'docs/api.yaml is stale: run npm run api' +
        (current === null
          ? ' (the file does not exist)'
          : diff
            ? `\n  line ${diff.line}: expected ${JSON.stringify(diff.expected)}, found ${JSON.stringify(diff.actual)}`
            : ''),
    );
  }
  if (current === text) {
    process.stdout.write(`api-bundle: docs/api.yaml is up to date (${operations} operations).\n`);
  } else {
    writeFileSync(OUTPUT, text);
    process.stdout.write(`api-bundle: wrote docs/api.yaml (${operations} operations).\n`);
  }
}

await main();
