/**
 * Authentication (contract: docs/api/auth.yaml): session check and status, login type, password
 * login with rotation and rate limiting, log out, the multi-factor check, the session company,
 * single sign-on checks and popups, mobile QR login tokens and passkeys.
 *
 * Routes live under the public prefixes (/auth/, /greenhouse/api/auth/, /sso/, /login.php), so
 * each applies the session and CSRF rules itself (requireSession / requireCsrfIfSession).
 */
import type { DemoModule } from '../../core/module';
import { DEMO_USERS } from '../people/users';
import { mobileQrRoutes } from './mobile-qr';
import { passkeyRoutes } from './passkeys';
import { sessionRoutes } from './session';
import { ssoRoutes } from './sso';

export { WRONG_PASSWORD } from './session';
export { CALLBACK_NAME, SESSION_BROADCAST_CHANNEL } from './sso';

export const GOOGLE_ISSUER = 'https://accounts.google.com';
export const MICROSOFT_ISSUER = 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0';

/**
 * Single sign-on identities the JSONP checks know (docs/demo-server.md lists them): the Google and Microsoft
 * demo users are ACTIVE; the two "former" identities belong to people who left (INACTIVE).
 */
export const SSO_IDENTITIES: ReadonlyArray<{
  provider: 'google' | 'microsoft';
  iss: string;
  sub: string;
  upn: string | null;
  username: string | null;
  active: boolean;
}> = [
  { provider: 'google', iss: GOOGLE_ISSUER, sub: '104000000000000000002', upn: null, username: 'admin', active: true },
  { provider: 'google', iss: GOOGLE_ISSUER, sub: '104000000000000000099', upn: null, username: null, active: false },
  {
    provider: 'microsoft',
    iss: MICROSOFT_ISSUER,
    sub: 'ms-sub-assumed-0006',
    upn: 'assumed@acme.example',
    username: 'assumed',
    active: true,
  },
  {
    provider: 'microsoft',
    iss: MICROSOFT_ISSUER,
    sub: 'ms-sub-former-0099',
    upn: 'former@acme.example',
    username: null,
    active: false,
  },
];

export const authModule: DemoModule = {
  name: 'auth',
  schema: `
    CREATE TABLE IF NOT EXISTS auth_login_failures (id INTEGER PRIMARY KEY, key TEXT NOT NULL, at INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS auth_login_failures_key ON auth_login_failures(key, at);
    CREATE TABLE IF NOT EXISTS auth_sso_identities (
      provider TEXT NOT NULL CHECK (provider IN ('google', 'microsoft')),
      iss TEXT NOT NULL,
      sub TEXT NOT NULL,
      upn TEXT,
      user_id INTEGER REFERENCES users(id),
      active INTEGER NOT NULL,
      PRIMARY KEY (provider, iss, sub)
    );
    CREATE TABLE IF NOT EXISTS auth_mfa (
      user_id INTEGER PRIMARY KEY REFERENCES users(id),
      status TEXT NOT NULL CHECK (status IN ('none', 'setup', 'beforeRequired', 'login')),
      result TEXT CHECK (result IN ('valid', 'invalid'))
    );
    CREATE TABLE IF NOT EXISTS auth_mobile_tokens (
      token_hash TEXT PRIMARY KEY,
      pair_id TEXT NOT NULL,
      user_id INTEGER NOT NULL REFERENCES users(id),
      expires_at INTEGER NOT NULL,
      used_at INTEGER
    );
    CREATE TABLE IF NOT EXISTS auth_passkeys (
      credential_id TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id),
      public_key TEXT NOT NULL,
      alg INTEGER NOT NULL,
      sign_count INTEGER NOT NULL,
      transports TEXT,
      created_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS auth_passkey_challenges (
      challenge TEXT PRIMARY KEY,
      user_id INTEGER,
      kind TEXT NOT NULL CHECK (kind IN ('create', 'get')),
      expires_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS auth_passkey_reminders (
      user_id INTEGER PRIMARY KEY REFERENCES users(id),
      flag TEXT NOT NULL CHECK (flag IN ('passkeys_acknowledged', 'remind_me_later')),
      updated_at INTEGER NOT NULL
    );
  `,
  seed(db, seed) {
    const userId = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE username = ?');
    const identity = db.prepare(
      'INSERT INTO auth_sso_identities (provider, iss, sub, upn, user_id, active) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const row of SSO_IDENTITIES) {
      identity.run(
        row.provider,
        row.iss,
        row.sub,
        row.upn,
        row.username ? (userId.get(row.username)?.id ?? null) : null,
        row.active ? 1 : 0,
      );
    }
    const mfa = db.prepare("INSERT INTO auth_mfa (user_id, status, result) VALUES (?, 'none', NULL)");
    // Every demo user has answered the passkey modal before (the owner with No Thanks), so no page
    // shows it until the demo panel makes it due (POST /demo/passkeys {due: true}).
    const reminder = db.prepare('INSERT INTO auth_passkey_reminders (user_id, flag, updated_at) VALUES (?, ?, ?)');
    for (const user of DEMO_USERS) {
      const row = userId.get(user.username);
      if (!row) continue;
      mfa.run(row.id);
      reminder.run(row.id, user.isOwner ? 'passkeys_acknowledged' : 'remind_me_later', seed.today.getTime());
    }
  },
  routes(app, context) {
    sessionRoutes(app, context);
    ssoRoutes(app, context);
    mobileQrRoutes(app, context);
    passkeyRoutes(app, context);
  },
};
