/**
 * <hr-employee-history> in real Chromium against the demo server: the employee page (demo/index.html)
 * prints it with Ada Lovelace's job history table inside and `employee-id="1"`; its trigger opens
 * the modal, whose header comes from the real header data route. Screenshots go to /tmp/eh-shots.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser';

const e2e = useBrowser();
const SHOTS = '/tmp/eh-shots';
const TAG = 'hr-employee-history';
const PAGE = '/';
/** Several axe runs: room for a machine five times slower than usual. */
const SLOW = 120_000;

const host = (page: Page) => page.locator(TAG);
const dialog = (page: Page) => host(page).locator('dialog');
const part = (page: Page, name: string) => host(page).locator(`[part="${name}"]`);
const trigger = (page: Page) => part(page, 'trigger');
/** The control focused inside the element's shadow root (null when the focus is elsewhere). */
const focusedPart = (page: Page) =>
  host(page).evaluate((element) => {
    const active = element.shadowRoot?.activeElement;
    return document.activeElement === element && active ? (active.getAttribute('part') ?? active.localName) : null;
  });

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

interface Header {
  id: number;
  preferredName: string;
  lastName: string;
  jobTitle: string;
  photoURL: string | null;
}

/** The header data as the server answers it (the page's own session). */
const headerOf = (page: Page, id: number) =>
  page.evaluate(
    (employeeId) => fetch(`/employees/employee_header/${employeeId}`).then((r) => r.json()),
    id,
  ) as Promise<Header>;

async function openFromTrigger(page: Page): Promise<void> {
  await trigger(page).click();
  await expect.poll(() => dialog(page).isVisible()).toBe(true);
}

describe('<hr-employee-history> on the employee page', () => {
  it(
    "opens from the page's button: header from the route, the page's table inside, Escape closes with focus back (axe, 1440 px)",
    async () => {
      const { page, requests } = await e2e.open(PAGE, { viewport: { width: 1440, height: 900 } });
      await expect.poll(() => trigger(page).textContent()).toBe('Job history');
      // Printed but closed: the page's table is not shown and the header is not asked for.
      expect(await page.locator('#job-history-table').isVisible()).toBe(false);
      expect(requests.some((request) => request.url().includes('/employees/employee_header/'))).toBe(false);
      await expectNoAxeViolations(page, 'history closed');

      await openFromTrigger(page);
      await expect.poll(() => part(page, 'name').textContent()).not.toBe('Loading…');
      // One request for the header (the test's own look at the route comes after).
      expect(requests.filter((request) => request.url().includes('/employees/employee_header/1'))).toHaveLength(1);
      const ada = await headerOf(page, 1);
      await expect.poll(() => part(page, 'name').textContent()).toBe(`${ada.preferredName} ${ada.lastName}`);
      expect(await part(page, 'job-title').textContent()).toBe(ada.jobTitle);
      expect(await part(page, 'heading').textContent()).toBe('Job history');
      await expect
        .poll(() =>
          part(page, 'photo').evaluate(
            (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
          ),
        )
        .toBe(true);
      expect(await dialog(page).getAttribute('aria-labelledby')).toBeTruthy();
      expect(await host(page).getByRole('heading', { level: 2 }).textContent()).toBe(
        `Job history ${ada.preferredName} ${ada.lastName}`,
      );
      // The page's own table is the body, inside the modal, and the rest of the page is inert.
      expect(await page.locator('#job-history-table').isVisible()).toBe(true);
      await shot(page, 'history-1440');
      const inside = await page.locator('#job-history-table').evaluate((table) => {
        const box = table.getBoundingClientRect();
        const modal = table
          .closest('hr-employee-history')!
          .shadowRoot!.querySelector('dialog')!
          .getBoundingClientRect();
        return { table: [box.left, box.top, box.right], modal: [modal.left, modal.top, modal.right] };
      });
      expect(inside.table[0]).toBeGreaterThanOrEqual(inside.modal[0]!);
      expect(inside.table[1]).toBeGreaterThanOrEqual(inside.modal[1]!);
      expect(inside.table[2]).toBeLessThanOrEqual(inside.modal[2]!);
      expect(await focusedPart(page)).toBe('title');
      await expectNoAxeViolations(page, 'history open');

      await page.keyboard.press('Escape');
      await expect.poll(() => dialog(page).count()).toBe(0);
      expect(await focusedPart(page)).toBe('trigger');
      expect(await page.locator('#job-history-table').isVisible()).toBe(false);
    },
    SLOW,
  );

  it(
    'a broken photo shows the default picture; hr-history-open opens it and the Close button gives focus back (axe)',
    async () => {
      const { page } = await e2e.open(PAGE, {
        viewport: { width: 1440, height: 900 },
        expectConsoleErrors: [/status of 404/],
      });
      // Seeded employee 47 has a photo URL that answers 404 (people module).
      const broken = await headerOf(page, 47);
      expect(broken.photoURL).toMatch(/-missing\.png$/);
      await host(page).evaluate((element) => {
        (element as HTMLElement & { employeeId: number }).employeeId = 47;
      });
      await trigger(page).focus();
      await page.evaluate(() =>
        document.dispatchEvent(new CustomEvent('hr-history-open', { detail: { for: 'job-history' } })),
      );
      await expect.poll(() => dialog(page).isVisible()).toBe(true);
      await expect.poll(() => part(page, 'name').textContent()).toBe(`${broken.preferredName} ${broken.lastName}`);
      await expect.poll(() => part(page, 'photo').getAttribute('data-default-photo')).toBe('');
      expect(await host(page).locator('img').count()).toBe(0);
      await expectNoAxeViolations(page, 'history broken photo');
      await shot(page, 'history-broken-photo-1440');
      await part(page, 'close-button').click();
      await expect.poll(() => dialog(page).count()).toBe(0);
      expect(await focusedPart(page)).toBe('trigger');
    },
    SLOW,
  );

  it(
    'fits a 390 px phone and a 320 px window: nothing outside the viewport, Tab stays in the modal (axe)',
    async () => {
      const { page } = await e2e.open(PAGE, { viewport: { width: 390, height: 844 } });
      await openFromTrigger(page);
      await expect.poll(() => part(page, 'name').textContent()).not.toBe('Loading…');
      await expect
        .poll(() => part(page, 'photo').evaluate((img) => img instanceof HTMLImageElement && img.complete))
        .toBe(true);
      const fits = () =>
        dialog(page).evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.left >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight;
        });
      expect(await fits()).toBe(true);
      await expectNoAxeViolations(page, 'history open at 390 px');
      await shot(page, 'history-390');

      await page.setViewportSize({ width: 320, height: 640 });
      expect(await fits()).toBe(true);
      // Only the body scrolls sideways (a wide table), never the header or the page.
      const header = await part(page, 'header').evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(header).toBe(true);
      await shot(page, 'history-320');

      // Tab never reaches the page behind the modal (after its last control Chromium passes through
      // the browser's own UI, where the document has no focus, then comes back to the modal's first).
      const seen = new Set<string>();
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        const where = await host(page).evaluate((element) => {
          const active = document.activeElement;
          if (active === document.body || active === null) return 'browser';
          if (active !== element) return `page ${active.localName}#${active.id}`;
          return element.shadowRoot?.activeElement?.getAttribute('part') ?? 'slotted';
        });
        expect(where.startsWith('page')).toBe(false);
        seen.add(where);
      }
      expect([...seen]).toEqual(expect.arrayContaining(['close', 'body', 'close-button']));
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog(page).count()).toBe(0);
      expect(await focusedPart(page)).toBe('trigger');
    },
    SLOW,
  );
});
