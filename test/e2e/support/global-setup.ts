/**
 * Starts the demo server and one Chromium once for the whole e2e run and hands their addresses
 * to the tests through `inject('demoUrl')` and `inject('browserWsEndpoint')`: each test file
 * connects to the running browser (tens of milliseconds) instead of launching its own (seconds),
 * and every test still gets a fresh context. Builds nothing: `npm test` builds first, and a
 * missing build fails here with the command to run instead of as thirty confusing test failures.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_DIST_DIR, startDemoServer } from '../../../demo/server/server';
import { launchChromiumServer } from '../../support/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the demo server, with a trailing slash. */
    demoUrl: string;
    /** Playwright endpoint of the Chromium every e2e file connects to. */
    browserWsEndpoint: string;
  }
}

const REQUIRED = ['hr-shell.js', 'hr-shell.global.js', 'hr-shell.css', 'elements/hr-inline-edit.js'];

export default async function setup({ provide }: TestProject): Promise<() => Promise<void>> {
  const missing = REQUIRED.filter((file) => !existsSync(join(DEFAULT_DIST_DIR, file)));
  if (missing.length) {
    throw new Error(
      `The e2e suite needs the library build, but ${missing.map((file) => `dist/${file}`).join(', ')} ` +
        'is missing: run `npm run build` (or `npx tsup`) first, or run everything with `npm test`.',
    );
  }
  // A fresh in-memory database per run, with the demo controls the tests sign in through.
  const server = await startDemoServer({ port: 0, databaseFile: ':memory:', demoAdmin: true });
  provide('demoUrl', server.url);
  try {
    const browser = await launchChromiumServer();
    provide('browserWsEndpoint', browser.wsEndpoint());
    return async () => {
      await browser.close();
      await server.close();
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}
