import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-employee-snapshot';
import type { HrEmployeeSnapshotElement } from '../../elements/hr-employee-snapshot';
import { loadHttpClient } from '../../src/lib/http';
import { deferred, json, mockFetch, type RecordedRequest } from '../support/fetch';
import { listen, mount, press, settle } from '../support/elements';

beforeAll(async () => {
  await loadHttpClient();
  // The dialog is a lazy chunk: load it once so each test's first open is not a module load.
  await import('../../src/components/employee-snapshot/snapshot-dialog');
});
afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const SUMMARY = {
  department: 'Engineering',
  employeePhotoUrl: '/photos/employees/4.svg',
  employeeName: 'İlker Çelik',
  profileLink: null,
  jobTitle: 'Engineer',
  statuses: ['Active', 'New Hire'],
};
const DATA = {
  layout: [
    { token: 'basicInformation', title: 'Basic Information', items: ['employeeNumber', 'birthDate', 'workEmail'] },
    { token: 'reportsInformation', title: 'Reports', items: ['directReports'] },
    { token: 'jobHistory', title: 'Job History', items: ['jobHistoryTimeline'] },
  ],
  models: {
    employeeNumber: { type: 'name-value-pair', label: 'Employee #', value: '0004' },
    birthDate: { type: 'name-value-pair', label: 'Birth Date', value: 'not a date' },
    workEmail: { type: 'link', label: 'Work Email', value: 'ilker@example.com' },
    directReports: { type: 'hover', label: 'Direct Reports', value: '2 direct reports', items: ['Ann', 'Bo'] },
    jobHistoryTimeline: {
      type: 'timeline',
      label: 'Job History',
      items: [{ title: 'Engineer', startDate: '2024-02-01', endDate: null, salary: null }],
    },
  },
  orchestration: {
    birthDate: { convertDate: 'birth-date' },
    workEmail: { link: 'mailto:ilker@example.com' },
    directReports: { hoverAction: 'show-list' },
  },
};
const CONTEXT = {
  layout: [{ token: 'jobInformation', title: 'Job Information', items: ['department'] }],
  models: { department: { type: 'name-value-pair', label: 'Department', value: 'Engineering' } },
  orchestration: {},
  context: 'hiring',
};

const path = (request: RecordedRequest) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** Answers the four snapshot routes (and a context URL) from fixtures. */
function answerRoutes(overrides: Record<string, () => Response | Promise<Response>> = {}) {
  return mockFetch((request) => {
    const at = path(request);
    if (overrides[at]) return overrides[at]();
    if (/\/summary$|employee_summary/.test(at)) return json(SUMMARY);
    if (at.startsWith('/ctx/')) return json(CONTEXT);
    return json(DATA);
  });
}

async function setup(markup = '<hr-employee-snapshot></hr-employee-snapshot>') {
  const element = mount(markup).querySelector('hr-employee-snapshot') as HrEmployeeSnapshotElement;
  await settle();
  const root = () => element.shadowRoot as ShadowRoot;
  const dialog = () => root().querySelector<HTMLDialogElement>('dialog');
  return { element, root, dialog };
}

const fire = (detail: unknown, target: EventTarget = document) =>
  target.dispatchEvent(new CustomEvent('hr-snapshot-open', { detail, bubbles: true, composed: true }));

async function until(check: () => boolean, rounds = 40) {
  for (let i = 0; i < rounds && !check(); i++) await settle(1);
  expect(check()).toBe(true);
}

