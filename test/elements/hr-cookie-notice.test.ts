import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-cookie-notice';
import type { CookieNoticeCloseDetail, HrCookieNoticeElement } from '../../elements/hr-cookie-notice';
import { loadHttpClient } from '../../src/lib/http';
import { configure, reloadConfig } from '../../src/stores/config';
import { json, mockFetch, type RecordedRequest } from '../support/fetch';
import { listen, mount, settle } from '../support/elements';

/*
 * <hr-cookie-notice> from markup as the layout prints it, with the session user of the page
 * config; the network is mocked at fetch, the real http service runs. The cookie jar is watched at
 * document.cookie's setter (happy-dom's page is http, where a Secure cookie would not be kept).
 */

const SESSION = { id: 4, isOnboardingUser: false, isOfferLetterUser: false, loginType: 'password' };
const TITLE = 'Surprise! We use cookies.';

let requests: RecordedRequest[];
let answer: () => Response;
let cookieWrites: string[];
let cookieJar: string;

beforeAll(async () => {
  await loadHttpClient();
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  configure({ csrfToken: 'tok-1', session: { ...SESSION, acceptedCookies: false } });
  answer = () => json({ success: true });
  ({ requests } = mockFetch(() => answer()));
  cookieWrites = [];
  cookieJar = '';
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    cookieWrites.push(value);
  });
  vi.spyOn(document, 'cookie', 'get').mockImplementation(() => cookieJar);
  history.replaceState(null, '', location.pathname);
});

afterEach(async () => {
  document.body.replaceChildren();
  await settle(4);
  history.replaceState(null, '', location.pathname);
  reloadConfig();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function setup(markup = '<hr-cookie-notice></hr-cookie-notice>') {
  const element = mount(markup).querySelector('hr-cookie-notice') as HrCookieNoticeElement;
  await settle();
  const part = <T extends Element = HTMLElement>(name: string) =>
    element.shadowRoot?.querySelector<T>(`[part="${name}"]`) ?? null;
  return {
    element,
    notice: () => part('base'),
    accept: () => part<HTMLButtonElement>('accept'),
    closes: listen<CookieNoticeCloseDetail>(document.body, 'hr-close'),
    errors: listen<{ message: string; status: number }>(document.body, 'hr-error'),
  };
}

const posts = () => requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);

describe('<hr-cookie-notice>', () => {
  it('shows the notice as a region labelled by its title, in the flow of the page', async () => {
    const { notice, accept } = await setup();
    expect(notice()?.localName).toBe('section');
    const titleId = notice()?.getAttribute('aria-labelledby');
    expect(titleId).toBeTruthy();
    expect(notice()?.querySelector(`#${CSS.escape(titleId ?? '')}`)?.textContent).toBe(TITLE);
    expect(accept()?.textContent).toBe('Got It');
    expect(requests).toEqual([]);
  });

  it('shows when the page did not print acceptedCookies (the tag was printed on purpose)', async () => {
    configure({ session: SESSION });
    const { notice } = await setup();
    expect(notice()).not.toBeNull();
  });

  it('renders nothing once the session user accepted cookies', async () => {
    configure({ session: { ...SESSION, acceptedCookies: true } });
    const { notice } = await setup();
    expect(notice()).toBeNull();
  });

  it('renders nothing when the fallback cookie is present', async () => {
    cookieJar = 'other=1; hr_accepted_cookies=1';
    const { notice } = await setup();
    expect(notice()).toBeNull();
  });

  it('renders nothing on a hash+u link, and checks again when the hash changes', async () => {
    history.replaceState(null, '', '#u=12');
    const { notice } = await setup();
    expect(notice()).toBeNull();
    history.replaceState(null, '', '#files');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await settle();
    expect(notice()).not.toBeNull();
  });

  it('follows the element config attribute', async () => {
    const { notice } = await setup(
      `<hr-cookie-notice config='{"session":{"id":4,"acceptedCookies":true}}'></hr-cookie-notice>`,
    );
    expect(notice()).toBeNull();
  });

  it('Got It posts to /settings/users/accept_cookies with the token, then closes and fires hr-close', async () => {
    const { notice, accept, closes, errors } = await setup();
    accept()?.click();
    await settle();
    await vi.waitFor(() => expect(notice()).toBeNull());
    expect(posts()).toEqual(['POST /settings/users/accept_cookies']);
    expect(requests[0]?.headers.get('x-csrf-token')).toBe('tok-1');
    expect(closes.map((event) => event.detail)).toEqual([{ saved: true }]);
    expect(closes[0]?.bubbles && closes[0]?.composed).toBe(true);
    expect(errors).toEqual([]);
    expect(cookieWrites).toEqual([]);
  });

  it('posts onboarding users to /self_onboarding/packet/accept_cookies', async () => {
    configure({ session: { ...SESSION, isOnboardingUser: true, acceptedCookies: false } });
    const { notice, accept } = await setup();
    accept()?.click();
    await vi.waitFor(() => expect(notice()).toBeNull());
    expect(posts()).toEqual(['POST /self_onboarding/packet/accept_cookies']);
  });

  it('says Saving… and ignores more presses while the post runs, keeping the button focusable', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { requests: sent } = mockFetch(async () => {
      await gate;
      return json({ success: true });
    });
    const { accept, notice } = await setup();
    accept()?.click();
    await settle();
    expect(accept()?.textContent).toBe('Saving…');
    expect(accept()?.getAttribute('aria-disabled')).toBe('true');
    expect(accept()?.disabled).toBe(false);
    accept()?.click();
    release();
    await vi.waitFor(() => expect(notice()).toBeNull());
    expect(sent).toHaveLength(1);
  });

  it('on a failed post sets the cookie for 5 years, reports the error, fires hr-error and closes', async () => {
    const reported = vi.fn();
    configure({ reportError: reported });
    answer = () => json({ error: 'down' }, 500);
    const { notice, accept, closes, errors } = await setup();
    accept()?.click();
    await vi.waitFor(() => expect(notice()).toBeNull());
    expect(cookieWrites).toEqual(['hr_accepted_cookies=1; Path=/; Max-Age=157680000; Secure; SameSite=Strict']);
    expect(reported).toHaveBeenCalledTimes(1);
    expect(reported.mock.calls[0]?.[1]).toEqual({ source: 'hr-cookie-notice', phase: 'runtime' });
    expect(errors.map((event) => event.detail)).toEqual([
      { message: "We couldn't save your cookie choice, so this browser will remember it instead.", status: 500 },
    ]);
    expect(closes.map((event) => event.detail)).toEqual([{ saved: false }]);
  });

  it('a network failure sets the cookie too (status 0)', async () => {
    configure({ reportError: vi.fn() });
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { notice, accept, errors } = await setup();
    accept()?.click();
    await vi.waitFor(() => expect(notice()).toBeNull());
    expect(cookieWrites[0]).toMatch(/^hr_accepted_cookies=1;.*Max-Age=157680000/);
    expect(errors[0]?.detail.status).toBe(0);
  });
});
