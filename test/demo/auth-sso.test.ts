import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_ISSUER, MICROSOFT_ISSUER } from '../../demo/server/modules/auth';
import { testClient, type TestClient } from './support/client';
import { contractBackend, expectContract } from './support/contract';

// Bundling and compiling the whole contract takes seconds: once per file, outside the test timeouts.
beforeAll(() => contractBackend(), 120_000);

let client: TestClient;
afterEach(() => client.close());

const START = Date.UTC(2026, 10, 2, 9, 0, 0);
const MINUTE = 60_000;

function google(sub: string, extra = '') {
  return `/auth/google_login_active?openIdConnectIss=${encodeURIComponent(GOOGLE_ISSUER)}&openIdConnectSub=${encodeURIComponent(sub)}${extra}`;
}
function microsoft(sub: string, extra = '') {
  return `/auth/microsoft_login_active?openIdConnectIss=${encodeURIComponent(MICROSOFT_ISSUER)}&openIdConnectSub=${encodeURIComponent(sub)}${extra}`;
}

describe('JSONP /auth/google_login_active and /auth/microsoft_login_active', () => {
  it.each([
    ['104000000000000000002', 'ACTIVE'],
    ['104000000000000000099', 'GOOGLE_INACTIVE'],
    ['104999999999999999999', 'NO_USER'],
  ])('answers Google subject %s with %s as JSONP', async (sub, result) => {
    client = testClient();
    await client.signIn('admin');
    const response = await client.get(google(sub, '&callback=hrShell_jsonp_1'));
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await expectContract(response, 'GET', '/auth/google_login_active')).toBe(
      `/**/hrShell_jsonp_1({"result":"${result}"});`,
    );
  });

  it('answers JSON without a callback (the fetch replacement QUALITY §1.3 recommends)', async () => {
    client = testClient();
    await client.signIn('admin');
    const response = await client.get(google('104000000000000000002'), { Accept: 'application/json' });
    expect(await expectContract(response, 'GET', '/auth/google_login_active')).toEqual({ result: 'ACTIVE' });
  });

  it.each([
    ['ms-sub-assumed-0006', '&openIdConnectUpn=ASSUMED%40acme.example', 'ACTIVE'],
    ['ms-sub-former-0099', '', 'MICROSOFT_INACTIVE'],
    ['ms-sub-assumed-0006', '&openIdConnectUpn=someone%40else.example', 'NO_USER'],
  ])('answers Microsoft subject %s%s with %s', async (sub, upn, result) => {
    client = testClient();
    await client.signIn('assumed');
    const response = await client.get(microsoft(sub, `${upn}&callback=$cb`));
    expect(await expectContract(response, 'GET', '/auth/microsoft_login_active')).toBe(
      `/**/$cb({"result":"${result}"});`,
    );
  });

  it('answers the lock screen of an expired session', async () => {
    const clock = { t: START };
    client = testClient({ now: () => clock.t });
    await client.signIn('admin');
    clock.t += 45 * MINUTE;
    expect(
      await expectContract(await client.get(google('104000000000000000002')), 'GET', '/auth/google_login_active'),
    ).toEqual({ result: 'ACTIVE' });
  });

  it('answers 401 to a caller without any session (no identity probing)', async () => {
    client = testClient();
    const response = await client.get(google('104000000000000000002', '&callback=cb'));
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    await expectContract(response, 'GET', '/auth/google_login_active');
  });

  it.each(['alert(1)//', 'a.b', '1abc', 'cb;alert(1)', '', 'x'.repeat(65), '<script>', 'cb\u2028', '__proto__[x]'])(
    'refuses the callback %j with 400 JSON and never reflects it',
    async (callback) => {
      client = testClient();
      await client.signIn('admin');
      const response = await client.get(google('104000000000000000002', `&callback=${encodeURIComponent(callback)}`));
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await expectContract(response, 'GET', '/auth/google_login_active')) as { error: string };
      if (callback) expect(body.error).not.toContain(callback);
    },
  );

  it.each([
    '/auth/google_login_active?openIdConnectSub=1',
    `/auth/google_login_active?openIdConnectIss=${encodeURIComponent('javascript:alert(1)')}&openIdConnectSub=1`,
    `/auth/google_login_active?openIdConnectIss=${encodeURIComponent(GOOGLE_ISSUER)}&openIdConnectSub=${encodeURIComponent('<img src=x>')}`,
    `/auth/google_login_active?openIdConnectIss=${encodeURIComponent(GOOGLE_ISSUER)}&openIdConnectSub=${'1'.repeat(300)}`,
  ])('refuses bad identity parameters %s with 422', async (path) => {
    client = testClient();
    await client.signIn('admin');
    const response = await client.get(path);
    expect(response.status).toBe(422);
    await expectContract(response, 'GET', '/auth/google_login_active');
  });

  it('refuses a bad user principal name with 422', async () => {
    client = testClient();
    await client.signIn('assumed');
    const response = await client.get(microsoft('ms-sub-assumed-0006', '&openIdConnectUpn=%3Cb%3E'));
    expect(response.status).toBe(422);
    await expectContract(response, 'GET', '/auth/microsoft_login_active');
  });
});

