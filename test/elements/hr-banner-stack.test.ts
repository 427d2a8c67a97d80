import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-banner-stack';
import type { BannerStackDismissDetail, HrBannerStackElement } from '../../elements/hr-banner-stack';
import type { HrErrorDetail } from '../../src/element/events';
import { loadHttpClient } from '../../src/lib/http';
import { configure, reloadConfig } from '../../src/stores/config';
import { deferred, json, mockFetch, type RecordedRequest } from '../support/fetch';
import { listen, mount, settle } from '../support/elements';
import { DATA_BANNERS } from '../components/banner-stack/banner-fixtures';
import { loadBanners } from '../../src/components/banner-stack/use-banner-stack';

beforeAll(async () => {
  await loadHttpClient();
  // The banners' chunks, loaded up front: the fake-timer tests cannot wait for a first import.
  await loadBanners('account,announcement,people,trial,setup');
});
afterEach(async () => {
  vi.useRealTimers();
  history.replaceState(null, '', '/');
  document.body.replaceChildren();
  await settle();
  document.getElementById('hr-shell-config')?.remove();
  localStorage.clear();
  reloadConfig();
});

const USER = { id: 1, employeeId: 1, firstName: 'Ada', lastName: 'Lovelace', isAdmin: true, isOwner: true };
const SETUP_KEY = 'hr-shell:setupSummaryBanner';

const BANNERS = {
  paymentMethod: { problem: 'declined', billingUrl: '/settings/account/billing' },
  gracePeriod: { daysLeftUntilSuspend: 8 },
  announcement: { id: 7, message: 'Closed <b>Friday</b> & Monday' },
  signedInAs: { userName: 'Ada Lovelace', actorName: 'Sam Support', actorIsSupportAdmin: false },
  cancellation: { accountDaysLeft: 30, payrollDaysLeft: 1 },
  newHirePacket: { prefFirstName: 'Ada' },
  preview: { previewName: 'Ada Lovelace', employeeImageUrl: '/photos/1.svg', requestUri: '/employees/?id=1' },
  trial: {
    status: 'demo',
    freeTrialDays: 0,
    salesNumber: '1-800-555-0142',
    companyMasterIsDemo: true,
    canClearDemoData: true,
  },
};

const STEPS = {
  type: 'quickStart',
  title: 'Quick Start',
  steps: [
    { key: 'companyInfo', title: 'Add your company information', done: true, href: '/settings/company' },
    { key: 'timeOff', title: 'Set up time off', done: false, href: '/settings/time_off' },
  ],
  completedCount: 1,
  totalCount: 2,
  complete: false,
  nextStepKey: 'timeOff',
};

/** The config block a PHP page prints, then the page markup. */
function page(markup: string, config: object = {}): HrBannerStackElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'hr-shell-config';
  script.textContent = JSON.stringify({ user: USER, csrfToken: 'tok-1', ...config });
  document.head.append(script);
  reloadConfig();
  return mount(markup).querySelector('hr-banner-stack') as HrBannerStackElement;
}

interface Answers {
  banners?: unknown;
  read?: number;
  setup?: number;
}

function server(answers: Answers = {}) {
  return mockFetch((request: RecordedRequest) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/ajax/banners.json') return json({ banners: answers.banners ?? BANNERS });
    if (pathname === '/ajax/announcement.php')
      return answers.read ? json({ error: 'down' }, answers.read) : json({ success: true, id: 7 });
    if (pathname.startsWith('/setup/') || pathname.startsWith('/registration/'))
      return answers.setup ? json({ error: 'no' }, answers.setup) : json(STEPS);
    return json({ error: 'unexpected' }, 404);
  });
}

const root = (element: HrBannerStackElement) => element.shadowRoot as ShadowRoot;
const shown = (element: HrBannerStackElement) =>
  [...root(element).querySelectorAll('[data-banner]')].map((node) => node.getAttribute('data-banner'));
const banner = (element: HrBannerStackElement, name: string) =>
  root(element).querySelector<HTMLElement>(`[data-banner="${name}"]`);

