import type { HrShellConfig } from './config';

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

async function call<T>(run: (client: Client) => Promise<T>): Promise<T> {
  let client: Client;
  try {
    client = await loadHttpClient();
  } catch {
    throw new HttpFailure('network', 0);
  }
  try {
    return await run(client);
  } catch (error) {
    if (error instanceof client.RequestFailed) throw new HttpFailure(error.kind, error.status, error.serverMessage);
    throw error;
  }
}

/** The one HTTP service: JSON in and out, typed failures, CSRF and URL prefix handled. */
export const http = {
  get: <T = unknown>(path: string, options?: RequestOptions) => call((c) => c.requestJson<T>('get', path, options)),
  post: <T = unknown>(path: string, options?: RequestOptions) => call((c) => c.requestJson<T>('post', path, options)),
  put: <T = unknown>(path: string, options?: RequestOptions) => call((c) => c.requestJson<T>('put', path, options)),
  delete: <T = unknown>(path: string, options?: RequestOptions) => call((c) => c.requestJson<T>('delete', path, options)),
  /** For endpoints that answer with an HTML fragment or plain text. */
  text: (method: Method, path: string, options?: RequestOptions) => call((c) => c.requestText(method, path, options)),
};
