/**
 * <hr-identity-verification> in real Chromium against the demo server, which prints it in
 * #place-identity-verification on every page and speaks the Pusher protocol itself
 * (demo/server/modules/realtime). The real pusher-js connects over ws:// (the demo config says
 * forceTLS: false), authorizes the private channel at /pusher/auth, and receives the code the
 * demo control panel sends (POST /demo/realtime/identity); then the session expires, the socket
 * drops, the re-login reconnects and subscribes again with the new CSRF token, and a code arrives.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Request, WebSocket as PageSocket } from 'playwright-core';
import { expectNoAxeViolations, requestFence, useBrowser, type OpenedPage } from './support/browser';
import { openDemoControls } from './support/demo-controls';

const e2e = useBrowser();

const DROPPED = 'Identity verification is offline. Trying to reconnect…';
/** Chromium logs a refused WebSocket upgrade and every 401 answer as console errors. */
const REFUSED_UPGRADE = /WebSocket connection to .* failed/;
const HTTP_401_LOGGED = /status of 401/;

const partsOf = (page: Page) => {
  const host = page.locator('#place-identity-verification hr-identity-verification');
  return {
    host,
    dialog: host.locator('dialog[part="dialog"]'),
    code: host.locator('[part="code"]'),
    status: host.locator('[part="status"]'),
    close: host.locator('[part="close"]'),
  };
};

/** The socket pusher-js opened, and the subscriptions the server confirmed on it. */
function watchSockets(page: Page) {
  const sockets: Array<{ socket: PageSocket; subscribed: string[] }> = [];
  page.on('websocket', (socket) => {
    const entry = { socket, subscribed: [] as string[] };
    sockets.push(entry);
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { event?: string; channel?: string };
      if (message.event === 'pusher_internal:subscription_succeeded' && message.channel)
        entry.subscribed.push(message.channel);
    });
  });
  return sockets;
}

/** The signed-in user's identity channel, as the server names it. */
async function identityChannel(page: Page): Promise<string> {
  const config = await page.evaluate(
    () => JSON.parse(document.getElementById('hr-shell-config')?.textContent ?? '{}') as { realtime?: unknown },
  );
  const channel = (config.realtime as { identityChannel?: unknown } | undefined)?.identityChannel;
  if (typeof channel !== 'string') throw new Error('the page config has no identity channel');
  return channel;
}

/** Sends a code from the demo controls drawer, as a demo user does (its route: POST /demo/realtime/identity). */
async function sendFromPanel(page: Page, code: string): Promise<void> {
  await openDemoControls(page);
  const panel = page.locator('[data-demo-panel]');
  await panel.getByLabel('Verification code').fill(code);
  await panel.getByRole('button', { name: 'Send verification code' }).click();
  await expect.poll(() => panel.locator('.demo-panel-status').textContent()).toContain(`Code ${code} sent to 1`);
}

/** The panel's close control, through its route (the modal dialog makes the panel inert meanwhile). */
async function sendClose(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const { csrfToken } = (
      window as unknown as { HrShell: { getConfig(): { csrfToken: string } } }
    ).HrShell.getConfig();
    const response = await fetch('/demo/realtime/identity', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
      body: JSON.stringify({ action: 'close' }),
    });
    return response.status;
  });
  expect(status).toBe(200);
}

const authRequests = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url()).pathname === '/pusher/auth');

async function expireSession(opened: OpenedPage): Promise<void> {
  const response = await opened.context.request.post(opened.url('/demo/expire-session'));
  expect(response.status(), await response.text()).toBe(200);
}