/** Waits on a state (a lazy chunk's first import can take a while on a busy machine). */
async function waitFor(check: () => boolean): Promise<void> {
  await vi.waitFor(() => expect(check()).toBe(true), { timeout: 4000, interval: 10 });
}

/** flush() until `check` holds, for up to 4 s of real time (performance.now is not faked). */
async function flushUntil(check: () => boolean): Promise<void> {
  const start = performance.now();
  while (!check() && performance.now() - start < 4000) await flush(1);
}

/** Lets React (scheduled on real macrotasks), module imports and fake timers due now run. */
async function flush(rounds = 6): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(0);
  }
}

describe('<hr-banner-stack> data', () => {
  it('upgrades from PHP markup with the config block banners: every banner in order, no request', async () => {
    const { requests } = server();
    const element = page('<div id="place"><hr-banner-stack></hr-banner-stack></div>', { banners: BANNERS });
    await waitFor(() => shown(element).length > 0);
    expect(shown(element)).toEqual(DATA_BANNERS);
    expect(requests).toEqual([]);
    expect(root(element).querySelector('[part="base"]')?.getAttribute('role')).toBe('region');
    // Printed with the page: nothing to announce.
    expect(root(element).querySelector('[role="status"]')?.textContent).toBe('');
  });

  it('requests /ajax/banners.json without config banners and announces what appeared, once', async () => {
    const { requests } = server({ banners: { gracePeriod: { daysLeftUntilSuspend: 3 } } });
    const element = page('<hr-banner-stack></hr-banner-stack>');
    await waitFor(() => shown(element).length === 1);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/ajax/banners.json']);
    const live = root(element).querySelector('[role="status"]');
    expect(live?.textContent).toContain('suspended in 3 days');
  });

  it('takes the banners property over the config block, and src for the request', async () => {
    const { requests } = server({ banners: {} });
    const element = page('<hr-banner-stack src="/custom/banners.json"></hr-banner-stack>');
    await settle(4);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/custom/banners.json']);
    element.banners = { cancellation: BANNERS.cancellation };
    await settle();
    expect(shown(element)).toEqual(['cancellation']);
  });

  it('takes the banners given to HrShell.configure(), with no request; configured null means request them', async () => {
    const { requests } = server({ banners: { gracePeriod: { daysLeftUntilSuspend: 3 } } });
    page('<p>page</p>');
    configure({ banners: { newHirePacket: BANNERS.newHirePacket } });
    const element = mount('<hr-banner-stack></hr-banner-stack>').querySelector(
      'hr-banner-stack',
    ) as HrBannerStackElement;
    await waitFor(() => shown(element).length > 0);
    expect(shown(element)).toEqual(['newHirePacket']);
    expect(requests).toEqual([]);
    configure({ banners: null });
    await waitFor(() => shown(element).join() === 'gracePeriod');
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/ajax/banners.json']);
  });

  it('takes the config block banners before a request, and renders no banner when none is given', async () => {
    const { requests } = server();
    const element = page('<hr-banner-stack reserve="6em" style="min-height: 6em"></hr-banner-stack>', {
      banners: {
        paymentMethod: null,
        gracePeriod: null,
        trial: BANNERS.trial && { ...BANNERS.trial, status: 'active' },
      },
      user: { ...USER, isAdmin: false, isOwner: false },
    });
    await settle();
    expect(requests).toEqual([]);
    expect(shown(element)).toEqual([]);
    // Nothing to show: the room the page held is given back at once.
    expect(element.style.minHeight).toBe('');
    expect(root(element).querySelector<HTMLElement>('[part="base"]')?.style.minHeight).toBe('');
  });

  it('shows nothing and asks nothing when signed out', async () => {
    const { requests } = server();
    const element = page('<hr-banner-stack></hr-banner-stack>', { user: null });
    await settle(4);
    expect(requests).toEqual([]);
    expect(shown(element)).toEqual([]);
  });

  it('keeps the reserved height while the banners are requested', async () => {
    const answer = deferred<Response>();
    mockFetch(() => answer.promise);
    const element = page('<hr-banner-stack reserve="6em"></hr-banner-stack>');
    await settle();
    expect(root(element).querySelector<HTMLElement>('[part="base"]')?.style.minHeight).toBe('6em');
    answer.resolve(json({ banners: {} }));
    await waitFor(() => root(element).querySelector<HTMLElement>('[part="base"]')?.style.minHeight === '');
  });
});

