import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadHttpClient } from '../../src/lib/http';
import {
  $inbox,
  DEFAULT_INBOX_SRC,
  INBOX_RELOAD_EVENT,
  loadInbox,
  printedInbox,
  startInbox,
  type InboxState,
} from '../../src/stores/inbox';
import { configure, getConfig, reloadConfig } from '../../src/stores/config';
import { deferred, json, mockFetch } from '../support/fetch';
import { settle } from '../support/elements';

beforeAll(() => loadHttpClient());

const releases: Array<() => void> = [];
function start(src = '/ajax/inbox/inbox_counts_json.php', variant: 'shell' | 'legacy' = 'shell') {
  const release = startInbox({ src, variant });
  releases.push(release);
  return release;
}

afterEach(() => {
  releases.splice(0).forEach((release) => release());
  reloadConfig();
});

const ok = (inbox: number) =>
  json({ counts: { inbox, sentRequests: 0 }, isEmployeeCommunityWidgetEnabled: false, subsections: [] });

/** Resolves when the store reaches a settled state (ready or error). */
function settled(): Promise<InboxState> {
  return new Promise((resolve) => {
    const check = (value: InboxState) => {
      if (value.state === 'ready' || value.state === 'error') {
        unbind();
        resolve(value);
      }
    };
    const unbind = $inbox.listen(check);
    check($inbox.get());
  });
}

describe('inbox store', () => {
  it('is idle until the first menu starts it, then loads once', async () => {
    const { requests } = mockFetch(() => ok(5));
    expect($inbox.get().state).toBe('idle');
    start();
    start();
    const state = await settled();
    expect(state).toMatchObject({ state: 'ready', message: null, data: { inbox: 5 } });
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/ajax/inbox/inbox_counts_json.php']);
  });

  it('puts the URL prefix before the endpoint', async () => {
    configure({ urlPrefix: '/hr' });
    const { requests } = mockFetch(() => ok(1));
    start();
    await settled();
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/hr/ajax/inbox/inbox_counts_json.php');
  });

  it('turns a burst of 10 inbox:reload events into at most two requests, ending with the newest counts', async () => {
    let count = 1;
    const { requests } = mockFetch(() => ok(count));
    start();
    await settled();
    expect(requests).toHaveLength(1);

    count = 7;
    for (let i = 0; i < 10; i++) window.dispatchEvent(new Event(INBOX_RELOAD_EVENT));
    await settle();
    await settled();
    await settle();
    const burst = requests.length - 1;
    expect(burst).toBeGreaterThanOrEqual(1);
    expect(burst).toBeLessThanOrEqual(2);
    expect($inbox.get().data?.inbox).toBe(7);
  });

  it('keeps one request in flight and one trailing reload however many events arrive meanwhile', async () => {
    const gates = [deferred<Response>(), deferred<Response>(), deferred<Response>()];
    let call = 0;
    const { requests } = mockFetch(() => (gates[call++] as ReturnType<typeof deferred<Response>>).promise);
    start();
    await settle();
    expect(requests).toHaveLength(1);
    for (let i = 0; i < 10; i++) window.dispatchEvent(new Event(INBOX_RELOAD_EVENT));
    await settle();
    expect(requests).toHaveLength(1);
    expect($inbox.get().state).toBe('loading');

    gates[0]?.resolve(ok(3));
    await settle();
    expect(requests).toHaveLength(2);
    for (let i = 0; i < 10; i++) loadInbox();
    gates[1]?.resolve(ok(4));
    await settle();
    expect(requests).toHaveLength(3);
    gates[2]?.resolve(ok(9));
    await settled();
    await settle();
    expect(requests).toHaveLength(3);
    expect($inbox.get().data?.inbox).toBe(9);
  });

  it('keeps the last counts while a reload is in flight', async () => {
    const second = deferred<Response>();
    let call = 0;
    mockFetch(() => (call++ === 0 ? ok(5) : second.promise));
    start();
    await settled();
    loadInbox();
    await settle();
    expect($inbox.get()).toMatchObject({ state: 'loading', data: { inbox: 5 } });
    second.resolve(ok(6));
    await settle();
    expect($inbox.get()).toMatchObject({ state: 'ready', data: { inbox: 6 } });
  });

  it('shows the catalogue message when the shell endpoint fails', async () => {
    mockFetch(() => json({ error: 'Database exploded at line 12' }, 403));
    start();
    expect(await settled()).toEqual({ state: 'error', data: null, message: 'There was a problem getting inbox data' });
  });

  it("shows the server's errorMessage in the legacy variant, on a failure body or an HTTP error", async () => {
    mockFetch(() =>
      json({
        success: false,
        counts: {},
        subsections: [],
        error: true,
        errorMessage: 'The inbox service is not available right now.',
      }),
    );
    start('/ajax/inbox/inbox_counts.php', 'legacy');
    expect(await settled()).toMatchObject({ state: 'error', message: 'The inbox service is not available right now.' });
    releases.splice(0).forEach((release) => release());

    mockFetch(() => json({ success: false, error: true, errorMessage: 'Maintenance until 6 pm.' }, 403));
    start('/ajax/inbox/inbox_counts.php', 'legacy');
    expect(await settled()).toMatchObject({ state: 'error', message: 'Maintenance until 6 pm.' });
  });

  it('fails on an answer that is not JSON', async () => {
    mockFetch(() => new Response('<html>oops</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    start();
    expect(await settled()).toMatchObject({ state: 'error', message: 'There was a problem getting inbox data' });
  });

  it('recovers on the next reload after a failure', async () => {
    let fail = true;
    mockFetch(() => (fail ? json({}, 403) : ok(2)));
    start();
    await settled();
    fail = false;
    window.dispatchEvent(new Event(INBOX_RELOAD_EVENT));
    await settle();
    expect(await settled()).toMatchObject({ state: 'ready', data: { inbox: 2 } });
  });

  it('stops listening and aborts the request when the last menu is released', async () => {
    const never = deferred<Response>();
    const { requests, fetchMock } = mockFetch(() => never.promise);
    const first = start();
    const second = start();
    await settle();
    expect(requests).toHaveLength(1);
    first();
    window.dispatchEvent(new Event(INBOX_RELOAD_EVENT));
    await settle();
    expect(requests).toHaveLength(1);
    second();
    const signal = (fetchMock.mock.calls[0]?.[0] as Request).signal;
    expect(signal.aborted).toBe(true);
    expect($inbox.get().state).toBe('idle');
    window.dispatchEvent(new Event(INBOX_RELOAD_EVENT));
    await settle();
    expect(requests).toHaveLength(1);
  });

  it('ignores a second release of the same menu', async () => {
    mockFetch(() => ok(1));
    const first = start();
    start();
    await settled();
    first();
    first();
    window.dispatchEvent(new Event(INBOX_RELOAD_EVENT));
    await settle();
    expect($inbox.get().state).not.toBe('idle');
  });
});

describe('inbox store sources', () => {
  it('reloads from the new endpoint when a menu for another source mounts while one is still mounted', async () => {
    const { requests } = mockFetch((request) =>
      request.url.includes('inbox_counts.php')
        ? json({ success: false, error: true, errorMessage: 'Legacy down.' })
        : ok(3),
    );
    const old = start();
    await settled();
    start('/ajax/inbox/inbox_counts.php', 'legacy');
    old();
    await settle();
    expect(await settled()).toMatchObject({ state: 'error', message: 'Legacy down.' });
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/ajax/inbox/inbox_counts_json.php',
      '/ajax/inbox/inbox_counts.php',
    ]);
  });
});

