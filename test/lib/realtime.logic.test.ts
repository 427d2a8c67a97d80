import { describe, expect, it } from 'vitest';
import { sanitizeConfig } from '../../src/lib/config';
import {
  afterRelogin,
  channelStatus,
  privateChannel,
  pusherOptions,
  readChannelAuth,
  readRealtimeSettings,
  type SubscriptionState,
} from '../../src/lib/realtime.logic';

describe('readRealtimeSettings', () => {
  it('asks for no realtime without a block or without an app key', () => {
    expect(readRealtimeSettings(null)).toBeNull();
    expect(readRealtimeSettings(undefined)).toBeNull();
    expect(readRealtimeSettings('hr-demo-key')).toBeNull();
    expect(readRealtimeSettings([])).toBeNull();
    expect(readRealtimeSettings({ cluster: 'eu' })).toBeNull();
    expect(readRealtimeSettings({ key: '  ' })).toBeNull();
    expect(readRealtimeSettings({ key: 42 })).toBeNull();
  });

  it('fills the defaults: cluster mt1, TLS forced, /pusher/auth, the cluster host and pusher-js ports', () => {
    expect(readRealtimeSettings({ key: 'app-key' })).toEqual({
      key: 'app-key',
      cluster: 'mt1',
      wsHost: null,
      wsPort: null,
      wssPort: null,
      forceTLS: true,
      enabledTransports: null,
      authEndpoint: '/pusher/auth',
    });
  });

  it('turns TLS off only for forceTLS: false, never for a look-alike', () => {
    expect(readRealtimeSettings({ key: 'k', forceTLS: false })?.forceTLS).toBe(false);
    for (const value of [true, 'false', 0, null, undefined, {}])
      expect(readRealtimeSettings({ key: 'k', forceTLS: value })?.forceTLS, String(value)).toBe(true);
  });

  it('reads the demo server block as it prints it', () => {
    expect(
      readRealtimeSettings({
        key: 'hr-demo-key',
        cluster: 'mt1',
        wsHost: '127.0.0.1',
        wsPort: 4173,
        forceTLS: false,
        enabledTransports: ['ws'],
        authEndpoint: '/pusher/auth',
        identityChannel: 'private-1-identity-2',
      }),
    ).toEqual({
      key: 'hr-demo-key',
      cluster: 'mt1',
      wsHost: '127.0.0.1',
      wsPort: 4173,
      wssPort: null,
      forceTLS: false,
      enabledTransports: ['ws'],
      authEndpoint: '/pusher/auth',
    });
  });

  it('drops wrongly typed or hostile optional fields and keeps their defaults', () => {
    expect(
      readRealtimeSettings({
        key: 'k',
        cluster: 7,
        wsHost: 'evil.example/path?x=<script>',
        wsPort: '6001',
        wssPort: 70000,
        enabledTransports: ['ws', 'flash', 3, 'ws'],
        authEndpoint: '',
      }),
    ).toEqual({
      key: 'k',
      cluster: 'mt1',
      wsHost: null,
      wsPort: null,
      wssPort: null,
      forceTLS: true,
      enabledTransports: ['ws'],
      authEndpoint: '/pusher/auth',
    });
    expect(readRealtimeSettings({ key: 'k', wsPort: 0, enabledTransports: 'ws' })).toMatchObject({
      wsPort: null,
      enabledTransports: null,
    });
  });
});

describe('the config block', () => {
  it('keeps a realtime block whole (checked when used) and drops one that is not an object', () => {
    expect(sanitizeConfig({ realtime: { key: 'k', forceTLS: false } })).toEqual({
      realtime: { key: 'k', forceTLS: false },
    });
    expect(sanitizeConfig({ realtime: null })).toEqual({ realtime: null });
    expect(sanitizeConfig({ realtime: 'k' })).toEqual({});
    expect(sanitizeConfig({ realtime: ['k'] })).toEqual({});
  });

  it("keeps the session user's companyId when it is a positive integer", () => {
    expect(sanitizeConfig({ session: { id: 7, companyId: 3 } }).session).toMatchObject({ id: 7, companyId: 3 });
    for (const companyId of [0, -3, 1.5, '3', null])
      expect(sanitizeConfig({ session: { id: 7, companyId } }).session, String(companyId)).not.toHaveProperty(
        'companyId',
      );
  });
});

