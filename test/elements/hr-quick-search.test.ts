import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../elements/hr-quick-search';
import type { HrQuickSearchElement, QuickSearchSelectDetail } from '../../elements/hr-quick-search';
import { loadHttpClient } from '../../src/lib/http';
import { json, mockFetch } from '../support/fetch';
import { listen, mount, press, settle, typeInto } from '../support/elements';

beforeAll(() => loadHttpClient());
afterEach(() => document.body.replaceChildren());

const PEOPLE = [
  { id: 1, name: 'Ann Lee', canSeeProfile: true },
  { id: 2, name: '<img src=x onerror=alert(1)>', canSeeProfile: false },
  { id: 'x', name: 'Bad row' },
  ...Array.from({ length: 30 }, (_, i) => ({ id: 10 + i, name: `Person ${i}`, canSeeProfile: true })),
];

async function setup(markup = '<hr-quick-search debounce="0"></hr-quick-search>') {
  const box = mount(markup);
  await settle();
  const el = box.querySelector('hr-quick-search') as HrQuickSearchElement;
  const root = el.shadowRoot as ShadowRoot;
  const input = root.querySelector('input') as HTMLInputElement;
  return { box, el, root, input, options: () => [...root.querySelectorAll<HTMLElement>('[role="option"]')] };
}

describe('<hr-quick-search>', () => {
  it('asks GET /ajax/quicksearch.php?query= and lists at most 20 well-formed people as text', async () => {
    const { requests } = mockFetch(() => json(PEOPLE));
    const { input, options } = await setup();
    expect(input.getAttribute('role')).toBe('combobox');
    typeInto(input, 'ann');
    await settle(8);
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(url.pathname + url.search).toBe('/ajax/quicksearch.php?query=ann');
    expect(options()).toHaveLength(20);
    expect(options()[0]?.getAttribute('href')).toBe('http://localhost:3000/employees/employee.php?id=1');
    // A hostile name is text, and a person without profile access is no link.
    expect(options()[1]?.localName).toBe('div');
    expect(options()[1]?.querySelector('.name')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(options()[1]?.querySelector('img')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('fires hr-select then hr-snapshot-open for a person without profile access when CORE_SNAPSHOT is on', async () => {
    mockFetch(() => json(PEOPLE));
    const { input, root } = await setup(
      '<hr-quick-search debounce="0" config=\'{"features":{"CORE_SNAPSHOT":true}}\'></hr-quick-search>',
    );
    const selects = listen<QuickSearchSelectDetail>(document, 'hr-select');
    const snapshots = listen<{ employeeId: number }>(document, 'hr-snapshot-open');
    typeInto(input, 'ann');
    await settle(8);
    press(input, 'ArrowDown');
    await settle();
    press(input, 'ArrowDown');
    await settle();
    expect(input.getAttribute('aria-activedescendant')).toBe(root.querySelectorAll('[role="option"]')[1]?.id);
    press(input, 'Enter');
    await settle();
    expect(selects.map((e) => e.detail)).toEqual([
      { id: 2, name: '<img src=x onerror=alert(1)>', canSeeProfile: false },
    ]);
    expect(snapshots.map((e) => e.detail)).toEqual([{ employeeId: 2 }]);
    expect(snapshots[0]?.bubbles && snapshots[0]?.composed).toBe(true);
  });

  it('opens no snapshot without CORE_SNAPSHOT: a person without profile access is shown but cannot be opened', async () => {
    mockFetch(() => json(PEOPLE));
    const { input, options } = await setup();
    const selects = listen(document, 'hr-select');
    const snapshots = listen(document, 'hr-snapshot-open');
    typeInto(input, 'ann');
    await settle(8);
    const row = options()[1]!;
    expect(row.getAttribute('aria-disabled')).toBe('true');
    expect(row.getAttribute('part')).not.toContain('snapshot');
    expect(row.textContent).toBe('<img src=x onerror=alert(1)>You cannot open this profile');
    row.click();
    press(input, 'ArrowDown');
    await settle();
    press(input, 'ArrowDown');
    await settle();
    press(input, 'Enter');
    await settle();
    expect(snapshots).toEqual([]);
    expect(selects).toEqual([]);
  });

  it('asks before leaving a changed form: No keeps it, Yes follows the link', async () => {
    mockFetch(() => json(PEOPLE));
    const { box, input, root } = await setup(
      '<form><input name="title" value="Engineer"><hr-quick-search debounce="0"></hr-quick-search></form>',
    );
    (box.querySelector('input[name="title"]') as HTMLInputElement).value = 'Boss';
    typeInto(input, 'ann');
    await settle(8);
    const followed: string[] = [];
    root.addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a');
      if (!link) return;
      // Record what reaches the browser's default action, without navigating the test page.
      queueMicrotask(() => event.defaultPrevented || followed.push(link.href));
    });
    root.querySelector<HTMLAnchorElement>('a[role="option"]')?.click();
    await settle();
    const dialog = root.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(dialog.textContent).toContain('Do you want to discard your changes?');
    const [no, yes] = [...dialog.querySelectorAll('button')];
    expect([no?.textContent, yes?.textContent]).toEqual(['No', 'Yes']);
    expect(followed).toEqual([]);
    no?.click();
    await settle();
    expect(dialog.open).toBe(false);
    expect(followed).toEqual([]);
    expect((box.querySelector('input[name="title"]') as HTMLInputElement).value).toBe('Boss');
    root.querySelector<HTMLAnchorElement>('a[role="option"]')?.click();
    await settle();
    root.querySelector<HTMLButtonElement>('dialog button.confirm-yes')?.click();
    await settle();
    expect(followed).toEqual(['http://localhost:3000/employees/employee.php?id=1']);
  });

  it('does not ask when the form is unchanged', async () => {
    mockFetch(() => json(PEOPLE));
    const { input, root } = await setup(
      '<form><input name="title" value="Engineer"><hr-quick-search debounce="0"></hr-quick-search></form>',
    );
    typeInto(input, 'ann');
    await settle(8);
    root.addEventListener('click', (event) => event.preventDefault());
    root.querySelector<HTMLAnchorElement>('a[role="option"]')?.click();
    await settle();
    expect(root.querySelector('dialog')?.open).toBe(false);
  });

  it('shows the empty message and reports failures', async () => {
    let fail = false;
    // 403: a GET 5xx would be retried with back-off first.
    mockFetch(() => (fail ? json({ error: 'x' }, 403) : json([])));
    const { input, root } = await setup();
    const errors = listen(document, 'hr-error');
    typeInto(input, 'zzz');
    await settle(8);
    expect(root.querySelector('.popup')?.textContent).toBe('No matches for "zzz"');
    fail = true;
    typeInto(input, 'zzzz');
    await settle(12);
    // The catalogue's message, then the Retry button.
    expect(root.querySelector('[part="error"]')?.textContent).toBe(
      'Oops. Something went wrong. Please try again. Retry',
    );
    expect(root.querySelector('[part="error"] button[part="retry"]')).not.toBeNull();
    expect(errors).toHaveLength(1);
  });
});
