import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HrShellConfig } from '../../src/lib/config';
import { loadHttpClient } from '../../src/lib/http';
import { listen, resubscribe, type ChannelListener, type RealtimeStatus } from '../../src/lib/realtime';
import { configure, getConfig, reloadConfig, setCsrfToken } from '../../src/stores/config';
import { FakePusher } from '../support/fake-pusher';
import { json, mockFetch, type RecordedRequest } from '../support/fetch';

vi.mock('../../src/lib/realtime-pusher', async () => ({
  default: (await import('../support/fake-pusher')).FakePusher,
}));

const CHANNEL = 'private-3-identity-7';
const OTHER = 'private-3-inbox-7';
const REALTIME = { key: 'app-key', cluster: 'eu', authEndpoint: '/pusher/auth' };

let requests: RecordedRequest[];
let answer: (request: RecordedRequest) => Response | Promise<Response>;
const stops: Array<() => void> = [];

function recorder() {
  const events: Array<[string, unknown]> = [];
  const statuses: RealtimeStatus[] = [];
  const listener: ChannelListener = {
    onEvent: (event, data) => events.push([event, data]),
    onStatus: (status) => statuses.push(status),
  };
  return { listener, events, statuses, last: () => statuses.at(-1) };
}

function start(name: string, listener: ChannelListener, config: HrShellConfig = getConfig()): () => void {
  const stop = listen(name, listener, config);
  stops.push(stop);
  return stop;
}

const pusher = () => {
  const instance = FakePusher.instances.at(-1);
  if (!instance) throw new Error('pusher-js was not created');
  return instance;
};
const created = () => vi.waitFor(() => pusher());
const form = (request: RecordedRequest) => Object.fromEntries(new URLSearchParams(request.body));

