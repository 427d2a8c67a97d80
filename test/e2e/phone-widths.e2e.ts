/**
 * The shell at phone, tablet and desktop widths (issue 20) in real Chromium against the demo
 * server: on every demo page (the pages of demo/server/modules/pages with the shell, and the section
 * pages of demo/server/modules/sections) nothing
 * scrolls sideways and every header action is inside the window; on the start page and /home/
 * each action works (menu button, search, inbox, account menu and its Mobile QR dialog, the
 * overflow menu) with its popup or dialog fully inside the window, and axe finds nothing.
 *
 * One browser, one context per width (one test each), its page walking the pages. With
 * HR_SCREENSHOTS=1 each width also writes every state it checks to <tmpdir>/hr-shell-widths/
 * (for a designer's review; the README's gallery is `npm run screenshots`).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_PAGES } from '../../demo/server/modules/pages';
import { FILES_PATH, MY_INFO_PATH, SECTION_PAGES } from '../../demo/server/modules/sections';
import { expectNoAxeViolations, useBrowser } from './support/browser';

const e2e = useBrowser();

const WIDTHS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;
/** Same as NARROW_MEDIA (src/styles/tokens.ts): below it the header takes its one-row layout. */
const NARROW_BELOW = 960;

/** The demo's own pages that the layout prints the shell around (the script-tag page has its own). */
const SHELL_PAGES = DEMO_PAGES.flatMap((page) =>
  'standalone' in page ? [] : [page.file === 'index.html' ? '/' : `/${page.file}`],
);
const PAGES = [...SHELL_PAGES, ...SECTION_PAGES.map((page) => page.path), `${MY_INFO_PATH}?id=1`, FILES_PATH];
/** Pages where every action is exercised; on the others the layout is checked. */
const ACTED_ON = ['/', '/home/'];

const SHOTS = process.env.HR_SCREENSHOTS ? join(tmpdir(), 'hr-shell-widths') : null;
/** Following an answers or photo link the demo does not have ends on a 404: not this test's concern. */
const NOT_FOUND = /status of 404/;

const HEADER = '#place-global-header hr-global-header';
// Playwright's CSS engine pierces open shadow roots.
const part = (page: Page, name: string): Locator => page.locator(HEADER).locator(`[part~="${name}"]`);

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, page.url()).href);
  await page.evaluate(async () => {
    const tags = new Set([...document.querySelectorAll(':not(:defined)')].map((element) => element.localName));
    await Promise.all([...tags].filter((tag) => tag.startsWith('hr-')).map((tag) => customElements.whenDefined(tag)));
  });
  await page.locator(HEADER).locator('header[part="base"]').waitFor();
}

/** The box of the element, checked to lie inside the window (1 px of rounding allowed). */
async function expectInside(target: Locator, what: string): Promise<void> {
  await target.waitFor({ state: 'visible' });
  const box = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom, w: innerWidth, h: innerHeight };
  });
  expect(box.left, `${what}: left edge`).toBeGreaterThanOrEqual(-1);
  expect(box.top, `${what}: top edge`).toBeGreaterThanOrEqual(-1);
  expect(box.right, `${what}: right edge (window ${box.w})`).toBeLessThanOrEqual(box.w + 1);
  expect(box.bottom, `${what}: bottom edge (window ${box.h})`).toBeLessThanOrEqual(box.h + 1);
}

async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: innerWidth,
  }));
  expect(scroll, `${path}: scrollWidth ${scroll} > innerWidth ${inner}`).toBeLessThanOrEqual(inner);
}

/** The header's actions that show at this width, each one visible and inside the window. */
function actionsAt(width: number): string[] {
  return width < NARROW_BELOW
    ? ['nav-button', 'search-button', 'inbox-button', 'more-button', 'menu-button']
    : ['answers-button', 'inbox-button', 'help-button', 'settings-link', 'menu-button'];
}

