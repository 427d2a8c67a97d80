/**
 * Real Chromium for the e2e suite: the global setup launches one browser for the whole run
 * (test/support/chromium.ts) and every test file connects to it.
 *
 *   const e2e = useBrowser();                       // registers the hooks of this test file
 *   const { page, requests } = await e2e.open('/'); // fresh context + page, hr-* tags defined,
 *                                                   // checked for console errors after the test
 *
 * After each test, every page opened in it must have logged no console error and thrown no page
 * error, apart from the ones the test declared with `expectConsoleErrors`.
 */
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axeCore from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';

export interface OpenOptions {
  /** Console errors this test provokes on purpose (e.g. Chromium's "status of 500" line). */
  expectConsoleErrors?: readonly RegExp[];
  viewport?: { width: number; height: number };
  /** Demo user to sign in as before the page loads (default "owner"); null stays signed out. */
  signInAs?: string | null;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Absolute URL of a path on the demo server. */
  url(path: string): string;
  /** Every console message of type "error", as text. */
  consoleErrors: string[];
  /** Every uncaught exception / unhandled rejection in the page. */
  pageErrors: string[];
  /** Every request the page made, in order. */
  requests: Request[];
  /** The POSTs the page sent, as `pathname?search` strings. */
  posts(): string[];
}

export function demoUrl(path = '/'): string {
  return new URL(path, inject('demoUrl')).href;
}

/**
 * Connects the test file to the run's browser; each open() gets a fresh context (no shared
 * state), and disconnecting at the end closes every context the file opened.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const opened: Array<OpenedPage & { expected: readonly RegExp[] }> = [];

  beforeAll(async () => {
    browser = await chromium.connect(inject('browserWsEndpoint'));
  });

  afterEach(async () => {
    const pages = opened.splice(0);
    try {
      for (const { consoleErrors, pageErrors, expected, page } of pages) {
        const unexpected = consoleErrors.filter((text) => !expected.some((pattern) => pattern.test(text)));
        expect(pageErrors, `page errors on ${page.url()}`).toEqual([]);
        expect(unexpected, `console errors on ${page.url()}`).toEqual([]);
      }
    } finally {
      await Promise.all(pages.map(({ context }) => context.close()));
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async open(path: string, options: OpenOptions = {}): Promise<OpenedPage> {
      if (!browser) throw new Error('useBrowser(): the browser is not running (beforeAll failed?)');
      const context = await browser.newContext({ viewport: options.viewport ?? { width: 1100, height: 900 } });
      const username = options.signInAs === undefined ? 'owner' : options.signInAs;
      if (username) {
        // The context's request API shares its cookie jar: the page loads signed in.
        const signedIn = await context.request.post(demoUrl('/demo/sign-in'), { data: { username } });
        if (!signedIn.ok())
          throw new Error(`could not sign in as ${username}: ${signedIn.status()} ${await signedIn.text()}`);
      }
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      const pageErrors: string[] = [];
      const requests: Request[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => pageErrors.push(String(error.stack ?? error)));
      page.on('request', (request) => requests.push(request));
      const entry = {
        page,
        context,
        url: demoUrl,
        consoleErrors,
        pageErrors,
        requests,
        expected: options.expectConsoleErrors ?? [],
        posts: () =>
          requests
            .filter((request) => request.method() === 'POST')
            .map((request) => {
              const url = new URL(request.url());
              return url.pathname + url.search;
            }),
      };
      opened.push(entry);
      await page.goto(demoUrl(path));
      // The autoloader imports element modules after the load event: wait until every hr-* tag
      // on the page is defined, so tests start from upgraded markup.
      await page.evaluate(async () => {
        const tags = new Set([...document.querySelectorAll(':not(:defined)')].map((element) => element.localName));
        await Promise.all(
          [...tags].filter((tag) => tag.startsWith('hr-')).map((tag) => customElements.whenDefined(tag)),
        );
      });
      // Defined is not mounted: light-DOM elements (form helpers) render React into a
      // [data-hr-ui] container one task or more later, and until then the page's own input
      // stands alone. Tests that type at once would race them on a loaded machine.
      // (A counter for a textarea without a limit renders nothing, and needs no wait.)
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('span.hr-ui[data-hr-ui]')].every(
            (container) => container.childElementCount > 0 || container.closest('hr-char-counter'),
          ),
        undefined,
        { timeout: 10_000 },
      );
      return entry;
    },
  };
}

/** Resolves once every CSS animation and transition of the element and its subtree has ended. */
export async function animationsFinished(target: Locator): Promise<void> {
  await target.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => null))).then(
      () => undefined,
    ),
  );
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeViolation = AxeResults['violations'][number];

