import { HttpFailure } from '../../lib/http';
import { parseJson } from '../../lib/json';
import { HELP_HITS, HELP_SERVICE_TIMEOUT, type HelpSearchTarget } from './help-search.logic';

type ServiceTarget = Extract<HelpSearchTarget, { kind: 'service' }>;

/**
 * Asks a configured third-party help search service (helpSearchTarget's `service`). Not through
 * the app's HTTP service (src/lib/http.ts): that one is for the app's own back end (its retries,
 * its 401 that locks the session, its same-origin rules). This request carries the service's own
 * headers and nothing of the session: `credentials: 'omit'` (no cookies), no CSRF token, no
 * `X-Requested-With`. Fails with the app's HttpFailure kinds (`aborted`, `timeout`, `network`,
 * `client`/`server` with the status, `parse`), so the search shows and retries it as any other.
 */
export async function askHelpService(
  target: ServiceTarget,
  query: string,
  signal: AbortSignal,
  timeout = HELP_SERVICE_TIMEOUT,
): Promise<unknown> {
  if (signal.aborted) throw new HttpFailure('aborted', 0);
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  try {
    let response: Response;
    try {
      response = await globalThis.fetch(target.url, {
        method: 'POST',
        mode: 'cors',
        credentials: 'omit',
        cache: 'no-store',
        headers: { ...target.headers, Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ query, hitsPerPage: HELP_HITS }),
        signal: controller.signal,
      });
    } catch {
      if (signal.aborted) throw new HttpFailure('aborted', 0);
      throw new HttpFailure(timedOut ? 'timeout' : 'network', 0);
    }
    if (!response.ok) throw new HttpFailure(response.status >= 500 ? 'server' : 'client', response.status);
    const parsed = parseJson(await response.text());
    if (!parsed.ok) throw new HttpFailure('parse', response.status);
    return parsed.value;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}
