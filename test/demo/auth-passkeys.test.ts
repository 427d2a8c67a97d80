import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeCbor } from '../../demo/server/modules/auth/webauthn';
import { testClient, type TestClient } from './support/client';
import { contractBackend, expectContract } from './support/contract';

// Bundling and compiling the whole contract takes seconds: once per file, outside the test timeouts.
beforeAll(() => contractBackend(), 120_000);

let client: TestClient;
afterEach(() => client.close());

const START = Date.UTC(2026, 10, 2, 9, 0, 0);
const ORIGIN = 'http://localhost'; // what app.request() URLs resolve to
const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Just enough CBOR encoding to build what an authenticator sends. */
type CborValue = number | string | Uint8Array | Map<CborValue, CborValue> | Record<string, never>;
function cbor(value: CborValue): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const out = Buffer.alloc(3);
    out[0] = (major << 5) | 25;
    out.writeUInt16BE(n, 1);
    return out;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([k, v]) => [cbor(k as CborValue), cbor(v as CborValue)]),
  ]);
}

/** A software authenticator with one ES256 passkey. */
function authenticator(rpId = 'localhost') {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(32);
  let counter = 0;
  return {
    credentialId: b64(credentialId),
    privateKey: privateKey as KeyObject,
    register(challenge: string, overrides: { origin?: string; type?: string; rpId?: string } = {}) {
      const clientDataJSON = Buffer.from(
        JSON.stringify({
          type: overrides.type ?? 'webauthn.create',
          challenge,
          origin: overrides.origin ?? ORIGIN,
          crossOrigin: false,
        }),
      );
      const cose = cbor(
        new Map<CborValue, CborValue>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x as string, 'base64url')],
          [-3, Buffer.from(jwk.y as string, 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(overrides.rpId ?? rpId),
        Buffer.from([0x45]),
        Buffer.alloc(4),
        Buffer.alloc(16),
        idLength,
        credentialId,
        cose,
      ]);
      const attestationObject = cbor(
        new Map<CborValue, CborValue>([
          ['fmt', 'none'],
          ['attStmt', {}],
          ['authData', authData],
        ]),
      );
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientDataJSON),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
      };
    },
    assert(challenge: string, overrides: { counter?: number; key?: KeyObject } = {}) {
      counter = overrides.counter ?? counter + 1;
      const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin: ORIGIN }));
      const count = Buffer.alloc(4);
      count.writeUInt32BE(counter);
      const authData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), count]);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), overrides.key ?? privateKey);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientDataJSON),
          authenticatorData: b64(authData),
          signature: b64(signature),
          userHandle: null,
        },
      };
    },
  };
}

async function registrationChallenge(): Promise<string> {
  const response = await client.postJson('/auth/passkeys/registration-options', {});
  const options = (await expectContract(response, 'POST', '/auth/passkeys/registration-options')) as {
    challenge: string;
  };
  return options.challenge;
}

