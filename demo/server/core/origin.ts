/**
 * Cross-site request refusal for every unsafe method, with or without a session: the CSRF token
 * protects a session's own requests, but a login, logout, passkey login or QR redemption arrives
 * before there is a session (or from a page that must not swap it), so the browser's own word on
 * where the request comes from decides.
 *
 * 1. `Sec-Fetch-Site` present (every current browser sends it): only `same-origin` passes.
 * 2. Else `Origin` present: it must name this server's host (`Origin: null` never does).
 * 3. Neither present: not a browser (curl, the mobile app redeeming a QR code, server-to-server
 *    calls, tests). Allowed: a browser cannot be made to drop both headers, and a client that
 *    is not a browser carries no victim's cookies.
 */
import type { MiddlewareHandler } from 'hono';

export const CROSS_SITE = 'Cross-site requests are refused.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a browser sent this request from a page of another origin. */
export function isCrossSite(headers: Headers, host: string): boolean {
  const site = headers.get('Sec-Fetch-Site');
  if (site !== null) return site !== 'same-origin';
  const origin = headers.get('Origin');
  if (origin === null) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** 403 JSON for an unsafe request a browser sent from another site. */
export const refuseCrossSite: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  if (isCrossSite(c.req.raw.headers, new URL(c.req.url).host)) return c.json({ error: CROSS_SITE }, 403);
  return next();
};
