import type { HrShellConfig } from './config';
import { shared } from './runtime';

export type HttpFailureKind =
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'client'
  | 'server'
  | 'timeout'
  | 'network'
  | 'aborted'
  | 'invalid-url'
  | 'parse';

/** Every failed call ends in one of these, so callers switch on `kind` instead of parsing errors. */
export class HttpFailure extends Error {
  override readonly name = 'HttpFailure';
  constructor(
    readonly kind: HttpFailureKind,
    /** HTTP status, or 0 when no response arrived. */
    readonly status: number,
    /** Text the server put in its JSON error body (`error`, `errorMessage`, `message`), if any. */
    readonly serverMessage: string | null = null,
  ) {
    super(serverMessage ?? `${kind}${status ? ` (${status})` : ''}`);
  }
}

export function isAbort(error: unknown): boolean {
  return error instanceof HttpFailure && error.kind === 'aborted';
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head';

export interface RequestOptions {
  signal?: AbortSignal;
  /** URL-encoded form fields, as PHP endpoints expect. */
  form?: Readonly<Record<string, string | number | boolean>>;
  json?: unknown;
  /** Multipart bodies (uploads); never retried because the body cannot be replayed. */
  body?: FormData;
  searchParams?: Readonly<Record<string, string | number | boolean>>;
  /** Element-level config (its `config` attribute); the page-wide config otherwise. */
  config?: HrShellConfig;
  timeout?: number;
  /** Cross-origin targets are refused unless a caller says so explicitly; they never get credentials or the token. */
  allowCrossOrigin?: boolean;
  /** A 401 rejects at once instead of waiting for re-login (the session check and login calls); the gate is still told. */
  noReplay?: boolean;
}

type Client = typeof import('./http-client');
let loading: Promise<Client> | null = null;

/**
 * The ky client is loaded on first use (or when an element calls this on mount): elements render
 * without it, which keeps their first-load bundle inside the size budget. It is one module, so
 * every element still shares one ky instance.
 */
export function loadHttpClient(): Promise<Client> {
  loading ??= import('./http-client').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const INTENT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
const prefetch = shared('http-prefetch', () => ({ armed: false }));

/**
 * Fetches the HTTP client on the page's first sign of a user (pointer, key, focus, touch), so it
 * is there before their first action needs it, without costing the first render: a page that
 * printed its data makes no request at load. A request made earlier loads it on demand.
 */
export function prefetchHttpClientOnIntent(target: Document = document): void {
  if (prefetch.armed) return;
  prefetch.armed = true;
  const onIntent = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, onIntent, true);
    loadHttpClient().catch(() => undefined);
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, onIntent, { capture: true, passive: true });
}

/**
 * What a 401 does, installed by the session store (src/stores/session.ts) when it loads. It is told
 * every 401 (`reason` names the request, e.g. "401 from /ajax/save.php"; `sent` is the request's
 * number from `requestsSent()`, so a 401 to a request sent before a re-login can be told from a new
 * one) and answers with what the request waits for: a promise of the new CSRF token after re-login
 * (the request is then replayed once with it; `false` ends it with its 401), or null when nothing
 * can unlock, so it fails at once. Without a gate a 401 is a plain `unauthorized` failure.
 */
export type UnauthorizedGate = (reason: string, sent: number) => Promise<string | false> | null;

/** One gate per page, even with two bundle copies (see runtime.ts); `held` counts waiting requests. */
export const unauthorized = shared('http-unauthorized', () => ({ gate: null as UnauthorizedGate | null, held: 0 }));
/** Numbers every request attempt of the page in the order they are sent. */
export const sequence = shared('http-sequence', () => ({ sent: 0 }));

/** How many requests the page has sent so far: every later request gets a higher number. */
export function requestsSent(): number {
  return sequence.sent;
}

/** Installs (or with null removes) the page's unauthorized gate. */
export function setUnauthorizedGate(gate: UnauthorizedGate | null): void {
  unauthorized.gate = gate;
}

/** Loads the client, then runs the request through it (its `call`: the 401 gate and the replay live there). */
async function call<T>(
  run: (client: Client, options: RequestOptions) => Promise<T>,
  options: RequestOptions = {},
): Promise<T> {
  let client: Client;
  try {
    client = await loadHttpClient();
  } catch {
    throw new HttpFailure('network', 0);
  }
  return client.call((next) => run(client, next), options);
}

/** The one HTTP service: JSON in and out, typed failures, CSRF and URL prefix handled. */
export const http = {
  get: <T = unknown>(path: string, options?: RequestOptions) =>
    call((c, o) => c.requestJson<T>('get', path, o), options),
  post: <T = unknown>(path: string, options?: RequestOptions) =>
    call((c, o) => c.requestJson<T>('post', path, o), options),
  put: <T = unknown>(path: string, options?: RequestOptions) =>
    call((c, o) => c.requestJson<T>('put', path, o), options),
  delete: <T = unknown>(path: string, options?: RequestOptions) =>
    call((c, o) => c.requestJson<T>('delete', path, o), options),
  /** For endpoints that answer with an HTML fragment or plain text. */
  text: (method: Method, path: string, options?: RequestOptions) =>
    call((c, o) => c.requestText(method, path, o), options),
};

/** Request options of a bound service: the config comes from the binding. */
export type BoundRequestOptions = Omit<RequestOptions, 'config'>;

/**
 * The service bound to a config read at each call (an element's: the page config merged with its
 * `config` attribute, see useHttp in src/element/define-element.tsx).
 */
export function bindHttp(config: () => HrShellConfig) {
  const withConfig = (options?: BoundRequestOptions): RequestOptions => ({ ...options, config: config() });
  return {
    get: <T = unknown>(path: string, options?: BoundRequestOptions) => http.get<T>(path, withConfig(options)),
    post: <T = unknown>(path: string, options?: BoundRequestOptions) => http.post<T>(path, withConfig(options)),
    put: <T = unknown>(path: string, options?: BoundRequestOptions) => http.put<T>(path, withConfig(options)),
    delete: <T = unknown>(path: string, options?: BoundRequestOptions) => http.delete<T>(path, withConfig(options)),
    text: (method: Method, path: string, options?: BoundRequestOptions) => http.text(method, path, withConfig(options)),
  };
}

export type BoundHttp = ReturnType<typeof bindHttp>;
