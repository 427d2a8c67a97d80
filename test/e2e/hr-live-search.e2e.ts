/**
 * <hr-live-search>, <hr-quick-search> and <hr-help-search> in real Chromium against the demo
 * server's /search.html: real requests, real DOMPurify, real focus, axe-core (whole page) with popups open.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser';

const e2e = useBrowser();
const SHOTS = '/tmp/shots-lsearch';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const live = (page: Page) => page.locator('#place-live-search hr-live-search');
const quick = (page: Page) => page.locator('hr-quick-search');
const help = (page: Page) => page.locator('hr-help-search');

describe('live search on /search.html', () => {
  it('shows sanitized results for the bound input, moves with the arrows and opens with Enter', async () => {
    const { page } = await e2e.open('/search.html');
    const events: string[] = [];
    await page.exposeFunction('recordEvent', (text: string) => events.push(text));
    await page.evaluate(() => {
      for (const type of ['hr-results', 'hr-empty'])
        document.addEventListener(type, (e) =>
          (window as unknown as { recordEvent(t: string): void }).recordEvent(
            `${e.type} ${JSON.stringify((e as CustomEvent).detail)}`,
          ),
        );
    });
    const input = page.locator('#live-q');
    await input.fill('a');
    await expect.poll(() => live(page).locator('[part="results"] a').count()).toBeGreaterThan(1);
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    expect(events.some((e) => e.startsWith('hr-results {"query":"a","count":'))).toBe(true);
    const selected = live(page).locator('.hr-live-selected');
    await expect.poll(() => selected.count()).toBe(1);
    const first = await selected.textContent();
    await input.press('ArrowDown');
    expect(await selected.textContent()).not.toBe(first);
    await expectNoAxeViolations(page, 'live search open');
    await shot(page, 'live-results');
    const href = await selected.locator('a').first().getAttribute('href');
    await input.press('Enter');
    await page.waitForURL((url) => url.href === href);

    const back = await e2e.open('/search.html');
    await back.page.locator('#live-q').fill('zzzzqqq');
    await expect.poll(() => back.page.locator('#live-q').getAttribute('aria-expanded')).toBe('false');
  });

  it('neutralises a hostile fragment (scripts, handlers, javascript: links)', async () => {
    // DOMPurify parses in a document of its own that forbids inline handlers: Chromium logs each
    // handler it refused there. None runs (checked below through window.pwned).
    const { page } = await e2e.open('/search.html', {
      expectConsoleErrors: [/^Executing inline event handler violates/],
    });
    await page.route('**/ajax/globalsearch.php', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body:
          '<ul><li><a href="javascript:window.pwned=1">Bad</a><img src=x onerror="window.pwned=2"></li>' +
          '<li><a href="//evil.example/">Away</a><svg><style><img src=x onerror="window.pwned=3"></style></svg></li>' +
          '<li onclick="window.pwned=4"><a href="/employees/">Fine</a><form action=//evil.example><input name=password></form></li></ul>',
      }),
    );
    await page.locator('#live-q').fill('bad');
    const results = live(page).locator('[part="results"]');
    await expect.poll(() => results.textContent()).toContain('Fine');
    expect(await results.locator('a[href]').count()).toBe(1);
    expect(await results.locator('img, svg, form, input, script, [onclick]').count()).toBe(0);
    await results.getByText('Bad').click();
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  });
});