describe('inbox store with counts printed by the page', () => {
  const printedConfig = (inbox: number) => {
    configure({
      inbox: { counts: { inbox, sentRequests: 1 }, isEmployeeCommunityWidgetEnabled: true, subsections: [] },
    });
    return getConfig();
  };

  it('shows the printed counts without a request, and requests on inbox:reload', async () => {
    const { requests } = mockFetch(() => ok(9));
    const config = printedConfig(4);
    expect(printedInbox({ src: DEFAULT_INBOX_SRC, variant: 'shell', config })).toMatchObject({ inbox: 4 });
    releases.push(startInbox({ src: DEFAULT_INBOX_SRC, variant: 'shell', config }));
    expect($inbox.get()).toMatchObject({ state: 'ready', data: { inbox: 4, sentRequests: 1, communityWidget: true } });
    await settle();
    expect(requests).toHaveLength(0);

    window.dispatchEvent(new Event(INBOX_RELOAD_EVENT));
    expect(await settledAfterLoading()).toMatchObject({ state: 'ready', data: { inbox: 9 } });
    expect(requests).toHaveLength(1);
  });

  it('serves one start only: a store started again after its last menu left asks the server', async () => {
    const { requests } = mockFetch(() => ok(2));
    const config = printedConfig(4);
    startInbox({ src: DEFAULT_INBOX_SRC, variant: 'shell', config })();
    expect(printedInbox({ src: DEFAULT_INBOX_SRC, variant: 'shell', config })).toBeNull();
    releases.push(startInbox({ src: DEFAULT_INBOX_SRC, variant: 'shell', config }));
    expect(await settled()).toMatchObject({ state: 'ready', data: { inbox: 2 } });
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['another endpoint', '/custom/inbox.json', 'shell'],
    ['the legacy variant', '/ajax/inbox/inbox_counts.php', 'legacy'],
  ] as const)('asks %s, whose answer the printed one is not', async (_, src, variant) => {
    const { requests } = mockFetch(() => ok(6));
    const config = printedConfig(4);
    expect(printedInbox({ src, variant, config })).toBeNull();
    releases.push(startInbox({ src, variant, config }));
    expect(await settled()).toMatchObject({ state: 'ready', data: { inbox: 6 } });
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(src);
  });

  it('asks the server when the printed answer is not an answer', async () => {
    const { requests } = mockFetch(() => ok(1));
    configure({ inbox: null });
    expect(printedInbox({ src: DEFAULT_INBOX_SRC, variant: 'shell', config: getConfig() })).toBeNull();
    releases.push(startInbox({ src: DEFAULT_INBOX_SRC, variant: 'shell', config: getConfig() }));
    await settled();
    expect(requests).toHaveLength(1);
  });
});

/** Resolves when a load that has started settles. */
async function settledAfterLoading(): Promise<InboxState> {
  await settle();
  return settled();
}
