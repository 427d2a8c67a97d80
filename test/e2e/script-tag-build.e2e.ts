/**
 * The script-tag build in real Chromium (/script-tag.html loads only hr-shell.global.js): the
 * libraries it leaves out (Floating UI, qrcode, DOMPurify) arrive from `script-tag/` beside the
 * script when an element first needs them, and the elements work with them.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser';

const e2e = useBrowser();

const scriptPaths = (requests: Request[]) =>
  requests.filter((request) => request.resourceType() === 'script').map((request) => new URL(request.url()).pathname);

const menu = (page: Page) => page.locator('hr-account-menu');

describe('hr-shell.global.js', () => {
  it('loads nothing but itself with the page', async () => {
    const { page, requests } = await e2e.open('/script-tag.html');
    await menu(page).locator('[part="menu-button"]').waitFor();
    expect(scriptPaths(requests).filter((path) => path.startsWith('/dist/'))).toEqual(['/dist/hr-shell.global.js']);
  });

  it('positions the account menu with Floating UI fetched from script-tag/floating.js when it opens', async () => {
    const { page, requests } = await e2e.open('/script-tag.html');
    await menu(page).locator('[part="menu-button"]').click();
    const popup = menu(page).locator('[role=menu]');
    await popup.waitFor({ state: 'visible' });
    // anchorTo() (ui/popover/floating.ts) writes the side it chose; CSS placement alone never does.
    await expect.poll(() => popup.getAttribute('data-side')).toBe('bottom');
    expect(scriptPaths(requests)).toContain('/dist/script-tag/floating.js');
    const box = await popup.boundingBox();
    const width = await page.evaluate(() => innerWidth);
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await expectNoAxeViolations(page, 'account menu open (script-tag build)');
  });

  it('draws the Mobile QR code with qrcode fetched from script-tag/qrcode.js', async () => {
    const { page, requests } = await e2e.open('/script-tag.html');
    await menu(page).locator('[part="menu-button"]').click();
    await menu(page).locator('[role=menuitem]').filter({ hasText: 'Mobile App QR Code Login' }).click();
    const code = menu(page).locator('dialog [part="qr-code"] path');
    await expect.poll(() => code.getAttribute('d', { timeout: 250 }).catch(() => null)).toBeTruthy();
    expect(scriptPaths(requests)).toContain('/dist/script-tag/qrcode.js');
  });

  it('sanitizes live-search results with DOMPurify fetched from script-tag/dompurify.js', async () => {
    const { page, requests } = await e2e.open('/script-tag.html');
    await page.locator('#person-q').fill('a');
    const results = page.locator('hr-live-search [part="results"] a');
    await expect.poll(() => results.count()).toBeGreaterThan(1);
    expect(scriptPaths(requests)).toContain('/dist/script-tag/dompurify.js');
    await expectNoAxeViolations(page, 'live search open (script-tag build)');
  });
});
