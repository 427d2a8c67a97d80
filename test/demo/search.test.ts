import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contractBackend, expectContract } from './support/contract';
import { testClient, type TestClient } from './support/client';

let client: TestClient;
// Building the contract validator takes a while: once per file, outside the tests' time limit.
beforeAll(async () => {
  await contractBackend();
}, 120_000);
afterEach(() => client.close());

const GLOBAL = '/ajax/globalsearch.php';
const JSON_URL = `${GLOBAL}?format=json`;

interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  middleName: string | null;
  nickname: string | null;
  employeeNumber: string;
  status: string;
  photoUrl: string | null;
  canSeeProfile: boolean;
}
interface SearchBody {
  searches: [
    Employee[],
    Array<{ paId: number; firstName: string }>,
    Array<{ id: number; name: string; url: string | null }>,
    Array<{ id: number; name: string }>,
    Array<{ id: number; name: string }>,
  ];
  employeePhotoUrls: Record<string, string>;
}

async function signedIn(username = 'admin'): Promise<TestClient> {
  client = testClient();
  await client.signIn(username);
  return client;
}

async function search(q: string | undefined, extra: Record<string, string> = {}): Promise<SearchBody> {
  const response = await client.postForm(JSON_URL, { ...(q === undefined ? {} : { q }), ...extra });
  expect(response.status).toBe(200);
  return (await expectContract(response, 'POST', GLOBAL)) as SearchBody;
}

async function fragment(fields: Record<string, string>): Promise<string> {
  const response = await client.postForm(GLOBAL, fields);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return (await expectContract(response, 'POST', GLOBAL)) as string;
}

const names = (list: Employee[]) => list.map((e) => `${e.firstName} ${e.lastName}`);
const sizes = (body: SearchBody) => body.searches.map((list) => list.length);

/** Tags and attributes of a fragment, for the allow-list checks. */
function markup(html: string): { tags: Set<string>; attributes: Set<string>; hrefs: string[] } {
  const tags = new Set<string>();
  const attributes = new Set<string>();
  const hrefs: string[] = [];
  for (const [, name, rest] of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    tags.add(name!.toLowerCase());
    for (const [, attribute, value] of rest!.matchAll(/([\w-]+)="([^"]*)"/g)) {
      attributes.add(attribute!);
      if (attribute === 'href') hrefs.push(value!.replaceAll('&amp;', '&'));
    }
  }
  return { tags, attributes, hrefs };
}

