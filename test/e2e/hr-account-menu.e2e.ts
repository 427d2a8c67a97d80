/**
 * The account menu and the Mobile App QR Code Login dialog in real Chromium against the demo
 * server: the standalone <hr-account-menu> of demo/account-settings.html (#standalone-account-menu), signed in
 * as demo users with different flags. The dialog's real behaviour (top layer, focus trap, inert
 * page, Escape) can only be checked here.
 */
import { mkdirSync } from 'node:fs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Response } from 'playwright-core';
import { qrPath } from '../../src/components/mobile-qr/mobile-qr.logic';
import { expectNoAxeViolations, pauseClock, useBrowser, type OpenedPage } from './support/browser';

const e2e = useBrowser();

const SHOTS = '/tmp/shots-account';
mkdirSync(SHOTS, { recursive: true });

/** The page that prints the account menu on its own, without the header. */
const PAGE = '/account-settings.html';
const HOST = '#standalone-account-menu hr-account-menu';
const OWNER_ITEMS = [
  'App Integrations',
  'My Devices & API Keys',
  'Mobile App QR Code Login',
  'Dev Utilities',
  '2-Step Login',
  'Passkeys',
  'Account Settings',
  'Change Password',
  'My Info',
  'Log Out',
];

// Playwright's CSS engine pierces open shadow roots.
const menuOf = (page: Page) => {
  const host = page.locator(HOST);
  return {
    host,
    button: host.locator('[part="menu-button"]'),
    popup: host.locator('[role=menu]'),
    items: host.locator('[role=menuitem]'),
    dialog: host.locator('dialog'),
  };
};

/** Text of the focused element, looking through shadow roots. */
function focused(
  page: Page,
): Promise<{ text: string | null; part: string | null; inDialog: boolean; host: string | null }> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    const host = active?.localName ?? null;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return {
      text: active?.textContent ?? null,
      part: active?.getAttribute('part') ?? null,
      inDialog: Boolean(active?.closest('dialog')),
      host,
    };
  });
}

