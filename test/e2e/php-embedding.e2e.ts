/**
 * A page printed the way docs/embedding.md tells PHP authors to print it, in real Chromium
 * against the demo server: the config block as json_encode with JSON_HEX_TAG|AMP|APOS|QUOT
 * prints it (demo/server/core/php.ts, checked byte for byte against PHP in test/demo), and an
 * attribute as htmlspecialchars($v, ENT_QUOTES) prints it (the legal-name row of demo/index.html).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, type OpenedPage } from './support/browser';
import { openDemoControls } from './support/demo-controls';

const e2e = useBrowser();

/** Apostrophe, ampersand, markup, a script end, a comment start, quotes, a slash and accents. */
const HOSTILE_NAME = `O'Connor & <Sons> </script><!-- "Zoë" / Ünïcødé`;
/** Would set window.pwned if any of it ran or became markup. */
const PAYLOAD = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>';
/** A demo user no other e2e file signs in as; its name is put back after each test. */
const USER = 'preview';

interface Names {
  firstName: string;
  lastName: string;
  preferredName: string | null;
}

let restore: (() => Promise<void>) | null = null;
afterEach(async () => {
  await restore?.();
  restore = null;
});

const configOf = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(document.getElementById('hr-shell-config')?.textContent ?? '{}') as {
        csrfToken: string;
        user: Names;
      },
  );

/** Renames the signed-in user's employee record (POST /demo/name, with the session's CSRF token). */
async function rename(opened: OpenedPage, names: Names): Promise<void> {
  const { csrfToken } = await configOf(opened.page);
  const response = await opened.context.request.post(opened.url('/demo/name'), {
    data: names,
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Reloads and waits until every hr-* tag is defined again. */
async function reload(page: Page): Promise<void> {
  await page.reload();
  await page.evaluate(() =>
    Promise.all(
      [...new Set([...document.querySelectorAll(':not(:defined)')].map((element) => element.localName))]
        .filter((tag) => tag.startsWith('hr-'))
        .map((tag) => customElements.whenDefined(tag)),
    ),
  );
}

describe('a PHP-printed page in Chromium', () => {
  it('shows a hostile name from the config block exactly, runs nothing and keeps the page after the block', async () => {
    // The account settings page prints the account menu on its own as well as in the header.
    const opened = await e2e.open('/account-settings.html', { signInAs: USER });
    const { page } = opened;
    const { firstName, lastName, preferredName } = (await configOf(page)).user;
    restore = () => rename(opened, { firstName, lastName, preferredName });
    await rename(opened, { firstName: HOSTILE_NAME, lastName: PAYLOAD, preferredName: null });
    await reload(page);

    expect((await configOf(page)).user).toMatchObject({ firstName: HOSTILE_NAME, lastName: PAYLOAD });
    // Playwright's CSS engine pierces open shadow roots.
    const name = page.locator('#standalone-account-menu hr-account-menu [part="name"]');
    await expect.poll(() => name.textContent()).toBe(`${HOSTILE_NAME} ${PAYLOAD}`);
    await expect
      .poll(() => page.locator('hr-global-header [part="account"] [part="name"]').textContent())
      .toBe(`${HOSTILE_NAME} ${PAYLOAD}`);

    const state = await page.evaluate(() => ({
      pwned: (window as { pwned?: unknown }).pwned,
      configBlocks: document.querySelectorAll('script#hr-shell-config').length,
      inlineScripts: [...document.scripts].filter((script) => !script.src && script.type !== 'application/json').length,
      images: document.querySelectorAll('img[src="x"]').length,
      moduleInHead: document.head.querySelector('script[type="module"][src="/dist/hr-shell.js"]') !== null,
      heading: document.querySelector('main h1')?.textContent,
      panel: document.getElementById('demo-panel') !== null,
      navDefined: customElements.get('hr-global-nav') !== undefined,
    }));
    expect(state).toEqual({
      pwned: undefined,
      configBlocks: 1,
      inlineScripts: 0,
      images: 0,
      moduleInHead: true,
      heading: 'Account settings',
      panel: true,
      navDefined: true,
    });
    // The demo controls print the name into their rename form's fields (as attribute values, by
    // DOM calls): exactly, and still nothing runs.
    const panel = await openDemoControls(page);
    await expect.poll(() => panel.getByLabel('First name').inputValue()).toBe(HOSTILE_NAME);
    expect(await panel.getByLabel('Last name').inputValue()).toBe(PAYLOAD);
    expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();
  });

  it('hands an attribute printed with htmlspecialchars($v, ENT_QUOTES) to the element exactly', async () => {
    const { page } = await e2e.open('/');
    const host = page.locator('#row-legal-name hr-inline-edit');
    expect(await host.evaluate((element) => (element as HTMLElement & { value: string }).value)).toBe(HOSTILE_NAME);
    expect(await host.textContent()).toBe(HOSTILE_NAME);
    expect(await host.getAttribute('aria-label')).toBe(`Edit Legal name: ${HOSTILE_NAME}`);
  });
});
