/**
 * Anchored popups in real Chromium (ui/popover: Floating UI's flip and shift): the select field's
 * list opens above its box when the window has no room below, and header popups stay inside a
 * 320 px wide window. The mouse leaving a dropdown closes it (the 250 ms hide delay, timed in
 * test/ui/popover.test.tsx).
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

const HEADER = '#place-global-header hr-global-header';

function rect(locator: Locator) {
  return locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });
}

const viewport = (page: Page) => page.evaluate(() => ({ width: innerWidth, height: innerHeight }));

describe('anchored popups', () => {
  it('opens the select list above its box near the bottom of a short window, and below it with room', async () => {
    const { page } = await e2e.open('/forms.html', { viewport: { width: 1100, height: 520 } });
    const host = page.locator('hr-select-field:has(#demo-department)');
    const combobox = host.locator('[role="combobox"]');
    const field = host.locator('.hr-select-field__box');
    const popup = host.locator('.hr-select-field__popup');
    await combobox.waitFor();

    await combobox.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await combobox.click();
    await expect.poll(() => popup.getAttribute('data-side')).toBe('top');
    const [above, box] = [await rect(popup), await rect(field)];
    expect(above.bottom).toBeLessThanOrEqual(box.top);
    expect(above.top).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.isVisible()).toBe(false);

    await combobox.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await combobox.click();
    await expect.poll(() => popup.getAttribute('data-side')).toBe('bottom');
    const [below, moved] = [await rect(popup), await rect(field)];
    expect(below.top).toBeGreaterThanOrEqual(moved.bottom);
    expect(below.bottom).toBeLessThanOrEqual((await viewport(page)).height);
  });

  it('keeps the inbox panel and the account menu inside a 320 px wide window', async () => {
    const { page } = await e2e.open('/', { signInAs: 'admin', viewport: { width: 320, height: 640 } });
    const header = page.locator(HEADER);
    const { width } = await viewport(page);

    const inbox = header.locator('[part~="inbox-button"]');
    await inbox.click();
    const panel = header.locator('[part~="inbox-panel"]');
    await expect.poll(() => panel.getAttribute('data-side')).toBe('bottom');
    const placed = await rect(panel);
    expect(placed.left).toBeGreaterThanOrEqual(0);
    expect(placed.right).toBeLessThanOrEqual(width);
    await page.keyboard.press('Escape');

    const account = header.locator('[part="menu-button"]');
    await account.click();
    const menu = header.locator('[role=menu]');
    await expect.poll(() => menu.getAttribute('data-side')).toBe('bottom');
    const shown = await rect(menu);
    expect(shown.left).toBeGreaterThanOrEqual(0);
    expect(shown.right).toBeLessThanOrEqual(width);
  });

  it('closes the inbox panel once the mouse has left it', async () => {
    const { page } = await e2e.open('/', { signInAs: 'admin', viewport: { width: 1600, height: 900 } });
    const header = page.locator(HEADER);
    const button = header.locator('[part~="inbox-button"]');
    const panel = header.locator('[part~="inbox-panel"]');
    await button.click();
    await expect.poll(() => panel.count()).toBe(1);
    await page.mouse.move(5, 800);
    await expect.poll(() => panel.count()).toBe(0);
  });
});