describe('global search (JSON): shape and matching', () => {
  it('answers five lists in the order employee, candidate, report, opening, file, with photo urls by id', async () => {
    await signedIn();
    const body = await search('lovelace');
    expect(body.searches).toHaveLength(5);
    const [ada] = body.searches[0];
    expect(ada).toEqual({
      id: 1,
      firstName: 'Ada',
      lastName: 'Lovelace',
      middleName: null,
      nickname: 'Countess',
      employeeNumber: '0001',
      status: 'Active',
      photoUrl: '/photos/employees/1.svg',
      canSeeProfile: true,
    });
    expect(body.employeePhotoUrls).toEqual({ '1': '/photos/employees/1.svg' });
    expect(Object.keys(ada!).every((key) => !/^\d+$/.test(key))).toBe(true);
  });

  it('matches without accents and case, in either direction', async () => {
    await signedIn();
    expect(names((await search('JOSE ALV')).searches[0])).toContain('José Álvarez');
    expect(names((await search('álvarez jösé')).searches[0])).toContain('José Álvarez');
    expect(names((await search('zoe angstrom')).searches[0])).toEqual(['Zoë Ångström']);
    expect(names((await search('ilker celik')).searches[0])).toEqual(['İlker Çelik']);
    expect(names((await search('siobhan')).searches[0])).toContain("Siobhán O'Connor");
  });

  it('matches letters that are not accented forms by their plain spellings (ø, ß and the like)', async () => {
    await signedIn();
    expect(names((await search('soren kierke')).searches[0])).toEqual(['Søren Kierkegaard']);
    expect(names((await search('SOREN')).searches[0])).toContain('Søren Kierkegaard');
    expect(names((await search('strasse')).searches[0])).toEqual(['Ann Straße']);
    expect(names((await search('ann straße')).searches[0])).toEqual(['Ann Straße']);
  });

  it('ranks exact words before word prefixes, first name before last name before nickname', async () => {
    await signedIn();
    const pedro = names((await search('pedro', { section: 'employee', limit: '25' })).searches[0]);
    expect(pedro.indexOf('Lilia Gastélum Pedroza')).toBe(pedro.length - 1);
    expect(pedro.slice(0, -1).every((name) => name.startsWith('Pedro '))).toBe(true);
    const jose = (await search('jose', { section: 'employee', limit: '25' })).searches[0];
    const firstNames = jose.map((e) => e.firstName);
    // Exact first names (José, José María…), then the exact middle name, then the nickname, then prefixes.
    expect(firstNames.indexOf('José')).toBe(0);
    expect(firstNames.indexOf('Diego')).toBeLessThan(firstNames.indexOf('Josefin'));
    expect(firstNames.indexOf('Miguel')).toBeLessThan(firstNames.indexOf('Diego'));
    expect(Math.max(...['José', 'José Eduardo', 'José Emilio', 'José María'].map((n) => firstNames.indexOf(n)))).toBe(
      3,
    );
  });

  it('matches the start of every name part, including hyphenated and apostrophe parts, but not the middle of a word', async () => {
    await signedIn();
    expect(names((await search('lud')).searches[0])).toContain('François Müller-Lüdenscheidt');
    expect(names((await search("o'connor")).searches[0])).toContain("Siobhán O'Connor");
    expect(names((await search('connor siob')).searches[0])).toContain("Siobhán O'Connor");
    expect(names((await search('velace')).searches[0])).not.toContain('Ada Lovelace');
  });

  it('matches middle names and nicknames, and needs every word to match', async () => {
    await signedIn();
    expect(names((await search('maria jose')).searches[0])).toContain('José Álvarez');
    expect(names((await search('countess')).searches[0])).toEqual(['Ada Lovelace']);
    expect(sizes(await search('ada qqqqzz'))).toEqual([0, 0, 0, 0, 0]);
  });

  it('matches employee numbers for words beginning with # or a digit, exact number first, with or without zeros', async () => {
    await signedIn();
    for (const q of ['#42', '42', '0042', '#0042']) {
      const [first] = (await search(q)).searches[0];
      expect(first?.employeeNumber, q).toBe('0042');
    }
    const numbers = (await search('42', { section: 'employee' })).searches[0].map((e) => e.employeeNumber);
    expect(numbers).toEqual(['0042', '0420', '0421', '0422', '0423', '0424', '0425', '0426', '0427', '0428', '0429']);
    // Typed leading zeros ask for the number as stored.
    expect((await search('#0042', { section: 'employee' })).searches[0].map((e) => e.employeeNumber)).toEqual(['0042']);
    const fours = (await search('#4', { section: 'employee' })).searches[0];
    expect(fours.every((e) => e.employeeNumber.replace(/^0+/, '').startsWith('4'))).toBe(true);
    // A lone # is no word at all.
    expect(sizes(await search('#'))).toEqual([0, 0, 0, 0, 0]);
  });

  it('combines a number word with a name word (both must match)', async () => {
    await signedIn();
    expect(names((await search('#0001 ada')).searches[0])).toEqual(['Ada Lovelace']);
    expect(names((await search('#1 ada')).searches[0])[0]).toBe('Ada Lovelace');
    expect((await search('#2 ada')).searches[0]).toEqual([]);
  });

  it('includes inactive employees, marked Inactive', async () => {
    await signedIn();
    const inactive = client.demo.context.db
      .prepare("SELECT employee_number FROM employees WHERE status = 'Inactive' ORDER BY id LIMIT 1")
      .get() as {
      employee_number: string;
    };
    const [first] = (await search(`#${inactive.employee_number}`)).searches[0];
    expect(first).toMatchObject({ employeeNumber: inactive.employee_number, status: 'Inactive' });
  });

  it('finds candidates, reports, openings and files by the start of a word of their names', async () => {
    await signedIn();
    expect((await search('headcount')).searches[2].map((r) => r.name)).toEqual([
      'Headcount by Department',
      'Headcount Forecast',
    ]);
    expect((await search('payroll spec')).searches[3].map((o) => o.name)).toEqual(['Payroll Specialist']);
    expect((await search('ingenieur montreal')).searches[3].map((o) => o.name)).toEqual([
      'Ingénieur Logiciel – Montréal',
    ]);
    expect((await search('handbook 2025')).searches[4].map((f) => f.name)).toEqual([
      expect.stringMatching(/^Employee Handbook 2025\./),
    ]);
    const candidate = client.demo.context.db
      .prepare('SELECT first_name, last_name, pa_id FROM search_candidates WHERE id = 7')
      .get() as {
      first_name: string;
      last_name: string;
      pa_id: number;
    };
    const candidates = (await search(`${candidate.first_name} ${candidate.last_name}`, { section: 'job-candidate' }))
      .searches[1];
    expect(candidates.map((c) => c.paId)).toContain(candidate.pa_id);
  });

  it('returns the report url as stored, hostile one included, for the client to check', async () => {
    await signedIn();
    const reports = (await search('legacy link')).searches[2];
    expect(reports).toEqual([
      expect.objectContaining({ name: 'Legacy Link Report', url: 'javascript:alert(1)', newFramework: false }),
    ]);
  });

  it('caps results at 5 per list, 25 for one section, and honours limit', async () => {
    await signedIn();
    expect(sizes(await search('a'))).toEqual([5, 5, 5, 5, 4]);
    expect(sizes(await search('a', { section: 'employee' }))).toEqual([25, 0, 0, 0, 0]);
    expect(sizes(await search('a', { section: 'report', limit: '2' }))).toEqual([0, 0, 2, 0, 0]);
    expect(sizes(await search('a', { limit: '1' }))).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('global search: blank and hostile queries', () => {
  it.each([undefined, '', '   ', '\t\n', '#', '---'])('answers empty lists for %j (nothing searched)', async (q) => {
    await signedIn();
    expect(await search(q)).toEqual({ searches: [[], [], [], [], []], employeePhotoUrls: {} });
  });

  it.each([undefined, '', '   '])('answers an empty HTML body for %j', async (q) => {
    await signedIn();
    expect(await fragment(q === undefined ? {} : { q })).toBe('');
  });

  it('takes % and _ literally, never as LIKE wildcards', async () => {
    await signedIn();
    expect(sizes(await search('%'))).toEqual([0, 0, 0, 0, 0]);
    expect(sizes(await search('_'))).toEqual([0, 0, 0, 0, 0]);
    expect(sizes(await search('%a'))).toEqual([0, 0, 0, 0, 0]);
    // "bonu_" would match "Bonus…" if _ were a wildcard.
    expect((await search('bonu_')).searches[4]).toEqual([]);
    expect((await search('100%')).searches[4].map((f) => f.name)).toEqual(['100% Bonus_Plan.xlsx']);
    expect((await search('bonus_plan')).searches[4].map((f) => f.name)).toEqual(['100% Bonus_Plan.xlsx']);
    expect(sizes(await search('\\'))).toEqual([0, 0, 0, 0, 0]);
  });

  it.each(['(a+)+$', '.*', '$&', "' OR 1=1 --", '"; DROP TABLE employees; --', '\u0000', '🙂🙂'])(
    'answers 200 with matches of literal text only for %j',
    async (q) => {
      await signedIn();
      const body = await search(q);
      for (const employee of body.searches[0]) expect(employee.firstName.length).toBeGreaterThan(0);
      const count = client.demo.context.db.prepare('SELECT count(*) AS n FROM employees').get() as { n: number };
      expect(count.n).toBe(1200);
    },
  );

  it('cuts the query at 100 characters (a 10,000-character query is fine)', async () => {
    await signedIn();
    expect(sizes(await search('x'.repeat(10_000)))).toEqual([0, 0, 0, 0, 0]);
    // Words after the 100th character are ignored: "qqqq" would otherwise exclude Ada.
    expect(names((await search(`lovelace${' '.repeat(95)}qqqq`)).searches[0])).toEqual(['Ada Lovelace']);
  });

  it('returns names with markup as data in JSON and escapes them in HTML', async () => {
    await signedIn();
    const [hostile] = (await search('hostile')).searches[0];
    expect(hostile?.firstName).toBe('<img src=x onerror=alert(1)>');
    const html = await fragment({ q: '<img hostile' });
    expect(html).toContain('&lt;');
    expect(html).not.toMatch(/<img/i);
    expect(markup(html).tags).not.toContain('img');
  });
});

describe('global search: request checks', () => {
  it('answers 401 without a session and 403 without the CSRF token', async () => {
    client = testClient();
    const anonymous = await client.postForm(JSON_URL, { q: 'ada' });
    expect(anonymous.status).toBe(401);
    await expectContract(anonymous, 'POST', GLOBAL);
    await client.signIn('admin');
    const forged = await client.postForm(JSON_URL, { q: 'ada' }, { csrf: false });
    expect(forged.status).toBe(403);
    expect(await expectContract(forged, 'POST', GLOBAL)).toEqual({ error: 'Invalid CSRF token.' });
  });

  it.each([
    [{ q: 'ada', section: 'everything' }, 422],
    [{ q: 'ada', section: 'candidate' }, 422],
    [{ q: 'ada', limit: '0' }, 422],
    [{ q: 'ada', limit: '26' }, 422],
    [{ q: 'ada', limit: '-1' }, 422],
    [{ q: 'ada', limit: '1e2' }, 422],
  ])('refuses %j with %i and a JSON error', async (fields, status) => {
    await signedIn();
    for (const url of [JSON_URL, GLOBAL]) {
      const response = await client.postForm(url, fields);
      expect(response.status).toBe(status);
      expect(await expectContract(response, 'POST', GLOBAL)).toEqual({ error: expect.any(String) });
    }
  });

  it('refuses an unknown format with 422 and a JSON body with 400', async () => {
    await signedIn();
    const format = await client.postForm(`${GLOBAL}?format=xml`, { q: 'ada' });
    expect(format.status).toBe(422);
    await expectContract(format, 'POST', GLOBAL);
    const json = await client.postJson(JSON_URL, { q: 'ada' });
    expect(json.status).toBe(400);
    await expectContract(json, 'POST', GLOBAL);
  });

  it('refuses an oversized form body with 413', async () => {
    await signedIn();
    const response = await client.postForm(JSON_URL, { q: 'a'.repeat(200_000) });
    expect(response.status).toBe(413);
    await expectContract(response, 'POST', GLOBAL);
  });

  it('ignores extra params the live search sends', async () => {
    await signedIn();
    expect(names((await search('lovelace', { page: 'home', callback: 'alert', foo: '$&' })).searches[0])).toEqual([
      'Ada Lovelace',
    ]);
  });
});

describe('profile visibility', () => {
  it('marks other employees not openable for a user without profile access, but their own profile openable', async () => {
    await signedIn('employee');
    expect((await search('lovelace')).searches[0][0]?.canSeeProfile).toBe(false);
    expect((await search('ilker celik')).searches[0][0]).toMatchObject({ id: 4, canSeeProfile: true });
    const html = await fragment({ q: 'lovelace' });
    expect(html).toContain('<span class="hr-search-result-link">');
    expect(markup(html).hrefs).toEqual([]);
  });
});

describe('live search (HTML fragment)', () => {
  it('uses only allow-listed tags and attributes, and hrefs only to SPEC §2 destinations', async () => {
    await signedIn();
    const destinations = [
      /^\/employees\/employee\.php\?clearLooping=true&id=\d+$/,
      /^\/hiring\/candidates\/\d+$/,
      /^\/reports\/custom\/[a-z0-9-]+\/\d+$/,
      /^\/reports\/report\.php\?id=\d+$/,
      /^\/applicant_tracking\/index\.php\/viewPosition\?id=\d+$/,
      /^\/files\/index\.php\?id=\d+$/,
      /^\/(?:app|reports)\/[\w/.-]+(?:\?[\w=&]+)?$/,
    ];
    for (const q of ['a', 'e', 'report', 'bonus', 'legacy', '<script', 'compensation', 'eeo', 'payroll']) {
      const html = await fragment({ q, section: '' });
      const { tags, attributes, hrefs } = markup(html);
      for (const tag of tags) expect(['ul', 'li', 'a', 'span', 'strong', 'mark']).toContain(tag);
      for (const attribute of attributes) expect(['class', 'href']).toContain(attribute);
      for (const href of hrefs)
        expect(
          destinations.some((pattern) => pattern.test(href)),
          href,
        ).toBe(true);
      expect(html).not.toMatch(/javascript:/i);
    }
  });

  it('links the hostile report to its default destination and a same-origin own url as is', async () => {
    await signedIn();
    const legacy = markup(await fragment({ q: 'legacy link' })).hrefs;
    expect(legacy).toEqual([expect.stringMatching(/^\/reports\/report\.php\?id=\d+$/)]);
    expect(markup(await fragment({ q: 'payroll journal', section: 'report' })).hrefs).toEqual([
      '/app/payroll/reports/journal',
    ]);
    expect(markup(await fragment({ q: 'headcount by', section: 'report' })).hrefs).toEqual([
      expect.stringMatching(/^\/reports\/custom\/headcount-by-department\/\d+$/),
    ]);
  });

  it('marks matched parts, shows a matched nickname and the number only for number words', async () => {
    await signedIn();
    const html = await fragment({ q: 'count lov' });
    expect(html).toContain('<span class="hr-search-result-name">Ada <mark>Lov</mark>elace</span>');
    expect(html).toContain('<span class="hr-search-result-nickname">“<mark>Count</mark>ess”</span>');
    expect(html).not.toContain('hr-search-result-number');
    expect(await fragment({ q: '#1 ada' })).toContain('<span class="hr-search-result-number">(#0001)</span>');
    // Accent-folded match marks the original characters.
    expect(await fragment({ q: 'alv' })).toContain('<mark>Álv</mark>arez');
  });

  it('mutes inactive employees and lists only the requested section', async () => {
    await signedIn();
    const inactive = client.demo.context.db
      .prepare("SELECT employee_number FROM employees WHERE status = 'Inactive' ORDER BY id LIMIT 1")
      .get() as {
      employee_number: string;
    };
    expect(await fragment({ q: `#${inactive.employee_number}` })).toContain('hr-search-result--inactive');
    const html = await fragment({ q: 'a', section: 'file' });
    expect(html).toContain('hr-search-section--file');
    expect(html).not.toContain('hr-search-section--employee');
    const files = html.match(/class="hr-search-result /g) ?? [];
    expect(files.length).toBeGreaterThan(1);
    expect(files.length).toBeLessThanOrEqual(25);
  });

  it('answers an empty body when nothing matches', async () => {
    await signedIn();
    expect(await fragment({ q: 'qqqqzzzz' })).toBe('');
  });
});

describe('quick search', () => {
  const QUICK = '/ajax/quicksearch.php';

  it('answers at most 20 rows of id, name, canSeeProfile and an optional image url', async () => {
    await signedIn();
    const response = await client.get(`${QUICK}?query=a`);
    expect(response.status).toBe(200);
    const rows = (await expectContract(response, 'GET', QUICK)) as Array<{
      id: number;
      name: string;
      imageUrl?: string;
    }>;
    expect(rows).toHaveLength(20);
    const noPhoto = (await expectContract(await client.get(`${QUICK}?query=%2311`), 'GET', QUICK)) as Array<{
      id: number;
      imageUrl?: string;
    }>;
    expect(noPhoto[0]).toEqual({ id: 11, name: expect.any(String), canSeeProfile: true });
  });

  it('matches like global search and names a matched nickname', async () => {
    await signedIn();
    const rows = await expectContract(
      await client.get(`${QUICK}?query=${encodeURIComponent('COUNTESS')}`),
      'GET',
      QUICK,
    );
    expect(rows).toEqual([
      { id: 1, name: 'Ada Lovelace (Countess)', canSeeProfile: true, imageUrl: '/photos/employees/1.svg' },
    ]);
    const plain = await expectContract(
      await client.get(`${QUICK}?query=${encodeURIComponent('jose alv')}`),
      'GET',
      QUICK,
    );
    expect(plain).toEqual([expect.objectContaining({ id: 2, name: 'José Álvarez' })]);
  });

  it('ranks like global search: an exact first name before a nickname match', async () => {
    await signedIn();
    const rows = (await expectContract(await client.get(`${QUICK}?query=jose`), 'GET', QUICK)) as Array<{
      name: string;
    }>;
    const order = rows.map((row) => row.name);
    expect(order[0]).toBe('José Álvarez');
    expect(order.indexOf('Diego Sauceda Meléndez (José)')).toBeLessThan(order.indexOf('Josefin Forsberg Blom'));
    expect(order.indexOf('José María Tejeda Marroquín')).toBeLessThan(order.indexOf('Diego Sauceda Meléndez (José)'));
    const soren = (await expectContract(await client.get(`${QUICK}?query=soren`), 'GET', QUICK)) as Array<{
      name: string;
    }>;
    expect(soren.map((row) => row.name)).toContain('Søren Kierkegaard');
  });

  it.each(['', '%20%20', '%25', '_', '.*', '(a%2B)%2B%24', `${'y'.repeat(10_000)}`])(
    'answers [] for the blank or hostile query #%#',
    async (query) => {
      await signedIn();
      const response = await client.get(`${QUICK}?query=${query}`);
      expect(response.status).toBe(200);
      expect(await expectContract(response, 'GET', QUICK)).toEqual([]);
    },
  );

  it('answers [] without a query, 422 for a bad limit and 401 without a session', async () => {
    await signedIn('employee');
    expect(await expectContract(await client.get(QUICK), 'GET', QUICK)).toEqual([]);
    expect(
      (await expectContract(await client.get(`${QUICK}?query=a&limit=3`), 'GET', QUICK)) as unknown[],
    ).toHaveLength(3);
    for (const limit of ['0', '21', 'x']) {
      const bad = await client.get(`${QUICK}?query=a&limit=${limit}`);
      expect(bad.status).toBe(422);
      await expectContract(bad, 'GET', QUICK);
    }
    const rows = (await expectContract(await client.get(`${QUICK}?query=lovelace`), 'GET', QUICK)) as Array<{
      canSeeProfile: boolean;
    }>;
    expect(rows[0]?.canSeeProfile).toBe(false);
    client.close();
    client = testClient();
    const anonymous = await client.get(`${QUICK}?query=a`);
    expect(anonymous.status).toBe(401);
    await expectContract(anonymous, 'GET', QUICK);
  });
});
