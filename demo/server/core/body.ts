/**
 * Request body limits, enforced while the body streams in: a body is never read past its cap,
 * whatever Content-Length claims (chunked bodies have none), and the 413 answer comes before any
 * session or password work.
 *
 * - Forms, JSON, text and bodies without a type: at most MAX_BODY_BYTES (a route may allow more,
 *   e.g. a native form post), read into memory by `limitBodies` before the request goes on.
 * - Any other type (multipart uploads, raw file bytes): streamed to the route through a counter
 *   that stops at the upload maximum; a route that parses such a body for fields only lowers the
 *   cap first (`lowerBodyCap`).
 *
 * `readCapped` and `capStream` are the building blocks for a route that streams its own body.
 */
import type { Context, MiddlewareHandler } from 'hono';

/** The cap of form, JSON and text bodies. */
export const MAX_BODY_BYTES = 64 * 1024;

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;

/** The 413 text for a cap. */
export const bodyTooLargeMessage = (maxBytes: number) => `The request body is larger than ${formatBytes(maxBytes)}.`;

/**
 * 413 JSON. `Connection: close` makes Node close the socket once the answer is sent, instead of
 * reading (and discarding) the rest of an unread body to keep the connection alive.
 */
export function bodyTooLarge(maxBytes: number): Response {
  return new Response(JSON.stringify({ error: bodyTooLargeMessage(maxBytes) }), {
    status: 413,
    headers: { 'Content-Type': 'application/json', Connection: 'close' },
  });
}

/**
 * Reads a body into memory, at most `maxBytes`: null as soon as it is larger, without reading
 * further (the stream is released, not drained). An absent body is empty.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const bytes = new Uint8Array(maxBytes);
  if (!body) return bytes.subarray(0, 0);
  const reader = body.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return bytes.subarray(0, size);
      if (size + value.byteLength > maxBytes) return null;
      bytes.set(value, size);
      size += value.byteLength;
    }
  } finally {
    reader.releaseLock();
  }
}

/** Thrown into a capped stream's reader when the body goes past its cap. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(bodyTooLargeMessage(maxBytes));
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Passes `body` through, pulling one chunk at a time, and errors with BodyTooLargeError once more
 * than `cap.maxBytes` arrived (read on every chunk, so the cap may be lowered while reading).
 */
export function capStream(
  body: ReadableStream<Uint8Array>,
  cap: { maxBytes: number },
  onOverflow: () => void = () => undefined,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let size = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      size += value.byteLength;
      if (size > cap.maxBytes) {
        onOverflow();
        reader.releaseLock();
        return controller.error(new BodyTooLargeError(cap.maxBytes));
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

const BUFFERED_TYPES = /^(?:application\/(?:x-www-form-urlencoded|json|[\w.+-]+\+json)|text\/)/i;

const caps = new WeakMap<Context, { maxBytes: number }>();

/** For a streamed body parsed for its fields only (multipart forms): lowers the cap before reading it. */
export function lowerBodyCap(c: Context, maxBytes: number): void {
  const cap = caps.get(c);
  if (cap && maxBytes < cap.maxBytes) cap.maxBytes = maxBytes;
}

export interface BodyLimits {
  /** Cap of form, JSON and text bodies (default MAX_BODY_BYTES). */
  maxBytes?: number;
  /** Larger caps of form bodies, by exact path (native form posts). */
  formRoutes?: Readonly<Record<string, number>>;
  /** Cap of every other body (uploads). */
  streamedMaxBytes: number;
}

/** The first middleware of the app: caps every request body (see the module comment). */
export function limitBodies(limits: BodyLimits): MiddlewareHandler {
  const maxBytes = limits.maxBytes ?? MAX_BODY_BYTES;
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const type = c.req.header('Content-Type') ?? '';
    const buffered = type === '' || BUFFERED_TYPES.test(type);
    const cap = buffered ? (limits.formRoutes?.[c.req.path] ?? maxBytes) : limits.streamedMaxBytes;
    // A declared length over the cap is refused unread; a smaller one is not trusted either.
    const declared = Number(c.req.header('Content-Length'));
    if (Number.isFinite(declared) && declared > cap) return bodyTooLarge(cap);

    if (buffered) {
      const bytes = await readCapped(raw.body, cap);
      if (!bytes) return bodyTooLarge(cap);
      c.req.raw = new Request(raw, { body: bytes });
      return next();
    }

    let overflowed = false;
    const limit = { maxBytes: cap };
    caps.set(c, limit);
    c.req.raw = new Request(raw, {
      body: capStream(raw.body, limit, () => (overflowed = true)),
      duplex: 'half',
    } as RequestInit);
    await next();
    // The route saw its body fail to read: whatever it answered, the answer is 413.
    if (overflowed) c.res = bodyTooLarge(limit.maxBytes);
  };
}
