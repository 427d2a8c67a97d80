/**
 * The session calls (docs/api/auth.yaml): check, status, login type, password login (lock screen and
 * login page), logout, the multi-factor check after a login, and the session company.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, SessionUser } from '../../core/env';
import { jsonError, parseForm, parseJsonBody, parseQuery } from '../../core/http';
import type { ServerContext } from '../../core/module';
import {
  clearSessionCookie,
  requireCsrfIfSession,
  requireSession,
  setSessionCookie,
  type SessionStore,
} from '../../core/sessions';
import { hashPassword, verifyPassword } from '../people/passwords';
import { page } from './html';
import { ADDRESS_WINDOW_MS, loginLimiter, MAX_ADDRESS_ATTEMPTS } from './rate-limit';

/** Any other unlock failure: the server sends the same text the element would show. */
export const WRONG_PASSWORD = "Sorry, that password doesn't look right. Try it again?";
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const NO_SESSION = 'There is no session. Please log in.';

export const LOGIN_TYPES = ['password', 'google', 'okta', 'one_login', 'saml', 'microsoft', 'qbop'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const LOGIN_TYPE_LABELS: Readonly<Record<LoginType, string>> = {
  password: 'a password',
  google: 'Google',
  okta: 'Okta',
  one_login: 'OneLogin',
  saml: 'SAML single sign-on',
  microsoft: 'Microsoft',
  qbop: 'QuickBooks',
};

export const MFA_STATUSES = ['none', 'setup', 'beforeRequired', 'login'] as const;

/** `isOnboarding` as PHP pages send flags. */
export const flagField = z.enum(['0', '1', 'true', 'false'], { message: "must be '0', '1', 'true' or 'false'" });

const checkQuery = z.object({ isOnboarding: flagField.optional() });

const loginForm = z.object({
  password: z.string().min(1, 'Enter your password.').max(1024, 'is too long'),
  username: z
    .string()
    .max(64, 'is too long')
    .regex(/^[\w.@+-]*$/, 'has characters a username cannot have')
    .optional(),
  isOnboarding: flagField.optional(),
});

const logoutQuery = z.object({ logout: z.literal('1').optional() });

/** How long to wait, for a 429 text: seconds under a minute, else whole minutes. */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429 texts: too many failures for one username from one address, or attempts from one address. */
export const tooManyFailures = (seconds: number) => `Too many failed attempts. Try again in ${waitText(seconds)}.`;
export const tooManyFromAddress = (seconds: number) =>
  `Too many sign-in attempts from your network. Try again in ${waitText(seconds)}.`;

/** The client address for rate limiting; app.request() in tests has no socket. */
function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

export function sessionRoutes(app: Hono<AppEnv>, { db, options, services }: ServerContext): void {
  const sessions = services.get('sessions') as SessionStore;
  const limiter = loginLimiter(db, options.now);
  const addressLimiter = loginLimiter(db, options.now, { max: MAX_ADDRESS_ATTEMPTS, windowMs: ADDRESS_WINDOW_MS });
  const userById = db.prepare<[number], { id: number; username: string; password_hash: string; login_type: string }>(
    'SELECT id, username, password_hash, login_type FROM users WHERE id = ?',
  );
  const userByName = db.prepare<[string], { id: number; username: string; password_hash: string; login_type: string }>(
    'SELECT id, username, password_hash, login_type FROM users WHERE username = ? COLLATE NOCASE',
  );
  const company = db.prepare<[number], { id: number; name: string; passkeys_enabled: number }>(
    'SELECT id, name, passkeys_enabled FROM company WHERE id = ?',
  );
  const mfa = db.prepare<[number], { status: string; result: string | null }>(
    'SELECT status, result FROM auth_mfa WHERE user_id = ?',
  );
  const setMfa = db.prepare(
    'INSERT INTO auth_mfa (user_id, status, result) VALUES (?, ?, ?) ON CONFLICT(user_id) DO UPDATE SET status = excluded.status, result = excluded.result',
  );
  // Compared against when the username is unknown, so both failures take as long.
  const dummyHash = hashPassword('not-a-demo-password');

  // authCheckSession: CSRFToken and SessionMinutesLeft of a live session; 401 after expiry. Passive: the
  // core does not renew a session for this path.
  app.get('/auth/check_session', (c) => {
    const query = parseQuery(c, checkQuery);
    if (!query.ok) return query.response;
    const session = c.get('session');
    if (!session) return jsonError(c, 401, NO_SESSION);
    if (!c.get('user')) return jsonError(c, 401, SESSION_EXPIRED);
    return c.json({ CSRFToken: session.csrfToken, SessionMinutesLeft: sessions.minutesLeft(session) });
  });

  // authSessionStatus: CSRFToken, expires, active. Answers for an expired session too (active: false), so
  // a lock screen can read the token it must send with the re-login.
  app.get('/greenhouse/api/auth/session_status', (c) => {
    const session = c.get('session');
    if (!session) return jsonError(c, 401, NO_SESSION);
    return c.json({
      CSRFToken: session.csrfToken,
      expires: new Date(session.expiresAt).toISOString(),
      active: !session.expired && c.get('user') !== null,
    });
  });

  // authGetLoginType: the login type of the session's user, expired or not.
  app.get('/auth/get_login_type', (c) => {
    const session = c.get('session');
    const row = session ? userById.get(session.userId) : undefined;
    if (!session || !row) return jsonError(c, 401, NO_SESSION);
    return c.json({ type: row.login_type });
  });

  // authPasswordLogin: form password (+ username on a login page; the lock screen's session names the user)
  // and isOnboarding. Success rotates the session id and CSRF token.
  app.post('/auth/password_login', requireCsrfIfSession, async (c) => {
    const parsed = await parseForm(c, loginForm);
    if (!parsed.ok) return parsed.response;
    const session = c.get('session');
    const named = parsed.data.username ? userByName.get(parsed.data.username) : undefined;
    const sessionUser = session ? userById.get(session.userId) : undefined;
    const username = (parsed.data.username || sessionUser?.username || '').toLowerCase();
    if (!username) return jsonError(c, 422, 'username: Enter your username.');

    // Both limits are checked before any hashing: per address (every attempt, any username), so
    // one client cannot keep the hashing busy, and per username|address (failures), so guessing
    // one user's password from one place does not lock that user out everywhere else.
    const address = clientAddress(c);
    const addressKey = `address|${address}`;
    const key = `${username}|${address}`;
    const addressWait = addressLimiter.retryAfter(addressKey);
    const userWait = limiter.retryAfter(key);
    if (addressWait > 0 || userWait > 0) {
      const wait = Math.max(addressWait, userWait);
      c.header('Retry-After', String(wait));
      return jsonError(c, 429, userWait >= addressWait ? tooManyFailures(wait) : tooManyFromAddress(wait));
    }
    addressLimiter.fail(addressKey);

    const user = parsed.data.username ? named : sessionUser;
    const valid = (await verifyPassword(parsed.data.password, user?.password_hash ?? dummyHash)) && user !== undefined;
    if (!user || !valid) {
      limiter.fail(key);
      return c.json({ success: false, error: WRONG_PASSWORD }, 401);
    }
    limiter.clear(key);
    // Only after the password proved who asks: say which sign-in this account uses instead.
    if (user.login_type !== 'password') {
      const type = user.login_type as LoginType;
      return c.json(
        { error: `This account signs in with ${LOGIN_TYPE_LABELS[type] ?? type}, not a password.`, loginType: type },
        409,
      );
    }
    const next = sessions.rotate(session, user.id);
    setSessionCookie(c, next);
    return c.json({
      result: 'OK',
      success: true,
      CSRFToken: next.csrfToken,
      expiresIn: options.sessionMinutes * 60,
      userId: user.id,
    });
  });

  // The log out link. A GET that changes state is legacy; POST /auth/logout is the safe form.
  app.get('/login.php', (c) => {
    const query = parseQuery(c, logoutQuery);
    if (!query.ok) return query.response;
    if (query.data.logout === '1') {
      const session = c.get('session');
      if (session) sessions.destroy(session.id);
      clearSessionCookie(c);
      return c.redirect('/', 302);
    }
    return c.html(
      page('Signed out', '<h1>You are signed out</h1>\n<p><a href="/">Back to the demo page</a> to sign in again.</p>'),
      200,
      { 'Cache-Control': 'no-store' },
    );
  });

  app.post('/auth/logout', requireCsrfIfSession, (c) => {
    const session = c.get('session');
    if (session) sessions.destroy(session.id);
    clearSessionCookie(c);
    return c.json({ result: 'OK' });
  });

  // authMfaStatus: the multi-factor check after a password or Google login.
  app.get('/auth/mfa_status', requireSession, (c) => {
    const user = c.get('user') as SessionUser;
    const row = mfa.get(user.id);
    if (!row || row.status === 'none') return c.json({ status: 'none' });
    return c.json(row.result ? { status: row.status, result: row.result } : { status: row.status });
  });

  // authSessionCompany: the session company lookup.
  app.get('/auth/session_company', requireSession, (c) => {
    const user = c.get('user') as SessionUser;
    const row = company.get(user.companyId);
    if (!row) return jsonError(c, 404, 'No company for this session.');
    return c.json({ id: row.id, name: row.name, passkeysEnabled: row.passkeys_enabled === 1 });
  });

  if (options.demoAdmin) {
    // Demo control: what the multi-factor check reports for the signed-in user.
    const mfaBody = z
      .object({ status: z.enum(MFA_STATUSES), result: z.enum(['valid', 'invalid']).optional() })
      .refine((body) => body.status === 'login' || body.result === undefined, {
        message: 'result is only for status login',
      });
    app.post('/demo/auth/mfa', requireSession, async (c) => {
      const parsed = await parseJsonBody(c, mfaBody);
      if (!parsed.ok) return parsed.response;
      const user = c.get('user') as SessionUser;
      setMfa.run(user.id, parsed.data.status, parsed.data.result ?? null);
      return c.json(parsed.data);
    });
  }
}
