import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string;
  credentials: RequestCredentials | undefined;
}

type Responder = (request: RecordedRequest) => Response | Promise<Response>;

/**
 * Replaces the network at its edge (globalThis.fetch) for one test: every request is recorded
 * and answered by `respond`. Restored by vitest's restoreMocks/unstubAllGlobals.
 */
export function mockFetch(respond: Responder) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const recorded: RecordedRequest = {
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text(),
      credentials: init?.credentials ?? request.credentials,
    };
    requests.push(recorded);
    const response = await respond(recorded);
    if (request.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** A response the test resolves by hand, to order concurrent requests. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
