import { afterEach, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from './support/client';

/*
 * <hr-passkey-prompt> in the demo layout: printed only when the server's half of SPEC §4's
 * conditions holds (PASSKEYS flag, company passkeysEnabled, no passkey, no reminder flag), as a
 * PHP page that knows the user would print it; the demo panel's /demo/passkeys sets that state.
 */

let client: TestClient;
afterEach(() => client.close());

const TAG =
  /<div id="place-passkey-prompt" data-marked-place="passkey-prompt"><hr-passkey-prompt><\/hr-passkey-prompt><\/div>/g;

async function signedIn(username: string) {
  client = testClient();
  await client.signIn(username);
}

const printed = async (path = '/') => ((await (await client.get(path)).text()).match(TAG) ?? []).length;
const reminder = async () =>
  (await (await client.get('/auth/passkeys/reminder')).json()) as { passkeyReminderFlag: string | null };
const demo = (body: unknown) => client.postJson('/demo/passkeys', body);

describe('passkey prompt in the layout', () => {
  it("is not printed on the seeded owner's pages: the owner answered No Thanks", async () => {
    await signedIn('owner');
    expect(await reminder()).toEqual({ passkeyReminderFlag: 'passkeys_acknowledged', hasPasskey: false });
    expect(await printed('/')).toBe(0);
    expect(await printed('/home/')).toBe(0);
  });

  it.each(['owner', 'manager', 'support', 'employee', 'admin'])('is printed for no seeded user (%s)', async (user) => {
    await signedIn(user);
    expect(await printed('/home/')).toBe(0);
  });

  it('is printed once, on every shell page, once the panel makes it due; and no longer after a choice', async () => {
    await signedIn('manager');
    const due = await demo({ due: true });
    expect(due.status).toBe(200);
    expect(await due.json()).toEqual({
      passkeyReminderFlag: null,
      hasPasskey: false,
      passkeys: 0,
      companyPasskeysEnabled: true,
    });
    expect(await printed('/')).toBe(1);
    expect(await printed('/home/')).toBe(1);
    expect(await printed('/files.html')).toBe(1);
    // The user chooses Remind Me Later: seen, so not printed any more.
    await client.postJson('/auth/passkeys/reminder', { passkeyReminderFlag: 'remind_me_later' });
    expect(await printed('/home/')).toBe(0);
  });

  it('due turns the PASSKEYS flag on; without it, or with a passkey, or with a flag, it is not printed', async () => {
    await signedIn('employee');
    expect(await printed('/home/')).toBe(0);
    await demo({ due: true });
    expect(await printed('/home/')).toBe(1);
    expect(
      ((await (await client.get('/demo/me')).json()) as { user: { features: Record<string, boolean> } }).user.features
        .PASSKEYS,
    ).toBe(true);

    await client.postJson('/demo/flags', { features: { PASSKEYS: false } });
    expect(await printed('/home/')).toBe(0);
    await client.postJson('/demo/flags', { features: { PASSKEYS: true } });
    expect(await printed('/home/')).toBe(1);

    await client.postJson('/demo/flags', { hasPasskey: true });
    expect(await printed('/home/')).toBe(0);
    await demo({ removePasskeys: true });
    expect(await printed('/home/')).toBe(1);

    await demo({ reminder: 'passkeys_acknowledged' });
    expect(await printed('/home/')).toBe(0);
    await demo({ reminder: null });
    expect(await printed('/home/')).toBe(1);
  });

  it('is not printed for the company with passkeys off', async () => {
    await signedIn('manager');
    await demo({ due: true });
    client.demo.context.db.prepare('UPDATE company SET passkeys_enabled = 0').run();
    expect(await printed('/home/')).toBe(0);
  });

  it('the panel route refuses the signed-out, a missing CSRF token and bad bodies, and is absent without --demo-admin', async () => {
    await signedIn('manager');
    expect((await client.postJson('/demo/passkeys', { due: true }, { csrf: false })).status).toBe(403);
    expect((await demo({ reminder: 'yes' })).status).toBe(422);
    expect((await demo({ due: true, extra: 1 })).status).toBe(422);
    client.close();
    client = testClient();
    expect((await client.get('/demo/passkeys')).status).toBe(401);
    client.close();
    client = testClient({ demoAdmin: false });
    await client.signIn('manager').catch(() => undefined);
    expect([401, 404]).toContain((await client.get('/demo/passkeys')).status);
  });
});
