import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, ws } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-identity-verification';
import type { HrIdentityVerificationElement } from '../elements/hr-identity-verification';

/*
 * <hr-identity-verification> as the shared layout prints it, with the real pusher-js. MSW plays the
 * Pusher server (a WebSocket at wss://realtime.test, protocol 7: handshake, private-channel
 * subscribe, ping) and answers POST /pusher/auth; each play publishes events on the channel as a
 * back end would. The element renders in its open shadow root: plays query inside it.
 */

const KEY = 'hr-story-key';
const CHANNEL = 'private-3-identity-7';
const DROPPED = 'Identity verification is offline. Trying to reconnect…';
/** The page config a PHP page prints, given to the element as its `config` property. */
const CONFIG = {
  session: { id: 7, companyId: 3, isOnboardingUser: false, isOfferLetterUser: false, loginType: 'password' },
  realtime: { key: KEY, cluster: 'mt1', wsHost: 'realtime.test', enabledTransports: ['ws'] },
};

type Send = (event: string, data: unknown, channel?: string) => void;

/** The fake Pusher server of the current story: what it was asked, and a way to publish. */
const server = {
  sockets: 0,
  subscribed: [] as Array<{ channel: string; auth: string }>,
  authTokens: [] as Array<string | null>,
  send: null as Send | null,
  reset() {
    this.sockets = 0;
    this.subscribed = [];
    this.authTokens = [];
    this.send = null;
  },
  publish(event: string, data: unknown) {
    if (!this.send) throw new Error('no socket is open');
    this.send(event, data, CHANNEL);
  },
};

const realtime = ws.link('wss://realtime.test/app/:key');

/** A Pusher Channels server, enough for pusher-js: every data field is a JSON string on the wire. */
const pusherServer = realtime.addEventListener('connection', ({ client }) => {
  const send: Send = (event, data, channel) =>
    client.send(JSON.stringify({ event, ...(channel && { channel }), data: JSON.stringify(data) }));
  server.sockets += 1;
  server.send = send;
  send('pusher:connection_established', { socket_id: `${server.sockets}.4242`, activity_timeout: 120 });
  client.addEventListener('message', (message) => {
    const { event, data } = JSON.parse(String(message.data)) as { event: string; data: Record<string, string> };
    if (event === 'pusher:ping') send('pusher:pong', {});
    if (event === 'pusher:subscribe' && data.channel && data.auth) {
      server.subscribed.push({ channel: data.channel, auth: data.auth });
      send('pusher_internal:subscription_succeeded', {}, data.channel);
    }
  });
});

/** docs/api realtimeAuthorizeChannel: signs the user's own channel. */
const authorize = http.post('/pusher/auth', async ({ request }) => {
  server.authTokens.push(request.headers.get('X-CSRF-Token'));
  const form = new URLSearchParams(await request.text());
  if (form.get('channel_name') !== CHANNEL) return HttpResponse.json({ error: 'Not your channel.' }, { status: 403 });
  return HttpResponse.json({ auth: `${KEY}:${'5e'.repeat(32)}` });
});

async function ready(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrIdentityVerificationElement>('hr-identity-verification');
  if (!element) throw new Error('<hr-identity-verification> not rendered');
  const root = await waitFor(() => {
    if (!element.shadowRoot?.querySelector('[part="status"]')) throw new Error('not rendered yet');
    return element.shadowRoot;
  });
  const parts = {
    root,
    status: () => root.querySelector('[part="status"]'),
    dialog: () => root.querySelector<HTMLDialogElement>('dialog[part="dialog"]'),
    code: () => root.querySelector('[part="code"]'),
    dialogStatus: () => root.querySelector('[part="dialog-status"]'),
    close: () => root.querySelector<HTMLButtonElement>('[part="close"]'),
  };
  // Subscribed on the fake server: events published now reach the element.
  await waitFor(() => expect(server.subscribed.map((subscribe) => subscribe.channel)).toContain(CHANNEL));
  return { element, ...parts };
}

