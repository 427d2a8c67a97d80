import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-file-list';
import type { FileListChangeDetail, HrFileListElement } from '../../elements/hr-file-list';
import { loadHttpClient } from '../../src/lib/http';
import { listen, mount, settle, typeInto } from '../support/elements';
import { json, mockFetch, type RecordedRequest } from '../support/fetch';
import { installFakeXhr } from '../components/file-list/upload/fake-xhr';

beforeAll(() => loadHttpClient());
afterEach(() => document.body.replaceChildren());

interface FakeFile {
  id: number;
  name: string;
  status?: 'pending' | 'uploaded' | 'virus';
  shared?: boolean;
}

/** A small stand-in for the files routes of docs/api/files.yaml. */
function fakeServer(options: { canManage?: boolean; forbid?: boolean; silent?: boolean } = {}) {
  const categories = [
    { id: 1, name: 'Signed Documents', kind: 'keep', open: true },
    { id: 2, name: 'Onboarding', kind: 'normal', open: true },
    { id: 3, name: 'Old Uploads', kind: 'normal', open: false },
  ];
  const files = new Map<number, FakeFile[]>([
    [1, [{ id: 10, name: 'Handbook.pdf' }]],
    [
      2,
      [
        { id: 20, name: 'a.pdf' },
        { id: 21, name: 'b.pdf', status: 'pending' },
        { id: 22, name: 'c.pdf', status: 'virus' },
        { id: 23, name: 'd.pdf', shared: true },
      ],
    ],
    [3, []],
  ]);
  const deleted = new Set<number>();
  const mock = mockFetch((request: RecordedRequest) => {
    const url = new URL(request.url);
    const form = new URLSearchParams(request.body);
    const q = url.searchParams;
    if (url.pathname === '/ajax/files/categories.php')
      return json({ success: true, canManage: options.canManage ?? true, categories });
    if (url.pathname === '/ajax/employee_files.php') {
      if (options.forbid) return json({ error: 'You do not have access to these files.' }, 403);
      const id = Number(q.get('id'));
      return json({
        success: true,
        files: (files.get(id) ?? [])
          .filter((f) => !deleted.has(f.id))
          .map((f) => ({ status: 'uploaded', shared: false, size: 1200, categoryId: id, fid: f.id, ...f })),
      });
    }
    if (url.pathname === '/ajax/employees/files/employee_file_section_status.php') return json({ success: true });
    if (url.pathname === '/ajax/files/delete_files.php' && request.method === 'GET') {
      const ids = (q.get('ids') ?? '').split(',').map(Number);
      const live = ids.filter((id) => !deleted.has(id));
      return json({
        success: true,
        files: live.map((id) => ({ id, name: `file ${id}`, categoryId: 2, status: 'uploaded' })),
        alreadyDeleted: ids.filter((id) => deleted.has(id)),
        ...(options.silent
          ? {}
          : { message: live.length ? 'Delete this file?' : 'It looks like this file has already been deleted.' }),
      });
    }
    if (url.pathname === '/ajax/files/delete_files.php') {
      const ids = (form.get('ids') ?? '').split(',').map(Number);
      for (const id of ids) deleted.add(id);
      return json({
        success: true,
        deleted: ids,
        alreadyDeleted: [],
        message: options.silent ? '  ' : 'The file was deleted.',
      });
    }
    if (url.pathname === '/ajax/files/rename_file.php')
      return json({ success: true, file: { id: Number(form.get('id')), name: form.get('name') } });
    if (url.pathname === '/ajax/files/add_category.php') {
      if (options.forbid) return json({ error: 'You do not have permission to manage files.' }, 403);
      return json({ success: true, category: { id: 9, name: form.get('name'), kind: 'normal', open: true } });
    }
    return json({ error: 'unexpected' }, 500);
  });
  return { ...mock, deleted };
}

