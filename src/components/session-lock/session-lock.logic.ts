import { t } from '../../lib/i18n';
import { isRecord } from '../../lib/json';
import { serverMessageOf } from '../../lib/server-message';
import * as m from '../../lib/messages.en-US';
import type { UnlockResult } from '../../stores/session.logic';

/** authGetLoginType (docs/api): how the session's user signs in. */
export const LOGIN_TYPES = ['password', 'google', 'okta', 'one_login', 'saml', 'microsoft', 'qbop'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];
export type SsoType = Exclude<LoginType, 'password'>;

export const PASSWORD_LOGIN_PATH = '/auth/password_login';
export const MFA_STATUS_PATH = '/auth/mfa_status';
export const LOGOUT_PATH = '/login.php?logout=1';
export const INACTIVE_PATH = '/login.php?inactive=1';
/** The BroadcastChannel the sign-in popup announces its result on (besides postMessage to its opener). */
export const SSO_CHANNEL = 'hr-shell-session';
export const SSO_MESSAGE_TYPE = 'hr-shell-sso';

/** SAML login and /sso/qbop_login open in a new window (authSsoPopup); the other SSO types the same way. */
export const SSO_POPUP_PATHS: Readonly<Record<SsoType, string>> = {
  google: '/sso/google_login',
  microsoft: '/sso/microsoft_login',
  okta: '/sso/okta_login',
  one_login: '/sso/onelogin_login',
  saml: '/sso/saml_login',
  qbop: '/sso/qbop_login',
};

/** Names of the providers in "Log in with {method}"; SAML has none of its own (a message). */
export const SSO_NAMES: Readonly<Record<Exclude<SsoType, 'saml'>, string>> = {
  google: 'Google',
  microsoft: 'Microsoft',
  okta: 'Okta',
  one_login: 'OneLogin',
  qbop: 'QuickBooks',
};

/** authGoogleLoginActive and authMicrosoftLoginActive (docs/api), JSONP endpoints asked as JSON. */
export const ACTIVE_CHECK_PATHS = {
  google: '/auth/google_login_active',
  microsoft: '/auth/microsoft_login_active',
} as const;

/** A `{type}` answer of GET /auth/get_login_type; anything unknown is null (the caller falls back to password). */
export function parseLoginType(body: unknown): LoginType | null {
  const type = isRecord(body) ? body.type : undefined;
  return typeof type === 'string' && (LOGIN_TYPES as readonly string[]).includes(type) ? (type as LoginType) : null;
}

const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/**
 * authPasswordLogin answers result ('OK') or success, CSRFToken, expiresIn (seconds). Null when
 * the answer is not a success with a token: the lock says 'Failed to authenticate login'.
 */
export function parseLoginAnswer(body: unknown): UnlockResult | null {
  if (!isRecord(body)) return null;
  const ok = body.result === 'OK' || body.success === true;
  const token = body.CSRFToken;
  if (!ok || typeof token !== 'string' || !token) return null;
  const expiresIn = positive(body.expiresIn);
  const userId = positive(body.userId);
  return {
    csrfToken: token,
    minutesLeft: expiresIn === null ? null : expiresIn / 60,
    userId: userId === null ? null : Math.trunc(userId),
  };
}

/** After a password or Google login, setup, beforeRequired, or login with an invalid result reloads the page. */
export function mfaNeedsReload(body: unknown): boolean {
  if (!isRecord(body)) return false;
  return (
    body.status === 'setup' ||
    body.status === 'beforeRequired' ||
    (body.status === 'login' && body.result === 'invalid')
  );
}

export type ActiveCheck = 'active' | 'inactive' | 'no-user';

/** The `{result}` of an active check: GOOGLE_INACTIVE / MICROSOFT_INACTIVE open the inactive page. */
export function parseActiveCheck(body: unknown, provider: 'google' | 'microsoft'): ActiveCheck | null {
  const result = isRecord(body) ? body.result : undefined;
  if (result === 'ACTIVE') return 'active';
  if (result === (provider === 'google' ? 'GOOGLE_INACTIVE' : 'MICROSOFT_INACTIVE')) return 'inactive';
  if (result === 'NO_USER') return 'no-user';
  return null;
}

/** The identity an identity provider adapter may put in the popup's message for the active check. */
export interface SsoIdentity {
  openIdConnectIss: string;
  openIdConnectSub: string;
  openIdConnectUpn?: string;
}

export interface SsoMessage {
  status: string;
  identity: SsoIdentity | null;
}

/**
 * The popup's `{type: 'hr-shell-sso', status, nonce}` (demo /sso/complete.js), from postMessage or
 * the BroadcastChannel. Only the attempt this lock started (same nonce) counts.
 */
export function parseSsoMessage(data: unknown, nonce: string | null): SsoMessage | null {
  if (
    !isRecord(data) ||
    data.type !== SSO_MESSAGE_TYPE ||
    !nonce ||
    data.nonce !== nonce ||
    typeof data.status !== 'string'
  )
    return null;
  const { openIdConnectIss: iss, openIdConnectSub: sub, openIdConnectUpn: upn } = data;
  const identity =
    typeof iss === 'string' && typeof sub === 'string'
      ? { openIdConnectIss: iss, openIdConnectSub: sub, ...(typeof upn === 'string' ? { openIdConnectUpn: upn } : {}) }
      : null;
  return { status: data.status, identity };
}

export type FailureChoice = { kind: 'no-sso-user' } | { kind: 'server'; text: string } | { kind: 'bad-password' };

/**
 * Unlock failures: a single sign-on identity the server does not know → 'There is no
 * {product} user…'; a server-supplied text → that text; otherwise the wrong-password message.
 */
export function unlockFailure(options: { noSsoUser?: boolean; serverMessage?: string | null }): FailureChoice {
  if (options.noSsoUser) return { kind: 'no-sso-user' };
  const text = options.serverMessage?.trim();
  return text ? { kind: 'server', text } : { kind: 'bad-password' };
}

/**
 * A 200 answer that signs nobody in: one that says OK but brings no token failed to log in; any
 * other is a refusal, worded by the server's own text, else the wrong-password message (SPEC §8).
 */
export function loginRefusalText(body: unknown, product: string): string {
  if (isRecord(body) && (body.result === 'OK' || body.success === true)) return t(m.sessionLoginFailed);
  return failureText(unlockFailure({ serverMessage: serverMessageOf(body) }), product);
}

/** The text of a failure choice; `product` names the product in the no-user message. */
export function failureText(choice: FailureChoice, product: string): string {
  if (choice.kind === 'no-sso-user') return t(m.sessionNoSsoUser, { product });
  return choice.kind === 'server' ? choice.text : t(m.sessionBadPassword);
}

/** Whole minutes left (rounded up), 0 when under a minute or past. */
export function minutesLeft(expiresAt: number | null, now: number): number | null {
  if (expiresAt === null) return null;
  const ms = expiresAt - now;
  return ms < 60_000 ? 0 : Math.ceil(ms / 60_000);
}

/** Countdown announcements at most once a minute, and only when the shown minutes changed. */
export function shouldAnnounce(
  last: { at: number; minutes: number | null } | null,
  minutes: number | null,
  now: number,
): boolean {
  if (!last) return true;
  return minutes !== last.minutes && now - last.at >= 60_000;
}

/** A random per-attempt nonce the popup echoes back (8–64 of [A-Za-z0-9_-]). */
export function makeNonce(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return Array.from(random(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
