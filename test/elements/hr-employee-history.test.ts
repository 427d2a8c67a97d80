import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-employee-history';
import type { HrEmployeeHistoryElement } from '../../elements/hr-employee-history';
import { loadHttpClient } from '../../src/lib/http';
import { configure, reloadConfig } from '../../src/stores/config';
import { json, mockFetch, type RecordedRequest } from '../support/fetch';
import { listen, mount, press, settle } from '../support/elements';

const DATA_FETCH = 'An error has occurred while getting the data. Please reload the page and try again.';
const TABLE = '<table id="jobs"><tr><th>Job title</th><td>Engineer</td></tr></table>';

let requests: RecordedRequest[];
let answer: (request: RecordedRequest) => Response | Promise<Response>;
/** Header-data answers are kept per page and route: each test asks about its own employee. */
let nextId = 100;

beforeAll(async () => {
  await loadHttpClient();
  // The dialog is a lazy chunk: load it once so each test's first open is not a module load.
  await import('../../src/components/employee-history/history-dialog');
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  configure({
    user: { id: 1, employeeId: 1, firstName: 'Ann', lastName: 'Lee' },
    csrfToken: 'tok',
    allowedHosts: ['cdn.example'],
  });
  answer = (request) => {
    const id = Number(new URL(request.url).pathname.split('/').pop());
    return json({
      id,
      preferredName: 'Ada',
      lastName: 'Lovelace',
      jobTitle: 'Engineer',
      photoURL: `/photos/${id}.svg`,
    });
  };
  ({ requests } = mockFetch((request) => answer(request)));
});