describe('quick search on /search.html', () => {
  it('lists people and asks before discarding a changed form', async () => {
    const { page } = await e2e.open('/search.html');
    const box = quick(page).getByRole('combobox', { name: 'Switch to another employee' });
    await box.fill('a');
    const options = quick(page).getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    expect(await options.count()).toBeLessThanOrEqual(20);
    await expectNoAxeViolations(page, 'quick search open');
    await shot(page, 'quick-results');

    await page.locator('#quick-title').fill('Chief Engineer');
    await box.focus();
    const link = quick(page).locator('a[role="option"]').first();
    const href = await link.getAttribute('href');
    await box.press('ArrowDown');
    const firstIsLink =
      (await quick(page)
        .locator('[role="option"]')
        .first()
        .evaluate((el) => el.localName)) === 'a';
    if (!firstIsLink) await link.hover();
    await (firstIsLink ? box.press('Enter') : link.click());
    const dialog = quick(page).getByRole('alertdialog', { name: 'Do you want to discard your changes?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // No, the least destructive answer, has the focus.
    expect(await quick(page).evaluate((host) => host.shadowRoot?.activeElement?.textContent)).toBe('No');
    await expectNoAxeViolations(page, 'discard question');
    await shot(page, 'quick-discard');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.locator('#quick-title').inputValue()).toBe('Chief Engineer');
    expect(new URL(page.url()).pathname).toBe('/search.html');

    await link.click();
    await quick(page).getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL((url) => url.href === href);
  });
});

describe('the searches after a re-login', () => {
  it('quick search: the lock took the focus and closed the list; the focus comes back and so does the answer', async () => {
    const opened = await e2e.open('/search.html', { expectConsoleErrors: [/status of 401/] });
    const { page } = opened;
    const box = quick(page).getByRole('combobox', { name: 'Switch to another employee' });
    await box.fill('a');
    await expect.poll(() => quick(page).getByRole('option').count()).toBeGreaterThan(0);
    const expired = await opened.context.request.post(opened.url('/demo/expire-session'));
    expect(expired.status()).toBe(200);
    await box.fill('lovelace');
    const lock = page.locator('#place-session-lock hr-session-lock');
    await lock.locator('dialog[part="dialog"]').waitFor({ state: 'visible' });
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    await lock.locator('[part="password"]').fill('hr-demo-owner');
    await lock.locator('[part="password"]').press('Enter');
    await lock.locator('dialog[part="dialog"]').waitFor({ state: 'hidden' });
    await expect
      .poll(() => quick(page).getByRole('option').allTextContents())
      .toContainEqual(expect.stringContaining('Lovelace'));
    expect(await box.getAttribute('aria-expanded')).toBe('true');
  });

  it('live search: the held search answers after the re-login', async () => {
    const opened = await e2e.open('/search.html', { expectConsoleErrors: [/status of 401/] });
    const { page } = opened;
    const input = page.locator('#live-q');
    await input.fill('a');
    await expect.poll(() => live(page).locator('[part="results"] a').count()).toBeGreaterThan(1);
    const expired = await opened.context.request.post(opened.url('/demo/expire-session'));
    expect(expired.status()).toBe(200);
    await input.fill('lovelace');
    const lock = page.locator('#place-session-lock hr-session-lock');
    await lock.locator('dialog[part="dialog"]').waitFor({ state: 'visible' });
    await lock.locator('[part="password"]').fill('hr-demo-owner');
    await lock.locator('[part="password"]').press('Enter');
    await lock.locator('dialog[part="dialog"]').waitFor({ state: 'hidden' });
    await expect.poll(() => live(page).locator('[part="results"]').textContent()).toContain('Lovelace');
  });
});

describe('help search on /search.html', () => {
  it('lists up to 10 articles with highlighted snippets and opens /home/?pendo=', async () => {
    const { page } = await e2e.open('/search.html');
    const box = help(page).getByRole('combobox', { name: 'Search the Help Center' });
    await box.fill('payroll');
    const options = help(page).getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    expect(await options.count()).toBeLessThanOrEqual(10);
    expect(await help(page).locator('mark').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'help search open');
    await shot(page, 'help-results');
    await box.press('ArrowDown');
    const href = await options.first().getAttribute('href');
    expect(href).toMatch(/\/home\/\?pendo=/);
    await box.press('Enter');
    await page.waitForURL((url) => url.href === href);
  });

  it("says 'Sorry, no results were found.' and keeps hostile snippets as text", async () => {
    const { page } = await e2e.open('/search.html');
    const box = help(page).getByRole('combobox', { name: 'Search the Help Center' });
    await box.fill('qqqzzzxx');
    await expect.poll(() => help(page).locator('[part="empty"]').textContent()).toBe('Sorry, no results were found.');
    await page.route('**/help/1/indexes/articles/query', (route) =>
      route.fulfill({
        json: {
          hits: [
            {
              objectID: 'x"><img src=x onerror=window.pwned=1>',
              name: '<img src=x onerror=window.pwned=2>',
              type: 'video',
              url: 'javascript:window.pwned=3',
              _snippetResult: { body: { value: '<em>hi</em> <img src=x onerror=window.pwned=4>', matchLevel: 'full' } },
            },
          ],
          nbHits: 1,
          page: 0,
          nbPages: 1,
          hitsPerPage: 10,
          query: 'x',
        },
      }),
    );
    await box.fill('hostile');
    const option = help(page).getByRole('option');
    await expect.poll(() => option.count()).toBe(1);
    expect(await option.locator('.name').textContent()).toBe('<img src=x onerror=window.pwned=2>');
    expect(await option.locator('img').count()).toBe(0);
    expect(await option.getAttribute('href')).toContain('/home/?pendo=x%22%3E%3Cimg');
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  });
});
