/**
 * JSON from attributes, storage, cookies and servers is untrusted: parsing never throws and
 * never lets `__proto__`/`constructor`/`prototype` keys reach an object that is later merged.
 */
export type JsonResult<T = unknown> = { ok: true; value: T } | { ok: false; error: string };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Text that may spell a forbidden key: the word itself, or an escape of an ASCII character
 * (`\u005f_proto__`). Escapes of other characters (PHP's `\u00e9`) cannot spell one.
 */
const MAY_HOLD_FORBIDDEN_KEY = /__proto__|constructor|prototype|\\u00[0-7]/;

const dropForbidden = (key: string, value: unknown): unknown => (FORBIDDEN_KEYS.has(key) ? undefined : value);

export function parseJson<T = unknown>(text: string | null | undefined): JsonResult<T> {
  if (text == null) return { ok: false, error: 'empty' };
  try {
    // A reviver costs a call per value (and the garbage of it): a 5,000-file answer parses several
    // times faster without one, so only text that may hold a forbidden key pays for it.
    const value = (MAY_HOLD_FORBIDDEN_KEY.test(text) ? JSON.parse(text, dropForbidden) : JSON.parse(text)) as T;
    return { ok: true, value };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
