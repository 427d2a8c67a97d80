/**
 * Leaving a changed form on the account settings demo page (demo/account-settings.html) in real
 * Chromium: <hr-form-guard> holds the link and asks 'Just Checking...' (axe-checked), Don't Save
 * follows the link without the browser's leave warning, Save Changes posts the form, and the leave
 * warning is on only while the form has changes. The password field is an <hr-password-input>.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Dialog, Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser';

const e2e = useBrowser();
const SHOTS = '/tmp/shots-forms';
mkdirSync(SHOTS, { recursive: true });
const PAGE = '/account-settings.html';

/** The result page of the form post has no favicon link: Chromium asks for /favicon.ico and logs the 404. */
const FAVICON_404 = /Failed to load resource: the server responded with a status of 404/;

async function open(viewport = { width: 1100, height: 900 }) {
  const opened = await e2e.open(PAGE, { viewport, expectConsoleErrors: [FAVICON_404] });
  const { page } = opened;
  const guard = page.locator('hr-form-guard');
  // The guard has mounted (its dialog is in its shadow root) and listens.
  await guard.locator('dialog').waitFor({ state: 'attached' });
  const dialogs: Dialog[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog);
    void dialog.dismiss();
  });
  return {
    ...opened,
    guard,
    question: page.getByRole('alertdialog', { name: 'Just Checking...' }),
    leaveWarnings: () => dialogs.filter((dialog) => dialog.type() === 'beforeunload').length,
  };
}

async function change(page: Page) {
  await page.locator('#account-name').fill('Ada King');
  // The guard has heard it: the page's script enabled Save.
  await expect
    .poll(() => page.locator('hr-site-footer').evaluate((footer) => footer.hasAttribute('disabled')))
    .toBe(false);
}

describe('<hr-form-guard> on the account settings page', () => {
  it("asks 'Just Checking...' before a link leaves a changed form; Don't Save goes without the leave warning", async () => {
    const { page, question, leaveWarnings } = await open();
    await change(page);
    await page.locator('#account-leave').click();
    await question.waitFor({ state: 'visible' });
    await expect(
      question.getByRole('button', { name: 'Save Changes' }).evaluate((button) => button.matches(':focus')),
    ).resolves.toBe(true);
    await expect(question.getAttribute('aria-describedby')).resolves.toBeTruthy();
    expect(new URL(page.url()).pathname).toBe(PAGE);
    await expectNoAxeViolations(page, "the 'Just Checking...' question");
    await question.getByRole('button', { name: "Don't Save" }).click();
    await page.waitForURL('**/files.html');
    expect(leaveWarnings()).toBe(0);
  });

  it('Escape keeps the page, the changes and the focus on the link', async () => {
    const { page, question } = await open();
    await change(page);
    await page.locator('#account-leave').focus();
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(PAGE);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('account-leave');
    await expect(page.locator('#account-name').inputValue()).resolves.toBe('Ada King');
  });

  it('Save Changes posts the form (the password from <hr-password-input> with it) and leaves without a warning', async () => {
    const { page, question, leaveWarnings } = await open();
    await page.locator('#account-password').fill('n3w-Passw0rd');
    await page.locator('hr-password-input .hr-password-input__toggle').click();
    await expect(page.locator('#account-password').getAttribute('type')).resolves.toBe('text');
    await change(page);
    await page.locator('#account-leave').click();
    await question.waitFor({ state: 'visible' });
    await Promise.all([
      page.waitForURL('**/forms/submit.php'),
      question.getByRole('button', { name: 'Save Changes' }).click(),
    ]);
    const received = await page
      .locator('#received tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [row.querySelector('th')?.textContent, row.querySelector('td')?.textContent]),
      );
    expect(received).toEqual([
      ['preferred_name', 'Ada King'],
      ['work_email', 'ada@example.com'],
      ['password', 'n3w-Passw0rd'],
    ]);
    expect(leaveWarnings()).toBe(0);
  });

  it("turns the browser's leave warning on only while the form has changes", async () => {
    const { page, leaveWarnings } = await open();
    // Unchanged: leaving asks nothing.
    await page.locator('#account-email').click();
    await page.reload();
    expect(leaveWarnings()).toBe(0);
    await page.locator('hr-form-guard').locator('dialog').waitFor({ state: 'attached' });
    await change(page);
    // Changed: the browser asks (dismissed here, so the page stays).
    await page.evaluate(() => {
      location.href = '/files.html';
    });
    await expect.poll(leaveWarnings).toBe(1);
    expect(new URL(page.url()).pathname).toBe(PAGE);
    // A reset forgets the changes: leaving asks nothing again.
    await page.evaluate(() => (document.getElementById('account-form') as HTMLFormElement).reset());
    await expect
      .poll(() => page.locator('hr-site-footer').evaluate((footer) => footer.hasAttribute('disabled')))
      .toBe(true);
    await page.reload();
    expect(leaveWarnings()).toBe(1);
  });

  it('screenshots the question at 390 and 1440 px wide', async () => {
    for (const width of [390, 1440]) {
      const { page, question } = await open({ width, height: 844 });
      await change(page);
      await page.locator('#account-leave').click();
      await question.waitFor({ state: 'visible' });
      await page.screenshot({ path: `${SHOTS}/form-guard-question-${width}.png` });
      // Every button of the question is on top at the middle of each edge: nothing covers it.
      const covered = await page.locator('hr-form-guard').evaluate(
        (guard) =>
          [...(guard.shadowRoot?.querySelectorAll('dialog button') ?? [])].filter((button) => {
            const box = button.getBoundingClientRect();
            const middle = { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
            const corners = [
              [box.left + 2, middle.y],
              [box.right - 2, middle.y],
              [middle.x, box.top + 2],
              [middle.x, box.bottom - 2],
            ];
            return corners.some(
              ([x, y]) => !button.contains(guard.shadowRoot?.elementFromPoint(x as number, y as number) ?? null),
            );
          }).length,
      );
      expect(covered).toBe(0);
      // axe's target-size rule works out stacking from z-index and knows no top layer: at 390 px it
      // counts the page's nav (under the modal's backdrop) as covering Save Changes. The check above
      // asks the browser itself; the buttons are 2.5em (35 px) high.
      await expectNoAxeViolations(
        page,
        `the question at ${width} px`,
        width < 500 ? { rules: { 'target-size': { enabled: false } } } : undefined,
      );
    }
  });
});
