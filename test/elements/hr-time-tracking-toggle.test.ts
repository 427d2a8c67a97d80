import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-time-tracking-toggle';
import type {
  HrTimeTrackingToggleElement,
  TimeTrackingToggleChangeDetail,
} from '../../elements/hr-time-tracking-toggle';
import { forgetTimeTrackingSettings } from '../../src/components/time-tracking-toggle/use-time-tracking-toggle';
import { loadHttpClient } from '../../src/lib/http';
import { navigation } from '../../src/lib/navigation';
import { configure, reloadConfig } from '../../src/stores/config';
import { json, mockFetch, type RecordedRequest } from '../support/fetch';
import { patchHappyDomNodeName } from '../components/live-search/happy-dom-purify';
import { listen, mount, settle } from '../support/elements';

/*
 * <hr-time-tracking-toggle> from markup as a PHP page prints it; the network is mocked at fetch,
 * the real http service and sanitizer run; the page's reload goes through the navigation seam.
 * happy-dom has no top layer: focus trapping and axe are checked in the e2e suite.
 */

const ENABLED = 'Time tracking has been enabled for this employee!';
const DISABLED = 'OK, this employee will no longer be able to track time worked or access the timesheet.';
const FAILED = 'Sorry, something went wrong. Try giving it another shot?';
const PERMISSION = 'This is a permission test session: nothing was saved.';

const form = (route: string, fields: string) =>
  `<div><p>Intro for <strong>Ada</strong><img src=x onerror="alert(1)"></p><form action="https://evil.example/${route}">${fields}<script>alert(1)</script></form></div>`;
const GROUP_SELECT =
  '<label for="g">Time tracking group</label><select id="g" name="groupId"><option value="1">Hourly</option><option value="2" selected>Salaried</option></select>';
const OVERTIME_SELECT =
  '<label for="o">Overtime status</label><select id="o" name="overtimeStatus" required><option value="">Select an option</option><option value="exempt">Exempt</option></select>';

/** vi.waitFor with room for a loaded machine (its 1 s default failed once under the parallel suite). */
const waitFor = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 5_000 });

type Answer = (request: RecordedRequest) => Response;
let requests: RecordedRequest[];
let answers: Record<string, Answer>;
let reload: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.fn>;
const original = { ...navigation };

beforeAll(async () => {
  patchHappyDomNodeName();
  await loadHttpClient();
  await import('../../src/components/time-tracking-toggle/time-tracking-dialog');
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  configure({ csrfToken: 'tok-1', features: {} });
  forgetTimeTrackingSettings();
  reload = vi.fn();
  assign = vi.fn();
  navigation.reload = reload as () => void;
  navigation.assign = assign as (href: string) => void;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  answers = {
    'GET /time_tracking/settings': () => json({ mode: 'group', configurations: [{ id: 1 }, { id: 2 }] }),
    'GET /time-tracking/missing-data-modal': () => new Response(null, { status: 204 }),
    'GET /time-tracking/enable-time-tracking-modal': () =>
      new Response(form('enable', GROUP_SELECT), { headers: { 'Content-Type': 'text/html' } }),
    'POST /time-tracking/enable-time-tracking-modal': () => json({ status: 'SUCCESS' }),
    'POST /time-tracking/disable-time-tracking': () => json({ status: 'SUCCESS' }),
    'GET /time-tracking/no-pay-schedule-modal': () =>
      new Response(
        '<p>No pay schedule for <strong>Ada</strong>. <a href="/employees/employee.php?id=13">Add one</a></p>',
      ),
    'GET /time-tracking/change-group-modal': () => new Response(form('change', GROUP_SELECT)),
    'POST /time-tracking/change-group-modal': () => json({ status: 'SUCCESS', groupId: 2 }),
  };
  ({ requests } = mockFetch((request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const answer = answers[key];
    return answer ? answer(request) : json({ error: `unexpected ${key}` }, 500);
  }));
});

