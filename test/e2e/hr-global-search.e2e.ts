/**
 * <hr-global-search> in real Chromium against the demo server: every page with the header
 * prints `<hr-global-search slot="search">` inside it. The search is real (demo/server search
 * module); page.route holds back a request (the stale answer, the combobox chunk) or fails one.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { expectNoAxeViolations, requestFence, useBrowser } from './support/browser';

const e2e = useBrowser();
const SHOTS = '/tmp/shots-gsearch';
const SEARCH = 'hr-global-search';
const SEARCH_URL = '**/ajax/globalsearch.php?format=json';
/** The combobox the box at rest loads on first intent. */
const COMBOBOX_CHUNK = /\/global-search-combobox-[\w-]+\.js$/;
/** Chromium's line for a request that the offline network or a route refused. */
const NO_NETWORK = /net::ERR_(INTERNET_DISCONNECTED|FAILED)/;
/** One demo employee's photo is missing on purpose: the default picture shows instead. */
const MISSING_PHOTO = /status of 404/;
/** The demo has no profile page: following a result ends on a 404, which is fine here. */
const NO_PROFILE_PAGE = /status of 404/;

const box = (page: Page) => page.locator(SEARCH).getByRole('combobox', { name: 'Search' });
const options = (page: Page) => page.locator(SEARCH).getByRole('option');
const popup = (page: Page) => page.locator(SEARCH).locator('[part="popup"]');
const optionTexts = (page: Page) => options(page).evaluateAll((all) => all.map((o) => (o.textContent ?? '').trim()));
const activeText = (page: Page) =>
  page.locator(SEARCH).evaluate((host) => {
    const input = host.shadowRoot?.querySelector('input');
    const id = input?.getAttribute('aria-activedescendant');
    return id ? (host.shadowRoot?.getElementById(id)?.textContent ?? '').trim() : null;
  });

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, clip: { x: 0, y: 0, width: 1100, height: 620 } });
}

