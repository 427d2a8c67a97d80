import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-clear-demo-data';
import type { ClearDemoDataChangeDetail, HrClearDemoDataElement } from '../../elements/hr-clear-demo-data';
import { navigation } from '../../src/lib/navigation';
import { loadHttpClient } from '../../src/lib/http';
import { configure, reloadConfig } from '../../src/stores/config';
import { json, mockFetch, type RecordedRequest } from '../support/fetch';
import { listen, mount, press, settle } from '../support/elements';

/*
 * <hr-clear-demo-data> from markup as a PHP page prints it, with the page config (the printed
 * banners carry the sales number); the network is mocked at fetch, the real http service runs,
 * timers are fake (SPEC §9's 3000 ms is stepped through, never waited for). happy-dom has no top
 * layer: focus trapping and axe are checked in the e2e suite.
 */

const PHONE = '1-800-555-0142';
const CLEAR_FAILED = `Uh oh. Looks like your demo data didn't clear. Please try again, or call us at ${PHONE} for help.`;
const NEXT_STEP = "Uh oh! It looks like the next step didn't load as expected. Please reload this page.";
const RETRY = 'Oops. Something went wrong. Please try again.';
const PERMISSION_TEST = 'You are testing permissions: changes cannot be saved.';
const CONFIG = {
  csrfToken: 'tok-1',
  user: { id: 2, employeeId: 2, firstName: 'Grace', lastName: 'Hopper', isAdmin: true },
  banners: {
    trial: { status: 'demo', freeTrialDays: 0, salesNumber: PHONE, companyMasterIsDemo: true, canClearDemoData: true },
  },
};

interface Server {
  clear: () => Response;
  agreement: { id: number; status: string; statusUpdatedDate: string };
  latest: () => Response;
  hasEmployees: boolean;
  answer: (action: string) => Response | null;
}

let requests: RecordedRequest[];
/** The (fake) time each request was sent. */
let sentAt: number[];
let server: Server;
let reload: ReturnType<typeof vi.fn<() => void>>;

beforeAll(async () => {
  await loadHttpClient();
  // The dialog is a lazy chunk: loaded once so each test's first open is not a module load.
  await import('../../src/components/clear-demo-data/clear-demo-data-dialog');
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  configure(CONFIG);
  reload = vi.fn<() => void>();
  vi.spyOn(navigation, 'reload').mockImplementation(reload);
  server = {
    clear: () => json({ success: true, companyMasterIsDemo: false }),
    agreement: { id: 2, status: 'needs_prompt', statusUpdatedDate: '2026-11-23T08:00:00.000Z' },
    latest: () => json(server.agreement),
    hasEmployees: true,
    answer: () => null,
  };
  const statuses: Record<string, string> = {
    accept: 'signed',
    decline: 'declined',
    'complete-later': 'complete_later',
  };
  sentAt = [];
  ({ requests } = mockFetch((request) => {
    sentAt.push(Date.now());
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path === '/clear-demo-data') return server.clear();
    if (path === '/data_processing_agreements/latest') return server.latest();
    if (path === '/clear-demo-data/acceptance')
      return json({ isAccepted: server.agreement.status === 'signed', hasEmployees: server.hasEmployees });
    const action = /^\/data_processing_agreements\/2\/([a-z-]+)$/.exec(path)?.[1];
    if (request.method === 'POST' && action && statuses[action]) {
      const answered = server.answer(action);
      if (answered) return answered;
      server.agreement = { ...server.agreement, status: statuses[action] };
      return json(server.agreement);
    }
    return json({ error: 'unexpected' }, 404);
  }));
});

