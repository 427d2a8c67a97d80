import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-identity-verification';
import type { HrIdentityVerificationElement } from '../../elements/hr-identity-verification';
import { loadHttpClient } from '../../src/lib/http';
import { configure, reloadConfig, setCsrfToken } from '../../src/stores/config';
import { runUnlockCallbacks } from '../../src/stores/session-unlock';
import { FakePusher } from '../support/fake-pusher';
import { json, mockFetch, type RecordedRequest } from '../support/fetch';
import { mount, settle } from '../support/elements';

/*
 * <hr-identity-verification> with pusher-js replaced by a fake that behaves like it (see
 * test/support/fake-pusher.ts); the authorization goes through the real http service to a mocked
 * fetch. happy-dom has no top layer: the modal's focus trap is checked in the e2e suite.
 */
vi.mock('../../src/lib/realtime-pusher', async () => ({
  default: (await import('../support/fake-pusher')).FakePusher,
}));

const CHANNEL = 'private-3-identity-7';
const DROPPED = 'Identity verification is offline. Trying to reconnect…';
const PAGE = {
  csrfToken: 'tok-1',
  user: { id: 7, employeeId: 70, firstName: 'Ada', lastName: 'Lovelace' },
  session: { id: 7, companyId: 3, isOnboardingUser: false, isOfferLetterUser: false, loginType: 'password' },
  realtime: { key: 'hr-demo-key', cluster: 'mt1', wsHost: '127.0.0.1', wsPort: 4173, forceTLS: false },
};

let requests: RecordedRequest[];
let answer: (request: RecordedRequest) => Response;

beforeAll(() => loadHttpClient());

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  FakePusher.reset();
  configure(PAGE);
  answer = () => json({ auth: `hr-demo-key:${'c'.repeat(64)}` });
  ({ requests } = mockFetch((request) => answer(request)));
});

