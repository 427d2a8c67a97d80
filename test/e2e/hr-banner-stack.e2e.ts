/**
 * <hr-banner-stack> in real Chromium against the demo server: the stack every demo page prints in
 * #place-banner-stack (its data in the config block), driven from the demo control panel. The
 * server's store lives for the whole run, so every test here signs in as the `preview` user (an
 * admin who previews as someone else; no other e2e file uses it) and resets its banner settings
 * and announcements afterwards.
 */
import { mkdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { demoUrl, expectNoAxeViolations, useBrowser } from './support/browser';
import { openDemoControls } from './support/demo-controls';
import { DATA_BANNERS, EVERY_BANNER_SETTINGS } from '../components/banner-stack/banner-fixtures';

const e2e = useBrowser();

const SHOTS = '/tmp/shots-banners';
mkdirSync(SHOTS, { recursive: true });

const USER = 'preview';
const STACK = '#place-banner-stack hr-banner-stack';
const SETUP_KEY = 'hr-shell:setupSummaryBanner';
/** Chromium logs every HTTP error answer of a fetch as a console error. */
const HTTP_503_LOGGED = /status of 503/;

const contexts: BrowserContext[] = [];

async function settings(context: BrowserContext, data: object): Promise<void> {
  const response = await context.request.post(demoUrl('/demo/shell/settings'), { data });
  if (!response.ok()) throw new Error(`/demo/shell/settings: ${response.status()} ${await response.text()}`);
}

afterEach(async () => {
  // Leave the preview user as the seed made it, for the next test and the next run.
  for (const context of contexts.splice(0)) await settings(context, { reset: true, resetAnnouncements: true });
});

async function open(path = '/home/', viewport = { width: 1440, height: 900 }, expectConsoleErrors: RegExp[] = []) {
  const opened = await e2e.open(path, { signInAs: USER, viewport, expectConsoleErrors });
  contexts.push(opened.context);
  // A known start: the user's own banners (announcement, preview-as), no trial or demo banner.
  await settings(opened.context, { reset: true, resetAnnouncements: true, trialStatus: 'off' });
  await opened.page.reload();
  return opened;
}

/** The data-banner names the stack shows, top to bottom. */
function shown(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector)?.shadowRoot;
    return [...(root?.querySelectorAll('[data-banner]') ?? [])].map((node) => node.getAttribute('data-banner') ?? '');
  }, STACK);
}

async function waitForBanners(page: Page, names: readonly string[]): Promise<void> {
  await expect.poll(() => shown(page), { timeout: 10_000 }).toEqual(names);
}

const banner = (page: Page, name: string) => page.locator(`${STACK} [data-banner="${name}"]`);

/** Every layout shift of the page load so far (the buffered entries), as their total. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

/** How far the stack's place reaches past the window's right edge or scrolls sideways itself. */
function placeOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const place = document.getElementById('place-banner-stack');
    if (!place) return Infinity;
    return Math.max(place.getBoundingClientRect().right - innerWidth, place.scrollWidth - place.clientWidth);
  });
}

/** Turns on every banner of the stack with the demo controls drawer's form, as a person would. */
async function everyBannerFromThePanel(page: Page): Promise<void> {
  const panel = await openDemoControls(page);
  await panel.getByLabel('Payment method').selectOption('expired');
  await panel.getByLabel('Grace period: days left').fill('5');
  await panel.getByLabel('Trial or demo banner').selectOption('active');
  await panel.getByLabel('Cancellation notice').check();
  await panel.getByLabel('Signed-in-as banner').selectOption('on');
  await panel.getByLabel('Preview-as banner').selectOption('on');
  await panel.getByLabel('New hire packet banner').selectOption('on');
  await Promise.all([
    page.waitForEvent('load'),
    panel.getByRole('button', { name: 'Apply banner situations' }).click(),
  ]);
}

