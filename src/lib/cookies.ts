/*
 * Cookies set from script. Apart from ./storage.ts so that pages whose elements keep state only in
 * local storage do not download them.
 */

export interface CookieOptions {
  /** Lifetime in seconds; omitted means a session cookie. */
  maxAge?: number;
  path?: string;
}

/** Cookies we set are script-readable by necessity, so they are at least Secure and SameSite=Strict. */
export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
  parts.push('Secure', 'SameSite=Strict');
  document.cookie = parts.join('; ');
}

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const wanted = encodeURIComponent(name);
  for (const pair of document.cookie.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0 || pair.slice(0, index).trim() !== wanted) continue;
    try {
      return decodeURIComponent(pair.slice(index + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function deleteCookie(name: string, path = '/'): void {
  setCookie(name, '', { maxAge: 0, path });
}
