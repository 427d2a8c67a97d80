import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-global-search';
import type {
  GlobalSearchSelectDetail,
  HrGlobalSearchElement,
  SnapshotOpenDetail,
} from '../../elements/hr-global-search';
import type { HrErrorDetail } from '../../src/element/events';
import { loadHttpClient } from '../../src/lib/http';
import { configure, reloadConfig } from '../../src/stores/config';
import { deferred, json, mockFetch } from '../support/fetch';
import { listen, mount, press, settle, typeInto } from '../support/elements';

beforeAll(() => loadHttpClient());
beforeEach(() => {
  configure({ user: { id: 5, employeeId: 12, firstName: 'Ada', lastName: 'Lovelace' } });
  localStorage.clear();
});
afterEach(() => {
  reloadConfig();
  document.body.innerHTML = '';
});

const ADA = {
  id: 1,
  firstName: 'Ada',
  lastName: 'Lovelace',
  middleName: null,
  nickname: 'Countess',
  employeeNumber: '0042',
  status: 'Active',
  photoUrl: null,
  canSeeProfile: true,
};
const HOSTILE = {
  ...ADA,
  id: 2,
  firstName: '<img src=x onerror=alert(1)>',
  lastName: 'Ada',
  status: 'Inactive',
  canSeeProfile: false,
};
const body = (q = 'ada') => ({
  searches: [
    q === 'none' ? [] : [ADA, HOSTILE],
    [],
    [{ id: 9, name: 'Ada report', url: 'javascript:alert(1)', newFramework: false, slug: 'r' }],
    [],
    [{ id: 5, name: 'Ada.pdf' }],
  ],
  employeePhotoUrls: {},
});

async function search(markup = '<hr-global-search debounce="0"></hr-global-search>') {
  const el = mount(markup).querySelector('hr-global-search') as HrGlobalSearchElement;
  await settle();
  const root = el.shadowRoot!;
  await wanted(root);
  const input = root.querySelector<HTMLInputElement>('input[role="combobox"]')!;
  return {
    el,
    root,
    input,
    options: () => [...root.querySelectorAll<HTMLElement>('[role="option"]')],
    names: () => [...root.querySelectorAll<HTMLElement>('[role="option"]')].map((o) => o.textContent),
    groups: () => [...root.querySelectorAll('[role="group"]')].map((g) => g.getAttribute('aria-label')),
    status: () => root.querySelector('[role="status"]')?.textContent ?? '',
    popupHidden: () => root.querySelector<HTMLElement>('.popup')!.hidden,
  };
}

/** The pointer comes over the box: the combobox is fetched and replaces the box at rest. */
async function wanted(root: ShadowRoot) {
  root.querySelector('.base')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
  // A module import, not a timer: generous on a busy machine.
  await vi.waitFor(() => expect(root.querySelector('[role="listbox"]')).not.toBeNull(), { timeout: 15_000 });
}

const formOf = (raw: string) => Object.fromEntries(new URLSearchParams(raw));

