import ky, { HTTPError, TimeoutError, type Options } from 'ky';
import { isRecord, parseJson } from './json';
import { serverMessageOf } from './server-message';
import { isSameOrigin, pageOrigin } from './urls';
import { pageConfig, type HrShellConfig } from './config';
import { HttpFailure, sequence, unauthorized, type HttpFailureKind, type Method, type RequestOptions } from './http';
import { report } from './report';

/* The ky-based implementation behind src/lib/http.ts; import `http` from there, not this file. */

/** Thrown by the requests below; `call` turns it into the public HttpFailure. */
export class RequestFailed extends Error {
  constructor(
    readonly kind: HttpFailureKind,
    readonly status: number,
    readonly serverMessage: string | null = null,
    /** Path of the request that failed with a response, for the unauthorized gate's reason. */
    readonly path: string | null = null,
  ) {
    super(kind);
  }
}

const UNSAFE: ReadonlySet<Method> = new Set(['post', 'put', 'patch', 'delete']);

const client = ky.create({
  timeout: 10_000,
  credentials: 'same-origin',
  retry: {
    limit: 2,
    // Idempotent methods only: a retried POST could save twice.
    methods: ['get', 'put', 'head', 'delete', 'options', 'trace'],
    statusCodes: [408, 413, 429, 500, 502, 503, 504],
    afterStatusCodes: [413, 429, 503],
    backoffLimit: 5_000,
    jitter: true,
  },
  // Looked up per call so tests and pages that wrap fetch are honoured.
  fetch: (input, init) => globalThis.fetch(input, init),
});

/** Root-relative paths get the URL prefix; absolute URLs are left for the origin check. */
export function resolveRequestUrl(path: string, config: HrShellConfig = pageConfig()): string {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(path)) return path;
  const prefixed = path.startsWith('/') ? `${config.urlPrefix}${path}` : path;
  const base = typeof location === 'undefined' ? `${pageOrigin()}/` : location.href;
  return new URL(prefixed, base).href;
}

function kindOfStatus(status: number): HttpFailureKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  return status >= 500 ? 'server' : 'client';
}

async function toFailure(error: unknown, url: string): Promise<RequestFailed> {
  if (error instanceof RequestFailed) return error;
  if (error instanceof HTTPError) {
    const { status } = error.response;
    let message: string | null = null;
    try {
      message = serverMessageOf(await error.response.clone().json());
    } catch {
      // Not JSON: the status alone describes it.
    }
    return new RequestFailed(kindOfStatus(status), status, message, new URL(url).pathname);
  }
  if (error instanceof TimeoutError) return new RequestFailed('timeout', 0);
  if (error instanceof DOMException && error.name === 'AbortError') return new RequestFailed('aborted', 0);
  if (isRecord(error) && error.name === 'AbortError') return new RequestFailed('aborted', 0);
  // fetch rejects with a TypeError when the network fails; anything else is a bug worth reporting.
  if (!(error instanceof TypeError)) report(error, { source: 'http', phase: 'runtime' });
  return new RequestFailed('network', 0);
}

async function send(method: Method, path: string, options: RequestOptions): Promise<Response> {
  const config = options.config ?? pageConfig();
  let url: string;
  try {
    url = resolveRequestUrl(path, config);
  } catch {
    throw new RequestFailed('invalid-url', 0);
  }
  const sameOrigin = isSameOrigin(url);
  if (!sameOrigin && !options.allowCrossOrigin) throw new RequestFailed('invalid-url', 0);
  if (!/^https?:/i.test(url)) throw new RequestFailed('invalid-url', 0);

  const headers: Record<string, string> = { Accept: 'application/json, text/html;q=0.9, */*;q=0.5' };
  // The token goes only to our own origin and only where the server checks it.
  if (sameOrigin && UNSAFE.has(method) && config.csrfToken) headers['X-CSRF-Token'] = config.csrfToken;
  if (sameOrigin) headers['X-Requested-With'] = 'XMLHttpRequest';

  const init: Options = {
    method,
    headers,
    credentials: sameOrigin ? 'same-origin' : 'omit',
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.timeout ? { timeout: options.timeout } : {}),
  };
  if (options.searchParams) init.searchParams = toParams(options.searchParams);
  if (options.form) init.body = toParams(options.form);
  else if (options.body) {
    init.body = options.body;
    init.retry = 0;
  } else if (options.json !== undefined) init.json = options.json;

  try {
    return await client(url, init);
  } catch (error) {
    throw await toFailure(error, url);
  }
}

function toParams(fields: Readonly<Record<string, string | number | boolean>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) params.append(key, String(value));
  return params;
}

/** Calls the server and parses its JSON answer; every failure is a RequestFailed. */
export async function requestJson<T = unknown>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options);
  const text = await response.text();
  if (!text.trim()) return null as T;
  const parsed = parseJson<T>(text);
  if (!parsed.ok) throw new RequestFailed('parse', response.status);
  return parsed.value;
}

/** For endpoints that answer with an HTML fragment or plain text. */
export async function requestText(method: Method, path: string, options: RequestOptions = {}): Promise<string> {
  const response = await send(method, path, options);
  return response.text();
}

/** Requests a page may hold waiting for a re-login at once; more fail with their 401. */
const MAX_HELD = 50;

/** Waits for re-login; an abort ends the wait at once. */
function waitForRelogin(relogin: Promise<string | false>, signal: AbortSignal | undefined): Promise<string | false> {
  unauthorized.held++;
  let onAbort = () => {};
  return new Promise<string | false>((resolve, reject) => {
    onAbort = () => reject(new HttpFailure('aborted', 0));
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    relogin.then(resolve, () => resolve(false));
  }).finally(() => {
    unauthorized.held--;
    signal?.removeEventListener('abort', onAbort);
  });
}

/**
 * Runs one request of src/lib/http.ts: numbers it (requestsSent), turns a RequestFailed into the
 * public HttpFailure, and on a 401 asks the page's unauthorized gate: the caller's promise then
 * stays pending until re-login (the request is replayed once with the new token), logout or abort.
 */
export async function call<T>(run: (options: RequestOptions) => Promise<T>, options: RequestOptions): Promise<T> {
  const sent = ++sequence.sent;
  try {
    return await run(options);
  } catch (error) {
    if (!(error instanceof RequestFailed)) throw error;
    const failure = new HttpFailure(error.kind, error.status, error.serverMessage);
    if (failure.kind !== 'unauthorized') throw failure;
    const relogin = unauthorized.gate?.(`401 from ${error.path ?? 'a request'}`, sent) ?? null;
    if (!relogin || options.noReplay || unauthorized.held >= MAX_HELD) throw failure;
    const csrfToken = await waitForRelogin(relogin, options.signal);
    if (csrfToken === false) throw failure;
    // An element's own config still carries the token it rendered with.
    const config = options.config && { ...options.config, csrfToken };
    return call(run, { ...options, ...(config && { config }), noReplay: true });
  }
}