describe('<hr-banner-stack> on the demo pages', () => {
  it('shows every banner set in the demo control panel, in stack order, without a layout shift', async () => {
    const { page, requests } = await open('/home/');
    await everyBannerFromThePanel(page);
    await waitForBanners(page, DATA_BANNERS);
    // The banners came with the page: the stack asked nothing, and loaded the banners' chunk.
    expect(requests.filter((request) => request.url().includes('/ajax/banners.json'))).toEqual([]);
    expect(requests.some((request) => /\/banner-list-[\w-]+\.js$/.test(request.url()))).toBe(true);

    await expect.poll(() => banner(page, 'gracePeriod').getAttribute('class')).toContain('error');
    await expect.poll(() => banner(page, 'gracePeriod').textContent()).toContain('suspended in 5 days');
    expect(await banner(page, 'announcement').textContent()).toContain('submit your hours by Thursday noon');
    expect(await banner(page, 'paymentMethod').locator('a').getAttribute('href')).toBe('/settings/account/billing');
    expect(await banner(page, 'cancellation').locator('a').getAttribute('href')).toBe('/app/settings/cancellation');
    expect(await banner(page, 'preview').locator('a').getAttribute('href')).toBe(
      '/settings/permissions/?test=0&uri=%2F',
    );
    expect(await banner(page, 'trial').textContent()).toContain('left in your free trial');
    await expectNoAxeViolations(page, 'every banner, 1440 px');
    await page.screenshot({ path: `${SHOTS}/every-banner-1440.png` });

    // A fresh load with every banner: the page keeps the stack's room until the script runs.
    await page.reload();
    await waitForBanners(page, DATA_BANNERS);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  it('loads no banner chunk on a page whose printed data shows no banner, and asks for no banners', async () => {
    const { page, context, requests } = await open('/home/');
    await settings(context, { preview: 'off' });
    // Every unread announcement marked read, as dismissing them one page after another would.
    for (let round = 0; round < 20; round++) {
      await page.reload();
      const id = await page.evaluate(() => {
        const shell = (
          window as unknown as {
            HrShell: { getConfig(): { banners: { announcement?: { id: number } | null } | null } };
          }
        ).HrShell;
        return shell.getConfig().banners?.announcement?.id ?? null;
      });
      if (id === null) break;
      await page.evaluate(
        (read) =>
          fetch('/ajax/announcement.php', {
            method: 'POST',
            headers: {
              'Content-Type': 'application/x-www-form-urlencoded',
              'X-CSRF-Token': (
                window as unknown as { HrShell: { getConfig(): { csrfToken: string } } }
              ).HrShell.getConfig().csrfToken,
            },
            body: `action=read&id=${read}`,
          }),
        id,
      );
    }
    requests.length = 0;
    await page.reload();
    await page.evaluate(() => customElements.whenDefined('hr-banner-stack'));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await shown(page)).toEqual([]);
    const files = requests.map((request) => new URL(request.url()).pathname);
    expect(files).toContain('/dist/elements/hr-banner-stack.js');
    const bannerChunk = /\/(banner-list|account-banners|announcement-banner|people-banners|trial-banner|setup-banner)-/;
    expect(files.filter((path) => bannerChunk.test(path) || path.endsWith('/ajax/banners.json'))).toEqual([]);
  });

  it('fits 320 px and 390 px without sideways scrolling, and desktop width', async () => {
    const { page, context } = await open('/home/', { width: 320, height: 800 });
    await settings(context, EVERY_BANNER_SETTINGS);
    // The page's navigation collapsed, as a phone user keeps it: the content gets the width.
    await page.evaluate(() => localStorage.setItem('hr-shell:globalNavigationOpen', 'false'));
    for (const width of [320, 390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await waitForBanners(page, DATA_BANNERS);
      // (The demo control panel below the page is wider than 320 px; the stack's place must not be.)
      // Polled: the navigation upgrades after the banners on a busy machine, and until then its
      // stand-in holds the open rail's width.
      await expect
        .poll(() => placeOverflow(page), { message: `sideways scroll at ${width} px`, timeout: 10_000 })
        .toBeLessThanOrEqual(0);
      const overflowing = () =>
        page.evaluate((selector) => {
          const root = document.querySelector(selector)?.shadowRoot;
          return [...(root?.querySelectorAll('*') ?? [])]
            .filter(
              (node) =>
                node.getBoundingClientRect().right > innerWidth + 0.5 || node.scrollWidth > node.clientWidth + 1,
            )
            .map((node) => node.className || node.localName);
        }, STACK);
      await expect.poll(overflowing, { message: `banner parts wider than ${width} px`, timeout: 10_000 }).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/every-banner-${width}.png` });
    }
    expect(await banner(page, 'gracePeriod').textContent()).toContain('Last day!');
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoAxeViolations(page, 'every banner, 320 px');
  });

  it('dismisses the announcement at once, and it stays dismissed after a reload', async () => {
    const { page, posts } = await open('/home/');
    await waitForBanners(page, ['announcement', 'preview']);
    const message = (await banner(page, 'announcement').textContent()) ?? '';
    await banner(page, 'announcement').locator('[part="dismiss"]').click();
    await waitForBanners(page, ['preview']);
    await expect.poll(() => posts()).toContain('/ajax/announcement.php');
    // Focus stays in the stack, not lost to the body.
    expect(await page.evaluate((selector) => document.activeElement === document.querySelector(selector), STACK)).toBe(
      true,
    );
    await page.reload();
    await waitForBanners(page, ['announcement', 'preview']);
    // The server remembers: the next unread announcement shows, not the dismissed one.
    expect(await banner(page, 'announcement').textContent()).not.toBe(message);
  });

  it('brings the announcement back with an error when the dismissal fails', async () => {
    const { page, context } = await open('/home/', undefined, [HTTP_503_LOGGED]);
    await settings(context, { announcementReadFails: true });
    await page.reload();
    await waitForBanners(page, ['announcement', 'preview']);
    await banner(page, 'announcement').locator('[part="dismiss"]').click();
    const alert = banner(page, 'announcement').locator('[role="alert"]');
    await expect
      .poll(() => alert.textContent(), { timeout: 10_000 })
      .toBe('Oops. Something went wrong. Please try again.');
    await page.reload();
    await waitForBanners(page, ['announcement', 'preview']);
    await banner(page, 'announcement').locator('[part="dismiss"]').click();
    await expect.poll(() => alert.count()).toBe(1);
    await expectNoAxeViolations(page, 'failed dismissal');
  });

  it("words the signed-in-as banner for a support admin and 'on behalf of' for anyone else", async () => {
    const { page } = await open('/home/');
    const panel = await openDemoControls(page);
    await panel.getByLabel('Signed-in-as banner').selectOption('on');
    await panel.getByLabel('Signed-in-as actor').selectOption('admin');
    await Promise.all([
      page.waitForEvent('load'),
      panel.getByRole('button', { name: 'Apply banner situations' }).click(),
    ]);
    await expect.poll(() => banner(page, 'signedInAs').textContent()).toMatch(/ is signed in on behalf of /);
    // The page reloaded: the drawer is closed again.
    await (await openDemoControls(page)).getByLabel('Signed-in-as actor').selectOption('support');
    await Promise.all([
      page.waitForEvent('load'),
      panel.getByRole('button', { name: 'Apply banner situations' }).click(),
    ]);
    await expect.poll(() => banner(page, 'signedInAs').textContent()).toMatch(/with support admin access/);
  });

  it("opens 'Disabled for Previewing' from the new hire packet while previewing; focus goes back", async () => {
    const { page, context } = await open('/home/');
    await settings(context, { newHirePacket: 'on' });
    await page.reload();
    await waitForBanners(page, ['announcement', 'newHirePacket', 'preview']);
    const button = banner(page, 'newHirePacket').locator('button[part="new-hire-packet"]');
    await button.click();
    const dialog = page.locator(`${STACK} dialog[open]`);
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(await dialog.locator('h2').textContent()).toBe('Disabled for Previewing');
    await expectNoAxeViolations(page, 'Disabled for Previewing open');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        button.evaluate(
          (node) =>
            node.getRootNode() instanceof ShadowRoot && (node.getRootNode() as ShadowRoot).activeElement === node,
        ),
      )
      .toBe(true);
  });

  it('fires hr-clear-demo-data from the demo-data banner', async () => {
    const { page, context } = await open('/home/');
    await settings(context, { trialStatus: 'demo' });
    await page.reload();
    await waitForBanners(page, ['announcement', 'preview', 'trial']);
    await page.evaluate(() => {
      (window as unknown as { cleared: number }).cleared = 0;
      document.addEventListener('hr-clear-demo-data', () => ((window as unknown as { cleared: number }).cleared += 1));
    });
    await banner(page, 'trial').locator('[part="clear-demo-data"]').click();
    expect(await page.evaluate(() => (window as unknown as { cleared: number }).cleared)).toBe(1);
  });
});

describe('<hr-banner-stack> setup summary banner', () => {
  async function writeRecord(page: Page, record: object): Promise<void> {
    await page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
      key: SETUP_KEY,
      value: record,
    });
  }
  const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SETUP_KEY);

  it('comes from the panel record and the setup route, last in the stack; close clears it', async () => {
    const { page } = await open('/home/');
    const panel = await openDemoControls(page);
    await panel.getByLabel('Setup type').selectOption('payroll');
    await panel.getByLabel('Step key').fill('bankAccount');
    await Promise.all([
      page.waitForEvent('load'),
      panel.getByRole('button', { name: 'Write setup banner record' }).click(),
    ]);
    await waitForBanners(page, ['announcement', 'preview', 'setupSummary']);
    const setup = banner(page, 'setupSummary');
    await expect.poll(() => setup.textContent()).toContain('Payroll Registration');
    expect(await setup.textContent()).toContain('1 of 5 steps done');
    await expectNoAxeViolations(page, 'setup summary banner');
    await setup.locator('[part="setup-close"]').click();
    await waitForBanners(page, ['announcement', 'preview']);
    expect(await stored(page)).toBeNull();
  });

  it('drops a customerOnboarding record 24 hours old, shows one a minute younger', async () => {
    const { page } = await open('/home/');
    const now = await page.evaluate(() => Date.now());
    const record = { type: 'customerOnboarding', stepKey: null, dataPath: '/', recordId: null, clientId: null };
    await writeRecord(page, { ...record, timeStamp: now - 86_400_000 });
    await page.reload();
    await expect.poll(() => stored(page)).toBeNull();
    await waitForBanners(page, ['announcement', 'preview']);

    await writeRecord(page, { ...record, timeStamp: now - 86_400_000 + 60_000 });
    await page.reload();
    await waitForBanners(page, ['announcement', 'preview', 'setupSummary']);
    expect(await banner(page, 'setupSummary').textContent()).toContain('Customer Onboarding');
  });

  it('drops a record whose dataPath is on another origin, and shows a record only on its paths', async () => {
    const { page } = await open('/home/');
    const record = { type: 'quickStart', stepKey: 'timeOff', timeStamp: Date.now() };
    await writeRecord(page, { ...record, dataPath: 'https://evil.example/' });
    await page.reload();
    await expect.poll(() => stored(page)).toBeNull();

    await writeRecord(page, { ...record, dataPath: '/settings/' });
    await page.reload();
    await waitForBanners(page, ['announcement', 'preview']);
    expect(await stored(page)).not.toBeNull();
  });
});

describe('<hr-banner-stack variant="hired-by-remote">', () => {
  it("shows the compensation modal's banner from the server, sanitized", async () => {
    const { page } = await open('/home/');
    await page.evaluate(() => {
      const element = document.createElement('hr-banner-stack');
      element.id = 'remote-banner';
      element.setAttribute('variant', 'hired-by-remote');
      element.setAttribute('employee-id', '1');
      document.querySelector('main')?.prepend(element);
    });
    const note = page.locator('#remote-banner [data-banner="hiredByRemote"]');
    await expect.poll(() => note.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await note.textContent()).toContain('was hired through a global employment provider.');
    await expectNoAxeViolations(page, 'hired-by-remote banner');
  });
});
