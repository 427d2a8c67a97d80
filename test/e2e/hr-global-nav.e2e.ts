/**
 * <hr-global-nav> in real Chromium against the demo server: `/` prints it in #place-global-nav
 * with active="employees", and every nav route is a section page with the same shell.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import axeCore from 'axe-core';
import type { Page } from 'playwright-core';
import { animationsFinished, AXE_TAGS, formatViolations, injectAxe, useBrowser } from './support/browser';

const e2e = useBrowser();

const SHOTS = '/tmp/shots-nav';
const NAV = '#place-global-nav hr-global-nav';
const FORBIDDEN =
  "Oops! You don't have permissions to login to the global employment provider on behalf of this customer.";
const OWNER_ITEMS = [
  'Home',
  'My Info',
  'Employees',
  'Hiring',
  'Reports',
  'Files',
  'Payroll',
  'Payroll Partner',
  'Benefits',
  'Compensation',
  'Global Employment (opens in a new tab)',
];

// Playwright's CSS and role engines pierce open shadow roots.
const nav = (page: Page) => page.locator(NAV);
const link = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });
const toggle = (page: Page) => nav(page).locator('button.toggle');
const filter = (page: Page) => nav(page).getByRole('searchbox', { name: 'Filter navigation' });
const globalEmployment = (page: Page) =>
  nav(page).getByRole('button', { name: 'Global Employment (opens in a new tab)' });

/** Accessible names of the items, in order (links and the global employment button). */
function itemNames(page: Page): Promise<string[]> {
  return nav(page)
    .locator('.item')
    .evaluateAll((items) => items.map((item) => (item.textContent ?? '').trim()));
}

function current(page: Page): Promise<string[]> {
  return nav(page)
    .locator('[aria-current="page"]')
    .evaluateAll((items) => items.map((item) => (item.textContent ?? '').trim()));
}

/** Text of the element focused inside the nav's shadow root. */
function focused(page: Page): Promise<string | null> {
  return page.evaluate((selector) => {
    const host = document.querySelector(selector);
    if (document.activeElement !== host) return null;
    const inner = host?.shadowRoot?.activeElement as HTMLElement | null | undefined;
    if (!inner) return null;
    return inner.getAttribute('aria-label') ?? inner.getAttribute('placeholder') ?? inner.textContent?.trim() ?? null;
  }, NAV);
}

