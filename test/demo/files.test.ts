import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from './support/client';
import { contractBackend, expectContract } from './support/contract';

let client: TestClient;
let dataDir: string;
beforeAll(() => contractBackend(), 60_000);
afterEach(() => {
  client.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const BASE = '/ajax/files';

async function signedIn(username = 'admin'): Promise<TestClient> {
  dataDir = mkdtempSync(join(tmpdir(), 'hr-files-'));
  client = testClient({ dataDir });
  await client.signIn(username);
  return client;
}

interface FileItem {
  id: number;
  fid: number;
  name: string;
  status: string;
  shared: boolean;
  employeeId: number | null;
  categoryId: number | null;
}
interface Category {
  id: number;
  name: string;
  kind: string;
  scope: string;
  open: boolean;
}

const db = () => client.demo.context.db;
const categoryId = (scope: string, name: string) =>
  (db().prepare('SELECT id FROM file_categories WHERE scope = ? AND name = ?').get(scope, name) as { id: number }).id;
const fileId = (name: string) => (db().prepare('SELECT id FROM files WHERE name = ?').get(name) as { id: number }).id;

async function employeeList(path: string): Promise<{ category: Category; employeeId: number; files: FileItem[] }> {
  const response = await client.get(path);
  expect(response.status).toBe(200);
  return (await expectContract(response, 'GET', '/ajax/employee_files.php')) as {
    category: Category;
    employeeId: number;
    files: FileItem[];
  };
}

describe('file lists', () => {
  it('lists the files of an employee category with id, fid, name, size, type and status', async () => {
    await signedIn();
    const body = await employeeList(`/ajax/employee_files.php?id=${categoryId('employee', 'Onboarding')}`);
    expect(body.employeeId).toBe(2);
    expect(body.category).toMatchObject({ name: 'Onboarding', kind: 'normal', scope: 'employee', open: true });
    const hostile = body.files.find((file) => file.name === '"><img src=x onerror=alert(1)>.pdf');
    expect(hostile).toMatchObject({ fid: hostile?.id, type: 'pdf', status: 'uploaded', employeeId: 2 });
    const virus = await employeeList(`/ajax/employee_files.php?id=${categoryId('employee', 'Certifications')}`);
    expect(virus.files.find((file) => file.name === 'invoice_2026.pdf')?.status).toBe('virus');
  });

  it('shows non-admins only the shared files of their own record and refuses other records', async () => {
    await signedIn('employee');
    const own = await employeeList(`/ajax/employee_files.php?id=${categoryId('employee', 'Onboarding')}`);
    expect(own.employeeId).toBe(4);
    expect(own.files.map((file) => file.name)).toEqual(['I-9 verification.pdf']);
    const unshared = await employeeList(
      `/ajax/employee_files.php?id=${categoryId('employee', 'Performance Reviews')}&employeeId=4`,
    );
    expect(unshared.files).toEqual([]);
    const other = await client.get(`/ajax/employee_files.php?id=${categoryId('employee', 'Onboarding')}&employeeId=2`);
    expect(other.status).toBe(403);
    expect(await expectContract(other, 'GET', '/ajax/employee_files.php')).toEqual({
      error: 'You do not have access to these files.',
    });
    const company = await client.get(`/ajax/company_files.php?id=${categoryId('company', 'Benefits')}`);
    const body = (await expectContract(company, 'GET', '/ajax/company_files.php')) as { files: FileItem[] };
    expect(body.files.map((file) => file.name)).toEqual(['Benefits guide 2026.pdf']);
  });

  it("gives the owner, whose files the demo opens on, a record's usual documents", async () => {
    await signedIn('owner');
    const onboarding = await employeeList(`/ajax/employee_files.php?id=${categoryId('employee', 'Onboarding')}`);
    expect(onboarding.employeeId).toBe(1);
    expect(onboarding.files.map((file) => [file.name, file.status, file.shared])).toEqual([
      ['Emergency contacts.docx', 'uploaded', true],
      ['Offer letter – Countess Lovelace.pdf', 'uploaded', true],
    ]);
    const reviews = await employeeList(`/ajax/employee_files.php?id=${categoryId('employee', 'Performance Reviews')}`);
    expect(reviews.files.map((file) => file.name)).toEqual(['Annual review 2025.pdf', 'Goals 2026.xlsx']);
  });

  it('lists company files for admins, including unshared and infected ones', async () => {
    await signedIn();
    const response = await client.get(`/ajax/company_files.php?id=${categoryId('company', 'Benefits')}`);
    const body = (await expectContract(response, 'GET', '/ajax/company_files.php')) as { files: FileItem[] };
    expect(body.files.map((file) => [file.name, file.status, file.shared])).toEqual([
      ['Benefits guide 2026.pdf', 'uploaded', true],
      ['free-gift-card.zip', 'virus', false],
    ]);
  });

  it.each([
    ['/ajax/employee_files.php?id=abc', 422],
    ['/ajax/employee_files.php', 422],
    ['/ajax/employee_files.php?id=0', 422],
    ['/ajax/employee_files.php?id=99999', 404],
    ['/ajax/employee_files.php?id=1&employeeId=999999', 404],
    ['/ajax/employee_files.php?id=1&employeeId=-2', 422],
  ])('refuses %s with %i', async (path, status) => {
    await signedIn();
    const response = await client.get(path);
    expect(response.status).toBe(status);
    expect(await expectContract(response, 'GET', '/ajax/employee_files.php')).toEqual({ error: expect.any(String) });
  });

  it('answers 404 when a category of the other scope is asked for', async () => {
    await signedIn();
    const response = await client.get(`/ajax/company_files.php?id=${categoryId('employee', 'Onboarding')}`);
    expect(response.status).toBe(404);
    await expectContract(response, 'GET', '/ajax/company_files.php');
  });

  it('lists the categories of a scope', async () => {
    await signedIn();
    const response = await client.get(`${BASE}/categories.php?scope=company`);
    const body = (await expectContract(response, 'GET', `${BASE}/categories.php`)) as { categories: Category[] };
    expect(body.categories.map((category) => category.kind)).toEqual(
      expect.arrayContaining(['comment', 'keep', 'normal']),
    );
    const bad = await client.get(`${BASE}/categories.php?scope=everything`);
    expect(bad.status).toBe(422);
    await expectContract(bad, 'GET', `${BASE}/categories.php`);
  });

  it('answers 401 without a session', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hr-files-'));
    client = testClient({ dataDir });
    for (const [path, template] of [
      ['/ajax/employee_files.php?id=1', '/ajax/employee_files.php'],
      ['/ajax/file_status.php?ids=1', '/ajax/file_status.php'],
      [`${BASE}/delete_files.php?ids=1`, `${BASE}/delete_files.php`],
    ] as const) {
      const response = await client.get(path);
      expect(response.status).toBe(401);
      await expectContract(response, 'GET', template);
    }
  });
});

describe('section open/closed state', () => {
  it('stores the state per user and reports it in the lists', async () => {
    await signedIn();
    const onboarding = categoryId('employee', 'Onboarding');
    const tax = categoryId('employee', 'Tax Forms');
    const path = '/ajax/employees/files/employee_file_section_status.php';
    expect(await expectContract(await client.get(`${path}?ids=${onboarding},${tax}&open=0`), 'GET', path)).toEqual({
      success: true,
    });
    expect((await employeeList(`/ajax/employee_files.php?id=${onboarding}`)).category.open).toBe(false);
    expect(await expectContract(await client.get(`${path}?id=${tax}&open=true`), 'GET', path)).toEqual({
      success: true,
    });
    expect((await employeeList(`/ajax/employee_files.php?id=${tax}`)).category.open).toBe(true);
    // Another user still sees the default.
    await client.signIn('owner');
    expect((await employeeList(`/ajax/employee_files.php?id=${onboarding}`)).category.open).toBe(true);
  });

  it('works for company sections and refuses bad input without writing', async () => {
    await signedIn();
    const path = '/ajax/company_file_section_status.php';
    const policies = categoryId('company', 'Company Policies');
    expect(await expectContract(await client.get(`${path}?id=${policies}&open=1`), 'GET', path)).toEqual({
      success: true,
    });
    const cases: Array<[string, number]> = [
      [`${path}?open=1`, 422],
      [`${path}?id=${policies}`, 422],
      [`${path}?id=${policies}&open=maybe`, 422],
      [`${path}?ids=1,,2&open=1`, 422],
      [`${path}?ids=${policies},99999&open=0`, 404],
      [`${path}?id=${categoryId('employee', 'Onboarding')}&open=0`, 404],
    ];
    for (const [url, status] of cases) {
      const response = await client.get(url);
      expect(response.status, url).toBe(status);
      await expectContract(response, 'GET', path);
    }
    const stored = db().prepare('SELECT category_id, open FROM file_section_state').all();
    expect(stored).toEqual([{ category_id: policies, open: 1 }]);
  });
});

describe('file status maps', () => {
  it('maps ids to uploaded or virus and leaves unknown and invisible ids out', async () => {
    await signedIn('employee');
    const visible = fileId('I-9 verification.pdf');
    const adminOnly = fileId('invoice_2026.pdf');
    for (const path of ['/ajax/file_status.php', '/ajax/employee_file_status.php']) {
      const response = await client.get(`${path}?ids=${visible},${adminOnly},999999`);
      expect(await expectContract(response, 'GET', path)).toEqual({ [visible]: 'uploaded' });
    }
    await client.signIn('admin');
    const response = await client.get(`/ajax/file_status.php?ids=${visible},${adminOnly}`);
    expect(await expectContract(response, 'GET', '/ajax/file_status.php')).toEqual({
      [visible]: 'uploaded',
      [adminOnly]: 'virus',
    });
  });

  it.each([
    '',
    'ids=',
    'ids=a,b',
    'ids=1;2',
    'ids=-1',
    `ids=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`,
  ])('refuses the query %j with 422', async (query) => {
    await signedIn();
    const response = await client.get(`/ajax/file_status.php?${query}`);
    expect(response.status).toBe(422);
    await expectContract(response, 'GET', '/ajax/file_status.php');
  });
});

describe('delete_files.php', () => {
  it('previews without writing, deletes on POST, then reports the SPEC already-deleted success', async () => {
    await signedIn();
    const a = fileId('W-4 2026.PDF');
    const b = fileId('Offer letter – José Álvarez.pdf');
    const path = `${BASE}/delete_files.php`;
    const preview = await expectContract(await client.get(`${path}?ids=${a},${b}`), 'GET', path);
    expect(preview).toMatchObject({ success: true, alreadyDeleted: [], message: 'Delete these 2 files?' });
    expect((preview as { files: unknown[] }).files).toHaveLength(2);
    expect(db().prepare('SELECT COUNT(*) AS n FROM files WHERE deleted_at IS NOT NULL').get()).toEqual({ n: 0 });

    const deleted = await expectContract(await client.postForm(path, { ids: `${a},${b}` }), 'POST', path);
    expect(deleted).toEqual({ success: true, deleted: [a, b], alreadyDeleted: [], message: '2 files were deleted.' });
    const list = await employeeList(`/ajax/employee_files.php?id=${categoryId('employee', 'Tax Forms')}`);
    expect(list.files.map((file) => file.id)).not.toContain(a);

    const again = await client.postForm(path, { ids: String(a) });
    expect(again.status).toBe(200);
    expect(await expectContract(again, 'POST', path)).toEqual({
      success: true,
      deleted: [],
      alreadyDeleted: [a],
      message: 'It looks like this file has already been deleted.',
    });
    const previewAgain = await expectContract(await client.get(`${path}?ids=${a}`), 'GET', path);
    expect(previewAgain).toMatchObject({ files: [], message: 'It looks like this file has already been deleted.' });
    // Deleted files drop out of the status map.
    expect(
      await expectContract(await client.get(`/ajax/file_status.php?ids=${a}`), 'GET', '/ajax/file_status.php'),
    ).toEqual({});
  });

  it('refuses non-admins, unknown ids, temporary mismatches and bad bodies, deleting nothing', async () => {
    await signedIn();
    const path = `${BASE}/delete_files.php`;
    const a = fileId('W-4 2026.PDF');
    const cases: Array<[Record<string, string> | string, number]> = [
      [{ ids: `${a},999999` }, 404],
      [{ ids: 'abc' }, 422],
      [{ ids: '' }, 422],
      [{ ids: `${a}`, temporary: '1' }, 422],
      [{ ids: `${a}`, temporary: 'yes' }, 422],
      [{}, 422],
    ];
    for (const [fields, status] of cases) {
      const response = await client.postForm(path, fields as Record<string, string>);
      expect(response.status, JSON.stringify(fields)).toBe(status);
      await expectContract(response, 'POST', path);
    }
    const json = await client.postJson(path, { ids: String(a) });
    expect(json.status).toBe(400);
    await expectContract(json, 'POST', path);
    const forged = await client.postForm(path, { ids: String(a) }, { csrf: false });
    expect(forged.status).toBe(403);
    await expectContract(forged, 'POST', path);
    await client.signIn('employee');
    const employee = await client.postForm(path, { ids: String(fileId('I-9 verification.pdf')) });
    expect(employee.status).toBe(403);
    expect(await expectContract(employee, 'POST', path)).toEqual({
      error: 'You do not have permission to manage files.',
    });
    const preview = await client.get(`${path}?ids=${a}`);
    expect(preview.status).toBe(403);
    await expectContract(preview, 'GET', path);
    expect(db().prepare('SELECT COUNT(*) AS n FROM files WHERE deleted_at IS NOT NULL').get()).toEqual({ n: 0 });
  });
});

describe('move_files.php and unshare_file.php', () => {
  it('moves files between categories of the same scope', async () => {
    await signedIn();
    const path = `${BASE}/move_files.php`;
    const id = fileId('W-4 2026.PDF');
    const target = categoryId('employee', 'Certifications');
    const body = await expectContract(
      await client.postForm(path, { ids: String(id), categoryId: String(target) }),
      'POST',
      path,
    );
    expect(body).toMatchObject({ success: true, moved: [id], category: { id: target, name: 'Certifications' } });
    const list = await employeeList(`/ajax/employee_files.php?id=${target}`);
    expect(list.files.find((file) => file.id === id)).toMatchObject({ categoryId: target, employeeId: 2 });
  });

  it('refuses cross-scope moves, unknown ids and deleted files, moving nothing', async () => {
    await signedIn();
    const path = `${BASE}/move_files.php`;
    const employeeFile = fileId('W-4 2026.PDF');
    const companyCategory = categoryId('company', 'Handbooks');
    const cases: Array<[Record<string, string>, number]> = [
      [{ ids: String(employeeFile), categoryId: String(companyCategory) }, 422],
      [{ ids: `${employeeFile},999999`, categoryId: String(categoryId('employee', 'Onboarding')) }, 404],
      [{ ids: String(employeeFile), categoryId: '999999' }, 404],
      [{ ids: String(employeeFile), categoryId: 'x' }, 422],
      [{ ids: String(employeeFile) }, 422],
    ];
    for (const [fields, status] of cases) {
      const response = await client.postForm(path, fields);
      expect(response.status, JSON.stringify(fields)).toBe(status);
      await expectContract(response, 'POST', path);
    }
    await client.postForm(`${BASE}/delete_files.php`, { ids: String(employeeFile) });
    const deleted = await client.postForm(path, {
      ids: String(employeeFile),
      categoryId: String(categoryId('employee', 'Onboarding')),
    });
    expect(deleted.status).toBe(409);
    expect(await expectContract(deleted, 'POST', path)).toEqual({
      error: 'It looks like this file has already been deleted.',
    });
    expect(db().prepare('SELECT category_id FROM files WHERE id = ?').get(employeeFile)).toEqual({
      category_id: categoryId('employee', 'Tax Forms'),
    });
  });

  it('unshares a file so the employee no longer sees it', async () => {
    await signedIn();
    const path = `${BASE}/unshare_file.php`;
    const id = fileId('I-9 verification.pdf');
    expect(await expectContract(await client.postForm(path, { id: String(id) }), 'POST', path)).toEqual({
      success: true,
      id,
      shared: false,
    });
    for (const [fields, status] of [
      [{ id: '999999' }, 404],
      [{ id: '0' }, 422],
    ] as const) {
      const response = await client.postForm(path, fields);
      expect(response.status).toBe(status);
      await expectContract(response, 'POST', path);
    }
    await client.signIn('employee');
    const list = await employeeList(`/ajax/employee_files.php?id=${categoryId('employee', 'Onboarding')}`);
    expect(list.files).toEqual([]);
    const refused = await client.postForm(path, { id: String(id) });
    expect(refused.status).toBe(403);
    await expectContract(refused, 'POST', path);
  });
});

describe('rename_file.php and share_file.php', () => {
  it('renames a file, keeping its extension; the list shows the new name', async () => {
    await signedIn();
    const path = `${BASE}/rename_file.php`;
    const id = fileId('W-4 2026.PDF');
    const body = await expectContract(
      await client.postForm(path, { id: String(id), name: '  W-4 (2026).pdf ' }),
      'POST',
      path,
    );
    expect(body).toMatchObject({ success: true, file: { id, name: 'W-4 (2026).pdf', status: 'uploaded' } });
    const list = await employeeList(`/ajax/employee_files.php?id=${categoryId('employee', 'Tax Forms')}`);
    expect(list.files.map((file) => file.name)).toContain('W-4 (2026).pdf');
  });

  it('refuses empty names, another extension, path tricks, unknown and deleted files', async () => {
    await signedIn();
    const path = `${BASE}/rename_file.php`;
    const id = String(fileId('W-4 2026.PDF'));
    const cases: Array<[Record<string, string>, number, string | null]> = [
      [{ id, name: '   ' }, 422, 'Please enter a file name.'],
      [{ id, name: 'w4.docx' }, 422, 'Keep the extension .pdf: a rename cannot change the type of a file.'],
      [{ id, name: '../w4.pdf' }, 422, null],
      [{ id: '999999', name: 'x.pdf' }, 404, null],
      [{ id: 'x', name: 'x.pdf' }, 422, null],
    ];
    for (const [fields, status, error] of cases) {
      const response = await client.postForm(path, fields);
      expect(response.status, JSON.stringify(fields)).toBe(status);
      const answer = await expectContract(response, 'POST', path);
      if (error) expect(answer).toEqual({ error });
    }
    await client.postForm(`${BASE}/delete_files.php`, { ids: id });
    const deleted = await client.postForm(path, { id, name: 'again.pdf' });
    expect(deleted.status).toBe(409);
    expect(await expectContract(deleted, 'POST', path)).toEqual({
      error: 'It looks like this file has already been deleted.',
    });
  });

  it('shares a clean file so the employee sees it; refuses infected files', async () => {
    await signedIn();
    const path = `${BASE}/share_file.php`;
    const id = fileId('W-4 2026.PDF');
    expect(await expectContract(await client.postForm(path, { id: String(id) }), 'POST', path)).toEqual({
      success: true,
      id,
      shared: true,
    });
    const infected = await client.postForm(path, { id: String(fileId('invoice_2026.pdf')) });
    expect(infected.status).toBe(409);
    await expectContract(infected, 'POST', path);
  });

  it('answers 403 with a message to users who do not manage files, and says so in the categories answer', async () => {
    await signedIn('employee');
    const categories = await client.get(`${BASE}/categories.php?scope=employee`);
    expect(await expectContract(categories, 'GET', `${BASE}/categories.php`)).toMatchObject({ canManage: false });
    const id = String(fileId('I-9 verification.pdf'));
    for (const [route, fields] of [
      ['rename_file.php', { id, name: 'mine.pdf' }],
      ['share_file.php', { id }],
    ] as const) {
      const response = await client.postForm(`${BASE}/${route}`, fields);
      expect(response.status, route).toBe(403);
      expect(await expectContract(response, 'POST', `${BASE}/${route}`)).toEqual({
        error: 'You do not have permission to manage files.',
      });
    }
    expect(db().prepare('SELECT name FROM files WHERE id = ?').get(Number(id))).toEqual({
      name: 'I-9 verification.pdf',
    });
  });
});

describe('categories', () => {
  it('adds, renames and deletes a category', async () => {
    await signedIn();
    const added = (await expectContract(
      await client.postForm(`${BASE}/add_category.php`, { name: '  Visa   documents ', scope: 'employee' }),
      'POST',
      `${BASE}/add_category.php`,
    )) as {
      category: Category;
    };
    expect(added.category).toMatchObject({ name: 'Visa documents', kind: 'normal', scope: 'employee', open: true });
    const id = added.category.id;
    const renamed = await expectContract(
      await client.postForm(`${BASE}/rename_category.php`, { id: String(id), name: 'Visas & permits' }),
      'POST',
      `${BASE}/rename_category.php`,
    );
    expect(renamed).toMatchObject({ success: true, category: { id, name: 'Visas & permits' } });
    expect(
      await expectContract(
        await client.postForm(`${BASE}/delete_category.php`, { id: String(id) }),
        'POST',
        `${BASE}/delete_category.php`,
      ),
    ).toEqual({
      success: true,
      id,
    });
    expect(db().prepare('SELECT id FROM file_categories WHERE id = ?').get(id)).toBeUndefined();
  });

  it.each([
    ['', 'Please enter a category name.'],
    ['   ', 'Please enter a category name.'],
    ['x'.repeat(101), 'Category names must be 100 characters or fewer.'],
    ['bad\u0000name', 'Category names cannot contain control characters.'],
  ])('refuses the category name %j with 422 on add and rename', async (name, message) => {
    await signedIn();
    const add = await client.postForm(`${BASE}/add_category.php`, { name });
    expect(add.status).toBe(422);
    expect(await expectContract(add, 'POST', `${BASE}/add_category.php`)).toEqual({ error: message });
    const rename = await client.postForm(`${BASE}/rename_category.php`, {
      id: String(categoryId('employee', 'Onboarding')),
      name,
    });
    expect(rename.status).toBe(422);
    expect(await expectContract(rename, 'POST', `${BASE}/rename_category.php`)).toEqual({ error: message });
    expect(categoryId('employee', 'Onboarding')).toBeGreaterThan(0);
  });

  it('refuses a duplicate name per scope (case-insensitive) but allows it in the other scope', async () => {
    await signedIn();
    const duplicate = await client.postForm(`${BASE}/add_category.php`, { name: 'onboarding' });
    expect(duplicate.status).toBe(409);
    await expectContract(duplicate, 'POST', `${BASE}/add_category.php`);
    const other = await client.postForm(`${BASE}/add_category.php`, { name: 'Onboarding', scope: 'company' });
    expect(other.status).toBe(200);
    await expectContract(other, 'POST', `${BASE}/add_category.php`);
    const renameClash = await client.postForm(`${BASE}/rename_category.php`, {
      id: String(categoryId('employee', 'Tax Forms')),
      name: 'ONBOARDING',
    });
    expect(renameClash.status).toBe(409);
    await expectContract(renameClash, 'POST', `${BASE}/rename_category.php`);
  });

  it('never renames or deletes the comment and keep categories, nor deletes a category with files', async () => {
    await signedIn();
    for (const name of ['Comment Attachments', 'Signed Documents']) {
      const id = String(categoryId('employee', name));
      const rename = await client.postForm(`${BASE}/rename_category.php`, { id, name: 'Other' });
      expect(rename.status).toBe(422);
      expect(await expectContract(rename, 'POST', `${BASE}/rename_category.php`)).toEqual({
        error: 'This category cannot be renamed.',
      });
      const remove = await client.postForm(`${BASE}/delete_category.php`, { id });
      expect(remove.status).toBe(422);
      expect(await expectContract(remove, 'POST', `${BASE}/delete_category.php`)).toEqual({
        error: 'This category cannot be deleted.',
      });
    }
    const busy = await client.postForm(`${BASE}/delete_category.php`, {
      id: String(categoryId('employee', 'Tax Forms')),
    });
    expect(busy.status).toBe(422);
    expect(await expectContract(busy, 'POST', `${BASE}/delete_category.php`)).toEqual({
      error: 'Only empty categories can be deleted. Move or delete its files first.',
    });
    // The seeded empty category can go.
    const empty = categoryId('employee', 'Old Uploads');
    expect((await client.postForm(`${BASE}/delete_category.php`, { id: String(empty) })).status).toBe(200);
    const unknown = await client.postForm(`${BASE}/delete_category.php`, { id: String(empty) });
    expect(unknown.status).toBe(404);
    await expectContract(unknown, 'POST', `${BASE}/delete_category.php`);
    expect(
      db()
        .prepare(
          "SELECT COUNT(*) AS n FROM file_categories WHERE name IN ('Comment Attachments', 'Signed Documents', 'Tax Forms')",
        )
        .get(),
    ).toEqual({ n: 4 });
  });

  it('lets only admins manage categories', async () => {
    await signedIn('employee');
    for (const [path, fields] of [
      [`${BASE}/add_category.php`, { name: 'Mine' }],
      [`${BASE}/rename_category.php`, { id: '3', name: 'Mine' }],
      [`${BASE}/delete_category.php`, { id: '7' }],
    ] as const) {
      const response = await client.postForm(path, fields);
      expect(response.status).toBe(403);
      await expectContract(response, 'POST', path);
    }
  });
});

describe('download.php', () => {
  it('serves clean files as attachments and refuses infected ones', async () => {
    await signedIn();
    const path = `${BASE}/download.php`;
    const clean = await client.get(`${path}?id=${fileId('Offer letter – José Álvarez.pdf')}`);
    expect(clean.status).toBe(200);
    expect(clean.headers.get('content-disposition')).toBe(
      `attachment; filename="Offer letter _ Jos_ _lvarez.pdf"; filename*=UTF-8''${encodeURIComponent('Offer letter – José Álvarez.pdf')}`,
    );
    await expectContract(clean, 'GET', path);
    const virus = await client.get(`${path}?id=${fileId('invoice_2026.pdf')}`);
    expect(virus.status).toBe(409);
    await expectContract(virus, 'GET', path);
    for (const [query, status] of [
      ['id=999999', 404],
      ['id=..%2F..%2Fetc%2Fpasswd', 422],
    ] as const) {
      const response = await client.get(`${path}?${query}`);
      expect(response.status).toBe(status);
      await expectContract(response, 'GET', path);
    }
  });
});

describe('assumed-user sessions', () => {
  const PERMISSION_TEST =
    "You are signed in as another user to test their permissions, so changes can't be saved in this session.";

  it('read the files, but every write answers 403 with the permission-test message and changes nothing', async () => {
    await signedIn('assumed');
    const snapshot = () =>
      db().prepare('SELECT id, name, shared, category_id, deleted_at FROM files ORDER BY id').all();
    const categories = () => db().prepare('SELECT id, name FROM file_categories ORDER BY id').all();
    const before = { files: snapshot(), categories: categories() };
    expect((await client.get(`${BASE}/categories.php?scope=employee`)).status).toBe(200);
    const id = String(fileId('I-9 verification.pdf'));
    const category = String(categoryId('employee', 'Onboarding'));
    for (const [route, fields] of [
      ['rename_file.php', { id, name: 'mine.pdf' }],
      ['share_file.php', { id }],
      ['unshare_file.php', { id }],
      ['delete_files.php', { ids: id }],
      ['move_files.php', { ids: id, categoryId: category }],
      ['add_category.php', { name: 'Mine', scope: 'employee' }],
      ['rename_category.php', { id: category, name: 'Mine' }],
      ['delete_category.php', { id: category }],
    ] as const) {
      const response = await client.postForm(`${BASE}/${route}`, fields);
      expect(response.status, route).toBe(403);
      expect(await expectContract(response, 'POST', `${BASE}/${route}`)).toEqual({ error: PERMISSION_TEST });
    }
    // Uploads answer in their own shape, with the reason the file list reads.
    const body = new FormData();
    body.append('uploaderId', 'hr-file-list-1');
    body.append('file', new File(['hello'], 'hello.txt'));
    const upload = await client.request('POST', `${BASE}/upload.php?categoryId=${category}`, { body });
    expect(upload.status).toBe(403);
    expect(await upload.json()).toMatchObject({ reason: 'permission', message: PERMISSION_TEST });
    const attach = await client.request('POST', `${BASE}/attachTemporary.php`, { body });
    expect(attach.status).toBe(403);
    expect(await attach.json()).toMatchObject({ reason: 'permission', message: PERMISSION_TEST });
    expect({ files: snapshot(), categories: categories() }).toEqual(before);
  });
});
