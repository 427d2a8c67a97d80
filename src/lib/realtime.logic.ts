import { isRecord } from './json';

/*
 * Rules of the realtime service (./realtime.ts): the page config's `realtime` block, the private
 * channel names, the pusher-js options, a channel's status and the authorization answer. Pure: no
 * DOM, no network, no timers.
 */

/** Transports pusher-js knows by name (`enabledTransports`). */
const TRANSPORTS = ['ws', 'wss', 'xhr_streaming', 'xhr_polling', 'sockjs'] as const;
export type RealtimeTransport = (typeof TRANSPORTS)[number];

/** The page config's `realtime` block, checked: what the service connects with. */
export interface RealtimeSettings {
  /** The Pusher app key. */
  key: string;
  /** The Pusher cluster (`mt1`, `eu`…); pusher-js needs one even with `wsHost`. */
  cluster: string;
  /** A WebSocket host of its own (a self-hosted Pusher-protocol server); null: the cluster's. */
  wsHost: string | null;
  /** Port for ws:// (without TLS); null: pusher-js's default (80). */
  wsPort: number | null;
  /** Port for wss:// (with TLS); null: `wsPort` when given, else pusher-js's default (443). */
  wssPort: number | null;
  /** True unless the config says `false` in so many words (SPEC §9: the connection forces TLS). */
  forceTLS: boolean;
  /** Only these transports; null: pusher-js's choice. */
  enabledTransports: RealtimeTransport[] | null;
  /** Root-relative path or same-origin URL of the channel authorization (docs/api realtimeAuthorizeChannel). */
  authEndpoint: string;
}

export const DEFAULT_AUTH_ENDPOINT = '/pusher/auth';
const DEFAULT_CLUSTER = 'mt1';
const HOST = /^[A-Za-z0-9.-]{1,253}$/;
/** What Pusher accepts in a channel name, within its 164 characters. */
const CHANNEL_PART = /^[A-Za-z0-9_=@,.;]+$/;
const MAX_CHANNEL = 164;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const port = (value: unknown): number | null =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) < 65536 ? (value as number) : null;

/**
 * The `realtime` block as the service uses it, or null when the page does not ask for realtime
 * (no block, or no app key). Wrongly typed optional fields fall back to their defaults.
 */
export function readRealtimeSettings(value: unknown): RealtimeSettings | null {
  if (!isRecord(value)) return null;
  const key = text(value.key);
  if (!key) return null;
  const host = text(value.wsHost);
  const transports = Array.isArray(value.enabledTransports)
    ? value.enabledTransports.filter((name): name is RealtimeTransport =>
        TRANSPORTS.includes(name as RealtimeTransport),
      )
    : [];
  return {
    key,
    cluster: text(value.cluster) ?? DEFAULT_CLUSTER,
    wsHost: host && HOST.test(host) ? host : null,
    wsPort: port(value.wsPort),
    wssPort: port(value.wssPort),
    forceTLS: value.forceTLS !== false,
    enabledTransports: transports.length ? [...new Set(transports)] : null,
    authEndpoint: text(value.authEndpoint) ?? DEFAULT_AUTH_ENDPOINT,
  };
}

/** A positive integer id, as config and channel names carry it. */
const id = (value: unknown): number | null =>
  Number.isInteger(value) && (value as number) > 0 ? (value as number) : null;

/**
 * SPEC §3: "private, company id, subject, user id, joined by hyphens" →
 * `private-{companyId}-{subject}-{userId}`; null when an id is not a positive integer or the
 * subject is not a plain word.
 */
export function privateChannel(companyId: unknown, subject: string, userId: unknown): string | null {
  const company = id(companyId);
  const user = id(userId);
  if (company === null || user === null || !CHANNEL_PART.test(subject)) return null;
  const name = `private-${company}-${subject}-${user}`;
  return name.length <= MAX_CHANNEL ? name : null;
}

/** The identity-verification subject (docs/api/realtime.yaml). */
export const IDENTITY_SUBJECT = 'identity';

/** The options pusher-js gets, besides the authorization handler the service adds. */
export interface PusherConnectOptions {
  cluster: string;
  forceTLS: boolean;
  enableStats: false;
  wsHost?: string;
  wsPort?: number;
  wssPort?: number;
  enabledTransports?: RealtimeTransport[];
}

/**
 * pusher-js options for the settings. A `wsPort` without `wssPort` serves wss:// too: pusher-js
 * would otherwise connect with TLS to port 443 of a server that listens elsewhere.
 */
export function pusherOptions(settings: RealtimeSettings): PusherConnectOptions {
  const options: PusherConnectOptions = { cluster: settings.cluster, forceTLS: settings.forceTLS, enableStats: false };
  if (settings.wsHost) options.wsHost = settings.wsHost;
  if (settings.wsPort !== null) options.wsPort = settings.wsPort;
  const wss = settings.wssPort ?? settings.wsPort;
  if (wss !== null) options.wssPort = wss;
  if (settings.enabledTransports) options.enabledTransports = settings.enabledTransports;
  return options;
}

/** pusher-js connection states (`pusher.connection.state`). */
export type ConnectionState = 'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

/** Where one channel's subscription stands. */
export type SubscriptionState = 'pending' | 'subscribed' | 'failed';

/**
 * What a listener is told: `connecting` (first connection or a short reconnect, shown as nothing),
 * `live` (subscribed: events arrive), `dropped` (no events can arrive: the browser is offline,
 * pusher-js gave up for now — `unavailable` after its 10 s, `failed` — or the authorization was
 * refused).
 */
export type RealtimeStatus = 'connecting' | 'live' | 'dropped';

export function channelStatus(connection: string, subscription: SubscriptionState, online: boolean): RealtimeStatus {
  if (!online || subscription === 'failed') return 'dropped';
  if (connection === 'unavailable' || connection === 'failed' || connection === 'disconnected') return 'dropped';
  return connection === 'connected' && subscription === 'subscribed' ? 'live' : 'connecting';
}

/** The authorization answer pusher-js sends on: `{auth: "key:signature"}` (docs/api RealtimeChannelAuth). */
export interface ChannelAuth {
  auth: string;
  channel_data?: string;
}

export function readChannelAuth(answer: unknown): ChannelAuth | null {
  if (!isRecord(answer) || typeof answer.auth !== 'string' || !/^[^:\s]+:[A-Za-z0-9+/=_-]+$/.test(answer.auth))
    return null;
  return typeof answer.channel_data === 'string'
    ? { auth: answer.auth, channel_data: answer.channel_data }
    : { auth: answer.auth };
}

/**
 * What a re-login does: a connection that is not up reconnects at once (pusher-js subscribes every
 * channel again once connected; left alone it would wait out its back-off), refused channels
 * subscribe again, anything else is left as it is.
 */
export function afterRelogin(
  connection: string,
  subscriptions: readonly SubscriptionState[],
): 'reconnect' | 'resubscribe' | 'nothing' {
  if (subscriptions.length === 0) return 'nothing';
  if (connection !== 'connected') return 'reconnect';
  return subscriptions.includes('failed') ? 'resubscribe' : 'nothing';
}