async function showCode(canvasElement: HTMLElement, code: unknown) {
  const view = await ready(canvasElement);
  server.publish('verify', { code });
  const opened = await waitFor(() => {
    const found = view.dialog();
    if (!found?.open) throw new Error('the dialog has not opened');
    return found;
  });
  return { ...view, opened };
}

/** Makes the browser report itself offline, as it does when the network goes (and back). */
function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const meta = {
  title: 'Elements/hr-identity-verification',
  render: () => (
    <div style={{ minHeight: 360, fontSize: 14 }}>
      <p>The page. A support agent sends a verification code from the back end.</p>
      <hr-identity-verification config={CONFIG} />
    </div>
  ),
  parameters: { msw: { handlers: [pusherServer, authorize] } },
  beforeEach() {
    server.reset();
    return () => {
      if (Object.hasOwn(navigator, 'onLine')) delete (navigator as { onLine?: boolean }).onLine;
    };
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Connected and subscribed, no code yet: nothing shows. The channel was authorized with the page's CSRF token. */
export const Listening: Story = {
  play: async ({ canvasElement }) => {
    const view = await ready(canvasElement);
    await expect(view.dialog()).toBeNull();
    await expect(view.status()).toHaveTextContent('');
    await expect(view.status()).toHaveAttribute('role', 'status');
    await expect(server.authTokens).toEqual(['storybook-token']);
    await expect(server.subscribed[0]?.auth).toBe(`${KEY}:${'5e'.repeat(32)}`);
  },
};

/** A `verify` event opens the 'Customer Identity Verification' modal with the code; focus moves into it. */
export const CodeShown: Story = {
  play: async ({ canvasElement }) => {
    const view = await showCode(canvasElement, '482913');
    await expect(view.opened.querySelector('h2')).toHaveTextContent('Customer Identity Verification');
    await expect(view.code()).toHaveTextContent('482913');
    await waitFor(() => expect(view.root.activeElement).toBe(view.close()));
    server.publish('verify', { code: 'A1B2C3' });
    await waitFor(() => expect(view.code()).toHaveTextContent('A1B2C3'));
  },
};

/** A `close` event hides it again. */
export const ClosedByServer: Story = {
  play: async ({ canvasElement }) => {
    const view = await showCode(canvasElement, '482913');
    server.publish('close', {});
    await waitFor(() => expect(view.dialog()).toBeNull());
  },
};

/** The user may close it too (Close, or Escape); the next code opens it again. */
export const ClosedByUser: Story = {
  play: async ({ canvasElement }) => {
    const view = await showCode(canvasElement, '111111');
    await userEvent.click(view.close()!);
    await waitFor(() => expect(view.dialog()).toBeNull());
    server.publish('verify', { code: '222222' });
    await waitFor(() => expect(view.code()).toHaveTextContent('222222'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(view.dialog()).toBeNull());
  },
};

/** A code holding markup is shown as the text it is. */
export const HostileCode: Story = {
  play: async ({ canvasElement }) => {
    const view = await showCode(canvasElement, '<img src=x onerror=alert(1)>');
    await expect(view.code()).toHaveTextContent('<img src=x onerror=alert(1)>');
    await expect(view.root.querySelector('img')).toBeNull();
  },
};

/** The connection dropped (here: the browser went offline): a polite status line says so, and goes once it is back. */
export const Dropped: Story = {
  play: async ({ canvasElement }) => {
    const view = await ready(canvasElement);
    setOnline(false);
    await waitFor(() => expect(view.status()).toHaveTextContent(DROPPED));
    await expect(view.status()).toHaveAttribute('role', 'status');
    setOnline(true);
    await waitFor(() => expect(view.status()).toHaveTextContent(''));
  },
};

/** Dropped while the code shows: the line is inside the modal dialog, since the page behind it is inert. */
export const DroppedWithCode: Story = {
  play: async ({ canvasElement }) => {
    const view = await showCode(canvasElement, '333333');
    setOnline(false);
    await waitFor(() => expect(view.dialogStatus()).toHaveTextContent(DROPPED));
    await expect(view.status()).toHaveTextContent('');
    await expect(view.code()).toHaveTextContent('333333');
  },
};
