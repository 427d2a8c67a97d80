/**
 * <hr-global-nav> below the narrow breakpoint, in real Chromium against the demo server: an
 * off-canvas drawer, closed on load, opened by `hr-nav-toggle` (the header's menu button), a modal
 * dialog while open; at desktop widths the rail as before. `/` prints the nav with
 * active="employees".
 */
import { describe, expect, it } from 'vitest';
import axeCore from 'axe-core';
import type { Page } from 'playwright-core';
import { AXE_TAGS, formatViolations, injectAxe, useBrowser } from './support/browser';

const e2e = useBrowser();

const NAV = '#place-global-nav hr-global-nav';
const KEY = 'hr-shell:globalNavigationOpen';
const PHONE = { width: 390, height: 844 };
const PHONES = [PHONE, { width: 320, height: 568 }];
const DESKTOP = { width: 1440, height: 900 };

// Playwright's CSS and role engines pierce open shadow roots.
const nav = (page: Page) => page.locator(NAV);
const drawer = (page: Page) => nav(page).locator('dialog');
const menuButton = (page: Page) => page.locator('hr-global-header [part="nav-button"]');

function drawerOpen(page: Page): Promise<boolean> {
  return drawer(page).evaluate((dialog) => (dialog as HTMLDialogElement).open);
}

function hostClass(page: Page): Promise<string | null> {
  return nav(page).getAttribute('class');
}

/** The element focused, through shadow roots: the nav item's text, or `tag|part|text` elsewhere. */
function focused(page: Page): Promise<string> {
  return page.evaluate((selector) => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element) return '';
    const inNav = element.getRootNode() === document.querySelector(selector)?.shadowRoot;
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    return inNav ? `nav:${text}` : `${element.localName}|${element.getAttribute('part') ?? ''}|${text}`;
  }, NAV);
}

/** Records every `hr-nav-drawer` detail from now on, as the header would hear them. */
async function recordDrawerEvents(page: Page): Promise<() => Promise<unknown[]>> {
  await page.evaluate(() => {
    const said: unknown[] = [];
    (window as unknown as { navDrawerSaid: unknown[] }).navDrawerSaid = said;
    document.addEventListener('hr-nav-drawer', (event) => said.push((event as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { navDrawerSaid: unknown[] }).navDrawerSaid);
}

function storedState(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), KEY);
}

function noSidewaysScroll(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth }));
}

/**
 * The page's width with the nav's place shown and hidden: the nav causes no sideways scroll when
 * showing it adds nothing beyond the window. (The page's own column and content are the page's:
 * the demo layout drops its nav column below the breakpoint.)
 */
function widthWithAndWithoutNav(page: Page): Promise<{ withNav: number; withoutNav: number; innerWidth: number }> {
  return page.evaluate((selector) => {
    const place = document.querySelector(selector)?.parentElement as HTMLElement;
    const withNav = document.documentElement.scrollWidth;
    place.style.display = 'none';
    const withoutNav = document.documentElement.scrollWidth;
    place.style.removeProperty('display');
    return { withNav, withoutNav, innerWidth };
  }, NAV);
}

/**
 * Asks for the drawer as the header's menu button does: a click on the button once the header has
 * one, else `hr-nav-toggle` dispatched from the focused control. Focus starts on the header's
 * logo (or the button), so the test sees it come back there.
 */
async function toggleDrawer(page: Page): Promise<void> {
  if (await menuButton(page).isVisible()) {
    await menuButton(page).click();
    return;
  }
  await page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    (element ?? document.body).dispatchEvent(new CustomEvent('hr-nav-toggle', { bubbles: true, composed: true }));
  });
}

/** The control that opens the drawer, focused: the header's menu button, else the logo link. */
async function focusOpener(page: Page): Promise<string> {
  if (await menuButton(page).isVisible()) await menuButton(page).focus();
  else await page.locator('#place-global-header .demo-logo').focus();
  return focused(page);
}

/** axe-core on the nav element and its shadow tree, the drawer included. */
async function expectNavAccessible(page: Page, state: string): Promise<void> {
  await injectAxe(page);
  const violations = await page.evaluate(
    async ({ selector, tags }) => {
      const { axe } = window as unknown as { axe: typeof axeCore };
      const results = await axe.run({ include: [[selector]] }, { runOnly: { type: 'tag', values: tags } });
      return results.violations.map((violation) => ({
        ...violation,
        nodes: violation.nodes.map((node) => ({ ...node, any: [], all: [], none: [] })),
      }));
    },
    { selector: NAV, tags: AXE_TAGS },
  );
  expect(violations.length, `axe violations (${state}):\n${formatViolations(violations)}`).toBe(0);
}

