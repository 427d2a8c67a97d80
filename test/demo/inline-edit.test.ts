import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../demo/server/core/env';
import { editRefusal, forbiddenEdit, systemField } from '../../demo/server/modules/inline-edit';
import { testClient, type TestClient } from './support/client';

let client: TestClient;
afterEach(() => client.close());

describe('inline-edit save routes', () => {
  it('saves a trimmed value for a signed-in user with the CSRF token', async () => {
    client = testClient();
    await client.signIn('admin');
    const response = await client.postForm('/ajax/inline_edit/save.php', { id: '42', value: '  Lead ', ajax: '1' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, id: 42, value: 'Lead' });
    const records = (await (await client.get('/demo/inline-edit/records.json')).json()) as {
      records: Array<{ id: number; value: string }>;
    };
    expect(records.records.find((record) => record.id === 42)?.value).toBe('Lead');
  });

  it('answers 401 without a session and 403 without the CSRF token, writing nothing', async () => {
    client = testClient();
    expect((await client.postForm('/ajax/inline_edit/save.php', { id: '42', value: 'X', ajax: '1' })).status).toBe(401);
    await client.signIn('admin');
    const forged = await client.postForm(
      '/ajax/inline_edit/save.php',
      { id: '42', value: 'X', ajax: '1' },
      { csrf: false },
    );
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ error: 'Invalid CSRF token.' });
  });

  it.each([
    [{ id: '42', value: 'X' }, 422],
    [{ id: 'abc', value: 'X', ajax: '1' }, 422],
    [{ id: '0', value: 'X', ajax: '1' }, 422],
    [{ id: '9999', value: 'X', ajax: '1' }, 404],
    [{ id: '42', value: '   ', ajax: '1' }, 422],
    [{ id: '42', value: 'x'.repeat(101), ajax: '1' }, 422],
  ])('refuses %j with %i and a JSON error', async (fields, status) => {
    client = testClient();
    await client.signIn('admin');
    const response = await client.postForm('/ajax/inline_edit/save.php', fields);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it('refuses a body that is not a form', async () => {
    client = testClient();
    await client.signIn('admin');
    const response = await client.postJson('/ajax/inline_edit/save.php', { id: 42 });
    expect(response.status).toBe(400);
  });
});

describe('inline-edit save authorization', () => {
  const records = async () =>
    (
      (await (await client.get('/demo/inline-edit/records.json')).json()) as {
        records: Array<{ id: number; value: string }>;
      }
    ).records;
  const valueOf = async (id: number) => (await records()).find((record) => record.id === id)?.value;

  it.each([
    ['offerletter', '47', 'Employee number is assigned by the system and cannot be edited.'],
    ['owner', '47', 'Employee number is assigned by the system and cannot be edited.'],
    ['employee', '45', 'You do not have permission to edit Pay grade.'],
    ['employee', '42', 'You do not have permission to edit Job title.'],
    ['employee', '48', 'You do not have permission to edit Legal name.'],
    ['offerletter', '101', 'You do not have permission to edit Department name.'],
    ['manager', '45', 'You do not have permission to edit Pay grade.'],
    // An admin previewing another role's view acts with that view's rights.
    ['preview', '45', 'You do not have permission to edit Pay grade.'],
  ])('refuses %s writing record %s with 403 and a message, changing nothing', async (username, id, message) => {
    client = testClient();
    await client.signIn(username);
    const before = await valueOf(Number(id));
    const response = await client.postForm('/ajax/inline_edit/save.php', { ajax: '1', id, value: 'HACKED' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: message });
    expect(await valueOf(Number(id))).toBe(before);
  });

  it('applies the same rule to the slow save route', async () => {
    client = testClient();
    await client.signIn('employee');
    const response = await client.postForm('/ajax/inline_edit/save_slow.php?ms=0', {
      ajax: '1',
      id: '45',
      value: 'G1',
    });
    expect(response.status).toBe(403);
    expect(await valueOf(45)).toBe('G7');
  });

  it.each([
    ['owner', '46'],
    ['owner', '48'],
    ['admin', '45'],
    ['support', '101'],
  ])('lets %s write record %s', async (username, id) => {
    client = testClient();
    await client.signIn(username);
    const response = await client.postForm('/ajax/inline_edit/save.php', { ajax: '1', id, value: 'Allowed' });
    expect(response.status).toBe(200);
    expect(await valueOf(Number(id))).toBe('Allowed');
  });
});

describe('editRefusal', () => {
  const user = (overrides: Partial<SessionUser>): SessionUser =>
    ({ employeeId: 20, isAdmin: false, isPreviewing: false, ...overrides }) as SessionUser;
  const record = (field: string, employee: number | null) => ({ field, label: 'Field', employee_id: employee });
  const managerOf = (employeeId: number) => (employeeId === 30 ? 20 : null);

  it('lets the direct manager write hr-or-manager fields of their report only', () => {
    expect(editRefusal(user({}), record('employee.jobTitle', 30), managerOf)).toBeNull();
    expect(editRefusal(user({}), record('employee.jobTitle', 31), managerOf)).toBe(forbiddenEdit('Field'));
    expect(editRefusal(user({}), record('employee.payGrade', 30), managerOf)).toBe(forbiddenEdit('Field'));
  });

  it('lets the employee write self-or-hr fields of their own record only', () => {
    expect(editRefusal(user({}), record('employee.office', 20), managerOf)).toBeNull();
    expect(editRefusal(user({}), record('employee.office', 30), managerOf)).toBe(forbiddenEdit('Field'));
  });

  it('refuses fields it has no rule for, even to HR', () => {
    expect(editRefusal(user({ isAdmin: true }), record('employee.ssn', 20), managerOf)).toBe(systemField('Field'));
  });
});
