import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv, SessionUser } from '../../core/env';
import { jsonError, parseForm, parseJsonBody, type Parsed } from '../../core/http';

/**
 * Assumed-user sessions block modal saves and show a permission-test message: what the
 * server answers (403) when a support admin acting as someone else tries to save a modal.
 */
export const PERMISSION_TEST_MESSAGE =
  "You are signed in as another user to test their permissions, so changes can't be saved in this session.";
export const ADMIN_ONLY_MESSAGE = 'Only company administrators can do this.';

/** The user of a guarded route (core/sessions.ts requireSession has already answered 401 without one). */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new Error('A guarded route ran without a signed-in user.');
  return user;
}

/** 403 for administrators-only routes; returns null when the user may go on. */
export function refuseNonAdmin(c: Context<AppEnv>, message = ADMIN_ONLY_MESSAGE): Response | null {
  return currentUser(c).isAdmin ? null : jsonError(c, 403, message);
}

/** 403 with the permission-test message for assumed-user sessions; null otherwise. */
export function refuseAssumed(c: Context<AppEnv>): Response | null {
  return currentUser(c).assumedBy ? jsonError(c, 403, PERMISSION_TEST_MESSAGE) : null;
}

/**
 * A modal save: assumed users are refused first (the permission-test message), then non-admins
 * when `adminOnly`.
 */
export function refuseModalSave(c: Context<AppEnv>, { adminOnly }: { adminOnly: boolean }): Response | null {
  return refuseAssumed(c) ?? (adminOnly ? refuseNonAdmin(c) : null);
}

/**
 * For POST/PUT calls without a documented payload: no body at all is an empty form; a body
 * must be URL-encoded (400 otherwise) and valid for `schema` (422).
 */
export async function parseOptionalForm<T extends z.ZodType>(
  c: Context<AppEnv>,
  schema: T,
): Promise<Parsed<z.infer<T>>> {
  const type = c.req.header('Content-Type');
  const length = c.req.header('Content-Length');
  if (!type && (length === undefined || length === '0')) {
    const text = await c.req.text();
    if (text === '') {
      const result = schema.safeParse({});
      return result.success
        ? { ok: true, data: result.data }
        : { ok: false, response: jsonError(c, 422, 'Missing form fields.') };
    }
  }
  return parseForm(c, schema);
}

/**
 * Demo-only JSON routes: a live session is required (they act on the caller's own user) and the
 * body must be declared as JSON, so a cross-site form cannot reach them.
 */
export async function parseDemoJson<T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<Parsed<z.infer<T>>> {
  if (!c.get('user')) return { ok: false, response: jsonError(c, 401, 'Sign in first (POST /demo/sign-in).') };
  if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) {
    return { ok: false, response: jsonError(c, 415, 'Expected Content-Type: application/json.') };
  }
  return parseJsonBody(c, schema);
}

/** Escapes text for HTML fragments the server prints (modal bodies, the support form). */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

/** A JSON column read back from the database; callers validate it with zod before use. */
export function parseStoredJson(text: string | null | undefined): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}
