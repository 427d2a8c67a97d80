/**
 * Mobile App QR Code Login (authMobileQrToken, authMobileQrRedeem): the account menu asks for a token pair, shows the
 * first token as a QR code and opens the Expired sheet when `expiration` passes. Tokens are
 * random, single-use, stored only as SHA-256 hashes, and a new pair revokes the previous one.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, SessionUser } from '../../core/env';
import { jsonError, parseForm } from '../../core/http';
import type { ServerContext } from '../../core/module';
import { requireCsrfIfSession, requireSession } from '../../core/sessions';
import { readShellSettings } from '../shell/settings';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

const redeemForm = z.object({ refresh_token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is not a QR login token') });

export function mobileQrRoutes(app: Hono<AppEnv>, { db, options }: ServerContext): void {
  const revoke = db.prepare('DELETE FROM auth_mobile_tokens WHERE user_id = ? AND used_at IS NULL');
  const purge = db.prepare('DELETE FROM auth_mobile_tokens WHERE expires_at < ?');
  const insert = db.prepare(
    'INSERT INTO auth_mobile_tokens (token_hash, pair_id, user_id, expires_at) VALUES (?, ?, ?, ?)',
  );
  const find = db.prepare<[string], { pair_id: string; user_id: number; expires_at: number; used_at: number | null }>(
    'SELECT pair_id, user_id, expires_at, used_at FROM auth_mobile_tokens WHERE token_hash = ?',
  );
  const use = db.prepare('UPDATE auth_mobile_tokens SET used_at = ? WHERE pair_id = ? AND used_at IS NULL');
  const username = db.prepare<[number], { username: string }>('SELECT username FROM users WHERE id = ?');
  // Token lifetime: the user's `qrTokenSeconds` demo setting (default 120 s; POST /demo/shell/settings)
  // so the Expired sheet can be seen without waiting. The shell module owns the table; every
  // module's schema exists before any routes are set up.
  const demoSettings = db.prepare<[number], { settings: string }>(
    'SELECT settings FROM shell_demo_settings WHERE user_id = ?',
  );

  const issue = db.transaction((userId: number, now: number) => {
    purge.run(now - 86_400_000);
    revoke.run(userId);
    const pair = randomUUID();
    const expiresAt = now + readShellSettings(demoSettings.get(userId)?.settings).qrTokenSeconds * 1000;
    const tokens = [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')] as const;
    for (const token of tokens) insert.run(hash(token), pair, userId, expiresAt);
    return { tokens, expiresAt };
  });

  // Two entries with refresh_token; the first also has expiration (epoch seconds). The
  // first is what the QR code carries; the second is the same grant for older app versions.
  app.post('/auth/mobile_qr/token', requireSession, (c) => {
    const user = c.get('user') as SessionUser;
    if (!user.capabilities.mobileQrLogin)
      return jsonError(c, 403, 'Mobile app QR code login is not enabled for your account.');
    const { tokens, expiresAt } = issue(user.id, options.now());
    return c.json(
      [{ refresh_token: tokens[0], expiration: Math.floor(expiresAt / 1000) }, { refresh_token: tokens[1] }],
      200,
      {
        'Cache-Control': 'no-store',
      },
    );
  });

  // The mobile app's half (not an element call): one redemption per pair, before it expires.
  app.post('/auth/mobile_qr/redeem', requireCsrfIfSession, async (c) => {
    const parsed = await parseForm(c, redeemForm);
    if (!parsed.ok) return parsed.response;
    const now = options.now();
    const row = find.get(hash(parsed.data.refresh_token));
    if (!row || row.used_at !== null || row.expires_at <= now || use.run(now, row.pair_id).changes === 0) {
      return jsonError(c, 401, 'This QR code has expired or was already used. Generate a new one.');
    }
    return c.json({ result: 'OK', userId: row.user_id, username: username.get(row.user_id)?.username ?? null }, 200, {
      'Cache-Control': 'no-store',
    });
  });
}
