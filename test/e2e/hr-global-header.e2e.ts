/**
 * <hr-global-header> in real Chromium against the demo server: the header of demo/index.html and
 * of every section page, for the signed-in demo user. The server's store lives for the whole run,
 * so tests that change inbox items or shell settings use their own user (manager, admin,
 * employee) and restore what they switched.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import axeCore from 'axe-core';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  animationsFinished,
  AXE_TAGS,
  demoUrl,
  formatViolations,
  injectAxe,
  pauseClock,
  requestFence,
  useBrowser,
} from './support/browser';

const e2e = useBrowser();

const SHOTS = '/tmp/shots-header';
const HEADER = '#place-global-header hr-global-header';
const INBOX = '/ajax/inbox/inbox_counts_json.php';
const LOAD_FAILED = 'There was a problem getting inbox data';
const SERVICE_DOWN = 'The inbox service is not available right now.';
/** Chromium logs every HTTP error response of a fetch as a console error. */
const HTTP_500_LOGGED = /status of 500/;

// Playwright's CSS engine pierces open shadow roots.
const header = (page: Page) => page.locator(HEADER);
const part = (page: Page, name: string): Locator => header(page).locator(`[part~="${name}"]`);

async function demoControl(context: BrowserContext, path: string, data: object): Promise<void> {
  const response = await context.request.post(demoUrl(path), { data });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
}

/** What the badge should say for the user's current count, as the server reports it. */
async function serverInbox(context: BrowserContext): Promise<{ inbox: number }> {
  const response = await context.request.get(demoUrl(INBOX));
  return ((await response.json()) as { counts: { inbox: number } }).counts;
}

const badgeFor = (count: number) => (count > 99 ? '99+' : count > 0 ? String(count) : null);

function inboxRequests(requests: ReadonlyArray<{ url(): string }>): number {
  return requests.filter((request) => request.url().includes(INBOX)).length;
}

/** Where focus is inside the header's shadow root (its `part`), or null when focus is elsewhere. */
function focusedPart(page: Page): Promise<string | null> {
  return page.evaluate((selector) => {
    const host = document.querySelector(selector);
    if (document.activeElement !== host) return null;
    const inner = host?.shadowRoot?.activeElement;
    return inner?.getAttribute('part') ?? inner?.localName ?? null;
  }, HEADER);
}