describe('<hr-identity-verification> on the demo pages', () => {
  it('a page that does not listen (no realtime in its config) loads no pusher-js and opens no socket', async () => {
    const opened = await e2e.open('/');
    // A signed-out visit gets the sign-in page (no elements): this page's server prints no
    // realtime settings instead, as a PHP page without Pusher does.
    await opened.page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /(<script type="application\/json" id="hr-shell-config">)([\s\S]*?)(<\/script>)/,
          (_, open: string, json: string, close: string) =>
            `${open}${JSON.stringify({ ...(JSON.parse(json) as object), realtime: null }).replace(/</g, '\\u003C')}${close}`,
        );
        await route.fulfill({ response, body: html });
      },
    );
    // Off the first page (with realtime) before watching: its socket is not this page's.
    const url = opened.page.url();
    await opened.page.goto('about:blank');
    opened.requests.length = 0;
    const sockets = watchSockets(opened.page);
    await opened.page.goto(url);
    await partsOf(opened.page).status.waitFor({ state: 'attached' });
    await requestFence(opened);
    const paths = opened.requests.map((request) => new URL(request.url()).pathname);
    expect(paths).toContain('/dist/elements/hr-identity-verification.js');
    expect(paths.filter((path) => /realtime-pusher-/.test(path))).toEqual([]);
    expect(sockets).toEqual([]);
  });

  it('receives the code the control panel sends over a real pusher-js connection, and again after a re-login', async () => {
    const opened = await e2e.open('/', { expectConsoleErrors: [REFUSED_UPGRADE, HTTP_401_LOGGED] });
    const { page, requests } = opened;
    // Record the page's sockets (to drop one later) before the library opens any: load again.
    await page.addInitScript(() => {
      const Native = window.WebSocket;
      const opened: WebSocket[] = [];
      (window as unknown as { __sockets: WebSocket[] }).__sockets = opened;
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          opened.push(this);
        }
      };
    });
    const sockets = watchSockets(page);
    await page.reload();
    const parts = partsOf(page);
    const channel = await identityChannel(page);

    // One real connection to the demo server's Pusher endpoint, the user's private channel on it,
    // authorized with the page's CSRF token; pusher-js came as its own chunk.
    await expect.poll(() => sockets.flatMap((entry) => entry.subscribed)).toEqual([channel]);
    expect(new URL(sockets[0]!.socket.url()).pathname).toBe('/app/hr-demo-key');
    expect(new URL(sockets[0]!.socket.url()).protocol).toBe('ws:');
    const firstToken = await page.evaluate(
      () => (window as unknown as { HrShell: { getConfig(): { csrfToken: string } } }).HrShell.getConfig().csrfToken,
    );
    expect(await authRequests(requests)[0]?.headerValue('x-csrf-token')).toBe(firstToken);
    expect(requests.some((request) => /\/dist\/realtime-pusher-[\w-]+\.js$/.test(request.url()))).toBe(true);
    await expect(parts.status.textContent()).resolves.toBe('');

    await sendFromPanel(page, 'A1B2C3');
    await parts.dialog.waitFor({ state: 'visible' });
    await expect(parts.dialog.locator('h2').textContent()).resolves.toBe('Customer Identity Verification');
    await expect(parts.code.textContent()).resolves.toBe('A1B2C3');
    await expect.poll(() => parts.close.evaluate((button) => button.matches(':focus'))).toBe(true);
    await expectNoAxeViolations(page, 'the code shown');

    await sendClose(page);
    await parts.dialog.waitFor({ state: 'detached' });
    await expectNoAxeViolations(page, 'listening, no code');

    // The session ends on the server and the socket drops: the reconnection is refused (401 on
    // the upgrade) until the user signs in again, and the element says the connection is down.
    await expireSession(opened);
    await page.evaluate(() => (window as unknown as { __sockets: WebSocket[] }).__sockets.at(-1)?.close());
    await expect.poll(() => parts.status.textContent(), { timeout: 30_000 }).toBe(DROPPED);
    await expect(parts.status.getAttribute('role')).resolves.toBe('status');
    await expectNoAxeViolations(page, 'connection dropped');

    // Any request now meets the expired session and opens the lock (the header's inbox reload
    // here, if nothing has yet); the re-login reconnects at once and subscribes again, authorized
    // with the new token.
    const authBefore = authRequests(requests).length;
    await page.evaluate(() => window.dispatchEvent(new Event('inbox:reload')));
    const lock = page.locator('#place-session-lock hr-session-lock');
    await lock.locator('dialog[part="dialog"]').waitFor({ state: 'visible' });
    await lock.locator('[part="password"]').fill('hr-demo-owner');
    await lock.locator('[part="password"]').press('Enter');
    await lock.locator('dialog[part="dialog"]').waitFor({ state: 'hidden' });

    await expect.poll(() => sockets.at(-1)?.subscribed ?? []).toEqual([channel]);
    const newToken = await page.evaluate(
      () => (window as unknown as { HrShell: { getConfig(): { csrfToken: string } } }).HrShell.getConfig().csrfToken,
    );
    expect(newToken).not.toBe(firstToken);
    const renewed = authRequests(requests).slice(authBefore);
    expect(renewed.length).toBeGreaterThan(0);
    expect(await renewed.at(-1)?.headerValue('x-csrf-token')).toBe(newToken);
    await expect.poll(() => parts.status.textContent()).toBe('');

    await sendFromPanel(page, '918273');
    await parts.dialog.waitFor({ state: 'visible' });
    await expect(parts.code.textContent()).resolves.toBe('918273');
    await parts.close.click();
    await parts.dialog.waitFor({ state: 'detached' });
  });
});