afterEach(async () => {
  document.body.replaceChildren();
  await settle(4);
  reloadConfig();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const pathOf = (request: RecordedRequest) => `${request.method} ${new URL(request.url).pathname}`;

/** Whether the browser would show its leave warning, and the text set for those that show one. */
function leaveWarning(): { warns: boolean; text: unknown } {
  const event = new Event('beforeunload', { cancelable: true }) as Event & { returnValue: unknown };
  let text: unknown = null;
  const read = () => (text = event.returnValue);
  window.addEventListener('beforeunload', read);
  window.dispatchEvent(event);
  window.removeEventListener('beforeunload', read);
  return { warns: event.defaultPrevented, text };
}

async function setup(markup = '<hr-clear-demo-data></hr-clear-demo-data>') {
  const element = mount(markup).querySelector('hr-clear-demo-data') as HrClearDemoDataElement;
  await settle();
  const root = () => element.shadowRoot as ShadowRoot;
  const part = <T extends Element = HTMLElement>(name: string) => root().querySelector<T>(`[part~="${name}"]`);
  const changes = listen<ClearDemoDataChangeDetail>(document.body, 'hr-change');
  const errors = listen<{ message: string; status: number }>(document.body, 'hr-error');
  const closes = listen(document.body, 'hr-close');
  return {
    element,
    dialog: () => part<HTMLDialogElement>('dialog'),
    title: () => part('title')?.textContent,
    button: (name: string) => part<HTMLButtonElement>(name),
    radio: (name: 'accept' | 'decline') => part<HTMLInputElement>(name),
    waiting: () => part('waiting')?.textContent ?? null,
    error: () => part('error')?.textContent,
    changes,
    errors,
    closes,
  };
}
type Ui = Awaited<ReturnType<typeof setup>>;

async function openStep1(ui: Ui) {
  ui.element.open();
  await vi.waitFor(() => expect(ui.title()).toBe('Clear Demo Data'));
}

/** 'Clear Data', then SPEC §9's 3000 ms, then step 2. */
async function clearToStep2(ui: Ui) {
  await openStep1(ui);
  ui.button('confirm')!.click();
  await vi.waitFor(() => expect(ui.waiting()).toContain("We're wiping the slate clean."));
  await vi.advanceTimersByTimeAsync(3000);
  await vi.waitFor(() => expect(ui.title()).toBe('GDPR Compliance'));
}

describe('<hr-clear-demo-data>', () => {
  it('renders and requests nothing until it is opened', async () => {
    const ui = await setup();
    await vi.advanceTimersByTimeAsync(5000);
    expect(ui.dialog()).toBeNull();
    expect(requests).toEqual([]);
    expect(leaveWarning().warns).toBe(false);
  });

  it("opens step 1 on the trial banner's composed hr-clear-demo-data event, fired inside another shadow root", async () => {
    const ui = await setup();
    const banner = document.createElement('div');
    document.body.append(banner);
    const button = banner.attachShadow({ mode: 'open' }).appendChild(document.createElement('button'));
    button.dispatchEvent(new CustomEvent('hr-clear-demo-data', { bubbles: true, composed: true, detail: {} }));
    await vi.waitFor(() => expect(ui.title()).toBe('Clear Demo Data'));
    expect(ui.dialog()?.getAttribute('role')).toBe('alertdialog');
    expect(ui.button('confirm')?.textContent).toBe('Clear Data');
    expect(ui.button('cancel')?.textContent).toBe('Cancel');
    expect(ui.error()).toBe('');
    // A second open while it is open changes nothing.
    document.dispatchEvent(new CustomEvent('hr-clear-demo-data'));
    ui.element.open();
    await settle();
    expect(ui.title()).toBe('Clear Demo Data');
    expect(requests).toEqual([]);
  });

  it('open() called before the element rendered is kept and delivered', async () => {
    const element = mount('<hr-clear-demo-data></hr-clear-demo-data>').querySelector(
      'hr-clear-demo-data',
    ) as HrClearDemoDataElement;
    element.open();
    await vi.waitFor(() =>
      expect(element.shadowRoot?.querySelector('[part="title"]')?.textContent).toBe('Clear Demo Data'),
    );
  });

  it('Cancel, × and Escape close step 1 without a request and fire hr-close', async () => {
    const ui = await setup();
    for (const close of [
      () => ui.button('cancel')!.click(),
      () => ui.button('close')!.click(),
      () => press(ui.dialog()!, 'Escape'),
    ]) {
      await openStep1(ui);
      close();
      await vi.waitFor(() => expect(ui.dialog()).toBeNull());
    }
    expect(ui.closes).toHaveLength(3);
    expect(requests).toEqual([]);
  });

  it('accepted: waits 3000 ms, clears, loads the agreement, then Done reloads the page', async () => {
    const ui = await setup();
    await openStep1(ui);
    const clickedAt = Date.now();
    ui.button('confirm')!.click();
    await settle();
    expect(ui.waiting()).toContain("We're wiping the slate clean.");
    // The waiting view: no way out, and the page warns before it is left.
    expect(ui.button('close')).toBeNull();
    expect(ui.button('cancel')).toBeNull();
    press(ui.dialog()!, 'Escape');
    await settle();
    expect(ui.waiting()).not.toBeNull();
    expect(leaveWarning()).toEqual({ warns: true, text: 'Are you sure you want to leave now?' });

    expect(requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(ui.title()).toBe('GDPR Compliance'));
    // SPEC §9: the clear call went out 3000 ms after 'Clear Data', not before.
    expect(sentAt[0]! - clickedAt).toBeGreaterThanOrEqual(3000);
    expect(requests.map(pathOf)).toEqual([
      'POST /clear-demo-data',
      'GET /data_processing_agreements/latest',
      'GET /clear-demo-data/acceptance',
    ]);
    expect(requests[0]?.headers.get('X-CSRF-Token')).toBe('tok-1');
    expect(leaveWarning().warns).toBe(false);
    expect(ui.changes.map((event) => event.detail)).toEqual([{ action: 'cleared', status: 'needs_prompt' }]);

    // Step 2: Done waits for the agreement (the company has employees).
    expect(ui.button('done')?.disabled).toBe(true);
    expect(ui.button('done')?.getAttribute('aria-describedby')).toBeTruthy();
    expect(ui.button('complete-later')?.textContent).toBe('Complete Later');
    expect(ui.radio('accept')?.checked).toBe(false);
    press(ui.dialog()!, 'Escape');
    await settle();
    expect(ui.title()).toBe('GDPR Compliance');

    ui.radio('accept')!.click();
    await vi.waitFor(() => expect(ui.button('done')?.disabled).toBe(false));
    expect(requests.slice(3).map(pathOf)).toEqual([
      'POST /data_processing_agreements/2/accept',
      'GET /clear-demo-data/acceptance',
    ]);
    expect(requests[3]?.body).toBe('setSessionMessage=0');
    expect(ui.radio('accept')?.checked).toBe(true);
    expect(ui.changes.at(-1)?.detail).toEqual({ action: 'accept', status: 'signed' });
    expect(reload).not.toHaveBeenCalled();

    ui.button('done')!.click();
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(ui.errors).toEqual([]);
  });

  it('declined with employees: Done stays disabled; Complete Later posts complete-later, then reloads', async () => {
    const ui = await setup();
    await clearToStep2(ui);
    ui.radio('decline')!.click();
    await vi.waitFor(() => expect(ui.radio('decline')?.checked).toBe(true));
    await vi.waitFor(() => expect(ui.changes.at(-1)?.detail).toEqual({ action: 'decline', status: 'declined' }));
    expect(ui.button('done')?.disabled).toBe(true);
    ui.button('done')!.click();
    await settle();
    expect(reload).not.toHaveBeenCalled();

    ui.button('complete-later')!.click();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const post = requests.find((request) => pathOf(request) === 'POST /data_processing_agreements/2/complete-later');
    expect(post?.body).toBe('setSessionMessage=1');
    expect(ui.changes.at(-1)?.detail).toEqual({ action: 'complete-later', status: 'complete_later' });
  });

  it('without employees Done is enabled even when the agreement is declined', async () => {
    server.hasEmployees = false;
    const ui = await setup();
    await clearToStep2(ui);
    expect(ui.button('done')?.disabled).toBe(false);
    ui.radio('decline')!.click();
    await vi.waitFor(() => expect(ui.changes.at(-1)?.detail).toEqual({ action: 'decline', status: 'declined' }));
    expect(ui.radio('decline')?.checked).toBe(true);
    expect(ui.button('done')?.disabled).toBe(false);
    ui.button('done')!.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a failed clear goes back to step 1 with the SPEC §8 message and the sales number; Clear Data tries again', async () => {
    server.clear = () => json({ error: 'The demo data could not be cleared.' }, 500);
    const ui = await setup();
    await openStep1(ui);
    ui.button('confirm')!.click();
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(ui.error()).toBe(CLEAR_FAILED));
    expect(ui.title()).toBe('Clear Demo Data');
    expect(ui.errors.map((event) => event.detail)).toEqual([{ message: CLEAR_FAILED, status: 500 }]);
    expect(leaveWarning().warns).toBe(false);
    expect(requests.map(pathOf)).toEqual(['POST /clear-demo-data']);

    server.clear = () => json({ success: true });
    ui.button('confirm')!.click();
    await vi.waitFor(() => expect(ui.error()).toBe(''));
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(ui.title()).toBe('GDPR Compliance'));
  });

  it('the sales-number attribute words the failure; without any number the generic retry message shows', async () => {
    server.clear = () => json({}, 503);
    const ui = await setup('<hr-clear-demo-data sales-number="+44 20 7946 0000"></hr-clear-demo-data>');
    await openStep1(ui);
    ui.button('confirm')!.click();
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(ui.error()).toContain('call us at +44 20 7946 0000 for help.'));

    document.body.replaceChildren();
    await settle(4);
    configure({ banners: null });
    const bare = await setup();
    await openStep1(bare);
    bare.button('confirm')!.click();
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(bare.error()).toBe(RETRY));
  });

  it("an assumed user's 403 shows the permission-test message and changes nothing", async () => {
    server.clear = () => json({ error: PERMISSION_TEST }, 403);
    const ui = await setup();
    await openStep1(ui);
    ui.button('confirm')!.click();
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(ui.error()).toBe(PERMISSION_TEST));
    expect(ui.title()).toBe('Clear Demo Data');
    expect(requests.map(pathOf)).toEqual(['POST /clear-demo-data']);
    expect(ui.errors.map((event) => event.detail)).toEqual([{ message: PERMISSION_TEST, status: 403 }]);
    expect(ui.changes).toEqual([]);
    expect(leaveWarning().warns).toBe(false);
  });

  it('a refused or failed answer keeps step 2 with its message and the previous choice', async () => {
    const ui = await setup();
    await clearToStep2(ui);
    server.answer = () => json({ error: 'down' }, 500);
    ui.radio('accept')!.click();
    await vi.waitFor(() => expect(ui.error()).toBe(RETRY));
    expect(ui.title()).toBe('GDPR Compliance');
    expect(ui.radio('accept')?.checked).toBe(false);
    expect(ui.button('done')?.disabled).toBe(true);
    expect(ui.errors.at(-1)?.detail).toEqual({ message: RETRY, status: 500 });

    server.answer = () => json({ error: PERMISSION_TEST }, 403);
    ui.button('complete-later')!.click();
    await vi.waitFor(() => expect(ui.error()).toBe(PERMISSION_TEST));
    expect(reload).not.toHaveBeenCalled();
    expect(ui.errors.at(-1)?.detail).toEqual({ message: PERMISSION_TEST, status: 403 });

    server.answer = () => null;
    ui.radio('accept')!.click();
    await vi.waitFor(() => expect(ui.button('done')?.disabled).toBe(false));
    expect(ui.error()).toBe('');
  });

  it('an agreement that does not load after the clear: step 2 with the next-step message; Complete Later reloads', async () => {
    server.latest = () => json({ error: 'down' }, 500);
    const ui = await setup();
    await clearToStep2(ui);
    expect(ui.error()).toBe(NEXT_STEP);
    expect(ui.radio('accept')).toBeNull();
    expect(ui.button('done')?.disabled).toBe(true);
    expect(ui.errors.map((event) => event.detail)).toEqual([{ message: NEXT_STEP, status: 500 }]);
    expect(ui.changes.map((event) => event.detail)).toEqual([{ action: 'cleared', status: null }]);
    const before = requests.length;
    ui.button('complete-later')!.click();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(before);
  });

  it('an agreement answer that is not one reads as a failure to load', async () => {
    server.latest = () => json({ id: '<b>2</b>', status: 'hacked' });
    const ui = await setup();
    await clearToStep2(ui);
    expect(ui.error()).toBe(NEXT_STEP);
  });

  it('removed while waiting: no clear call, no leave warning', async () => {
    const ui = await setup();
    await openStep1(ui);
    ui.button('confirm')!.click();
    await vi.waitFor(() => expect(leaveWarning().warns).toBe(true));
    ui.element.remove();
    await settle(4);
    await vi.advanceTimersByTimeAsync(5000);
    expect(requests).toEqual([]);
    expect(leaveWarning().warns).toBe(false);
  });
});