afterEach(async () => {
  document.body.replaceChildren();
  delete (globalThis as { Employee?: unknown }).Employee;
  await settle(4);
  reloadConfig();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function setup(attributes: string, children = TABLE) {
  const element = mount(`<hr-employee-history ${attributes}>${children}</hr-employee-history>`).querySelector(
    'hr-employee-history',
  ) as HrEmployeeHistoryElement;
  await settle();
  const root = () => element.shadowRoot as ShadowRoot;
  const $ = <T extends Element = HTMLElement>(selector: string) => root().querySelector<T>(selector);
  const dialog = () => $<HTMLDialogElement>('dialog');
  return { element, root, $, dialog };
}

async function until(check: () => boolean, rounds = 60) {
  for (let i = 0; i < rounds && !check(); i++) await settle(1);
  expect(check()).toBe(true);
}

const ada = (id: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id,
    preferredName: 'Ada',
    lastName: 'Lovelace',
    jobTitle: 'Engineer',
    photoURL: '/p.svg',
    ...extra,
  });
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#039;').replace(/"/g, '&quot;');

describe('<hr-employee-history>', () => {
  it('shows only its trigger until opened: no dialog, no request, the children are not slotted', async () => {
    const { $, dialog } = await setup(`label="  Job \n history " employee-id="${++nextId}"`);
    expect($('button[part="trigger"]')?.textContent).toBe('Job history');
    expect($('button[part="trigger"]')?.getAttribute('aria-haspopup')).toBe('dialog');
    await settle(4);
    expect(dialog()).toBeNull();
    expect($('slot')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('renders no trigger without a label', async () => {
    const { $ } = await setup(`employee-id="${++nextId}"`);
    expect($('button')).toBeNull();
  });

  it('opens from the trigger with a header from the employee JSON attribute, the page content slotted', async () => {
    const id = ++nextId;
    const { element, $, dialog } = await setup(`label="Job history" heading="Job history" employee='${attr(ada(id))}'`);
    const opened = listen(document.body, 'hr-open');
    $('button[part="trigger"]')!.click();
    await until(() => dialog()?.open === true);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.target).toBe(element);
    expect($('[part="name"]')?.textContent).toBe('Ada Lovelace');
    expect($('[part="heading"]')?.textContent).toBe('Job history');
    expect($('[part="job-title"]')?.textContent).toBe('Engineer');
    expect($<HTMLImageElement>('img[part="photo"]')?.src).toBe(`${location.origin}/p.svg`);
    const title = $('h2')!;
    expect(dialog()?.getAttribute('aria-labelledby')).toBe(title.id);
    expect(title.textContent).toBe('Job history Ada Lovelace');
    const slot = $<HTMLSlotElement>('[part="body"] slot')!;
    expect(slot.assignedElements().map((node) => node.id)).toEqual(['jobs']);
    expect(requests).toHaveLength(0);
  });

  it('fetches the header data by employee-id from employee-src, once per route', async () => {
    const id = ++nextId;
    const { element, $, dialog } = await setup(`employee-id="${id}" employee-src="/hr/header/"`);
    element.open();
    await until(() => $('[part="name"]')?.textContent === 'Ada Lovelace');
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([`/hr/header/${id}`]);
    expect(requests[0]?.method).toBe('GET');
    element.close();
    await until(() => dialog() === null);
    element.open();
    await until(() => $('[part="name"]')?.textContent === 'Ada Lovelace');
    expect(requests).toHaveLength(1);
  });

  it('reads window.Employee when the page gives neither attribute, at open time', async () => {
    const { element, $ } = await setup('');
    (globalThis as { Employee?: unknown }).Employee = {
      id: 5,
      preferredName: 'Zoë',
      lastName: 'Ångström',
      jobTitle: 'Chemist',
      photoURL: null,
    };
    element.open();
    await until(() => $('[part="name"]')?.textContent === 'Zoë Ångström');
    expect($('[part="job-title"]')?.textContent).toBe('Chemist');
    expect($('[part="photo"]')?.hasAttribute('data-default-photo')).toBe(true);
  });

  it('shows names with markup as text and never creates elements from them', async () => {
    const { element, $ } = await setup(
      `employee='${attr(ada(++nextId, { preferredName: '<img src=x onerror=alert(1)>', jobTitle: '<b>Boss</b>' }))}'`,
    );
    element.open();
    await until(() => $('[part="name"]') !== null);
    expect($('[part="name"]')?.textContent).toBe('<img src=x onerror=alert(1)> Lovelace');
    expect($('[part="job-title"]')?.textContent).toBe('<b>Boss</b>');
    expect($('[part="header"] img:not([part="photo"]), [part="header"] b')).toBeNull();
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:image/svg+xml,<svg onload=alert(1)>'],
    ['https://evil.example/p.png'],
    ['//evil.example/p.png'],
  ])('shows the default picture for the unsafe photo %s', async (photoURL) => {
    const { element, $ } = await setup(`employee='${attr(ada(++nextId, { photoURL }))}'`);
    element.open();
    await until(() => $('[part="photo"]') !== null);
    expect($('img')).toBeNull();
    expect($('[part="photo"]')?.hasAttribute('data-default-photo')).toBe(true);
  });

  it("keeps a photo on one of the config's allowed hosts", async () => {
    const { element, $ } = await setup(`employee='${attr(ada(++nextId, { photoURL: 'https://cdn.example/a.png' }))}'`);
    element.open();
    await until(() => $('img') !== null);
    expect($<HTMLImageElement>('img')?.src).toBe('https://cdn.example/a.png');
  });

  it('replaces a broken photo with the default picture (SPEC §8)', async () => {
    const { element, $ } = await setup(`employee='${attr(ada(++nextId, { photoURL: '/missing.png' }))}'`);
    element.open();
    await until(() => $('img') !== null);
    $('img')!.dispatchEvent(new Event('error'));
    await until(() => $('[data-default-photo]') !== null);
    expect($('img')).toBeNull();
  });

  it('logs an invalid employee id (SPEC §5) and goes on to the next source', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const id = ++nextId;
    const { element, $ } = await setup(
      `employee='${attr(JSON.stringify({ id: 0, lastName: 'Bad' }))}' employee-id="${id}"`,
    );
    element.open();
    await until(() => $('[part="name"]')?.textContent === 'Ada Lovelace');
    expect(errors.mock.calls.flat().join(' ')).toContain('employee: the employee id must be an integer of at least 1');
  });

  it('shows the default picture and a generic title with no usable data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { element, $, dialog } = await setup('employee-id="1.5"');
    element.open();
    await until(() => dialog()?.open === true);
    expect($('[part="name"]')?.textContent).toBe('Employee');
    expect($('[data-default-photo]')).not.toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('shows the data-fetch message and fires hr-error when the request fails; the body still shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = () => json({ error: 'down' }, 500);
    const { element, $ } = await setup(`employee-id="${++nextId}"`);
    const errors = listen<{ message: string; status: number }>(document.body, 'hr-error');
    element.open();
    await until(() => $('[role="alert"]') !== null);
    expect($('[role="alert"]')?.textContent).toBe(DATA_FETCH);
    expect(errors.map((event) => event.detail)).toEqual([{ message: DATA_FETCH, status: 500 }]);
    expect($<HTMLSlotElement>('[part="body"] slot')?.assignedElements()).toHaveLength(1);
  });

  it("shows the server's refusal on a 403 (role-scoped route)", async () => {
    answer = () => json({ error: 'You can only see your own employee data.' }, 403);
    const { element, $ } = await setup(`employee-id="${++nextId}"`);
    element.open();
    await until(() => $('[role="alert"]') !== null);
    expect($('[role="alert"]')?.textContent).toBe('You can only see your own employee data.');
  });

  it('refuses an answer about another employee', async () => {
    answer = () => json({ id: 1, preferredName: 'Someone', lastName: 'Else' });
    const { element, $ } = await setup(`employee-id="${++nextId}"`);
    element.open();
    await until(() => $('[role="alert"]') !== null);
    expect($('[part="name"]')?.textContent).not.toContain('Someone');
  });

  it('opens on hr-history-open: at the element, by detail.for, else the first on the page', async () => {
    const first = await setup(`id="a" employee='${attr(ada(++nextId))}'`);
    const second = await setup(`id="b" employee='${attr(ada(++nextId))}'`);
    document.dispatchEvent(new CustomEvent('hr-history-open', { detail: { for: 'b' } }));
    await until(() => second.dialog()?.open === true);
    expect(first.dialog()).toBeNull();
    second.element.close();
    await until(() => second.dialog() === null);
    second.element.dispatchEvent(new CustomEvent('hr-history-open', { bubbles: true }));
    await until(() => second.dialog()?.open === true);
    second.element.close();
    await until(() => second.dialog() === null);
    document.dispatchEvent(new CustomEvent('hr-history-open'));
    await until(() => first.dialog()?.open === true);
    expect(second.dialog()).toBeNull();
  });

  it('closes on Escape, the × and Close buttons, firing hr-close, and focus goes back to the trigger', async () => {
    const { element, $, dialog } = await setup(`label="Job history" employee='${attr(ada(++nextId))}'`);
    const closed = listen(document.body, 'hr-close');
    const trigger = $<HTMLButtonElement>('button[part="trigger"]')!;
    for (const how of ['escape', 'x', 'close'] as const) {
      trigger.focus();
      trigger.click();
      await until(() => dialog()?.open === true);
      expect(element.shadowRoot?.activeElement).toBe($('h2'));
      if (how === 'escape') press(dialog()!, 'Escape');
      else $<HTMLButtonElement>(how === 'x' ? '[part="close"]' : '[part="close-button"]')!.click();
      await until(() => dialog() === null);
      expect(element.shadowRoot?.activeElement).toBe(trigger);
    }
    expect(closed).toHaveLength(3);
  });

  it('closes when a slotted method="dialog" form submits; other forms submit as the page made them', async () => {
    const { element, dialog } = await setup(
      `employee='${attr(ada(++nextId))}'`,
      '<form method="dialog" id="d"><button>Done</button></form><form id="p" action="/save"><input name="x"></form>',
    );
    element.open();
    await until(() => dialog()?.open === true);
    const other = new Event('submit', { bubbles: true, cancelable: true });
    element.querySelector('#p')!.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    await settle(2);
    expect(dialog()?.open).toBe(true);
    const done = new Event('submit', { bubbles: true, cancelable: true });
    element.querySelector('#d')!.dispatchEvent(done);
    expect(done.defaultPrevented).toBe(true);
    await until(() => dialog() === null);
  });

  it('takes an open() made before it mounted, and close() before mount drops it', async () => {
    const element = document.createElement('hr-employee-history') as HrEmployeeHistoryElement;
    element.employee = { id: ++nextId, preferredName: 'Ada', lastName: 'Lovelace' };
    element.open();
    document.body.append(element);
    await until(() => element.shadowRoot?.querySelector('dialog')?.open === true);
    const later = document.createElement('hr-employee-history') as HrEmployeeHistoryElement;
    later.open();
    later.close();
    document.body.append(later);
    await settle(4);
    expect(later.shadowRoot?.querySelector('dialog')).toBeNull();
  });

  it('reflects label, heading, employee-id and employee-src; employee stays an object', async () => {
    const { element, $ } = await setup('label="One"');
    element.label = 'Two';
    element.heading = 'History';
    element.employeeId = 42;
    element.employeeSrc = '/x/';
    await settle();
    expect($('button')?.textContent).toBe('Two');
    expect(element.getAttribute('heading')).toBe('History');
    expect(element.getAttribute('employee-id')).toBe('42');
    expect(element.getAttribute('employee-src')).toBe('/x/');
    element.employee = { id: 3 };
    expect(element.hasAttribute('employee')).toBe(false);
  });
});
