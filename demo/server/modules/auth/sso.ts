/**
 * Single sign-on for the lock screen: the JSONP "is this identity active" checks
 * and the popup pages that stand in for the identity providers (SAML, QuickBooks, Google…).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../core/env';
import { jsonError, parseForm, parseQuery } from '../../core/http';
import type { ServerContext } from '../../core/module';
import { setSessionCookie, type SessionStore } from '../../core/sessions';
import { escapeHtml, page } from './html';
import { LOGIN_TYPE_LABELS, NO_SESSION, type LoginType } from './session';

/** A JSONP callback must be a plain identifier. */
export const CALLBACK_NAME = /^[A-Za-z_$][\w$]{0,63}$/;
/** Per-attempt nonce the opener passes and the popup echoes back. */
const NONCE = /^[A-Za-z0-9_-]{8,64}$/;
/** BroadcastChannel the popup announces the login on (the opener may have lost window.opener). */
export const SESSION_BROADCAST_CHANNEL = 'hr-shell-session';

/** Popup paths and the login type each completes. */
export const SSO_POPUPS: Readonly<Record<string, LoginType>> = {
  saml_login: 'saml',
  qbop_login: 'qbop',
  google_login: 'google',
  microsoft_login: 'microsoft',
  okta_login: 'okta',
  onelogin_login: 'one_login',
};

