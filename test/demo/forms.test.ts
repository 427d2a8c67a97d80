import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from './support/client';
import { contractBackend, expectContract } from './support/contract';

let client: TestClient;
beforeAll(() => contractBackend(), 60_000);
afterEach(() => client.close());

const SUBMIT = '/forms/submit.php';
const LATEST = '/forms/submissions/latest.json';

async function signedIn(username = 'employee'): Promise<TestClient> {
  client = testClient();
  await client.signIn(username);
  return client;
}

/** A native form post: the token in the CSRFToken field, no header. */
function nativePost(body: URLSearchParams | FormData, headers: Record<string, string> = {}) {
  const init =
    body instanceof URLSearchParams
      ? {
          body: body.toString(),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
          csrf: false,
        }
      : { body, headers, csrf: false };
  return client.request('POST', SUBMIT, init);
}

async function latest(): Promise<Array<[string, string]>> {
  const response = await client.get(LATEST);
  return ((await expectContract(response, 'GET', LATEST)) as { fields: Array<[string, string]> }).fields;
}

describe('POST /forms/submit.php', () => {
  it('keeps every field in order, repeated names included, and lists them as text on the answer page', async () => {
    await signedIn();
    const body = new URLSearchParams([
      ['CSRFToken', client.csrfToken ?? ''],
      ['ssn', '123-45-6789'],
      ['eeids[]', '3'],
      ['eeids[]', '7'],
      ['note', '<script>alert(1)</script>'],
    ]);
    const response = await nativePost(body);
    expect(response.status).toBe(200);
    const html = (await expectContract(response, 'POST', SUBMIT)) as string;
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain(client.csrfToken ?? 'no token');
    expect(await latest()).toEqual([
      ['ssn', '123-45-6789'],
      ['eeids[]', '3'],
      ['eeids[]', '7'],
      ['note', '<script>alert(1)</script>'],
    ]);
  });

  it('takes multipart posts too', async () => {
    await signedIn();
    const body = new FormData();
    body.append('CSRFToken', client.csrfToken ?? '');
    body.append('amount', '1,234.50');
    expect((await nativePost(body)).status).toBe(200);
    expect(await latest()).toEqual([['amount', '1,234.50']]);
  });

  it('refuses a post without the token, with a wrong one, or from another origin, and stores nothing', async () => {
    await signedIn();
    const missing = await nativePost(new URLSearchParams([['a', '1']]));
    expect(missing.status).toBe(403);
    await expectContract(missing, 'POST', SUBMIT);
    expect(
      (
        await nativePost(
          new URLSearchParams([
            ['CSRFToken', 'wrong'],
            ['a', '1'],
          ]),
        )
      ).status,
    ).toBe(403);
    const crossSite = await nativePost(
      new URLSearchParams([
        ['CSRFToken', client.csrfToken ?? ''],
        ['a', '1'],
      ]),
      { Origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect((await client.get(LATEST)).status).toBe(404);
  });

  it('answers 401 without a session and 400 for a body that is not a form', async () => {
    client = testClient();
    expect((await nativePost(new URLSearchParams([['a', '1']]))).status).toBe(401);
    await client.signIn('employee');
    const json = await client.postJson(SUBMIT, { a: 1 });
    expect(json.status).toBe(400);
    await expectContract(json, 'POST', SUBMIT);
  });

  it('refuses more than 500 fields with 413', async () => {
    await signedIn();
    const body = new URLSearchParams([
      ['CSRFToken', client.csrfToken ?? ''],
      ...Array.from({ length: 501 }, (_, i): [string, string] => [`f${i}`, 'x']),
    ]);
    const response = await nativePost(body);
    expect(response.status).toBe(413);
    await expectContract(response, 'POST', SUBMIT);
  });
});
