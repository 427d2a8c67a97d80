/**
 * Search answers only what the user's role may see (demo/server/modules/search/scope.ts):
 * candidates and openings for hiring roles, reports with report access, files with the files
 * area, and offer-letter and onboarding users nobody but themselves.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from './support/client';
import { contractBackend, expectContract } from './support/contract';

beforeAll(() => contractBackend(), 120_000);

const GLOBAL = '/ajax/globalsearch.php';
const JSON_URL = `${GLOBAL}?format=json`;

interface SearchBody {
  searches: [Array<{ id: number; firstName: string }>, unknown[], unknown[], unknown[], unknown[]];
}

let client: TestClient;
afterEach(() => client?.close());

async function as(username: string): Promise<void> {
  client = testClient();
  await client.signIn(username);
}

async function search(q: string, extra: Record<string, string> = {}): Promise<SearchBody> {
  const response = await client.postForm(JSON_URL, { q, ...extra });
  expect(response.status).toBe(200);
  return (await expectContract(response, 'POST', GLOBAL)) as SearchBody;
}

const sizes = (body: SearchBody) => body.searches.map((list) => list.length);

describe('search scoped by role', () => {
  it.each([
    ['offerletter', 8, 'n'],
    ['onboarding', 7, 's'],
  ])(
    '%s finds only themselves: no directory, candidates, reports, openings or files',
    async (username, ownId, initial) => {
      await as(username);
      const body = await search(initial);
      expect(body.searches[0].map((employee) => employee.id)).toEqual([ownId]);
      expect(sizes(body).slice(1)).toEqual([0, 0, 0, 0]);
      expect((await search('Lovelace')).searches[0]).toEqual([]);
      for (const section of ['employee', 'job-candidate', 'report', 'job-opening', 'file']) {
        const expanded = await search('e', { section });
        expect(expanded.searches.flat().every((row) => (row as { id: number }).id === ownId)).toBe(true);
      }
      const quick = (await (await client.get(`/ajax/quicksearch.php?query=${initial}`)).json()) as Array<{
        id: number;
      }>;
      expect(quick.map((row) => row.id)).toEqual([ownId]);
    },
  );

  it('offerletter: the live-search fragment shows no candidate and no hiring status', async () => {
    await as('offerletter');
    const response = await client.postForm(GLOBAL, { q: 'a', section: '' });
    const html = await response.text();
    expect(html).not.toMatch(/candidate|Not a Fit|opening/i);
  });

  it('employee sees the directory and files, but no candidates, openings or reports', async () => {
    await as('employee');
    const body = await search('a');
    expect(body.searches[0].length).toBeGreaterThan(1);
    expect(sizes(body).slice(1, 4)).toEqual([0, 0, 0]);
    expect((await search('a', { section: 'job-candidate' })).searches[1]).toEqual([]);
  });

  it('hiring roles see candidates and openings, and report access sees reports', async () => {
    await as('manager');
    const body = await search('a');
    expect(body.searches[1].length).toBeGreaterThan(0);
    expect(body.searches[2].length).toBeGreaterThan(0);
    expect(body.searches[3].length).toBeGreaterThan(0);
  });
});
