import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './scripts/ensure-chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// Five tiers: unit (happy-dom, no build needed), server (the demo back end in Node), build
// (checks dist/), stories (every story in real Chromium) and e2e (real Chromium against the demo
// server). `npm test` builds first.
export default defineConfig({
  root,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**', 'test/build/**', 'test/demo/**'],
          setupFiles: ['test/support/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          // The demo back end (demo/server) on in-memory databases, through app.request().
          name: 'server',
          environment: 'node',
          include: ['test/demo/**/*.test.ts'],
          restoreMocks: true,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Compiling the contract's validators takes seconds: build them once per worker, not
          // once per file. Every test still gets its own database through testClient().
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Reads dist/: `npm test` builds before running it.
          name: 'build',
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
          include: ['test/build/**/*.test.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        // Every story of stories/ as a test: loaders (msw's worker), beforeEach, render and play, in
        // real Chromium through Vitest browser mode.
        plugins: [storybookTest({ configDir: join(root, '.storybook'), disableAddonDocs: true })],
        test: {
          name: 'stories',
          // One page for every story file: the preview, msw's worker and Storybook load once, not
          // once per file. Each story cleans up after itself (test/stories/setup.ts).
          isolate: false,
          setupFiles: ['test/stories/setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              // The system Chromium (`npm test` installs it first); playwright never downloads one.
              launchOptions: { executablePath: findChromium() ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS] },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.ts'],
          globalSetup: ['test/e2e/support/global-setup.ts'],
          // Sized for a machine five times slower than a quiet one (CI shares its cores): the
          // slowest test takes about 12 s on two busy cores, a state a quiet machine reaches in a
          // few hundred milliseconds may take seconds, and a wait ends as soon as its state holds.
          testTimeout: 90_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
