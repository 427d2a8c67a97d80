/**
 * Request bodies are capped while they stream in (demo/server/core/body.ts): an oversized body
 * is refused with 413 JSON after at most a few chunks, whatever Content-Length says, before the
 * session or password work, and the server's memory stays flat.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyTooLargeMessage, capStream, MAX_BODY_BYTES, readCapped } from '../../demo/server/core/body';
import { startDemoServer, type DemoServer } from '../../demo/server/server';
import { testClient, type TestClient } from './support/client';

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
const TOO_LARGE = { error: bodyTooLargeMessage(MAX_BODY_BYTES) };

/**
 * A body of `total` bytes made on demand, one chunk per pull, that counts what was pulled. The
 * first chunk starts with `prefix`.
 */
function countedBody(total: number, prefix = ''): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  const chunk = new TextEncoder().encode('a'.repeat(CHUNK));
  const first = new TextEncoder().encode(prefix + 'a'.repeat(CHUNK - prefix.length));
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) return controller.close();
        controller.enqueue(pulled === 0 ? first : chunk);
        pulled += chunk.byteLength;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

let client: TestClient;
afterEach(() => client?.close());

function post(path: string, body: ReadableStream<Uint8Array>, type: string) {
  return client.demo.app.request(path, {
    method: 'POST',
    body,
    headers: { 'Content-Type': type },
    duplex: 'half',
  } as RequestInit);
}

describe('streamed body caps (in process)', () => {
  it.each([
    ['/auth/password_login', 'application/x-www-form-urlencoded'],
    ['/demo/sign-in', 'application/json'],
    ['/auth/logout', 'text/plain'],
    ['/auth/password_login', ''],
  ])('refuses a 300 MB chunked body to %s (%s) with 413 after reading at most a few chunks', async (path, type) => {
    client = testClient();
    const body = countedBody(300 * MB);
    const response = await client.demo.app.request(path, {
      method: 'POST',
      body: body.stream,
      headers: type ? { 'Content-Type': type } : {},
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
    expect(response.headers.get('Connection')).toBe('close');
    expect(body.pulled()).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * CHUNK);
  });

  it('refuses a multipart form over 64 KB on a route that reads fields (login), reading little of it', async () => {
    client = testClient();
    const body = countedBody(300 * MB);
    const response = await client.demo.app.request('/auth/password_login', {
      method: 'POST',
      body: body.stream,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
    expect(body.pulled()).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * CHUNK);
  });

  it('refuses a declared Content-Length over the cap without reading the body', async () => {
    client = testClient();
    const body = countedBody(300 * MB);
    const response = await client.demo.app.request('/auth/password_login', {
      method: 'POST',
      body: body.stream,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(300 * MB) },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(body.pulled()).toBe(0);
  });

  it('does no login work for an oversized body: wrong passwords in it do not count as failures', async () => {
    client = testClient();
    for (let attempt = 0; attempt < 8; attempt++) {
      const body = countedBody(MB, 'username=owner&password=wrong&pad=');
      const response = await post('/auth/password_login', body.stream, 'application/x-www-form-urlencoded');
      expect(response.status).toBe(413);
    }
    const ok = await client.postForm('/auth/password_login', { username: 'owner', password: 'hr-demo-owner' });
    expect(ok.status).toBe(200);
  });

  it('still accepts bodies up to the cap', async () => {
    client = testClient();
    await client.signIn('owner');
    const value = 'v'.repeat(100);
    const padding = 'p'.repeat(MAX_BODY_BYTES - 200);
    const form = new URLSearchParams({ ajax: '1', id: '42', value, padding }).toString();
    expect(form.length).toBeLessThan(MAX_BODY_BYTES);
    const response = await client.request('POST', '/ajax/inline_edit/save.php', {
      body: form,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(200);
  });

  it('keeps memory flat with four 300 MB bodies in parallel', async () => {
    client = testClient();
    const before = process.memoryUsage().heapUsed;
    const bodies = Array.from({ length: 4 }, () => countedBody(300 * MB));
    const responses = await Promise.all(
      bodies.map((body) => post('/auth/password_login', body.stream, 'application/x-www-form-urlencoded')),
    );
    expect(responses.map((response) => response.status)).toEqual([413, 413, 413, 413]);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(64 * MB);
    expect(bodies.reduce((sum, body) => sum + body.pulled(), 0)).toBeLessThan(4 * (MAX_BODY_BYTES + 2 * CHUNK) + 1);
  });
});

describe('readCapped and capStream', () => {
  it('reads up to the cap and gives null past it, without draining the rest', async () => {
    const small = countedBody(2 * CHUNK);
    expect((await readCapped(small.stream, 4 * CHUNK))?.byteLength).toBe(2 * CHUNK);
    const large = countedBody(100 * CHUNK);
    expect(await readCapped(large.stream, 4 * CHUNK)).toBeNull();
    expect(large.pulled()).toBe(5 * CHUNK);
  });

  it('errors a passed-through stream once it goes past the cap, which may be lowered while reading', async () => {
    const body = countedBody(100 * CHUNK);
    const cap = { maxBytes: 50 * CHUNK };
    let overflowed = false;
    const reader = capStream(body.stream, cap, () => (overflowed = true)).getReader();
    await reader.read();
    cap.maxBytes = 2 * CHUNK;
    await reader.read();
    await expect(reader.read()).rejects.toThrow(bodyTooLargeMessage(2 * CHUNK));
    expect(overflowed).toBe(true);
    expect(body.pulled()).toBe(3 * CHUNK);
  });
});

describe('streamed body caps (real socket)', () => {
  let server: DemoServer;
  beforeAll(async () => {
    server = await startDemoServer({ port: 0, databaseFile: ':memory:', demoAdmin: true });
  }, 60_000);
  afterAll(() => server?.close());

  it('answers a chunked 300 MB login with 413 JSON and closes the connection after a little of it', async () => {
    const chunk = Buffer.alloc(CHUNK, 'a');
    const result = await new Promise<{ status: number; body: string; written: number }>((resolve, reject) => {
      let written = 0;
      let done = false;
      const req = httpRequest(new URL('/auth/password_login', server.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked' },
      });
      req.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => (body += text));
        response.on('end', () => {
          done = true;
          resolve({ status: response.statusCode ?? 0, body, written });
        });
      });
      req.on('error', (error) => {
        if (!done) reject(error);
      });
      // Writes as fast as the server reads (backpressure), until it answers or 300 MB are sent.
      const pump = () => {
        while (!done && written < 300 * MB) {
          written += chunk.byteLength;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!done) req.end();
      };
      pump();
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual(TOO_LARGE);
    // What the socket buffers hold on both sides plus the cap: far below the 300 MB offered.
    expect(result.written).toBeLessThan(32 * MB);
  }, 60_000);
});
