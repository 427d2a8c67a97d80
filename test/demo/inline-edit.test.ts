import { afterEach, describe, expect, it } from 'vitest';
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
