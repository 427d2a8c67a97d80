import { pageConfig } from './config';
import { parseJson } from './json';

/**
 * Local storage under the configured prefix (cookies are in ./cookies.ts). Storage may be full,
 * disabled (SecurityError) or tampered with; every read is validated by the caller's guard and
 * falls back to its default.
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
