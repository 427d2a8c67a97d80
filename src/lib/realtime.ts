import type Pusher from 'pusher-js';
import type { Channel, ChannelAuthorizationHandler } from 'pusher-js';
import { pageConfig, type HrShellConfig } from './config';
import { http } from './http';
import {
  afterRelogin,
  channelStatus,
  pusherOptions,
  readChannelAuth,
  readRealtimeSettings,
  type RealtimeSettings,
  type RealtimeStatus,
  type SubscriptionState,
} from './realtime.logic';
import { report } from './report';
import { shared } from './runtime';
import { importBesideScript } from './script-tag';

/*
 * The realtime service: one Pusher connection per page (one even with two bundle copies, see
 * runtime.ts), opened by the first listener and closed when the last one leaves. Channels are
 * counted: two elements on one channel share one subscription. pusher-js is a chunk of its own,
 * fetched only when a listener asks for realtime and the page config has a `realtime` block.
 *
 * Private channels are authorized at the config's `authEndpoint` (default /pusher/auth) through
 * the http service, which reads the CSRF token when the request goes out: after a re-login it
 * sends the new one. A 401 there fails the subscription (the session lock opens, as for any 401);
 * `resubscribe()` after the re-login subscribes again.
 */

export type { RealtimeStatus } from './realtime.logic';

type PusherClass = typeof Pusher;

export interface ChannelListener {
  /** An event the server published on the channel (pusher-js's own `pusher:` events are not passed on). */
  onEvent(event: string, data: unknown): void;
  /** The channel's status: at once on `listen()`, then on every change. */
  onStatus(status: RealtimeStatus): void;
}

interface ChannelEntry {
  listeners: Set<{ listener: ChannelListener }>;
  subscription: SubscriptionState;
  status: RealtimeStatus;
  /** The pusher-js channel, once pusher-js has loaded. */
  channel: Channel | null;
}

interface Connection {
  settings: RealtimeSettings;
  /** Null while pusher-js loads. */
  pusher: Pusher | null;
  /** pusher-js's connection state ('initialized' until it has loaded, 'failed' when it could not load). */
  state: string;
  online: boolean;
  /** Removes the window's online/offline listeners. */
  release(): void;
}

const page = shared('realtime', () => ({
  channels: new Map<string, ChannelEntry>(),
  connection: null as Connection | null,
  loading: null as Promise<PusherClass> | null,
  relogin: false,
}));

function loadPusher(): Promise<PusherClass> {
  page.loading ??= (
    typeof __HR_SCRIPT_TAG__ === 'boolean' && __HR_SCRIPT_TAG__
      ? importBesideScript<typeof import('./realtime-pusher')>('pusher.js')
      : import('./realtime-pusher')
  ).then(
    (module) => module.default,
    (error: unknown) => {
      page.loading = null;
      throw error;
    },
  );
  return page.loading;
}

/** Tells every listener whose channel's status changed. */
function update(): void {
  const connection = page.connection;
  if (!connection) return;
  for (const entry of page.channels.values()) {
    const status = channelStatus(connection.state, entry.subscription, connection.online);
    if (status === entry.status) continue;
    entry.status = status;
    for (const { listener } of [...entry.listeners]) listener.onStatus(status);
  }
}

function setSubscription(name: string, subscription: SubscriptionState): void {
  const entry = page.channels.get(name);
  if (!entry) return;
  entry.subscription = subscription;
  update();
}

/** Subscribes `name` on the live connection and passes its events on to the channel's listeners. */
function subscribe(pusher: Pusher, name: string, entry: ChannelEntry): void {
  const channel = pusher.subscribe(name);
  entry.channel = channel;
  channel.bind('pusher:subscription_succeeded', () => setSubscription(name, 'subscribed'));
  channel.bind('pusher:subscription_error', () => setSubscription(name, 'failed'));
  channel.bind_global((event: string, data: unknown) => {
    if (event.startsWith('pusher:')) return;
    for (const { listener } of [...entry.listeners]) listener.onEvent(event, data);
  });
}

/**
 * pusher-js's authorization handler: POST `socket_id` and `channel_name` to the auth endpoint
 * with the CSRF token of that moment. An answer for a socket that has since been replaced is
 * dropped: pusher-js has started that channel's subscription again on the new socket.
 */
