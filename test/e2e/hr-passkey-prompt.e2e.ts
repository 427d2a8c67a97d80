/**
 * <hr-passkey-prompt> in real Chromium against the demo server. The layout prints it only when the
 * server's conditions hold (the seeded users have all answered it; the control panel's
 * POST /demo/passkeys {due: true} makes it due). A real passkey is created with Chromium's virtual
 * authenticator (CDP WebAuthn domain) and the server is checked to have stored it. WebAuthn does
 * not accept an IP address as relying party id, so these pages are opened on localhost.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { request, type APIRequestContext, type Page } from 'playwright-core';
import { demoUrl, expectNoAxeViolations, requestFence, useBrowser, type OpenedPage } from './support/browser';

const e2e = useBrowser();

/** The demo user these tests change (seeded with remind_me_later: no prompt by default). */
const USER = 'manager';
const CREATED = 'Success! Passkey created.';

/** The same demo server under the name `localhost`, a valid WebAuthn relying party id. */
function localUrl(path: string): string {
  const url = new URL(demoUrl(path));
  url.hostname = 'localhost';
  return url.href;
}

interface PasskeyState {
  passkeyReminderFlag: string | null;
  hasPasskey: boolean;
  passkeys: number;
  companyPasskeysEnabled: boolean;
}

interface Session {
  opened: OpenedPage;
  request: APIRequestContext;
  csrfToken: string;
}

/**
 * Puts USER back in its seeded state (no passkey, remind_me_later) after each test, through a
 * session of its own: other test files sign in as this user too.
 */
afterEach(async () => {
  const api = await request.newContext();
  try {
    const response = await api.post(localUrl('/demo/sign-in'), { data: { username: USER } });
    const { csrfToken } = (await response.json()) as { csrfToken: string };
    await demo({ request: api, csrfToken }, { removePasskeys: true, reminder: 'remind_me_later' });
  } finally {
    await api.dispose();
  }
});

