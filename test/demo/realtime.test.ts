import Pusher from 'pusher-js';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { realtimeOf, REALTIME_KEY } from '../../demo/server/modules/realtime';
import { MAX_CONNECTIONS_PER_SESSION, signChannel } from '../../demo/server/modules/realtime/hub';
import { startDemoServer, type DemoServer } from '../../demo/server/server';
import { testClient, type TestClient } from './support/client';
import { contractBackend, expectContract } from './support/contract';

// Bundling and compiling the whole contract takes seconds: once per file, outside the test timeouts.
beforeAll(() => contractBackend(), 120_000);

/** A browser-like session against the running server: cookie jar of one, current CSRF token. */
interface Session {
  cookie: string;
  csrfToken: string;
  userId: number;
}

let server: DemoServer;
const pushers: Pusher[] = [];
const sockets: WebSocket[] = [];

async function signIn(username: string): Promise<Session> {
  const response = await fetch(new URL('/demo/sign-in', server.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username }),
  });
  expect(response.status).toBe(200);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const ids: Record<string, number> = { owner: 1, admin: 2, manager: 3, employee: 4 };
  return { cookie, csrfToken, userId: ids[username] ?? 0 };
}

/**
 * pusher-js in Node opens its WebSocket without cookies; a browser sends the session cookie with
 * the upgrade, which the hub requires. The next socket pusher-js opens carries this cookie.
 */
let upgradeCookie: string | null = null;
(Pusher as unknown as { Runtime: { createWebSocket(url: string): unknown } }).Runtime.createWebSocket = (url) =>
  new WebSocket(url, { headers: upgradeCookie ? { cookie: upgradeCookie } : {} });

/** The real pusher-js client, configured as the elements are, with the session cookie Node lacks. */
function connect(
  session: Session | null,
  headers: () => Record<string, string> = (): Record<string, string> =>
    session ? { 'X-CSRF-Token': session.csrfToken } : {},
): Pusher {
  upgradeCookie = session?.cookie ?? null;
  const pusher = new Pusher(REALTIME_KEY, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: server.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      // pusher-js's ajax transport in Node has no cookie jar: post like a browser would.
      customHandler: ({ socketId, channelName }, callback) => {
        fetch(new URL('/pusher/auth', server.url), {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            ...(session ? { cookie: session.cookie } : {}),
            ...headers(),
          },
          body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
        }).then(
          async (response) => {
            if (response.status !== 200) return callback(new Error(`auth ${response.status}`), null);
            callback(null, (await response.json()) as { auth: string });
          },
          (error: Error) => callback(error, null),
        );
      },
    },
  });
  pushers.push(pusher);
  return pusher;
}

function connected(pusher: Pusher): Promise<string> {
  return new Promise((resolve, reject) => {
    if (pusher.connection.state === 'connected') return resolve(pusher.connection.socket_id);
    pusher.connection.bind('connected', () => resolve(pusher.connection.socket_id));
    pusher.connection.bind('failed', () => reject(new Error('connection failed')));
  });
}

function subscribed(pusher: Pusher, channelName: string): Promise<ReturnType<Pusher['subscribe']>> {
  return new Promise((resolve, reject) => {
    const channel = pusher.subscribe(channelName);
    channel.bind('pusher:subscription_succeeded', () => resolve(channel));
    channel.bind('pusher:subscription_error', (error: unknown) =>
      reject(Object.assign(new Error('subscription_error'), { detail: error })),
    );
    channel.bind('pusher:error', (error: unknown) =>
      reject(Object.assign(new Error('pusher:error'), { detail: error })),
    );
  });
}

async function demoIdentity(session: Session, body: unknown, csrf = true): Promise<Response> {
  return fetch(new URL('/demo/realtime/identity', server.url), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      cookie: session.cookie,
      ...(csrf ? { 'X-CSRF-Token': session.csrfToken } : {}),
    },
    body: JSON.stringify(body),
  });
}