/** axe-core on the whole header (its shadow tree, the slotted logo and the account menu). */
async function expectHeaderAccessible(page: Page, state: string): Promise<void> {
  await injectAxe(page);
  const violations = await page.evaluate(
    async ({ selector, tags }) => {
      const { axe } = window as unknown as { axe: typeof axeCore };
      const results = await axe.run({ include: [[selector]] }, { runOnly: { type: 'tag', values: tags } });
      return results.violations.map((violation) => ({
        ...violation,
        nodes: violation.nodes.map((node) => ({ ...node, any: [], all: [], none: [] })),
      }));
    },
    { selector: '#place-global-header', tags: AXE_TAGS },
  );
  expect(violations.length, `axe violations (${state}):\n${formatViolations(violations)}`).toBe(0);
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('<hr-global-header> inbox', () => {
  it("shows the owner's waiting count on the badge and in the button's name", async () => {
    const { page, context } = await e2e.open('/', { viewport: { width: 1600, height: 900 } });
    const { inbox } = await serverInbox(context);
    const badge = badgeFor(inbox);
    expect(badge).not.toBeNull();
    await expect.poll(() => part(page, 'inbox-badge').textContent()).toBe(badge);
    await expect.poll(() => part(page, 'inbox-button').getAttribute('aria-label')).toBe(`Inbox, ${badge} waiting`);
  });

  it('updates the badge on a burst of inbox:reload events with at most two requests', async () => {
    const opened = await e2e.open('/', { signInAs: 'manager' });
    const { page, context, requests } = opened;
    await demoControl(context, '/demo/shell/inbox', { action: 'clear' });
    await page.evaluate(() => window.dispatchEvent(new Event('inbox:reload')));
    await expect.poll(() => part(page, 'inbox-badge').count()).toBe(0);
    await expect.poll(() => part(page, 'inbox-button').getAttribute('aria-label')).toBe('Inbox');

    await demoControl(context, '/demo/shell/inbox', { action: 'add', count: 5 });
    const before = inboxRequests(requests);
    await page.evaluate(() => {
      for (let i = 0; i < 10; i++) window.dispatchEvent(new Event('inbox:reload'));
    });
    await expect.poll(() => part(page, 'inbox-badge').textContent()).toBe('5');
    // A trailing request would start as the first answer is handled, before the badge renders:
    // once the fence has passed, every request the burst caused is counted.
    await requestFence(opened);
    const burst = inboxRequests(requests) - before;
    expect(burst).toBeGreaterThanOrEqual(1);
    expect(burst).toBeLessThanOrEqual(2);

    await demoControl(context, '/demo/shell/inbox', { action: 'add', count: 100 });
    await page.evaluate(() => window.dispatchEvent(new Event('inbox:reload')));
    await expect.poll(() => part(page, 'inbox-badge').textContent()).toBe('99+');
    await demoControl(context, '/demo/shell/inbox', { action: 'clear' });
  });

  it('opens by keyboard, lists subsections and inbox links, and closes with Escape back on the button', async () => {
    const { page, context } = await e2e.open('/', { signInAs: 'admin', viewport: { width: 1600, height: 900 } });
    const button = part(page, 'inbox-button');
    await expect.poll(() => button.getAttribute('aria-label')).toMatch(/^Inbox/);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const panel = part(page, 'inbox-panel');
    const links = panel.locator('a');
    await expect.poll(() => links.count()).toBeGreaterThan(3);
    const texts = await links.allTextContents();
    expect(texts.slice(-3).map((text) => text.replace(/\s*\d+\+?$/, ''))).toEqual([
      'Inbox',
      'Sent requests',
      'Past announcements',
    ]);
    expect(await panel.locator('a', { hasText: 'Sent requests' }).getAttribute('href')).toBe('/inbox/sent_requests/');

    await page.keyboard.press('Tab');
    expect(await focusedPart(page)).toBe('a');
    await expectHeaderAccessible(page, 'inbox dropdown open');
    await shot(page, 'inbox-open-1600');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(await focusedPart(page)).toBe('inbox-button');

    // The community widget switched off: Past announcements goes after the next reload.
    await demoControl(context, '/demo/shell/settings', { communityWidget: false });
    try {
      await page.evaluate(() => window.dispatchEvent(new Event('inbox:reload')));
      await page.keyboard.press('Space');
      await expect
        .poll(async () =>
          (await part(page, 'inbox-panel').locator('a').allTextContents()).some((t) =>
            t.startsWith('Past announcements'),
          ),
        )
        .toBe(false);
      await page.mouse.click(800, 600);
      await expect.poll(() => part(page, 'inbox-panel').count()).toBe(0);
    } finally {
      await demoControl(context, '/demo/shell/settings', { communityWidget: true });
    }
  });

  it("says 'There was a problem getting inbox data' when the counts fail, and the legacy variant shows the server's text", async () => {
    const { page, context } = await e2e.open('/', { signInAs: 'employee', expectConsoleErrors: [HTTP_500_LOGGED] });
    await demoControl(context, '/demo/shell/settings', { inboxFails: true });
    try {
      const errors = page.evaluate(
        () =>
          new Promise<unknown>((resolve) =>
            document.addEventListener('hr-error', (event) => resolve((event as CustomEvent).detail), { once: true }),
          ),
      );
      await page.evaluate(() => window.dispatchEvent(new Event('inbox:reload')));
      await part(page, 'inbox-button').click();
      await expect.poll(() => part(page, 'inbox-error').textContent()).toBe(LOAD_FAILED);
      expect(await errors).toEqual({ message: LOAD_FAILED });
      await expect.poll(() => part(page, 'inbox-badge').count()).toBe(0);
      await expectHeaderAccessible(page, 'inbox error');

      // The same page with a header printed for the other endpoint.
      await page.evaluate((selector) => {
        const place = document.querySelector(selector)?.parentElement;
        place?.replaceChildren();
        const legacy = document.createElement('hr-global-header');
        legacy.setAttribute('inbox-src', '/ajax/inbox/inbox_counts.php');
        legacy.setAttribute('inbox-variant', 'legacy');
        place?.append(legacy);
      }, HEADER);
      await part(page, 'inbox-button').click();
      await expect.poll(() => part(page, 'inbox-error').textContent()).toBe(SERVICE_DOWN);
    } finally {
      await demoControl(context, '/demo/shell/settings', { inboxFails: false });
    }
    await page.locator(HEADER).locator('button', { hasText: 'Try again' }).click();
    await expect.poll(() => part(page, 'inbox-error').count()).toBe(0);
    await expect.poll(() => part(page, 'inbox-panel').locator('a').count()).toBeGreaterThan(2);
  });
});

describe('<hr-global-header> help, settings and answers', () => {
  it('shows the help slide-down when no help tool claims hr-help-open, and closes it with Escape', async () => {
    const { page } = await e2e.open('/', { viewport: { width: 1600, height: 900 } });
    const button = part(page, 'help-button');
    await button.click();
    const panel = part(page, 'help-panel');
    // The help-centre search (hr-help-panel.e2e.ts types into it) and the Help Center link.
    await part(page, 'help-search').locator('input[role="combobox"]').waitFor();
    expect(await panel.textContent()).not.toContain('Looks like our help menu');
    expect(await part(page, 'help-center-link').getAttribute('href')).toBe(demoUrl('/help/'));
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await animationsFinished(panel);
    await expectHeaderAccessible(page, 'help slide-down open');
    await shot(page, 'help-1600');
    await page.keyboard.press('Tab');
    expect(await focusedPart(page)).toBe('help-search');
    await page.keyboard.press('Tab');
    expect(await focusedPart(page)).toBe('help-center-link');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(await focusedPart(page)).toBe('help-button');

    // A page help tool that claims the event keeps the slide-down away.
    await page.evaluate(() => {
      const claimed: boolean[] = [];
      (window as unknown as { __helpClaimed: boolean[] }).__helpClaimed = claimed;
      document.addEventListener('hr-help-open', (event) => {
        event.preventDefault();
        claimed.push(event.defaultPrevented);
      });
    });
    await button.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __helpClaimed: boolean[] }).__helpClaimed))
      .toEqual([true]);
    // React commits what a click sets before the next frame: a slide-down opened by this click
    // would be in the DOM once a frame has passed since the event.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await panel.count()).toBe(0);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  it('follows the Help Center link to the help page', async () => {
    const { page } = await e2e.open('/');
    await part(page, 'help-button').click();
    await part(page, 'help-center-link').click();
    await page.waitForURL(demoUrl('/help/'));
    expect(await page.locator('h1').textContent()).toContain('Help Center');
  });

  it('marks the settings link current on settings pages only', async () => {
    const { page } = await e2e.open('/app/settings/users/mfa_settings');
    await expect.poll(() => part(page, 'settings-link').getAttribute('aria-current')).toBe('page');
    await page.goto(demoUrl('/inbox/'));
    await expect.poll(() => part(page, 'settings-link').count()).toBe(1);
    expect(await part(page, 'settings-link').getAttribute('aria-current')).toBeNull();
    await part(page, 'settings-link').click();
    await page.waitForURL(demoUrl('/settings/'));
    await expect.poll(() => part(page, 'settings-link').getAttribute('aria-current')).toBe('page');
  });

  it('shows the answers button from /answers/header-button with its New dot for admins', async () => {
    const { page } = await e2e.open('/', { signInAs: 'admin' });
    const answers = part(page, 'answers-button');
    await expect.poll(() => answers.textContent()).toBe('AnswersNew');
    expect(await answers.getAttribute('href')).toBe(demoUrl('/answers/'));
  });
});

