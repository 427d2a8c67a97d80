/**
 * <hr-employee-snapshot> in real Chromium against the demo server: the layout prints it on every
 * page; it opens from the header's global search and from the quick search for the `employee`
 * user (who may not open profiles, CORE_SNAPSHOT on), with the real snapshot routes. The header
 * tests use the time-tracking page (the home page's file list is refused to this user).
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser';

const e2e = useBrowser();
const SHOTS = '/tmp/shots-snapshot';
const TAG = 'hr-employee-snapshot';
const PAGE = '/time-tracking.html';
/** Several axe runs and drags: room for a machine five times slower than usual. */
const SLOW = 120_000;

const dialog = (page: Page) => page.locator(TAG).locator('dialog');
const frame = (page: Page) =>
  dialog(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
  });
const focusedInSnapshot = (page: Page) =>
  page.locator(TAG).evaluate((host) => {
    const active = host.shadowRoot?.activeElement;
    return active ? (active.getAttribute('aria-label') ?? active.textContent ?? active.localName) : null;
  });

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Opens Ada Lovelace's snapshot from the header search as the `employee` user. */
async function openFromGlobalSearch(page: Page): Promise<void> {
  const box = page.locator('hr-global-search').getByRole('combobox', { name: 'Search' });
  await box.click();
  await box.pressSequentially('lovelace');
  const option = page.locator('hr-global-search').getByRole('option', { name: /Ada Lovelace/ });
  await expect.poll(() => option.count()).toBeGreaterThan(0);
  await expect.poll(() => option.first().textContent()).toContain('Opens the employee snapshot');
  await option.first().click();
  await expect.poll(() => dialog(page).isVisible()).toBe(true);
  await expect.poll(() => page.locator(TAG).locator('.snapshot-name').textContent()).toBe('Ada Lovelace');
  await expect.poll(() => page.locator(TAG).locator('[part="section"]').count()).toBeGreaterThan(0);
}

