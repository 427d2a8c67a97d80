// The README's screenshot gallery: `npm run screenshots` (after `npm run build`; HR_SHELL_DIST
// picks another build). Starts the demo server in-process on 127.0.0.1 (':memory:' database, demo
// controls on) and, in the system Chromium, photographs the demo signed out, signed in and with an
// expired session, into docs/screenshots/: signed in at every width the phone e2e checks (320,
// 390, 768 and 1440 px), the other states at phone (390×844) and desktop (1440×900) width. Each
// shot waits on the state it shows, never on a fixed sleep.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startDemoServer } from '../../demo/server/server';
import { launchChromium } from '../../test/support/chromium';

const root = resolve(import.meta.dirname, '../..');
const OUT = resolve(root, 'docs/screenshots');
const WIDTHS = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 768, height: 1024 },
  phone: { width: 390, height: 844 },
  small: { width: 320, height: 568 },
} as const;
type Width = keyof typeof WIDTHS;

/** Resolves once every hr-* element on the page is defined and the fonts are in. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const tags = new Set([...document.querySelectorAll(':not(:defined)')].map((element) => element.localName));
    await Promise.all([...tags].filter((tag) => tag.startsWith('hr-')).map((tag) => customElements.whenDefined(tag)));
    await document.fonts.ready;
  });
}

async function open(browser: Browser, base: string, width: Width, signInAs: string | null): Promise<Page> {
  const context = await browser.newContext({ viewport: WIDTHS[width] });
  if (signInAs) {
    const signedIn = await context.request.post(new URL('/demo/sign-in', base).href, { data: { username: signInAs } });
    if (!signedIn.ok()) throw new Error(`sign-in as ${signInAs} failed: ${signedIn.status()}`);
  }
  return context.newPage();
}

async function shot(page: Page, name: string): Promise<void> {
  const path = `${OUT}/${name}.png`;
  await page.screenshot({ path });
  console.log(`screenshots: wrote ${path.slice(root.length + 1)}`);
}

/** The start page (Ada's profile), signed in as the owner: the shell with its banners. */
async function signedIn(browser: Browser, base: string, width: Width): Promise<void> {
  const page = await open(browser, base, width, 'owner');
  await page.goto(new URL('/', base).href);
  await settled(page);
  await page.locator('hr-global-header').locator('header[part="base"]').waitFor();
  await page.locator('hr-banner-stack').locator('[role="region"], [part~="banner"]').first().waitFor();
  await shot(page, `${width}-signed-in`);
  if (width === 'phone') {
    await page.locator('hr-global-header').locator('[part~="nav-button"]').click();
    await page.locator('hr-global-nav').locator('dialog[open]').waitFor();
    await page.waitForFunction(() => {
      const dialog = document.querySelector('hr-global-nav')?.shadowRoot?.querySelector('dialog[open]');
      return dialog ? dialog.getBoundingClientRect().left >= 0 : false;
    });
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await shot(page, `${width}-nav-drawer`);
  } else if (width === 'desktop') {
    const box = page.locator('hr-global-search').getByRole('combobox', { name: 'Search' });
    await box.click();
    await box.pressSequentially('ada');
    await page.locator('hr-global-search').getByRole('option').first().waitFor();
    await shot(page, `${width}-search`);
  }
  await page.context().close();
}

/** A visit without a session: the sign-in page. */
async function signedOut(browser: Browser, base: string, width: Width): Promise<void> {
  const page = await open(browser, base, width, null);
  await page.goto(new URL('/', base).href);
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await settled(page);
  await shot(page, `${width}-signed-out`);
  await page.context().close();
}

/** The session expires on the server; the next request (a search) brings the lock screen. */
async function expired(browser: Browser, base: string, width: Width): Promise<void> {
  const page = await open(browser, base, width, 'owner');
  await page.goto(new URL('/home/', base).href);
  await settled(page);
  const response = await page.context().request.post(new URL('/demo/expire-session', base).href);
  if (!response.ok()) throw new Error(`expire-session failed: ${response.status()}`);
  const dialog = page.locator('hr-session-lock').locator('dialog[part="dialog"]');
  // The page's own session check may find the expiry first; otherwise a search asks and gets 401.
  const header = page.locator('hr-global-header');
  if (width === 'phone')
    await header
      .locator('[part~="search-button"]')
      .click({ timeout: 5_000 })
      .catch(() => {});
  await header
    .locator('hr-global-search')
    .getByRole('combobox', { name: 'Search' })
    .fill('ada', { timeout: 5_000 })
    .catch(() => {});
  await dialog.waitFor({ state: 'visible' });
  await page.locator('hr-session-lock').locator('[part="password"]').waitFor();
  await shot(page, `${width}-session-expired`);
  await page.context().close();
}

mkdirSync(OUT, { recursive: true });
const server = await startDemoServer({
  port: 0,
  databaseFile: ':memory:',
  demoAdmin: true,
  host: '127.0.0.1',
  distDir: resolve(root, process.env.HR_SHELL_DIST ?? 'dist'),
});
try {
  const browser = await launchChromium();
  try {
    for (const width of Object.keys(WIDTHS) as Width[]) await signedIn(browser, server.url, width);
    for (const width of ['desktop', 'phone'] as const) {
      await signedOut(browser, server.url, width);
      await expired(browser, server.url, width);
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.close();
}