describe('<hr-banner-stack> banners', () => {
  it('shows the announcement as text, never markup', async () => {
    const element = page('<hr-banner-stack></hr-banner-stack>', { banners: { announcement: BANNERS.announcement } });
    await settle();
    expect(banner(element, 'announcement')?.textContent).toContain('Closed <b>Friday</b> & Monday');
    expect(banner(element, 'announcement')?.querySelector('b')).toBeNull();
  });

  it('words the grace period by days: error at 8 or fewer, the special message at 1', async () => {
    const element = page('<hr-banner-stack></hr-banner-stack>', { banners: {} });
    element.banners = { gracePeriod: { daysLeftUntilSuspend: 9 } };
    await settle();
    expect(banner(element, 'gracePeriod')?.className).toContain('warning');
    element.banners = { gracePeriod: { daysLeftUntilSuspend: 8 } };
    await settle();
    expect(banner(element, 'gracePeriod')?.className).toContain('error');
    expect(banner(element, 'gracePeriod')?.textContent).toContain('in 8 days');
    element.banners = { gracePeriod: { daysLeftUntilSuspend: 1 } };
    await settle();
    expect(banner(element, 'gracePeriod')?.textContent).toContain('Last day!');
    expect(banner(element, 'gracePeriod')?.querySelector('a')?.getAttribute('href')).toBe('/settings/account/billing');
  });

  it('links billing to the app settings on app pages', async () => {
    history.replaceState(null, '', '/app/payroll');
    const element = page('<hr-banner-stack></hr-banner-stack>', { banners: { paymentMethod: BANNERS.paymentMethod } });
    await settle();
    expect(banner(element, 'paymentMethod')?.querySelector('a')?.getAttribute('href')).toBe(
      '/app/settings/account/billing',
    );
  });

  it("says 'on behalf of' unless the actor is a support admin", async () => {
    const element = page('<hr-banner-stack></hr-banner-stack>', { banners: { signedInAs: BANNERS.signedInAs } });
    await settle();
    expect(banner(element, 'signedInAs')?.textContent).toBe('Sam Support is signed in on behalf of Ada Lovelace.');
    element.banners = { signedInAs: { ...BANNERS.signedInAs, actorIsSupportAdmin: true } };
    await settle();
    expect(banner(element, 'signedInAs')?.textContent).toContain('support admin access (Sam Support)');
  });

  it('counts cancellation days and links the cancellation settings', async () => {
    const element = page('<hr-banner-stack></hr-banner-stack>', { banners: { cancellation: BANNERS.cancellation } });
    await settle();
    expect(banner(element, 'cancellation')?.textContent).toContain('closes in 30 days and payroll in 1 day.');
    expect(banner(element, 'cancellation')?.querySelector('a')?.getAttribute('href')).toBe(
      '/app/settings/cancellation',
    );
  });

  it('links the new hire packet, or offers a button while previewing', async () => {
    const element = page('<hr-banner-stack></hr-banner-stack>', { banners: { newHirePacket: BANNERS.newHirePacket } });
    await settle();
    const link = banner(element, 'newHirePacket')?.querySelector('[part="new-hire-packet"]');
    expect(link?.localName).toBe('a');
    expect(link?.getAttribute('href')).toBe('/employees/new_hire_packet_login.php');
    element.banners = { newHirePacket: BANNERS.newHirePacket, preview: BANNERS.preview };
    await settle();
    expect(banner(element, 'newHirePacket')?.querySelector('[part="new-hire-packet"]')?.localName).toBe('button');
  });

  it('sends done-previewing to the permissions page with the encoded same-origin URI', async () => {
    const element = page('<hr-banner-stack></hr-banner-stack>', {
      banners: { preview: { ...BANNERS.preview, requestUri: 'https://evil.example/x' } },
    });
    await settle();
    expect(banner(element, 'preview')?.querySelector('a')?.getAttribute('href')).toBe(
      '/settings/permissions/?test=0&uri=%2F',
    );
    element.banners = { preview: BANNERS.preview };
    await settle();
    expect(banner(element, 'preview')?.querySelector('a')?.getAttribute('href')).toBe(
      `/settings/permissions/?test=0&uri=${encodeURIComponent('/employees/?id=1')}`,
    );
  });

  it('fires a bubbling, composed hr-clear-demo-data from the demo banner', async () => {
    const element = page('<hr-banner-stack></hr-banner-stack>', { banners: { trial: BANNERS.trial } });
    await settle();
    const events = listen(document.body, 'hr-clear-demo-data');
    root(element).querySelector<HTMLButtonElement>('[part="clear-demo-data"]')?.click();
    expect(events).toHaveLength(1);
    expect(events[0]?.bubbles && events[0]?.composed).toBe(true);
    expect(banner(element, 'trial')?.querySelector('[part="sales"] a')?.getAttribute('href')).toBe('tel:18005550142');
  });
});