async function shot(page: Page, width: number, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${width}-${name}.png` });
}

async function closeWithEscape(page: Page, open: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await open.waitFor({ state: 'hidden' });
}

async function exercise(page: Page, width: number, path: string): Promise<void> {
  const narrow = width < NARROW_BELOW;
  const header = page.locator(HEADER);
  const name = path === '/' ? 'start' : path.replaceAll('/', '');

  // Menu button (narrow): fires hr-nav-toggle from itself.
  if (narrow) {
    await page.evaluate(() => {
      const state = window as unknown as { toggles: number };
      state.toggles = 0;
      document.addEventListener('hr-nav-toggle', () => (state.toggles += 1));
    });
    await part(page, 'nav-button').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { toggles: number }).toggles)).toBe(1);
    // The drawer is a part fetched on first use: Escape once it is open, then it is closed again.
    const drawerOpen = () =>
      page.evaluate(() => !!document.querySelector('hr-global-nav')?.shadowRoot?.querySelector('dialog[open]'));
    await expect.poll(drawerOpen).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(drawerOpen).toBe(false);
    await expect.poll(() => part(page, 'nav-button').getAttribute('aria-expanded')).toBe('false');
  }

  // Search: expands over the bar (narrow), shows results inside the window.
  const search = header.locator('hr-global-search');
  const box = search.getByRole('combobox', { name: 'Search' });
  if (narrow) {
    await part(page, 'search-button').click();
    await expect
      .poll(() => box.evaluate((input) => input === (input.getRootNode() as ShadowRoot).activeElement))
      .toBe(true);
  } else await box.click();
  await box.pressSequentially('ada');
  const option = search.getByRole('option').first();
  await option.waitFor();
  await expectInside(search.locator('[part="popup"]'), `${path} search popup`);
  await expectInside(box, `${path} search box`);
  await expectNoAxeViolations(page, `${path} at ${width}: search results`);
  await shot(page, width, `${name}-search`);
  if (narrow) {
    // Escape closes the popup, then clears the box, then folds the search onto its icon.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator(HEADER).locator('header[part="base"]').getAttribute('class')).toBe('bar');
    await expect
      .poll(() => header.evaluate((host) => host.shadowRoot?.activeElement?.getAttribute('part')))
      .toBe('search-button');
  } else {
    await box.fill('');
    await page.keyboard.press('Escape');
  }

  // Inbox dropdown.
  await part(page, 'inbox-button').click();
  await expectInside(part(page, 'inbox-panel'), `${path} inbox dropdown`);
  await expectNoAxeViolations(page, `${path} at ${width}: inbox open`);
  await shot(page, width, `${name}-inbox`);
  await closeWithEscape(page, part(page, 'inbox-panel'));

  // Overflow menu (narrow): help, answers, settings; Help opens the slide-down.
  if (narrow) {
    await part(page, 'more-button').click();
    const menu = header.locator('.more [role=menu]');
    await expectInside(menu, `${path} overflow menu`);
    await expect
      .poll(() => menu.getByRole('menuitem').allTextContents())
      .toEqual(['Help', expect.any(String), 'Settings']);
    await expectNoAxeViolations(page, `${path} at ${width}: overflow menu open`);
    await shot(page, width, `${name}-more`);
    await menu.getByRole('menuitem', { name: 'Help' }).click();
    await expectInside(part(page, 'help-panel'), `${path} help slide-down`);
    await expectNoAxeViolations(page, `${path} at ${width}: help slide-down`);
    await part(page, 'help-button').click();
    await part(page, 'help-panel').waitFor({ state: 'detached' });
  }

  // Account menu and its Mobile QR dialog.
  await part(page, 'menu-button').click();
  const accountMenu = header.locator('.account [role=menu]');
  await expectInside(accountMenu, `${path} account menu`);
  await shot(page, width, `${name}-account`);
  await accountMenu.getByRole('menuitem', { name: 'Mobile App QR Code Login' }).click();
  const dialog = header.locator('dialog');
  await expectInside(dialog, `${path} Mobile QR dialog`);
  await header.locator('[part="qr-code"] path').waitFor();
  await expectNoAxeViolations(page, `${path} at ${width}: Mobile QR dialog`);
  await shot(page, width, `${name}-qr`);
  await closeWithEscape(page, dialog);
}

describe('the shell at phone, tablet and desktop widths', () => {
  it.each(WIDTHS)('fits $width×$height on every demo page, and every header action works', async (viewport) => {
    const { page } = await e2e.open('/', { viewport, expectConsoleErrors: [NOT_FOUND] });
    for (const path of PAGES) {
      if (path !== '/') await visit(page, path);
      await expectNoSidewaysScroll(page, path);
      for (const action of actionsAt(viewport.width)) await expectInside(part(page, action), `${path}: ${action}`);
      if (path === '/home/') await shot(page, viewport.width, 'home');
      if (ACTED_ON.includes(path)) {
        await exercise(page, viewport.width, path);
        await expectNoSidewaysScroll(page, `${path} after its actions`);
      }
    }
  });
});
