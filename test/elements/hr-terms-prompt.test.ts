import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-terms-prompt';
import type { HrTermsPromptElement, TermsPromptCloseDetail } from '../../elements/hr-terms-prompt';
import { loadHttpClient } from '../../src/lib/http';
import { configure, reloadConfig } from '../../src/stores/config';
import { deferred, json, mockFetch, type RecordedRequest } from '../support/fetch';
import { listen, mount, settle } from '../support/elements';

/*
 * <hr-terms-prompt> from markup as the layout prints it (the server prints it only when the user
 * has terms to respond to); the network is mocked at fetch, the real http service runs.
 */

const RETRY = 'Oops. Something went wrong. Please try again.';

let requests: RecordedRequest[];
let answer: () => Response | Promise<Response>;

beforeAll(async () => {
  await loadHttpClient();
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  configure({ csrfToken: 'tok-1', allowedHosts: ['legal.example.com'] });
  answer = () => json({ success: true });
  ({ requests } = mockFetch(() => answer()));
});

afterEach(async () => {
  document.body.replaceChildren();
  await settle(4);
  reloadConfig();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function setup(markup = '<hr-terms-prompt href="/legal/terms"></hr-terms-prompt>') {
  const element = mount(markup).querySelector('hr-terms-prompt') as HrTermsPromptElement;
  await settle();
  const part = <T extends Element = HTMLElement>(name: string) =>
    element.shadowRoot?.querySelector<T>(`[part="${name}"]`) ?? null;
  return {
    element,
    prompt: () => part('base'),
    link: () => part<HTMLAnchorElement>('link'),
    error: () => part('error'),
    accept: () => part<HTMLButtonElement>('accept'),
    dismiss: () => part<HTMLButtonElement>('dismiss'),
    closes: listen<TermsPromptCloseDetail>(document.body, 'hr-close'),
    errors: listen<{ message: string; status: number }>(document.body, 'hr-error'),
  };
}

const posts = () => requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);

describe('<hr-terms-prompt>', () => {
  it('shows whenever it is printed, as a region labelled by its title, without a request', async () => {
    const { prompt, accept, dismiss, link, error } = await setup();
    const titleId = prompt()?.getAttribute('aria-labelledby') ?? '';
    expect(prompt()?.querySelector(`#${CSS.escape(titleId)}`)?.textContent).toBe("We've updated our Terms of Service");
    expect(accept()?.textContent).toBe('Accept');
    expect(dismiss()?.textContent).toBe('Not Now');
    expect(link()?.getAttribute('href')).toBe(`${location.origin}/legal/terms`);
    expect(link()?.hasAttribute('target')).toBe(false);
    expect(error()?.getAttribute('role')).toBe('alert');
    expect(error()?.textContent).toBe('');
    expect(requests).toEqual([]);
  });

  it('opens an allowed external terms page in a new tab, and shows no link for a refused one', async () => {
    const external = await setup('<hr-terms-prompt href="https://legal.example.com/terms"></hr-terms-prompt>');
    expect(external.link()?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external.link()?.getAttribute('target')).toBe('_blank');
    external.element.setAttribute('href', 'javascript:alert(1)');
    await settle();
    expect(external.link()).toBeNull();
    external.element.href = '//evil.example/terms';
    await settle();
    expect(external.link()).toBeNull();
    external.element.removeAttribute('href');
    await settle();
    expect(external.link()).toBeNull();
    expect(external.prompt()).not.toBeNull();
  });

  it('Accept posts /ajax/terms/accept with the token, closes and fires hr-close', async () => {
    const { prompt, accept, closes, errors } = await setup();
    accept()?.click();
    await vi.waitFor(() => expect(prompt()).toBeNull());
    expect(posts()).toEqual(['POST /ajax/terms/accept']);
    expect(requests[0]?.headers.get('x-csrf-token')).toBe('tok-1');
    expect(closes.map((event) => event.detail)).toEqual([{ action: 'accept' }]);
    expect(closes[0]?.bubbles && closes[0]?.composed).toBe(true);
    expect(errors).toEqual([]);
  });

  it('Not Now posts /ajax/terms/dismiss, closes and fires hr-close', async () => {
    const { prompt, dismiss, closes } = await setup();
    dismiss()?.click();
    await vi.waitFor(() => expect(prompt()).toBeNull());
    expect(posts()).toEqual(['POST /ajax/terms/dismiss']);
    expect(closes.map((event) => event.detail)).toEqual([{ action: 'dismiss' }]);
  });

  it('sends one answer at a time: Saving… on the pressed button, the other ignored', async () => {
    const reply = deferred<Response>();
    answer = () => reply.promise;
    const { prompt, accept, dismiss } = await setup();
    accept()?.click();
    await settle();
    expect(accept()?.textContent).toBe('Saving…');
    expect(dismiss()?.textContent).toBe('Not Now');
    expect(prompt()?.getAttribute('aria-busy')).toBe('true');
    expect(accept()?.getAttribute('aria-disabled')).toBe('true');
    dismiss()?.click();
    accept()?.click();
    reply.resolve(json({ success: true }));
    await vi.waitFor(() => expect(prompt()).toBeNull());
    expect(posts()).toEqual(['POST /ajax/terms/accept']);
  });

  it('a failed post keeps the prompt, says so in the alert and fires hr-error; a retry can succeed', async () => {
    answer = () => json({ error: 'nope' }, 500);
    const { prompt, accept, error, closes, errors } = await setup();
    accept()?.click();
    await vi.waitFor(() => expect(error()?.textContent).toBe(RETRY));
    expect(prompt()).not.toBeNull();
    expect(accept()?.textContent).toBe('Accept');
    expect(errors.map((event) => event.detail)).toEqual([{ message: RETRY, status: 500 }]);
    expect(closes).toEqual([]);
    answer = () => json({ success: true });
    accept()?.click();
    await vi.waitFor(() => expect(prompt()).toBeNull());
    expect(posts()).toEqual(['POST /ajax/terms/accept', 'POST /ajax/terms/accept']);
  });

  it('a network failure reports status 0', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const { dismiss, error, errors } = await setup();
    dismiss()?.click();
    await vi.waitFor(() => expect(error()?.textContent).toBe(RETRY));
    expect(errors[0]?.detail.status).toBe(0);
  });
});