/** The panel's passkey control for the signed-in user. */
async function demo(session: Pick<Session, 'request' | 'csrfToken'>, body: object): Promise<PasskeyState> {
  const response = await session.request.post(localUrl('/demo/passkeys'), {
    data: body,
    headers: { 'X-CSRF-Token': session.csrfToken },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as PasskeyState;
}

async function passkeyState(session: Session): Promise<PasskeyState> {
  return (await (await session.request.get(localUrl('/demo/passkeys'))).json()) as PasskeyState;
}

/** A page signed in as USER on localhost, with the prompt made due, not loaded yet. */
async function signedIn(expectConsoleErrors: readonly RegExp[] = []): Promise<Session> {
  const opened = await e2e.open('/', { signInAs: null, expectConsoleErrors });
  const api = opened.context.request;
  const response = await api.post(localUrl('/demo/sign-in'), { data: { username: USER } });
  expect(response.ok(), await response.text()).toBe(true);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const session = { opened, request: api, csrfToken };
  await demo(session, { due: true });
  return session;
}

const partsOf = (page: Page) => {
  const host = page.locator('#place-passkey-prompt hr-passkey-prompt');
  const part = (name: string) => host.locator(`[part~="${name}"]`);
  return {
    host,
    dialog: part('dialog'),
    title: part('title'),
    status: part('status'),
    message: part('message'),
    noThanks: part('no-thanks'),
    remindLater: part('remind-later'),
    add: part('add'),
    done: part('done'),
    close: part('close'),
  };
};

/** Opens a page of the session and waits for the modal. */
async function showPrompt({ opened }: Session, path = '/home/') {
  await opened.page.goto(localUrl(path));
  const parts = partsOf(opened.page);
  await parts.dialog.waitFor({ state: 'visible' });
  await expect(parts.title.textContent()).resolves.toBe('Goodbye passwords. Hello passkeys!');
  // Modal: focus is inside the dialog.
  await expect
    .poll(() => parts.host.evaluate((host) => host.shadowRoot?.activeElement?.closest('dialog') !== null))
    .toBe(true);
  return parts;
}

describe('<hr-passkey-prompt> on the demo pages', () => {
  it("the default owner's /home/ prints no prompt and loads none of its code", async () => {
    const opened = await e2e.open('/home/');
    await opened.page.locator('hr-global-header').waitFor({ state: 'attached' });
    await requestFence(opened);
    expect(await opened.page.locator('hr-passkey-prompt').count()).toBe(0);
    // No element file, no dialog chunk, no reminder check (the panel's own /demo/passkeys aside).
    const library = opened.requests
      .map((request) => new URL(request.url()).pathname)
      .filter((path) => /^\/dist\/.*passkey|^\/auth\/passkeys/i.test(path));
    expect(library).toEqual([]);
  });

  it('creates a real passkey with the virtual authenticator; the server stores it', async () => {
    const session = await signedIn();
    const { page, context } = session.opened;
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    // Hold the options until the "creating" state has been audited.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/auth/passkeys/registration-options', async (route) => {
      await held;
      await route.continue();
    });

    const parts = await showPrompt(session);
    // Only what the modal needs was fetched: the reminder check, then the dialog's chunk.
    expect(
      session.opened.requests.some((request) => new URL(request.url()).pathname === '/auth/passkeys/reminder'),
    ).toBe(true);
    await expectNoAxeViolations(page, 'passkey prompt: the three choices');

    await parts.add.click();
    await expect.poll(() => parts.status.textContent()).toMatch(/^Follow the steps your browser shows/);
    await expect(parts.noThanks.isDisabled()).resolves.toBe(true);
    await expectNoAxeViolations(page, 'passkey prompt: creating');
    release();

    await expect.poll(() => parts.status.textContent()).toBe(CREATED);
    await expect.poll(() => parts.done.evaluate((button) => button.matches(':focus'))).toBe(true);
    await expectNoAxeViolations(page, 'passkey prompt: created');

    // The authenticator holds one discoverable credential, and the server stored that same one.
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);
    const credentialId = Buffer.from(credentials[0]!.credentialId, 'base64').toString('base64url');
    expect(await passkeyState(session)).toMatchObject({ hasPasskey: true, passkeys: 1, passkeyReminderFlag: null });
    const options = await session.request.post(localUrl('/auth/passkeys/registration-options'), {
      headers: { 'X-CSRF-Token': session.csrfToken },
    });
    const { excludeCredentials } = (await options.json()) as { excludeCredentials: Array<{ id: string }> };
    expect(excludeCredentials.map((entry) => entry.id)).toEqual([credentialId]);

    await parts.done.click();
    await parts.dialog.waitFor({ state: 'detached' });
    // The user has a passkey now: the next page does not print the prompt.
    await page.reload();
    await page.locator('hr-global-header').waitFor({ state: 'attached' });
    expect(await page.locator('hr-passkey-prompt').count()).toBe(0);
  });

  it("shows the server's refusal in the alert line (audited), then No Thanks stores passkeys_acknowledged", async () => {
    // Chromium logs the 403 answer.
    const session = await signedIn([/status of 403/]);
    const { page } = session.opened;
    await page.route('**/auth/passkeys/registration-options', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: '{"error":"Passkeys are not enabled for your company."}',
      }),
    );
    const parts = await showPrompt(session);
    await parts.add.click();
    await expect.poll(() => parts.message.textContent()).toBe('Passkeys are not enabled for your company.');
    await expectNoAxeViolations(page, 'passkey prompt: message');

    await parts.noThanks.click();
    await parts.dialog.waitFor({ state: 'detached' });
    expect(await passkeyState(session)).toMatchObject({ passkeyReminderFlag: 'passkeys_acknowledged', passkeys: 0 });
    await page.reload();
    await page.locator('hr-global-header').waitFor({ state: 'attached' });
    expect(await page.locator('hr-passkey-prompt').count()).toBe(0);
  });

  it('Remind Me Later stores remind_me_later; so does the close button', async () => {
    const session = await signedIn();
    const { page } = session.opened;
    let parts = await showPrompt(session);
    await parts.remindLater.click();
    await parts.dialog.waitFor({ state: 'detached' });
    expect((await passkeyState(session)).passkeyReminderFlag).toBe('remind_me_later');
    await page.reload();
    await page.locator('hr-global-header').waitFor({ state: 'attached' });
    expect(await page.locator('hr-passkey-prompt').count()).toBe(0);

    await demo(session, { due: true });
    parts = await showPrompt(session);
    await parts.close.click();
    await parts.dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await passkeyState(session)).passkeyReminderFlag).toBe('remind_me_later');
  });
});
