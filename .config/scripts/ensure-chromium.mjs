#!/usr/bin/env node
// Finds the Chromium binary the e2e suite drives (through playwright-core, which never
// downloads a browser on its own) and prints its path as the last line on stdout.
//
//   node .config/scripts/ensure-chromium.mjs        -> prints e.g. /usr/bin/chromium
//   import { ensureChromium } from './ensure-chromium.mjs'
//
// Lookup order: $CHROMIUM_PATH (must be an executable file: an explicit choice is never
// silently replaced by a fallback), /usr/bin/chromium, /usr/bin/chromium-browser.
// When nothing is found and we run as root with apt-get available (CI containers), the
// distribution package is installed with visible output. The browser only ever comes from
// the system package manager, never from a download of our own.
import { spawn } from 'node:child_process';
import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Headless flags this sandbox needs: no GPU, no sandbox, and no calls to Google's hosts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

const INSTALL_HINT =
  'Chromium is needed for the e2e suite: install it with `sudo apt-get install chromium` ' +
  'or set CHROMIUM_PATH=/path/to/chromium';

/** True when `path` is a regular file (after following symlinks) we may execute. */
function isExecutableFile(path) {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Looks a command up on $PATH, like `command -v`. */
function findOnPath(command) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    if (isExecutableFile(candidate)) return candidate;
  }
  return undefined;
}

/** Returns the first usable candidate; throws if CHROMIUM_PATH is set but unusable. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutableFile(fromEnv)) return fromEnv;
    throw new Error(
      `CHROMIUM_PATH is set to "${fromEnv}", but that is not an executable file. ` +
        'Point it at a Chromium binary, or unset it to use /usr/bin/chromium.',
    );
  }
  return CANDIDATES.find(isExecutableFile);
}

/** Runs a command with its output on our stderr (stdout is reserved for the path). */
function run(command, args) {
  process.stderr.write(`ensure-chromium: $ ${[command, ...args].join(' ')}\n`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', process.stderr, process.stderr],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * Resolves to the path of a usable Chromium, installing the distribution package when we
 * are root and apt-get exists. Rejects with an actionable message otherwise.
 * @returns {Promise<string>}
 */
export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;

  const isRoot = process.getuid?.() === 0;
  const aptGet = findOnPath('apt-get');
  if (!isRoot || !aptGet) {
    throw new Error(`${INSTALL_HINT} (looked in ${CANDIDATES.join(', ')}).`);
  }

  process.stderr.write('ensure-chromium: no Chromium found; installing the "chromium" package with apt-get.\n');
  try {
    await run(aptGet, ['update']);
    await run(aptGet, ['install', '-y', 'chromium']);
  } catch (error) {
    throw new Error(`Installing Chromium with apt-get failed: ${error.message}. ${INSTALL_HINT}`);
  }

  const installed = findChromium();
  if (installed) return installed;
  throw new Error(
    `apt-get installed "chromium", but no binary appeared at ${CANDIDATES.join(' or ')}. ${INSTALL_HINT}`,
  );
}

/** True when this file is the script Node was started with (not an import). */
function isMain() {
  const entry = process.argv[1];
  if (!entry) return false;
  if (import.meta.url === pathToFileURL(entry).href) return true;
  try {
    // Started through a symlink (e.g. node_modules/.bin): compare real paths.
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (isMain()) {
  try {
    process.stdout.write(`${await ensureChromium()}\n`);
  } catch (error) {
    process.stderr.write(`ensure-chromium: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
