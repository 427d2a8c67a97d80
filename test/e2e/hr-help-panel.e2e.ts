/**
 * The header's help slide-down in real Chromium against the demo server, when no page help tool
 * claims `hr-help-open`: the help-centre search (the demo's same-origin index, or a configured
 * Algolia-compatible host faked with page.route), the Help Center link, 'Submit a Support
 * Request' opening the support dialog, and SPEC §8's 'help menu needs a little help' only when
 * the help tool fails. axe-core on each state.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { demoUrl, expectNoAxeViolations, useBrowser } from './support/browser';

const e2e = useBrowser();
const HEADER = '#place-global-header hr-global-header';
const NOT_READY = "Looks like our help menu needs a little help. We'll have it back soon!";
const SERVICE_HOST = 'help.example.test';
const SERVICE_QUERY = `https://${SERVICE_HOST}/1/indexes/help_articles/query`;
const SLOW = 60_000;
/**
 * A document fulfilled through page.route counts as not local for Chromium's Local Network Access
 * checks, so the demo's realtime socket to 127.0.0.1 is refused on the rewritten page.
 */
const LOCAL_SOCKET_BLOCKED = /ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS/;

const part = (page: Page, name: string): Locator => page.locator(HEADER).locator(`[part~="${name}"]`);
const searchInput = (page: Page) => part(page, 'help-search').locator('input[role="combobox"]');
const hits = (page: Page) => part(page, 'help-search').locator('[role="option"]');

async function openHelp(page: Page): Promise<void> {
  await part(page, 'help-button').click();
  await part(page, 'help-panel').waitFor();
}

/**
 * Reloads the page as a PHP page printing `helpSearch` (and its host in `allowedHosts`) in its
 * config block, with the service's origin in the page's CSP `connect-src`, as docs/embedding.md says.
 */
async function reloadWithHelpSearch(page: Page, helpSearch: object): Promise<void> {
  await page.route(
    (url) => url.href === demoUrl('/'),
    async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
        "connect-src 'self'",
        `connect-src 'self' https://${SERVICE_HOST}`,
      );
      const body = (await response.text()).replace(
        /(<script type="application\/json" id="hr-shell-config">)([\s\S]*?)(<\/script>)/,
        (_, open: string, json: string, close: string) => {
          const config = JSON.parse(json) as { allowedHosts?: string[] };
          const printed = { ...config, helpSearch, allowedHosts: [...(config.allowedHosts ?? []), SERVICE_HOST] };
          return open + JSON.stringify(printed).replace(/</g, '\\u003c') + close;
        },
      );
      await route.fulfill({ response, headers, body });
    },
  );
  await page.reload();
  await part(page, 'help-button').waitFor();
}

/** A cookie the service's host would get if the request carried credentials. */
async function serviceCookie(context: BrowserContext): Promise<void> {
  await context.addCookies([
    { name: 'service_session', value: 'leaked', domain: SERVICE_HOST, path: '/', secure: true, sameSite: 'None' },
  ]);
}

