import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { lowerBodyCap } from './body';
import type { AppEnv, SessionRecord, SessionUser } from './env';
import { jsonError } from './http';
import type { DemoModule } from './module';
import type { ServerOptions } from './options';

export const SESSION_COOKIE = 'hr_demo_sid';

/** Session checks and realtime auth must not keep a session alive. */
const PASSIVE_PATHS = new Set(['/auth/check_session', '/greenhouse/api/auth/session_status', '/pusher/auth']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const sessionsModule: DemoModule = {
  name: 'sessions',
  schema: `
    CREATE TABLE IF NOT EXISTS sessions (
      id TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL,
      csrf_token TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS sessions_user ON sessions(user_id);
  `,
};

const token = () => randomBytes(24).toString('base64url');

interface SessionRow {
  id: string;
  user_id: number;
  csrf_token: string;
  expires_at: number;
}

export interface SessionStore {
  create(userId: number): SessionRecord;
  find(id: string | undefined): SessionRecord | null;
  touch(session: SessionRecord): void;
  /** New id and CSRF token for the same or another user (login, privilege change). */
  rotate(old: SessionRecord | null, userId: number): SessionRecord;
  destroy(id: string): void;
  expireNow(id: string): void;
  minutesLeft(session: SessionRecord): number;
}

export function createSessionStore(db: Database.Database, options: ServerOptions): SessionStore {
  const lifetime = () => options.sessionMinutes * 60_000;
  const insert = db.prepare(
    'INSERT INTO sessions (id, user_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const select = db.prepare<[string], SessionRow>(
    'SELECT id, user_id, csrf_token, expires_at FROM sessions WHERE id = ?',
  );
  const extend = db.prepare('UPDATE sessions SET expires_at = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?');
  // Expired sessions stay a day so a lock screen can still prove it holds the old CSRF token.
  const purge = db.prepare('DELETE FROM sessions WHERE expires_at < ?');

  const toRecord = (row: SessionRow): SessionRecord => ({
    id: row.id,
    userId: row.user_id,
    csrfToken: row.csrf_token,
    expiresAt: row.expires_at,
    expired: row.expires_at <= options.now(),
  });

  const store: SessionStore = {
    create(userId) {
      const now = options.now();
      purge.run(now - 86_400_000);
      const record = { id: token(), userId, csrfToken: token(), expiresAt: now + lifetime(), expired: false };
      insert.run(record.id, userId, record.csrfToken, now, record.expiresAt);
      return record;
    },
    find(id) {
      if (!id || id.length > 100) return null;
      const row = select.get(id);
      return row ? toRecord(row) : null;
    },
    touch(session) {
      if (session.expired) return;
      session.expiresAt = options.now() + lifetime();
      extend.run(session.expiresAt, session.id);
    },
    rotate(old, userId) {
      if (old) remove.run(old.id);
      return store.create(userId);
    },
    destroy(id) {
      remove.run(id);
    },
    expireNow(id) {
      extend.run(options.now() - 1, id);
    },
    minutesLeft(session) {
      return Math.max(0, Math.floor((session.expiresAt - options.now()) / 60_000));
    },
  };
  return store;
}

export function setSessionCookie(c: Context, session: SessionRecord): void {
  // HttpOnly and SameSite=Lax; not Secure because the demo runs on plain http://127.0.0.1.
  setCookie(c, SESSION_COOKIE, session.id, { httpOnly: true, sameSite: 'Lax', path: '/' });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

/** Resolves the cookie to a session and, for a live one, its user; keeps active sessions alive. */
export function sessionMiddleware(
  store: SessionStore,
  loadUser: (id: number) => SessionUser | null,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = store.find(getCookie(c, SESSION_COOKIE));
    const user = session && !session.expired ? loadUser(session.userId) : null;
    if (session && user && !PASSIVE_PATHS.has(c.req.path)) store.touch(session);
    c.set('session', session);
    c.set('user', user);
    await next();
  };
}

/**
 * Guards an application route: 401 when there is no live session (the lock screen's cue), then
 * 403 when an unsafe method lacks the session's X-CSRF-Token.
 */
export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = c.get('session');
  if (!c.get('user') || !session) return jsonError(c, 401, 'Your session has expired. Please log in again.');
  if (!SAFE_METHODS.has(c.req.method)) {
    const token = c.req.header('X-CSRF-Token') ?? (FORM_TOKEN_PATHS.has(c.req.path) ? await formToken(c) : undefined);
    if (token !== session.csrfToken) return jsonError(c, 403, 'Invalid CSRF token.');
  }
  await next();
};

/**
 * Routes a PHP page's native `<form>` posts to: a browser form cannot send headers, so the page
 * prints the token in a hidden `CSRFToken` field instead. Only these routes read it (reading the
 * body here caches it as FormData, which the route then reads too).
 */
export const FORM_TOKEN_PATHS: ReadonlySet<string> = new Set(['/forms/submit.php']);

async function formToken(c: Context<AppEnv>): Promise<string | undefined> {
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(c.req.header('Content-Type') ?? ''))
    return undefined;
  lowerBodyCap(c, MAX_FORM_BYTES);
  try {
    const value = (await c.req.formData()).get('CSRFToken');
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The largest native form post (URL-encoded or multipart) read for its token. */
export const MAX_FORM_BYTES = 256 * 1024;

/** For routes that work signed out (login): an unsafe request must still carry the cookie's token when a session cookie exists. */
export const requireCsrfIfSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = c.get('session');
  if (!SAFE_METHODS.has(c.req.method) && session && c.req.header('X-CSRF-Token') !== session.csrfToken) {
    return jsonError(c, 403, 'Invalid CSRF token.');
  }
  await next();
};
