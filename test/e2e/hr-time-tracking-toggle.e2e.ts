/**
 * <hr-time-tracking-toggle> in real Chromium against the demo server: /time-tracking.html prints
 * one toggle per employee with the state the database holds, as a PHP page would. Real routes
 * answer; every change a test makes is put back in a `finally` (other files share the server).
 * Seed rule: employee 10 off, 12 on (group 1), 13 without a pay schedule, 17 missing its overtime
 * status; the company has two time-tracking configurations.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser, type OpenedPage } from './support/browser';

const e2e = useBrowser();
const PAGE = '/time-tracking.html';
const SLOW = 120_000;
const SHOTS = '/tmp/tt-shots';
const PERMISSION_TEST =
  "You are signed in as another user to test their permissions, so changes can't be saved in this session.";
const ENABLED = 'Time tracking has been enabled for this employee!';
const DISABLED = 'OK, this employee will no longer be able to track time worked or access the timesheet.';

const toggleOf = (page: Page, id: number) => page.locator(`hr-time-tracking-toggle[employee-id="${id}"]`);
const switchOf = (page: Page, id: number) => toggleOf(page, id).getByRole('switch');
const dialogOf = (toggle: Locator) => toggle.locator('dialog');

interface EmployeeState {
  enabled: boolean;
  groupId: number | null;
  missingData: string[];
}

/** A call of the page's own session (cookie and CSRF token), as the elements make them. */
async function call(page: Page, method: 'GET' | 'POST', path: string, form?: Record<string, string>) {
  return page.evaluate(
    async ({ method, path, form }) => {
      const token = (window as { HrShell?: { getConfig(): { csrfToken?: string } } }).HrShell?.getConfig().csrfToken;
      const response = await fetch(path, {
        method,
        headers: method === 'POST' ? { 'X-CSRF-Token': token ?? '' } : {},
        body: form ? new URLSearchParams(form) : undefined,
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
    },
    { method, path, form },
  );
}

async function stateOf(page: Page, id: number): Promise<EmployeeState> {
  const { body } = await call(page, 'GET', `/time-tracking/employee?employeeId=${id}`);
  return body as EmployeeState;
}

/** Clicks and waits for the page to load again (the element reloads it after a saved change). */
async function reloadsOn(page: Page, target: Locator): Promise<void> {
  await Promise.all([page.waitForEvent('load'), target.click()]);
  await page.evaluate(() => customElements.whenDefined('hr-time-tracking-toggle'));
}

async function openEnable(opened: OpenedPage, id: number): Promise<Locator> {
  const toggle = toggleOf(opened.page, id);
  await switchOf(opened.page, id).click();
  await expect.poll(() => dialogOf(toggle).isVisible()).toBe(true);
  await toggle.getByLabel('Time tracking group', { exact: true }).waitFor();
  return toggle;
}

describe('<hr-time-tracking-toggle> on the demo time-tracking page', () => {
  it(
    'enables time tracking for a real employee; the change shows after the reload (axe, screenshots)',
    async () => {
      const opened = await e2e.open(PAGE, { signInAs: 'admin', viewport: { width: 1440, height: 900 } });
      const { page } = opened;
      try {
        expect(await stateOf(page, 10)).toMatchObject({ enabled: false });
        const control = switchOf(page, 10);
        expect(await control.getAttribute('aria-checked')).toBe('false');
        // Named for the employee; the hostile first name is text.
        expect(await control.evaluate((element) => element.textContent)).toContain('for <img src=x onerror=alert(1)>');
        // Nothing requested for an employee whose time tracking is off until the user acts (the test's own state reads aside).
        const flowRequests = () =>
          opened.requests.filter(
            (request) =>
              request.url().includes('/time-tracking/') && !request.url().includes('/time-tracking/employee'),
          );
        expect(flowRequests()).toEqual([]);

        const toggle = await openEnable(opened, 10);
        expect(await toggle.getByRole('heading').textContent()).toBe('Enable Time Tracking');
        await expect
          .poll(() =>
            toggle
              .getByLabel('Time tracking group', { exact: true })
              .evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el),
          )
          .toBe(true);
        expect(await toggle.locator('img').count()).toBe(0);
        await expectNoAxeViolations(page, 'enable modal');
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/enable-modal-1440.png` });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: `${SHOTS}/enable-modal-390.png` });
        await expectNoAxeViolations(page, 'enable modal at 390 px');
        await page.setViewportSize({ width: 1440, height: 900 });

        await toggle.getByLabel('Time tracking group', { exact: true }).selectOption('2');
        await toggle.getByRole('button', { name: 'Enable' }).click();
        await expect.poll(() => toggle.getByRole('status').textContent()).toBe(ENABLED);
        expect(opened.posts()).toContain('/time-tracking/enable-time-tracking-modal?employeeId=10');
        await expectNoAxeViolations(page, 'enabled message');
        expect(await stateOf(page, 10)).toMatchObject({ enabled: true, groupId: 2 });

        await reloadsOn(page, toggle.getByRole('button', { name: 'OK' }));
        await expect.poll(() => switchOf(page, 10).getAttribute('aria-checked')).toBe('true');
        expect(await toggleOf(page, 10).getAttribute('enabled')).toBe('');
      } finally {
        await call(page, 'POST', '/time-tracking/disable-time-tracking?employeeId=10');
      }
      expect(await stateOf(page, 10)).toMatchObject({ enabled: false });
    },
    SLOW,
  );

  it(
    'disables time tracking for a real employee; the change shows after the reload (axe)',
    async () => {
      const opened = await e2e.open(PAGE, { signInAs: 'admin' });
      const { page } = opened;
      const before = await stateOf(page, 12);
      expect(before.enabled).toBe(true);
      try {
        const toggle = toggleOf(page, 12);
        await switchOf(page, 12).click();
        await expect.poll(() => toggle.getByRole('status').textContent()).toBe(DISABLED);
        await expectNoAxeViolations(page, 'disabled message');
        expect(await stateOf(page, 12)).toMatchObject({ enabled: false });
        await reloadsOn(page, toggle.getByRole('button', { name: 'OK' }));
        await expect.poll(() => switchOf(page, 12).getAttribute('aria-checked')).toBe('false');
        expect(await toggleOf(page, 12).getAttribute('enabled')).toBeNull();
      } finally {
        await call(page, 'POST', `/time-tracking/enable-time-tracking-modal?employeeId=12`, {
          groupId: String(before.groupId ?? 1),
        });
      }
      expect(await stateOf(page, 12)).toMatchObject({ enabled: true, groupId: before.groupId });
    },
    SLOW,
  );

  it(
    'FAIL no_pay_schedule closes the enable modal and opens the no-pay-schedule modal (axe)',
    async () => {
      const opened = await e2e.open(PAGE, { signInAs: 'admin' });
      const { page } = opened;
      const toggle = await openEnable(opened, 13);
      await toggle.getByRole('button', { name: 'Enable' }).click();
      await expect.poll(() => toggle.getByRole('heading').textContent()).toBe('No Pay Schedule');
      const link = toggle.getByRole('link', { name: 'Add a pay schedule on their Job tab' });
      await link.waitFor();
      expect(
        await link.evaluate(
          (a) => new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).search,
        ),
      ).toBe('/employees/employee.php?id=13');
      expect(await toggle.locator('form').count()).toBe(0);
      await expectNoAxeViolations(page, 'no-pay-schedule modal');
      await toggle.getByRole('button', { name: 'Close' }).last().click();
      await expect.poll(() => dialogOf(toggle).count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.localName)).toBe('hr-time-tracking-toggle');
      expect(await stateOf(page, 13)).toMatchObject({ enabled: false });
    },
    SLOW,
  );

  it(
    'asks for missing data first (outside the custom-overtime feature), then shows the enable modal (axe)',
    async () => {
      const opened = await e2e.open(PAGE, { signInAs: 'admin' });
      const { page, context, url } = opened;
      try {
        expect((await stateOf(page, 17)).missingData).toEqual(['overtimeStatus']);
        const toggle = toggleOf(page, 17);
        await switchOf(page, 17).click();
        await toggle.getByLabel('Overtime status').waitFor();
        expect(await toggle.getByRole('heading').textContent()).toBe('A Few Details First');
        await expectNoAxeViolations(page, 'missing-data prompt');
        await toggle.getByLabel('Overtime status').selectOption('exempt');
        await toggle.getByRole('button', { name: 'Save and Continue' }).click();
        await toggle.getByLabel('Time tracking group', { exact: true }).waitFor();
        expect(await toggle.getByRole('heading').textContent()).toBe('Enable Time Tracking');
        expect((await stateOf(page, 17)).missingData).toEqual([]);
        await toggle.getByRole('button', { name: 'Cancel' }).click();
        await expect.poll(() => dialogOf(toggle).count()).toBe(0);
        expect(await stateOf(page, 17)).toMatchObject({ enabled: false });
      } finally {
        await context.request.post(url('/demo/time-tracking/overtime'), {
          data: { employeeId: 17, overtimeStatus: null },
        });
      }
      expect((await stateOf(page, 17)).missingData).toEqual(['overtimeStatus']);
    },
    SLOW,
  );

  it(
    'shows the change-group link with two configurations; it opens the change-group modal and saves (axe)',
    async () => {
      const opened = await e2e.open(PAGE, { signInAs: 'admin' });
      const { page } = opened;
      const before = await stateOf(page, 12);
      try {
        const toggle = toggleOf(page, 12);
        const link = toggle.getByRole('button', { name: /^Change group for / });
        await link.waitFor();
        await link.click();
        await toggle.getByLabel('Time tracking group', { exact: true }).waitFor();
        expect(await toggle.getByRole('heading').textContent()).toBe('Change Time Tracking Group');
        await expectNoAxeViolations(page, 'change-group modal');
        const other = before.groupId === 2 ? '1' : '2';
        await toggle.getByLabel('Time tracking group', { exact: true }).selectOption(other);
        await toggle.getByRole('button', { name: 'Save' }).click();
        await expect.poll(() => dialogOf(toggle).count()).toBe(0);
        expect(await stateOf(page, 12)).toMatchObject({ enabled: true, groupId: Number(other) });
      } finally {
        await call(page, 'POST', '/time-tracking/change-group-modal?employeeId=12', {
          groupId: String(before.groupId ?? 1),
        });
      }
      expect((await stateOf(page, 12)).groupId).toBe(before.groupId);
    },
    SLOW,
  );

  it(
    "refuses an assumed user's saves with the permission-test message and changes nothing (axe)",
    async () => {
      const opened = await e2e.open(PAGE, { signInAs: 'assumed', expectConsoleErrors: [/status of 403/] });
      const { page } = opened;
      const toggle = await openEnable(opened, 10);
      await toggle.getByLabel('Time tracking group', { exact: true }).selectOption('2');
      await toggle.getByRole('button', { name: 'Enable' }).click();
      await expect.poll(() => toggle.getByRole('alert').textContent()).toBe(PERMISSION_TEST);
      // The form keeps what was chosen.
      expect(await toggle.getByLabel('Time tracking group', { exact: true }).inputValue()).toBe('2');
      await expectNoAxeViolations(page, 'enable refused');
      expect(await stateOf(page, 10)).toMatchObject({ enabled: false });
      await page.keyboard.press('Escape');
      await expect.poll(() => dialogOf(toggle).count()).toBe(0);

      const on = toggleOf(page, 12);
      await switchOf(page, 12).click();
      await expect.poll(() => on.getByRole('alert').textContent()).toBe(PERMISSION_TEST);
      await expectNoAxeViolations(page, 'disable refused');
      await on.getByRole('button', { name: 'Close' }).last().click();
      await expect.poll(() => dialogOf(on).count()).toBe(0);
      expect(await switchOf(page, 12).getAttribute('aria-checked')).toBe('true');
      expect(await stateOf(page, 12)).toMatchObject({ enabled: true });
    },
    SLOW,
  );
});