describe('<hr-employee-snapshot>', () => {
  it('renders nothing and asks nothing until an employee is opened', async () => {
    const { requests } = answerRoutes();
    const { root } = await setup();
    expect(root().childElementCount).toBe(0);
    expect(requests).toHaveLength(0);
  });

  it('opens a non-modal dialog on hr-snapshot-open heard on document, with the summary and sections', async () => {
    const { requests } = answerRoutes();
    const { dialog, root } = await setup();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    fire({ employeeId: 4 }, opener);
    await until(() => !!root().querySelector('.snapshot-name'));
    expect(dialog()?.open).toBe(true);
    expect(dialog()?.getAttribute('aria-modal')).toBeNull();
    expect(requests.map(path).sort()).toEqual(['/employees/snapshot/4', '/employees/snapshot/4/summary']);
    expect(root().querySelector('.snapshot-name')?.textContent).toBe('İlker Çelik');
    expect([...root().querySelectorAll('.snapshot-status')].map((s) => s.textContent)).toEqual(['Active', 'New Hire']);
    expect([...root().querySelectorAll('[part="section"]')].map((s) => s.getAttribute('data-section'))).toEqual([
      'basicInformation',
      'reportsInformation',
      'jobHistory',
    ]);
    expect(root().textContent).toContain('Invalid date format.');
    expect(root().querySelector('a[href="mailto:ilker@example.com"]')?.textContent).toBe('ilker@example.com');
    expect(root().querySelector('.snapshot-timeline')?.textContent).toContain('Feb 1, 2024 – Present');
    // No profile link without one in the summary.
    expect(root().querySelector('.snapshot-profile')).toBeNull();
    // Focus moved in (the title), and goes back to the opener on Escape.
    expect(root().activeElement?.classList.contains('snapshot-title')).toBe(true);
    press(dialog()!, 'Escape');
    await until(() => !dialog());
    expect(document.activeElement).toBe(opener);
  });

  it('warns in the console, and only there, for invalid event data', async () => {
    const { requests } = answerRoutes();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    const { dialog } = await setup();
    for (const detail of [
      null,
      { employeeId: '4' },
      { employeeId: 0 },
      { employeeId: 4, contextUrl: 'https://evil.example/x' },
    ])
      fire(detail);
    document.dispatchEvent(new Event('hr-snapshot-open'));
    await settle();
    expect(warn).toHaveBeenCalledTimes(5);
    expect(String(warn.mock.calls[0]?.[0])).toContain('hr-snapshot-open was ignored');
    expect(error).not.toHaveBeenCalled();
    expect(dialog()).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('opens from the open() method, with a context URL shown first; Back and Employee Summary switch views', async () => {
    const { requests } = answerRoutes();
    const { element, root } = await setup();
    element.open(4, '/ctx/4?context=hiring');
    await until(() => root().querySelector('[part="section"]')?.getAttribute('data-section') === 'jobInformation');
    expect(requests.map(path).sort()).toEqual(['/ctx/4?context=hiring', '/employees/employee_summary/4']);
    const button = (name: string) =>
      [...root().querySelectorAll<HTMLButtonElement>('.snapshot-link-button')].find((b) => b.textContent === name);
    button('Back')!.click();
    await until(() => root().querySelector('.snapshot-body')?.getAttribute('data-view') === 'default');
    await until(() => root().querySelector('[part="section"]')?.getAttribute('data-section') === 'basicInformation');
    button('Employee Summary')!.click();
    await until(() => root().querySelector('[part="section"]')?.getAttribute('data-section') === 'jobInformation');
    // The context view was kept: no second request for it.
    expect(requests.filter((r) => path(r).startsWith('/ctx/'))).toHaveLength(1);
  });

  it('cancels the older request when a newer open arrives, and never shows its late answer', async () => {
    const slow = deferred<Response>();
    let first: RecordedRequest | undefined;
    const { requests, fetchMock } = mockFetch((request) => {
      const at = path(request);
      if (at === '/employees/snapshot/1') {
        first = request;
        return slow.promise;
      }
      if (at.endsWith('/summary')) return json({ ...SUMMARY, employeeName: at.includes('/1/') ? 'Old' : 'New' });
      return json(DATA);
    });
    const { root } = await setup();
    fire({ employeeId: 1 });
    await until(() => !!first);
    fire({ employeeId: 2 });
    await until(() => root().querySelector('.snapshot-name')?.textContent === 'New');
    const init = fetchMock.mock.calls.find(([input]) =>
      String(input instanceof Request ? input.url : input).endsWith('/snapshot/1'),
    );
    const signal = (init?.[0] instanceof Request ? init[0].signal : init?.[1]?.signal) as AbortSignal | undefined;
    expect(signal?.aborted).toBe(true);
    slow.resolve(json({ ...DATA, layout: [] }));
    await settle(5);
    expect(root().querySelector('.snapshot-name')?.textContent).toBe('New');
    expect(root().querySelector('[part="empty"]')).toBeNull();
    expect(requests.map(path)).toContain('/employees/snapshot/2');
  });

  it('shows the loader only after 200 ms', async () => {
    const hold = deferred<Response>();
    mockFetch((request) => (path(request).endsWith('/summary') ? json(SUMMARY) : hold.promise));
    const { root } = await setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // React schedules its work with the real setImmediate: let it run between fake-timer steps.
    const advance = async (ms: number) => {
      for (let elapsed = 0; elapsed < ms; elapsed += 10) {
        await vi.advanceTimersByTimeAsync(Math.min(10, ms - elapsed));
        for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
      }
    };
    fire({ employeeId: 4 });
    await advance(50);
    expect(root().querySelector('dialog')).not.toBeNull();
    expect(root().querySelector('[part="loader"]')).toBeNull();
    await advance(140);
    expect(root().querySelector('[part="loader"]')).toBeNull();
    await advance(20);
    expect(root().querySelector('[part="loader"]')?.textContent).toBe('Loading the employee snapshot…');
    expect(root().querySelector('[part="loader"]')?.closest('[role="status"]')).not.toBeNull();
    hold.resolve(json(DATA));
    await advance(10);
    expect(root().querySelector('[part="loader"]')).toBeNull();
    expect(root().querySelectorAll('[part="section"]')).toHaveLength(3);
  });

  it('shows the three catalogue messages, a refusal with its reason, and fires hr-error', async () => {
    const failing =
      (status: number, body: unknown = { error: 'x' }) =>
      () =>
        json(body, status);
    answerRoutes({
      '/employees/snapshot/4/summary': failing(404),
      '/employees/snapshot/4': failing(404),
      '/ctx/4': failing(422),
    });
    const { element, root } = await setup();
    const errors = listen<{ message: string; status: number }>(document, 'hr-error');
    element.open(4, '/ctx/4');
    await until(
      () => root().querySelectorAll('[part="error"]').length === 1 && !!root().querySelector('.snapshot-name'),
    );
    expect(root().querySelector('[part="error"]')?.textContent).toBe('Error getting employee snapshot context data');
    root().querySelector<HTMLButtonElement>('.snapshot-link-button')!.click();
    await until(() => root().querySelectorAll('[part="error"]').length === 2);
    expect([...root().querySelectorAll('[part="error"]')].map((e) => e.textContent)).toEqual([
      'Error getting employee summary data',
      'Error getting default employee snapshot data',
    ]);
    expect(errors.map((e) => e.detail)).toEqual([
      { message: 'Error getting employee snapshot context data', status: 422 },
      { message: 'Error getting employee summary data', status: 404 },
      { message: 'Error getting default employee snapshot data', status: 404 },
    ]);

    answerRoutes({
      '/employees/snapshot/9/summary': failing(403, { error: 'You may only see your own snapshot.' }),
      '/employees/snapshot/9': failing(403, { error: 'You may only see your own snapshot.' }),
    });
    element.open(9);
    await until(() => root().querySelector('[part="error"]')?.textContent === 'You may only see your own snapshot.');
    await until(() => root().querySelectorAll('[part="error"]').length === 2);
    expect([...root().querySelectorAll('[part="error"]')].map((e) => e.textContent)).toEqual([
      'You may only see your own snapshot.',
      'You may only see your own snapshot.',
    ]);
  });

  it("shows 'Nothing More to See Here' for an empty layout", async () => {
    answerRoutes({ '/employees/snapshot/4': () => json({ layout: [], models: {}, orchestration: {} }) });
    const { root } = await setup();
    fire({ employeeId: 4 });
    await until(() => !!root().querySelector('[part="empty"]'));
    expect(root().querySelector('[part="empty"]')?.textContent).toBe('Nothing More to See Here');
  });

  it('falls back to the default picture when the photo does not load', async () => {
    answerRoutes();
    const { root } = await setup();
    fire({ employeeId: 4 });
    await until(() => !!root().querySelector('img[part="photo"]'));
    root().querySelector('img[part="photo"]')!.dispatchEvent(new Event('error'));
    await until(() => !!root().querySelector('[data-default-photo]'));
    expect(root().querySelector('img[part="photo"]')).toBeNull();
  });

  it('opens the dialog of the element the event came from, else the first one on the page', async () => {
    answerRoutes();
    const box = mount(
      '<hr-employee-snapshot id="a"></hr-employee-snapshot><hr-employee-snapshot id="b"></hr-employee-snapshot>',
    );
    await settle();
    const [a, b] = [...box.querySelectorAll('hr-employee-snapshot')] as HrEmployeeSnapshotElement[];
    fire({ employeeId: 4 });
    await until(() => !!a!.shadowRoot?.querySelector('dialog'));
    expect(b!.shadowRoot?.querySelector('dialog')).toBeNull();
    b!.open(5);
    await until(() => !!b!.shadowRoot?.querySelector('dialog'));
  });
});
