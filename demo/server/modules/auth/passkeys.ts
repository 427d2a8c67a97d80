/**
 * Passkeys (the passkey modal and its calls, docs/api/auth.yaml):
 * registration and authentication ceremonies with single-use challenges, and the user's
 * passkeyReminderFlag. Paths chosen here; contract in docs/api/auth.yaml.
 */
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, SessionUser } from '../../core/env';
import { jsonError, parseJsonBody } from '../../core/http';
import type { ServerContext } from '../../core/module';
import { requireCsrfIfSession, requireSession, setSessionCookie, type SessionStore } from '../../core/sessions';
import { verifyAssertion, verifyRegistration, WebAuthnError } from './webauthn';

declare module 'hono' {
  interface ContextVariableMap {
    /**
     * Whether the layout prints `<hr-passkey-prompt>` for the signed-in user of a GET request:
     * the server's half of SPEC §4's conditions (set by the passkeys routes, see passkeyPromptDue).
     */
    passkeyPromptDue?: () => boolean;
  }
}

export const CHALLENGE_MS = 5 * 60_000;
export const PASSKEY_TIMEOUT_MS = 60_000;
export const REMINDER_FLAGS = ['passkeys_acknowledged', 'remind_me_later'] as const;
const MAX_PASSKEY_BODY = 32 * 1024;

const b64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');
const TRANSPORTS = ['usb', 'nfc', 'ble', 'smart-card', 'hybrid', 'internal'] as const;

const registrationBody = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(4096),
    attestationObject: b64url(16_384),
    transports: z.array(z.enum(TRANSPORTS)).max(8).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

const authenticationBody = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(4096),
    authenticatorData: b64url(4096),
    signature: b64url(1024),
    userHandle: b64url(128).nullable().optional(),
  }),
});

const reminderBody = z.object({ passkeyReminderFlag: z.enum(REMINDER_FLAGS) });

/** Relying party: the origin the page runs on (the demo has no fixed domain). */
function relyingParty(c: Context<AppEnv>): { origin: string; rpId: string } {
  const url = new URL(c.req.url);
  return { origin: url.origin, rpId: url.hostname };
}

function tooLarge(c: Context<AppEnv>): Response | null {
  return Number(c.req.header('Content-Length') ?? 0) > MAX_PASSKEY_BODY
    ? jsonError(c, 413, 'The request body is too large.')
    : null;
}