describe('<hr-global-nav> as a drawer on narrow screens', () => {
  for (const viewport of PHONES) {
    it(`is closed on load at ${viewport.width}×${viewport.height}, takes no room and causes no sideways scroll`, async () => {
      const { page } = await e2e.open('/', { viewport });
      // A desktop user who collapsed the rail: the drawer still starts closed, the choice is kept.
      await page.evaluate((key) => localStorage.setItem(key, 'false'), KEY);
      await page.reload();
      await page.evaluate(() => customElements.whenDefined('hr-global-nav'));
      await expect.poll(() => hostClass(page)).toBe('hr-global-nav-drawer');
      await drawer(page).waitFor({ state: 'attached' });
      expect(await drawerOpen(page)).toBe(false);
      expect(await nav(page).getByRole('link', { name: 'Home' }).isVisible()).toBe(false);
      expect(await nav(page).evaluate((host) => host.getBoundingClientRect().width)).toBe(0);
      const { withNav, withoutNav, innerWidth } = await widthWithAndWithoutNav(page);
      expect(withNav).toBeLessThanOrEqual(Math.max(innerWidth, withoutNav));
      await expectNavAccessible(page, `closed at ${viewport.width}`);
      expect(await storedState(page)).toBe('false');
    });

    it(`opens as a modal dialog at ${viewport.width}×${viewport.height}: focus in, Tab kept inside, Escape and the scrim close it, focus back`, async () => {
      const { page } = await e2e.open('/', { viewport });
      await expect.poll(() => hostClass(page)).toBe('hr-global-nav-drawer');
      await drawer(page).waitFor({ state: 'attached' });
      const said = await recordDrawerEvents(page);
      const opener = await focusOpener(page);

      await toggleDrawer(page);
      await expect.poll(() => drawerOpen(page)).toBe(true);
      expect(await said()).toEqual([{ open: true }]);
      // The current page's item gets the focus (not the filter box: no keyboard pops up).
      await expect.poll(() => focused(page)).toBe('nav:Employees');
      expect(await nav(page).getByRole('dialog', { name: 'Navigation' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      // It slides in (0.2 s): measured once it is at the start edge.
      await expect.poll(async () => (await drawer(page).boundingBox())?.x).toBe(0);
      const box = await drawer(page).boundingBox();
      // In the top layer, fixed, inside the window with a strip of the dimmed page to tap.
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width - 40);
      expect(box?.height).toBe(viewport.height);
      await expectNavAccessible(page, `open at ${viewport.width}`);

      // Tab and Shift+Tab never leave the drawer (the page behind is inert).
      for (let step = 0; step < 16; step += 1) {
        await page.keyboard.press('Tab');
        expect(await focused(page)).toMatch(/^nav:/);
      }
      for (let step = 0; step < 16; step += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focused(page)).toMatch(/^nav:/);
      }

      await page.keyboard.press('Escape');
      await expect.poll(() => drawerOpen(page)).toBe(false);
      expect(await focused(page)).toBe(opener);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

      // A click on the dimmed page beside the drawer closes it too.
      await toggleDrawer(page);
      await expect.poll(() => drawerOpen(page)).toBe(true);
      await page.mouse.click(viewport.width - 10, viewport.height / 2);
      await expect.poll(() => drawerOpen(page)).toBe(false);
      expect(await focused(page)).toBe(opener);

      // Its Close button, the third way out.
      await toggleDrawer(page);
      await expect.poll(() => drawerOpen(page)).toBe(true);
      await nav(page).getByRole('button', { name: 'Close', exact: true }).first().click();
      await expect.poll(() => drawerOpen(page)).toBe(false);
      expect(await focused(page)).toBe(opener);

      expect(await said()).toEqual([
        { open: true },
        { open: false },
        { open: true },
        { open: false },
        { open: true },
        { open: false },
      ]);
      expect(await storedState(page)).toBeNull();
      await expectNavAccessible(page, `closed again at ${viewport.width}`);
    });
  }

  it('follows a link from the drawer', async () => {
    const { page } = await e2e.open('/', { viewport: PHONE });
    await drawer(page).waitFor({ state: 'attached' });
    await focusOpener(page);
    await toggleDrawer(page);
    await expect.poll(() => drawerOpen(page)).toBe(true);
    await Promise.all([
      page.waitForURL('**/app/benefits/'),
      nav(page).getByRole('link', { name: 'Benefits', exact: true }).click(),
    ]);
    await page.evaluate(() => customElements.whenDefined('hr-global-nav'));
    await drawer(page).waitFor({ state: 'attached' });
    expect(await drawerOpen(page)).toBe(false);
  });

  it('switches cleanly across the breakpoint: drawer closed, the stored rail back, and back again', async () => {
    const { page } = await e2e.open('/', { viewport: PHONE });
    await drawer(page).waitFor({ state: 'attached' });
    await focusOpener(page);
    await toggleDrawer(page);
    await expect.poll(() => drawerOpen(page)).toBe(true);
    await page.setViewportSize(DESKTOP);
    await expect.poll(() => hostClass(page)).toBe('hr-global-nav-open');
    expect(await drawer(page).count()).toBe(0);
    expect(await nav(page).getByRole('link', { name: 'Home' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await page.setViewportSize(PHONE);
    await expect.poll(() => hostClass(page)).toBe('hr-global-nav-drawer');
    expect(await drawerOpen(page)).toBe(false);
    expect(await storedState(page)).toBeNull();
  });
});

describe('<hr-global-nav> at 1440×900', () => {
  it('keeps the rail: hr-nav-toggle is ignored, the toggle collapses and stores as before', async () => {
    const { page } = await e2e.open('/', { viewport: DESKTOP });
    await expect.poll(() => hostClass(page)).toBe('hr-global-nav-open');
    const said = await recordDrawerEvents(page);
    await page.evaluate(() =>
      document.body.dispatchEvent(new CustomEvent('hr-nav-toggle', { bubbles: true, composed: true })),
    );
    expect(await drawer(page).count()).toBe(0);
    expect(await said()).toEqual([]);
    const toggle = nav(page).locator('button.toggle');
    expect(await toggle.getAttribute('aria-label')).toBe('Collapse navigation');
    await toggle.click();
    await expect.poll(() => hostClass(page)).toBe('hr-global-nav-closed');
    expect(await storedState(page)).toBe('false');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const { scrollWidth, innerWidth } = await noSidewaysScroll(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await expectNavAccessible(page, 'rail at 1440');
    expect(await said()).toEqual([]);
  });
});
