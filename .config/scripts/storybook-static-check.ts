// npm run test:storybook-static: builds Storybook (`storybook build`), serves the folder from a
// sub-path with a plain static file server on 127.0.0.1, and loads the site and then every
// entry's preview frame (each story, its play function included, and each docs page) in the
// system Chromium. Fails on a story that errors or whose play function fails, a docs page without
// its element reference, an uncaught error or console error, or a file the site asked for and the
// folder does not hold. Not part of `npm test`: the build alone takes minutes.
//
//   npm run test:storybook-static                              # build into storybook-static/, then check
//   npm run test:storybook-static -- --out /tmp/sb --no-build  # check a folder built before
//   options: --base /some/dir/ (the sub-path), --only <text> (entries whose id contains it),
//            --timeout <ms> per entry (default 60000)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './ensure-chromium.mjs';
import { RECORD_PREVIEW_EVENTS, serveFolder, settled } from './storybook-pages';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    out: { type: 'string', default: process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static' },
    'no-build': { type: 'boolean', default: false },
    base: { type: 'string', default: '/some/dir/' },
    only: { type: 'string' },
    timeout: { type: 'string', default: '60000' },
  },
});
const out = resolve(root, values.out!);
const base = values.base!;
const timeoutMs = Number(values.timeout);

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  importPath: string;
  tags?: string[];
}

/**
 * The tag of a story whose point is an error the element logs (an invalid attribute): its play
 * function checks the message in the stories test run; here its console errors are expected, and
 * the story must log at least one.
 */
const LOGS_ERROR_TAG = 'logs-error';

/** Console lines Chromium writes for an HTTP error status: the stories' mocked 4xx/5xx answers. */
const HTTP_STATUS_LINE = /^Failed to load resource: the server responded with a status of \d+/;

function build(): void {
  console.log(`storybook build -o ${out}`);
  const started = performance.now();
  const result = spawnSync(join(root, 'node_modules/.bin/storybook'), ['build', '-o', out, '--quiet'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (result.status !== 0) {
    console.error(`storybook build failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
  console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Root-relative or absolute references in the HTML pages: a sub-path host would not serve them. */
function absoluteReferences(): string[] {
  return ['index.html', 'iframe.html'].flatMap((page) =>
    [...readFileSync(join(out, page), 'utf8').matchAll(/\b(?:src|href)=["'](\/[^"']*)["']/g)].map(
      (match) => `${page}: ${match[1]}`,
    ),
  );
}

/** Opens `url` in a fresh page of `context`; returns what went wrong there (empty when nothing did). */
async function visit(
  context: BrowserContext,
  entry: IndexEntry,
  url: string,
): Promise<{ problems: string[]; ms: number }> {
  const page = await context.newPage();
  const problems: string[] = [];
  const logsError = entry.tags?.includes(LOGS_ERROR_TAG) ?? false;
  let expectedErrors = 0;
  page.on('console', (message) => {
    if (message.type() !== 'error' || HTTP_STATUS_LINE.test(message.text())) return;
    if (logsError) expectedErrors += 1;
    else problems.push(`console error: ${message.text().split('\n')[0]}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message.split('\n')[0]}`));
  const started = performance.now();
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
    const { failure } = await settled(page, entry.type, timeoutMs);
    if (failure) problems.push(`${failure.name}: ${JSON.stringify(failure.payload).slice(0, 400)}`);
    if (entry.type === 'docs' && entry.importPath.endsWith('.mdx')) {
      // A page of its own (the introduction): it shows its title.
      const title = await page.locator('#storybook-docs h1').first().textContent();
      if (!title?.trim()) problems.push('docs page without a title');
    } else if (entry.type === 'docs') {
      // An element's page: its reference (docs/elements/<tag>.md) is on it, above the stories.
      const headings = await page.locator('#storybook-docs h2').allTextContents();
      if (!headings.includes('Markup')) problems.push(`docs page without the element reference (h2: ${headings})`);
    }
    if (logsError && expectedErrors === 0) problems.push(`tagged ${LOGS_ERROR_TAG} but logged no console error`);
  } catch (error) {
    problems.push(`did not settle: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await page.close();
  }
  return { problems, ms: performance.now() - started };
}

async function main(): Promise<void> {
  if (!values['no-build']) build();
  for (const file of ['index.html', 'iframe.html', 'index.json', 'mockServiceWorker.js']) {
    if (!existsSync(join(out, file))) throw new Error(`${out} has no ${file}: build it first (or drop --no-build)`);
  }
  const failures: string[] = absoluteReferences().map((line) => `absolute path in ${line}`);

  const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  const entries = Object.values(index.entries).filter((entry) => !values.only || entry.id.includes(values.only));
  const host = await serveFolder(out, base);
  const browser = await chromium.launch({ executablePath: await ensureChromium(), args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(RECORD_PREVIEW_EVENTS);

    // The site itself: the manager page at the sub-path shows the first story in its preview frame.
    const first = entries.find((entry) => entry.type === 'story');
    if (first) {
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${host.url}?path=/story/${first.id}`, { waitUntil: 'domcontentloaded' });
      const frame = await page
        .waitForSelector('iframe#storybook-preview-iframe', { timeout: timeoutMs })
        .then((element) => element.contentFrame());
      if (!frame) failures.push('site: no preview frame');
      else {
        const { failure } = await settled(frame, 'story', timeoutMs);
        if (failure) failures.push(`site: ${first.id}: ${failure.name}`);
        console.log(
          `site ${host.url} showed ${first.id} in ${((performance.now() - started) / 1000).toFixed(2)} s (cold cache)`,
        );
      }
      await page.close();
    }

    let done = 0;
    for (const entry of entries) {
      const url = `${host.url}iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=${entry.type}`;
      const { problems, ms } = await visit(context, entry, url);
      done += 1;
      const mark = problems.length ? 'FAIL' : 'ok  ';
      console.log(`${mark} ${String(done).padStart(3)}/${entries.length} ${entry.id} (${Math.round(ms)} ms)`);
      for (const problem of problems) {
        console.log(`       ${problem}`);
        failures.push(`${entry.id}: ${problem}`);
      }
    }
    await context.close();
  } finally {
    await browser.close();
    await host.close();
  }
  // Requests under the sub-path are the site's own files; others are the stories' back-end calls
  // that no MSW handler answered (the element then shows its error state, as with a down server).
  const ownMisses = host.misses.filter((line) => line.split(' ')[1]!.startsWith(base));
  failures.push(...ownMisses.map((line) => `not in the folder: ${line}`));
  const unanswered = [...new Set(host.misses.filter((line) => !ownMisses.includes(line)))];
  if (unanswered.length) console.log(`back-end calls no handler answered (not failures): ${unanswered.join(', ')}`);

  const stories = entries.filter((entry) => entry.type === 'story').length;
  console.log(`\n${stories} stories and ${entries.length - stories} docs pages from ${host.url}`);
  if (failures.length) {
    console.error(`${failures.length} problem(s):\n${failures.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log('all loaded without an error');
}

await main();
