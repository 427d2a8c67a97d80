/**
 * <hr-agreement-prompt> in real Chromium against the demo server. The layout prints it only for an
 * admin whose latest data-processing agreement may ask (the agreement is seeded signed: the
 * owner's /home/ loads none of it); the demo control panel sets the company's agreement status and
 * how many days ago it changed, as a demo user does. The agreement is company-wide, so every test
 * puts it back to the seeded state in `finally`. axe-core audits every modal state.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations, requestFence, useBrowser, type OpenedPage } from './support/browser';
import { openDemoControls } from './support/demo-controls';

const e2e = useBrowser();

const GENERIC = 'Oops. Something went wrong. Please try again.';
const PERMISSION_TEST =
  "You are signed in as another user to test their permissions, so changes can't be saved in this session.";
const DAY = 86_400_000;
const DISMISSED_KEY = 'hr-shell:user:agreementUpdateDismissedAt';
const LATEST = '/data_processing_agreements/latest';

const partsOf = (page: Page) => {
  const host = page.locator('hr-agreement-prompt');
  return {
    host,
    dialog: host.locator('dialog[part="dialog"]'),
    title: host.locator('[part="title"]'),
    close: host.locator('[part="close"]'),
    accept: host.locator('[part="accept"]'),
    decline: host.locator('[part="decline"]'),
    later: host.locator('[part="complete-later"]'),
    notNow: host.locator('[part="not-now"]'),
    error: host.locator('[part="error"]'),
    buttons: () => host.locator('.agreement-actions button').allTextContents(),
  };
};

/** Sets the agreement from the demo controls drawer, as a demo user does (the page reloads). */
async function setAgreement(page: Page, status: string, daysAgo = 0): Promise<void> {
  await openDemoControls(page);
  const form = page.locator('[data-demo-panel] form:has(select[name="agreementStatus"])');
  await form.getByLabel('Data processing agreement').selectOption(status);
  await form.getByLabel('Status changed days ago').fill(String(daysAgo));
  const reloaded = page.waitForEvent('load');
  await form.getByRole('button', { name: 'Apply' }).click();
  await reloaded;
}

