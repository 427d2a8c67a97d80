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

/**
 * Data of the signed-in user (recent searches, recently opened people) is kept under
 * `user:<key>` and belongs to one user at a time: the first user-data access of a page compares
 * the page's user with the one who wrote it and drops everything on a change; logging out drops
 * it too (shared machines).
 */
const USER_SCOPE = 'user:';
const OWNER_KEY = 'user-data-owner';
let claimedFor: string | undefined;

function claimUserData(): void {
  const owner = String(pageConfig().user?.id ?? '');
  if (claimedFor === owner) return;
  claimedFor = owner;
  if (readStored<string>(OWNER_KEY, '', (value): value is string => typeof value === 'string') === owner) return;
  clearUserData();
  claimedFor = owner;
  writeStored(OWNER_KEY, owner);
}

export function readUserStored<T>(key: string, fallback: T, guard: (value: unknown) => value is T): T {
  claimUserData();
  return readStored(`${USER_SCOPE}${key}`, fallback, guard);
}

export function writeUserStored(key: string, value: unknown): boolean {
  claimUserData();
  return writeStored(`${USER_SCOPE}${key}`, value);
}

export function removeUserStored(key: string): void {
  removeStored(`${USER_SCOPE}${key}`);
}

/** Removes every user-data entry of this storage prefix (logout, another user signed in). */
export function clearUserData(): void {
  const target = store();
  const scope = storageKey(USER_SCOPE);
  try {
    if (!target) return;
    const keys = Array.from({ length: target.length }, (_, index) => target.key(index));
    for (const key of keys) if (key?.startsWith(scope)) target.removeItem(key);
    target.removeItem(storageKey(OWNER_KEY));
  } catch {
    // Storage unavailable: nothing was kept either.
  } finally {
    claimedFor = undefined;
  }
}
