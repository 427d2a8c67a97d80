/**
 * Rules of `<hr-support-request>`. Pure: no React, no DOM, no network, no timers. The element's
 * small entry imports nothing from here; the dialog's lazy chunk does.
 */
import * as m from '../../lib/messages.en-US';

/** The default form route (SPEC §7): GET, answers the HTML of the support form. */
export const SUPPORT_FORM_SRC = '/ajax/dialog/feedback.php';
/** The field that carries the page the request was sent from (SPEC §7: "plus current page url"). */
export const PAGE_URL_FIELD = 'url';

/** The form request: `admin=1` when the current user is an administrator (the server adds admin help). */
export function formRequest(
  src: string | undefined,
  isAdmin: boolean,
): { path: string; searchParams?: { admin: string } } {
  const path = src?.trim() || SUPPORT_FORM_SRC;
  return isAdmin ? { path, searchParams: { admin: '1' } } : { path };
}

export type FormTarget = { ok: true; path: string } | { ok: false };

/**
 * Where the form posts: its own `action`, only when it resolves to the page's origin over http(s).
 * A root-relative path is kept as it is (the HTTP service puts the URL prefix before it); a
 * protocol-relative `//host`, a backslash trick, another origin or a missing action are refused.
 */
export function formTarget(action: string | null | undefined, pageHref: string): FormTarget {
  const raw = (action ?? '').trim();
  if (raw === '' || raw.length > 2048 || raw.includes('\\')) return { ok: false };
  let url: URL;
  let page: URL;
  try {
    page = new URL(pageHref);
    url = new URL(raw, page);
  } catch {
    return { ok: false };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false };
  if (url.username || url.password || url.origin !== page.origin) return { ok: false };
  if (raw.startsWith('/') && !raw.startsWith('//')) return { ok: true, path: raw };
  return { ok: true, path: url.href };
}

/**
 * The URL-encoded body: every named text field of the form (files are never sent), then the
 * current page's URL, which wins over a form field of the same name. A name given twice keeps its
 * last value (the support form has no multi-valued fields).
 */
export function submitFields(entries: Iterable<readonly [string, unknown]>, pageHref: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (name === '' || typeof value !== 'string') continue;
    fields[name] = value;
  }
  fields[PAGE_URL_FIELD] = pageHref;
  return fields;
}

/**
 * A 2xx answer that still refuses (`{"success": false, "message": …}`): its message, or the
 * generic retry message; null when the request was sent.
 */
export function refusedAnswer(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object' || (answer as { success?: unknown }).success !== false) return null;
  const { message, error } = answer as { message?: unknown; error?: unknown };
  const text = typeof message === 'string' ? message : typeof error === 'string' ? error : '';
  return text.trim() || m.errorsGenericRetry;
}

export interface SubmitFailure {
  status: number;
  serverMessage: string | null;
}

/**
 * What a refused submit shows. A 403 with a message (an assumed-user session's permission-test
 * message, SPEC §6) and a 422 with a message (a field the server refused) show the server's text;
 * anything else the generic retry message. The form keeps what the user typed either way.
 */
export function submitFailureMessage(failure: SubmitFailure): string {
  const message = failure.serverMessage?.trim();
  if (message && (failure.status === 403 || failure.status === 422 || failure.status === 400)) return message;
  return m.errorsGenericRetry;
}