function authorizer(connection: Connection): ChannelAuthorizationHandler {
  return ({ socketId, channelName }, callback) => {
    const current = () => connection.pusher?.connection.socket_id === socketId;
    http
      .post<unknown>(connection.settings.authEndpoint, {
        form: { socket_id: socketId, channel_name: channelName },
        noReplay: true,
      })
      .then(
        (answer) => {
          if (!current()) return;
          const auth = readChannelAuth(answer);
          if (auth) callback(null, auth);
          else callback(new Error(`Unexpected answer from ${connection.settings.authEndpoint}`), null);
        },
        (error: unknown) => {
          if (current()) callback(error instanceof Error ? error : new Error(String(error)), null);
        },
      );
  };
}

function open(settings: RealtimeSettings): Connection {
  const connection: Connection = {
    settings,
    pusher: null,
    state: 'initialized',
    online: typeof navigator === 'undefined' || navigator.onLine !== false,
    release: () => {},
  };
  const onNetwork = () => {
    connection.online = navigator.onLine !== false;
    update();
  };
  window.addEventListener('online', onNetwork);
  window.addEventListener('offline', onNetwork);
  connection.release = () => {
    window.removeEventListener('online', onNetwork);
    window.removeEventListener('offline', onNetwork);
  };
  loadPusher().then(
    (PusherClass) => {
      if (page.connection !== connection) return;
      const pusher = new PusherClass(settings.key, {
        ...pusherOptions(settings),
        channelAuthorization: { customHandler: authorizer(connection) },
      });
      connection.pusher = pusher;
      connection.state = pusher.connection.state;
      pusher.connection.bind('state_change', ({ current }: { current: string }) => {
        connection.state = current;
        // pusher-js drops every subscription when the socket goes, and subscribes them all again
        // once it is back.
        if (current !== 'connected') for (const entry of page.channels.values()) entry.subscription = 'pending';
        update();
      });
      for (const [name, entry] of page.channels) subscribe(pusher, name, entry);
    },
    (error: unknown) => {
      if (page.connection !== connection) return;
      connection.state = 'failed';
      update();
      report(error, { source: 'realtime', phase: 'runtime' });
    },
  );
  return connection;
}

function close(connection: Connection): void {
  connection.release();
  connection.pusher?.disconnect();
  page.connection = null;
}

/**
 * Listens to a channel: subscribes it if no one else does yet (opening the page's connection if
 * needed) and returns the function that stops listening. When the page config has no usable
 * `realtime` block, nothing is loaded and the listener hears nothing.
 */
export function listen(name: string, listener: ChannelListener, config: HrShellConfig = pageConfig()): () => void {
  const settings = readRealtimeSettings(config.realtime);
  if (!settings) return () => {};
  const connection = (page.connection ??= open(settings));
  let entry = page.channels.get(name);
  if (!entry) {
    entry = { listeners: new Set(), subscription: 'pending', status: 'connecting', channel: null };
    page.channels.set(name, entry);
    entry.status = channelStatus(connection.state, entry.subscription, connection.online);
    if (connection.pusher) subscribe(connection.pusher, name, entry);
  }
  const handle = { listener };
  entry.listeners.add(handle);
  listener.onStatus(entry.status);
  const own = entry;
  return () => {
    if (!own.listeners.delete(handle) || own.listeners.size > 0) return;
    page.channels.delete(name);
    own.channel?.unbind_all();
    if (page.connection?.pusher) page.connection.pusher.unsubscribe(name);
    if (page.channels.size === 0 && page.connection) close(page.connection);
  };
}

/**
 * After a re-login: a connection that is down reconnects at once (pusher-js then subscribes
 * every channel again), and channels whose authorization was refused subscribe again, with the
 * new CSRF token. Calls in one task (several elements' unlock callbacks) do it once.
 */
export function resubscribe(): void {
  if (page.relogin) return;
  page.relogin = true;
  queueMicrotask(() => {
    page.relogin = false;
    const pusher = page.connection?.pusher;
    if (!pusher) return;
    const entries = [...page.channels];
    const action = afterRelogin(
      pusher.connection.state,
      entries.map(([, entry]) => entry.subscription),
    );
    if (action === 'reconnect') {
      pusher.disconnect();
      pusher.connect();
    } else if (action === 'resubscribe') {
      for (const [name, entry] of entries) {
        if (entry.subscription !== 'failed') continue;
        setSubscription(name, 'pending');
        pusher.subscribe(name);
      }
    }
  });
}