describe('<hr-banner-stack> announcement dismissal', () => {
  it('hides at once, then POSTs action=read and the id with the CSRF token', async () => {
    const answer = deferred<Response>();
    const { requests } = mockFetch(() => answer.promise);
    const element = page('<hr-banner-stack></hr-banner-stack>', { banners: { announcement: BANNERS.announcement } });
    await settle();
    const dismissed = listen<BannerStackDismissDetail>(document.body, 'hr-dismiss');
    root(element).querySelector<HTMLButtonElement>('[part="dismiss"]')?.click();
    await settle();
    expect(banner(element, 'announcement')).toBeNull();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/ajax/announcement.php');
    expect(new URLSearchParams(requests[0]?.body).toString()).toBe('action=read&id=7');
    expect(requests[0]?.headers.get('X-CSRF-Token')).toBe('tok-1');
    answer.resolve(json({ success: true, id: 7 }));
    await waitFor(() => dismissed.length === 1);
    expect(dismissed[0]?.detail).toEqual({ banner: 'announcement', id: 7 });
  });

  it('brings the announcement back with the catalogue error when the dismiss fails', async () => {
    server({ read: 503 });
    const element = page('<hr-banner-stack></hr-banner-stack>', { banners: { announcement: BANNERS.announcement } });
    await settle();
    const errors = listen<HrErrorDetail>(document.body, 'hr-error');
    root(element).querySelector<HTMLButtonElement>('[part="dismiss"]')?.click();
    await waitFor(() => banner(element, 'announcement')?.querySelector('[role="alert"]') != null);
    expect(banner(element, 'announcement')?.querySelector('[role="alert"]')?.textContent).toBe(
      'Oops. Something went wrong. Please try again.',
    );
    expect(errors[0]?.detail).toEqual({ message: 'Oops. Something went wrong. Please try again.', status: 503 });
  });
});

