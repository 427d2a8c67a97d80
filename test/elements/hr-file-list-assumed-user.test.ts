import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../elements/hr-file-list';
import type { HrFileListElement } from '../../elements/hr-file-list';
import { loadHttpClient } from '../../src/lib/http';
import { mount, settle, typeInto } from '../support/elements';
import { json, mockFetch } from '../support/fetch';

/**
 * SPEC §6: "Assumed-user sessions block modal saves and show a permission-test message". The file
 * list's modal saves (rename a file, add or rename a category, move files) answered 403 with the
 * server's permission-test message show that message in the dialog and keep the dialog and what
 * the user entered.
 */
const PERMISSION_TEST =
  "You are signed in as another user to test their permissions, so changes can't be saved in this session.";
const ADMIN = `config='${JSON.stringify({ user: { id: 2, employeeId: 2, firstName: 'Ada', lastName: 'L', isAdmin: true } })}'`;

beforeAll(() => loadHttpClient());
afterEach(() => document.body.replaceChildren());

function assumedUserServer() {
  const categories = [
    { id: 1, name: 'Signed Documents', kind: 'keep', open: true },
    { id: 2, name: 'Onboarding', kind: 'normal', open: true },
  ];
  return mockFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/ajax/files/categories.php') return json({ success: true, canManage: true, categories });
    if (url.pathname === '/ajax/employee_files.php') {
      const id = Number(url.searchParams.get('id'));
      const files = id === 2 ? [{ id: 20, name: 'a.pdf' }] : [{ id: 10, name: 'Handbook.pdf' }];
      return json({
        success: true,
        files: files.map((f) => ({ status: 'uploaded', shared: false, size: 1200, categoryId: id, fid: f.id, ...f })),
      });
    }
    if (url.pathname === '/ajax/employees/files/employee_file_section_status.php') return json({ success: true });
    // Every modal save of an assumed-user session.
    return json({ success: false, error: PERMISSION_TEST }, 403);
  });
}

async function setup() {
  const element = mount(`<hr-file-list employee-id="2" render-all ${ADMIN}></hr-file-list>`).querySelector(
    'hr-file-list',
  ) as HrFileListElement;
  await settle(8);
  const root = element.shadowRoot as ShadowRoot;
  const row = (name: string) =>
    [...root.querySelectorAll<HTMLElement>('[role=row]')].find(
      (r) => r.querySelector('.file-name, .section-name')?.textContent === name,
    ) ?? null;
  const menuItems = async (name: string) => {
    row(name)?.querySelector<HTMLButtonElement>('[aria-haspopup=menu]')?.click();
    await settle();
    return [...(row(name)?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
  };
  const dialog = () => root.querySelector<HTMLDialogElement>('dialog');
  return { root, row, menuItems, dialog };
}

describe('<hr-file-list> modal saves in an assumed-user session', () => {
  it('rename a file: the permission-test message shows in the dialog, which keeps the new name', async () => {
    const { requests } = assumedUserServer();
    const { root, menuItems, dialog } = await setup();
    (await menuItems('a.pdf')).find((i) => i.textContent === 'Rename')?.click();
    await settle(4);
    typeInto(root.querySelector('dialog input') as HTMLInputElement, 'Offer letter.pdf');
    root.querySelector<HTMLFormElement>('dialog form')?.requestSubmit();
    await settle(8);
    expect(requests.some((r) => r.url.includes('rename_file'))).toBe(true);
    expect(dialog()).not.toBeNull();
    expect(root.querySelector('dialog [role=alert]')?.textContent).toBe(PERMISSION_TEST);
    expect(root.querySelector<HTMLInputElement>('dialog input')?.value).toBe('Offer letter.pdf');
  });

  it('add a category: the permission-test message shows in the dialog, which keeps the name', async () => {
    assumedUserServer();
    const { root, dialog } = await setup();
    root.querySelector<HTMLButtonElement>('[part=add-category]')?.click();
    await settle(4);
    typeInto(root.querySelector('dialog input') as HTMLInputElement, 'Tax forms');
    root.querySelector<HTMLFormElement>('dialog form')?.requestSubmit();
    await settle(8);
    expect(dialog()).not.toBeNull();
    expect(root.querySelector('dialog [role=alert]')?.textContent).toBe(PERMISSION_TEST);
    expect(root.querySelector<HTMLInputElement>('dialog input')?.value).toBe('Tax forms');
  });

  it('rename a category: the permission-test message shows in the dialog, which keeps the name', async () => {
    assumedUserServer();
    const { root, menuItems, dialog } = await setup();
    (await menuItems('Onboarding')).find((i) => i.textContent === 'Rename category')?.click();
    await settle(4);
    typeInto(root.querySelector('dialog input') as HTMLInputElement, 'First days');
    root.querySelector<HTMLFormElement>('dialog form')?.requestSubmit();
    await settle(8);
    expect(dialog()).not.toBeNull();
    expect(root.querySelector('dialog [role=alert]')?.textContent).toBe(PERMISSION_TEST);
    expect(root.querySelector<HTMLInputElement>('dialog input')?.value).toBe('First days');
  });

  it('move files: the permission-test message shows in the dialog, which keeps the chosen category', async () => {
    assumedUserServer();
    const { root, menuItems, dialog } = await setup();
    (await menuItems('a.pdf')).find((i) => i.textContent === 'Move')?.click();
    await settle(4);
    const select = root.querySelector<HTMLSelectElement>('dialog select') as HTMLSelectElement;
    expect(select.value).toBe('1');
    root.querySelector<HTMLFormElement>('dialog form')?.requestSubmit();
    await settle(8);
    expect(dialog()).not.toBeNull();
    expect(root.querySelector('dialog [role=alert]')?.textContent).toBe(PERMISSION_TEST);
    expect(root.querySelector<HTMLSelectElement>('dialog select')?.value).toBe('1');
  });
});
