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
  /** A 401 rejects at once instead of waiting for re-login (the session check and login calls). */
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

type Held = (csrfToken: string | false) => void;

/** Requests that got a 401 while a lock screen can unlock; one set per page (see runtime.ts). */
const replay = shared('http-replay', () => ({ on: false, held: new Set<Held>() }));
const MAX_HELD = 50;

/**
 * Whether a 401 waits for re-login. Only the session check turns this on: without a lock screen
 * nothing would ever unlock, so a held promise would hang forever.
 */
export function holdUnauthorized(on: boolean): void {
  replay.on = on;
  if (!on) settleHeld(false);
}

/**
 * Replays every held request once with the new token (after re-login), or with `false` rejects
 * them with their original failure (logout, another user signed in, the check stopped).
 */
export function settleHeld(csrfToken: string | false): void {
  for (const held of [...replay.held]) held(csrfToken);
}

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
  try {
    return await run(client, options);
  } catch (error) {
    if (!(error instanceof client.RequestFailed)) throw error;
    const failure = new HttpFailure(error.kind, error.status, error.serverMessage);
    if (failure.kind !== 'unauthorized' || options.noReplay || !replay.on || replay.held.size >= MAX_HELD)
      throw failure;
    // The caller's promise stays pending until re-login (so a save resolves after it), logout, or abort.
    const { signal } = options;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        replay.held.delete(held);
        reject(new HttpFailure('aborted', 0));
      };
      const held: Held = (csrfToken) => {
        replay.held.delete(held);
        signal?.removeEventListener('abort', onAbort);
        if (csrfToken === false) return reject(failure);
        // An element's own config still carries the token it rendered with.
        const config = options.config && { ...options.config, csrfToken };
        call(run, { ...options, ...(config && { config }), noReplay: true }).then(resolve, reject);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      replay.held.add(held);
    });
  }
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
