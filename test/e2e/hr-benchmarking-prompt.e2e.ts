/**
 * <hr-benchmarking-prompt> in real Chromium against the demo server. The layout prints it only for
 * an admin who is not a support admin whose status asks for a prompt (nobody is seeded prompted:
 * the owner's /home/ loads none of it); the demo control panel sets the signed-in admin's status,
 * as a demo user does. axe-core audits every dialog state.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, requestFence, useBrowser, type OpenedPage } from './support/browser';
import { openDemoControls } from './support/demo-controls';

const e2e = useBrowser();

const FAILED = 'Uh oh, something went wrong';
const HTTP_500_LOGGED = /status of 500/;

const partsOf = (page: Page) => {
  const host = page.locator('#place-benchmarking-prompt hr-benchmarking-prompt');
  return {
    host,
    dialog: host.locator('dialog[part="dialog"]'),
    title: host.locator('[part="title"]'),
    confirm: host.locator('[part="confirm"]'),
    submit: host.locator('[part="submit"]'),
    close: host.locator('[part="close"]'),
    dismiss: host.locator('[part="dismiss"]'),
    error: host.locator('[part="error"]'),
  };
};

/** Sets the signed-in user's benchmarking status from the demo controls drawer (the page reloads). */
async function setStatus(page: Page, status: string): Promise<void> {
  await openDemoControls(page);
  const form = page.locator('[data-demo-panel] form:has(select[name="benchmarkingStatus"])');
  await form.getByLabel('Benchmarking (my prompt)').selectOption(status);
  const reloaded = page.waitForEvent('load');
  await form.getByRole('button', { name: 'Apply' }).click();
  await reloaded;
}

/** The admin's page with the prompt of `status` on screen. */
async function prompted(status: 'prompt-opt-in' | 'prompt-opt-out', options = {}): Promise<OpenedPage> {
  const opened = await e2e.open('/', { signInAs: 'admin', ...options });
  await setStatus(opened.page, status);
  await partsOf(opened.page).dialog.waitFor({ state: 'visible' });
  return opened;
}

const puts = ({ requests }: OpenedPage) =>
  requests.filter((request) => request.method() === 'PUT').map((request) => new URL(request.url()).pathname);

async function statusNow(opened: OpenedPage): Promise<unknown> {
  const response = await opened.context.request.get(opened.url('/data_benchmarking_agreements'));
  return response.json();
}

describe('<hr-benchmarking-prompt> on the demo pages', () => {
  it("the seeded owner's /home/ prints no tag and loads none of its code", async () => {
    const opened = await e2e.open('/home/');
    await opened.page.locator('hr-global-header').waitFor({ state: 'attached' });
    await requestFence(opened);
    await expect(opened.page.locator('hr-benchmarking-prompt').count()).resolves.toBe(0);
    const paths = opened.requests.map((request) => new URL(request.url()).pathname);
    expect(paths.filter((path) => /benchmarking/.test(path))).toEqual([]);
  });

  it('opt-in: the Benchmarking modal, Opt In PUTs opt-in and closes; the next page has no prompt', async () => {
    const opened = await prompted('prompt-opt-in');
    const { page } = opened;
    const parts = partsOf(page);
    await expect(parts.title.textContent()).resolves.toBe('Benchmarking');
    await expect(parts.confirm.count()).resolves.toBe(0);
    // Focus moved into the modal.
    await expect.poll(() => parts.close.evaluate((button) => button.matches(':focus'))).toBe(true);
    // The dialog came as its own chunk, after the element's.
    const paths = opened.requests.map((request) => new URL(request.url()).pathname);
    expect(paths.some((path) => /\/dist\/benchmarking-dialog-[\w-]+\.js$/.test(path))).toBe(true);
    await expectNoAxeViolations(page, 'opt-in prompt');

    await parts.submit.click();
    await parts.dialog.waitFor({ state: 'detached' });
    expect(puts(opened)).toEqual(['/data_benchmarking_agreements/opt-in']);
    await expect(statusNow(opened)).resolves.toEqual({ status: 'none' });
    await page.reload();
    await expect(page.locator('hr-benchmarking-prompt').count()).resolves.toBe(0);
  });

  it('opt-out: Opt Out is enabled only once the confirmation is ticked', async () => {
    const opened = await prompted('prompt-opt-out');
    const parts = partsOf(opened.page);
    await expect(parts.title.textContent()).resolves.toBe('Opt Out of Benchmarking');
    await expect(parts.submit.isDisabled()).resolves.toBe(true);
    await expectNoAxeViolations(opened.page, 'opt-out prompt, not confirmed');

    await parts.confirm.check();
    await expect.poll(() => parts.submit.isEnabled()).toBe(true);
    await expectNoAxeViolations(opened.page, 'opt-out prompt, confirmed');
    await parts.confirm.uncheck();
    await expect.poll(() => parts.submit.isDisabled()).toBe(true);
    await parts.confirm.check();
    await parts.submit.click();
    await parts.dialog.waitFor({ state: 'detached' });
    expect(puts(opened)).toEqual(['/data_benchmarking_agreements/opt-out']);
  });

  it('closing (Escape, then the × button) PUTs cancel', async () => {
    const opened = await prompted('prompt-opt-out');
    const { page } = opened;
    const parts = partsOf(page);
    await expect.poll(() => parts.close.evaluate((button) => button.matches(':focus'))).toBe(true);
    await page.keyboard.press('Escape');
    await parts.dialog.waitFor({ state: 'detached' });
    await expect.poll(() => puts(opened)).toEqual(['/data_benchmarking_agreements/cancel']);
    await expect.poll(() => statusNow(opened)).toEqual({ status: 'none' });

    await setStatus(page, 'prompt-opt-in');
    await parts.dialog.waitFor({ state: 'visible' });
    await parts.close.click();
    await parts.dialog.waitFor({ state: 'detached' });
    // The page's requests since it opened: one cancel per closing.
    await expect
      .poll(() => puts(opened))
      .toEqual(['/data_benchmarking_agreements/cancel', '/data_benchmarking_agreements/cancel']);
    await expect(statusNow(opened)).resolves.toEqual({ status: 'none' });
  });

  it("a failed save shows 'Uh oh, something went wrong' and keeps the dialog and the confirmation", async () => {
    const opened = await prompted('prompt-opt-out', { expectConsoleErrors: [HTTP_500_LOGGED] });
    const { page } = opened;
    const parts = partsOf(page);
    await page.route('**/data_benchmarking_agreements/opt-out', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await parts.confirm.check();
    await parts.submit.click();
    await expect.poll(() => parts.error.textContent()).toBe(FAILED);
    await expect(parts.error.getAttribute('role')).resolves.toBe('alert');
    await expect(parts.dialog.isVisible()).resolves.toBe(true);
    await expect(parts.confirm.isChecked()).resolves.toBe(true);
    await expectNoAxeViolations(page, 'opt-out prompt, save failed');

    // The server answers again: the retry saves and closes.
    await page.unroute('**/data_benchmarking_agreements/opt-out');
    await parts.submit.click();
    await parts.dialog.waitFor({ state: 'detached' });
    await expect(statusNow(opened)).resolves.toEqual({ status: 'none' });
  });

  it('a support admin never gets the tag, whatever their status', async () => {
    const opened = await e2e.open('/', { signInAs: 'support' });
    await setStatus(opened.page, 'prompt-opt-in');
    await requestFence(opened);
    await expect(opened.page.locator('hr-benchmarking-prompt').count()).resolves.toBe(0);
    expect(opened.requests.some((request) => /data_benchmarking_agreements/.test(request.url()))).toBe(false);
  });
});