describe('<hr-global-header> tooltips', () => {
  it('shows a tooltip 150 ms after hovering at 1600 px, never at 1280 px', async () => {
    const wide = await e2e.open('/', { viewport: { width: 1600, height: 900 } });
    const settings = part(wide.page, 'settings-link');
    await expect.poll(() => settings.count()).toBe(1);
    const tooltip = header(wide.page).locator('[part="tooltip"]');
    // The delay is measured on the page's paused clock, not the machine's: no tooltip 1 ms before
    // the 150 ms have passed, one as they have.
    await pauseClock(wide.page);
    await settings.hover();
    await wide.page.clock.runFor(149);
    expect(await tooltip.count()).toBe(0);
    await wide.page.clock.runFor(1);
    await expect.poll(() => tooltip.count()).toBe(1);
    await expect.poll(() => tooltip.getAttribute('data-side')).toBe('bottom');
    expect(await tooltip.textContent()).toBe('Settings');
    expect(await tooltip.isVisible()).toBe(true);
    await wide.page.screenshot({ path: `${SHOTS}/tooltip-1600.png`, clip: { x: 0, y: 0, width: 1600, height: 160 } });
    await wide.page.mouse.move(800, 600);
    await expect.poll(() => tooltip.count()).toBe(0);

    const narrow = await e2e.open('/', { viewport: { width: 1280, height: 900 } });
    await part(narrow.page, 'help-button').hover();
    // Under the 1500 px breakpoint the tooltip is rendered after its delay but never shown.
    const narrowTip = header(narrow.page).locator('[part="tooltip"]');
    await expect.poll(() => narrowTip.count()).toBe(1);
    expect(await narrowTip.isVisible()).toBe(false);
  });
});

describe('<hr-global-header> per demo user', () => {
  const visible = (page: Page) =>
    Promise.all(
      ['answers-button', 'inbox-button', 'help-button', 'settings-link'].map(async (name) =>
        (await part(page, name).count()) ? name : null,
      ),
    ).then((names) => names.filter(Boolean));

  it.each([
    ['owner', ['answers-button', 'inbox-button', 'help-button', 'settings-link']],
    ['employee', ['answers-button', 'inbox-button', 'help-button']],
    ['onboarding', ['help-button']],
  ])('%s sees %j', async (user, expected) => {
    const { page } = await e2e.open('/', { signInAs: user });
    await expect.poll(() => visible(page)).toEqual(expected);
  });
});

describe('<hr-global-header> screenshots', () => {
  it.each([1600, 1000])('renders the whole header at %i×900', async (width) => {
    const { page } = await e2e.open('/', { viewport: { width, height: 900 } });
    await expect.poll(() => part(page, 'inbox-badge').count()).toBe(1);
    await expect.poll(() => part(page, 'answers-button').count()).toBe(1);
    await expectHeaderAccessible(page, `closed at ${width}px`);
    await shot(page, `header-${width}`);
    await part(page, 'inbox-button').click();
    await expect.poll(() => part(page, 'inbox-panel').locator('a').count()).toBeGreaterThan(2);
    await shot(page, `header-${width}-inbox`);
    await part(page, 'help-button').click();
    await animationsFinished(part(page, 'help-panel'));
    await shot(page, `header-${width}-help`);
    const box = await header(page).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);
  });
});
