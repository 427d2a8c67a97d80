import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HrGlobalSearchElement } from '../../elements/hr-global-search';
import { loadHttpClient } from '../../src/lib/http';
import { configure, reloadConfig } from '../../src/stores/config';
import { json, mockFetch } from '../support/fetch';
import { mount, settle, typeInto } from '../support/elements';

// The combobox chunk is held back until a test lets it arrive, and each import of it is counted.
const chunk = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { imports: 0, gate, arrive: () => open() };
});
vi.mock('../../src/components/global-search/global-search-combobox', async (importOriginal) => {
  chunk.imports += 1;
  await chunk.gate;
  return importOriginal();
});

beforeAll(async () => {
  await loadHttpClient();
  await import('../../elements/hr-global-search');
});
beforeEach(() => {
  configure({ user: { id: 5, employeeId: 12, firstName: 'Ada', lastName: 'Lovelace' } });
  localStorage.clear();
});
afterEach(() => {
  reloadConfig();
  document.body.innerHTML = '';
});

const ANSWER = {
  searches: [
    [
      {
        id: 1,
        firstName: 'Ada',
        lastName: 'Lovelace',
        middleName: null,
        nickname: null,
        employeeNumber: '0042',
        status: 'Active',
        photoUrl: null,
        canSeeProfile: true,
      },
    ],
    [],
    [],
    [],
    [],
  ],
  employeePhotoUrls: {},
};

/** The chunk is a module import, not a timer: generous on a busy machine. */
const ARRIVAL = { timeout: 15_000 };

const combobox = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('input[role="combobox"]')!;
const press = (init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, composed: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
};

// In order: the first test runs before any intent, the second while the chunk is held back.
describe('<hr-global-search> before its combobox arrives', () => {
  it('renders the box alone at load: no storage read and no combobox request', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const el = mount('<hr-global-search></hr-global-search>').querySelector('hr-global-search')!;
    await settle(4);
    const root = el.shadowRoot!;
    const input = combobox(root);
    expect(input.placeholder).toBe('Search people, reports, files…');
    expect(root.querySelector('label')?.textContent).toBe('Search');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(root.querySelector('[part="box"] .key')?.textContent).toBe('s');
    expect(root.querySelector('.popup')).toBeNull();
    expect(getItem).not.toHaveBeenCalled();
    expect(chunk.imports).toBe(0);
  });

  it('s on the first press focuses the box; what is typed before the chunk arrives is kept and searched', async () => {
    const { requests } = mockFetch(() => json(ANSWER));
    const el = mount('<hr-global-search debounce="0"></hr-global-search>').querySelector(
      'hr-global-search',
    ) as HrGlobalSearchElement;
    await settle();
    const root = el.shadowRoot!;
    const before = combobox(root);
    expect(press({ key: 's' }).defaultPrevented).toBe(true);
    expect(root.activeElement).toBe(before);
    await settle();
    expect(chunk.imports).toBe(1);
    typeInto(before, 'ada l');
    before.setSelectionRange(3, 3);
    await settle();
    expect(requests).toHaveLength(0);

    chunk.arrive();
    await vi.waitFor(() => expect(root.querySelector('[role="listbox"]')).not.toBeNull(), ARRIVAL);
    const after = combobox(root);
    expect(after.value).toBe('ada l');
    expect(root.activeElement).toBe(after);
    expect([after.selectionStart, after.selectionEnd]).toEqual([3, 3]);
    await vi.waitFor(() => expect(requests).toHaveLength(1), ARRIVAL);
    expect(new URLSearchParams(requests[0]!.body).get('q')).toBe('ada l');
    await vi.waitFor(
      () => expect(root.querySelector('[role="option"]')?.textContent).toContain('Ada Lovelace'),
      ARRIVAL,
    );
  });

  it('Ctrl+K on the first press focuses the box and opens the recent searches', async () => {
    localStorage.setItem('hr-shell:user:globalSearchRecent:5', JSON.stringify({ searches: ['payroll'], opened: [] }));
    const el = mount('<hr-global-search></hr-global-search>').querySelector('hr-global-search')!;
    await settle();
    const root = el.shadowRoot!;
    expect(press({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(true);
    expect(root.activeElement).toBe(combobox(root));
    await vi.waitFor(() => expect(root.querySelector('[role="option"]')?.textContent).toBe('payroll'), ARRIVAL);
    expect(root.activeElement).toBe(combobox(root));
  });

  it('↓ in the box before the combobox took over opens the recent searches when it does', async () => {
    localStorage.setItem('hr-shell:user:globalSearchRecent:5', JSON.stringify({ searches: ['payroll'], opened: [] }));
    const el = mount('<hr-global-search></hr-global-search>').querySelector('hr-global-search')!;
    await settle();
    const root = el.shadowRoot!;
    const before = combobox(root);
    before.focus();
    const down = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true, cancelable: true });
    before.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(root.querySelector('[role="option"]')?.textContent).toBe('payroll'), ARRIVAL);
    expect(root.activeElement).toBe(combobox(root));
  });

  it('focus() focuses the box and fetches the combobox', async () => {
    const el = mount('<hr-global-search></hr-global-search>').querySelector(
      'hr-global-search',
    ) as HrGlobalSearchElement;
    await settle();
    el.focus();
    expect(el.shadowRoot!.activeElement).toBe(combobox(el.shadowRoot!));
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('[role="listbox"]')).not.toBeNull(), ARRIVAL);
    expect(el.shadowRoot!.activeElement).toBe(combobox(el.shadowRoot!));
  });
});
