import { pageConfig, type HrShellConfig } from './config';
import { parseJson } from './json';
import { isSameOrigin } from './urls';

/*
 * Multipart uploads with progress. fetch cannot report upload progress, so this one service uses
 * XMLHttpRequest; like src/lib/http.ts it puts the URL prefix before root-relative paths, sends
 * the CSRF token and X-Requested-With to the page's own origin only, and refuses other origins.
 */

export type UploadFailureKind = 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-url' | 'parse';

/** Every failed upload ends in one of these. */
export class UploadFailure extends Error {
  override readonly name = 'UploadFailure';
  constructor(
    readonly kind: UploadFailureKind,
    /** HTTP status, or 0 when no response arrived. */
    readonly status: number,
    /** The parsed JSON error body, if any. */
    readonly body: unknown = null,
  ) {
    super(`${kind}${status ? ` (${status})` : ''}`);
  }

  /** The text the server put in its JSON error body (`message`, `error`), if any. */
  get serverMessage(): string | null {
    const body = this.body as Record<string, unknown> | null;
    if (typeof body !== 'object' || body === null) return null;
    for (const key of ['message', 'error', 'errorMessage']) {
      const value = body[key];
      if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 500);
    }
    return null;
  }
}

export interface UploadOptions {
  /** Root-relative path (gets the URL prefix) or a same-origin URL. */
  path: string;
  body: FormData;
  signal?: AbortSignal;
  /** Element-level config; the page-wide config otherwise. */
  config?: HrShellConfig;
  /** Called on each upload progress event with bytes sent and bytes in all. */
  onProgress?: (loaded: number, total: number) => void;
  /** Milliseconds without an answer after which the upload fails with `timeout`; 0 waits for ever. */
  timeout?: number;
}

/** Root-relative paths get the URL prefix; the result is absolute, or null when it is not http(s). */
function resolve(path: string, config: HrShellConfig): string | null {
  const prefixed = path.startsWith('/') && !path.startsWith('//') ? `${config.urlPrefix}${path}` : path;
  try {
    const url = new URL(prefixed, typeof location === 'undefined' ? 'http://localhost/' : location.href);
    return /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * POSTs a multipart body and resolves with the parsed JSON answer (null for an empty one). A
 * non-2xx answer rejects with an `http` UploadFailure carrying the status and parsed body.
 */
export function postUpload<T = unknown>(options: UploadOptions): Promise<T> {
  const config = options.config ?? pageConfig();
  const url = resolve(options.path, config);
  if (url === null || !isSameOrigin(url)) return Promise.reject(new UploadFailure('invalid-url', 0));
  if (options.signal?.aborted) return Promise.reject(new UploadFailure('aborted', 0));

  return new Promise<T>((done, fail) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', url);
    xhr.timeout = options.timeout ?? 0;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (config.csrfToken) xhr.setRequestHeader('X-CSRF-Token', config.csrfToken);
    if (options.onProgress) {
      const report = options.onProgress;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) report(event.loaded, event.total);
      };
    }
    xhr.onload = () => {
      settle();
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      const parsed = text.trim() ? parseJson<T>(text) : { ok: true as const, value: null as T };
      if (xhr.status < 200 || xhr.status >= 300) {
        fail(new UploadFailure('http', xhr.status, parsed.ok ? parsed.value : null));
      } else if (!parsed.ok) fail(new UploadFailure('parse', xhr.status));
      else done(parsed.value);
    };
    xhr.onerror = () => {
      settle();
      fail(new UploadFailure('network', 0));
    };
    xhr.ontimeout = () => {
      settle();
      fail(new UploadFailure('timeout', 0));
    };
    xhr.onabort = () => {
      settle();
      fail(new UploadFailure('aborted', 0));
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(options.body);
  });
}
