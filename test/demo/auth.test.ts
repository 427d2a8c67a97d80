import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from './support/client';
import { contractBackend, expectContract } from './support/contract';

// Bundling and compiling the whole contract takes seconds: once per file, outside the test timeouts.
beforeAll(() => contractBackend(), 120_000);

let client: TestClient;
afterEach(() => client.close());

const START = Date.UTC(2026, 10, 2, 9, 0, 0);
const MINUTE = 60_000;

/** A client on a clock the test moves. */
function clocked(sessionMinutes = 30) {
  const clock = { t: START };
  client = testClient({ now: () => clock.t, sessionMinutes });
  return clock;
}

type LoginResult = { result: string; success: boolean; CSRFToken: string; expiresIn: number; userId: number };

async function login(fields: Record<string, string>): Promise<Response> {
  return client.postForm('/auth/password_login', fields);
}

describe('GET /auth/check_session', () => {
  it('reports the CSRF token and whole minutes left without extending the session', async () => {
    const clock = clocked(30);
    await client.signIn('owner');
    clock.t += 10 * MINUTE + 30_000;
    const first = (await expectContract(
      await client.get('/auth/check_session'),
      'GET',
      '/auth/check_session',
    )) as Record<string, unknown>;
    expect(first).toEqual({ CSRFToken: client.csrfToken, SessionMinutesLeft: 19 });
    clock.t += 5 * MINUTE;
    const second = (await expectContract(
      await client.get('/auth/check_session?isOnboarding=1'),
      'GET',
      '/auth/check_session',
    )) as Record<string, unknown>;
    expect(second.SessionMinutesLeft).toBe(14);
  });

  it('answers 401 once the session has expired and without any session', async () => {
    const clock = clocked(30);
    const anonymous = await client.get('/auth/check_session');
    expect(anonymous.status).toBe(401);
    await expectContract(anonymous, 'GET', '/auth/check_session');
    await client.signIn('owner');
    clock.t += 30 * MINUTE;
    const expired = await client.get('/auth/check_session');
    expect(expired.status).toBe(401);
    expect(await expectContract(expired, 'GET', '/auth/check_session')).toEqual({ error: expect.any(String) });
  });

  it('keeps a session alive through other requests (idle timeout), but not through checks', async () => {
    const clock = clocked(30);
    await client.signIn('owner');
    clock.t += 20 * MINUTE;
    await client.get('/auth/session_company'); // any non-passive request renews
    clock.t += 20 * MINUTE;
    expect((await client.get('/auth/check_session')).status).toBe(200);
    clock.t += 31 * MINUTE;
    expect((await client.get('/auth/check_session')).status).toBe(401);
  });

  it('answers offer-letter users too', async () => {
    clocked();
    await client.signIn('offerletter');
    expect((await client.get('/auth/check_session')).status).toBe(200);
  });

  it.each(['yes', '<script>', '1'.repeat(500)])('refuses isOnboarding=%s with 422', async (value) => {
    clocked();
    await client.signIn('owner');
    const response = await client.get(`/auth/check_session?isOnboarding=${encodeURIComponent(value)}`);
    expect(response.status).toBe(422);
    await expectContract(response, 'GET', '/auth/check_session');
  });
});

describe('GET /greenhouse/api/auth/session_status', () => {
  it('reports expires and active for a live session, active false after expiry', async () => {
    const clock = clocked(30);
    await client.signIn('owner');
    const live = (await expectContract(
      await client.get('/greenhouse/api/auth/session_status'),
      'GET',
      '/greenhouse/api/auth/session_status',
    )) as Record<string, unknown>;
    expect(live).toEqual({
      CSRFToken: client.csrfToken,
      expires: new Date(START + 30 * MINUTE).toISOString(),
      active: true,
    });
    clock.t += 31 * MINUTE;
    const expired = (await expectContract(
      await client.get('/greenhouse/api/auth/session_status'),
      'GET',
      '/greenhouse/api/auth/session_status',
    )) as Record<string, unknown>;
    expect(expired).toMatchObject({ CSRFToken: client.csrfToken, active: false });
  });

  it('answers 401 without a session cookie or with a forged one', async () => {
    clocked();
    const none = await client.get('/greenhouse/api/auth/session_status');
    expect(none.status).toBe(401);
    await expectContract(none, 'GET', '/greenhouse/api/auth/session_status');
    const forged = await client.get('/greenhouse/api/auth/session_status', {
      cookie: `hr_demo_sid=${'x'.repeat(5000)}`,
    });
    expect(forged.status).toBe(401);
  });
});

