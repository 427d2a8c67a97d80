/**
 * <hr-support-request> in real Chromium against the demo server: the layout prints it for
 * signed-in users; a page script opens it with `hr-support-open`. The real form and submit routes
 * answer; the `assumed` user's session is refused with the permission-test message (403).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser';

const e2e = useBrowser();
const TAG = 'hr-support-request';
const PAGE = '/time-tracking.html';
const SLOW = 120_000;
const PERMISSION_TEST =
  "You are signed in as another user to test their permissions, so changes can't be saved in this session.";

const host = (page: Page) => page.locator(TAG);
const dialog = (page: Page) => host(page).locator('dialog');
const openSupport = (page: Page) => page.evaluate(() => document.dispatchEvent(new CustomEvent('hr-support-open')));

async function openAndFill(page: Page): Promise<void> {
  await openSupport(page);
  await expect.poll(() => dialog(page).isVisible()).toBe(true);
  const subject = host(page).getByLabel('Subject');
  await subject.waitFor();
  await host(page).getByLabel('Topic').selectOption('problem');
  await subject.fill('Payroll totals');
  await host(page).getByLabel('How can we help?').fill('They do not add up this month.');
}

describe('<hr-support-request> on the demo pages', () => {
  it(
    "opens, sends the form with the page URL and announces 'Message Sent' (axe on each state)",
    async () => {
      const { page, requests, posts } = await e2e.open(PAGE);
      expect(await host(page).count()).toBe(1);
      // Printed but idle: no form request before it is opened.
      expect(requests.some((request) => request.url().includes('/ajax/dialog/feedback'))).toBe(false);
      await openAndFill(page);
      const name = await dialog(page).getAttribute('aria-labelledby');
      expect(name).toBeTruthy();
      await expect.poll(() => host(page).getByRole('heading').textContent()).toBe('Submit a Support Request');
      // The owner is an admin: the form has the custom-field help link.
      expect(
        await host(page)
          .getByRole('link', { name: 'See your custom fields' })
          .evaluate((link) => new URL((link as HTMLAnchorElement).href).pathname),
      ).toBe('/settings/custom_fields');
      await expectNoAxeViolations(page, 'support form');

      // The body as sent, read at the route (Chromium does not give a request's body to a connected client).
      const sent: Array<{ body: string; token: string | undefined }> = [];
      await page.route('**/ajax/dialog/feedback_submit.php', async (route) => {
        sent.push({
          body: route.request().postData() ?? '',
          token: (await route.request().headerValue('x-csrf-token')) ?? undefined,
        });
        await route.continue();
      });
      await host(page).getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => sent.length).toBe(1);
      const body = new URLSearchParams(sent[0]!.body);
      expect(body.get('subject')).toBe('Payroll totals');
      expect(body.get('topic')).toBe('problem');
      expect(body.get('message')).toBe('They do not add up this month.');
      expect(body.get('url')).toBe(page.url());
      expect(sent[0]!.token).toBeTruthy();
      await expect.poll(() => host(page).getByRole('status').textContent()).toBe('Message Sent');
      expect(posts()).toContain('/ajax/dialog/feedback_submit.php');
      await expectNoAxeViolations(page, 'support sent');

      await host(page).getByRole('button', { name: 'Close' }).last().click();
      await expect.poll(() => dialog(page).count()).toBe(0);
    },
    SLOW,
  );

  it(
    "an assumed user's save is refused with the permission-test message and keeps what was typed (axe)",
    async () => {
      const { page } = await e2e.open(PAGE, {
        signInAs: 'assumed',
        expectConsoleErrors: [/status of 403/],
      });
      await openAndFill(page);
      await host(page).getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => host(page).getByRole('alert').textContent()).toBe(PERMISSION_TEST);
      expect(await host(page).getByLabel('Subject').inputValue()).toBe('Payroll totals');
      expect(await host(page).getByLabel('How can we help?').inputValue()).toBe('They do not add up this month.');
      expect(await host(page).getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
      await expectNoAxeViolations(page, 'support refused (assumed user)');
    },
    SLOW,
  );

  it(
    'shows the load failure message when the form does not load (axe)',
    async () => {
      const { page } = await e2e.open(PAGE, { expectConsoleErrors: [/status of 500/] });
      await page.route('**/ajax/dialog/feedback.php*', (route) => route.fulfill({ status: 500, body: 'down' }));
      await openSupport(page);
      await expect
        .poll(() => host(page).getByRole('alert').textContent())
        .toBe('Oops. Something went wrong. Please try again later.');
      await expectNoAxeViolations(page, 'support load failure');
    },
    SLOW,
  );

  it(
    'refuses a form whose action is on another origin and posts nothing (axe)',
    async () => {
      const { page, posts } = await e2e.open(PAGE);
      await page.route('**/ajax/dialog/feedback.php*', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<form method="post" action="https://collector.example/steal"><p><label for="s">Subject</label><input id="s" name="subject"></p></form>',
        }),
      );
      await openSupport(page);
      await expect.poll(() => host(page).getByRole('alert').textContent()).toMatch(/posts to another site/);
      expect(await host(page).locator('form').count()).toBe(0);
      expect(posts().filter((path) => path.includes('feedback') || path.includes('steal'))).toEqual([]);
      await expectNoAxeViolations(page, 'support refused action');
    },
    SLOW,
  );

  it(
    "opens from the account settings page's Contact support button; Escape closes it and focus returns",
    async () => {
      const { page } = await e2e.open('/account-settings.html');
      const opener = page.getByRole('button', { name: 'Contact support' });
      await opener.click();
      await expect.poll(() => dialog(page).isVisible()).toBe(true);
      await host(page).getByLabel('Subject').waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog(page).count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contact-support');
    },
    SLOW,
  );
});
