import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DOCS_DIR } from './element-docs.logic';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ManifestPaths {
  manifestPath: string;
  readmePath: string;
  docsDir: string;
  /** How to name the files in messages: as the user passed them, or their repo-relative names. */
  shownManifest: string;
  shownReadme: string;
  shownDocs: string;
}

/** `[--manifest <file>] [--readme <file>] [--docs <dir>]`, shared by the docs generator and the CI check. */
export function manifestPaths(script: string, fail: (message: string) => never): ManifestPaths {
  let args: { manifest?: string; readme?: string; docs?: string };
  try {
    args = parseArgs({
      options: { manifest: { type: 'string' }, readme: { type: 'string' }, docs: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    fail(
      `${(error as Error).message}\nusage: tsx .config/scripts/${script} [--manifest <file>] [--readme <file>] [--docs <dir>]`,
    );
  }
  return {
    manifestPath: args.manifest ? resolve(args.manifest) : resolve(repoRoot, 'custom-elements.json'),
    readmePath: args.readme ? resolve(args.readme) : resolve(repoRoot, 'README.md'),
    docsDir: args.docs ? resolve(args.docs) : resolve(repoRoot, DOCS_DIR),
    shownManifest: args.manifest ?? 'custom-elements.json',
    shownReadme: args.readme ?? 'README.md',
    shownDocs: args.docs ?? DOCS_DIR,
  };
}