// happy-dom computes no layout, so a windowed grid would render no rows here: these tests use
// render-all. Windowing (and focus across the window) is tested in Chromium: the stories and e2e.
/** The page config's user: an admin (employee 2) unless a test says otherwise. */
const ADMIN = `config='${JSON.stringify({ user: { id: 2, employeeId: 2, firstName: 'Ada', lastName: 'L', isAdmin: true } })}'`;
const EMPLOYEE = `config='${JSON.stringify({ user: { id: 4, employeeId: 4, firstName: 'Eve', lastName: 'E' } })}'`;

async function setup(markup = `<hr-file-list employee-id="2" render-all ${ADMIN}></hr-file-list>`) {
  const element = mount(markup).querySelector('hr-file-list') as HrFileListElement;
  await settle(8);
  const root = element.shadowRoot as ShadowRoot;
  const q = <T extends Element = HTMLElement>(selector: string) => root.querySelector<T>(selector);
  const all = <T extends Element = HTMLElement>(selector: string) => [...root.querySelectorAll<T>(selector)];
  const row = (name: string) =>
    all('[role=row]').find((r) => r.querySelector('.file-name, .section-name')?.textContent === name) ?? null;
  const checkbox = (name: string) => row(name)?.querySelector<HTMLInputElement>('input[type=checkbox]') ?? null;
  /** A row's menu items, after opening its menu (the popup joins the page on first use). */
  const menuItems = async (name: string) => {
    row(name)?.querySelector<HTMLButtonElement>('[aria-haspopup=menu]')?.click();
    await settle();
    return [...(row(name)?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
  };
  return { element, root, q, all, row, checkbox, menuItems };
}

describe('<hr-file-list>', () => {
  it('shows each category as a section with its files, and the grid row count', async () => {
    const { requests } = fakeServer();
    const { q, all, row } = await setup();
    expect(requests.some((r) => r.url.includes('/ajax/files/categories.php?scope=employee'))).toBe(true);
    expect(requests.some((r) => r.url.includes('/ajax/employee_files.php?id=2&employeeId=2'))).toBe(true);
    const grid = q('[role=grid]');
    expect(grid?.getAttribute('aria-label')).toBe('Employee files');
    // 3 sections, 1 + 4 files, Old Uploads closed.
    expect(grid?.getAttribute('aria-rowcount')).toBe('8');
    expect(all('[role=row]').map((r) => r.getAttribute('aria-rowindex'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
    expect(row('Old Uploads')?.querySelector('.toggle')?.getAttribute('aria-expanded')).toBe('false');
    expect(row('Onboarding')?.textContent).toContain('4 files');
  });

  it('disables Open for pending files and marks infected ones', async () => {
    fakeServer();
    const { row, menuItems } = await setup();
    expect(row('a.pdf')?.querySelector('a.file-name')?.getAttribute('href')).toBe('/ajax/files/download.php?id=20');
    expect(row('b.pdf')?.querySelector('a')).toBeNull();
    expect(row('b.pdf')?.textContent).toContain('Scanning for viruses');
    expect(row('c.pdf')?.querySelector('.virus-mark')).not.toBeNull();
    expect(row('c.pdf')?.textContent).toContain('Virus found');
    const items = await menuItems('b.pdf');
    expect(items.map((i) => [i.textContent, i.getAttribute('aria-disabled')])).toEqual([
      ['Open', 'true'],
      ['Rename', null],
      ['Move', null],
      ['Share', null],
      ['Delete', null],
    ]);
    expect(row('d.pdf')?.textContent).toContain('Shared');
    expect((await menuItems('d.pdf')).map((i) => i.textContent)).toContain('Unshare');
  });

  it('saves a section open or closed through the section-status call', async () => {
    const { requests } = fakeServer();
    const { row, q } = await setup();
    row('Onboarding')?.querySelector<HTMLButtonElement>('.toggle')?.click();
    await settle(6);
    expect(requests.map((r) => r.url)).toContainEqual(
      expect.stringContaining('/ajax/employees/files/employee_file_section_status.php?id=2&open=0'),
    );
    expect(row('a.pdf')).toBeNull();
    expect(q('[role=grid]')?.getAttribute('aria-rowcount')).toBe('4');
  });

  it('selects with shift-click ranges and select-all, and shows the bulk bar while boxes are checked', async () => {
    fakeServer();
    const { q, checkbox, row } = await setup();
    expect(q('[part=bulk-bar]')).toBeNull();
    checkbox('a.pdf')?.click();
    await settle();
    checkbox('c.pdf')?.dispatchEvent(new MouseEvent('click', { bubbles: true, shiftKey: true }));
    await settle();
    expect(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf'].map((n) => checkbox(n)?.checked)).toEqual([true, true, true, false]);
    expect(row('b.pdf')?.getAttribute('aria-selected')).toBe('true');
    expect(q('[part=bulk-bar]')?.textContent).toContain('3 selected');
    const all = checkbox('Onboarding');
    expect(all?.indeterminate).toBe(true);
    all?.click();
    await settle();
    expect(checkbox('d.pdf')?.checked).toBe(true);
    expect(q('[part=bulk-bar]')?.textContent).toContain('4 selected');
    checkbox('Onboarding')?.click();
    await settle();
    expect(q('[part=bulk-bar]')).toBeNull();
  });

  it('previews, confirms and reports a delete; an already-deleted file is a success', async () => {
    const server = fakeServer();
    const { q, row, root, menuItems } = await setup();
    const changes = listen<FileListChangeDetail>(document.body, 'hr-change');
    const menuItem = async (name: string, label: string) =>
      (await menuItems(name)).find((i) => i.textContent === label);
    (await menuItem('a.pdf', 'Delete'))?.click();
    await settle(6);
    const dialog = root.querySelector('dialog[role=alertdialog]');
    expect(dialog?.textContent).toContain('Delete this file?');
    [...(dialog?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Delete')?.click();
    await settle(8);
    expect(server.requests.filter((r) => r.url.includes('delete_files.php')).map((r) => r.method)).toEqual([
      'GET',
      'POST',
    ]);
    expect(row('a.pdf')).toBeNull();
    expect(q('[role=status]')?.textContent).toBe('The file was deleted.');
    expect(changes.map((e) => e.detail)).toEqual([{ action: 'delete', ids: [20] }]);

    server.deleted.add(23);
    (await menuItem('d.pdf', 'Delete'))?.click();
    await settle(8);
    expect(root.querySelector('dialog[open]')).toBeNull();
    expect(q('[part=notice]')?.textContent).toBe('It looks like this file has already been deleted.');
    expect(q('[part=error]')?.textContent).toBe('');
    expect(row('d.pdf')).toBeNull();
  });

  it('words the question and the notice from the catalogue when the answers bring no message', async () => {
    fakeServer({ silent: true });
    const { q, row, root, menuItems } = await setup();
    (await menuItems('a.pdf')).find((i) => i.textContent === 'Delete')?.click();
    await settle(6);
    const dialog = root.querySelector('dialog[role=alertdialog]');
    expect(dialog?.textContent).toContain('Delete this file?');
    [...(dialog?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Delete')?.click();
    await settle(8);
    expect(row('a.pdf')).toBeNull();
    expect(q('[role=status]')?.textContent).toBe('1 file deleted.');
  });

  it('moves focus off a deleted row: to the next file, else the previous, else the section header; and says so', async () => {
    fakeServer();
    const { root, row, checkbox, q, menuItems } = await setup();
    const actions = (name: string) => row(name)?.querySelector<HTMLButtonElement>('[aria-haspopup]') ?? null;
    const focusedRow = () => (root.activeElement as HTMLElement | null)?.closest('[role=row]') ?? null;
    const confirm = async () => {
      await settle(6);
      const dialog = root.querySelector('dialog[role=alertdialog]');
      [...(dialog?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Delete')?.click();
      await settle(10);
    };
    const deleteFrom = async (name: string) => {
      actions(name)?.focus();
      (await menuItems(name)).find((i) => i.textContent === 'Delete')?.click();
      await confirm();
    };

    await deleteFrom('a.pdf');
    expect(row('a.pdf')).toBeNull();
    expect(focusedRow()).toBe(row('b.pdf'));
    expect(root.activeElement).toBe(actions('b.pdf'));
    expect(q('[part=notice]')?.getAttribute('role')).toBe('status');
    expect(q('[part=notice]')?.textContent).toBe('The file was deleted.');

    await deleteFrom('d.pdf');
    expect(focusedRow()).toBe(row('c.pdf'));

    // The bulk bar goes with the checked files: focus goes to the grid, here the emptied section's header.
    checkbox('b.pdf')?.click();
    checkbox('c.pdf')?.click();
    await settle();
    [...(q('[part=bulk-bar]')?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Delete…')?.focus();
    [...(q('[part=bulk-bar]')?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Delete…')?.click();
    await confirm();
    expect(q('[part=bulk-bar]')).toBeNull();
    expect(focusedRow()).toBe(row('Onboarding'));
    // The same message as the last one is still a change of the status region, so it is read again.
    expect(q('[part=notice]')?.textContent?.trim()).toBe('The file was deleted.');
    expect(q('[part=notice]')?.textContent).not.toBe('The file was deleted.');
  });

  it('keeps focus where it was when a delete is cancelled', async () => {
    fakeServer();
    const { root, row, menuItems } = await setup();
    const button = row('a.pdf')?.querySelector<HTMLButtonElement>('[aria-haspopup]');
    button?.focus();
    (await menuItems('a.pdf')).find((i) => i.textContent === 'Delete')?.click();
    await settle(6);
    [...(root.querySelectorAll('dialog[role=alertdialog] button') ?? [])]
      .find((b) => b.textContent === 'Cancel')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await settle(6);
    expect(row('a.pdf')).not.toBeNull();
    expect(root.activeElement).toBe(button);
  });

  it('renames with validation before anything is sent', async () => {
    const { requests } = fakeServer();
    const { row, root, menuItems } = await setup();
    (await menuItems('a.pdf')).find((i) => i.textContent === 'Rename')?.click();
    await settle(4);
    const input = root.querySelector<HTMLInputElement>('dialog input') as HTMLInputElement;
    expect(input.value).toBe('a.pdf');
    typeInto(input, 'new.docx');
    root.querySelector<HTMLFormElement>('dialog form')?.requestSubmit();
    await settle(4);
    expect(root.querySelector('dialog [role=alert]')?.textContent).toBe(
      'Keep the extension .pdf: a rename cannot change the type of a file.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((r) => r.url.includes('rename_file'))).toBe(false);
    typeInto(input, 'Offer letter.pdf');
    root.querySelector<HTMLFormElement>('dialog form')?.requestSubmit();
    await settle(8);
    expect(requests.at(-1)?.body).toBe('id=20&name=Offer+letter.pdf');
    expect(row('Offer letter.pdf')).not.toBeNull();
  });

  it('asks for a category name, and keeps protected and non-empty categories', async () => {
    const { requests } = fakeServer();
    const { q, row, root, menuItems } = await setup();
    q<HTMLButtonElement>('[part=add-category]')?.click();
    await settle(4);
    root.querySelector<HTMLFormElement>('dialog form')?.requestSubmit();
    await settle(4);
    expect(root.querySelector('dialog [role=alert]')?.textContent).toBe('Please enter a category name.');
    expect(requests.some((r) => r.url.includes('add_category'))).toBe(false);
    typeInto(root.querySelector('dialog input') as HTMLInputElement, '  Tax   forms ');
    root.querySelector<HTMLFormElement>('dialog form')?.requestSubmit();
    await settle(8);
    expect(requests.at(-1)?.body).toBe('name=Tax+forms&scope=employee');
    expect(row('Tax forms')).not.toBeNull();
    // The keep category has no menu; a non-empty one refuses Delete without a call.
    expect(row('Signed Documents')?.querySelector('[aria-haspopup=menu]')).toBeNull();
    (await menuItems('Onboarding')).find((i) => i.textContent === 'Delete category')?.click();
    await settle(4);
    expect(q('[part=error]')?.textContent).toBe(
      'Only empty categories can be deleted. Move or delete its files first.',
    );
    expect(root.querySelector('dialog[open]')).toBeNull();
  });

  it('shows Open only, and no checkboxes, to users who do not manage files', async () => {
    fakeServer({ canManage: false });
    const { q, row, menuItems } = await setup();
    expect(q('[part=toolbar]')).toBeNull();
    expect(row('a.pdf')?.querySelector('input')).toBeNull();
    expect((await menuItems('a.pdf')).map((i) => i.textContent)).toEqual(['Open']);
  });

  it('offers an employee uploads into their own files, filed into their own record, without managing anything', async () => {
    const Xhr = installFakeXhr();
    fakeServer({ canManage: false });
    const { q, all } = await setup(`<hr-file-list uploader-id="mine" render-all ${EMPLOYEE}></hr-file-list>`);
    expect(q('[part=toolbar]')).not.toBeNull();
    expect(q('[part=add-category]')).toBeNull();
    await vi.waitFor(() => expect(all('button').find((b) => b.textContent === 'Upload files')).toBeTruthy());
    const input = q<HTMLInputElement>('input[type=file]')!;
    Object.defineProperty(input, 'files', { configurable: true, value: [new File(['%PDF-1.4'], 'mine.pdf')] });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(Xhr.all[0]?.url).toBe('http://localhost:3000/ajax/files/upload.php?categoryId=2&employeeId=4');
    vi.unstubAllGlobals();
  });

  it('offers an employee no uploads into company files or another record', async () => {
    fakeServer({ canManage: false });
    const company = await setup(`<hr-file-list company uploader-id="co" render-all ${EMPLOYEE}></hr-file-list>`);
    await settle(6);
    expect(company.q('[part=toolbar]')).toBeNull();
    expect(company.q('input[type=file]')).toBeNull();
    document.body.replaceChildren();
    const other = await setup(`<hr-file-list employee-id="2" uploader-id="x" ${EMPLOYEE}></hr-file-list>`);
    expect(other.q('input[type=file]')).toBeNull();
  });

  it('shows the server message of a 403 and fires hr-error', async () => {
    const errors: Array<CustomEvent<{ message: string; status: number }>> = [];
    document.addEventListener('hr-error', (e) => errors.push(e as CustomEvent<{ message: string; status: number }>), {
      once: true,
    });
    fakeServer({ forbid: true });
    const { q, row } = await setup();
    expect(q('[part=error]')?.textContent).toBe('You do not have access to these files.');
    expect(row('Onboarding')?.textContent).toContain('Could not load these files.');
    expect(errors[0]?.detail).toEqual({ message: 'You do not have access to these files.', status: 403 });
  });

  it('lists company files with the company attribute', async () => {
    const { requests } = mockFetch(() => json({ success: true, canManage: false, categories: [] }));
    const { q } = await setup(`<hr-file-list company label="Policies" render-all ${ADMIN}></hr-file-list>`);
    expect(requests[0]?.url).toContain('/ajax/files/categories.php?scope=company');
    expect(q('[part=empty]')?.textContent).toBe('There are no file categories yet.');
  });

  it("asks nothing for another employee's files when the page's user is not an admin, and nothing signed out", async () => {
    const { requests } = fakeServer();
    const denied = await setup(`<hr-file-list employee-id="2" ${EMPLOYEE}></hr-file-list>`);
    expect(denied.q('[part=error]')?.textContent).toBe('You do not have access to these files.');
    expect(denied.q('[role=grid]')).toBeNull();
    document.body.replaceChildren();
    const signedOut = await setup('<hr-file-list employee-id="2"></hr-file-list>');
    expect(signedOut.root.childElementCount).toBe(0);
    const own = await setup(`<hr-file-list employee-id="4" render-all ${EMPLOYEE}></hr-file-list>`);
    expect(own.q('[role=grid]')).not.toBeNull();
    expect(requests.every((r) => !r.url.includes('employeeId=2'))).toBe(true);
  });
});
