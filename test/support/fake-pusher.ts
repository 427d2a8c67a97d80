/**
 * A stand-in for pusher-js in happy-dom, with the behaviour the realtime service relies on (read
 * from pusher-js 8's source): `subscribe()` authorizes through `channelAuthorization.customHandler`
 * only while connected and not already pending; an authorization error emits
 * `pusher:subscription_error` and leaves the channel unsubscribed; leaving 'connected' drops every
 * subscription; reaching 'connected' subscribes every known channel again; `disconnect()` goes to
 * 'disconnected'. The test drives the server side: connect, confirm subscriptions, publish.
 *
 *   vi.mock('../../src/lib/realtime-pusher', async () => ({ default: (await import('../support/fake-pusher')).FakePusher }));
 */
import type { ChannelAuthorizationCallback, ChannelAuthorizationHandler } from 'pusher-js';

type Handler = (...args: never[]) => void;

class Emitter {
  private handlers = new Map<string, Set<Handler>>();
  private globals = new Set<Handler>();
  bind(event: string, handler: Handler): this {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(handler);
    return this;
  }
  bind_global(handler: Handler): this {
    this.globals.add(handler);
    return this;
  }
  unbind_all(): this {
    this.handlers.clear();
    this.globals.clear();
    return this;
  }
  emit(event: string, data?: unknown): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) (handler as (data: unknown) => void)(data);
    for (const handler of [...this.globals]) (handler as (event: string, data: unknown) => void)(event, data);
  }
}

export class FakeChannel extends Emitter {
  subscribed = false;
  subscriptionPending = false;
  constructor(readonly name: string) {
    super();
  }
}

export class FakeConnection extends Emitter {
  state = 'initialized';
  socket_id = '';
  setState(current: string): void {
    const previous = this.state;
    if (previous === current) return;
    this.state = current;
    this.emit('state_change', { previous, current });
    this.emit(current);
  }
}

export interface FakePusherOptions {
  cluster: string;
  forceTLS?: boolean;
  wsHost?: string;
  wsPort?: number;
  wssPort?: number;
  enabledTransports?: string[];
  enableStats?: boolean;
  channelAuthorization: { customHandler: ChannelAuthorizationHandler };
}

export class FakePusher {
  /** Every instance created since the last `FakePusher.reset()`. */
  static instances: FakePusher[] = [];
  static reset(): void {
    FakePusher.instances = [];
  }

  readonly connection = new FakeConnection();
  readonly channels = new Map<string, FakeChannel>();
  /** `pusher:subscribe` messages sent, with the auth each carried. */
  readonly subscribes: Array<{ channel: string; auth: string; socketId: string }> = [];
  readonly unsubscribes: string[] = [];
  connects = 0;
  disconnects = 0;
  private sockets = 0;

  constructor(
    readonly key: string,
    readonly options: FakePusherOptions,
  ) {
    FakePusher.instances.push(this);
    this.connect();
  }

  subscribe(name: string): FakeChannel {
    let channel = this.channels.get(name);
    if (!channel) this.channels.set(name, (channel = new FakeChannel(name)));
    if (!channel.subscriptionPending && this.connection.state === 'connected') this.authorize(channel);
    return channel;
  }

  unsubscribe(name: string): void {
    const channel = this.channels.get(name);
    this.channels.delete(name);
    if (channel?.subscribed) this.unsubscribes.push(name);
  }

  connect(): void {
    this.connects++;
    this.connection.setState('connecting');
  }

  disconnect(): void {
    this.disconnects++;
    this.dropSubscriptions();
    this.connection.setState('disconnected');
  }

  /** The server accepted a socket: pusher-js subscribes every known channel on it. */
  open(): string {
    const socketId = `${++this.sockets}.${1000 + this.sockets}`;
    this.connection.socket_id = socketId;
    this.connection.setState('connected');
    for (const channel of this.channels.values()) this.subscribe(channel.name);
    return socketId;
  }

  /** The socket went (pusher-js reconnects: 'connecting'), or gave up for now ('unavailable'). */
  drop(state: 'connecting' | 'unavailable' = 'connecting'): void {
    this.dropSubscriptions();
    this.connection.setState(state);
  }

  /** The server confirmed the subscription of `name` (after a `pusher:subscribe` with valid auth). */
  confirm(name: string): void {
    const channel = this.channels.get(name);
    if (!channel) throw new Error(`no channel ${name}`);
    channel.subscriptionPending = false;
    channel.subscribed = true;
    channel.emit('pusher:subscription_succeeded', {});
  }

  /** A server event on `name`. */
  publish(name: string, event: string, data: unknown): void {
    this.channels.get(name)?.emit(event, data);
  }

  private dropSubscriptions(): void {
    for (const channel of this.channels.values()) {
      channel.subscribed = false;
      channel.subscriptionPending = false;
    }
  }

  private authorize(channel: FakeChannel): void {
    channel.subscriptionPending = true;
    const socketId = this.connection.socket_id;
    const callback: ChannelAuthorizationCallback = (error, data) => {
      if (error || !data) {
        channel.subscriptionPending = false;
        channel.emit('pusher:subscription_error', { type: 'AuthError', error: error?.message });
        return;
      }
      this.subscribes.push({ channel: channel.name, auth: data.auth, socketId: this.connection.socket_id });
    };
    this.options.channelAuthorization.customHandler({ socketId, channelName: channel.name }, callback);
  }
}
