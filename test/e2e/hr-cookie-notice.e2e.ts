/**
 * <hr-cookie-notice> and <hr-terms-prompt> in real Chromium against the demo server. The layout
 * prints the cookie notice only for a session user who has not accepted cookies and the terms
 * prompt only for one with updated terms to respond to (nobody is seeded so: the owner's /home/
 * loads neither); the demo control panel puts the signed-in user in either state. axe-core audits
 * every state; the notice never covers the focused control, at 320 px and on a desktop.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations, requestFence, useBrowser, type OpenedPage } from './support/browser';
import { openDemoControls } from './support/demo-controls';

const e2e = useBrowser();

const TITLE = 'Surprise! We use cookies.';
const RETRY = 'Oops. Something went wrong. Please try again.';
const FIVE_YEARS_S = 5 * 365 * 24 * 60 * 60;
const HTTP_500_LOGGED = /status of 500/;
const REPORTED = /runtime error in hr-cookie-notice/;

const cookieParts = (page: Page) => {
  const host = page.locator('#place-cookie-notice hr-cookie-notice');
  return { host, notice: host.locator('[part="base"]'), accept: host.locator('[part="accept"]') };
};

const termsParts = (page: Page) => {
  const host = page.locator('#place-terms-prompt hr-terms-prompt');
  return {
    host,
    prompt: host.locator('[part="base"]'),
    accept: host.locator('[part="accept"]'),
    dismiss: host.locator('[part="dismiss"]'),
    error: host.locator('[part="error"]'),
  };
};

/** The signed-in user's acceptedCookies, as the panel's flags form sets it (POST /demo/flags). */
async function setAcceptedCookies(context: BrowserContext, url: (path: string) => string, value: boolean) {
  const response = await context.request.post(url('/demo/flags'), { data: { acceptedCookies: value } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The acceptance and terms posts the page sent (the shell's own, such as /pusher/auth, left out). */
const posts = (opened: OpenedPage) => opened.posts().filter((path) => /accept_cookies|^\/ajax\/terms\//.test(path));

/**
 * Resolves once the banner stack above the notice has its banners in the DOM: the stack drops the
 * min-height the layout printed for it then. A banner's Dismiss button rendered later would land
 * in the tab order between two presses of Tab.
 */
async function bannersSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const stack = document.querySelector<HTMLElement>('hr-banner-stack');
    return stack !== null && stack.shadowRoot !== null && stack.style.minHeight === '';
  });
}

/** Chromium keeps no cookie longer than 400 days (RFC 6265bis), whatever lifetime a page asks for. */
const BROWSER_CAP_S = 400 * 24 * 60 * 60;

/**
 * Tabs through the page and checks that no focused control outside the notice overlaps it
 * (WCAG 2.4.11: the notice takes its own room in the flow). Returns how many stops were checked.
 */
async function tabWithoutOverlap(page: Page, stops: number): Promise<number> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  let checked = 0;
  for (let index = 0; index < stops; index += 1) {
    await page.keyboard.press('Tab');
    const overlap = await page.evaluate(() => {
      let focused = document.activeElement;
      while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
      const notice = document.querySelector('hr-cookie-notice')?.shadowRoot?.querySelector('[part="base"]');
      if (!focused || !notice || focused === document.body) return null;
      if (notice.contains(focused)) return false;
      const a = focused.getBoundingClientRect();
      const b = notice.getBoundingClientRect();
      if (a.width === 0 && a.height === 0) return false;
      return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    });
    if (overlap === null) continue;
    expect(overlap, `focus stop ${index} overlaps the cookie notice`).toBe(false);
    checked += 1;
  }
  return checked;
}

describe('<hr-cookie-notice> and <hr-terms-prompt> on the demo pages', () => {
  it("the seeded owner's /home/ prints neither tag and loads none of their code", async () => {
    const opened = await e2e.open('/home/');
    await opened.page.locator('hr-global-header').waitFor({ state: 'attached' });
    await requestFence(opened);
    await expect(opened.page.locator('hr-cookie-notice, hr-terms-prompt').count()).resolves.toBe(0);
    const paths = opened.requests.map((request) => new URL(request.url()).pathname);
    expect(paths.filter((path) => /hr-cookie-notice|hr-terms-prompt/.test(path))).toEqual([]);
  });

  for (const viewport of [
    { width: 320, height: 640 },
    { width: 1280, height: 800 },
  ])
    it(`shows the notice to a user who has not accepted cookies and never covers the focused control (${viewport.width} px)`, async () => {
      const opened = await e2e.open('/home/', { signInAs: 'employee', viewport });
      const parts = cookieParts(opened.page);
      await parts.notice.waitFor({ state: 'visible' });
      await expect(parts.notice.locator('h2').textContent()).resolves.toBe(TITLE);
      const position = await parts.host.evaluate((host) => getComputedStyle(host).position);
      expect(position).toBe('static');
      await expectNoAxeViolations(opened.page, `notice shown at ${viewport.width} px`);
      expect(await tabWithoutOverlap(opened.page, 30)).toBeGreaterThan(5);
      expect(posts(opened)).toEqual([]);
    });

  it('stays away on a hash+u link', async () => {
    const opened = await e2e.open('/home/#u=3', { signInAs: 'employee' });
    const parts = cookieParts(opened.page);
    await parts.host.waitFor({ state: 'attached' });
    await expect.poll(() => parts.host.evaluate((host) => host.shadowRoot !== null)).toBe(true);
    await requestFence(opened);
    await expect(parts.notice.count()).resolves.toBe(0);
  });

  it('Got It posts the acceptance and closes; the next page prints no notice', async () => {
    const opened = await e2e.open('/home/', { signInAs: 'manager' });
    const { page, context } = opened;
    try {
      await setAcceptedCookies(context, opened.url, false);
      await page.reload();
      const parts = cookieParts(page);
      await parts.notice.waitFor({ state: 'visible' });
      await parts.accept.click();
      await parts.notice.waitFor({ state: 'detached' });
      expect(posts(opened)).toEqual(['/settings/users/accept_cookies']);
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('hr_accepted_cookies');
      await page.reload();
      await page.locator('hr-global-header').waitFor({ state: 'attached' });
      await expect(page.locator('hr-cookie-notice').count()).resolves.toBe(0);
    } finally {
      await setAcceptedCookies(context, opened.url, true);
    }
  });

  it('gives the keyboard focus back to the control it came from when Got It closes the notice', async () => {
    const opened = await e2e.open('/home/', { signInAs: 'manager' });
    const { page, context } = opened;
    const focusedName = () =>
      page.evaluate(() => {
        let focused = document.activeElement;
        while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
        return focused
          ? `${focused.localName}|${focused.getAttribute('part') ?? ''}|${focused.textContent?.trim()}`
          : '';
      });
    try {
      await setAcceptedCookies(context, opened.url, false);
      await page.reload();
      const parts = cookieParts(page);
      await parts.notice.waitFor({ state: 'visible' });
      await bannersSettled(page);
      await parts.accept.focus();
      await page.keyboard.press('Shift+Tab');
      const before = await focusedName();
      expect(before).not.toContain('|accept|');
      await page.keyboard.press('Tab');
      expect(await focusedName()).toBe('button|accept|Got It');
      await page.keyboard.press('Enter');
      await parts.notice.waitFor({ state: 'detached' });
      expect(await focusedName()).toBe(before);
    } finally {
      await setAcceptedCookies(context, opened.url, true);
    }
  });

  it('an onboarding user accepts through the self-onboarding endpoint', async () => {
    const opened = await e2e.open('/home/', { signInAs: 'onboarding' });
    try {
      const parts = cookieParts(opened.page);
      await parts.notice.waitFor({ state: 'visible' });
      await parts.accept.click();
      await parts.notice.waitFor({ state: 'detached' });
      expect(posts(opened)).toEqual(['/self_onboarding/packet/accept_cookies']);
    } finally {
      await setAcceptedCookies(opened.context, opened.url, false);
    }
  });

  it('a failed acceptance sets the cookie for 5 years, reports the error and closes; the cookie keeps it closed', async () => {
    const opened = await e2e.open('/home/', {
      signInAs: 'employee',
      expectConsoleErrors: [HTTP_500_LOGGED, REPORTED],
    });
    const { page, context } = opened;
    await page.route('**/settings/users/accept_cookies', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Unavailable"}' }),
    );
    // Record what the page writes to document.cookie: the browser caps the stored lifetime.
    await page.addInitScript(() => {
      const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      const writes: string[] = [];
      (window as unknown as { cookieWrites: string[] }).cookieWrites = writes;
      Object.defineProperty(Document.prototype, 'cookie', {
        configurable: true,
        get: descriptor.get,
        set(value: string) {
          writes.push(value);
          descriptor.set!.call(this, value);
        },
      });
    });
    await page.reload();
    const errors: unknown[] = [];
    await page.exposeFunction('recordHrError', (detail: unknown) => errors.push(detail));
    await page.evaluate(() =>
      document.addEventListener('hr-error', (event) =>
        (window as unknown as { recordHrError(detail: unknown): void }).recordHrError((event as CustomEvent).detail),
      ),
    );
    const parts = cookieParts(page);
    await parts.notice.waitFor({ state: 'visible' });
    const before = Date.now() / 1000;
    await parts.accept.click();
    await parts.notice.waitFor({ state: 'detached' });
    const cookie = (await context.cookies()).find((entry) => entry.name === 'hr_accepted_cookies');
    expect(cookie?.value).toBe('1');
    expect(cookie?.path).toBe('/');
    expect(cookie?.secure).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    // The page asks for 5 years (SPEC §9); Chromium stores at most 400 days of it.
    const writes = await page.evaluate(() => (window as unknown as { cookieWrites: string[] }).cookieWrites);
    expect(writes.filter((write) => write.startsWith('hr_accepted_cookies='))).toEqual([
      `hr_accepted_cookies=1; Path=/; Max-Age=${FIVE_YEARS_S}; Secure; SameSite=Strict`,
    ]);
    const lifetime = Math.min(FIVE_YEARS_S, BROWSER_CAP_S);
    expect(cookie?.expires).toBeGreaterThan(before + lifetime - 120);
    expect(cookie?.expires).toBeLessThan(Date.now() / 1000 + lifetime + 120);
    await expect.poll(() => errors.length).toBe(1);
    expect(errors[0]).toMatchObject({ status: 500 });

    // The server still says "not accepted", so the tag is printed; the cookie keeps it closed.
    await page.unroute('**/settings/users/accept_cookies');
    await page.reload();
    await parts.host.waitFor({ state: 'attached' });
    await expect.poll(() => parts.host.evaluate((host) => host.shadowRoot !== null)).toBe(true);
    await requestFence(opened);
    await expect(parts.notice.count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'notice closed by the cookie');
  });

  it('the terms prompt: the panel makes it due, Not Now dismisses, Accept accepts, a failure keeps it', async () => {
    const opened = await e2e.open('/home/', { signInAs: 'support', expectConsoleErrors: [HTTP_500_LOGGED] });
    const { page } = opened;
    const parts = termsParts(page);
    const setDue = async () => {
      await openDemoControls(page);
      const form = page.locator('[data-demo-panel] form:has(input[name="termsPending"])');
      await form.getByLabel('Updated terms to accept (my prompt)').check();
      const reloaded = page.waitForEvent('load');
      await form.getByRole('button', { name: 'Apply' }).click();
      await reloaded;
      await parts.prompt.waitFor({ state: 'visible' });
    };
    await expect(page.locator('hr-terms-prompt').count()).resolves.toBe(0);

    await setDue();
    await expect(parts.host.locator('[part="link"]').getAttribute('href')).resolves.toBe(opened.url('/legal/terms/'));
    await expectNoAxeViolations(page, 'terms prompt shown');
    await parts.dismiss.click();
    await parts.prompt.waitFor({ state: 'detached' });
    expect(posts(opened)).toEqual(['/ajax/terms/dismiss']);
    await page.reload();
    await page.locator('hr-global-header').waitFor({ state: 'attached' });
    await expect(page.locator('hr-terms-prompt').count()).resolves.toBe(0);

    await setDue();
    await page.route('**/ajax/terms/accept', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Unavailable"}' }),
    );
    await parts.accept.click();
    await expect.poll(() => parts.error.textContent()).toBe(RETRY);
    await expect(parts.prompt.isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, 'terms answer failed');
    await page.unroute('**/ajax/terms/accept');
    // By keyboard from the control before the prompt: closing gives the focus back to it.
    const inPrompt = () =>
      page.evaluate(() => {
        let focused = document.activeElement;
        while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
        return !!focused?.closest('[part="base"].terms-prompt');
      });
    await parts.accept.focus();
    for (let step = 0; step < 6 && (await inPrompt()); step += 1) await page.keyboard.press('Shift+Tab');
    expect(await inPrompt()).toBe(false);
    const before = await page.evaluateHandle(() => {
      let focused = document.activeElement;
      while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
      return focused;
    });
    for (let step = 0; step < 6 && (await parts.accept.evaluate((button) => !button.matches(':focus'))); step += 1)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await parts.prompt.waitFor({ state: 'detached' });
    expect(
      await before.evaluate((element) => {
        let focused = document.activeElement;
        while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
        return focused === element;
      }),
    ).toBe(true);
    expect(posts(opened)).toEqual(['/ajax/terms/dismiss', '/ajax/terms/accept', '/ajax/terms/accept']);
    await page.reload();
    await page.locator('hr-global-header').waitFor({ state: 'attached' });
    await expect(page.locator('hr-terms-prompt').count()).resolves.toBe(0);
  });
});