describe('<hr-banner-stack> setup summary banner', () => {
  const record = (extra: object = {}) => ({
    type: 'quickStart',
    stepKey: 'timeOff',
    recordId: null,
    clientId: null,
    dataPath: '/',
    timeStamp: Date.now(),
    ...extra,
  });
  const store = (value: unknown) =>
    localStorage.setItem(SETUP_KEY, typeof value === 'string' ? value : JSON.stringify(value));
  const setupPaths = (requests: RecordedRequest[]) =>
    requests.map((request) => new URL(request.url)).map((url) => url.pathname + url.search);

  it('keeps its place from the first paint, then shows the checklist from the setup route', async () => {
    store(record());
    const answer = deferred<Response>();
    const { requests } = mockFetch(() => answer.promise);
    const element = page('<hr-banner-stack></hr-banner-stack>', { banners: {} });
    await settle();
    expect(root(element).querySelector('.pending')).not.toBeNull();
    // The banner's own chunk asks the setup route.
    await waitFor(() => requests.length === 1);
    expect(setupPaths(requests)).toEqual(['/setup/quickStart/steps/timeOff']);
    answer.resolve(json(STEPS));
    await waitFor(() => banner(element, 'setupSummary') !== null);
    expect(banner(element, 'setupSummary')?.textContent).toContain('1 of 2 steps done');
    expect(banner(element, 'setupSummary')?.querySelector('a')?.getAttribute('href')).toBe('/settings/time_off');
    expect(root(element).querySelector('[role="status"]')?.textContent).toContain('Quick Start');
  });

  it('asks the payroll registration routes for a payroll record', async () => {
    store(record({ type: 'payroll', stepKey: null, recordId: 501, clientId: 9001 }));
    const { requests } = server();
    page('<hr-banner-stack></hr-banner-stack>', { banners: {} });
    await waitFor(() => requests.length === 1);
    expect(setupPaths(requests)).toEqual(['/registration/payroll/steps?recordId=501&clientId=9001']);
  });

  it('shows only on its paths, and keeps the record elsewhere', async () => {
    history.replaceState(null, '', '/employees/');
    store(record({ dataPath: '/app/setup' }));
    const { requests } = server();
    const element = page('<hr-banner-stack></hr-banner-stack>', { banners: {} });
    await settle(4);
    expect(requests).toEqual([]);
    expect(shown(element)).toEqual([]);
    expect(localStorage.getItem(SETUP_KEY)).not.toBeNull();
  });

  it.each([
    ['corrupt JSON', '{"type":'],
    ['a hostile object', { __proto__: { polluted: true }, type: 'constructor' }],
    ['another origin', record({ dataPath: 'https://evil.example/' })],
    ['a bad step key', record({ stepKey: '../admin' })],
  ])('drops %s without a request', async (_, value) => {
    store(value);
    const { requests } = server();
    const element = page('<hr-banner-stack></hr-banner-stack>', { banners: {} });
    await settle(4);
    expect(requests).toEqual([]);
    expect(shown(element)).toEqual([]);
    expect(localStorage.getItem(SETUP_KEY)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('clears the record when the setup route fails', async () => {
    store(record());
    server({ setup: 403 });
    const element = page('<hr-banner-stack></hr-banner-stack>', { banners: {} });
    await waitFor(() => localStorage.getItem(SETUP_KEY) === null && root(element).querySelector('.pending') === null);
    expect(shown(element)).toEqual([]);
  });

  it('clears the record on close and fires hr-dismiss', async () => {
    store(record());
    server();
    const element = page('<hr-banner-stack></hr-banner-stack>', { banners: {} });
    await waitFor(() => banner(element, 'setupSummary') !== null);
    const dismissed = listen<BannerStackDismissDetail>(document.body, 'hr-dismiss');
    root(element).querySelector<HTMLButtonElement>('[part="setup-close"]')?.click();
    await settle();
    expect(banner(element, 'setupSummary')).toBeNull();
    expect(localStorage.getItem(SETUP_KEY)).toBeNull();
    expect(dismissed[0]?.detail).toEqual({ banner: 'setupSummary' });
  });

  it('drops a customerOnboarding record at 24 hours old (inclusive), keeps it a millisecond before', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const day = 86_400_000;
    const { requests } = server();
    store(record({ type: 'customerOnboarding', timeStamp: Date.now() - day }));
    page('<hr-banner-stack></hr-banner-stack>', { banners: {} });
    await flush();
    expect(localStorage.getItem(SETUP_KEY)).toBeNull();
    expect(requests).toEqual([]);

    document.body.replaceChildren();
    store(record({ type: 'customerOnboarding', timeStamp: Date.now() - day + 1 }));
    const element = page('<hr-banner-stack></hr-banner-stack>', { banners: {} });
    await flushUntil(() => banner(element, 'setupSummary') !== null);
    expect(banner(element, 'setupSummary')).not.toBeNull();
    expect(localStorage.getItem(SETUP_KEY)).not.toBeNull();
  });

  it('goes away when a shown customerOnboarding record turns 24 hours old', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const day = 86_400_000;
    server();
    store(record({ type: 'customerOnboarding', timeStamp: Date.now() - day + 5_000 }));
    const element = page('<hr-banner-stack></hr-banner-stack>', { banners: {} });
    await flushUntil(() => banner(element, 'setupSummary') !== null);
    expect(banner(element, 'setupSummary')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(4_999);
    await flush();
    expect(banner(element, 'setupSummary')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(banner(element, 'setupSummary')).toBeNull();
    expect(localStorage.getItem(SETUP_KEY)).toBeNull();
  });

  it('re-fetches on updateBannerData naming the stored step key, not for another key', async () => {
    store(record());
    const { requests } = server();
    const element = page('<hr-banner-stack></hr-banner-stack>', { banners: {} });
    await waitFor(() => banner(element, 'setupSummary') !== null);
    document.dispatchEvent(new CustomEvent('updateBannerData', { detail: { stepKey: 'other' } }));
    await settle(4);
    expect(requests).toHaveLength(1);
    document.dispatchEvent(new CustomEvent('updateBannerData', { detail: { stepKey: 'timeOff' } }));
    await waitFor(() => requests.length === 2);
    expect(setupPaths(requests)[1]).toBe('/setup/quickStart/steps/timeOff');
  });
});

describe('<hr-banner-stack> room record (cookie hr_banner_room)', () => {
  /** A ResizeObserver that reports when told to (as Chromium does after layout), until disconnected. */
  function resizes(): () => void {
    const live = new Set<() => void>();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          live.add(this.callback);
        }
        disconnect() {
          live.delete(this.callback);
        }
      },
    );
    return () => live.forEach((callback) => callback());
  }
  const room = () => /(?:^|; )hr_banner_room=([^;]*)/.exec(document.cookie)?.[1] ?? null;
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.cookie = 'hr_banner_room=; Max-Age=0; Path=/';
  });

  it('records the room it takes for the viewport width band, keyed by the set of banners shown', async () => {
    const resized = resizes();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, 131.44));
    const element = page('<hr-banner-stack></hr-banner-stack>', {
      banners: { announcement: BANNERS.announcement, trial: BANNERS.trial },
    });
    await waitFor(() => shown(element).length === 2);
    resized();
    // Announcement (4) and demo data (128); innerWidth 1024 is band 6.
    expect(innerWidth).toBe(1024);
    expect(room()).toBe('1.132.6_1314');
  });

  it('does not record while the setup summary banner shows (the page cannot know of it)', async () => {
    const resized = resizes();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, 90));
    localStorage.setItem(
      SETUP_KEY,
      JSON.stringify({ type: 'quickStart', stepKey: 'timeOff', dataPath: '/', timeStamp: Date.now() }),
    );
    mockFetch(() => new Promise<Response>(() => {}));
    const element = page('<hr-banner-stack></hr-banner-stack>', { banners: { announcement: BANNERS.announcement } });
    await waitFor(() => root(element).querySelector('.pending') !== null);
    resized();
    expect(room()).toBeNull();
  });
});

