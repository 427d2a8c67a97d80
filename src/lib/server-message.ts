/*
 * Imports nothing: the build gives this module a chunk of its own (read by the session lock and by
 * the lazy HTTP client), and a chunk group takes the modules it imports with it.
 */

/** The most of a server's message an element shows. */
const MAX_SERVER_MESSAGE = 500;

/** The server's own message in an answer body (`error`, `errorMessage`, then `message`), trimmed and capped; null without one. */
export function serverMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  for (const key of ['error', 'errorMessage', 'message']) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, MAX_SERVER_MESSAGE);
  }
  return null;
}
