/**
 * The demo as a visitor meets it: a signed-out visit gets the sign-in page (no empty shell boxes),
 * signing in lands on the page asked for (same-origin only), and a session that ends while a page
 * is open shows the lock screen, naming whose password it wants, on every page (here /home/, a
 * section page) instead of the search failing with "Search is not available right now".
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser, type OpenedPage } from './support/browser';

const e2e = useBrowser();
const SHOTS = '/tmp/shots-sign-in';
mkdirSync(SHOTS, { recursive: true });

/** Chromium logs every 401 answer of a fetch as a console error. */
const HTTP_401_LOGGED = /status of 401/;
/** Once the session has expired, a realtime reconnect is refused at the upgrade (no session): Chromium logs it. */
const SOCKET_REFUSED = /WebSocket connection to .* failed: HTTP Authentication failed/;
const WRONG = "Sorry, that password doesn't look right. Try it again?";

const signIn = (page: Page) => {
  const form = page.locator('#sign-in-form');
  return {
    form,
    username: form.getByLabel('Username'),
    password: form.getByLabel('Password', { exact: true }),
    submit: form.getByRole('button', { name: 'Sign in' }),
    error: form.locator('#sign-in-error'),
  };
};

async function expireSession(opened: OpenedPage): Promise<void> {
  const response = await opened.context.request.post(opened.url('/demo/expire-session'));
  expect(response.status(), await response.text()).toBe(200);
}

describe('the demo signed out', () => {
  it('shows a sign-in page (no shell boxes), refuses a wrong password, and lands on the page asked for', async () => {
    const opened = await e2e.open('/employees/employee.php?id=3', {
      signInAs: null,
      expectConsoleErrors: [HTTP_401_LOGGED],
    });
    const { page } = opened;
    const form = signIn(page);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Sign in');
    await expect(page.locator('hr-global-header, hr-account-menu, hr-global-nav').count()).resolves.toBe(0);
    await expect(page.getByRole('table').getByText('hr-demo-owner').count()).resolves.toBe(1);
    await expectNoAxeViolations(page, 'sign-in page');
    await page.screenshot({ path: `${SHOTS}/sign-in.png`, fullPage: true });

    await form.username.fill('owner');
    await form.password.fill('not-the-password');
    await form.password.press('Enter');
    await expect.poll(() => form.error.textContent()).toBe(WRONG);
    await expect(form.password.inputValue()).resolves.toBe('');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('sign-in-password');
    await expect(form.password.getAttribute('aria-invalid')).resolves.toBe('true');
    await expectNoAxeViolations(page, 'sign-in page with the wrong-password message');

    await form.password.fill('hr-demo-owner');
    await form.submit.click();
    await page.waitForURL((url) => url.pathname === '/employees/employee.php' && url.search === '?id=3');
    await page.locator('hr-global-header').waitFor({ state: 'attached' });
    await expect(page.locator('#sign-in-form').count()).resolves.toBe(0);
    const config = await page.evaluate(
      () => JSON.parse(document.getElementById('hr-shell-config')?.textContent ?? '{}') as { user?: { id?: number } },
    );
    expect(config.user?.id).toEqual(expect.any(Number));
  });

  it('lands only on this site: a page address pointing elsewhere opens /home/ instead', async () => {
    const { page } = await e2e.open('/settings/', { signInAs: null });
    // As if the page had been given an address on another site.
    await page.locator('#sign-in-form').evaluate((form) => form.setAttribute('data-next', 'https://evil.example/x'));
    const form = signIn(page);
    await form.username.fill('employee');
    await form.password.fill('hr-demo-employee');
    await form.submit.click();
    await page.waitForURL((url) => url.pathname === '/home/');
    expect(new URL(page.url()).host).not.toBe('evil.example');
  });

  it('says how an SSO account signs in when given its password', async () => {
    const { page } = await e2e.open('/', { signInAs: null, expectConsoleErrors: [/status of 409/] });
    const form = signIn(page);
    await form.username.fill('admin');
    await form.password.fill('hr-demo-admin');
    await form.submit.click();
    await expect.poll(() => form.error.textContent()).toBe('This account signs in with Google, not a password.');
  });
});

describe('an expired session on /home/', () => {
  it('shows the lock screen naming the user (never the search error), and after re-login the search answers', async () => {
    const opened = await e2e.open('/home/', { expectConsoleErrors: [HTTP_401_LOGGED, SOCKET_REFUSED] });
    const { page } = opened;
    const lock = page.locator('#place-session-lock hr-session-lock');
    const dialog = lock.locator('dialog[part="dialog"]');
    await expireSession(opened);

    const search = page.locator('hr-global-search');
    const box = search.getByRole('combobox', { name: 'Search' });
    // The search's 401 brings the lock; on a busy machine the page's own session check may find
    // the expired session first, and the lock then keeps the search from being typed at all.
    const searched = await box
      .click({ timeout: 5_000 })
      .then(() => box.fill('lovelace', { timeout: 5_000 }))
      .then(
        () => true,
        () => false,
      );
    await dialog.waitFor({ state: 'visible' });
    await expect(lock.locator('[part="user"]').textContent()).resolves.toBe('Countess Lovelace');
    await expect(lock.locator('[part="user-photo"]').getAttribute('src')).resolves.toMatch(
      /\/photos\/employees\/1\.svg$/,
    );
    await expect(search.locator('[part="error"]').count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'lock screen on /home/');
    await page.screenshot({ path: `${SHOTS}/home-locked.png` });

    await lock.locator('[part="password"]').fill('hr-demo-owner');
    await lock.locator('[part="password"]').press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    if (!searched) await box.fill('lovelace');
    await expect.poll(() => search.getByRole('option').count()).toBeGreaterThan(0);
    await expect(search.locator('[part="error"]').count()).resolves.toBe(0);
  });
});