describe('<hr-global-header> help slide-down', () => {
  it(
    "shows the help-centre search and the Help Center link: typing lists the demo index's articles (axe)",
    async () => {
      const { page, requests } = await e2e.open('/', { viewport: { width: 1440, height: 900 } });
      await openHelp(page);
      await searchInput(page).waitFor();
      expect(await part(page, 'help-panel').textContent()).not.toContain(NOT_READY);
      expect(await part(page, 'help-center-link').getAttribute('href')).toBe(demoUrl('/help/'));
      await expectNoAxeViolations(page, 'help slide-down');

      await searchInput(page).fill('time off');
      await expect.poll(() => hits(page).count()).toBeGreaterThan(0);
      const first = hits(page).first();
      expect(await first.textContent()).toMatch(/time.off/i);
      expect(new URL((await first.getAttribute('href')) ?? '').pathname).toBe('/home/');
      expect(requests.some((request) => request.url() === demoUrl('/help/1/indexes/articles/query'))).toBe(true);
      await expectNoAxeViolations(page, 'help slide-down with hits');
    },
    SLOW,
  );

  it(
    "'Submit a Support Request' closes the slide-down and opens the support dialog (axe)",
    async () => {
      const { page } = await e2e.open('/', { viewport: { width: 1440, height: 900 } });
      await openHelp(page);
      await part(page, 'help-support').click();
      await expect.poll(() => part(page, 'help-panel').count()).toBe(0);
      const dialog = page.locator('hr-support-request dialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await expect
        .poll(() => page.locator('hr-support-request').getByRole('heading').textContent())
        .toBe('Submit a Support Request');
      await page.locator('hr-support-request').getByLabel('Subject').waitFor();
      await expectNoAxeViolations(page, 'support dialog from the help slide-down');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
    },
    SLOW,
  );

  it(
    "asks a configured host with the service's headers, no cookies and no CSRF token",
    async () => {
      const { page, context } = await e2e.open('/', {
        viewport: { width: 1440, height: 900 },
        expectConsoleErrors: [LOCAL_SOCKET_BLOCKED],
      });
      await serviceCookie(context);
      const asked: Array<{ method: string; headers: Record<string, string>; body: unknown }> = [];
      await page.route(SERVICE_QUERY, async (route) => {
        const request = route.request();
        asked.push({ method: request.method(), headers: await request.allHeaders(), body: request.postDataJSON() });
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': new URL(demoUrl('/')).origin },
          body: JSON.stringify({
            hits: [
              {
                objectID: 'svc-1',
                name: 'Payroll from the service',
                type: 'knowledge-base',
                url: 'javascript:alert(1)',
                _snippetResult: { body: { value: 'Run <em>payroll</em>' } },
              },
            ],
          }),
        });
      });
      await reloadWithHelpSearch(page, {
        host: SERVICE_HOST,
        appId: 'DEMOAPP',
        apiKey: 'search-only-key',
        index: 'help_articles',
      });
      await openHelp(page);
      await searchInput(page).fill('payroll');
      await expect.poll(() => hits(page).count()).toBe(1);
      expect(await hits(page).first().getAttribute('href')).toBe(demoUrl('/home/?pendo=svc-1'));
      const posted = asked.filter((request) => request.method === 'POST');
      expect(posted).toHaveLength(1);
      const [{ headers, body }] = posted as [(typeof posted)[number]];
      expect(body).toEqual({ query: 'payroll', hitsPerPage: 10 });
      expect(headers['x-algolia-application-id']).toBe('DEMOAPP');
      expect(headers['x-algolia-api-key']).toBe('search-only-key');
      expect(headers.cookie).toBeUndefined();
      expect(headers['x-csrf-token']).toBeUndefined();
      expect(headers['x-requested-with']).toBeUndefined();
      await expectNoAxeViolations(page, 'help slide-down with service hits');
    },
    SLOW,
  );

  it(
    'says the help menu needs a little help when the configured host is refused, naming the reason in the console (axe)',
    async () => {
      const refused = /helpSearch\.host is not https; the help search is not available/;
      const { page, requests } = await e2e.open('/', {
        viewport: { width: 1440, height: 900 },
        expectConsoleErrors: [refused, LOCAL_SOCKET_BLOCKED],
      });
      await reloadWithHelpSearch(page, {
        host: `http://${SERVICE_HOST}`,
        appId: 'DEMOAPP',
        apiKey: 'search-only-key',
        index: 'help_articles',
      });
      await openHelp(page);
      // The search says it in its place (its part not-ready); the console names the reason.
      await expect.poll(() => part(page, 'help-search').locator('[part="not-ready"]').textContent()).toBe(NOT_READY);
      expect(await searchInput(page).count()).toBe(0);
      expect(await part(page, 'help-center-link').isVisible()).toBe(true);
      expect(requests.some((request) => request.url().includes(SERVICE_HOST))).toBe(false);
      await expectNoAxeViolations(page, 'help tool not ready');
    },
    SLOW,
  );
});