describe('<hr-banner-stack variant="hired-by-remote">', () => {
  it('shows the sanitized banner of the employee and nothing of the stack', async () => {
    const { requests } = mockFetch(() =>
      Promise.resolve(
        new Response(
          '<div class="x"><strong>Ada was hired remotely.</strong><img src=x onerror=alert(1)><script>x()</script></div>',
          {
            headers: { 'Content-Type': 'text/html' },
          },
        ),
      ),
    );
    const element = page('<hr-banner-stack variant="hired-by-remote" employee-id="42"></hr-banner-stack>', {
      banners: BANNERS,
    });
    await waitFor(() => banner(element, 'hiredByRemote')?.hidden === false);
    expect(requests.map((request) => new URL(request.url)).map((url) => url.pathname + url.search)).toEqual([
      '/employees/hired-by-remote-banner-modal?employeeId=42',
    ]);
    const node = banner(element, 'hiredByRemote');
    expect(node?.textContent).toBe('Ada was hired remotely.');
    expect(node?.querySelector('img, script')).toBeNull();
    expect(shown(element)).toEqual(['hiredByRemote']);
  });

  it('says so when the banner cannot load', async () => {
    mockFetch(() => json({ error: 'No employee' }, 404));
    const element = page('<hr-banner-stack variant="hired-by-remote" employee-id="42"></hr-banner-stack>');
    await waitFor(() => banner(element, 'hiredByRemote')?.querySelector('[role="alert"]') != null);
    expect(banner(element, 'hiredByRemote')?.textContent).toBe('The global employment notice could not be loaded.');
  });
});