describe('<hr-global-search>', () => {
  it('is an ARIA 1.2 combobox and posts q as a form to the JSON search', async () => {
    const { requests } = mockFetch(() => json(body()));
    const s = await search();
    expect(s.input.getAttribute('aria-expanded')).toBe('false');
    expect(s.root.getElementById(s.input.getAttribute('aria-controls')!)?.getAttribute('role')).toBe('listbox');
    typeInto(s.input, 'ada');
    await settle(6);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname + new URL(requests[0]!.url).search).toBe(
      '/ajax/globalsearch.php?format=json',
    );
    expect(formOf(requests[0]!.body)).toEqual({ q: 'ada' });
    expect(s.input.getAttribute('aria-expanded')).toBe('true');
    expect(s.groups()).toEqual(['Employees', 'Reports', 'Files']);
    expect(s.status()).toBe('4 results available.');
    // The first option is preselected; ↓/↑ move aria-activedescendant.
    const [first, second] = s.options();
    expect(s.input.getAttribute('aria-activedescendant')).toBe(first?.id);
    press(s.input, 'ArrowDown');
    await settle();
    expect(s.input.getAttribute('aria-activedescendant')).toBe(second?.id);
    expect(second?.getAttribute('aria-selected')).toBe('true');
  });

  it('scrolls only an option the arrows moved to into view, not the first one of a fresh answer', async () => {
    mockFetch(() => json(body()));
    const scrolled: string[] = [];
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      scrolled.push(this.id);
    });
    try {
      const s = await search();
      typeInto(s.input, 'ada');
      await settle(6);
      expect(s.input.getAttribute('aria-activedescendant')).toBe(s.options()[0]?.id);
      expect(scrolled).toEqual([]);
      press(s.input, 'ArrowDown');
      await settle();
      press(s.input, 'ArrowDown');
      await settle();
      expect(scrolled).toEqual([s.options()[1]?.id, s.options()[2]?.id]);
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  it('renders hostile names as text and mutes inactive employees', async () => {
    mockFetch(() => json(body()));
    const s = await search();
    typeInto(s.input, 'img');
    await settle(6);
    expect(s.root.querySelector('img')).toBeNull();
    const hostile = s.options()[1]!;
    expect(hostile.textContent).toContain('<img src=x onerror=alert(1)> Ada');
    expect(hostile.querySelector('mark')?.textContent).toBe('img');
    expect(hostile.classList.contains('inactive')).toBe(true);
    // No profile access and no snapshot feature: shown but not openable.
    expect(hostile.getAttribute('aria-disabled')).toBe('true');
  });

  it('sends nothing for a blank query and closes on an empty input', async () => {
    const { requests } = mockFetch(() => json(body()));
    const s = await search();
    typeInto(s.input, '   ');
    await settle(4);
    expect(requests).toHaveLength(0);
    expect(s.popupHidden()).toBe(true);
    typeInto(s.input, 'ada');
    await settle(6);
    expect(s.popupHidden()).toBe(false);
    typeInto(s.input, '');
    await settle();
    expect(s.popupHidden()).toBe(true);
  });

  it('shows the SPEC empty message', async () => {
    mockFetch(() => json({ searches: [[], [], [], [], []], employeePhotoUrls: {} }));
    const s = await search();
    typeInto(s.input, 'zzz <b>');
    await settle(6);
    expect(s.root.querySelector('[part="empty"]')?.textContent).toBe('No matches for "zzz <b>"');
    expect(s.status()).toBe('No matches for "zzz <b>"');
    expect(s.input.getAttribute('aria-expanded')).toBe('false');
  });

  it('aborts an earlier request and never shows a stale answer', async () => {
    const first = deferred<Response>();
    const { requests } = mockFetch((r) => (formOf(r.body).q === 'a' ? first.promise : json(body())));
    const s = await search();
    typeInto(s.input, 'a');
    await settle(3);
    typeInto(s.input, 'ada');
    await settle(6);
    first.resolve(json({ searches: [[{ ...ADA, firstName: 'Stale' }], [], [], [], []], employeePhotoUrls: {} }));
    await settle(6);
    expect(requests.map((r) => formOf(r.body).q)).toEqual(['a', 'ada']);
    expect(s.names().join()).not.toContain('Stale');
    expect(s.names()[0]).toContain('Ada Lovelace');
  });

  it('debounces (500 ms by default)', async () => {
    const { requests } = mockFetch(() => json(body()));
    const s = await search('<hr-global-search debounce="40"></hr-global-search>');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    typeInto(s.input, 'a');
    typeInto(s.input, 'ad');
    typeInto(s.input, 'ada');
    await vi.advanceTimersByTimeAsync(39);
    expect(requests).toHaveLength(0);
    expect(s.root.querySelector('[part="loader"]')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await settle(4);
    expect(requests.map((r) => formOf(r.body).q)).toEqual(['ada']);
    const def = await search('<hr-global-search></hr-global-search>');
    expect(def.el.debounce).toBeUndefined();
  });

  it('Enter opens the selected result (cancelable hr-select), report urls go through the URL check', async () => {
    mockFetch(() => json(body()));
    const s = await search();
    const selects = listen<GlobalSearchSelectDetail>(document, 'hr-select');
    document.addEventListener('hr-select', (e) => e.preventDefault(), { once: true });
    typeInto(s.input, 'ada');
    await settle(6);
    press(s.input, 'ArrowDown');
    press(s.input, 'ArrowDown');
    await settle();
    press(s.input, 'Enter');
    await settle();
    expect(selects[0]?.detail).toEqual({
      section: 'report',
      text: 'Ada report',
      href: 'http://localhost:3000/reports/report.php?id=9',
    });
    expect(selects[0]?.bubbles && selects[0]?.composed).toBe(true);
    expect(s.popupHidden()).toBe(true);
  });

  it('opens the snapshot for employees without profile access when CORE_SNAPSHOT is on', async () => {
    mockFetch(() => json(body()));
    const s = await search(
      '<hr-global-search debounce="0" config=\'{"features":{"CORE_SNAPSHOT":true}}\'></hr-global-search>',
    );
    const opened = listen<SnapshotOpenDetail>(document, 'hr-snapshot-open');
    typeInto(s.input, 'ada');
    await settle(6);
    s.options()[1]!.click();
    await settle();
    expect(opened.map((e) => e.detail)).toEqual([{ employeeId: 2 }]);
    expect(opened[0]?.bubbles && opened[0]?.composed).toBe(true);
  });

  it('Escape closes, a second Escape clears; click-away closes', async () => {
    mockFetch(() => json(body()));
    const s = await search();
    typeInto(s.input, 'ada');
    await settle(6);
    press(s.input, 'Escape');
    await settle();
    expect(s.popupHidden()).toBe(true);
    expect(s.input.value).toBe('ada');
    press(s.input, 'ArrowDown');
    await settle();
    expect(s.popupHidden()).toBe(false);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    await settle();
    expect(s.popupHidden()).toBe(true);
    press(s.input, 'Escape');
    await settle();
    expect(s.input.value).toBe('');
  });

  it('expand-section asks for one section with a limit of 25', async () => {
    const full = { ...body(), searches: [[1, 2, 3, 4, 5].map((id) => ({ ...ADA, id })), [], [], [], []] };
    const { requests } = mockFetch((r) =>
      json(
        formOf(r.body).section
          ? { ...full, searches: [[6, 7, 8, 9, 10, 11].map((id) => ({ ...ADA, id })), [], [], [], []] }
          : full,
      ),
    );
    const s = await search('<hr-global-search debounce="0" expand-section></hr-global-search>');
    typeInto(s.input, 'ada');
    await settle(6);
    const more = s.options().at(-1)!;
    expect(more.textContent).toBe('Show more Employees');
    more.click();
    await settle(6);
    expect(formOf(requests[1]!.body)).toEqual({ q: 'ada', section: 'employee', limit: '25' });
    expect(s.options()).toHaveLength(6);
  });

  it('reports a failure with hr-error and a message', async () => {
    mockFetch(() => json({ error: 'boom' }, 500));
    const s = await search();
    const errors = listen<HrErrorDetail>(document, 'hr-error');
    typeInto(s.input, 'ada');
    await settle(8);
    expect(errors[0]?.detail).toEqual({ status: 500, message: 'Search is not available right now. Please try again.' });
    expect(s.root.querySelector('[part="error"]')).not.toBeNull();
  });

  it('after a failure, Tab goes on to Retry, which searches again and gives the input the focus back', async () => {
    let fail = true;
    const { requests } = mockFetch(() => (fail ? json({ error: 'boom' }, 500) : json(body())));
    const s = await search();
    typeInto(s.input, 'ada');
    await settle(8);
    const retry = s.root.querySelector<HTMLButtonElement>('[part="error"] button[part="retry"]')!;
    expect(s.status()).toBe('Search is not available right now. Please try again.');
    press(s.input, 'Tab');
    await settle();
    expect(s.popupHidden()).toBe(false);
    fail = false;
    retry.focus();
    retry.click();
    expect(s.root.activeElement).toBe(s.input);
    await settle(8);
    expect(requests.map((r) => formOf(r.body).q)).toEqual(['ada', 'ada']);
    expect(s.groups()).toEqual(['Employees', 'Reports', 'Files']);
  });

  it('remembers searches and opened results per user, clearable', async () => {
    mockFetch(() => json(body()));
    const s = await search();
    document.addEventListener('hr-select', (e) => e.preventDefault(), { once: true });
    typeInto(s.input, 'ada');
    await settle(6);
    press(s.input, 'Enter');
    await settle();
    expect(JSON.parse(localStorage.getItem('hr-shell:user:globalSearchRecent:5')!)).toMatchObject({
      searches: ['ada'],
      opened: [{ text: 'Ada Lovelace' }],
    });
    typeInto(s.input, '');
    press(s.input, 'ArrowDown');
    await settle();
    expect(s.groups()).toEqual(['Recent searches', 'Recently opened']);
    s.options().at(-1)!.click();
    await settle();
    expect(localStorage.getItem('hr-shell:user:globalSearchRecent:5')).toBeNull();
  });

  describe('shortcuts', () => {
    const key = (init: KeyboardEventInit, target: EventTarget = document.body) => {
      const event = new KeyboardEvent('keydown', { bubbles: true, composed: true, cancelable: true, ...init });
      target.dispatchEvent(event);
      return event;
    };

    it('s focuses the search when nothing is focused; never while typing or with a modifier', async () => {
      const s = await search();
      const other = mount('<textarea></textarea>').querySelector('textarea')!;
      other.focus();
      expect(key({ key: 's' }, other).defaultPrevented).toBe(false);
      other.blur();
      expect(key({ key: 's', ctrlKey: true }).defaultPrevented).toBe(false);
      expect(key({ key: 's' }).defaultPrevented).toBe(true);
      expect(s.root.activeElement).toBe(s.input);
    });

    it('no-shortcut turns s off; Ctrl+K still opens', async () => {
      const s = await search('<hr-global-search debounce="0" no-shortcut></hr-global-search>');
      expect(key({ key: 's' }).defaultPrevented).toBe(false);
      expect(key({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(true);
      expect(s.root.activeElement).toBe(s.input);
    });

    it('? opens the shortcuts dialog', async () => {
      const s = await search();
      key({ key: '?' });
      await settle();
      const dialog = s.root.querySelector('dialog');
      expect(dialog?.textContent).toContain('Keyboard shortcuts');
      expect(dialog?.textContent).toContain('Focus the search');
    });
  });
});
