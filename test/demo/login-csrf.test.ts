/**
 * Unsafe requests a browser sends from another site are refused with or without a session
 * (demo/server/core/origin.ts): a cross-site page cannot sign a visitor in to the attacker's
 * account, sign them out, redeem a QR code or drive the demo controls.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CROSS_SITE, isCrossSite } from '../../demo/server/core/origin';
import { testClient, type TestClient } from './support/client';

let client: TestClient;
afterEach(() => client?.close());

const FORM = 'application/x-www-form-urlencoded';
const login = new URLSearchParams({ username: 'owner', password: 'hr-demo-owner' }).toString();

/** Unsafe routes that answer without a session, with a body each would accept. */
const ROUTES: ReadonlyArray<[string, string, string]> = [
  ['/auth/password_login', FORM, login],
  ['/auth/logout', FORM, ''],
  ['/auth/passkeys/authentication-options', 'application/json', '{}'],
  ['/auth/passkeys/login', 'application/json', '{}'],
  ['/auth/mobile_qr/redeem', FORM, 'refresh_token=x'],
  ['/sso/google_login', FORM, 'csrf=x'],
  ['/demo/sign-in', 'application/json', '{"username":"owner"}'],
  ['/demo/sign-out', 'application/json', ''],
  ['/demo/expire-session', 'application/json', ''],
];

const CROSS_SITE_HEADERS: ReadonlyArray<[string, Record<string, string>]> = [
  ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
  ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
  ['Sec-Fetch-Site: none', { 'Sec-Fetch-Site': 'none' }],
  ['Origin of another site', { Origin: 'https://evil.example' }],
  ['Origin: null (sandboxed frame, data: URL)', { Origin: 'null' }],
  ['an Origin that only looks alike', { Origin: 'http://localhost.evil.example' }],
];

describe('cross-site unsafe requests without a session', () => {
  describe.each(ROUTES)('%s', (path, type, body) => {
    it.each(CROSS_SITE_HEADERS)('refuses %s with 403 JSON and sets no session', async (_, headers) => {
      client = testClient();
      const response = await client.request('POST', path, { body, headers: { 'Content-Type': type, ...headers } });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: CROSS_SITE });
      expect(response.headers.get('set-cookie')).toBeNull();
    });
  });

  it('refuses a cross-site auto-submitted login with the right password: the visitor is not signed in', async () => {
    client = testClient();
    const response = await client.request('POST', '/auth/password_login', {
      body: login,
      headers: { 'Content-Type': FORM, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect(client.cookie).toBeNull();
    expect((await client.get('/auth/check_session')).status).toBe(401);
  });

  it('refuses a cross-site logout of a signed-in user and keeps their session', async () => {
    client = testClient();
    await client.signIn('employee');
    const response = await client.request('POST', '/auth/logout', {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
      csrf: false,
    });
    expect(response.status).toBe(403);
    expect((await client.get('/auth/check_session')).status).toBe(200);
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost' }],
    ['only the own Origin', { Origin: 'http://localhost' }],
    ['no Origin and no Sec-Fetch-Site (not a browser)', {}],
  ])('accepts a login with %s', async (_, headers) => {
    client = testClient();
    const response = await client.request('POST', '/auth/password_login', {
      body: login,
      headers: { 'Content-Type': FORM, ...headers },
    });
    expect(response.status).toBe(200);
    expect(client.cookie).toMatch(/^hr_demo_sid=/);
  });

  it('applies to signed-in unsafe requests too, even with the right CSRF token', async () => {
    client = testClient();
    await client.signIn('owner');
    const response = await client.request('POST', '/ajax/inline_edit/save.php', {
      body: 'ajax=1&id=42&value=Cross',
      headers: { 'Content-Type': FORM, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: CROSS_SITE });
  });

  it('lets safe methods through from anywhere (links, images)', async () => {
    client = testClient();
    expect((await client.get('/home/', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(200);
  });
});

describe('demo JSON routes', () => {
  it('refuse a text/plain body (what a cross-site form can send) even from a non-browser client', async () => {
    client = testClient();
    const response = await client.request('POST', '/demo/sign-in', {
      body: '{"username":"owner"}',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('/demo/inline-edit/requests.json needs a session and lists only the caller’s own requests', async () => {
    client = testClient();
    expect((await client.get('/demo/inline-edit/requests.json')).status).toBe(401);
    await client.signIn('owner');
    await client.postForm('/ajax/inline_edit/save.php', { ajax: '1', id: '46', value: 'Owner office' });
    await client.signIn('employee');
    await client.postForm('/ajax/inline_edit/save.php', { ajax: '1', id: '46', value: 'Employee try' });
    const listed = (await (await client.get('/demo/inline-edit/requests.json')).json()) as {
      requests: Array<{ fields: Record<string, string> }>;
    };
    expect(listed.requests.map((logged) => logged.fields.value)).toEqual(['Employee try']);
    expect(listed.requests[0]).not.toHaveProperty('userId');
  });
});

describe('isCrossSite', () => {
  const headers = (init: Record<string, string>) => new Headers(init);
  it('trusts Sec-Fetch-Site over Origin, and compares Origin by host', () => {
    expect(isCrossSite(headers({ 'Sec-Fetch-Site': 'same-origin', Origin: 'https://evil.example' }), 'a:1')).toBe(
      false,
    );
    expect(isCrossSite(headers({ Origin: 'http://a:1' }), 'a:1')).toBe(false);
    expect(isCrossSite(headers({ Origin: 'http://a:2' }), 'a:1')).toBe(true);
    expect(isCrossSite(headers({ Origin: 'not a url' }), 'a:1')).toBe(true);
    expect(isCrossSite(headers({}), 'a:1')).toBe(false);
  });
});
