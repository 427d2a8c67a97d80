/**
 * <hr-clear-demo-data> in real Chromium against the demo server, on demo/demo-data.html (which
 * prints the tag): opened from the demo banner's 'Clear Demo Data' button, the 3000 ms wait stepped
 * with the page's paused clock (pauseClock), the clear, step 2 and the reload the server's new
 * state shows. The workflow settings are company-wide: each test restores them in `finally`, since
 * other e2e files run against the same server. axe-core audits every step.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PERMISSION_TEST_MESSAGE } from '../../demo/server/modules/shell/guards';
import { SALES_NUMBER } from '../../demo/server/modules/shell';
import { expectNoAxeViolations, pauseClock, requestFence, useBrowser, type OpenedPage } from './support/browser';

const e2e = useBrowser();

const DAY = 86_400_000;
const HTTP_ERROR_LOGGED = /status of (500|403)/;

interface WorkflowSettings {
  agreement: { status: string; statusUpdatedDate: string } | null;
  hasEmployees: boolean;
  clearDemoDataFails: boolean;
  companyIsDemo: boolean;
}

const partsOf = (page: Page) => {
  const host = page.locator('#place-clear-demo-data hr-clear-demo-data');
  const part = (name: string) => host.locator(`[part~="${name}"]`);
  return {
    host,
    bannerButton: page.locator('hr-banner-stack [part="clear-demo-data"]'),
    dialog: part('dialog'),
    title: part('title'),
    confirm: part('confirm'),
    waiting: part('waiting'),
    accept: part('accept'),
    decline: part('decline'),
    done: part('done'),
    completeLater: part('complete-later'),
    error: part('error'),
  };
};

async function settings(opened: OpenedPage, change?: Record<string, unknown>): Promise<WorkflowSettings> {
  const response = change
    ? await opened.context.request.post(opened.url('/demo/workflows/settings'), { data: change })
    : await opened.context.request.get(opened.url('/demo/workflows/settings'));
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as WorkflowSettings;
}

/** Puts back the company-wide switches a test changed (the clear makes the company non-demo). */
async function restore(opened: OpenedPage, before: WorkflowSettings): Promise<void> {
  const daysAgo = before.agreement
    ? Math.max(0, Math.round((Date.now() - Date.parse(before.agreement.statusUpdatedDate)) / DAY))
    : undefined;
  await settings(opened, {
    ...(before.agreement ? { agreementStatus: before.agreement.status, agreementUpdatedDaysAgo: daysAgo } : {}),
    hasEmployees: before.hasEmployees,
    clearDemoDataFails: before.clearDemoDataFails,
    companyIsDemo: before.companyIsDemo,
  });
}

/**
 * Runs `test` on demo-data.html as `user`, after setting `change`; the settings as they were are
 * put back whatever happens.
 */
async function withSettings(
  user: string,
  change: Record<string, unknown>,
  test: (opened: OpenedPage) => Promise<void>,
  options: { expectConsoleErrors?: RegExp[] } = {},
): Promise<void> {
  const opened = await e2e.open('/demo-data.html', { signInAs: user, ...options });
  const before = await settings(opened);
  try {
    await settings(opened, { companyIsDemo: true, ...change });
    await opened.page.reload();
    await opened.page.locator('#place-clear-demo-data hr-clear-demo-data').waitFor({ state: 'attached' });
    await opened.page.evaluate(() => customElements.whenDefined('hr-clear-demo-data'));
    await test(opened);
  } finally {
    await restore(opened, before);
  }
}

/** Step 1 from the banner's button, the paused clock, 'Clear Data' and the waiting view. */
async function toWaiting(opened: OpenedPage) {
  const { page } = opened;
  const parts = partsOf(page);
  await parts.bannerButton.click();
  await parts.dialog.waitFor({ state: 'visible' });
  await expect(parts.title.textContent()).resolves.toBe('Clear Demo Data');
  await expect(parts.dialog.getAttribute('role')).resolves.toBe('alertdialog');
  await expectNoAxeViolations(page, 'step 1');
  await pauseClock(page, { audits: true });
  await parts.confirm.click();
  await parts.waiting.waitFor({ state: 'visible' });
  await expect(parts.waiting.textContent()).resolves.toContain("We're wiping the slate clean.");
  return parts;
}

