/**
 * What a refused save shows (SPEC §6 "Assumed-user sessions block modal saves and show a
 * permission-test message"): the server's own text of a 403. Pure.
 */

/** A failed call as the HTTP service reports it (HttpFailure), or any part of one. */
export interface SaveFailure {
  kind?: string;
  serverMessage?: string | null;
}

/** The longest server text shown; a longer one is cut with an ellipsis. */
export const REFUSAL_MAX = 300;

/** The server's text of a refusal (403), trimmed and cut when overlong; null for any other failure or a blank text. */
export function refusalText(failure: SaveFailure): string | null {
  const text = failure.kind === 'forbidden' ? (failure.serverMessage ?? '').trim() : '';
  if (!text) return null;
  return text.length > REFUSAL_MAX ? `${text.slice(0, REFUSAL_MAX - 1)}…` : text;
}

/** The message a failed save shows: the refusal's own text, else `generic`. Rendered as text, never markup. */
export function failureText(failure: SaveFailure, generic: string): string {
  return refusalText(failure) ?? generic;
}