/**
 * axe-core's minified build: the same engine and rules as its main file at less than half the
 * size, so each page parses it in about half the time.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Loads axe-core into the page once. The demo CSP forbids inline scripts, so the source goes in
 * through evaluate (CDP, not subject to CSP) instead of addScriptTag.
 */
export async function injectAxe(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(AXE_SOURCE);
}

/**
 * Runs axe-core on the page (it audits open shadow roots too) and returns the violations.
 */
export async function axe(page: Page, options: RunOptions = {}): Promise<AxeViolation[]> {
  await injectAxe(page);
  return page.evaluate(
    async (runOptions) => {
      const { axe: run } = window as unknown as { axe: typeof axeCore };
      const results = await run.run(document, runOptions);
      // Only what the assertion message needs: nodes hold DOM-ish data that does not serialize well.
      return results.violations.map((violation) => ({
        ...violation,
        nodes: violation.nodes.map((node) => ({ ...node, any: [], all: [], none: [] })),
      }));
    },
    { runOnly: { type: 'tag' as const, values: AXE_TAGS }, ...options },
  );
}

/** One readable line per violation: rule id, help text, and the offending targets. */
export function formatViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
        violation.nodes
          .map((node) => `    ${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`.trimEnd())
          .join('\n'),
    )
    .join('\n');
}

/**
 * Audits once every finite animation on the page (shadow roots included) has finished: axe measures
 * colours as painted, and a dialog half-way through its fade-in reads as low contrast.
 */
export async function expectNoAxeViolations(page: Page, state: string, options?: RunOptions): Promise<void> {
  // document.getAnimations() leaves out shadow trees: ask every open shadow root as well.
  await page.evaluate(() => {
    const roots: Array<Document | ShadowRoot> = [document];
    for (let index = 0; index < roots.length; index += 1)
      for (const element of roots[index]!.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
    const running = roots
      .flatMap((root) => root.getAnimations())
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    return Promise.all(running.map((animation) => animation.finished.catch(() => null))).then(() => undefined);
  });
  const violations = await axe(page, options);
  expect(violations.length, `axe violations (${state}):\n${formatViolations(violations)}`).toBe(0);
}

let fences = 0;

/**
 * Resolves once every request the page started before this call is in `requests` (OpenedPage's
 * log): the page fetches a marker file, and Playwright reports a page's requests in the order the
 * page starts them. A test that checks a request was NOT sent waits for this fence after the
 * state in which the page would have sent it, instead of sleeping and hoping it was long enough.
 */
export async function requestFence({ page, requests }: Pick<OpenedPage, 'page' | 'requests'>): Promise<void> {
  const marker = `/dist/hr-shell.css?request-fence=${++fences}`;
  await page.evaluate((url) => fetch(url, { cache: 'no-store' }).then((response) => response.text()), marker);
  await expect.poll(() => requests.some((request) => request.url().endsWith(marker))).toBe(true);
}

/** axe-core bound to the page's real setTimeout/clearTimeout, taken before pauseClock fakes them. */
const AXE_ON_REAL_TIMERS = `(function (setTimeout, clearTimeout) {\n${AXE_SOURCE}\n}).call(window, window.setTimeout.bind(window), window.clearTimeout.bind(window));`;

/**
 * Stops the page's clock (setTimeout, setInterval, requestAnimationFrame, Date, performance.now):
 * from here on page time moves only by `page.clock.runFor(ms)`, so a test checks what a delay
 * does before and after it ends whatever the machine's speed. React keeps its own scheduler, so
 * renders still happen. Timers the page started before this call keep real time. axe-core waits
 * on timers: with `audits`, it is loaded first on the real ones, so audits run while time stands.
 */
export async function pauseClock(page: Page, { audits = false }: { audits?: boolean } = {}): Promise<void> {
  if (audits) await page.evaluate(AXE_ON_REAL_TIMERS);
  await page.clock.install();
  // pauseAt needs a time ahead of the page's clock, read from the page; a round trip slower than
  // the margin only means asking again.
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 500);
      return;
    } catch (error) {
      if (!String(error).includes('past')) throw error;
    }
  }
}