export function passkeyRoutes(app: Hono<AppEnv>, { db, options, services }: ServerContext): void {
  const sessions = services.get('sessions') as SessionStore;
  const passkeysEnabled = db.prepare<[number], { passkeys_enabled: number }>(
    'SELECT passkeys_enabled FROM company WHERE id = ?',
  );
  const saveChallenge = db.prepare(
    'INSERT INTO auth_passkey_challenges (challenge, user_id, kind, expires_at) VALUES (?, ?, ?, ?)',
  );
  const takeChallenge = db.prepare<[string, string], { user_id: number | null; expires_at: number }>(
    'DELETE FROM auth_passkey_challenges WHERE challenge = ? AND kind = ? RETURNING user_id, expires_at',
  );
  const purgeChallenges = db.prepare('DELETE FROM auth_passkey_challenges WHERE expires_at < ?');
  const credentialsOf = db.prepare<[number], { credential_id: string; transports: string | null }>(
    'SELECT credential_id, transports FROM auth_passkeys WHERE user_id = ?',
  );
  const credential = db.prepare<[string], { user_id: number; public_key: string; alg: number; sign_count: number }>(
    'SELECT user_id, public_key, alg, sign_count FROM auth_passkeys WHERE credential_id = ?',
  );
  const insertCredential = db.prepare(
    'INSERT INTO auth_passkeys (credential_id, user_id, public_key, alg, sign_count, transports, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const updateCount = db.prepare('UPDATE auth_passkeys SET sign_count = ? WHERE credential_id = ?');
  const markUser = db.prepare('UPDATE users SET has_passkey = 1 WHERE id = ?');
  const reminder = db.prepare<[number], { flag: string }>('SELECT flag FROM auth_passkey_reminders WHERE user_id = ?');
  const setReminder = db.prepare(
    'INSERT INTO auth_passkey_reminders (user_id, flag, updated_at) VALUES (?, ?, ?) ON CONFLICT(user_id) DO UPDATE SET flag = excluded.flag, updated_at = excluded.updated_at',
  );

  function newChallenge(userId: number | null, kind: 'create' | 'get'): string {
    const now = options.now();
    purgeChallenges.run(now);
    const challenge = randomBytes(32).toString('base64url');
    saveChallenge.run(challenge, userId, kind, now + CHALLENGE_MS);
    return challenge;
  }

  /** Consumes a challenge: valid once, before it expires, for the expected user. */
  function consume(challenge: string, kind: 'create' | 'get'): { userId: number | null } | null {
    const row = takeChallenge.get(challenge, kind);
    if (!row || row.expires_at <= options.now()) return null;
    return { userId: row.user_id };
  }

  const enabled = (user: SessionUser) => passkeysEnabled.get(user.companyId)?.passkeys_enabled === 1;

  // PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create (parseCreationOptionsFromJSON).
  app.post('/auth/passkeys/registration-options', requireSession, (c) => {
    const user = c.get('user') as SessionUser;
    if (!enabled(user)) return jsonError(c, 403, 'Passkeys are not enabled for your company.');
    const { rpId } = relyingParty(c);
    return c.json({
      challenge: newChallenge(user.id, 'create'),
      rp: { id: rpId, name: 'hr-shell demo' },
      user: {
        id: Buffer.from(`user-${user.id}`).toString('base64url'),
        name: user.username,
        displayName: `${user.preferredName ?? user.firstName} ${user.lastName}`,
      },
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      timeout: PASSKEY_TIMEOUT_MS,
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      excludeCredentials: credentialsOf.all(user.id).map((row) => ({
        type: 'public-key',
        id: row.credential_id,
        ...(row.transports ? { transports: JSON.parse(row.transports) as string[] } : {}),
      })),
    });
  });

  // The RegistrationResponseJSON of credential.toJSON().
  app.post('/auth/passkeys/register', requireSession, async (c) => {
    const large = tooLarge(c);
    if (large) return large;
    const parsed = await parseJsonBody(c, registrationBody);
    if (!parsed.ok) return parsed.response;
    const user = c.get('user') as SessionUser;
    if (!enabled(user)) return jsonError(c, 403, 'Passkeys are not enabled for your company.');
    const { origin, rpId } = relyingParty(c);
    const body = parsed.data;
    if (body.id !== body.rawId) return jsonError(c, 422, 'id and rawId must match.');
    let verified;
    try {
      verified = verifyRegistration({ ...body.response, rawId: body.rawId }, origin, rpId);
    } catch (error) {
      if (error instanceof WebAuthnError) return jsonError(c, 422, error.message);
      throw error;
    }
    const challenge = consume(verified.challenge, 'create');
    if (!challenge || challenge.userId !== user.id)
      return jsonError(c, 422, 'The passkey challenge has expired or was already used. Try again.');
    if (credential.get(verified.credentialId)) return jsonError(c, 409, 'This passkey is already registered.');
    db.transaction(() => {
      insertCredential.run(
        verified.credentialId,
        user.id,
        verified.publicKeyPem,
        verified.alg,
        verified.signCount,
        body.response.transports ? JSON.stringify(body.response.transports) : null,
        options.now(),
      );
      markUser.run(user.id);
    })();
    return c.json({ success: true, credentialId: verified.credentialId }, 201);
  });

  // PublicKeyCredentialRequestOptionsJSON. Works on a lock screen (expired session: its user's
  // credentials are listed) and signed out (discoverable credentials, empty list).
  app.post('/auth/passkeys/authentication-options', requireCsrfIfSession, (c) => {
    const session = c.get('session');
    const { rpId } = relyingParty(c);
    return c.json({
      challenge: newChallenge(session?.userId ?? null, 'get'),
      rpId,
      timeout: PASSKEY_TIMEOUT_MS,
      userVerification: 'preferred',
      allowCredentials: session
        ? credentialsOf.all(session.userId).map((row) => ({
            type: 'public-key',
            id: row.credential_id,
            ...(row.transports ? { transports: JSON.parse(row.transports) as string[] } : {}),
          }))
        : [],
    });
  });

  // The AuthenticationResponseJSON; success signs in like a password login (rotated session).
  app.post('/auth/passkeys/login', requireCsrfIfSession, async (c) => {
    const large = tooLarge(c);
    if (large) return large;
    const parsed = await parseJsonBody(c, authenticationBody);
    if (!parsed.ok) return parsed.response;
    const body = parsed.data;
    const stored = body.id === body.rawId ? credential.get(body.rawId) : undefined;
    if (!stored) return jsonError(c, 401, 'This passkey is not registered.');
    const { origin, rpId } = relyingParty(c);
    let result;
    try {
      result = verifyAssertion(body.response, { publicKeyPem: stored.public_key, alg: stored.alg }, origin, rpId);
    } catch (error) {
      if (error instanceof WebAuthnError) return jsonError(c, 401, error.message);
      throw error;
    }
    const challenge = consume(result.challenge, 'get');
    if (!challenge || (challenge.userId !== null && challenge.userId !== stored.user_id)) {
      return jsonError(c, 401, 'The passkey challenge has expired or was already used. Try again.');
    }
    // A counter that does not grow signals a cloned authenticator (0 means "not supported").
    if (stored.sign_count > 0 && result.signCount <= stored.sign_count)
      return jsonError(c, 401, 'This passkey may have been cloned.');
    updateCount.run(result.signCount, body.rawId);
    const next = sessions.rotate(c.get('session'), stored.user_id);
    setSessionCookie(c, next);
    return c.json({
      result: 'OK',
      success: true,
      CSRFToken: next.csrfToken,
      expiresIn: options.sessionMinutes * 60,
      userId: stored.user_id,
    });
  });

  // A page prints <hr-passkey-prompt> only when the server's conditions hold, as a PHP page
  // would: the PASSKEYS feature flag, the company's passkeysEnabled, no passkey, and no stored
  // reminder flag (neither acknowledged nor seen). The element checks the browser's half.
  const promptDue = (user: SessionUser) =>
    user.features.PASSKEYS === true && enabled(user) && !user.hasPasskey && reminder.get(user.id) === undefined;
  app.use('*', async (c, next) => {
    const user = c.get('user');
    if (user && c.req.method === 'GET') c.set('passkeyPromptDue', () => promptDue(user));
    await next();
  });

  // passkeyReminderFlag of the signed-in user (null until they choose).
  app.get('/auth/passkeys/reminder', requireSession, (c) => {
    const user = c.get('user') as SessionUser;
    return c.json({ passkeyReminderFlag: reminder.get(user.id)?.flag ?? null, hasPasskey: user.hasPasskey });
  });

  app.post('/auth/passkeys/reminder', requireSession, async (c) => {
    const parsed = await parseJsonBody(c, reminderBody);
    if (!parsed.ok) return parsed.response;
    const user = c.get('user') as SessionUser;
    setReminder.run(user.id, parsed.data.passkeyReminderFlag, options.now());
    return c.json({ success: true, passkeyReminderFlag: parsed.data.passkeyReminderFlag });
  });

  if (!options.demoAdmin) return;

  // ---- Demo controls (not part of the contract): the caller's own passkey state. ----
  const clearReminder = db.prepare('DELETE FROM auth_passkey_reminders WHERE user_id = ?');
  const removePasskeys = db.prepare('DELETE FROM auth_passkeys WHERE user_id = ?');
  const unmarkUser = db.prepare('UPDATE users SET has_passkey = 0 WHERE id = ?');
  const passkeysFeatureOn = db.prepare(
    "UPDATE users SET features = json_set(CASE WHEN json_valid(features) THEN features ELSE '{}' END, '$.PASSKEYS', json('true')) WHERE id = ?",
  );
  const hasPasskeyOf = db.prepare<[number], { has_passkey: number }>('SELECT has_passkey FROM users WHERE id = ?');
  const demoBody = z.strictObject({
    // true: the state that shows the prompt (PASSKEYS on, no passkey, no reminder flag).
    due: z.boolean().optional(),
    reminder: z.enum(REMINDER_FLAGS).nullable().optional(),
    removePasskeys: z.boolean().optional(),
  });
  const demoState = (user: SessionUser) => ({
    passkeyReminderFlag: reminder.get(user.id)?.flag ?? null,
    hasPasskey: hasPasskeyOf.get(user.id)?.has_passkey === 1,
    passkeys: credentialsOf.all(user.id).length,
    companyPasskeysEnabled: enabled(user),
  });

  app.get('/demo/passkeys', requireSession, (c) => c.json(demoState(c.get('user') as SessionUser)));

  app.post('/demo/passkeys', requireSession, async (c) => {
    if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? ''))
      return jsonError(c, 415, 'Expected Content-Type: application/json.');
    const parsed = await parseJsonBody(c, demoBody);
    if (!parsed.ok) return parsed.response;
    const user = c.get('user') as SessionUser;
    const { due, reminder: flag, removePasskeys: remove } = parsed.data;
    db.transaction(() => {
      if (due || remove) {
        removePasskeys.run(user.id);
        unmarkUser.run(user.id);
      }
      if (due) {
        passkeysFeatureOn.run(user.id);
        clearReminder.run(user.id);
      } else if (flag === null) clearReminder.run(user.id);
      else if (flag) setReminder.run(user.id, flag, options.now());
    })();
    return c.json(demoState(user));
  });
}
