import { pageConfig } from './config';
import { parseJson } from './json';

/**
 * Local storage under the configured prefix. Storage may be full, disabled (SecurityError) or
 * tampered with; every read is validated by the caller's guard and falls back to its default.
 */
export function storageKey(key: string): string {
  return `${pageConfig().storagePrefix}${key}`;
}

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStored<T>(key: string, fallback: T, guard: (value: unknown) => value is T): T {
  let raw: string | null = null;
  try {
    raw = store()?.getItem(storageKey(key)) ?? null;
  } catch {
    return fallback;
  }
  if (raw === null) return fallback;
  const parsed = parseJson(raw);
  return parsed.ok && guard(parsed.value) ? parsed.value : fallback;
}

/** Returns false when the browser refused (quota, privacy mode); callers keep working in memory. */
export function writeStored(key: string, value: unknown): boolean {
  try {
    const target = store();
    if (!target) return false;
    target.setItem(storageKey(key), JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string): void {
  try {
    store()?.removeItem(storageKey(key));
  } catch {
    // Nothing to undo when storage is unavailable.
  }
}

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