describe('GET /auth/get_login_type', () => {
  it.each([
    ['owner', 'password'],
    ['admin', 'google'],
    ['manager', 'okta'],
    ['support', 'saml'],
    ['assumed', 'microsoft'],
    ['onboarding', 'one_login'],
    ['preview', 'qbop'],
  ])('tells the lock screen that %s signs in with %s, even after expiry', async (username, type) => {
    const clock = clocked(30);
    await client.signIn(username);
    clock.t += 45 * MINUTE;
    expect(await expectContract(await client.get('/auth/get_login_type'), 'GET', '/auth/get_login_type')).toEqual({
      type,
    });
  });

  it('answers 401 without a session', async () => {
    clocked();
    const response = await client.get('/auth/get_login_type');
    expect(response.status).toBe(401);
    await expectContract(response, 'GET', '/auth/get_login_type');
  });
});

describe('POST /auth/password_login', () => {
  it('unlocks an expired session: new session id, new CSRF token, old token rejected', async () => {
    const clock = clocked(30);
    await client.signIn('owner');
    const oldCookie = client.cookie;
    const oldToken = client.csrfToken as string;
    clock.t += 40 * MINUTE;
    expect((await client.get('/auth/check_session')).status).toBe(401);

    const response = await login({ password: 'hr-demo-owner', isOnboarding: '0' });
    expect(response.headers.get('set-cookie')).toMatch(/^hr_demo_sid=[^;]+;.*HttpOnly/i);
    const body = (await expectContract(response, 'POST', '/auth/password_login')) as LoginResult;
    expect(body).toEqual({ result: 'OK', success: true, CSRFToken: expect.any(String), expiresIn: 1800, userId: 1 });
    expect(body.CSRFToken).not.toBe(oldToken);
    expect(client.cookie).not.toBe(oldCookie);

    // The new session is live and reports the new token.
    const check = (await (await client.get('/auth/check_session')).json()) as {
      CSRFToken: string;
      SessionMinutesLeft: number;
    };
    expect(check).toEqual({ CSRFToken: body.CSRFToken, SessionMinutesLeft: 30 });
    // The old token does not work with the new session…
    const stale = await client.request('POST', '/auth/mobile_qr/token', {
      headers: { 'X-CSRF-Token': oldToken },
      csrf: false,
    });
    expect(stale.status).toBe(403);
    // …the new one does, and the old session cookie is gone.
    client.csrfToken = body.CSRFToken;
    expect((await client.postForm('/auth/mobile_qr/token', {})).status).toBe(200);
    const old = await client.get('/greenhouse/api/auth/session_status', { cookie: oldCookie as string });
    expect(old.status).toBe(200); // the header above is overridden by the client's own cookie
    const oldOnly = await client.demo.app.request('/greenhouse/api/auth/session_status', {
      headers: { cookie: oldCookie as string },
    });
    expect(oldOnly.status).toBe(401);
  });

  it('signs in from a login page with a username and no session', async () => {
    clocked();
    const response = await login({ username: 'employee', password: 'hr-demo-employee' });
    const body = (await expectContract(response, 'POST', '/auth/password_login')) as LoginResult;
    expect(body.userId).toBe(4);
    client.csrfToken = body.CSRFToken;
    expect((await client.get('/auth/get_login_type')).status).toBe(200);
  });

  it("answers 401 with SPEC §8's text for a wrong password or an unknown user, keeping the session locked", async () => {
    const clock = clocked();
    await client.signIn('owner');
    clock.t += 31 * MINUTE;
    const cookie = client.cookie;
    const wrong = await login({ password: 'hr-demo-wrong' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect(await expectContract(wrong, 'POST', '/auth/password_login')).toEqual({
      success: false,
      error: "Sorry, that password doesn't look right. Try it again?",
    });
    const unknown = await login({ username: 'nobody', password: 'x' });
    expect(unknown.status).toBe(401);
    expect(client.cookie).toBe(cookie);
    expect((await client.get('/auth/check_session')).status).toBe(401);
  });

  it('requires the (expired) session CSRF token when a session cookie is sent', async () => {
    const clock = clocked();
    await client.signIn('owner');
    clock.t += 31 * MINUTE;
    const missing = await client.postForm('/auth/password_login', { password: 'hr-demo-owner' }, { csrf: false });
    expect(missing.status).toBe(403);
    expect(await expectContract(missing, 'POST', '/auth/password_login')).toEqual({ error: 'Invalid CSRF token.' });
    const forged = await client.request('POST', '/auth/password_login', {
      body: 'password=hr-demo-owner',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-CSRF-Token': 'forged' },
      csrf: false,
    });
    expect(forged.status).toBe(403);
  });

  it('rate-limits 5 failures in 5 minutes per username with 429 and Retry-After, then lets the user in', async () => {
    const clock = clocked(30);
    for (let i = 0; i < 5; i++) {
      clock.t += 10_000;
      expect((await login({ username: 'owner', password: `wrong-${i}` })).status).toBe(401);
    }
    clock.t += 10_000;
    const limited = await login({ username: 'owner', password: 'hr-demo-owner' });
    expect(limited.status).toBe(429);
    // The first failure was 50 s ago: the window frees up in 250 s.
    expect(limited.headers.get('retry-after')).toBe('250');
    expect(await expectContract(limited, 'POST', '/auth/password_login')).toEqual({
      error: expect.stringMatching(/Too many failed attempts/),
    });
    // Another username from the same client is not affected.
    const other = await login({ username: 'employee', password: 'hr-demo-employee' });
    expect(other.status).toBe(200);
    client.csrfToken = ((await other.json()) as LoginResult).CSRFToken; // the session cookie now needs it

    clock.t += 251_000;
    const after = await login({ username: 'OWNER', password: 'hr-demo-owner' });
    expect(after.status).toBe(200);
    client.csrfToken = ((await after.json()) as LoginResult).CSRFToken;
    // A success clears the count.
    for (let i = 0; i < 4; i++) expect((await login({ username: 'owner', password: 'nope' })).status).toBe(401);
  });

  it('tells a user whose password is right that their account signs in another way (409)', async () => {
    clocked();
    const response = await login({ username: 'admin', password: 'hr-demo-admin' });
    expect(response.status).toBe(409);
    expect(await expectContract(response, 'POST', '/auth/password_login')).toEqual({
      error: expect.stringContaining('Google'),
      loginType: 'google',
    });
    // …but a wrong password does not reveal it.
    const wrong = await login({ username: 'admin', password: 'nope' });
    expect(wrong.status).toBe(401);
  });

  it.each([
    [{}, 422],
    [{ password: '' }, 422],
    [{ password: 'x'.repeat(1025), username: 'owner' }, 422],
    [{ password: 'x', username: '<script>alert(1)</script>' }, 422],
    [{ password: 'x', username: 'owner', isOnboarding: 'maybe' }, 422],
    [{ password: 'x' }, 422], // no username and no session: nobody to log in
    [{ password: 'x', username: "owner' OR '1'='1" }, 422],
  ])('refuses %j with %i and a JSON error, setting no cookie', async (fields, status) => {
    clocked();
    const response = await login(fields as Record<string, string>);
    expect(response.status).toBe(status);
    expect(response.headers.get('set-cookie')).toBeNull();
    await expectContract(response, 'POST', '/auth/password_login');
  });

  it('refuses a JSON body (400) and prototype-pollution fields without side effects', async () => {
    clocked();
    const json = await client.postJson('/auth/password_login', { password: 'hr-demo-owner', username: 'owner' });
    expect(json.status).toBe(400);
    await expectContract(json, 'POST', '/auth/password_login');
    const polluted = await login({
      __proto__: 'x',
      constructor: 'y',
      password: 'hr-demo-owner',
      username: 'owner',
    } as unknown as Record<string, string>);
    expect(polluted.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('log out', () => {
  it('GET /login.php?logout=1 destroys the session, clears the cookie and redirects to /', async () => {
    clocked();
    await client.signIn('owner');
    const cookie = client.cookie as string;
    const response = await client.get('/login.php?logout=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('set-cookie')).toMatch(/hr_demo_sid=;.*Max-Age=0/i);
    await expectContract(response, 'GET', '/login.php');
    const again = await client.demo.app.request('/greenhouse/api/auth/session_status', { headers: { cookie } });
    expect(again.status).toBe(401);
  });

  it('GET /login.php shows the signed-out page and refuses odd logout values', async () => {
    clocked();
    const page = await client.get('/login.php');
    expect(page.status).toBe(200);
    expect(await expectContract(page, 'GET', '/login.php')).toContain('signed out');
    const odd = await client.get('/login.php?logout=%3Cscript%3E');
    expect(odd.status).toBe(422);
    await expectContract(odd, 'GET', '/login.php');
  });

  it('POST /auth/logout needs the CSRF token of the session it ends', async () => {
    clocked();
    await client.signIn('owner');
    const forged = await client.request('POST', '/auth/logout', { csrf: false });
    expect(forged.status).toBe(403);
    await expectContract(forged, 'POST', '/auth/logout');
    const response = await client.request('POST', '/auth/logout');
    expect(await expectContract(response, 'POST', '/auth/logout')).toEqual({ result: 'OK' });
    expect((await client.get('/auth/check_session')).status).toBe(401);
  });
});

describe('GET /auth/mfa_status', () => {
  it('reports none by default and what the demo control set', async () => {
    clocked();
    await client.signIn('owner');
    expect(await expectContract(await client.get('/auth/mfa_status'), 'GET', '/auth/mfa_status')).toEqual({
      status: 'none',
    });
    expect((await client.postJson('/demo/auth/mfa', { status: 'login', result: 'invalid' })).status).toBe(200);
    expect(await expectContract(await client.get('/auth/mfa_status'), 'GET', '/auth/mfa_status')).toEqual({
      status: 'login',
      result: 'invalid',
    });
    expect((await client.postJson('/demo/auth/mfa', { status: 'setup' })).status).toBe(200);
    expect(await expectContract(await client.get('/auth/mfa_status'), 'GET', '/auth/mfa_status')).toEqual({
      status: 'setup',
    });
  });

  it('answers 401 without a live session; the demo control refuses bad states', async () => {
    clocked();
    const response = await client.get('/auth/mfa_status');
    expect(response.status).toBe(401);
    await expectContract(response, 'GET', '/auth/mfa_status');
    await client.signIn('owner');
    expect((await client.postJson('/demo/auth/mfa', { status: 'none', result: 'valid' })).status).toBe(422);
    expect((await client.postJson('/demo/auth/mfa', { status: '__proto__' })).status).toBe(422);
    expect((await client.postJson('/demo/auth/mfa', { status: 'setup' }, { csrf: false })).status).toBe(403);
  });
});

describe('GET /auth/session_company', () => {
  it('answers the company with passkeysEnabled for a live session and 401 otherwise', async () => {
    const clock = clocked();
    await client.signIn('employee');
    expect(await expectContract(await client.get('/auth/session_company'), 'GET', '/auth/session_company')).toEqual({
      id: 1,
      name: 'Acme Robotics',
      passkeysEnabled: true,
    });
    clock.t += 31 * MINUTE;
    const expired = await client.get('/auth/session_company');
    expect(expired.status).toBe(401);
    await expectContract(expired, 'GET', '/auth/session_company');
  });
});
