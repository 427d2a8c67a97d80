import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from './support/client';
import { contractBackend, expectContract } from './support/contract';

let client: TestClient;
// Building the contract validator takes seconds: once, outside the per-test timeout.
beforeAll(() => contractBackend(), 60_000);
afterEach(() => client.close());

const INSERT = '/ajax/list_insert.php';
const CUSTOM = '/ajax/list_insert_custom.php';
const form = (field: string, name: string) => ({ ajax: '1', action: 'new-section', field, name });

async function signedIn(username = 'admin'): Promise<TestClient> {
  client = testClient();
  await client.signIn(username);
  return client;
}

async function options(field: string): Promise<string[]> {
  const response = await client.get(`/ajax/list_options.php?field=${field}`);
  const body = (await expectContract(response, 'GET', '/ajax/list_options.php')) as {
    options: Array<{ name: string }>;
  };
  return body.options.map((option) => option.name);
}

describe('POST /ajax/list_insert.php', () => {
  it('adds a trimmed option to the field list and answers ret SUCCESS with its id', async () => {
    await signedIn();
    const response = await client.postForm(INSERT, form('department', '  Robotics   Lab  '));
    expect(response.status).toBe(200);
    const body = (await expectContract(response, 'POST', INSERT)) as {
      ret: string;
      id: number;
      name: string;
      message: string;
    };
    expect(body).toMatchObject({ ret: 'SUCCESS', id: expect.any(Number), name: 'Robotics Lab' });
    expect(await options('department')).toContain('Robotics Lab');
    // Stored per field: the same name is new on another list.
    const other = await client.postForm(INSERT, form('payGrade', 'Robotics Lab'));
    expect(((await expectContract(other, 'POST', INSERT)) as { ret: string }).ret).toBe('SUCCESS');
  });

  it('keeps hostile text as text and accepts exactly 100 characters', async () => {
    await signedIn();
    const hostile = '<img src=x onerror=alert(1)>';
    const body = (await expectContract(await client.postForm(INSERT, form('jobTitle', hostile)), 'POST', INSERT)) as {
      name: string;
    };
    expect(body.name).toBe(hostile);
    const long = 'é'.repeat(100);
    expect(
      ((await expectContract(await client.postForm(INSERT, form('jobTitle', long)), 'POST', INSERT)) as { ret: string })
        .ret,
    ).toBe('SUCCESS');
    expect(await options('jobTitle')).toEqual(expect.arrayContaining([hostile, long]));
  });

  it.each([
    ['', 'You must enter a new option to the list.'],
    ['   \t  ', 'You must enter a new option to the list.'],
    ['x'.repeat(101), 'Options must be 100 characters or fewer.'],
    ['bad\u0000name', 'Options cannot contain control characters.'],
  ])('refuses the option %j with 422 ret ERROR and writes nothing', async (name, message) => {
    await signedIn();
    const before = await options('department');
    const response = await client.postForm(INSERT, form('department', name));
    expect(response.status).toBe(422);
    expect(await expectContract(response, 'POST', INSERT)).toEqual({ ret: 'ERROR', id: null, message, error: message });
    expect(await options('department')).toEqual(before);
  });

  it('refuses a duplicate, case- and whitespace-insensitively, with 409 ret ERROR', async () => {
    await signedIn();
    const response = await client.postForm(INSERT, form('department', '  engineering '));
    expect(response.status).toBe(409);
    const body = await expectContract(response, 'POST', INSERT);
    expect(body).toEqual({
      ret: 'ERROR',
      id: null,
      message: '"Engineering" is already in the list.',
      error: '"Engineering" is already in the list.',
    });
    expect((await options('department')).filter((name) => name.toLowerCase() === 'engineering')).toHaveLength(1);
  });

  it.each([
    [{ ajax: '1', action: 'new-section', field: 'nope', name: 'X' }, 404],
    [{ ajax: '1', action: 'new-section', field: 'customShirtSize', name: 'X' }, 404],
    [{ ajax: '1', action: 'delete', field: 'department', name: 'X' }, 422],
    [{ action: 'new-section', field: 'department', name: 'X' }, 422],
    [{ ajax: '1', action: 'new-section', field: '../department', name: 'X' }, 422],
    [{ ajax: '1', action: 'new-section', field: "department' OR 1=1 --", name: 'X' }, 422],
    [{ ajax: '1', action: 'new-section', name: 'X' }, 422],
    [{ ajax: '1', action: 'new-section', field: 'department' }, 422],
  ])('refuses the malformed form %j with %i', async (fields, status) => {
    await signedIn();
    const response = await client.postForm(INSERT, fields as Record<string, string>);
    expect(response.status).toBe(status);
    expect(await expectContract(response, 'POST', INSERT)).toMatchObject({ error: expect.any(String) });
  });

  it('refuses a JSON body with 400', async () => {
    await signedIn();
    const response = await client.postJson(INSERT, form('department', 'X'));
    expect(response.status).toBe(400);
    await expectContract(response, 'POST', INSERT);
  });

  it('answers 401 without a session, 403 without the CSRF token, and 403 ret ERROR for a non-admin', async () => {
    client = testClient();
    const anonymous = await client.postForm(INSERT, form('department', 'X'));
    expect(anonymous.status).toBe(401);
    await expectContract(anonymous, 'POST', INSERT);
    await client.signIn('admin');
    const forged = await client.postForm(INSERT, form('department', 'X'), { csrf: false });
    expect(forged.status).toBe(403);
    expect(await expectContract(forged, 'POST', INSERT)).toEqual({ error: 'Invalid CSRF token.' });
    await client.signIn('employee');
    const employee = await client.postForm(INSERT, form('department', 'X'));
    expect(employee.status).toBe(403);
    expect(await expectContract(employee, 'POST', INSERT)).toMatchObject({ ret: 'ERROR', id: null });
    expect(await options('department')).not.toContain('X');
  });
});

describe('POST /ajax/list_insert_custom.php (a configured URL)', () => {
  it('adds to custom-field lists with the same protocol', async () => {
    await signedIn();
    const body = (await expectContract(
      await client.postForm(CUSTOM, form('customShirtSize', 'XXXL')),
      'POST',
      CUSTOM,
    )) as { ret: string; id: number };
    expect(body.ret).toBe('SUCCESS');
    expect(await options('customShirtSize')).toContain('XXXL');
    const duplicate = await client.postForm(CUSTOM, form('customShirtSize', 'xxxl'));
    expect(duplicate.status).toBe(409);
    await expectContract(duplicate, 'POST', CUSTOM);
    const empty = await client.postForm(CUSTOM, form('customShirtSize', ''));
    expect(await expectContract(empty, 'POST', CUSTOM)).toMatchObject({
      message: 'You must enter a new option to the list.',
    });
  });

  it('does not add to standard lists', async () => {
    await signedIn();
    const response = await client.postForm(CUSTOM, form('department', 'X'));
    expect(response.status).toBe(404);
    expect(await expectContract(response, 'POST', CUSTOM)).toMatchObject({ ret: 'ERROR' });
  });
});

describe('GET /ajax/list_options.php', () => {
  it('answers 404 for an unknown list and 422 without a field', async () => {
    await signedIn();
    const unknown = await client.get('/ajax/list_options.php?field=%3Cscript%3E');
    expect(unknown.status).toBe(404);
    await expectContract(unknown, 'GET', '/ajax/list_options.php');
    const missing = await client.get('/ajax/list_options.php');
    expect(missing.status).toBe(422);
    await expectContract(missing, 'GET', '/ajax/list_options.php');
  });
});
