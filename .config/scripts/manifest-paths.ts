import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ManifestPaths {
  manifestPath: string;
  readmePath: string;
  /** How to name the files in messages: as the user passed them, or their repo-relative names. */
  shownManifest: string;
  shownReadme: string;
}

/** `[--manifest <file>] [--readme <file>]`, shared by the README generator and the CI check. */
export function manifestPaths(script: string, fail: (message: string) => never): ManifestPaths {
  let args: { manifest?: string; readme?: string };
  try {
    args = parseArgs({
      options: { manifest: { type: 'string' }, readme: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    fail(`${(error as Error).message}\nusage: tsx .config/scripts/${script} [--manifest <file>] [--readme <file>]`);
  }
  return {
    manifestPath: args.manifest ? resolve(args.manifest) : resolve(repoRoot, 'custom-elements.json'),
    readmePath: args.readme ? resolve(args.readme) : resolve(repoRoot, 'README.md'),
    shownManifest: args.manifest ?? 'custom-elements.json',
    shownReadme: args.readme ?? 'README.md',
  };
}