describe('privateChannel', () => {
  it('joins private, the company id, the subject and the user id with hyphens (SPEC §3)', () => {
    expect(privateChannel(3, 'identity', 7)).toBe('private-3-identity-7');
    expect(privateChannel(1, 'inbox', 120045)).toBe('private-1-inbox-120045');
  });

  it('names no channel for ids that are not positive integers', () => {
    for (const [company, user] of [
      [0, 7],
      [3, 0],
      [-3, 7],
      [3.5, 7],
      ['3', 7],
      [3, '7'],
      [null, 7],
      [3, undefined],
      [Number.NaN, 7],
    ])
      expect(privateChannel(company, 'identity', user), `${String(company)}/${String(user)}`).toBeNull();
  });

  it('names no channel for a subject that would change its shape', () => {
    expect(privateChannel(3, 'identity-7', 7)).toBeNull();
    expect(privateChannel(3, '', 7)).toBeNull();
    expect(privateChannel(3, 'a b', 7)).toBeNull();
    expect(privateChannel(3, 'x'.repeat(170), 7)).toBeNull();
  });
});

describe('pusherOptions', () => {
  const base = readRealtimeSettings({ key: 'k', cluster: 'eu' })!;

  it('gives the cluster, TLS and no stats, and leaves the host and ports to pusher-js when none are set', () => {
    expect(pusherOptions(base)).toEqual({ cluster: 'eu', forceTLS: true, enableStats: false });
  });

  it('connects wss:// to wsPort too unless wssPort is set', () => {
    expect(pusherOptions({ ...base, wsHost: 'rt.example', wsPort: 6001 })).toEqual({
      cluster: 'eu',
      forceTLS: true,
      enableStats: false,
      wsHost: 'rt.example',
      wsPort: 6001,
      wssPort: 6001,
    });
    expect(pusherOptions({ ...base, wsPort: 6001, wssPort: 6002 })).toMatchObject({ wsPort: 6001, wssPort: 6002 });
  });

  it('passes the enabled transports and forceTLS: false through', () => {
    expect(pusherOptions({ ...base, forceTLS: false, enabledTransports: ['ws'] })).toMatchObject({
      forceTLS: false,
      enabledTransports: ['ws'],
    });
  });
});

describe('channelStatus', () => {
  it('is live only when connected and subscribed', () => {
    expect(channelStatus('connected', 'subscribed', true)).toBe('live');
    expect(channelStatus('connected', 'pending', true)).toBe('connecting');
    expect(channelStatus('connecting', 'pending', true)).toBe('connecting');
    expect(channelStatus('initialized', 'pending', true)).toBe('connecting');
  });

  it('is dropped when no event can arrive: offline, unavailable, failed, disconnected, or authorization refused', () => {
    expect(channelStatus('connected', 'subscribed', false)).toBe('dropped');
    expect(channelStatus('unavailable', 'pending', true)).toBe('dropped');
    expect(channelStatus('failed', 'pending', true)).toBe('dropped');
    expect(channelStatus('disconnected', 'pending', true)).toBe('dropped');
    expect(channelStatus('connected', 'failed', true)).toBe('dropped');
  });
});

describe('readChannelAuth', () => {
  it('takes the signature pusher-js sends on, with channel data when given', () => {
    const auth = `hr-demo-key:${'0a'.repeat(32)}`;
    expect(readChannelAuth({ auth })).toEqual({ auth });
    expect(readChannelAuth({ auth, channel_data: '{"user_id":7}' })).toEqual({ auth, channel_data: '{"user_id":7}' });
  });

  it('refuses anything else', () => {
    for (const answer of [
      null,
      'key:abc',
      {},
      { auth: 5 },
      { auth: 'no-colon' },
      { auth: 'key:<script>' },
      { auth: ':abc' },
    ])
      expect(readChannelAuth(answer), JSON.stringify(answer)).toBeNull();
  });
});

describe('afterRelogin', () => {
  const states = (...list: SubscriptionState[]) => list;

  it('reconnects at once when the connection is not up', () => {
    for (const connection of ['unavailable', 'connecting', 'failed', 'disconnected'])
      expect(afterRelogin(connection, states('pending')), connection).toBe('reconnect');
  });

  it('subscribes again when an authorization was refused on a live connection', () => {
    expect(afterRelogin('connected', states('subscribed', 'failed'))).toBe('resubscribe');
  });

  it('leaves live subscriptions alone, and does nothing without channels', () => {
    expect(afterRelogin('connected', states('subscribed', 'pending'))).toBe('nothing');
    expect(afterRelogin('unavailable', states())).toBe('nothing');
  });
});
