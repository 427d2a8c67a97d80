/**
 * JSON from attributes, storage, cookies and servers is untrusted: parsing never throws and
 * never lets `__proto__`/`constructor`/`prototype` keys reach an object that is later merged.
 */
export type JsonResult<T = unknown> = { ok: true; value: T } | { ok: false; error: string };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function parseJson<T = unknown>(text: string | null | undefined): JsonResult<T> {
  if (text == null) return { ok: false, error: 'empty' };
  try {
    const value = JSON.parse(text, (key, v: unknown) => (FORBIDDEN_KEYS.has(key) ? undefined : v)) as T;
    return { ok: true, value };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The most of a server's message an element shows. */
const MAX_SERVER_MESSAGE = 500;

/** The server's own message in an answer body (`error`, `errorMessage`, then `message`), trimmed and capped; null without one. */
export function serverMessageOf(body: unknown): string | null {
  if (!isRecord(body)) return null;
  for (const key of ['error', 'errorMessage', 'message']) {
    const value = body[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, MAX_SERVER_MESSAGE);
  }
  return null;
}
