/**
 * <hr-session-lock> in real Chromium against the demo server (demo/index.html and
 * demo/forms.html print it in #place-session-lock). The session really expires on the server
 * (POST /demo/expire-session); an element's next request gets the 401, the lock opens, and the
 * re-login must leave the page as it was: drafts typed but not saved are still there, and the
 * request that got the 401 is sent again and saved.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoUrl, expectNoAxeViolations, useBrowser, type OpenedPage } from './support/browser';

const e2e = useBrowser();

const SHOTS = '/tmp/shots-lock';
mkdirSync(SHOTS, { recursive: true });

/** Chromium logs every 401 answer of a fetch as a console error. */
const HTTP_401_LOGGED = /status of 401/;
const WRONG = "Sorry, that password doesn't look right. Try it again?";

const lockOf = (page: Page) => {
  const host = page.locator('#place-session-lock hr-session-lock');
  return {
    host,
    dialog: host.locator('dialog[part="dialog"]'),
    password: host.locator('[part="password"]'),
    submit: host.locator('[part="submit"]'),
    error: host.locator('[part="error"]'),
    logout: host.locator('[part="logout"]'),
  };
};

const inlineEdit = (page: Page, rowId: string) => page.locator(`#${rowId} hr-inline-edit`);
const inputOf = (host: Locator) => host.locator('[part~="input"]');

/** hr-session-expired and hr-logged-in as a document listener sees them. */
async function recordEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const events: Array<{ type: string; detail: unknown }> = [];
    (window as unknown as { __lockEvents: typeof events }).__lockEvents = events;
    for (const type of ['hr-session-expired', 'hr-logged-in'])
      document.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail }));
  });
}

const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __lockEvents: Array<{ type: string; detail: unknown }> }).__lockEvents);

/** Ends the caller's session on the server now (demo control; same cookie jar as the page). */
async function expireSession(opened: OpenedPage): Promise<void> {
  const response = await opened.context.request.post(opened.url('/demo/expire-session'));
  expect(response.status(), await response.text()).toBe(200);
}

async function storedValue(id: number): Promise<string | undefined> {
  const response = await fetch(demoUrl('/demo/inline-edit/records.json'));
  const { records } = (await response.json()) as { records: Array<{ id: number; value: string }> };
  return records.find((record) => record.id === id)?.value;
}

/** Where focus is, looking through shadow roots: the focused element's part. */
function focusedPart(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('part') ?? null;
  });
}