afterEach(async () => {
  document.body.replaceChildren();
  await settle(4);
  reloadConfig();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function setup(markup = '<hr-identity-verification></hr-identity-verification>') {
  const container = mount(markup);
  const elements = [...container.querySelectorAll('hr-identity-verification')] as HrIdentityVerificationElement[];
  await settle();
  const parts = (element: HrIdentityVerificationElement = elements[0]!) => {
    const root = element.shadowRoot as ShadowRoot;
    return {
      root,
      dialog: () => root.querySelector<HTMLDialogElement>('dialog[part="dialog"]'),
      code: () => root.querySelector('[part="code"]'),
      status: () => root.querySelector('[part="status"]'),
      dialogStatus: () => root.querySelector('[part="dialog-status"]'),
      close: () => root.querySelector<HTMLButtonElement>('[part="close"]'),
    };
  };
  return { elements, element: elements[0]!, parts };
}

/** Waits for pusher-js (the fake) and lets the server accept the socket and the subscription. */
async function connected() {
  const pusher = await vi.waitFor(() => {
    const instance = FakePusher.instances.at(-1);
    if (!instance) throw new Error('pusher-js not created yet');
    return instance;
  });
  pusher.open();
  await vi.waitFor(() => expect(pusher.subscribes.map((subscribe) => subscribe.channel)).toContain(CHANNEL));
  pusher.confirm(CHANNEL);
  return pusher;
}

describe('<hr-identity-verification>', () => {
  it('shows nothing and loads no pusher-js when the page config does not ask for realtime', async () => {
    configure({ realtime: null });
    const { parts } = await setup();
    await vi.advanceTimersByTimeAsync(50);
    expect(FakePusher.instances).toHaveLength(0);
    expect(parts().dialog()).toBeNull();
    expect(parts().status()?.textContent).toBe('');
  });

  it('listens to nothing without the session company (no channel to name)', async () => {
    configure({ session: { ...PAGE.session, companyId: undefined } });
    await setup();
    await vi.advanceTimersByTimeAsync(50);
    expect(FakePusher.instances).toHaveLength(0);
  });

  it("subscribes the user's private identity channel, authorized at /pusher/auth with the CSRF token", async () => {
    await setup();
    const pusher = await connected();
    expect(pusher.options.forceTLS).toBe(false);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url).pathname).toBe('/pusher/auth');
    expect(requests[0]!.headers.get('X-CSRF-Token')).toBe('tok-1');
    expect(new URLSearchParams(requests[0]!.body).get('channel_name')).toBe(CHANNEL);
  });

  it("opens the 'Customer Identity Verification' dialog with the code on 'verify', and hides it on 'close'", async () => {
    const { parts } = await setup();
    const pusher = await connected();
    expect(parts().dialog()).toBeNull();

    pusher.publish(CHANNEL, 'verify', { code: '482913' });
    await settle();
    const dialog = parts().dialog();
    expect(dialog?.open).toBe(true);
    expect(dialog?.querySelector('h2')?.textContent).toBe('Customer Identity Verification');
    expect(parts().code()?.textContent).toBe('482913');

    pusher.publish(CHANNEL, 'verify', { code: 'A1B2C3' });
    await settle();
    expect(parts().code()?.textContent).toBe('A1B2C3');

    pusher.publish(CHANNEL, 'close', {});
    await settle();
    expect(parts().dialog()).toBeNull();
  });

  it('shows a hostile code as text, never as markup', async () => {
    const { parts } = await setup();
    const pusher = await connected();
    pusher.publish(CHANNEL, 'verify', { code: '<img src=x onerror=alert(1)>' });
    await settle();
    expect(parts().code()?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(parts().root.querySelector('img')).toBeNull();
  });

  it('ignores a verify without a valid code and events it does not know', async () => {
    const { parts } = await setup();
    const pusher = await connected();
    pusher.publish(CHANNEL, 'verify', { code: '' });
    pusher.publish(CHANNEL, 'verify', 'not an object');
    pusher.publish(CHANNEL, 'verify', { code: 'x'.repeat(200) });
    pusher.publish(CHANNEL, 'notify', { code: '123456' });
    await settle();
    expect(parts().dialog()).toBeNull();
  });

  it('the user closes it with the Close button; the next code opens it again', async () => {
    const { parts } = await setup();
    const pusher = await connected();
    pusher.publish(CHANNEL, 'verify', { code: '111111' });
    await settle();
    parts().close()?.click();
    await settle();
    expect(parts().dialog()).toBeNull();
    pusher.publish(CHANNEL, 'verify', { code: '222222' });
    await settle();
    expect(parts().code()?.textContent).toBe('222222');
  });

  it('says the connection dropped in a polite live region, and clears it once reconnected', async () => {
    const { parts } = await setup();
    const pusher = await connected();
    const status = parts().status();
    expect(status?.getAttribute('role')).toBe('status');
    expect(status?.textContent).toBe('');

    pusher.drop('connecting');
    await settle();
    expect(status?.textContent).toBe('');
    pusher.drop('unavailable');
    await settle();
    expect(parts().status()).toBe(status);
    expect(status?.textContent).toBe(DROPPED);

    pusher.open();
    await vi.waitFor(() => expect(pusher.subscribes).toHaveLength(2));
    pusher.confirm(CHANNEL);
    await settle();
    expect(status?.textContent).toBe('');
  });

  it('says it inside the open dialog, whose page behind is inert', async () => {
    const { parts } = await setup();
    const pusher = await connected();
    pusher.publish(CHANNEL, 'verify', { code: '333333' });
    await settle();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await settle();
    expect(parts().dialogStatus()?.getAttribute('role')).toBe('status');
    expect(parts().dialogStatus()?.textContent).toBe(DROPPED);
    expect(parts().status()?.textContent).toBe('');
    expect(parts().code()?.textContent).toBe('333333');
  });

  it('two elements share one connection and one subscription, and both show the code', async () => {
    const { elements, parts } = await setup(
      '<hr-identity-verification></hr-identity-verification><hr-identity-verification></hr-identity-verification>',
    );
    const pusher = await connected();
    expect(FakePusher.instances).toHaveLength(1);
    expect(pusher.subscribes).toHaveLength(1);
    pusher.publish(CHANNEL, 'verify', { code: '444444' });
    await settle();
    expect(elements.map((element) => parts(element).code()?.textContent)).toEqual(['444444', '444444']);
  });

  it('after a refused authorization (expired session), the re-login subscribes again with the new token', async () => {
    const { parts } = await setup();
    const pusher = await vi.waitFor(() => {
      const instance = FakePusher.instances.at(-1);
      if (!instance) throw new Error('pusher-js not created yet');
      return instance;
    });
    answer = () => json({ error: 'Unauthorized' }, 401);
    pusher.open();
    await vi.waitFor(() => expect(parts().status()?.textContent).toBe(DROPPED));

    answer = () => json({ auth: `hr-demo-key:${'d'.repeat(64)}` });
    setCsrfToken('tok-2');
    runUnlockCallbacks();
    await vi.waitFor(() => expect(pusher.subscribes).toHaveLength(1));
    expect(requests.map((request) => request.headers.get('X-CSRF-Token'))).toEqual(['tok-1', 'tok-2']);
    pusher.confirm(CHANNEL);
    await settle();
    expect(parts().status()?.textContent).toBe('');
    pusher.publish(CHANNEL, 'verify', { code: '555555' });
    await settle();
    expect(parts().code()?.textContent).toBe('555555');
  });

  it('unsubscribes and disconnects once removed, and stops hearing re-logins', async () => {
    const { element } = await setup();
    const pusher = await connected();
    element.remove();
    await settle(4);
    expect(pusher.unsubscribes).toEqual([CHANNEL]);
    expect(pusher.disconnects).toBe(1);
    runUnlockCallbacks();
    await vi.advanceTimersByTimeAsync(10);
    expect(pusher.connects).toBe(1);
  });

  it('a DOM move keeps the subscription and the code on screen', async () => {
    const { element, parts } = await setup();
    const pusher = await connected();
    pusher.publish(CHANNEL, 'verify', { code: '666666' });
    await settle();
    const elsewhere = mount('<section></section>');
    elsewhere.append(element);
    await settle(4);
    expect(pusher.disconnects).toBe(0);
    expect(parts().code()?.textContent).toBe('666666');
  });
});
