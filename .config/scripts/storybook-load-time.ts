// How long a designer waits for the first story: opens Storybook in a fresh Chromium context (no
// browser cache, no service worker yet) and times, from navigation to the moment the preview frame
// shows a rendered story canvas or docs page, the page Storybook opens first (`/`) and the
// inline-edit story (`?path=/story/elements-hr-inline-edit--default`).
//
//   npx tsx .config/scripts/storybook-load-time.ts                    # dev server (npm run storybook)
//   npx tsx .config/scripts/storybook-load-time.ts --cold             # … with an empty Storybook/Vite cache
//   npx tsx .config/scripts/storybook-load-time.ts --static <folder>  # a build, served from /some/dir/
//
// Dev mode starts `storybook dev` itself (STORYBOOK_DISABLE_TELEMETRY=1, a free port) and also
// reports when the server answered; each URL is loaded twice (the second load finds the server's
// transforms done). Numbers go to docs/testing.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Frame } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './ensure-chromium.mjs';
import { RECORD_PREVIEW_EVENTS, previewEvents, serveFolder, shows } from './storybook-pages';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    static: { type: 'string' },
    cold: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '2' },
  },
});
const PAGES = ['', '?path=/story/elements-hr-inline-edit--default'];
const TIMEOUT_MS = 120_000;

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** Milliseconds from navigation until the preview frame shows a story canvas or a docs page. */
async function firstStory(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(RECORD_PREVIEW_EVENTS);
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const preview = async (): Promise<Frame | undefined> =>
      page.frames().find((frame) => frame.url().includes('iframe.html'));
    while (performance.now() - started < TIMEOUT_MS) {
      const frame = await preview();
      if (frame && shows(await previewEvents(frame).catch(() => []))) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`${url}: no story shown within ${TIMEOUT_MS} ms`);
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, base: string): Promise<void> {
  const rounds = Number(values.rounds);
  for (const path of PAGES) {
    const times: string[] = [];
    for (let round = 0; round < rounds; round += 1) {
      times.push(`${((await firstStory(browser, base + path)) / 1000).toFixed(2)} s`);
    }
    console.log(`${base}${path}: ${times.join(', ')}`);
  }
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: await ensureChromium(), args: [...CHROMIUM_ARGS] });
  try {
    if (values.static) {
      const host = await serveFolder(resolve(values.static), '/some/dir/');
      try {
        await measure(browser, host.url);
      } finally {
        await host.close();
      }
      return;
    }
    const port = await freePort();
    const cacheDir = values.cold ? mkdtempSync(join(tmpdir(), 'storybook-cold-')) : undefined;
    const started = performance.now();
    const server = spawn(
      join(root, 'node_modules/.bin/storybook'),
      ['dev', '-p', String(port), '--host', '127.0.0.1', '--no-open', '--ci', '--quiet'],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          STORYBOOK_DISABLE_TELEMETRY: '1',
          ...(cacheDir ? { CACHE_DIR: cacheDir } : {}),
        },
        detached: true,
      },
    );
    try {
      const base = `http://127.0.0.1:${port}/`;
      for (;;) {
        if (server.exitCode !== null) throw new Error(`storybook dev exited (${server.exitCode})`);
        const ok = await fetch(`${base}index.json`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) break;
        if (performance.now() - started > TIMEOUT_MS) throw new Error('storybook dev did not answer');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      console.log(
        `storybook dev answered after ${((performance.now() - started) / 1000).toFixed(1)} s` +
          (cacheDir ? ' (empty cache)' : ''),
      );
      await measure(browser, base);
    } finally {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
      if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
    }
  } finally {
    await browser.close();
  }
}

await main();