describe('<hr-employee-snapshot> on the demo pages', () => {
  it(
    'opens from global search as the employee user: summary, sections, focus in and back, axe',
    async () => {
      const { page, requests } = await e2e.open(PAGE, { signInAs: 'employee', viewport: { width: 1440, height: 900 } });
      await openFromGlobalSearch(page);
      const asked = requests.map((request) => new URL(request.url()).pathname);
      expect(asked).toContain('/employees/snapshot/1/summary');
      expect(asked).toContain('/employees/snapshot/1');
      // 379 × 800, 32 px from the right, 20 px from the top; non-modal.
      expect(await frame(page)).toEqual({ x: 1440 - 32 - 379, y: 20, width: 379, height: 800 });
      expect(await dialog(page).evaluate((element) => element.matches(':modal'))).toBe(false);
      expect(await focusedInSnapshot(page)).toBe('Employee Snapshot');
      // The employee may not see others' profiles, birth dates or pay.
      expect(await page.locator(TAG).locator('.snapshot-profile').count()).toBe(0);
      expect(await page.locator(TAG).locator('.snapshot-body').textContent()).not.toContain('Birth Date');
      await expectNoAxeViolations(page, 'snapshot open (desktop)');
      await shot(page, 'desktop-1440');

      const hover = page.locator(TAG).locator('.snapshot-hover-button').first();
      await hover.hover();
      await expect.poll(() => page.locator(TAG).locator('.snapshot-popover').isVisible()).toBe(true);
      await expectNoAxeViolations(page, 'hover popover open');
      await shot(page, 'desktop-1440-popover');
      await page.keyboard.press('Escape');
      await page.mouse.move(10, 890);

      await page.locator(TAG).getByRole('button', { name: 'Close snapshot' }).click();
      await expect.poll(() => dialog(page).count()).toBe(0);
      // Focus is back in the search box it came from.
      expect(
        await page
          .locator('hr-global-search')
          .evaluate((host) => host.shadowRoot?.activeElement?.getAttribute('role') ?? null),
      ).toBe('combobox');
    },
    SLOW,
  );

  it(
    'opens from the quick search as the employee user',
    async () => {
      const { page } = await e2e.open('/search.html', { signInAs: 'employee' });
      const box = page.locator('hr-quick-search').getByRole('combobox');
      await box.click();
      await box.pressSequentially('ada');
      const row = page.locator('hr-quick-search').locator('[part~="snapshot"]', { hasText: 'Ada Lovelace' });
      await expect.poll(() => row.count()).toBeGreaterThan(0);
      await row.first().click();
      await expect.poll(() => page.locator(TAG).locator('.snapshot-name').textContent()).toBe('Ada Lovelace');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog(page).count()).toBe(0);
    },
    SLOW,
  );

  it(
    'moves by drag, keys and buttons, resizes, stays inside the window, and writes the section cookie',
    async () => {
      const { page, context } = await e2e.open(PAGE, { signInAs: 'employee', viewport: { width: 1440, height: 900 } });
      await openFromGlobalSearch(page);
      const start = await frame(page);

      // Drag the header 300 px left and 40 px down.
      const title = page.locator(TAG).locator('.snapshot-title');
      const at = await title.boundingBox();
      await page.mouse.move(at!.x + 20, at!.y + 5);
      await page.mouse.down();
      await page.mouse.move(at!.x - 140, at!.y + 25, { steps: 4 });
      await page.mouse.move(at!.x - 280, at!.y + 45, { steps: 4 });
      await page.mouse.up();
      expect(await frame(page)).toMatchObject({ x: start.x - 300, y: start.y + 40, width: 379 });

      // Dragged far off-screen, it stays inside the window.
      const again = await title.boundingBox();
      await page.mouse.move(again!.x + 20, again!.y + 5);
      await page.mouse.down();
      await page.mouse.move(again!.x + 3000, again!.y - 3000, { steps: 5 });
      await page.mouse.up();
      expect(await frame(page)).toMatchObject({ x: 1440 - 8 - 379, y: 8 });

      // Arrow keys on the move handle.
      const handle = page.locator(TAG).getByRole('button', { name: 'Move snapshot' });
      await handle.focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Shift+ArrowDown');
      expect(await frame(page)).toMatchObject({ x: 1440 - 8 - 379 - 10, y: 58 });

      // Resize from the bottom-left corner, by drag and by keys.
      const grip = page.locator(TAG).getByRole('button', { name: 'Resize snapshot' });
      const before = await frame(page);
      const corner = await grip.boundingBox();
      await page.mouse.move(corner!.x + 12, corner!.y + 12);
      await page.mouse.down();
      await page.mouse.move(corner!.x - 88, corner!.y - 188, { steps: 5 });
      await page.mouse.up();
      expect(await frame(page)).toEqual({
        x: before.x - 100,
        y: before.y,
        width: before.width + 100,
        height: before.height - 200,
      });
      await grip.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      expect(await frame(page)).toMatchObject({ width: before.width + 90, height: before.height - 190 });

      // The single-pointer alternatives: other side, larger, reset.
      const buttons = page.locator(TAG).locator('.snapshot-tools');
      await buttons.getByRole('button', { name: 'Move to the left side' }).click();
      expect((await frame(page)).x).toBe(8);
      await buttons.getByRole('button', { name: 'Make larger' }).click();
      expect(await frame(page)).toMatchObject({ y: 8, height: 900 - 16, width: 758 });
      await buttons.getByRole('button', { name: 'Make smaller' }).click();
      await buttons.getByRole('button', { name: 'Reset position and size' }).click();
      expect(await frame(page)).toEqual(start);
      await expectNoAxeViolations(page, 'after moving and resizing');

      // Collapse a section: the cookie is written Secure, SameSite=Strict, path /, keyed by token.
      const toggle = page.locator(TAG).locator('[data-section="basicInformation"] h3 button');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      const cookie = (await context.cookies()).find((c) => c.name === 'snapshotSectionState');
      expect(cookie).toMatchObject({ secure: true, sameSite: 'Strict', path: '/' });
      expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ basicInformation: false });
      await expectNoAxeViolations(page, 'section collapsed');

      // Reopened after a reload, the section is still collapsed.
      await page.reload();
      await page.evaluate(() => customElements.whenDefined('hr-employee-snapshot'));
      await openFromGlobalSearch(page);
      expect(
        await page.locator(TAG).locator('[data-section="basicInformation"] h3 button').getAttribute('aria-expanded'),
      ).toBe('false');
    },
    SLOW,
  );

  it(
    'falls back to the defaults for a hostile section cookie',
    async () => {
      const { page, context, url } = await e2e.open(PAGE, { signInAs: 'employee' });
      await context.addCookies([
        {
          name: 'snapshotSectionState',
          value: encodeURIComponent('{"__proto__":{"polluted":1},"basicInformation":"no","jobHistory":0}'),
          url: url('/'),
        },
      ]);
      await page.reload();
      await page.evaluate(() => customElements.whenDefined('hr-employee-snapshot'));
      await openFromGlobalSearch(page);
      const states = await page
        .locator(TAG)
        .locator('[part="section"] h3 button')
        .evaluateAll((all) => all.map((b) => b.getAttribute('aria-expanded')));
      expect(states.every((state) => state === 'true')).toBe(true);
      expect(await page.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty('polluted');
    },
    SLOW,
  );

  it(
    'fits a 320 px window and passes axe there',
    async () => {
      const { page } = await e2e.open(PAGE, { signInAs: 'employee', viewport: { width: 320, height: 640 } });
      await page.evaluate(() =>
        document.dispatchEvent(new CustomEvent('hr-snapshot-open', { detail: { employeeId: 2 } })),
      );
      await expect.poll(() => page.locator(TAG).locator('[part="section"]').count()).toBeGreaterThan(0);
      expect(await frame(page)).toEqual({ x: 8, y: 20, width: 304, height: 640 - 28 });
      // The dialog itself adds no sideways scrolling: it ends 8 px inside the window.
      expect(await dialog(page).evaluate((element) => element.getBoundingClientRect().right)).toBe(312);
      await expectNoAxeViolations(page, 'snapshot at 320 px');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.locator(TAG).getByRole('button', { name: 'Reset position and size' }).click();
      await expect.poll(() => frame(page)).toEqual({ x: 8, y: 20, width: 374, height: 800 });
      await shot(page, 'phone-390');
    },
    SLOW,
  );

  it(
    'shows the refusal to an offer-letter user and warns only in the console for bad event data',
    async () => {
      const { page } = await e2e.open(PAGE, { signInAs: 'offerletter', expectConsoleErrors: [/status of 403/] });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.evaluate(() => {
        document.dispatchEvent(new CustomEvent('hr-snapshot-open', { detail: { employeeId: 'x' } }));
        document.dispatchEvent(new CustomEvent('hr-snapshot-open', { detail: { employeeId: 1 } }));
      });
      await expect.poll(() => warnings.some((w) => w.includes('hr-snapshot-open was ignored'))).toBe(true);
      await expect
        .poll(() => page.locator(TAG).locator('[part="error"]').allTextContents())
        .toEqual(['You can only see your own employee snapshot.', 'You can only see your own employee snapshot.']);
      await expectNoAxeViolations(page, 'refused');
    },
    SLOW,
  );
});
