/**
 * A small Pusher Channels server (protocol 7) over WebSocket, enough for the real pusher-js
 * client: connection handshake, ping/pong, public and `private-` channel subscriptions with
 * HMAC-signed auth, unsubscribe, and server-published events. Presence and encrypted channels,
 * client events, webhooks and the REST API are not offered.
 *
 * Protocol: https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { z } from 'zod';

/** Channel names Pusher accepts: up to 164 of these characters. */
export const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;
/** Event names the server publishes (never the reserved `pusher:`/`pusher_internal:` ones). */
const EVENT_NAME = /^(?!pusher[:_])[A-Za-z0-9_\-=@,.;:]{1,200}$/;
/** `socket_id` as the server hands it out: two integers joined by a dot. */
export const SOCKET_ID = /^\d{1,16}\.\d{1,16}$/;
/** Seconds of silence after which pusher-js pings (sent in the handshake). */
export const ACTIVITY_TIMEOUT_S = 120;
/** Pusher's own limits: 10 KB per message, 100 channels per connection. */
export const MAX_MESSAGE_BYTES = 10 * 1024;
export const MAX_CHANNELS_PER_CONNECTION = 100;
export const MAX_CONNECTIONS = 1000;
/** Open connections per client address: one client cannot fill the hub for everyone else. */
export const MAX_CONNECTIONS_PER_ADDRESS = 20;
/** Open connections per session (tabs of one signed-in user). */
export const MAX_CONNECTIONS_PER_SESSION = 10;
/** A connection that has subscribed to nothing after this long is closed (4202). */
export const SUBSCRIBE_TIMEOUT_MS = 30_000;
/** How long a pinged connection may stay silent before it is dropped (close code 4201). */
const PONG_TIMEOUT_MS = 30_000;
const SWEEP_MS = 15_000;

const SUPPORTED_PROTOCOLS = new Set(['5', '6', '7']);

export interface HubOptions {
  appId: string;
  key: string;
  secret?: string;
  now: () => number;
  /**
   * Who is connecting, from the upgrade request (the session cookie): a session key, or null to
   * refuse the upgrade with 401. Without it anyone may connect (a hub used on its own).
   */
  authorize?: (request: IncomingMessage) => string | null;
  /** Defaults: MAX_CONNECTIONS_PER_ADDRESS, MAX_CONNECTIONS_PER_SESSION and SUBSCRIBE_TIMEOUT_MS. */
  maxPerAddress?: number;
  maxPerSession?: number;
  subscribeTimeoutMs?: number;
}

export interface HubStats {
  connections: number;
  subscriptions: number;
}

interface Connection {
  socket: WebSocket;
  socketId: string;
  channels: Set<string>;
  lastSeen: number;
  pingedAt: number | null;
  address: string;
  session: string | null;
  /** Closes the connection unless it subscribes first; cleared by the first subscription. */
  idleTimer: ReturnType<typeof setTimeout> | null;
}

const clientMessage = z.object({
  event: z.string().max(200),
  channel: z.string().max(200).optional(),
  data: z.unknown().optional(),
});

const subscribeData = z.object({
  channel: z.string().max(200),
  auth: z.string().max(400).optional(),
  channel_data: z.string().max(MAX_MESSAGE_BYTES).optional(),
});

const unsubscribeData = z.object({ channel: z.string().max(200) });