afterEach(async () => {
  document.body.replaceChildren();
  await settle(4);
  Object.assign(navigation, original);
  reloadConfig();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const calls = () =>
  requests.map((request) => `${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
/** The calls of the flow, without the settings an enabled switch reads for its change-group link. */
const flowCalls = () => calls().filter((call) => !call.startsWith('GET /time_tracking/settings'));

async function setup(markup: string) {
  const element = mount(markup).querySelector('hr-time-tracking-toggle') as HrTimeTrackingToggleElement;
  await settle();
  const root = () => element.shadowRoot as ShadowRoot;
  const part = <T extends Element = HTMLElement>(name: string) => root().querySelector<T>(`[part~="${name}"]`);
  return {
    element,
    part,
    toggle: () => part<HTMLButtonElement>('switch') as HTMLButtonElement,
    dialog: () => part<HTMLDialogElement>('dialog'),
    changes: listen<TimeTrackingToggleChangeDetail>(document.body, 'hr-change'),
    errors: listen<{ message: string; status: number }>(document.body, 'hr-error'),
  };
}
type Parts = Awaited<ReturnType<typeof setup>>;

async function formOf(parts: Parts, modal: string) {
  await waitFor(() => expect(parts.part('form')?.getAttribute('data-modal')).toBe(modal));
  await waitFor(() => expect(parts.part('fields')?.querySelector('select')).not.toBeNull());
  return parts.part<HTMLFormElement>('form') as HTMLFormElement;
}

const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

describe('<hr-time-tracking-toggle>', () => {
  it('renders an APG switch named for the employee, with the state the page printed', async () => {
    const off = await setup(
      '<hr-time-tracking-toggle employee-id="10" employee-name=" Ada \n Lovelace "></hr-time-tracking-toggle>',
    );
    expect(off.toggle().getAttribute('role')).toBe('switch');
    expect(off.toggle().getAttribute('aria-checked')).toBe('false');
    expect(off.toggle().textContent?.replace(/\s+/g, ' ')).toContain('Time tracking for Ada Lovelace');
    expect(off.part('change-group')).toBeNull();
    const hostile = await setup(
      '<hr-time-tracking-toggle employee-id="11" employee-name="&lt;img src=x onerror=alert(1)&gt;"></hr-time-tracking-toggle>',
    );
    expect(hostile.toggle().textContent).toContain('for <img src=x onerror=alert(1)>');
    expect(hostile.toggle().querySelector('img')).toBeNull();
    // Nothing is requested for an employee whose time tracking is off until the user acts.
    expect(requests).toEqual([]);
    off.element.setAttribute('enabled', '');
    await settle();
    expect(off.toggle().getAttribute('aria-checked')).toBe('true');
  });

  it('enables: no missing data (204), the enable modal as a sanitized form, SUCCESS shows the message, OK reloads', async () => {
    const parts = await setup('<hr-time-tracking-toggle employee-id="10"></hr-time-tracking-toggle>');
    parts.toggle().click();
    const enableForm = await formOf(parts, 'enable');
    const shadow = parts.element.shadowRoot as ShadowRoot;
    expect(shadow.querySelector('script, img, [onerror]')).toBeNull();
    expect(parts.part('intro')?.textContent).toContain('Intro for Ada');
    expect(parts.part('title')?.textContent).toBe('Enable Time Tracking');
    expect(parts.toggle().getAttribute('aria-checked')).toBe('false');
    submit(enableForm);
    await waitFor(() => expect(parts.part('status')?.textContent).toBe(ENABLED));
    expect(flowCalls()).toEqual([
      'GET /time-tracking/missing-data-modal?employeeId=10',
      'GET /time-tracking/enable-time-tracking-modal?employeeId=10',
      'POST /time-tracking/enable-time-tracking-modal?employeeId=10',
    ]);
    // The form's own action (another site) is not used; its fields are posted with the token.
    expect(requests[2]?.body).toBe('groupId=2');
    expect(requests[2]?.headers.get('X-CSRF-Token')).toBe('tok-1');
    expect(parts.changes.map((event) => event.detail)).toEqual([{ employeeId: 10, enabled: true }]);
    expect(parts.toggle().getAttribute('aria-checked')).toBe('true');
    expect(reload).not.toHaveBeenCalled();
    parts.part<HTMLButtonElement>('done')?.click();
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(parts.dialog()).toBeNull();
  });

  it('a config change while the enable form is open (new CSRF token) keeps the form and posts with the new token', async () => {
    const parts = await setup('<hr-time-tracking-toggle employee-id="10"></hr-time-tracking-toggle>');
    parts.toggle().click();
    const enableForm = await formOf(parts, 'enable');
    (enableForm.querySelector('select') as HTMLSelectElement).value = '1';
    configure({ csrfToken: 'tok-2', features: {} });
    await settle(4);
    expect(flowCalls().filter((call) => call.startsWith('GET /time-tracking/enable'))).toHaveLength(1);
    expect((parts.part('fields')?.querySelector('select') as HTMLSelectElement).value).toBe('1');
    submit(parts.part<HTMLFormElement>('form') as HTMLFormElement);
    await waitFor(() => expect(parts.part('status')?.textContent).toBe(ENABLED));
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.headers.get('X-CSRF-Token')).toBe('tok-2');
    expect(post?.body).toBe('groupId=1');
  });

  it('goes to the timesheet after enabling with go-to-timesheet; lower-case success counts', async () => {
    answers['POST /time-tracking/enable-time-tracking-modal'] = () => json({ status: 'success' });
    const parts = await setup('<hr-time-tracking-toggle employee-id="10" go-to-timesheet></hr-time-tracking-toggle>');
    parts.toggle().click();
    submit(await formOf(parts, 'enable'));
    await waitFor(() => expect(parts.part('status')?.textContent).toBe(ENABLED));
    parts.part<HTMLButtonElement>('done')?.click();
    expect(assign).toHaveBeenCalledWith('/employees/timesheet/?id=10');
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks for missing data first outside the custom-overtime feature, then enables', async () => {
    answers['GET /time-tracking/missing-data-modal'] = () => new Response(form('missing', OVERTIME_SELECT));
    answers['POST /time-tracking/missing-data-modal'] = () => json({ status: 'SUCCESS' });
    const parts = await setup('<hr-time-tracking-toggle employee-id="17"></hr-time-tracking-toggle>');
    parts.toggle().click();
    const missing = await formOf(parts, 'missingData');
    expect(parts.part('title')?.textContent).toBe('A Few Details First');
    const select = missing.querySelector('select') as HTMLSelectElement;
    select.value = 'exempt';
    submit(missing);
    submit(await formOf(parts, 'enable'));
    await waitFor(() => expect(parts.part('status')?.textContent).toBe(ENABLED));
    expect(flowCalls()).toEqual([
      'GET /time-tracking/missing-data-modal?employeeId=17',
      'POST /time-tracking/missing-data-modal?employeeId=17',
      'GET /time-tracking/enable-time-tracking-modal?employeeId=17',
      'POST /time-tracking/enable-time-tracking-modal?employeeId=17',
    ]);
    expect(requests[1]?.body).toBe('overtimeStatus=exempt');
  });

  it('skips the missing-data check with the custom-overtime feature', async () => {
    const parts = await setup(
      `<hr-time-tracking-toggle employee-id="17" config='{"features":{"CUSTOM_OVERTIME":true}}'></hr-time-tracking-toggle>`,
    );
    parts.toggle().click();
    await formOf(parts, 'enable');
    expect(calls()).toEqual(['GET /time-tracking/enable-time-tracking-modal?employeeId=17']);
  });

  it('FAIL no_pay_schedule closes the enable modal and opens the no-pay-schedule modal; closing it does not reload', async () => {
    answers['POST /time-tracking/enable-time-tracking-modal'] = () =>
      json({ status: 'FAIL', reason: 'no_pay_schedule' });
    const parts = await setup('<hr-time-tracking-toggle employee-id="13"></hr-time-tracking-toggle>');
    parts.toggle().click();
    submit(await formOf(parts, 'enable'));
    await waitFor(() =>
      expect(parts.part('intro')?.querySelector('a')?.getAttribute('href')).toBe(
        'http://localhost:3000/employees/employee.php?id=13',
      ),
    );
    expect(parts.part('title')?.textContent).toBe('No Pay Schedule');
    expect(parts.part('form')).toBeNull();
    parts.part<HTMLButtonElement>('done')?.click();
    await settle();
    expect(parts.dialog()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(parts.changes).toEqual([]);
    expect(parts.toggle().getAttribute('aria-checked')).toBe('false');
  });

  it.each([
    ['FAIL without a reason', () => json({ status: 'FAIL' }), FAILED, 200],
    ['a 500', () => json({ error: 'boom' }, 500), FAILED, 500],
    ['the permission test (403)', () => json({ error: PERMISSION }, 403), PERMISSION, 403],
  ] as const)('keeps the form and what was chosen after %s, with its message', async (_, answer, message, status) => {
    answers['POST /time-tracking/enable-time-tracking-modal'] = answer;
    const parts = await setup('<hr-time-tracking-toggle employee-id="10"></hr-time-tracking-toggle>');
    parts.toggle().click();
    const enableForm = await formOf(parts, 'enable');
    (enableForm.querySelector('select') as HTMLSelectElement).value = '1';
    submit(enableForm);
    await waitFor(() => expect(parts.part('error')?.textContent).toBe(message));
    expect((parts.part('fields')?.querySelector('select') as HTMLSelectElement).value).toBe('1');
    expect(parts.errors.map((event) => event.detail)).toEqual([{ message, status }]);
    expect(parts.changes).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
    expect(parts.toggle().getAttribute('aria-checked')).toBe('false');
  });

  it('disables with one POST (the switch busy meanwhile), shows the message, OK reloads', async () => {
    let answer!: (response: Response) => void;
    answers['POST /time-tracking/disable-time-tracking'] = () =>
      new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response;
    const parts = await setup('<hr-time-tracking-toggle employee-id="12" enabled></hr-time-tracking-toggle>');
    parts.toggle().click();
    await waitFor(() => expect(calls()).toContain('POST /time-tracking/disable-time-tracking?employeeId=12'));
    expect(parts.toggle().getAttribute('aria-busy')).toBe('true');
    expect(parts.dialog()).toBeNull();
    // A second press while it runs sends nothing more.
    parts.toggle().click();
    answer(json({ status: 'SUCCESS' }));
    await waitFor(() => expect(parts.part('status')?.textContent).toBe(DISABLED));
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual([
      'POST /time-tracking/disable-time-tracking?employeeId=12',
    ]);
    expect(parts.changes.map((event) => event.detail)).toEqual([{ employeeId: 12, enabled: false }]);
    parts.part<HTMLButtonElement>('done')?.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a refused disable (assumed user) shows the message and changes nothing', async () => {
    answers['POST /time-tracking/disable-time-tracking'] = () => json({ error: PERMISSION }, 403);
    const parts = await setup('<hr-time-tracking-toggle employee-id="12" enabled></hr-time-tracking-toggle>');
    parts.toggle().click();
    await waitFor(() => expect(parts.part('error')?.textContent).toBe(PERMISSION));
    expect(parts.toggle().getAttribute('aria-checked')).toBe('true');
    parts.part<HTMLButtonElement>('done')?.click();
    await settle();
    expect(reload).not.toHaveBeenCalled();
    expect(parts.dialog()).toBeNull();
  });

  it('a request matching the current state does nothing (enable() on an enabled employee, disable() on a disabled one)', async () => {
    const on = await setup('<hr-time-tracking-toggle employee-id="12" enabled></hr-time-tracking-toggle>');
    const off = await setup('<hr-time-tracking-toggle employee-id="10"></hr-time-tracking-toggle>');
    const before = calls().length;
    on.element.enable();
    off.element.disable();
    await settle(4);
    expect(calls().length).toBe(before);
    expect(on.dialog()).toBeNull();
    expect(off.dialog()).toBeNull();
    off.element.enable();
    await formOf(off, 'enable');
  });

  it.each(['0', '-1', 'abc', '1.5', '', '12abc'])('logs an invalid employee id %j and makes no call', async (id) => {
    const parts = await setup(`<hr-time-tracking-toggle employee-id="${id}" enabled></hr-time-tracking-toggle>`);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('employee-id must be an integer of at least 1'));
    expect(parts.toggle().disabled).toBe(true);
    parts.toggle().click();
    parts.element.disable();
    await settle(4);
    expect(requests).toEqual([]);
  });

  it('shows the change-group link for an enabled employee with two configurations (one settings call per page)', async () => {
    const first = await setup(
      '<hr-time-tracking-toggle employee-id="12" enabled employee-name="Ada"></hr-time-tracking-toggle>',
    );
    const second = await setup('<hr-time-tracking-toggle employee-id="15" enabled></hr-time-tracking-toggle>');
    await waitFor(() => expect(first.part('change-group')).not.toBeNull());
    await waitFor(() => expect(second.part('change-group')).not.toBeNull());
    expect(first.part('change-group')?.textContent?.replace(/\s+/g, ' ')).toBe('Change group for Ada');
    expect(calls().filter((call) => call.startsWith('GET /time_tracking/settings'))).toHaveLength(1);
    first.part<HTMLButtonElement>('change-group')?.click();
    const changeForm = await formOf(first, 'changeGroup');
    submit(changeForm);
    await waitFor(() => expect(first.dialog()).toBeNull());
    expect(calls()).toContain('POST /time-tracking/change-group-modal?employeeId=12');
    expect(first.changes.map((event) => event.detail)).toEqual([{ employeeId: 12, enabled: true }]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('hides the change-group link with one configuration', async () => {
    answers['GET /time_tracking/settings'] = () => json({ mode: 'group', configurations: [{ id: 1 }] });
    const parts = await setup('<hr-time-tracking-toggle employee-id="12" enabled></hr-time-tracking-toggle>');
    await waitFor(() => expect(calls()).toContain('GET /time_tracking/settings'));
    await settle(4);
    expect(parts.part('change-group')).toBeNull();
  });

  it('a modal that does not load shows the default error and fires hr-error', async () => {
    answers['GET /time-tracking/enable-time-tracking-modal'] = () => new Response('nope', { status: 500 });
    const parts = await setup('<hr-time-tracking-toggle employee-id="10"></hr-time-tracking-toggle>');
    parts.toggle().click();
    await waitFor(() => expect(parts.part('error')?.textContent).toBe(FAILED));
    expect(parts.errors[0]?.detail).toEqual({ message: FAILED, status: 500 });
  });

  it('Cancel closes the dialog without a reload or a change', async () => {
    const parts = await setup('<hr-time-tracking-toggle employee-id="10"></hr-time-tracking-toggle>');
    parts.toggle().click();
    await formOf(parts, 'enable');
    parts.part<HTMLButtonElement>('cancel')?.click();
    await settle();
    expect(parts.dialog()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