/** axe-core on the nav element and its shadow tree (other shell pieces have their own suites). */
async function expectNavAccessible(page: Page, state: string): Promise<void> {
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
    { selector: NAV, tags: AXE_TAGS },
  );
  expect(violations.length, `axe violations (${state}):\n${formatViolations(violations)}`).toBe(0);
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('<hr-global-nav> on the demo page', () => {
  it('shows the owner every allowed item, with Employees highlighted from active="employees"', async () => {
    const { page } = await e2e.open('/');
    await expect.poll(() => itemNames(page)).toEqual(OWNER_ITEMS);
    expect(await current(page)).toEqual(['Employees']);
    expect(await link(page, 'My Info').getAttribute('href')).toBe('/employees/employee.php?id=1');
    expect(await nav(page).locator('nav').getAttribute('aria-label')).toBe('Main');
    expect(await page.locator(NAV).getAttribute('class')).toContain('hr-global-nav-open');
  });

  it('shows an employee only their items', async () => {
    const { page } = await e2e.open('/', { signInAs: 'employee' });
    await expect.poll(() => itemNames(page)).toEqual(['Home', 'My Info', 'Files', 'Benefits']);
  });

  it('leaves no empty column for a user who may see no item (offer letter)', async () => {
    const { page } = await e2e.open('/', { signInAs: 'offerletter' });
    await expect.poll(() => page.locator(NAV).getAttribute('class')).toContain('hr-global-nav-empty');
    expect(await nav(page).locator('nav').count()).toBe(0);
    // The page CSS drops the column: the content starts at the page margin again.
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingLeft)).toBe('20px');
  });

  it('is reachable and walkable by keyboard, and Enter follows a link', async () => {
    const { page } = await e2e.open('/');
    await expect.poll(() => itemNames(page)).toEqual(OWNER_ITEMS);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Filter navigation');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Collapse navigation');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Home');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('My Info');
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('Global Employment (opens in a new tab)');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('Benefits');
    await Promise.all([page.waitForURL('**/app/benefits/'), page.keyboard.press('Enter')]);
    await expect.poll(() => current(page)).toEqual(['Benefits']);
    await expectNavAccessible(page, 'open, on a section page');
  });

  it('highlights by path under /app/{section} even without the active attribute', async () => {
    const { page } = await e2e.open('/app/benefits/');
    await expect.poll(() => current(page)).toEqual(['Benefits']);
    await page.locator(NAV).evaluate((element) => element.removeAttribute('active'));
    await expect.poll(() => nav(page).locator('[aria-current]').count()).toBe(1);
    expect(await current(page)).toEqual(['Benefits']);
    await page.locator(NAV).evaluate((element) => element.setAttribute('active', 'reports'));
    await expect.poll(() => current(page)).toEqual(['Reports']);
  });

  it('collapses to a usable rail and stays collapsed across a reload', async () => {
    const { page } = await e2e.open('/', { viewport: { width: 1600, height: 900 } });
    const toggles = page.evaluate(
      () =>
        new Promise((resolve) =>
          document.addEventListener('hr-toggle', (event) => resolve((event as CustomEvent).detail), { once: true }),
        ),
    );
    await toggle(page).click();
    expect(await toggles).toEqual({ open: false });
    await expect.poll(() => page.locator(NAV).getAttribute('class')).toBe('hr-global-nav-closed');
    await page.reload();
    await page.evaluate(() => customElements.whenDefined('hr-global-nav'));
    await expect.poll(() => toggle(page).getAttribute('aria-expanded')).toBe('false');
    expect(await toggle(page).getAttribute('aria-label')).toBe('Expand navigation');
    expect(await page.locator(NAV).getAttribute('class')).toBe('hr-global-nav-closed');
    expect(
      await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.endsWith('globalNavigationOpen'))),
    ).toEqual([['hr-shell:globalNavigationOpen', 'false']]);
    // The rail keeps named links (labels hidden visually), a tooltip on hover, and no filter box.
    expect(await filter(page).count()).toBe(0);
    expect(await itemNames(page)).toEqual(OWNER_ITEMS);
    const width = await page.locator(NAV).evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThan(80);
    await link(page, 'Reports').hover();
    await expect.poll(() => nav(page).locator('.hr-tooltip').textContent()).toBe('Reports');
    expect(await nav(page).locator('.hr-tooltip').isVisible()).toBe(true);
    await expectNavAccessible(page, 'collapsed');
    await link(page, 'Reports').focus();
    await Promise.all([page.waitForURL('**/reports/'), page.keyboard.press('Enter')]);
    await expect.poll(() => current(page)).toEqual(['Reports']);
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
    await toggle(page).click();
    await page.reload();
    await page.evaluate(() => customElements.whenDefined('hr-global-nav'));
    await expect.poll(() => toggle(page).getAttribute('aria-expanded')).toBe('true');
  });

  it('filters the items as the user types; Escape clears and ArrowDown moves to the first match', async () => {
    const { page } = await e2e.open('/');
    await filter(page).click();
    await page.keyboard.type('pay');
    await expect.poll(() => itemNames(page)).toEqual(['Payroll', 'Payroll Partner']);
    await expectNavAccessible(page, 'filtered');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Payroll');
    await filter(page).fill('zzz');
    await expect.poll(() => nav(page).locator('[part="empty"]').textContent()).toBe('No items match "zzz"');
    await expectNavAccessible(page, 'filtered to nothing');
    await filter(page).press('Escape');
    await expect.poll(() => itemNames(page)).toEqual(OWNER_ITEMS);
    expect(await filter(page).inputValue()).toBe('');
  });

  it('opens the global employment magic link in a new tab, without an opener', async () => {
    const { page, context } = await e2e.open('/');
    await context.route('https://global-employment.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Provider</title><p>Provider dashboard</p>',
      }),
    );
    const [tab] = await Promise.all([context.waitForEvent('page'), globalEmployment(page).click()]);
    await tab.waitForLoadState();
    const url = new URL(tab.url());
    expect(url.origin + url.pathname).toBe('https://global-employment.example/sso/magic-link');
    expect(url.searchParams.get('path')).toBe('/dashboard');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(await nav(page).getByRole('alert').textContent()).toBe('');
  });

  it('shows the 403 message to a support admin, announced and dismissible', async () => {
    const { page } = await e2e.open('/', { signInAs: 'support', expectConsoleErrors: [/status of 403/] });
    const errors = page.evaluate(
      () =>
        new Promise((resolve) =>
          document.addEventListener('hr-error', (event) => resolve((event as CustomEvent).detail), { once: true }),
        ),
    );
    let opened = false;
    page.context().on('page', () => (opened = true));
    await globalEmployment(page).click();
    await expect.poll(() => nav(page).getByRole('alert').textContent()).toBe(FORBIDDEN);
    expect(await errors).toEqual({ status: 403, message: FORBIDDEN });
    expect(opened).toBe(false);
    await expectNavAccessible(page, 'global employment error');
    await shot(page, 'error-open');
    await nav(page).getByRole('alert').getByRole('button', { name: 'Close' }).click();
    expect(await nav(page).getByRole('alert').textContent()).toBe('');
    // In the rail the message floats beside the item, still announced and dismissible.
    await toggle(page).click();
    await globalEmployment(page).click();
    await expect.poll(() => nav(page).getByRole('alert').textContent()).toBe(FORBIDDEN);
    expect(await nav(page).getByRole('alert').locator('p').isVisible()).toBe(true);
    await expectNavAccessible(page, 'global employment error, collapsed');
    await shot(page, 'error-collapsed');
  });
});

describe('<hr-global-nav> screenshots', () => {
  for (const viewport of [
    { width: 1600, height: 900 },
    { width: 1280, height: 800 },
  ]) {
    it(`open and collapsed at ${viewport.width}×${viewport.height}`, async () => {
      const { page } = await e2e.open('/', { viewport });
      await expect.poll(() => itemNames(page)).toEqual(OWNER_ITEMS);
      await shot(page, `open-${viewport.width}`);
      await link(page, 'Benefits').focus();
      await shot(page, `open-focus-${viewport.width}`);
      await filter(page).fill('pay');
      await expect.poll(() => itemNames(page)).toEqual(['Payroll', 'Payroll Partner']);
      await shot(page, `filtered-${viewport.width}`);
      await filter(page).fill('');
      await toggle(page).click();
      await expect.poll(() => page.locator(NAV).getAttribute('class')).toBe('hr-global-nav-closed');
      await link(page, 'Hiring').hover();
      // The tooltip is rendered after its delay and placed beside the link (data-side); under the
      // 1500 px breakpoint it stays hidden.
      const tooltip = nav(page).locator('.hr-tooltip');
      await expect.poll(() => tooltip.textContent()).toBe('Hiring');
      await expect.poll(() => tooltip.getAttribute('data-side')).toBe('right');
      await animationsFinished(nav(page));
      await shot(page, `collapsed-${viewport.width}`);
    });
  }
});