describe('passkey registration', () => {
  it('registers a passkey with a fresh challenge and marks the user as having one', async () => {
    client = testClient();
    await client.signIn('owner');
    const response = await client.postJson('/auth/passkeys/registration-options', {});
    const options = (await expectContract(response, 'POST', '/auth/passkeys/registration-options')) as Record<
      string,
      unknown
    >;
    expect(options).toMatchObject({
      rp: { id: 'localhost' },
      attestation: 'none',
      excludeCredentials: [],
      user: { name: 'owner' },
    });
    const device = authenticator();
    const registered = await client.postJson('/auth/passkeys/register', device.register(options.challenge as string));
    expect(registered.status).toBe(201);
    expect(await expectContract(registered, 'POST', '/auth/passkeys/register')).toEqual({
      success: true,
      credentialId: device.credentialId,
    });
    const status = await client.get('/auth/passkeys/reminder');
    // The seeded owner answered the passkey modal with No Thanks (demo seed, auth module).
    expect(await expectContract(status, 'GET', '/auth/passkeys/reminder')).toEqual({
      passkeyReminderFlag: 'passkeys_acknowledged',
      hasPasskey: true,
    });
    // The next ceremony excludes the registered credential.
    const again = (await (await client.postJson('/auth/passkeys/registration-options', {})).json()) as {
      excludeCredentials: Array<{ id: string }>;
    };
    expect(again.excludeCredentials.map((c) => c.id)).toEqual([device.credentialId]);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['the wrong ceremony type', { type: 'webauthn.get' }],
    ['another relying party', { rpId: 'evil.example' }],
  ])('refuses a credential made for %s with 422, storing nothing', async (_name, overrides) => {
    client = testClient();
    await client.signIn('owner');
    const challenge = await registrationChallenge();
    const response = await client.postJson('/auth/passkeys/register', authenticator().register(challenge, overrides));
    expect(response.status).toBe(422);
    await expectContract(response, 'POST', '/auth/passkeys/register');
    expect(((await (await client.get('/auth/passkeys/reminder')).json()) as { hasPasskey: boolean }).hasPasskey).toBe(
      false,
    );
  });

  it('refuses a replayed or made-up challenge', async () => {
    client = testClient();
    await client.signIn('owner');
    const challenge = await registrationChallenge();
    const device = authenticator();
    expect((await client.postJson('/auth/passkeys/register', device.register(challenge))).status).toBe(201);
    const replay = await client.postJson('/auth/passkeys/register', authenticator().register(challenge));
    expect(replay.status).toBe(422);
    await expectContract(replay, 'POST', '/auth/passkeys/register');
    expect(
      (await client.postJson('/auth/passkeys/register', authenticator().register(b64(randomBytes(32))))).status,
    ).toBe(422);
  });

  it('refuses hostile bodies: not JSON, wrong types, bad base64url, junk CBOR, oversized, prototype pollution', async () => {
    client = testClient();
    await client.signIn('owner');
    const challenge = await registrationChallenge();
    const good = authenticator().register(challenge);
    const cases: Array<[unknown, number]> = [
      [{ ...good, type: 'password' }, 422],
      [{ ...good, id: 42 }, 422],
      [{ ...good, response: { ...good.response, clientDataJSON: '<script>' } }, 422],
      [{ ...good, response: { ...good.response, attestationObject: b64(randomBytes(64)) } }, 422],
      [{ ...good, response: { ...good.response, attestationObject: b64(Buffer.from([0xbf, 0xff])) } }, 422],
      [{ ...good, rawId: b64(randomBytes(32)) }, 422],
      [JSON.parse(`{"__proto__":{"polluted":1},"id":"a","rawId":"a","type":"public-key","response":{}}`), 422],
    ];
    for (const [body, status] of cases) {
      const response = await client.postJson('/auth/passkeys/register', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      await expectContract(response, 'POST', '/auth/passkeys/register');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const notJson = await client.request('POST', '/auth/passkeys/register', {
      body: '{',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    await expectContract(notJson, 'POST', '/auth/passkeys/register');
    const huge = await client.request('POST', '/auth/passkeys/register', {
      body: JSON.stringify({ padding: 'x'.repeat(40_000) }),
      headers: { 'Content-Type': 'application/json', 'Content-Length': '40020' },
    });
    expect(huge.status).toBe(413);
    await expectContract(huge, 'POST', '/auth/passkeys/register');
  });

  it('needs a live session and the CSRF token', async () => {
    client = testClient();
    const anonymous = await client.postJson('/auth/passkeys/registration-options', {});
    expect(anonymous.status).toBe(401);
    await expectContract(anonymous, 'POST', '/auth/passkeys/registration-options');
    await client.signIn('owner');
    const forged = await client.postJson('/auth/passkeys/registration-options', {}, { csrf: false });
    expect(forged.status).toBe(403);
    await expectContract(forged, 'POST', '/auth/passkeys/registration-options');
  });
});

describe('passkey sign-in', () => {
  async function registeredDevice() {
    const device = authenticator();
    expect(
      (await client.postJson('/auth/passkeys/register', device.register(await registrationChallenge()))).status,
    ).toBe(201);
    return device;
  }

  it('unlocks an expired session with a valid assertion and rotates it', async () => {
    const clock = { t: START };
    client = testClient({ now: () => clock.t });
    await client.signIn('owner');
    const device = await registeredDevice();
    const oldCookie = client.cookie;
    clock.t += 45 * 60_000;
    const optionsResponse = await client.postJson('/auth/passkeys/authentication-options', {});
    const options = (await expectContract(optionsResponse, 'POST', '/auth/passkeys/authentication-options')) as {
      challenge: string;
      allowCredentials: Array<{ id: string }>;
    };
    expect(options.allowCredentials.map((c) => c.id)).toEqual([device.credentialId]);
    const response = await client.postJson('/auth/passkeys/login', device.assert(options.challenge));
    const body = (await expectContract(response, 'POST', '/auth/passkeys/login')) as {
      CSRFToken: string;
      userId: number;
    };
    expect(body.userId).toBe(1);
    expect(client.cookie).not.toBe(oldCookie);
    expect((await client.get('/auth/check_session')).status).toBe(200);
  });

  it('refuses a forged signature, a replayed challenge and a counter that does not grow', async () => {
    client = testClient();
    await client.signIn('owner');
    const device = await registeredDevice();
    const challenge = async () =>
      ((await (await client.postJson('/auth/passkeys/authentication-options', {})).json()) as { challenge: string })
        .challenge;

    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const forged = await client.postJson('/auth/passkeys/login', device.assert(await challenge(), { key: other }));
    expect(forged.status).toBe(401);
    await expectContract(forged, 'POST', '/auth/passkeys/login');

    const first = await challenge();
    const ok = await client.postJson('/auth/passkeys/login', device.assert(first, { counter: 5 }));
    expect(ok.status).toBe(200);
    client.csrfToken = ((await ok.json()) as { CSRFToken: string }).CSRFToken;
    const replay = await client.postJson('/auth/passkeys/login', device.assert(first, { counter: 6 }));
    expect(replay.status).toBe(401);
    const cloned = await client.postJson('/auth/passkeys/login', device.assert(await challenge(), { counter: 5 }));
    expect(cloned.status).toBe(401);
    expect(await expectContract(cloned, 'POST', '/auth/passkeys/login')).toEqual({
      error: 'This passkey may have been cloned.',
    });
  });

  it('refuses an unknown credential and a missing CSRF token', async () => {
    client = testClient();
    const signedOut = (await (await client.postJson('/auth/passkeys/authentication-options', {})).json()) as {
      challenge: string;
      allowCredentials: unknown[];
    };
    expect(signedOut.allowCredentials).toEqual([]);
    const unknown = await client.postJson('/auth/passkeys/login', authenticator().assert(signedOut.challenge));
    expect(unknown.status).toBe(401);
    await expectContract(unknown, 'POST', '/auth/passkeys/login');
    await client.signIn('owner');
    const forged = await client.postJson('/auth/passkeys/authentication-options', {}, { csrf: false });
    expect(forged.status).toBe(403);
    await expectContract(forged, 'POST', '/auth/passkeys/authentication-options');
  });
});

describe('passkey reminder flag', () => {
  it.each(['passkeys_acknowledged', 'remind_me_later'])('stores %s for the user', async (flag) => {
    client = testClient();
    await client.signIn('employee');
    const response = await client.postJson('/auth/passkeys/reminder', { passkeyReminderFlag: flag });
    expect(await expectContract(response, 'POST', '/auth/passkeys/reminder')).toEqual({
      success: true,
      passkeyReminderFlag: flag,
    });
    expect(await expectContract(await client.get('/auth/passkeys/reminder'), 'GET', '/auth/passkeys/reminder')).toEqual(
      { passkeyReminderFlag: flag, hasPasskey: false },
    );
  });

  it.each([
    [{ passkeyReminderFlag: 'yes' }],
    [{ passkeyReminderFlag: true }],
    [{}],
    [[]],
    [{ passkeyReminderFlag: '<b>x</b>' }],
  ])('refuses %j with 422', async (body) => {
    client = testClient();
    await client.signIn('employee');
    const response = await client.postJson('/auth/passkeys/reminder', body);
    expect(response.status).toBe(422);
    await expectContract(response, 'POST', '/auth/passkeys/reminder');
  });

  it('needs a session and the CSRF token', async () => {
    client = testClient();
    const anonymous = await client.get('/auth/passkeys/reminder');
    expect(anonymous.status).toBe(401);
    await expectContract(anonymous, 'GET', '/auth/passkeys/reminder');
    await client.signIn('employee');
    const forged = await client.postJson(
      '/auth/passkeys/reminder',
      { passkeyReminderFlag: 'remind_me_later' },
      { csrf: false },
    );
    expect(forged.status).toBe(403);
    await expectContract(forged, 'POST', '/auth/passkeys/reminder');
  });
});

describe('CBOR decoding', () => {
  it('refuses truncated, indefinite-length and deeply nested input instead of throwing anything else', () => {
    const nested = Buffer.alloc(40, 0x81); // [[[[…
    for (const bytes of [
      Buffer.from([0x5a, 0xff, 0xff, 0xff, 0xff]),
      Buffer.from([0x9f]),
      nested,
      Buffer.from([0x63, 0xff, 0xfe, 0xfd]),
    ]) {
      expect(() => decodeCbor(bytes)).toThrow(/CBOR/);
    }
  });
});

describe('POST /auth/mobile_qr/token', () => {
  it('answers two single-use tokens, the first with an expiration 120 s ahead, no-store', async () => {
    const clock = { t: START };
    client = testClient({ now: () => clock.t });
    await client.signIn('employee');
    const response = await client.postForm('/auth/mobile_qr/token', {});
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await expectContract(response, 'POST', '/auth/mobile_qr/token')) as Array<{
      refresh_token: string;
      expiration?: number;
    }>;
    expect(body).toHaveLength(2);
    expect(body[0]?.expiration).toBe(START / 1000 + 120);
    expect(body[1]).toEqual({ refresh_token: expect.any(String) });
    expect(body[0]?.refresh_token).not.toBe(body[1]?.refresh_token);

    // Tokens are stored hashed, never in clear.
    const stored = client.demo.context.db.prepare('SELECT token_hash FROM auth_mobile_tokens').all() as Array<{
      token_hash: string;
    }>;
    expect(stored.map((row) => row.token_hash)).not.toContain(body[0]?.refresh_token);

    // Single use: the pair is redeemed once.
    const redeem = (token: string) =>
      client.demo.app.request('/auth/mobile_qr/redeem', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ refresh_token: token }).toString(),
      });
    const first = await redeem(body[0]?.refresh_token as string);
    expect(await expectContract(first, 'POST', '/auth/mobile_qr/redeem')).toEqual({
      result: 'OK',
      userId: 4,
      username: 'employee',
    });
    const second = await redeem(body[1]?.refresh_token as string);
    expect(second.status).toBe(401);
    await expectContract(second, 'POST', '/auth/mobile_qr/redeem');
  });

  it('revokes the previous pair on refresh and expires tokens after 120 s', async () => {
    const clock = { t: START };
    client = testClient({ now: () => clock.t });
    await client.signIn('employee');
    const first = (await (await client.postForm('/auth/mobile_qr/token', {})).json()) as Array<{
      refresh_token: string;
    }>;
    const second = (await (await client.postForm('/auth/mobile_qr/token', {})).json()) as Array<{
      refresh_token: string;
    }>;
    const redeem = (token: string) => client.postForm('/auth/mobile_qr/redeem', { refresh_token: token });
    expect((await redeem(first[0]?.refresh_token as string)).status).toBe(401);
    clock.t += 121_000;
    expect((await redeem(second[0]?.refresh_token as string)).status).toBe(401);
  });

  it('needs a live session, the CSRF token and the mobileQrLogin capability', async () => {
    client = testClient();
    const anonymous = await client.postForm('/auth/mobile_qr/token', {});
    expect(anonymous.status).toBe(401);
    await expectContract(anonymous, 'POST', '/auth/mobile_qr/token');
    await client.signIn('employee');
    const forged = await client.postForm('/auth/mobile_qr/token', {}, { csrf: false });
    expect(forged.status).toBe(403);
    await expectContract(forged, 'POST', '/auth/mobile_qr/token');
    await client.signIn('onboarding');
    const noCapability = await client.postForm('/auth/mobile_qr/token', {});
    expect(noCapability.status).toBe(403);
    await expectContract(noCapability, 'POST', '/auth/mobile_qr/token');
  });

  it.each(['', 'x', '<script>', 'a'.repeat(43) + '=', 'a'.repeat(5000)])(
    'redeem refuses the token %j with 422',
    async (token) => {
      client = testClient();
      const response = await client.postForm('/auth/mobile_qr/redeem', { refresh_token: token });
      expect(response.status).toBe(422);
      await expectContract(response, 'POST', '/auth/mobile_qr/redeem');
    },
  );
});
