import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contractBackend, expectContract } from './support/contract';
import { testClient, type TestClient } from './support/client';

let client: TestClient;
// Building the contract validator takes a while: once per file, outside the tests' time limit.
beforeAll(async () => {
  await contractBackend();
}, 120_000);
afterEach(() => client.close());

const URL_ = '/help/1/indexes/articles/query';
const TEMPLATE = '/help/1/indexes/{indexName}/query';

interface Hit {
  objectID: string;
  name: string;
  type: string;
  url: string;
  _snippetResult: { body: { value: string; matchLevel: string } };
}
interface Result {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
}

async function signedIn(): Promise<void> {
  client = testClient();
  await client.signIn('employee');
}

async function query(body: unknown): Promise<Result> {
  const response = await client.postJson(URL_, body);
  expect(response.status).toBe(200);
  return (await expectContract(response, 'POST', TEMPLATE)) as Result;
}

describe('help search: matching and paging', () => {
  it('answers Algolia-style hits with name, type, url, objectID and an <em>-marked snippet', async () => {
    await signedIn();
    const result = await query({ query: 'passkey' });
    expect(result).toMatchObject({ page: 0, hitsPerPage: 10, query: 'passkey' });
    expect(result.nbHits).toBeGreaterThan(0);
    const hit = result.hits.find((h) => h.name === 'Sign in with a passkey');
    expect(hit).toMatchObject({ type: 'support-article', url: `/home/?pendo=${hit!.objectID}` });
    expect(hit!._snippetResult.body).toEqual({
      value: expect.stringContaining('<em>passkey</em>'),
      matchLevel: 'full',
    });
  });

  it('seeds at least 60 articles of the support-article, knowledge-base and other kinds', async () => {
    await signedIn();
    const first = await query({ query: '' });
    expect(first.nbHits).toBeGreaterThanOrEqual(60);
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 10));
    const types = new Set<string>();
    for (let page = 0; page < first.nbPages; page++)
      for (const hit of (await query({ query: '', page })).hits) types.add(hit.type);
    expect([...types].sort()).toEqual(['knowledge-base', 'release-note', 'support-article', 'video']);
  });

  it('ignores accents and case and treats the last word as a prefix', async () => {
    await signedIn();
    expect((await query({ query: 'CONGES PAYES' })).hits.map((h) => h.name)).toEqual([
      'Configurer les congés payés (Français)',
    ]);
    expect((await query({ query: 'uberstund' })).hits.map((h) => h.name)).toEqual([
      'Überstunden erfassen und genehmigen (Deutsch)',
    ]);
    expect((await query({ query: 'time off request' })).hits.map((h) => h.name)).toContain('Request time off');
  });

  it('pages 10 hits at most and cuts a larger hitsPerPage to 10', async () => {
    await signedIn();
    const big = await query({ query: 'employees', hitsPerPage: 50 });
    expect(big.hitsPerPage).toBe(10);
    expect(big.hits.length).toBeLessThanOrEqual(10);
    const small = await query({ query: 'employees', hitsPerPage: 3, page: 1 });
    expect(small).toMatchObject({ page: 1, hitsPerPage: 3, nbHits: big.nbHits, nbPages: Math.ceil(big.nbHits / 3) });
    expect(small.hits).toHaveLength(3);
    const beyond = await query({ query: 'employees', page: 999 });
    expect(beyond.hits).toEqual([]);
  });

  it("accepts the Algolia JavaScript client's params string", async () => {
    await signedIn();
    const result = await query({ params: 'query=payroll&hitsPerPage=2&page=0' });
    expect(result).toMatchObject({ query: 'payroll', hitsPerPage: 2 });
    expect(result.hits).toHaveLength(2);
  });

  it('encodes the object id into the url', async () => {
    await signedIn();
    const [hit] = (await query({ query: 'PTO balances' })).hits;
    expect(hit).toMatchObject({ objectID: 'faq/time off&pto=1', url: '/home/?pendo=faq%2Ftime%20off%26pto%3D1' });
  });
});

describe('help search: hostile input', () => {
  it('escapes markup in snippets and marks matches with <em> only', async () => {
    await signedIn();
    const [hit] = (await query({ query: 'script alert' })).hits;
    expect(hit?.name).toBe('Escaping <script> tags & "quotes" in email templates');
    const snippet = hit!._snippetResult.body.value;
    expect(snippet).toContain('&lt;<em>script</em>&gt;');
    expect(snippet.replace(/<\/?em>/g, '')).not.toMatch(/[<>]/);
  });

  it.each([
    '"',
    '*',
    'NEAR(a b)',
    'name:payroll',
    'a OR b',
    '-payroll',
    '^payroll',
    '(a+)+$',
    '$&',
    '%',
    '_',
    '\u0000',
    "'; DROP TABLE help_articles; --",
  ])('never passes FTS syntax through: %j answers 200', async (q) => {
    await signedIn();
    const result = await query({ query: q });
    expect(result.query).toBe(q);
    for (const hit of result.hits) expect(hit._snippetResult.body.value.replace(/<\/?em>/g, '')).not.toMatch(/[<>]/);
  });

  it('treats FTS operators as plain words', async () => {
    await signedIn();
    // "payroll OR xyzzy" is three words that must all match, not a disjunction.
    expect((await query({ query: 'payroll OR xyzzyq' })).nbHits).toBe(0);
    expect((await query({ query: 'name:payroll' })).nbHits).toBe((await query({ query: 'name payroll' })).nbHits);
  });

  it('cuts a 10,000-character query to 512 characters', async () => {
    await signedIn();
    const result = await query({ query: 'payroll '.repeat(1250) });
    expect([...result.query]).toHaveLength(512);
    expect(result.nbHits).toBeGreaterThan(0);
  });

  it.each([
    [{ query: 42 }, 422],
    [{ query: 'a', page: -1 }, 422],
    [{ query: 'a', page: 1.5 }, 422],
    [{ query: 'a', page: 1001 }, 422],
    [{ query: 'a', hitsPerPage: 0 }, 422],
    [{ query: 'a', hitsPerPage: '10' }, 422],
    [{ params: 'page=abc' }, 422],
    [{ params: 'hitsPerPage=0' }, 422],
    [[1, 2], 422],
    [null, 422],
  ])('refuses %j with %i', async (body, status) => {
    await signedIn();
    const response = await client.postJson(URL_, body);
    expect(response.status).toBe(status);
    expect(await expectContract(response, 'POST', TEMPLATE)).toEqual({ error: expect.any(String) });
  });

  it('refuses a body that is not JSON (400) and an unknown index (404)', async () => {
    await signedIn();
    const form = await client.postForm(URL_, { query: 'a' });
    expect(form.status).toBe(400);
    await expectContract(form, 'POST', TEMPLATE);
    const index = await client.postJson('/help/1/indexes/users/query', { query: 'a' });
    expect(index.status).toBe(404);
    await expectContract(index, 'POST', TEMPLATE);
  });

  it('needs a session (401) and the CSRF token (403)', async () => {
    client = testClient();
    const anonymous = await client.postJson(URL_, { query: 'a' });
    expect(anonymous.status).toBe(401);
    await expectContract(anonymous, 'POST', TEMPLATE);
    await client.signIn('employee');
    const forged = await client.postJson(URL_, { query: 'a' }, { csrf: false });
    expect(forged.status).toBe(403);
    await expectContract(forged, 'POST', TEMPLATE);
  });
});