const until = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('realtime with the real pusher-js client', () => {
  // A real server on 127.0.0.1 and a free port: the WebSocket half needs a listening socket.
  beforeEach(async () => {
    server = await startDemoServer({ port: 0, host: '127.0.0.1', databaseFile: ':memory:', demoAdmin: true });
  });

  afterEach(async () => {
    for (const pusher of pushers.splice(0)) pusher.disconnect();
    for (const socket of sockets.splice(0)) socket.terminate();
    await server.close(); // idempotent
  });

  it('connects, subscribes to the private identity channel and receives verify and close events', async () => {
    const session = await signIn('admin');
    const pusher = connect(session);
    const socketId = await connected(pusher);
    expect(socketId).toMatch(/^\d+\.\d+$/);
    const channel = await subscribed(pusher, `private-1-identity-${session.userId}`);
    const events: Array<[string, unknown]> = [];
    channel.bind('verify', (data: unknown) => events.push(['verify', data]));
    channel.bind('close', (data: unknown) => events.push(['close', data]));

    const verify = await demoIdentity(session, { action: 'verify', code: '482913' });
    expect(await verify.json()).toEqual({
      channel: 'private-1-identity-2',
      event: 'verify',
      data: { code: '482913' },
      delivered: 1,
    });
    await demoIdentity(session, { action: 'close' });
    await until(() => events.length === 2);
    expect(events).toEqual([
      ['verify', { code: '482913' }],
      ['close', {}],
    ]);
  });

  it('generates a six-digit code when the demo control sends none, as text for the element to show', async () => {
    const session = await signIn('admin');
    const pusher = connect(session);
    const channel = await subscribed(pusher, 'private-1-identity-2');
    const codes: string[] = [];
    channel.bind('verify', (data: { code: string }) => codes.push(data.code));
    await demoIdentity(session, { action: 'verify' });
    await until(() => codes.length === 1);
    expect(codes[0]).toMatch(/^\d{6}$/);
  });

  it('publishes through the service other modules use, to public channels too', async () => {
    const pusher = connect(await signIn('owner'));
    const channel = await subscribed(pusher, 'company-1-announcements');
    const got: unknown[] = [];
    channel.bind('announcement', (data: unknown) => got.push(data));
    expect(
      realtimeOf(server.context).publish('company-1-announcements', 'announcement', { id: 7, message: '<b>hi</b>' }),
    ).toBe(1);
    await until(() => got.length === 1);
    expect(got).toEqual([{ id: 7, message: '<b>hi</b>' }]);
    expect(() => realtimeOf(server.context).publish('bad channel!', 'x', {})).toThrow();
    expect(() => realtimeOf(server.context).publish('ok', 'pusher:error', {})).toThrow();
    expect(() => realtimeOf(server.context).publish('ok', 'big', { x: 'x'.repeat(11_000) })).toThrow();
  });

  it("refuses someone else's channel at /pusher/auth (403), so the subscription fails", async () => {
    const session = await signIn('employee');
    const pusher = connect(session);
    await connected(pusher);
    await expect(subscribed(pusher, 'private-1-identity-2')).rejects.toMatchObject({ message: 'subscription_error' });
  });

  it('rejects a forged subscription signature on the socket with pusher:error', async () => {
    const { cookie } = await signIn('owner');
    const socket = new WebSocket(
      `ws://127.0.0.1:${server.port}/app/${REALTIME_KEY}?protocol=7&client=js&version=8.6.0`,
      { headers: { cookie } },
    );
    sockets.push(socket);
    const messages: Array<{ event: string; channel?: string; data: unknown }> = [];
    socket.on('message', (raw) => messages.push(JSON.parse(raw.toString()) as { event: string; data: unknown }));
    await until(() => messages.length === 1);
    const established = messages[0] as { event: string; data: string };
    expect(established.event).toBe('pusher:connection_established');
    const { socket_id: socketId, activity_timeout } = JSON.parse(established.data) as {
      socket_id: string;
      activity_timeout: number;
    };
    expect(activity_timeout).toBe(120);

    const channel = 'private-1-identity-2';
    // Signed with the wrong secret, or for another socket: refused.
    socket.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel, auth: `${REALTIME_KEY}:${signChannel('not-the-secret', socketId, channel)}` },
      }),
    );
    socket.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: {
          channel,
          auth: `${REALTIME_KEY}:${signChannel(realtimeOf(server.context).hub.secret, '1.2', channel)}`,
        },
      }),
    );
    socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }));
    await until(() => messages.length === 4);
    for (const message of messages.slice(1)) {
      expect(message).toMatchObject({
        event: 'pusher:error',
        channel,
        data: { code: null, message: expect.stringContaining('Invalid signature') },
      });
    }
    expect(realtimeOf(server.context).publish(channel, 'verify', { code: '1234' })).toBe(0);

    // Hostile messages: no crash, an error answer each; the socket stays usable.
    for (const raw of [
      'not json',
      '[]',
      '{"event":42}',
      JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'bad channel<>' } }),
      '{"__proto__":{"polluted":1},"event":"pusher:ping"}',
      JSON.stringify({ event: 'client-hack', channel: 'x', data: {} }),
    ]) {
      socket.send(raw);
    }
    socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await until(() => messages.some((m) => m.event === 'pusher:pong' && messages.indexOf(m) > 8));
    expect(messages.filter((m) => m.event === 'pusher:error').length).toBeGreaterThanOrEqual(8);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    // The correct signature works.
    socket.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: {
          channel,
          auth: `${REALTIME_KEY}:${signChannel(realtimeOf(server.context).hub.secret, socketId, channel)}`,
        },
      }),
    );
    await until(() => messages.some((m) => m.event === 'pusher_internal:subscription_succeeded'));
  });

  it('closes connections for an unknown app key (4001) and refuses a cross-origin browser', async () => {
    const { cookie } = await signIn('owner');
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/app/wrong-key?protocol=7`, { headers: { cookie } });
    sockets.push(socket);
    const code = await new Promise<number>((resolve) => socket.on('close', (closeCode) => resolve(closeCode)));
    expect(code).toBe(4001);

    const foreign = new WebSocket(`ws://127.0.0.1:${server.port}/app/${REALTIME_KEY}?protocol=7`, {
      headers: { Origin: 'https://evil.example', cookie },
    });
    sockets.push(foreign);
    const status = await new Promise<number>((resolve) => {
      foreign.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      foreign.on('error', () => undefined);
    });
    expect(status).toBe(403);
  });

  it('refuses the upgrade without a live session (401) and over the per-session cap (429)', async () => {
    const status = (headers: Record<string, string>) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${server.port}/app/${REALTIME_KEY}?protocol=7`, { headers });
        sockets.push(socket);
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('message', () => resolve(101));
        socket.on('error', () => undefined);
      });
    expect(await status({})).toBe(401);
    expect(await status({ cookie: 'hr_demo_sid=forged' })).toBe(401);
    const { cookie } = await signIn('employee');
    const opened: number[] = [];
    for (let i = 0; i < MAX_CONNECTIONS_PER_SESSION; i++) opened.push(await status({ cookie }));
    expect(opened.every((code) => code === 101)).toBe(true);
    expect(await status({ cookie })).toBe(429);
    // Another user behind the same address still connects.
    expect(await status({ cookie: (await signIn('manager')).cookie })).toBe(101);
  });

  it('forgets a connection and its subscriptions when the client disconnects or unsubscribes', async () => {
    const session = await signIn('admin');
    const hub = realtimeOf(server.context);
    const pusher = connect(session);
    await subscribed(pusher, 'private-1-identity-2');
    await subscribed(pusher, 'private-1-inbox-2');
    expect(hub.stats()).toEqual({ connections: 1, subscriptions: 2 });
    pusher.unsubscribe('private-1-inbox-2');
    await until(() => hub.stats().subscriptions === 1);
    pusher.disconnect();
    await until(() => hub.stats().connections === 0);
    expect(hub.stats()).toEqual({ connections: 0, subscriptions: 0 });
    expect(hub.publish('private-1-identity-2', 'verify', { code: '1234' })).toBe(0);
  });

  it('drops every connection when the server closes', async () => {
    const pusher = connect(await signIn('owner'));
    await subscribed(pusher, 'public-news');
    const states: string[] = [];
    pusher.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));
    await server.close();
    await until(() => states.length > 0);
    expect(states[0]).not.toBe('connected');
    pusher.disconnect();
  });
});

describe('POST /pusher/auth', () => {
  let client: TestClient;
  afterEach(() => client.close());

  const form = (channel: string, socket = '1234.5678') => ({ socket_id: socket, channel_name: channel });

  it('signs the user’s own private channels with key:HMAC', async () => {
    client = testClient();
    await client.signIn('employee');
    for (const subject of ['identity', 'inbox', 'notifications']) {
      const response = await client.postForm('/pusher/auth', form(`private-1-${subject}-4`));
      const body = (await expectContract(response, 'POST', '/pusher/auth')) as { auth: string };
      const secret = realtimeOf(client.demo.context).hub.secret;
      expect(body.auth).toBe(`${REALTIME_KEY}:${signChannel(secret, '1234.5678', `private-1-${subject}-4`)}`);
    }
  });

  it('does not extend the session (passive)', async () => {
    const clock = { t: Date.UTC(2026, 10, 2, 9) };
    client = testClient({ now: () => clock.t });
    await client.signIn('employee');
    clock.t += 20 * 60_000;
    expect((await client.postForm('/pusher/auth', form('private-1-identity-4'))).status).toBe(200);
    clock.t += 11 * 60_000;
    expect((await client.postForm('/pusher/auth', form('private-1-identity-4'))).status).toBe(401);
  });

  it('answers 401 without a live session and 403 without the CSRF token', async () => {
    client = testClient();
    const anonymous = await client.postForm('/pusher/auth', form('private-1-identity-4'));
    expect(anonymous.status).toBe(401);
    await expectContract(anonymous, 'POST', '/pusher/auth');
    await client.signIn('employee');
    const forged = await client.postForm('/pusher/auth', form('private-1-identity-4'), { csrf: false });
    expect(forged.status).toBe(403);
    expect(await expectContract(forged, 'POST', '/pusher/auth')).toEqual({ error: 'Invalid CSRF token.' });
  });

  it.each([
    ['private-1-identity-2', 403], // another user
    ['private-2-identity-4', 403], // another company
    ['private-1-payroll-4', 403], // unknown subject
    ['private-1-identity-4-extra', 403],
    ['presence-1-identity-4', 422],
    ['private-encrypted-1-identity-4', 422],
    ['public-news', 422],
    ['private-1-identity-4<script>', 422],
    ['private-' + 'x'.repeat(200), 422],
    ['', 422],
  ])('refuses channel %j with %i', async (channel, status) => {
    client = testClient();
    await client.signIn('employee');
    const response = await client.postForm('/pusher/auth', form(channel));
    expect(response.status).toBe(status);
    await expectContract(response, 'POST', '/pusher/auth');
  });

  it.each(['', 'abc', '1234', '1.2.3', '1234.5678\n', '-1.5', '1'.repeat(40) + '.1'])(
    'refuses socket_id %j with 422',
    async (socket) => {
      client = testClient();
      await client.signIn('employee');
      const response = await client.postForm('/pusher/auth', form('private-1-identity-4', socket));
      expect(response.status).toBe(422);
      await expectContract(response, 'POST', '/pusher/auth');
    },
  );

  it('refuses a JSON body with 400', async () => {
    client = testClient();
    await client.signIn('employee');
    const response = await client.postJson('/pusher/auth', form('private-1-identity-4'));
    expect(response.status).toBe(400);
    await expectContract(response, 'POST', '/pusher/auth');
  });

  it('the demo identity control needs a session and CSRF and validates its body', async () => {
    client = testClient();
    expect((await client.postJson('/demo/realtime/identity', { action: 'verify' })).status).toBe(401);
    await client.signIn('employee');
    expect((await client.postJson('/demo/realtime/identity', { action: 'verify' }, { csrf: false })).status).toBe(403);
    for (const body of [
      { action: 'explode' },
      { action: 'verify', code: '<img src=x onerror=alert(1)>' },
      { action: 'verify', code: 123456 },
      [],
      { action: 'verify', code: '1'.repeat(13) },
    ]) {
      expect((await client.postJson('/demo/realtime/identity', body)).status).toBe(422);
    }
    const ok = await client.postJson('/demo/realtime/identity', { action: 'close' });
    expect(await ok.json()).toEqual({ channel: 'private-1-identity-4', event: 'close', data: {}, delivered: 0 });
  });

  it('has no demo identity control without --demo-admin', async () => {
    client = testClient({ demoAdmin: false });
    expect((await client.postJson('/demo/realtime/identity', { action: 'close' })).status).toBe(404);
  });
});