describe('single sign-on popups /sso/{popup}', () => {
  function formFields(html: string): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const match of html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g))
      fields[match[1] as string] = match[2] as string;
    return fields;
  }

  it('SAML: confirms the expired session user, rotates the session on POST and tells the opener with the nonce', async () => {
    const clock = { t: START };
    client = testClient({ now: () => clock.t });
    await client.signIn('support');
    const oldCookie = client.cookie;
    const oldToken = client.csrfToken;
    clock.t += 45 * MINUTE;

    const page = await client.get('/sso/saml_login?nonce=attempt-1234');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = (await expectContract(page, 'GET', '/sso/{popup}')) as string;
    expect(html).toContain('action="/sso/saml_login"');
    const fields = formFields(html);
    expect(fields).toEqual({ csrf: oldToken, nonce: 'attempt-1234' });

    const done = await client.request('POST', '/sso/saml_login', {
      body: new URLSearchParams(fields).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      csrf: false,
    });
    expect(done.status).toBe(200);
    const doneHtml = (await expectContract(done, 'POST', '/sso/{popup}')) as string;
    expect(doneHtml).toContain('data-status="ok"');
    expect(doneHtml).toContain('data-nonce="attempt-1234"');
    expect(doneHtml).toContain('<script src="/sso/complete.js" defer></script>');
    expect(doneHtml).not.toMatch(/<script>(?!<)/);
    expect(client.cookie).not.toBe(oldCookie);
    const check = (await (await client.get('/auth/check_session')).json()) as { CSRFToken: string };
    expect(check.CSRFToken).not.toBe(oldToken);
  });

  it('qbop: works for the QuickBooks user; the completion script posts to the opener origin and the broadcast channel', async () => {
    client = testClient();
    await client.signIn('preview');
    const page = await client.get('/sso/qbop_login');
    const fields = formFields((await expectContract(page, 'GET', '/sso/{popup}')) as string);
    const done = await client.request('POST', '/sso/qbop_login', {
      body: new URLSearchParams(fields).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      csrf: false,
    });
    expect(done.status).toBe(200);
    const script = (await expectContract(await client.get('/sso/complete.js'), 'GET', '/sso/complete.js')) as string;
    expect(script).toContain('new BroadcastChannel("hr-shell-session")');
    expect(script).toContain('postMessage(message, location.origin)');
    expect(script).not.toContain("'*'");
  });

  it('refuses a forged form token (403), a wrong login type (409) and no session (401) without rotating', async () => {
    client = testClient();
    const none = await client.get('/sso/saml_login');
    expect(none.status).toBe(401);
    await expectContract(none, 'GET', '/sso/{popup}');

    await client.signIn('owner'); // a password user
    const wrongType = await client.get('/sso/saml_login');
    expect(wrongType.status).toBe(409);
    await expectContract(wrongType, 'GET', '/sso/{popup}');

    await client.signIn('support');
    const cookie = client.cookie;
    const forged = await client.request('POST', '/sso/saml_login', {
      body: 'csrf=forged-token',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      csrf: false,
    });
    expect(forged.status).toBe(403);
    expect(await expectContract(forged, 'POST', '/sso/{popup}')).toContain('data-status="forbidden"');
    expect(forged.headers.get('set-cookie')).toBeNull();
    expect(client.cookie).toBe(cookie);
  });

  it('escapes user data and refuses hostile nonces and unknown popups', async () => {
    client = testClient();
    await client.signIn('support');
    const hostile = await client.get(`/sso/saml_login?nonce=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(hostile.status).toBe(422);
    expect(await expectContract(hostile, 'GET', '/sso/{popup}')).not.toContain('<script>alert');
    const unknown = await client.get('/sso/evil_login');
    expect(unknown.status).toBe(422);
    await expectContract(unknown, 'GET', '/sso/{popup}');
    const json = await client.postJson('/sso/saml_login', { csrf: client.csrfToken });
    expect(json.status).toBe(400);
    await expectContract(json, 'POST', '/sso/{popup}');
  });
});
