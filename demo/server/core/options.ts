import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEMO_DIR = fileURLToPath(new URL('../..', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** HR_SHELL_DIST points the server at a build made elsewhere (see tsup.config.ts). */
export const DEFAULT_DIST_DIR = resolve(REPO_ROOT, process.env.HR_SHELL_DIST ?? 'dist');
export const DEFAULT_DATA_DIR = resolve(DEMO_DIR, '.data');

export interface ServerOptions {
  /** The library build served under /dist. */
  distDir: string;
  /** demo/: the pages. */
  demoDir: string;
  /** demo/.data/: the SQLite file and uploaded files (git-ignored). */
  dataDir: string;
  /** SQLite file; ':memory:' for tests. */
  databaseFile: string;
  /** Idle lifetime of a session. */
  sessionMinutes: number;
  /** Demo-only routes (sign in as anyone, expire the session, send realtime events). */
  demoAdmin: boolean;
  /** Wipe and reseed the database on start. */
  reset: boolean;
  /** Clock, replaceable in tests. */
  now: () => number;
  /** Delay before an upload's virus scan finishes. */
  scanDelayMs: number;
}

export function serverOptions(overrides: Partial<ServerOptions> = {}): ServerOptions {
  const dataDir = overrides.dataDir ?? DEFAULT_DATA_DIR;
  return {
    distDir: DEFAULT_DIST_DIR,
    demoDir: DEMO_DIR,
    dataDir,
    databaseFile: resolve(dataDir, 'demo.sqlite'),
    sessionMinutes: 30,
    demoAdmin: false,
    reset: false,
    now: () => Date.now(),
    scanDelayMs: 1500,
    ...overrides,
  };
}