/** Back to the seeded state: signed, three days ago. */
async function restore(context: BrowserContext, url: (path: string) => string): Promise<void> {
  const response = await context.request.post(url('/demo/workflows/settings'), {
    data: { agreementStatus: 'signed', agreementUpdatedDaysAgo: 3 },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The company's agreement as the demo panel reports it (any signed-in user may read it). */
async function agreementNow({ context, url }: OpenedPage): Promise<{ id: number; status: string }> {
  const response = await context.request.get(url('/demo/workflows/settings'));
  return ((await response.json()) as { agreement: { id: number; status: string } }).agreement;
}

const answers = (opened: OpenedPage) =>
  opened.posts().filter((path) => path.startsWith('/data_processing_agreements/'));

/** Records the bodies of the answers the page POSTs, in order (the request goes on to the server). */
async function recordAnswerBodies(page: Page): Promise<Array<string | null>> {
  const bodies: Array<string | null> = [];
  await page.route('**/data_processing_agreements/*/*', async (route) => {
    bodies.push(route.request().postData());
    await route.continue();
  });
  return bodies;
}

/** An admin's page with the agreement in `status` and its modal on screen. */
async function prompted(status: string, daysAgo = 0, options = {}): Promise<OpenedPage> {
  const opened = await e2e.open('/', { signInAs: 'admin', ...options });
  await setAgreement(opened.page, status, daysAgo);
  await partsOf(opened.page).dialog.waitFor({ state: 'visible' });
  return opened;
}

/** After a reload: the GET answered and the page had its chance to show a modal. */
async function decided(opened: OpenedPage): Promise<void> {
  const answered = opened.page.waitForResponse((response) => response.url().endsWith(LATEST));
  await opened.page.reload();
  await answered;
  await requestFence(opened);
}

describe('<hr-agreement-prompt> on the demo pages', () => {
  it("the seeded owner's /home/ prints no tag and loads none of its code", async () => {
    const opened = await e2e.open('/home/');
    await opened.page.locator('hr-global-header').waitFor({ state: 'attached' });
    await requestFence(opened);
    await expect(opened.page.locator('hr-agreement-prompt').count()).resolves.toBe(0);
    const paths = opened.requests.map((request) => new URL(request.url()).pathname);
    expect(paths.filter((path) => /agreement/i.test(path))).toEqual([]);
  });

  it('needs_to_sign: the requested modal; Accept signs it and the next page has no prompt (axe)', async () => {
    const opened = await prompted('needs_to_sign');
    const { page, context } = opened;
    try {
      const parts = partsOf(page);
      await expect(parts.title.textContent()).resolves.toBe('Please sign our Data Processing Agreement');
      await expect(parts.buttons()).resolves.toEqual(['Decline', 'Accept']);
      // Focus moved into the modal; the dialog came as its own chunk.
      await expect.poll(() => parts.close.evaluate((button) => button.matches(':focus'))).toBe(true);
      const paths = opened.requests.map((request) => new URL(request.url()).pathname);
      expect(paths.some((path) => /\/dist\/agreement-dialog-[\w-]+\.js$/.test(path))).toBe(true);
      await expectNoAxeViolations(page, 'requested modal');

      // Screenshots of the requested modal at a phone's and a desktop's width.
      mkdirSync('/tmp/ag-shots', { recursive: true });
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.screenshot({ path: `/tmp/ag-shots/requested-${width}.png` });
      }
      await expectNoAxeViolations(page, 'requested modal at 1440 px');

      const bodies = await recordAnswerBodies(page);
      await parts.accept.click();
      await parts.dialog.waitFor({ state: 'detached' });
      expect(answers(opened)).toEqual(['/data_processing_agreements/2/accept']);
      expect(bodies).toEqual(['setSessionMessage=1']);
      await expect(agreementNow(opened)).resolves.toMatchObject({ id: 2, status: 'signed' });
      await page.reload();
      await page.locator('hr-global-header').waitFor({ state: 'attached' });
      await expect(page.locator('hr-agreement-prompt').count()).resolves.toBe(0);
    } finally {
      await restore(context, opened.url);
    }
  });

  it('Escape closes the requested modal for this page only; the next page asks again', async () => {
    const opened = await prompted('needs_to_sign');
    const { page, context } = opened;
    try {
      const parts = partsOf(page);
      await expect.poll(() => parts.close.evaluate((button) => button.matches(':focus'))).toBe(true);
      await page.keyboard.press('Escape');
      await parts.dialog.waitFor({ state: 'detached' });
      expect(answers(opened)).toEqual([]);
      await page.reload();
      await parts.dialog.waitFor({ state: 'visible' });
    } finally {
      await restore(context, opened.url);
    }
  });

  it('needs_prompt: the optional modal; Complete Later postpones it for a week, then it asks again (axe)', async () => {
    const opened = await prompted('needs_prompt');
    const { page, context } = opened;
    try {
      const parts = partsOf(page);
      await expect(parts.title.textContent()).resolves.toBe('Data Processing Agreement');
      await expect(parts.buttons()).resolves.toEqual(['Decline', 'Complete Later', 'Accept']);
      await expectNoAxeViolations(page, 'optional modal');
      const bodies = await recordAnswerBodies(page);
      await parts.later.click();
      await parts.dialog.waitFor({ state: 'detached' });
      expect(answers(opened)).toEqual(['/data_processing_agreements/2/complete-later']);
      expect(bodies).toEqual(['setSessionMessage=0']);
      await expect(agreementNow(opened)).resolves.toMatchObject({ status: 'complete_later' });

      // Within the week the layout does not print the tag at all.
      await page.reload();
      await page.locator('hr-global-header').waitFor({ state: 'attached' });
      await expect(page.locator('hr-agreement-prompt').count()).resolves.toBe(0);

      // Postponed 8 days ago: the optional modal again; Decline settles it.
      await setAgreement(page, 'complete_later', 8);
      await parts.dialog.waitFor({ state: 'visible' });
      await expect(parts.buttons()).resolves.toEqual(['Decline', 'Complete Later', 'Accept']);
      await expectNoAxeViolations(page, 'optional modal after a week');
      await parts.decline.click();
      await parts.dialog.waitFor({ state: 'detached' });
      await expect(agreementNow(opened)).resolves.toMatchObject({ status: 'declined' });
    } finally {
      await restore(context, opened.url);
    }
  });

  it('update_pending: the updated modal; Not Now keeps it away for 7 days in this browser, then Accept (axe)', async () => {
    const opened = await prompted('update_pending');
    const { page, context } = opened;
    try {
      const parts = partsOf(page);
      await expect(parts.title.textContent()).resolves.toBe("We've updated our Data Processing Agreement");
      await expect(parts.buttons()).resolves.toEqual(['Not Now', 'Accept']);
      await expectNoAxeViolations(page, 'updated modal');
      await parts.notNow.click();
      await parts.dialog.waitFor({ state: 'detached' });
      expect(answers(opened)).toEqual([]);
      const stored = await page.evaluate((key) => localStorage.getItem(key), DISMISSED_KEY);
      expect(Math.abs(Date.parse(JSON.parse(stored ?? 'null') as string) - Date.now())).toBeLessThan(60_000);

      // The page still prints the tag (the server cannot know the dismissal), which shows nothing.
      await decided(opened);
      await expect(page.locator('hr-agreement-prompt').count()).resolves.toBe(1);
      await expect(parts.dialog.count()).resolves.toBe(0);

      // Put off 8 days ago: it asks again.
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [DISMISSED_KEY, JSON.stringify(new Date(Date.now() - 8 * DAY).toISOString())],
      );
      await page.reload();
      await parts.dialog.waitFor({ state: 'visible' });
      await parts.accept.click();
      await parts.dialog.waitFor({ state: 'detached' });
      await expect(agreementNow(opened)).resolves.toMatchObject({ status: 'signed' });
    } finally {
      await restore(context, opened.url);
    }
  });

  it('a failed answer keeps the modal with the generic retry message; the retry saves (axe)', async () => {
    const opened = await prompted('needs_prompt', 0, { expectConsoleErrors: [/status of 500/] });
    const { page, context } = opened;
    try {
      const parts = partsOf(page);
      await page.route('**/data_processing_agreements/2/accept', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
      );
      await parts.accept.click();
      await expect.poll(() => parts.error.textContent()).toBe(GENERIC);
      await expect(parts.error.getAttribute('role')).resolves.toBe('alert');
      await expect(parts.dialog.isVisible()).resolves.toBe(true);
      await expect(parts.accept.isEnabled()).resolves.toBe(true);
      await expectNoAxeViolations(page, 'optional modal, answer failed');
      await expect(agreementNow(opened)).resolves.toMatchObject({ status: 'needs_prompt' });

      await page.unroute('**/data_processing_agreements/2/accept');
      await parts.accept.click();
      await parts.dialog.waitFor({ state: 'detached' });
      await expect(agreementNow(opened)).resolves.toMatchObject({ status: 'signed' });
    } finally {
      await restore(context, opened.url);
    }
  });

  it("an assumed user's answer is refused with the permission-test message and changes nothing (axe)", async () => {
    // The seeded assumed user is not an admin, so the layout prints no tag and the admin-only GET
    // answers 403: here the page gets the tag and the latest agreement as an assumed admin's page
    // would. The answer goes to the real server, which refuses the assumed session.
    const opened = await e2e.open('/', { signInAs: 'assumed', expectConsoleErrors: [/status of 403/] });
    const { page, context } = opened;
    try {
      const restored = await context.request.post(opened.url('/demo/workflows/settings'), {
        data: { agreementStatus: 'needs_to_sign', agreementUpdatedDaysAgo: 0 },
      });
      expect(restored.status()).toBe(200);
      const agreement = await agreementNow(opened);
      await page.route(`**${LATEST}`, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(agreement) }),
      );
      await page.evaluate(() =>
        document.body.insertAdjacentHTML(
          'beforeend',
          `<hr-agreement-prompt config='{"user":{"id":6,"isAdmin":true}}'></hr-agreement-prompt>`,
        ),
      );
      const parts = partsOf(page);
      await parts.dialog.waitFor({ state: 'visible' });
      await parts.accept.click();
      await expect.poll(() => parts.error.textContent()).toBe(PERMISSION_TEST);
      await expect(parts.dialog.isVisible()).resolves.toBe(true);
      expect(answers(opened)).toEqual(['/data_processing_agreements/2/accept']);
      await expectNoAxeViolations(page, 'requested modal, assumed user refused');
      await expect(agreementNow(opened)).resolves.toMatchObject({ status: 'needs_to_sign' });
      await expect(page.evaluate((key) => localStorage.getItem(key), DISMISSED_KEY)).resolves.toBeNull();
    } finally {
      await restore(context, opened.url);
    }
  });
});