beforeAll(() => loadHttpClient());

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  FakePusher.reset();
  configure({ csrfToken: 'tok-1', urlPrefix: '/acme', realtime: REALTIME });
  answer = (request) => json({ auth: `app-key:${'a'.repeat(64)}`, channel: form(request).channel_name });
  ({ requests } = mockFetch((request) => answer(request)));
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  reloadConfig();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('realtime service', () => {
  it('loads nothing and reports nothing when the page config has no realtime block', async () => {
    configure({ realtime: null });
    const { listener, statuses } = recorder();
    start(CHANNEL, listener);
    await vi.advanceTimersByTimeAsync(50);
    expect(FakePusher.instances).toHaveLength(0);
    expect(statuses).toEqual([]);
  });

  it('connects with the config: TLS forced, the wss port following wsPort, no stats', async () => {
    start(CHANNEL, recorder().listener, {
      ...getConfig(),
      realtime: { key: 'k', cluster: 'mt1', wsHost: 'realtime.example', wsPort: 6001, enabledTransports: ['ws'] },
    });
    const instance = await created();
    expect(instance.key).toBe('k');
    expect(instance.options).toMatchObject({
      cluster: 'mt1',
      forceTLS: true,
      wsHost: 'realtime.example',
      wsPort: 6001,
      wssPort: 6001,
      enabledTransports: ['ws'],
      enableStats: false,
    });
  });

  it('connects without TLS only when the config says forceTLS: false', async () => {
    start(CHANNEL, recorder().listener, { ...getConfig(), realtime: { ...REALTIME, forceTLS: false } });
    expect((await created()).options.forceTLS).toBe(false);
  });

  it('opens one connection for every listener and subscribes each channel once', async () => {
    const first = recorder();
    const second = recorder();
    const third = recorder();
    start(CHANNEL, first.listener);
    start(CHANNEL, second.listener);
    start(OTHER, third.listener);
    const instance = await created();
    instance.open();
    await vi.waitFor(() => expect(instance.subscribes).toHaveLength(2));
    expect(FakePusher.instances).toHaveLength(1);
    expect(instance.subscribes.map((subscribe) => subscribe.channel).sort()).toEqual([OTHER, CHANNEL].sort());
    expect(requests).toHaveLength(2);
  });

  it('authorizes at the auth endpoint with the socket, the channel and the CSRF token of that moment', async () => {
    start(CHANNEL, recorder().listener);
    const instance = await created();
    const socketId = instance.open();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(new URL(request!.url).pathname).toBe('/acme/pusher/auth');
    expect(request?.headers.get('X-CSRF-Token')).toBe('tok-1');
    expect(form(request!)).toEqual({ socket_id: socketId, channel_name: CHANNEL });
    await vi.waitFor(() =>
      expect(instance.subscribes).toEqual([{ channel: CHANNEL, auth: expect.stringMatching(/^app-key:/), socketId }]),
    );

    // The token rotates (a re-login); the next authorization (a reconnect) sends the new one.
    setCsrfToken('tok-2');
    instance.drop();
    instance.open();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.headers.get('X-CSRF-Token')).toBe('tok-2');
  });

  it('passes the channel events on to every listener of it, never pusher-js internal ones', async () => {
    const first = recorder();
    const second = recorder();
    const other = recorder();
    start(CHANNEL, first.listener);
    start(CHANNEL, second.listener);
    start(OTHER, other.listener);
    const instance = await created();
    instance.open();
    instance.confirm(CHANNEL);
    instance.publish(CHANNEL, 'verify', { code: '123456' });
    instance.publish(CHANNEL, 'pusher:subscription_count', { subscription_count: 2 });
    expect(first.events).toEqual([['verify', { code: '123456' }]]);
    expect(second.events).toEqual([['verify', { code: '123456' }]]);
    expect(other.events).toEqual([]);
  });

  it('is connecting until subscribed, live once subscribed, and tells a late listener where it stands', async () => {
    const first = recorder();
    start(CHANNEL, first.listener);
    expect(first.statuses).toEqual(['connecting']);
    const instance = await created();
    instance.open();
    instance.confirm(CHANNEL);
    expect(first.last()).toBe('live');
    const late = recorder();
    start(CHANNEL, late.listener);
    expect(late.statuses).toEqual(['live']);
  });

  it('reports a dropped connection only once pusher-js gives up for now, and live again after it reconnects', async () => {
    const { listener, statuses } = recorder();
    start(CHANNEL, listener);
    const instance = await created();
    instance.open();
    await vi.waitFor(() => expect(instance.subscribes).toHaveLength(1));
    instance.confirm(CHANNEL);
    instance.drop('connecting');
    expect(statuses).toEqual(['connecting', 'live', 'connecting']);
    instance.drop('unavailable');
    expect(statuses.at(-1)).toBe('dropped');
    instance.open();
    await vi.waitFor(() => expect(instance.subscribes).toHaveLength(2));
    instance.confirm(CHANNEL);
    expect(statuses.at(-1)).toBe('live');
  });

  it('reports dropped at once when the browser goes offline, and back when it is online', async () => {
    const { listener, last } = recorder();
    start(CHANNEL, listener);
    const instance = await created();
    instance.open();
    instance.confirm(CHANNEL);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(last()).toBe('dropped');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(last()).toBe('live');
  });

  it('a refused authorization (the session expired) drops the channel; resubscribe() after re-login authorizes again with the new token', async () => {
    const { listener, last } = recorder();
    start(CHANNEL, listener);
    const instance = await created();
    answer = () => json({ error: 'Unauthorized' }, 401);
    instance.open();
    await vi.waitFor(() => expect(last()).toBe('dropped'));
    expect(instance.subscribes).toEqual([]);

    answer = (request) => json({ auth: `app-key:${'b'.repeat(64)}`, token: request.headers.get('X-CSRF-Token') });
    setCsrfToken('tok-after-login');
    resubscribe();
    resubscribe();
    await vi.waitFor(() => expect(instance.subscribes).toHaveLength(1));
    expect(requests.map((request) => request.headers.get('X-CSRF-Token'))).toEqual(['tok-1', 'tok-after-login']);
    expect(last()).toBe('connecting');
    instance.confirm(CHANNEL);
    expect(last()).toBe('live');
  });

  it('resubscribe() reconnects at once when the connection is down, then every channel subscribes again', async () => {
    start(CHANNEL, recorder().listener);
    const instance = await created();
    instance.open();
    instance.confirm(CHANNEL);
    instance.drop('unavailable');
    const connects = instance.connects;
    resubscribe();
    await vi.waitFor(() => expect(instance.connects).toBe(connects + 1));
    expect(instance.disconnects).toBe(1);
    instance.open();
    await vi.waitFor(() => expect(instance.subscribes).toHaveLength(2));
  });

  it('resubscribe() leaves a live connection and its subscriptions alone', async () => {
    start(CHANNEL, recorder().listener);
    const instance = await created();
    instance.open();
    await vi.waitFor(() => expect(instance.subscribes).toHaveLength(1));
    instance.confirm(CHANNEL);
    resubscribe();
    await vi.advanceTimersByTimeAsync(10);
    expect(instance.disconnects).toBe(0);
    expect(requests).toHaveLength(1);
  });

  it('drops an authorization answer for a socket that has been replaced (its channel was authorized again)', async () => {
    start(CHANNEL, recorder().listener);
    const instance = await created();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = answer;
    answer = (request) => {
      answer = first;
      return held.then(() => first(request));
    };
    instance.open();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    instance.drop();
    const socketId = instance.open();
    await vi.waitFor(() => expect(instance.subscribes).toHaveLength(1));
    release();
    await vi.advanceTimersByTimeAsync(10);
    expect(instance.subscribes).toEqual([{ channel: CHANNEL, auth: expect.any(String), socketId }]);
  });

  it('refuses an answer that is not a channel signature', async () => {
    const { listener, last } = recorder();
    start(CHANNEL, listener);
    const instance = await created();
    answer = () => json({ auth: '<script>' });
    instance.open();
    await vi.waitFor(() => expect(last()).toBe('dropped'));
    expect(instance.subscribes).toEqual([]);
  });

  it('unsubscribes a channel when its last listener leaves, and disconnects when no channel is left', async () => {
    const stopFirst = start(CHANNEL, recorder().listener);
    const stopSecond = start(CHANNEL, recorder().listener);
    const stopOther = start(OTHER, recorder().listener);
    const instance = await created();
    instance.open();
    instance.confirm(CHANNEL);
    instance.confirm(OTHER);
    stopFirst();
    stopFirst();
    expect(instance.unsubscribes).toEqual([]);
    stopSecond();
    expect(instance.unsubscribes).toEqual([CHANNEL]);
    expect(instance.disconnects).toBe(0);
    stopOther();
    expect(instance.unsubscribes).toEqual([CHANNEL, OTHER]);
    expect(instance.disconnects).toBe(1);

    // A new listener opens a new connection.
    start(CHANNEL, recorder().listener);
    await vi.waitFor(() => expect(FakePusher.instances).toHaveLength(2));
  });

  it('a listener that leaves before pusher-js has loaded leaves no connection behind', async () => {
    const stop = start(CHANNEL, recorder().listener);
    stop();
    await vi.advanceTimersByTimeAsync(50);
    expect(FakePusher.instances).toHaveLength(0);
  });
});
