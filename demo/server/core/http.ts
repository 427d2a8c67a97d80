import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { lowerBodyCap, MAX_BODY_BYTES } from './body';

export { MAX_BODY_BYTES } from './body';

/** Every error answer of the demo server: JSON with one human-readable `error`. */
export function jsonError(c: Context, status: ContentfulStatusCode, error: string): Response {
  return c.json({ error }, status);
}

/**
 * URL-encoded or multipart form fields as strings (files and repeated keys dropped; for repeated
 * URL-encoded keys the last wins). Anything else gives null so the route can answer 400. Bodies
 * over MAX_BODY_BYTES never get here: core/body.ts answers 413 while they stream in.
 */
export async function readForm(c: Context): Promise<Record<string, string> | null> {
  const type = c.req.header('Content-Type') ?? '';
  try {
    if (/^application\/x-www-form-urlencoded/i.test(type)) {
      return Object.fromEntries(new URLSearchParams(await c.req.text()));
    }
    if (!/^multipart\/form-data/i.test(type)) return null;
    lowerBodyCap(c, MAX_BODY_BYTES);
    const body = await c.req.parseBody();
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value;
    return fields;
  } catch {
    return null;
  }
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

/** Validates form fields against a zod schema: 400 for a non-form body, 422 for bad fields. */
export async function parseForm<T extends z.ZodType>(c: Context, schema: T): Promise<Parsed<z.infer<T>>> {
  const form = await readForm(c);
  if (!form)
    return { ok: false, response: jsonError(c, 400, 'Expected a form body (application/x-www-form-urlencoded).') };
  const result = schema.safeParse(form);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, response: jsonError(c, 422, firstIssue(result.error)) };
}

/** Validates the query string: 422 for bad fields. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): Parsed<z.infer<T>> {
  const result = schema.safeParse(c.req.query());
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, response: jsonError(c, 422, firstIssue(result.error)) };
}

/**
 * Validates a JSON body: 400 when it is not JSON or not sent as `application/json` (a text/plain
 * post is what a cross-site form can send without a preflight), 422 for bad fields.
 */
export async function parseJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<Parsed<z.infer<T>>> {
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(c.req.header('Content-Type') ?? ''))
    return { ok: false, response: jsonError(c, 400, 'Expected a JSON body (Content-Type: application/json).') };
  let body: unknown;
  lowerBodyCap(c, MAX_BODY_BYTES);
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, response: jsonError(c, 400, 'Expected a JSON body.') };
  }
  const result = schema.safeParse(body);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, response: jsonError(c, 422, firstIssue(result.error)) };
}

/** A positive integer id as PHP pages send it ("42"). */
export const idField = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be a positive integer')
  .transform(Number);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
