/**
 * The "Demo controls" drawer of the demo's pages (demo/panel.js, printed by the layout) in real
 * Chromium: closed on load; a non-modal disclosure (aria-expanded and aria-controls on its toggle
 * in the breadcrumb line, focus into it on open and back to the toggle on close, Escape and the
 * close button close it); open, it keeps clear of the shell (header, nav column, banners) and
 * inside the window from 320 px up; it holds the demo pages' links, the user line and the page's
 * event log; axe-core finds nothing with it open.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { demoControlsToggle, openDemoControls } from './support/demo-controls';

const e2e = useBrowser();

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The boxes of the open drawer and of the shell's pieces, the window's size and its sideways scroll. */
function layout(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const node = document.querySelector(selector);
      if (!node) return null;
      const { left, top, right, bottom } = node.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    return {
      drawer: box('#demo-panel')!,
      header: box('#place-global-header hr-global-header'),
      nav: box('#place-global-nav > hr-global-nav'),
      banners: box('#place-banner-stack'),
      width: document.documentElement.clientWidth,
      height: document.documentElement.clientHeight,
    };
  });
}

const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const focusInDrawer = (page: Page) =>
  page.evaluate(() => document.getElementById('demo-panel')?.contains(document.activeElement) ?? false);

const focusOnToggle = (page: Page) =>
  page.evaluate(() => document.activeElement?.matches('.demo-controls-toggle') ?? false);

describe('the Demo controls drawer', () => {
  it('is closed on load; the toggle opens it and moves focus in, Escape closes it and focus returns', async () => {
    const { page } = await e2e.open('/', { viewport: { width: 1440, height: 900 } });
    const toggle = demoControlsToggle(page);
    const drawer = page.locator('#demo-panel');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-controls')).toBe('demo-panel');
    expect(await drawer.isHidden()).toBe(true);
    // The toggle sits in the breadcrumb line, in the page's flow.
    expect(await page.locator('#header .demo-trail-bar .demo-controls-toggle').count()).toBe(1);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => focusInDrawer(page)).toBe(true);

    // Focus on a control inside, then Escape: closed, focus back on the toggle.
    await drawer.getByRole('link', { name: 'files', exact: true }).focus();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focusOnToggle(page)).toBe(true);

    // The close button does the same.
    await toggle.click();
    await drawer.waitFor({ state: 'visible' });
    await expect.poll(() => focusInDrawer(page)).toBe(true);
    await drawer.getByRole('button', { name: 'Close demo controls' }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(await focusOnToggle(page)).toBe(true);

    // And the toggle itself, pressed again.
    await toggle.click();
    await drawer.waitFor({ state: 'visible' });
    await toggle.click();
    await drawer.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('holds the demo pages, the user line and the event log, which counts on the toggle', async () => {
    const { page } = await e2e.open('/');
    const toggle = demoControlsToggle(page);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    const count = page.locator('.demo-controls-count');
    expect(await count.isHidden()).toBe(true);
    // An event of the page goes into the drawer's log (demo/demo.js), closed or open.
    await page.evaluate(() =>
      document.body.dispatchEvent(new CustomEvent('hr-change', { bubbles: true, detail: { value: 'Zoë' } })),
    );
    await expect.poll(() => count.textContent()).toBe('1');
    expect(await count.isVisible()).toBe(true);

    const drawer = await openDemoControls(page);
    const log = drawer.locator('#event-log li');
    await expect.poll(() => log.count()).toBe(1);
    expect(await log.textContent()).toMatch(/ hr-change from <body>: \{"value":"Zoë"\}$/);
    expect(await page.locator('#event-log').count()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => drawer.locator('[data-demo-user-line]').textContent()).toMatch(/^Signed in as owner \(/);
    const pages = drawer.getByRole('list', { name: 'Demo pages' }).getByRole('link');
    expect(await pages.count()).toBeGreaterThan(3);
    expect(await pages.first().getAttribute('href')).toBe('/');
    // The breadcrumb line links to no demo page any more: the drawer does.
    expect(await page.locator('#header .demo-trail a').count()).toBe(0);

    await Promise.all([
      page.waitForURL(/\/files\.html$/),
      drawer.getByRole('link', { name: 'files', exact: true }).click(),
    ]);
    await expect.poll(() => demoControlsToggle(page).getAttribute('aria-expanded')).toBe('false');
  });

  it('covers neither the header, the nav column nor the banners at 1440×900, and axe finds nothing', async () => {
    const { page } = await e2e.open('/', { viewport: { width: 1440, height: 900 } });
    await openDemoControls(page);
    // The banners of the page have rendered (the owner sees the announcement and the demo-data one).
    await page.locator('#place-banner-stack hr-banner-stack [data-banner]').first().waitFor();
    await expect.poll(async () => (await layout(page)).drawer.top).toBeGreaterThan(0);
    const { drawer, header, nav, banners, width, height } = await layout(page);
    expect(header && nav && banners).toBeTruthy();
    expect(intersects(drawer, header!), 'drawer over the header').toBe(false);
    expect(intersects(drawer, nav!), 'drawer over the nav column').toBe(false);
    expect(intersects(drawer, banners!), 'drawer over the banners').toBe(false);
    expect(drawer.left).toBeGreaterThanOrEqual(0);
    expect(drawer.right).toBeLessThanOrEqual(width);
    expect(drawer.bottom).toBeLessThanOrEqual(height);
    expect(drawer.bottom - drawer.top).toBeGreaterThan(240);
    await expectNoAxeViolations(page, 'the demo controls open at 1440×900');
  });

  it.each([
    [390, 844],
    [320, 568],
  ])('lies inside the window at %i×%i, below the header', async (width, height) => {
    const { page } = await e2e.open('/', { viewport: { width, height } });
    await openDemoControls(page);
    const box = await layout(page);
    expect(box.drawer.left).toBeGreaterThanOrEqual(0);
    expect(box.drawer.top).toBeGreaterThanOrEqual(0);
    expect(box.drawer.right).toBeLessThanOrEqual(box.width);
    expect(box.drawer.bottom).toBeLessThanOrEqual(box.height);
    expect(intersects(box.drawer, box.header!), 'drawer over the header').toBe(false);
    // Its content scrolls inside it: the last control can be reached.
    const apply = page.locator('#demo-panel').getByRole('button', { name: 'Apply', exact: true });
    await apply.scrollIntoViewIfNeeded();
    expect(await apply.isVisible()).toBe(true);
    if (width === 320) await expectNoAxeViolations(page, `the demo controls open at ${width}×${height}`);
  });
});
