/**
 * Realtime hub limits: open connections per client address are capped (429 at upgrade), and a
 * connection that subscribes to nothing is closed after a while (4202), so idle sockets cannot
 * fill the hub for signed-in users.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createHub } from '../../demo/server/modules/realtime/hub';

const KEY = 'limits-key';
let server: Server;
let detach: () => void;
const sockets: WebSocket[] = [];

async function startHub(options: { maxPerAddress?: number; subscribeTimeoutMs?: number }): Promise<string> {
  const hub = createHub({ appId: '1', key: KEY, now: () => Date.now(), ...options });
  server = createServer((_, response) => response.end());
  detach = hub.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/app/${KEY}?protocol=7`;
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  detach?.();
  await new Promise((resolve) => server?.close(resolve));
});

/** Opens a socket: the established connection, or the HTTP status the upgrade was refused with. */
function open(url: string): Promise<{ socket: WebSocket; refused: number | null }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    sockets.push(socket);
    socket.on('message', (raw) => {
      if (JSON.parse(String(raw)).event === 'pusher:connection_established') resolve({ socket, refused: null });
    });
    socket.on('unexpected-response', (_, response) => resolve({ socket, refused: response.statusCode ?? 0 }));
    socket.on('error', reject);
  });
}

const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));

describe('realtime hub limits', () => {
  it('refuses the connection over the per-address cap with 429, and takes one again once a socket closes', async () => {
    const url = await startHub({ maxPerAddress: 3 });
    const open3 = await Promise.all([open(url), open(url), open(url)]);
    expect(open3.map((result) => result.refused)).toEqual([null, null, null]);
    expect((await open(url)).refused).toBe(429);
    const first = open3[0]!.socket;
    const gone = closed(first);
    first.close();
    await gone;
    await expect.poll(async () => (await open(url)).refused).toBe(null);
  });

  it('closes a connection that subscribes to nothing (4202), and keeps one that subscribed', async () => {
    const url = await startHub({ subscribeTimeoutMs: 300 });
    const idle = (await open(url)).socket;
    const busy = (await open(url)).socket;
    const subscribed = new Promise<void>((resolve) =>
      busy.on('message', (raw) => {
        if (JSON.parse(String(raw)).event === 'pusher_internal:subscription_succeeded') resolve();
      }),
    );
    busy.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'news' } }));
    await subscribed;
    expect(await closed(idle)).toBe(4202);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(busy.readyState).toBe(WebSocket.OPEN);
  });
});