/** Sets the demo user's QR token lifetime (demo-only setting; JSON, like the demo panel sends it). */
async function setQrSeconds(opened: OpenedPage, seconds: number): Promise<void> {
  const response = await opened.context.request.post(opened.url('/demo/shell/settings'), {
    data: { qrTokenSeconds: seconds },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The token of every POST /auth/mobile_qr/token answer, read off the wire (never from the page). */
function tokensSeen(page: Page): string[] {
  const tokens: string[] = [];
  page.on('response', (response: Response) => {
    if (!response.url().endsWith('/auth/mobile_qr/token')) return;
    response
      .json()
      .then((body: Array<{ refresh_token: string }>) => tokens.push(body[0]?.refresh_token ?? ''))
      .catch(() => undefined);
  });
  return tokens;
}

/** The drawn code's path, or null while there is none (the short timeout keeps polls polling). */
const drawnPath = (dialog: Locator) =>
  dialog
    .locator('[part="qr-code"] path')
    .getAttribute('d', { timeout: 250 })
    .catch(() => null);
const pathOf = (token: string) => qrPath(QRCode.create(token, { errorCorrectionLevel: 'L' }).modules);

async function openQrDialog(page: Page) {
  const { button, items, dialog } = menuOf(page);
  await button.click();
  await items.filter({ hasText: 'Mobile App QR Code Login' }).click();
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

describe('<hr-account-menu> in Chromium', () => {
  it('works by keyboard: Enter opens on the first item, arrows move, Escape closes onto the button', async () => {
    const { page } = await e2e.open(PAGE);
    const { button, popup } = menuOf(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).text).toBe('App Integrations');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).text).toBe('My Devices & API Keys');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect((await focused(page)).text).toBe('Log Out');
    await page.keyboard.press('Home');
    expect((await focused(page)).text).toBe('App Integrations');
    await page.keyboard.press('End');
    expect((await focused(page)).text).toBe('Log Out');
    await page.keyboard.press('p');
    expect((await focused(page)).text).toBe('Passkeys');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page)).part).toBe('menu-button');
    await expect(popup.isVisible()).resolves.toBe(false);
    // Space and ArrowUp open too; Tab closes and moves on from the button.
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await focused(page)).text).toBe('Log Out');
    await page.keyboard.press('Tab');
    await expect.poll(() => popup.isVisible()).toBe(false);
    expect((await focused(page)).host).not.toBe('hr-account-menu');
  });

  it('follows a chosen item to its route, served by the demo server', async () => {
    const { page } = await e2e.open(PAGE);
    const { button } = menuOf(page);
    await button.focus();
    await page.keyboard.press('Enter');
    // The popup arrives on intent (the focus above): type-ahead starts once it is there.
    await expect.poll(async () => (await focused(page)).text).toBe('App Integrations');
    await page.keyboard.press('c');
    expect((await focused(page)).text).toBe('Change Password');
    const [response] = await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe('/dashboard/password.php');
    expect(response?.status()).toBe(200);
  });

  it('shows the items of each user: all for the owner, a few for an employee, a greeting for an onboarding user', async () => {
    const owner = await e2e.open(PAGE);
    await menuOf(owner.page).button.click();
    await expect.poll(() => menuOf(owner.page).items.allTextContents()).toEqual(OWNER_ITEMS);
    await expectNoAxeViolations(owner.page, 'account menu open');
    await menuOf(owner.page).popup.scrollIntoViewIfNeeded();
    await owner.page.screenshot({ path: `${SHOTS}/menu-open.png` });

    const employee = await e2e.open(PAGE, { signInAs: 'employee' });
    await menuOf(employee.page).button.click();
    await expect
      .poll(() => menuOf(employee.page).items.allTextContents())
      .toEqual(['Mobile App QR Code Login', 'Passkeys', 'Account Settings', 'Change Password', 'My Info', 'Log Out']);

    const onboarding = await e2e.open(PAGE, { signInAs: 'onboarding' });
    const config = await onboarding.page.evaluate(
      () =>
        JSON.parse(document.getElementById('hr-shell-config')?.textContent ?? '{}') as {
          user: { firstName: string; preferredName: string | null };
        },
    );
    const name = config.user.preferredName || config.user.firstName;
    await expect(menuOf(onboarding.page).host.locator('[part="greeting"]').textContent()).resolves.toBe(`Hi, ${name}`);
    await expect(menuOf(onboarding.page).button.count()).resolves.toBe(0);
  });

  it('draws the first token as a QR code, opens the Expired sheet when it expires, and Refresh makes a new code', async () => {
    const opened = await e2e.open(PAGE);
    const { page } = opened;
    await setQrSeconds(opened, 120);
    const tokens = tokensSeen(page);
    const consoleText: string[] = [];
    page.on('console', (message) => consoleText.push(message.text()));

    const dialog = await openQrDialog(page);
    await expect.poll(() => drawnPath(dialog)).toBeTruthy();
    await expect.poll(() => tokens.length).toBe(1);
    expect(await drawnPath(dialog)).toBe(pathOf(tokens[0] as string));
    const box = await dialog.locator('[part="qr-code"]').boundingBox();
    expect([box?.width, box?.height]).toEqual([200, 200]);
    // Two minutes from the server's clock, less the time the code took to arrive and be drawn.
    await expect(dialog.locator('[part="qr-time"]').textContent()).resolves.toMatch(/^Expires in (2:00|1:[0-5]\d)$/);
    await expectNoAxeViolations(page, 'QR dialog showing');
    await page.screenshot({ path: `${SHOTS}/qr-showing.png` });

    // The page's clock, paused and moved past the expiration, opens the Expired sheet: no wait on
    // the wall clock, however slow the machine.
    await pauseClock(page, { audits: true });
    await page.clock.fastForward(121_000);
    const expired = dialog.locator('[part="qr-expired"]');
    await expired.waitFor({ state: 'visible' });
    await expect(expired.textContent()).resolves.toContain('Expired');
    await expect(dialog.locator('[part="qr-code"]').count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'QR dialog expired');
    await page.screenshot({ path: `${SHOTS}/qr-expired.png` });

    // Back on the wall clock for the next code.
    await page.clock.setSystemTime(Date.now());
    await page.clock.resume();
    await expired.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => tokens.length).toBe(2);
    await expect.poll(() => drawnPath(dialog)).toBe(pathOf(tokens[1] as string));
    expect(tokens[1]).not.toBe(tokens[0]);
    expect((await focused(page)).inDialog).toBe(true);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(async () => (await focused(page)).part).toBe('menu-button');

    // The token never reaches the console, storage or cookies.
    const traces = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
    );
    for (const token of tokens) {
      expect(traces).not.toContain(token);
      expect(consoleText.join('\n')).not.toContain(token);
    }
    expect(await page.locator(HOST).evaluate((host) => host.shadowRoot?.innerHTML ?? '')).not.toContain(
      pathOf(tokens[1] as string),
    );
  });

  it('traps focus in the modal dialog, keeps the page inert, and closes on Escape with focus back on the button', async () => {
    const { page } = await e2e.open(PAGE);
    const dialog = await openQrDialog(page);
    await expect.poll(() => drawnPath(dialog)).toBeTruthy();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect((await focused(page)).inDialog, `focus left the dialog after ${i + 1} presses`).toBe(true);
    }
    // The page behind is inert: a click there does not move focus out of the dialog.
    await page.mouse.click(5, 5);
    expect((await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(async () => (await focused(page)).part).toBe('menu-button');
  });

  it('loads the QR dialog and the qrcode library only when the dialog opens, never with the page', async () => {
    const { page, requests } = await e2e.open(PAGE);
    const scripts = () =>
      requests.filter((request) => request.resourceType() === 'script').map((request) => request.url());
    const before = scripts();
    await openQrDialog(page);
    await expect.poll(() => drawnPath(menuOf(page).dialog)).toBeTruthy();
    const added = scripts().filter((url) => !before.includes(url));
    const bodies = async (urls: string[]) => Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
    // qrcode's own error text marks its chunk; the token route marks the dialog's.
    const isQrcode = (code: string) => code.includes('Unknown EC Level');
    const isDialog = (code: string) => code.includes('/auth/mobile_qr/token');
    expect((await bodies(before)).some((code) => isQrcode(code) || isDialog(code))).toBe(false);
    const loaded = await bodies(added);
    expect(loaded.some(isQrcode)).toBe(true);
    expect(loaded.some(isDialog)).toBe(true);
  });

  it("says 'Failed to generate Mobile Login QR Code' when the request fails, and Try again recovers", async () => {
    const { page } = await e2e.open(PAGE, { expectConsoleErrors: [/status of 500/] });
    let fail = true;
    await page.route('**/auth/mobile_qr/token', (route) =>
      fail ? route.fulfill({ status: 500, json: { error: 'down' } }) : route.fallback(),
    );
    const dialog = await openQrDialog(page);
    const error = dialog.locator('[part="qr-error"]');
    await error.waitFor({ state: 'visible' });
    await expect(error.textContent()).resolves.toContain('Failed to generate Mobile Login QR Code');
    await expectNoAxeViolations(page, 'QR dialog failed');
    await page.screenshot({ path: `${SHOTS}/qr-failed.png` });
    fail = false;
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => drawnPath(dialog)).toBeTruthy();
  });

  it('opens the same menu and dialog from inside <hr-global-header>', async () => {
    const { page } = await e2e.open('/');
    const header = page.locator('#place-global-header hr-global-header');
    const button = header.locator('[part="menu-button"]');
    await button.click();
    await expect.poll(() => header.locator('[role=menuitem]').allTextContents()).toEqual(OWNER_ITEMS);
    await page.screenshot({ path: `${SHOTS}/header-menu-open.png` });
    await header.locator('[role=menuitem]', { hasText: 'Mobile App QR Code Login' }).click();
    const dialog = header.locator('dialog');
    await expect.poll(() => drawnPath(dialog)).toBeTruthy();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(async () => (await focused(page)).host).toBe('hr-global-header');
  });
});