describe('<hr-global-search> in the demo header', () => {
  it('finds accent-folded names, walks with arrows and opens the result with Enter', async () => {
    const { page } = await e2e.open('/', { expectConsoleErrors: [NO_PROFILE_PAGE] });
    await box(page).click();
    await box(page).pressSequentially('jose');
    await expect.poll(() => optionTexts(page)).toContain('José Álvarez');
    expect(await box(page).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(SEARCH).locator('[role="option"] mark').first().textContent()).toBe('José');
    const width = await popup(page).evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(380);
    // The narrower popup starts under the box's start; a candidate's name (no photo) starts where employees' do.
    await expect.poll(() => optionTexts(page)).toContainEqual(expect.stringContaining('Joseph McLaughlin'));
    const layout = await page.locator(SEARCH).evaluate((host) => {
      const left = (el: Element | null | undefined) => Math.round(el?.getBoundingClientRect().left ?? -1);
      const root = host.shadowRoot;
      return {
        box: left(root?.querySelector('[part="box"]')),
        popup: left(root?.querySelector('[part="popup"]')),
        names: [...(root?.querySelectorAll('[role="option"] .name') ?? [])].map((name) => left(name)),
      };
    });
    expect(layout.popup).toBe(layout.box);
    expect(new Set(layout.names).size).toBe(1);
    await expect.poll(() => page.locator(SEARCH).getByRole('status').textContent()).toMatch(/results? available\.$/);
    await expectNoAxeViolations(page, 'popup open with results');
    await shot(page, 'results');

    const first = await activeText(page);
    expect(first).toContain('José');
    const all = await optionTexts(page);
    await box(page).press('ArrowDown');
    expect(await activeText(page)).toBe(all[1]);
    await box(page).press('ArrowUp');
    expect(await activeText(page)).toBe(first);
    const [answer] = await Promise.all([page.waitForResponse(SEARCH_URL), box(page).fill('lovelace')]);
    const body = (await answer.json()) as { searches: Array<Array<{ id: number }>> };
    const id = body.searches[0]?.[0]?.id;
    await expect.poll(() => activeText(page)).toContain('Ada Lovelace');
    await Promise.all([
      page.waitForURL(`**/employees/employee.php?clearLooping=true&id=${id}`),
      box(page).press('Enter'),
    ]);
  });

  it('Escape closes, click-away closes, an empty input closes', async () => {
    const { page } = await e2e.open('/');
    await box(page).fill('ada');
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    await box(page).press('Escape');
    await expect.poll(() => popup(page).isVisible()).toBe(false);
    expect(await box(page).inputValue()).toBe('ada');
    await box(page).press('ArrowDown');
    await expect.poll(() => popup(page).isVisible()).toBe(true);
    await page.mouse.click(600, 700);
    await expect.poll(() => popup(page).isVisible()).toBe(false);
    await box(page).fill('lovelace');
    await expect.poll(() => popup(page).isVisible()).toBe(true);
    await box(page).fill('');
    await expect.poll(() => popup(page).isVisible()).toBe(false);
  });

  it('shows the clear button from 1500 px wide; narrower, only while the box has the focus (SPEC §9)', async () => {
    const { page } = await e2e.open('/', { viewport: { width: 1500, height: 900 } });
    const clear = page.locator(SEARCH).getByRole('button', { name: 'Clear search' });
    await box(page).fill('ada');
    await expect.poll(() => clear.isVisible()).toBe(true);
    await box(page).press('Escape');
    await page.locator('h1').first().click();
    await expect.poll(() => clear.isVisible()).toBe(true);
    await page.setViewportSize({ width: 1499, height: 900 });
    await expect.poll(() => clear.isVisible()).toBe(false);
    await box(page).focus();
    await expect.poll(() => clear.isVisible()).toBe(true);
    await clear.click();
    expect(await box(page).inputValue()).toBe('');
  });

  it('after a re-login the search the lock interrupted comes back: its results show for the text in the box', async () => {
    const opened = await e2e.open('/', { expectConsoleErrors: [/status of 401/] });
    const { page } = opened;
    await box(page).fill('ada');
    await expect.poll(() => optionTexts(page)).toContainEqual(expect.stringContaining('Ada Lovelace'));
    const expired = await opened.context.request.post(opened.url('/demo/expire-session'));
    expect(expired.status()).toBe(200);
    await box(page).fill('lovelace');
    const lock = page.locator('#place-session-lock hr-session-lock');
    await lock.locator('dialog[part="dialog"]').waitFor({ state: 'visible' });
    await lock.locator('[part="password"]').fill('hr-demo-owner');
    await lock.locator('[part="password"]').press('Enter');
    await lock.locator('dialog[part="dialog"]').waitFor({ state: 'hidden' });
    expect(await box(page).inputValue()).toBe('lovelace');
    // The focus is back in the box, and the held search answered: no click or key needed.
    await expect
      .poll(() => box(page).evaluate((input) => input === (input.getRootNode() as ShadowRoot).activeElement))
      .toBe(true);
    await expect.poll(() => optionTexts(page)).toContainEqual(expect.stringContaining('Ada Lovelace'));
    expect(await box(page).getAttribute('aria-expanded')).toBe('true');
  });

  it('never shows a stale answer: the first request is held until after the second', async () => {
    const { page } = await e2e.open('/');
    let held: Route | undefined;
    const firstArrived = new Promise<void>((resolve) => {
      void page.route(SEARCH_URL, async (route) => {
        if (!held && route.request().postData()?.includes('q=ada')) {
          held = route;
          resolve();
          return;
        }
        await route.continue();
      });
    });
    await box(page).fill('ada');
    await firstArrived;
    // The loader shows while pending.
    await expect.poll(() => page.locator(SEARCH).locator('[part="loader"]').count()).toBe(1);
    await shot(page, 'loading');
    await box(page).fill('zoe');
    await expect.poll(() => optionTexts(page)).toContain('Zoë Ångström');
    // Now the held, older answer comes back (or is refused: the browser aborted it), and the page
    // has had a task to show it.
    const request = held?.request();
    await held?.continue().catch(() => undefined);
    await request?.response();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const shown = await optionTexts(page);
    expect(shown.some((text) => text.includes('Lovelace'))).toBe(false);
    expect(shown).toContain('Zoë Ångström');
  });

  it('says so when nothing matches, accessibly', async () => {
    const { page } = await e2e.open('/');
    await box(page).fill('qqqzzz <b>');
    await expect
      .poll(() => page.locator(SEARCH).locator('[part="empty"]').textContent())
      .toBe('No matches for "qqqzzz <b>"');
    expect(await box(page).getAttribute('aria-expanded')).toBe('false');
    await expectNoAxeViolations(page, 'empty');
    await shot(page, 'empty');
  });

  it('s focuses the search from nowhere, not while typing; ? lists the shortcuts', async () => {
    const { page } = await e2e.open('/');
    // React renders the shadow tree a moment after the tag is defined.
    await box(page).waitFor();
    await page.keyboard.press('s');
    await expect.poll(() => page.evaluate(() => document.activeElement?.localName)).toBe('hr-global-search');
    expect(await box(page).inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await box(page).blur();
    await page.keyboard.press('?');
    const dialog = page.locator(SEARCH).getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'shortcuts dialog');
    await shot(page, 'shortcuts');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // Ctrl+K from anywhere, even with focus in another field.
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.evaluate(() => document.activeElement?.localName)).toBe('hr-global-search');
  });

  it('recent searches and opened results come back on ↓ in an empty box', async () => {
    const { page } = await e2e.open('/', { expectConsoleErrors: [NO_PROFILE_PAGE] });
    await box(page).fill('lovelace');
    await expect.poll(() => activeText(page)).toContain('Ada Lovelace');
    await Promise.all([page.waitForURL('**/employees/employee.php**'), box(page).press('Enter')]);
    await page.goto(page.url().replace(/\/employees\/.*/, '/'));
    await page.evaluate(() => customElements.whenDefined('hr-global-search'));
    await box(page).click();
    await box(page).press('ArrowDown');
    await expect.poll(() => optionTexts(page)).toContain('lovelace');
    expect((await optionTexts(page)).some((t) => t.startsWith('Ada Lovelace'))).toBe(true);
    await expectNoAxeViolations(page, 'recent items');
    await shot(page, 'recent');
  });

  it('loads the box alone: the combobox is requested on the first hover, not at page load', async () => {
    const { page, requests } = await e2e.open('/');
    await box(page).waitFor();
    await page.waitForLoadState('networkidle');
    await requestFence({ page, requests });
    const urls = () => requests.map((request) => request.url());
    expect(urls().some((url) => url.endsWith('/elements/hr-global-search.js'))).toBe(true);
    expect(urls().filter((url) => COMBOBOX_CHUNK.test(url))).toEqual([]);
    expect(await box(page).getAttribute('placeholder')).toBe('Search people, reports, files…');
    const before = await box(page).boundingBox();
    await box(page).hover();
    await expect.poll(() => urls().filter((url) => COMBOBOX_CHUNK.test(url)).length).toBe(1);
    await page.locator(SEARCH).getByRole('listbox', { includeHidden: true }).waitFor({ state: 'attached' });
    // The combobox takes the box's place without moving anything.
    expect(await box(page).boundingBox()).toEqual(before);
  });

  it('s on the first press focuses the box; text typed before the combobox arrives is kept and searched', async () => {
    const { page } = await e2e.open('/');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(COMBOBOX_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await box(page).waitFor();
    await page.keyboard.press('s');
    await expect.poll(() => page.evaluate(() => document.activeElement?.localName)).toBe('hr-global-search');
    await page.keyboard.type('lovel');
    expect(await box(page).inputValue()).toBe('lovel');
    release();
    await page.keyboard.type('ace');
    await expect.poll(async () => (await optionTexts(page)).some((t) => t.startsWith('Ada Lovelace'))).toBe(true);
    expect(await box(page).inputValue()).toBe('lovelace');
    expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('role'))).toBe(
      'combobox',
    );
  });

  it('after a network failure: Retry from the keyboard, and the search resumes when the browser is back online', async () => {
    const { page, context } = await e2e.open('/', { expectConsoleErrors: [NO_NETWORK, MISSING_PHOTO] });
    const error = page.locator(SEARCH).locator('[part="error"]');
    await box(page).click();
    await page.locator(SEARCH).getByRole('listbox', { includeHidden: true }).waitFor({ state: 'attached' });

    await context.setOffline(true);
    await box(page).fill('lovelace');
    await expect.poll(() => error.textContent()).toContain('Search is not available right now.');
    await expect
      .poll(() => page.locator(SEARCH).getByRole('status').textContent())
      .toBe('Search is not available right now. Please try again.');
    await expectNoAxeViolations(page, 'search failed');
    await shot(page, 'offline');
    await context.setOffline(false);
    await expect.poll(async () => (await optionTexts(page)).some((t) => t.startsWith('Ada Lovelace'))).toBe(true);

    await page.route(SEARCH_URL, (route) => route.abort('failed'), { times: 1 });
    await box(page).fill('jose');
    await expect.poll(() => error.isVisible()).toBe(true);
    // Past the clear button, the next stop is Retry.
    await box(page).press('Tab');
    await page.keyboard.press('Tab');
    const retry = page.locator(SEARCH).getByRole('button', { name: 'Retry' });
    await expect.poll(() => retry.evaluate((button) => button.matches(':focus'))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => optionTexts(page)).toContain('José Álvarez');
    await expect.poll(() => page.evaluate(() => document.activeElement?.localName)).toBe('hr-global-search');
  });
});
