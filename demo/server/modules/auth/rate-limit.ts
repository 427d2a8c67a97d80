import type Database from 'better-sqlite3';

/** Failed logins allowed per username and client address within the window. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 5 * 60_000;

export interface LoginLimiter {
  /** Seconds until another attempt is allowed, or 0 when attempts are open. */
  retryAfter(key: string): number;
  fail(key: string): void;
  clear(key: string): void;
}

/** Counts failed logins in SQLite, by `username|address`, on the server's clock. */
export function loginLimiter(db: Database.Database, now: () => number): LoginLimiter {
  const insert = db.prepare('INSERT INTO auth_login_failures (key, at) VALUES (?, ?)');
  const recent = db.prepare<[string, number], { count: number; oldest: number | null }>(
    'SELECT COUNT(*) AS count, MIN(at) AS oldest FROM auth_login_failures WHERE key = ? AND at > ?',
  );
  const purge = db.prepare('DELETE FROM auth_login_failures WHERE at <= ?');
  const clear = db.prepare('DELETE FROM auth_login_failures WHERE key = ?');
  return {
    retryAfter(key) {
      const at = now();
      const row = recent.get(key, at - FAILURE_WINDOW_MS);
      if (!row || row.count < MAX_FAILURES || row.oldest === null) return 0;
      return Math.max(1, Math.ceil((row.oldest + FAILURE_WINDOW_MS - at) / 1000));
    },
    fail(key) {
      const at = now();
      purge.run(at - FAILURE_WINDOW_MS);
      insert.run(key, at);
    },
    clear(key) {
      clear.run(key);
    },
  };
}