/** Whether a beforeunload listener asks to warn (the text is checked in the element tests). */
const warnsOnLeave = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

/** Leaving for real: Chromium asks with its own beforeunload dialog, which the test dismisses (the page stays). */
async function leaveIsRefused(page: Page): Promise<void> {
  const asked = page.waitForEvent('dialog');
  const leaving = page.evaluate(() => location.reload()).catch(() => undefined);
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await leaving;
}

const clearPosts = (opened: OpenedPage) => opened.posts().filter((path) => path === '/clear-demo-data');

describe('<hr-clear-demo-data> on the demo-data page', () => {
  it("the seeded owner's /home/ prints no tag and loads none of its code", async () => {
    const opened = await e2e.open('/home/');
    await opened.page.locator('hr-global-header').waitFor({ state: 'attached' });
    await requestFence(opened);
    await expect(opened.page.locator('hr-clear-demo-data').count()).resolves.toBe(0);
    const paths = opened.requests.map((request) => new URL(request.url()).pathname);
    expect(paths.filter((path) => /clear-demo-data/.test(path))).toEqual([]);
  });

  it("on a page that prints no tag, the banner's button adds the flow, loads its code then and opens step 1", async () => {
    const opened = await e2e.open('/home/');
    const { page } = opened;
    const button = page.locator('hr-banner-stack [part="clear-demo-data"]');
    await button.waitFor({ state: 'visible' });
    await expect(page.locator('hr-clear-demo-data').count()).resolves.toBe(0);
    await button.click();
    const flow = page.locator('body > hr-clear-demo-data');
    await flow.locator('[part~="dialog"]').waitFor({ state: 'visible' });
    await expect(flow.locator('[part~="title"]').textContent()).resolves.toBe('Clear Demo Data');
    await expectNoAxeViolations(page, 'step 1 opened from /home/');
    await page.keyboard.press('Escape');
    await flow.locator('[part~="dialog"]').waitFor({ state: 'hidden' });
    expect(clearPosts(opened)).toEqual([]);
    // A second press opens the same element again, not a second one.
    await button.click();
    await flow.locator('[part~="dialog"]').waitFor({ state: 'visible' });
    await expect(page.locator('hr-clear-demo-data').count()).resolves.toBe(1);
  });

  it('accepted: the wait, the clear, step 2, accept enables Done, and Done reloads a page without demo data', async () => {
    // Declined is settled: no agreement prompt of its own opens on the page.
    await withSettings('admin', { agreementStatus: 'declined', hasEmployees: true }, async (opened) => {
      const { page } = opened;
      const parts = await toWaiting(opened);
      // Escape does not close it mid-clear, and leaving warns.
      await page.keyboard.press('Escape');
      await expect(parts.waiting.isVisible()).resolves.toBe(true);
      await expect(warnsOnLeave(page)).resolves.toBe(true);
      await leaveIsRefused(page);
      await expect(parts.waiting.isVisible()).resolves.toBe(true);
      await expectNoAxeViolations(page, 'waiting view');

      // Nothing is sent before SPEC §9's 3000 ms.
      await page.clock.runFor(2900);
      await requestFence(opened);
      expect(clearPosts(opened)).toEqual([]);
      await page.clock.runFor(100);
      await expect.poll(() => parts.title.textContent()).toBe('GDPR Compliance');
      expect(clearPosts(opened)).toEqual(['/clear-demo-data']);
      await expect(warnsOnLeave(page)).resolves.toBe(false);
      await expect((await settings(opened)).companyIsDemo).toBe(false);

      // The agreement was declined before: Done waits (the company has employees).
      await expect(parts.decline.isChecked()).resolves.toBe(true);
      await expect(parts.done.isDisabled()).resolves.toBe(true);
      await expectNoAxeViolations(page, 'step 2, declined');
      await parts.accept.check();
      await expect.poll(() => parts.done.isEnabled()).toBe(true);
      expect(opened.posts()).toContain('/data_processing_agreements/2/accept');
      await expect((await settings(opened)).agreement?.status).toBe('signed');
      await expectNoAxeViolations(page, 'step 2, accepted');

      const reloaded = page.waitForEvent('load');
      await parts.done.click();
      await reloaded;
      // The new page: the banner no longer offers the clear (the company has no demo data).
      await page.locator('hr-banner-stack').waitFor({ state: 'attached' });
      await page.evaluate(() => customElements.whenDefined('hr-banner-stack'));
      await requestFence(opened);
      await expect(partsOf(page).bannerButton.count()).resolves.toBe(0);
      await expect(partsOf(page).dialog.count()).resolves.toBe(0);
    });
  });

  it('declined with employees: Done stays disabled; Complete Later saves and reloads', async () => {
    await withSettings('admin', { agreementStatus: 'signed', hasEmployees: true }, async (opened) => {
      const { page } = opened;
      const parts = await toWaiting(opened);
      await page.clock.runFor(3000);
      await expect.poll(() => parts.title.textContent()).toBe('GDPR Compliance');
      await expect(parts.accept.isChecked()).resolves.toBe(true);
      await expect(parts.done.isEnabled()).resolves.toBe(true);

      await parts.decline.check();
      await expect.poll(() => opened.posts()).toContain('/data_processing_agreements/2/decline');
      await expect.poll(() => parts.completeLater.isEnabled()).toBe(true);
      await expect(parts.done.isDisabled()).resolves.toBe(true);
      await expect((await settings(opened)).agreement?.status).toBe('declined');
      await expectNoAxeViolations(page, 'step 2, declined with employees');

      const reloaded = page.waitForEvent('load');
      await parts.completeLater.click();
      await reloaded;
      await expect((await settings(opened)).agreement?.status).toBe('complete_later');
    });
  });

  it('without employees Done is enabled whatever the answer', async () => {
    await withSettings('admin', { agreementStatus: 'declined', hasEmployees: false }, async (opened) => {
      const parts = await toWaiting(opened);
      await opened.page.clock.runFor(3000);
      await expect.poll(() => parts.title.textContent()).toBe('GDPR Compliance');
      await expect(parts.done.isEnabled()).resolves.toBe(true);
    });
  });

  it("a failing clear (panel switch) shows SPEC §8's message with the sales number and keeps step 1", async () => {
    await withSettings(
      'admin',
      { clearDemoDataFails: true },
      async (opened) => {
        const { page } = opened;
        const parts = await toWaiting(opened);
        await page.clock.runFor(3000);
        await expect
          .poll(() => parts.error.textContent())
          .toBe(
            `Uh oh. Looks like your demo data didn't clear. Please try again, or call us at ${SALES_NUMBER} for help.`,
          );
        await expect(parts.title.textContent()).resolves.toBe('Clear Demo Data');
        await expect(parts.confirm.isEnabled()).resolves.toBe(true);
        await expect(warnsOnLeave(page)).resolves.toBe(false);
        await expect((await settings(opened)).companyIsDemo).toBe(true);
        await expectNoAxeViolations(page, 'clear failed');
      },
      { expectConsoleErrors: [HTTP_ERROR_LOGGED] },
    );
  });

  it('an assumed user (no banner button; opened with open()) is refused with the permission-test message', async () => {
    await withSettings(
      'assumed',
      {},
      async (opened) => {
        const { page } = opened;
        const parts = partsOf(page);
        // The banner offers no clear to someone acting for another user.
        await requestFence(opened);
        await expect(parts.bannerButton.count()).resolves.toBe(0);
        await parts.host.evaluate((element) => (element as HTMLElement & { open(): void }).open());
        await parts.dialog.waitFor({ state: 'visible' });
        await pauseClock(page, { audits: true });
        await parts.confirm.click();
        await parts.waiting.waitFor({ state: 'visible' });
        await page.clock.runFor(3000);
        await expect.poll(() => parts.error.textContent()).toBe(PERMISSION_TEST_MESSAGE);
        await expect(parts.title.textContent()).resolves.toBe('Clear Demo Data');
        await expect((await settings(opened)).companyIsDemo).toBe(true);
        await expectNoAxeViolations(page, 'assumed user refused');
      },
      { expectConsoleErrors: [HTTP_ERROR_LOGGED] },
    );
  });
});
