/**
 * Realtime (contract: docs/api/realtime.yaml): a Pusher Channels server on the demo server's own
 * port (WebSocket path `/app/{key}`), `/pusher/auth` signing the user's private channels with the
 * official `pusher` package, and a publish service other modules use (`services.get('realtime')`).
 *
 * Production Pusher forces TLS; the demo runs on plain http://127.0.0.1, so its client
 * config says `forceTLS: false` and `ws://`. A PHP back end keeps TLS.
 */
import { randomInt } from 'node:crypto';
import type { Context } from 'hono';
import { parse as parseCookies } from 'hono/utils/cookie';
import Pusher from 'pusher';
import { z } from 'zod';
import type { AppEnv, SessionUser } from '../../core/env';
import { jsonError, parseForm, parseJsonBody } from '../../core/http';
import type { DemoModule, ServerContext } from '../../core/module';
import { requireSession, SESSION_COOKIE, type SessionStore } from '../../core/sessions';
import { CHANNEL_NAME, createHub, SOCKET_ID, type Hub, type HubStats } from './hub';

export const REALTIME_APP_ID = 'hr-demo';
export const REALTIME_KEY = 'hr-demo-key';
export const REALTIME_CLUSTER = 'mt1';
/** The subject of the identity-verification channel. */
export const IDENTITY_SUBJECT = 'identity';
/** Subjects a user may subscribe to on their own channels. */
export const CHANNEL_SUBJECTS = ['identity', 'inbox', 'notifications'] as const;
export type ChannelSubject = (typeof CHANNEL_SUBJECTS)[number];

/** What other modules get from `services.get('realtime')`. */
export interface Realtime {
  readonly key: string;
  /** `private-{companyId}-{subject}-{userId}`. */
  channelFor(user: Pick<SessionUser, 'companyId' | 'id'>, subject: ChannelSubject): string;
  /**
   * Sends `event` with `data` (JSON, at most 10 KB) to every connection on `channel`; returns how
   * many received it. Throws on an invalid channel or event name (a programming error).
   */
  publish(channel: string, event: string, data: unknown): number;
  stats(): HubStats;
}

/** The pusher-js options the elements need, for a page's config block (see realtimeClientConfig). */
export interface RealtimeClientConfig {
  key: string;
  cluster: string;
  wsHost: string;
  wsPort: number;
  forceTLS: boolean;
  enabledTransports: ['ws'];
  authEndpoint: string;
  identityChannel: string | null;
}

/** The WebSocket origin of the realtime server the page config names (the page's own host). */
export function realtimeOrigin(pageUrl: URL): string {
  return `${pageUrl.protocol === 'https:' ? 'wss' : 'ws'}://${pageUrl.host}`;
}

/**
 * The realtime part of a page's config: the server's own host and port (the demo has no separate
 * realtime host), plain ws:// because the demo is http. A production page sets the provider's
 * key and cluster with TLS forced.
 */
export function realtimeClientConfig(c: Context<AppEnv>, user: SessionUser | null): RealtimeClientConfig {
  const url = new URL(c.req.url);
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  return {
    key: REALTIME_KEY,
    cluster: REALTIME_CLUSTER,
    wsHost: url.hostname,
    wsPort: port,
    forceTLS: url.protocol === 'https:',
    enabledTransports: ['ws'],
    authEndpoint: '/pusher/auth',
    identityChannel: user ? channelFor(user, IDENTITY_SUBJECT) : null,
  };
}

function channelFor(user: Pick<SessionUser, 'companyId' | 'id'>, subject: ChannelSubject): string {
  return `private-${user.companyId}-${subject}-${user.id}`;
}

/** The realtime service of a running app (created by the module's routes()). */
export function realtimeOf(context: Pick<ServerContext, 'services'>): Realtime & { hub: Hub } {
  const service = context.services.get('realtime');
  if (!service) throw new Error('The realtime module has not been set up.');
  return service as Realtime & { hub: Hub };
}

const authForm = z.object({
  socket_id: z.string().regex(SOCKET_ID, 'must look like 1234.5678'),
  channel_name: z.string().max(164).regex(CHANNEL_NAME, 'is not a valid channel name'),
});

const identityBody = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('verify'),
    code: z
      .string()
      .regex(/^[A-Za-z0-9]{4,12}$/, 'must be 4 to 12 letters or digits')
      .optional(),
  }),
  z.object({ action: z.literal('close') }),
]);

export const realtimeModule: DemoModule = {
  name: 'realtime',
  routes(app, context) {
    const { options, services } = context;
    const sessions = services.get('sessions') as SessionStore;
    const hub = createHub({
      appId: REALTIME_APP_ID,
      key: REALTIME_KEY,
      now: options.now,
      // The upgrade carries the session cookie (same site): a live session may connect.
      authorize(request) {
        const id = parseCookies(request.headers.cookie ?? '', SESSION_COOKIE)[SESSION_COOKIE];
        const session = sessions.find(id);
        return session && !session.expired ? session.id : null;
      },
    });
    const realtime: Realtime & { hub: Hub } = {
      key: hub.key,
      hub,
      channelFor,
      publish: (channel, event, data) => hub.publish(channel, event, data),
      stats: () => hub.stats(),
    };
    services.set('realtime', realtime);
    // The official server SDK signs; the hub verifies with the same secret. No network use.
    const pusher = new Pusher({ appId: hub.appId, key: hub.key, secret: hub.secret, host: '127.0.0.1', useTLS: false });

    // realtimeAuthorizeChannel: POST /pusher/auth with X-CSRF-Token. Core treats it as passive (no session renewal).
    app.post('/pusher/auth', requireSession, async (c) => {
      const parsed = await parseForm(c, authForm);
      if (!parsed.ok) return parsed.response;
      const user = c.get('user') as SessionUser;
      const { socket_id: socketId, channel_name: channel } = parsed.data;
      if (!channel.startsWith('private-') || channel.startsWith('private-encrypted-')) {
        return jsonError(c, 422, 'channel_name: only private- channels need authorization.');
      }
      const own = CHANNEL_SUBJECTS.some((subject) => channelFor(user, subject) === channel);
      if (!own) return jsonError(c, 403, 'You may not subscribe to this channel.');
      return c.json(pusher.authorizeChannel(socketId, channel));
    });

    if (!options.demoAdmin) return;

    // Demo control (identity verification): publish verify {code} or close {} on the
    // signed-in user's identity channel.
    app.post('/demo/realtime/identity', requireSession, async (c) => {
      const parsed = await parseJsonBody(c, identityBody);
      if (!parsed.ok) return parsed.response;
      const user = c.get('user') as SessionUser;
      const channel = channelFor(user, IDENTITY_SUBJECT);
      const body = parsed.data;
      const data =
        body.action === 'verify' ? { code: body.code ?? String(randomInt(0, 1_000_000)).padStart(6, '0') } : {};
      const delivered = hub.publish(channel, body.action, data);
      return c.json({ channel, event: body.action, data, delivered });
    });

    app.get('/demo/realtime/stats', requireSession, (c) => c.json(hub.stats()));
  },
  attach(server, context) {
    return realtimeOf(context).hub.attach(server);
  },
};
