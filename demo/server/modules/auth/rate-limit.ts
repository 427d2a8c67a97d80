import type Database from 'better-sqlite3';

/** Failed logins allowed per username and client address within the window. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 5 * 60_000;

/**
 * Login attempts (any outcome, any username) allowed per client address within the window:
 * generous enough for an office behind one proxy, small enough that one client cannot keep the
 * password hashing busy for everyone else.
 */
export const MAX_ADDRESS_ATTEMPTS = 30;
export const ADDRESS_WINDOW_MS = 60_000;

export interface LoginLimiter {
  /** Seconds until another attempt is allowed, or 0 when attempts are open. */
  retryAfter(key: string): number;
  /** Counts one attempt (or failure) against the key. */
  fail(key: string): void;
  clear(key: string): void;
}

/**
 * Counts events in SQLite by key (`username|address` for failures, `address|<address>` for
 * attempts), on the server's clock: at most `max` within `windowMs`.
 */
export function loginLimiter(
  db: Database.Database,
  now: () => number,
  { max, windowMs }: { max: number; windowMs: number } = { max: MAX_FAILURES, windowMs: FAILURE_WINDOW_MS },
): LoginLimiter {
  const insert = db.prepare('INSERT INTO auth_login_failures (key, at) VALUES (?, ?)');
  const recent = db.prepare<[string, number], { count: number; oldest: number | null }>(
    'SELECT COUNT(*) AS count, MIN(at) AS oldest FROM auth_login_failures WHERE key = ? AND at > ?',
  );
  // Rows of other keys may have a longer window: purge only this key's.
  const purge = db.prepare('DELETE FROM auth_login_failures WHERE key = ? AND at <= ?');
  const clear = db.prepare('DELETE FROM auth_login_failures WHERE key = ?');
  return {
    retryAfter(key) {
      const at = now();
      const row = recent.get(key, at - windowMs);
      if (!row || row.count < max || row.oldest === null) return 0;
      return Math.max(1, Math.ceil((row.oldest + windowMs - at) / 1000));
    },
    fail(key) {
      const at = now();
      purge.run(key, at - windowMs);
      insert.run(key, at);
    },
    clear(key) {
      clear.run(key);
    },
  };
}