/** Pusher's data fields are JSON strings on the wire; clients may send either form. */
function decodeData(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

export function signChannel(secret: string, socketId: string, channel: string): string {
  return createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface Hub {
  readonly appId: string;
  readonly key: string;
  /** The app secret: signs `private-` channel subscriptions; never leaves the server. */
  readonly secret: string;
  /** Sends an event to every connection subscribed to the channel; returns how many got it. */
  publish(channel: string, event: string, data: unknown): number;
  stats(): HubStats;
  /** Handles WebSocket upgrades on `/app/{key}` of an HTTP server; returns the cleanup. */
  attach(server: Server): () => void;
}

export function createHub(options: HubOptions): Hub {
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const connections = new Set<Connection>();
  const perAddress = new Map<string, number>();
  const perSession = new Map<string, number>();
  const maxPerAddress = options.maxPerAddress ?? MAX_CONNECTIONS_PER_ADDRESS;
  const maxPerSession = options.maxPerSession ?? MAX_CONNECTIONS_PER_SESSION;
  const count = (map: Map<string, number>, key: string | null, delta: 1 | -1) => {
    if (key === null) return;
    const next = (map.get(key) ?? 0) + delta;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  };
  const subscribeTimeoutMs = options.subscribeTimeoutMs ?? SUBSCRIBE_TIMEOUT_MS;
  const byChannel = new Map<string, Set<Connection>>();

  function send(connection: Connection, message: { event: string; channel?: string; data: unknown }): void {
    if (connection.socket.readyState !== WebSocket.OPEN) return;
    // Pusher encodes `data` as a JSON string inside the JSON message (pusher:error excepted).
    const data = message.event === 'pusher:error' ? message.data : JSON.stringify(message.data ?? {});
    connection.socket.send(JSON.stringify({ ...message, data }));
  }

  function error(connection: Connection, code: number | null, message: string, channel?: string): void {
    send(connection, { event: 'pusher:error', ...(channel ? { channel } : {}), data: { code, message } });
  }

  function leave(connection: Connection, channel: string): void {
    connection.channels.delete(channel);
    const members = byChannel.get(channel);
    if (!members) return;
    members.delete(connection);
    if (members.size === 0) byChannel.delete(channel);
  }

  function drop(connection: Connection): void {
    for (const channel of [...connection.channels]) leave(connection, channel);
    if (connection.idleTimer) clearTimeout(connection.idleTimer);
    connection.idleTimer = null;
    if (!connections.delete(connection)) return;
    count(perAddress, connection.address, -1);
    count(perSession, connection.session, -1);
  }

  function subscribe(connection: Connection, raw: unknown): void {
    const parsed = subscribeData.safeParse(decodeData(raw));
    if (!parsed.success) return error(connection, null, 'pusher:subscribe needs data.channel.');
    const { channel, auth } = parsed.data;
    if (!CHANNEL_NAME.test(channel)) return error(connection, null, 'Invalid channel name.', channel.slice(0, 164));
    if (channel.startsWith('presence-') || channel.startsWith('private-encrypted-') || channel.startsWith('#')) {
      return error(connection, null, 'This server offers public and private channels only.', channel);
    }
    if (channel.startsWith('private-')) {
      const expected = `${options.key}:${signChannel(secret, connection.socketId, channel)}`;
      if (!auth || !sameText(auth, expected)) {
        return error(
          connection,
          null,
          `Invalid signature: the auth for ${channel} does not match this connection.`,
          channel,
        );
      }
    }
    if (!connection.channels.has(channel)) {
      if (connection.channels.size >= MAX_CHANNELS_PER_CONNECTION) {
        return error(
          connection,
          null,
          `A connection may subscribe to at most ${MAX_CHANNELS_PER_CONNECTION} channels.`,
          channel,
        );
      }
      connection.channels.add(channel);
      let members = byChannel.get(channel);
      if (!members) byChannel.set(channel, (members = new Set()));
      members.add(connection);
    }
    send(connection, { event: 'pusher_internal:subscription_succeeded', channel, data: {} });
  }

  function onMessage(connection: Connection, raw: RawData, isBinary: boolean): void {
    connection.lastSeen = options.now();
    connection.pingedAt = null;
    if (isBinary) return error(connection, null, 'Messages must be JSON text.');
    let body: unknown;
    try {
      body = JSON.parse(raw.toString());
    } catch {
      return error(connection, null, 'Messages must be JSON.');
    }
    const message = clientMessage.safeParse(body);
    if (!message.success) return error(connection, null, 'A message needs an event name.');
    switch (message.data.event) {
      case 'pusher:ping':
        return send(connection, { event: 'pusher:pong', data: {} });
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        subscribe(connection, message.data.data);
        if (connection.channels.size > 0 && connection.idleTimer) {
          clearTimeout(connection.idleTimer);
          connection.idleTimer = null;
        }
        return;
      case 'pusher:unsubscribe': {
        const parsed = unsubscribeData.safeParse(decodeData(message.data.data));
        if (parsed.success) leave(connection, parsed.data.channel);
        return;
      }
      default:
        if (message.data.event.startsWith('client-')) {
          return error(connection, null, 'Client events are not enabled on this server.', message.data.channel);
        }
        return error(connection, null, 'Unsupported event.');
    }
  }

  function accept(
    socket: WebSocket,
    key: string,
    protocol: string | null,
    address: string,
    session: string | null,
  ): void {
    if (key !== options.key) {
      socket.send(
        JSON.stringify({
          event: 'pusher:error',
          data: { code: 4001, message: `App key ${key.slice(0, 64)} does not exist.` },
        }),
      );
      socket.close(4001, 'Application does not exist');
      return;
    }
    if (!protocol || !SUPPORTED_PROTOCOLS.has(protocol)) {
      socket.send(
        JSON.stringify({ event: 'pusher:error', data: { code: 4007, message: 'Unsupported protocol version.' } }),
      );
      socket.close(4007, 'Unsupported protocol version');
      return;
    }
    const connection: Connection = {
      socket,
      socketId: `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`,
      channels: new Set(),
      lastSeen: options.now(),
      pingedAt: null,
      address,
      session,
      idleTimer: null,
    };
    connections.add(connection);
    count(perAddress, address, 1);
    count(perSession, session, 1);
    connection.idleTimer = setTimeout(() => {
      connection.socket.close(4202, 'Closed after inactivity: nothing subscribed');
      drop(connection);
    }, subscribeTimeoutMs);
    connection.idleTimer.unref();
    socket.on('message', (raw, isBinary) => onMessage(connection, raw, isBinary));
    socket.on('close', () => drop(connection));
    socket.on('error', () => {
      drop(connection);
      socket.terminate();
    });
    send(connection, {
      event: 'pusher:connection_established',
      data: { socket_id: connection.socketId, activity_timeout: ACTIVITY_TIMEOUT_S },
    });
  }

  function refuse(socket: Duplex, status: number, reason: string): void {
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.destroy();
  }

  return {
    appId: options.appId,
    key: options.key,
    secret,
    publish(channel, event, data) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
      if (!EVENT_NAME.test(event)) throw new Error(`Invalid event name: ${event}`);
      const encoded = JSON.stringify(data ?? {});
      if (Buffer.byteLength(encoded) > MAX_MESSAGE_BYTES) throw new Error('Event data is over 10 KB.');
      const members = byChannel.get(channel);
      if (!members) return 0;
      for (const connection of members) send(connection, { event, channel, data: data ?? {} });
      return members.size;
    },
    stats() {
      let subscriptions = 0;
      for (const members of byChannel.values()) subscriptions += members.size;
      return { connections: connections.size, subscriptions };
    },
    attach(server) {
      const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
      const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        const match = /^\/app\/([^/]{1,100})$/.exec(url.pathname);
        if (!match) {
          // Another module may serve this upgrade; when none listens, do not leave it hanging.
          if (server.listenerCount('upgrade') === 1) refuse(socket, 404, 'Not Found');
          return;
        }
        // Cross-site WebSocket hijacking: a browser page of another origin may not connect.
        const origin = request.headers.origin;
        if (origin) {
          let host: string | null = null;
          try {
            host = new URL(origin).host;
          } catch {
            host = null;
          }
          if (host !== request.headers.host) return refuse(socket, 403, 'Forbidden');
        }
        // Signed-in users only (when the hub is told how to check), within the per-session and
        // per-address caps, so nobody can fill the hub for the others.
        const session = options.authorize ? options.authorize(request) : null;
        if (options.authorize && session === null) return refuse(socket, 401, 'Unauthorized');
        if (session !== null && (perSession.get(session) ?? 0) >= maxPerSession)
          return refuse(socket, 429, 'Too Many Requests');
        const address = request.socket.remoteAddress ?? 'unknown';
        if ((perAddress.get(address) ?? 0) >= maxPerAddress) return refuse(socket, 429, 'Too Many Requests');
        if (connections.size >= MAX_CONNECTIONS) return refuse(socket, 503, 'Service Unavailable');
        wss.handleUpgrade(request, socket, head, (ws) =>
          accept(ws, decodeURIComponentSafe(match[1] ?? ''), url.searchParams.get('protocol'), address, session),
        );
      };
      server.on('upgrade', onUpgrade);
      // Pusher's liveness rule: ping a silent connection, drop it when the pong does not come.
      const sweep = setInterval(() => {
        const now = options.now();
        for (const connection of [...connections]) {
          if (connection.pingedAt !== null && now - connection.pingedAt > PONG_TIMEOUT_MS) {
            connection.socket.close(4201, 'Pong reply not received');
            drop(connection);
          } else if (connection.pingedAt === null && now - connection.lastSeen > ACTIVITY_TIMEOUT_S * 1000) {
            connection.pingedAt = now;
            send(connection, { event: 'pusher:ping', data: {} });
          }
        }
      }, SWEEP_MS);
      sweep.unref();
      return () => {
        clearInterval(sweep);
        server.off('upgrade', onUpgrade);
        for (const connection of [...connections]) {
          connection.socket.close(1001, 'Server shutting down');
          drop(connection);
        }
        wss.close();
      };
    },
  };
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