describe('<hr-session-lock> on the demo pages', () => {
  it('locks on a real 401, keeps drafts, refuses a wrong password, and re-login replays the save without a reload', async () => {
    const opened = await e2e.open('/', { expectConsoleErrors: [HTTP_401_LOGGED] });
    const { page } = opened;
    await recordEvents(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const lock = lockOf(page);
    await expect(lock.dialog.isVisible()).resolves.toBe(false);

    // A draft typed into one inline edit and never saved.
    const department = inlineEdit(page, 'row-department');
    await department.click();
    await inputOf(department).fill('Draft department');

    await expireSession(opened);
    const jobTitle = inlineEdit(page, 'row-job-title');
    const value = `Saved after re-login ${Date.now()}`;
    await jobTitle.click();
    await inputOf(jobTitle).fill(value);
    await inputOf(jobTitle).press('Enter');

    await lock.dialog.waitFor({ state: 'visible' });
    await expect(lock.dialog.locator('h2').textContent()).resolves.toBe('Just to be safe, we logged you out.');
    await lock.password.waitFor({ state: 'visible' });
    await expect.poll(() => focusedPart(page)).toBe('password');
    expect((await recorded(page)).filter((event) => event.type === 'hr-session-expired')).toHaveLength(1);
    expect(await storedValue(42)).not.toBe(value);

    // A real modal: Escape does not close it while the session is expired.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(lock.dialog.isVisible()).resolves.toBe(true);
    await expect(lock.password.getAttribute('autocomplete')).resolves.toBe('current-password');
    await expect(lock.password.getAttribute('type')).resolves.toBe('password');
    await expectNoAxeViolations(page, 'lock screen');
    await page.screenshot({ path: `${SHOTS}/lock.png` });

    await lock.password.fill('not-the-password');
    await lock.submit.click();
    await expect.poll(() => lock.error.textContent()).toBe(WRONG);
    await expect(lock.password.inputValue()).resolves.toBe('');
    await expect.poll(() => focusedPart(page)).toBe('password');
    await expectNoAxeViolations(page, 'lock screen with the wrong-password message');
    await page.screenshot({ path: `${SHOTS}/lock-wrong-password.png` });

    await lock.password.fill('hr-demo-owner');
    await lock.password.press('Enter');
    await lock.dialog.waitFor({ state: 'hidden' });

    // Same document (no reload), the draft is intact, the held save went through.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(inputOf(department).inputValue()).resolves.toBe('Draft department');
    await expect.poll(() => storedValue(42)).toBe(value);
    const events = await recorded(page);
    expect(events.map((event) => event.type)).toEqual(['hr-session-expired', 'hr-logged-in']);
    expect(events[1]?.detail).toEqual({ userId: expect.any(Number) });
    await page.screenshot({ path: `${SHOTS}/unlocked.png` });
  });

  it('a SAML user logs back in through the popup; the lock sees it finish and replays the save', async () => {
    const opened = await e2e.open('/', { signInAs: 'support', expectConsoleErrors: [HTTP_401_LOGGED] });
    const { page, context } = opened;
    await recordEvents(page);
    const lock = lockOf(page);
    await page.waitForLoadState('networkidle');
    await expireSession(opened);
    const jobTitle = inlineEdit(page, 'row-job-title');
    const value = `Saved after SAML ${Date.now()}`;
    await jobTitle.click();
    await inputOf(jobTitle).fill(value);
    await inputOf(jobTitle).press('Enter');

    await lock.dialog.waitFor({ state: 'visible' });
    const sso = lock.host.locator('[part="sso"]');
    await expect.poll(() => sso.textContent()).toBe('Log in with single sign-on');
    // The dialog's description (after the user's photo and name).
    await expect(lock.dialog.locator('p.help').textContent()).resolves.toContain('Log back in with single sign-on');
    await expectNoAxeViolations(page, 'lock screen, SAML');
    await page.screenshot({ path: `${SHOTS}/lock-saml.png` });

    const [popup] = await Promise.all([context.waitForEvent('page'), sso.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/sso/saml_login');
    expect(new URL(popup.url()).searchParams.get('nonce')).toMatch(/^[\da-f]{32}$/);
    await expect
      .poll(() => lock.host.locator('[role=status]').textContent())
      .toBe('Finish signing in in the window that opened.');
    await popup.getByRole('button', { name: 'Continue' }).click();

    await lock.dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => storedValue(42)).toBe(value);
    expect((await recorded(page)).map((event) => event.type)).toEqual(['hr-session-expired', 'hr-logged-in']);
  });

  it('reloads the page after the login when the multi-factor check asks for setup (the one reload)', async () => {
    const opened = await e2e.open('/', { signInAs: 'employee', expectConsoleErrors: [HTTP_401_LOGGED] });
    const { page, context } = opened;
    const token = await page.evaluate(
      () =>
        (JSON.parse(document.getElementById('hr-shell-config')?.textContent ?? '{}') as { csrfToken: string })
          .csrfToken,
    );
    // What the multi-factor check reports for this user (demo control; a session route: token required).
    const setMfa = (data: object) =>
      context.request.post(opened.url('/demo/auth/mfa'), { data, headers: { 'X-CSRF-Token': token } });
    expect((await setMfa({ status: 'setup' })).status()).toBe(200);
    try {
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      await expireSession(opened);
      const lock = lockOf(page);
      const title = inlineEdit(page, 'row-job-title');
      await title.click();
      await inputOf(title).fill('Never saved');
      await inputOf(title).press('Enter');
      await lock.password.waitFor({ state: 'visible' });
      await lock.password.fill('hr-demo-employee');
      await Promise.all([page.waitForEvent('load'), lock.password.press('Enter')]);
      expect(
        await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      ).toBeUndefined();
    } finally {
      const fresh = await page.evaluate(
        () =>
          (JSON.parse(document.getElementById('hr-shell-config')?.textContent ?? '{}') as { csrfToken: string })
            .csrfToken,
      );
      await context.request.post(opened.url('/demo/auth/mfa'), {
        data: { status: 'none' },
        headers: { 'X-CSRF-Token': fresh },
      });
    }
  });

  it('locks every tab of the session, and unlocking in one unlocks the other with its typed field intact', async () => {
    const opened = await e2e.open('/forms.html', { expectConsoleErrors: [HTTP_401_LOGGED] });
    const first = opened.page;
    const second = await opened.context.newPage();
    const secondErrors: string[] = [];
    second.on('pageerror', (error) => secondErrors.push(String(error)));
    await second.goto(opened.url('/forms.html'));
    await second.evaluate(() => customElements.whenDefined('hr-session-lock'));
    await first.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    // Both tabs done loading (the header's lazy parts ask the server too), so the search below is
    // the request that meets the expired session.
    await Promise.all([first.waitForLoadState('networkidle'), second.waitForLoadState('networkidle')]);
    await expireSession(opened);
    // Typing in the header search sends a request: it gets the 401 and waits for the re-login.
    const search = first.locator('hr-global-search [part="input"]');
    await first.bringToFront();
    await search.click();
    // The click fetches the combobox, which takes the box over: type once it has, and wait for
    // the search it sends.
    await expect.poll(() => search.getAttribute('role')).toBe('combobox');
    const searched = first.waitForRequest((request) => request.url().includes('/ajax/globalsearch.php'));
    await search.fill('Ada');
    await searched;

    await lockOf(first).dialog.waitFor({ state: 'visible' });
    await lockOf(second).dialog.waitFor({ state: 'visible' });
    await second.screenshot({ path: `${SHOTS}/second-tab-locked.png` });

    await second.bringToFront();
    await lockOf(second).password.fill('hr-demo-owner');
    await lockOf(second).submit.click();
    await lockOf(second).dialog.waitFor({ state: 'hidden' });
    await lockOf(first).dialog.waitFor({ state: 'hidden' });
    await first.bringToFront();

    expect(await first.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(search.inputValue()).resolves.toBe('Ada');
    expect(secondErrors).toEqual([]);
    await first.screenshot({ path: `${SHOTS}/first-tab-unlocked.png` });
  });
});