const oidcText = z.string().min(1).max(255);
const googleQuery = z.object({
  openIdConnectIss: oidcText.regex(/^https:\/\/[\w.-]+(?:\/[\w./-]*)?$/, 'must be an https issuer URL'),
  openIdConnectSub: oidcText.regex(/^[\w.@|-]+$/, 'has characters a subject cannot have'),
  callback: z.string().max(200).optional(),
});
const microsoftQuery = googleQuery.extend({
  openIdConnectUpn: oidcText.regex(/^[^\s<>"'`]+$/, 'has characters a user principal name cannot have').optional(),
});

const popupQuery = z.object({ nonce: z.string().regex(NONCE, 'must be 8 to 64 letters, digits, - or _').optional() });
const popupForm = z.object({ csrf: z.string().min(1).max(200), nonce: z.string().regex(NONCE).optional() });

/** The browser-side half of the popups: tells the opener, then closes (no inline script: CSP). */
const COMPLETE_JS = `// Served by the demo back end: tells the page that opened this popup how the sign-in went.
(function () {
  var root = document.documentElement;
  var message = { type: 'hr-shell-sso', status: root.getAttribute('data-status'), nonce: root.getAttribute('data-nonce') || null };
  try { new BroadcastChannel(${JSON.stringify(SESSION_BROADCAST_CHANNEL)}).postMessage(message); } catch (error) {}
  try { if (window.opener) window.opener.postMessage(message, location.origin); } catch (error) {}
  if (message.status === 'ok') setTimeout(function () { window.close(); }, 100);
})();
`;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function ssoRoutes(app: Hono<AppEnv>, { db, services }: ServerContext): void {
  const sessions = services.get('sessions') as SessionStore;
  const identity = db.prepare<[string, string, string], { active: number; upn: string | null }>(
    'SELECT active, upn FROM auth_sso_identities WHERE provider = ? AND iss = ? AND sub = ?',
  );
  const user = db.prepare<[number], { login_type: string; first_name: string; last_name: string }>(
    'SELECT u.login_type, e.first_name, e.last_name FROM users u JOIN employees e ON e.id = u.employee_id WHERE u.id = ?',
  );

  /**
   * JSONP for legacy callers (the elements ask with fetch + JSON): `callback`
   * validated, `application/javascript`, nosniff. Without `callback` the answer is JSON.
   */
  function active(
    c: Context<AppEnv>,
    provider: 'google' | 'microsoft',
    schema: typeof googleQuery | typeof microsoftQuery,
  ): Response {
    const callback = c.req.query('callback');
    if (callback !== undefined && !CALLBACK_NAME.test(callback)) {
      return jsonError(c, 400, 'callback must be a JavaScript identifier of at most 64 characters.');
    }
    const query = parseQuery(c, schema);
    if (!query.ok) return query.response;
    // Only a page holding a session (live or expired: the lock screen) may look identities up.
    if (!c.get('session')) return jsonError(c, 401, NO_SESSION);
    const { openIdConnectIss: iss, openIdConnectSub: sub } = query.data;
    const upn = 'openIdConnectUpn' in query.data ? query.data.openIdConnectUpn : undefined;
    const row = identity.get(provider, iss, sub);
    const inactive = provider === 'google' ? 'GOOGLE_INACTIVE' : 'MICROSOFT_INACTIVE';
    const upnMismatch = row && upn !== undefined && row.upn !== null && row.upn.toLowerCase() !== upn.toLowerCase();
    const result = !row || upnMismatch ? 'NO_USER' : row.active === 1 ? 'ACTIVE' : inactive;
    if (callback === undefined) return c.json({ result });
    // JSON.stringify output is a valid JS expression; U+2028/9 are escaped for old engines.
    const payload = JSON.stringify({ result })
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029');
    return c.body(`/**/${callback}(${payload});`, 200, {
      'Content-Type': 'application/javascript; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
    });
  }

  app.get('/auth/google_login_active', (c) => active(c, 'google', googleQuery));
  app.get('/auth/microsoft_login_active', (c) => active(c, 'microsoft', microsoftQuery));

  app.get('/sso/complete.js', (c) => c.body(COMPLETE_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));

  function html(
    c: Context<AppEnv>,
    status: 200 | 400 | 401 | 403 | 409 | 422,
    title: string,
    body: string,
    attributes?: Record<string, string>,
    script?: string,
  ) {
    return c.html(page(title, body, attributes, script), status, { 'Cache-Control': 'no-store' });
  }

  /**
   * authSsoPopup: SAML login and /sso/qbop_login open in a new window. The demo has no identity
   * provider: the page asks the (possibly expired) session's user to confirm, then the POST
   * proves the page came from us (the session's CSRF token as a form field), rotates the session
   * and tells the opener.
   */
  app.get('/sso/:popup{[a-z_]+_login}', (c) => {
    const type = SSO_POPUPS[c.req.param('popup')];
    if (!type) return html(c, 422, 'Unknown sign-in', '<h1>Unknown sign-in method</h1>');
    const query = parseQuery(c, popupQuery);
    if (!query.ok)
      return html(c, 422, 'Sign-in failed', '<h1>Sign-in failed</h1>\n<p>The sign-in link is malformed.</p>');
    const session = c.get('session');
    const row = session ? user.get(session.userId) : undefined;
    if (!session || !row) {
      return html(
        c,
        401,
        'Sign-in failed',
        '<h1>Sign-in failed</h1>\n<p>There is no session to sign back in to. Close this window and log in again.</p>',
        { 'data-status': 'no_session' },
        '/sso/complete.js',
      );
    }
    const label = LOGIN_TYPE_LABELS[type];
    if (row.login_type !== type) {
      return html(
        c,
        409,
        'Sign-in failed',
        `<h1>Wrong sign-in method</h1>\n<p>This account does not sign in with ${escapeHtml(label)}.</p>`,
        { 'data-status': 'wrong_login_type' },
        '/sso/complete.js',
      );
    }
    const nonce = query.data.nonce;
    return html(
      c,
      200,
      `Sign in with ${label}`,
      `<h1>Demo identity provider: ${escapeHtml(label)}</h1>\n` +
        `<p>Continue as <strong>${escapeHtml(`${row.first_name} ${row.last_name}`)}</strong>?</p>\n` +
        `<form method="post" action="/sso/${escapeHtml(c.req.param('popup'))}">\n` +
        `<input type="hidden" name="csrf" value="${escapeHtml(session.csrfToken)}">\n` +
        (nonce ? `<input type="hidden" name="nonce" value="${escapeHtml(nonce)}">\n` : '') +
        `<button type="submit">Continue</button>\n</form>`,
    );
  });

  app.post('/sso/:popup{[a-z_]+_login}', async (c) => {
    const type = SSO_POPUPS[c.req.param('popup')];
    if (!type) return html(c, 422, 'Unknown sign-in', '<h1>Unknown sign-in method</h1>');
    const form = await parseForm(c, popupForm);
    if (!form.ok)
      return html(
        c,
        form.response.status === 400 ? 400 : 422,
        'Sign-in failed',
        '<h1>Sign-in failed</h1>\n<p>The sign-in form was malformed.</p>',
      );
    const session = c.get('session');
    const row = session ? user.get(session.userId) : undefined;
    const nonce = form.data.nonce ?? '';
    if (!session || !row) {
      return html(
        c,
        401,
        'Sign-in failed',
        '<h1>Sign-in failed</h1>\n<p>There is no session to sign back in to.</p>',
        { 'data-status': 'no_session', 'data-nonce': nonce },
        '/sso/complete.js',
      );
    }
    if (!sameText(form.data.csrf, session.csrfToken)) {
      return html(
        c,
        403,
        'Sign-in failed',
        '<h1>Sign-in failed</h1>\n<p>This sign-in form is out of date. Close this window and try again.</p>',
        { 'data-status': 'forbidden', 'data-nonce': nonce },
        '/sso/complete.js',
      );
    }
    if (row.login_type !== type) {
      return html(
        c,
        409,
        'Sign-in failed',
        '<h1>Wrong sign-in method</h1>',
        { 'data-status': 'wrong_login_type', 'data-nonce': nonce },
        '/sso/complete.js',
      );
    }
    const next = sessions.rotate(session, session.userId);
    setSessionCookie(c, next);
    return html(
      c,
      200,
      'Signed in',
      '<h1>You are signed in</h1>\n<p>You can close this window.</p>',
      { 'data-status': 'ok', 'data-nonce': nonce },
      '/sso/complete.js',
    );
  });
}
