// The versioned static folder for pages that load the script-tag builds from a folder on their own
// server (docs/packaging.md "Loading from a static folder"): dist/static/hr-shell-<version>/ holds a copy of
// the two script-tag builds, the script-tag/ libraries they import from beside themselves, the
// stylesheet and the licence notices, plus integrity.json, the Subresource Integrity hash of each
// script and stylesheet. A new version is a new folder, so a page can cache it forever, and a
// <script integrity> line printed from integrity.json refuses a file that changed on the server.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

/** The static folders' parent, inside dist/. */
export const STATIC_DIR = 'static';

/** The hashes file's name, inside the versioned folder. */
export const INTEGRITY_FILE = 'integrity.json';

/** The script-tag builds: the files a page names in its `<script src>`. */
export const SCRIPT_TAG_BUILDS = ['hr-shell.global.js', 'hr-shell.full.global.js'] as const;

/** `hr-shell-0.1.0`: the versioned folder's name. */
export function staticFolderName(version: string): string {
  if (!/^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/.test(version)) throw new Error(`not a release version: "${version}"`);
  return `hr-shell-${version}`;
}

/** The versioned folder of `version` inside `distDir`. */
export function staticFolderPath(distDir: string, version: string): string {
  return join(distDir, STATIC_DIR, staticFolderName(version));
}

/** The value of an `integrity` attribute for these bytes: SHA-384, base64 (the strength the SRI spec recommends). */
export function sri(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * The files of dist/ the folder holds, relative with forward slashes: the script-tag builds, every
 * script-tag/*.js library, the stylesheet, and the *.LEGAL.txt notice of each. Source maps stay
 * out: the script-tag builds carry no sourceMappingURL comment to find them by.
 */
export function staticFiles(distDir: string): { hashed: string[]; notices: string[] } {
  const libraries = existsSync(join(distDir, 'script-tag'))
    ? readdirSync(join(distDir, 'script-tag'))
        .filter((file) => file.endsWith('.js'))
        .sort()
        .map((file) => `script-tag/${file}`)
    : [];
  const hashed = [...SCRIPT_TAG_BUILDS, ...libraries, 'hr-shell.css'];
  const missing = hashed.filter((file) => !existsSync(join(distDir, file)));
  if (missing.length > 0) throw new Error(`${distDir} has no ${missing.join(', ')}: build it first`);
  const notices = hashed.map((file) => `${file}.LEGAL.txt`).filter((file) => existsSync(join(distDir, file)));
  return { hashed, notices };
}

/** integrity.json's content: file (relative to the folder) → its `sha384-…` value, in the folder's order. */
export function integrityOf(folder: string, files: readonly string[]): Record<string, string> {
  return Object.fromEntries(files.map((file) => [file, sri(readFileSync(join(folder, ...file.split(posix.sep))))]));
}

/**
 * Writes (or rewrites) dist/static/hr-shell-<version>/ from dist's own files and returns its path
 * and hashes. The hashes are taken from the copies, the bytes a page will be served.
 */
export function writeStaticFolder(
  distDir: string,
  version: string,
): { folder: string; integrity: Record<string, string> } {
  const folder = staticFolderPath(distDir, version);
  const { hashed, notices } = staticFiles(distDir);
  rmSync(folder, { recursive: true, force: true });
  for (const file of [...hashed, ...notices]) {
    const target = join(folder, ...file.split(posix.sep));
    mkdirSync(dirname(target), { recursive: true });
    cpSync(join(distDir, ...file.split(posix.sep)), target);
  }
  const integrity = integrityOf(folder, hashed);
  writeFileSync(join(folder, INTEGRITY_FILE), `${JSON.stringify(integrity, null, 2)}\n`);
  return { folder, integrity };
}
