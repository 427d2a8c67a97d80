import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contractBackend, expectContract } from './support/contract';
import { testClient, type TestClient } from './support/client';

let client: TestClient;
// Building the contract validator takes a while: once per file, outside the tests' time limit.
beforeAll(async () => {
  await contractBackend();
}, 120_000);
afterEach(() => client.close());

const ROUTES = {
  summary: ['/employees/snapshot/{employeeId}/summary', (id: string) => `/employees/snapshot/${id}/summary`],
  employeeSummary: ['/employees/employee_summary/{employeeId}', (id: string) => `/employees/employee_summary/${id}`],
  snapshot: ['/employees/snapshot/{employeeId}', (id: string) => `/employees/snapshot/${id}`],
  context: ['/employees/snapshot/context/{employeeId}', (id: string) => `/employees/snapshot/context/${id}`],
} as const;

interface Model {
  type: string;
  label: string;
  value?: string | null;
  items?: unknown[];
}
interface SnapshotData {
  layout: Array<{ token: string; title: string; items: string[] }>;
  models: Record<string, Model>;
  orchestration: Record<
    string,
    { hoverAction?: string; link?: string; convertDate?: string; showMore?: { label: string; items: unknown[] } }
  >;
  context?: string;
}
interface JobHistoryItem {
  title: string;
  startDate: string;
  endDate: string | null;
  salary: string | null;
}

async function signedIn(username: string): Promise<void> {
  client = testClient();
  await client.signIn(username);
}

async function get<T>(route: keyof typeof ROUTES, id: string | number, query = ''): Promise<T> {
  const [template, path] = ROUTES[route];
  const response = await client.get(path(String(id)) + query);
  expect(response.status).toBe(200);
  return (await expectContract(response, 'GET', template)) as T;
}

const row = <T>(sql: string, ...params: unknown[]) => client.demo.context.db.prepare(sql).get(...params) as T;

describe('employee summary', () => {
  it('answers department, photo, name, profile link, job title and statuses from the seeded employee', async () => {
    await signedIn('admin');
    const summary = await get('summary', 1);
    const employee = row<{ job_title: string; department: string }>(
      'SELECT e.job_title, d.name AS department FROM employees e JOIN departments d ON d.id = e.department_id WHERE e.id = 1',
    );
    expect(summary).toEqual({
      department: employee.department,
      employeePhotoUrl: '/photos/employees/1.svg',
      employeeName: 'Ada Lovelace',
      profileLink: '/employees/employee.php?id=1',
      jobTitle: employee.job_title,
      statuses: ['Active', 'Manager'],
    });
    expect(await get('employeeSummary', 1)).toEqual(summary);
  });

  it('gives no profile link to a user who cannot see profiles, except for their own', async () => {
    await signedIn('employee');
    expect(await get('summary', 1)).toMatchObject({ profileLink: null });
    expect(await get('employeeSummary', 4)).toMatchObject({
      profileLink: '/employees/employee.php?id=4',
      employeeName: 'İlker Çelik',
    });
  });

  it('returns names with markup as plain data and a null photo for employees without one', async () => {
    await signedIn('admin');
    expect(await get('summary', 10)).toMatchObject({ employeeName: '<img src=x onerror=alert(1)> Hostile' });
    expect(await get('summary', 11)).toMatchObject({ employeePhotoUrl: null });
  });
});

describe('default snapshot data', () => {
  it('lays out the four sections with element types, item tokens and orchestration for an admin', async () => {
    await signedIn('admin');
    const data = await get<SnapshotData>('snapshot', 2);
    expect(data.layout.map((section) => section.token)).toEqual([
      'basicInformation',
      'jobInformation',
      'reportsInformation',
      'jobHistory',
    ]);
    expect(data.layout.flatMap((section) => section.items).sort()).toEqual(
      [
        'birthDate',
        'department',
        'directReports',
        'division',
        'employeeNumber',
        'hireDate',
        'jobHistoryTimeline',
        'location',
        'mobilePhone',
        'reportsTo',
        'status',
        'teams',
        'workEmail',
        'workPhone',
      ].sort(),
    );
    const employee = row<{ birth_date: string; hire_date: string; work_email: string; employee_number: string }>(
      'SELECT * FROM employees WHERE id = 2',
    );
    expect(data.models.birthDate).toEqual({ type: 'name-value-pair', label: 'Birth Date', value: employee.birth_date });
    expect(data.models.hireDate?.value).toBe(employee.hire_date);
    expect(data.models.employeeNumber?.value).toBe(employee.employee_number);
    expect(data.orchestration.birthDate).toEqual({ convertDate: 'birth-date' });
    expect(data.orchestration.hireDate).toEqual({ convertDate: 'hire-date' });
    expect(data.models.workEmail).toMatchObject({ type: 'link', value: employee.work_email });
    expect(data.orchestration.workEmail).toEqual({ link: `mailto:${employee.work_email}` });
    expect(data.models.reportsTo).toMatchObject({ type: 'link', value: 'Ada Lovelace' });
    expect(data.orchestration.reportsTo).toEqual({ link: '/employees/employee.php?id=1' });
    expect(data.models.teams?.type).toBe('hover');
    expect(data.orchestration.teams).toMatchObject({ hoverAction: 'show-list' });
  });

  it('shows the job history newest first with salaries to admins, the first three with the rest behind show more', async () => {
    await signedIn('admin');
    const history = client.demo.context.db
      .prepare(
        'SELECT employee_id, count(*) AS n FROM job_history GROUP BY employee_id HAVING n = 4 ORDER BY employee_id LIMIT 1',
      )
      .get() as { employee_id: number };
    const data = await get<SnapshotData>('snapshot', history.employee_id);
    const timeline = data.models.jobHistoryTimeline!;
    expect(timeline.type).toBe('timeline');
    const items = timeline.items as JobHistoryItem[];
    expect(items).toHaveLength(3);
    expect(items[0]!.endDate).toBeNull();
    expect(items[0]!.startDate >= items[1]!.startDate).toBe(true);
    for (const item of items) expect(item.salary).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    const more = data.orchestration.jobHistoryTimeline?.showMore;
    expect(more?.label).toBe('Show 1 more');
    expect(more?.items).toHaveLength(4);
    expect(more?.items.slice(0, 3)).toEqual(items);
  });

  it('hides pay, birth date and mobile phone from other viewers, but not from the employee themself', async () => {
    await signedIn('employee');
    const other = await get<SnapshotData>('snapshot', 2);
    const items = other.layout.flatMap((section) => section.items);
    expect(items).not.toContain('birthDate');
    expect(items).not.toContain('mobilePhone');
    expect(other.models.birthDate).toBeUndefined();
    expect((other.models.jobHistoryTimeline!.items as JobHistoryItem[]).every((item) => item.salary === null)).toBe(
      true,
    );
    // Cannot see profiles: the manager is named but not linked.
    expect(other.models.reportsTo?.value).toBe('Ada Lovelace');
    expect(other.orchestration.reportsTo).toBeUndefined();
    const own = await get<SnapshotData>('snapshot', 4);
    expect(own.layout.flatMap((section) => section.items)).toContain('birthDate');
    expect((own.models.jobHistoryTimeline!.items as JobHistoryItem[]).every((item) => item.salary !== null)).toBe(true);
  });

  it('lists up to 10 direct reports on hover and all of them behind show more', async () => {
    await signedIn('admin');
    const { n } = row<{ n: number }>('SELECT count(*) AS n FROM employees WHERE manager_id = 1');
    expect(n).toBeGreaterThan(10);
    const data = await get<SnapshotData>('snapshot', 1);
    expect(data.models.directReports).toMatchObject({ type: 'hover', value: `${n} direct reports` });
    expect(data.models.directReports!.items).toHaveLength(10);
    expect(data.orchestration.directReports).toMatchObject({
      hoverAction: 'show-list',
      showMore: { label: `Show ${n - 10} more` },
    });
    expect(data.orchestration.directReports!.showMore!.items).toHaveLength(n);
    expect(data.models.reportsTo).toMatchObject({ type: 'link', value: null });
  });
});

describe('context snapshot data', () => {
  it('answers the hiring context by default', async () => {
    await signedIn('manager');
    const data = await get<SnapshotData>('context', 2);
    expect(data.context).toBe('hiring');
    expect(data.layout.map((section) => section.token)).toEqual([
      'jobInformation',
      'reportsInformation',
      'basicInformation',
    ]);
    expect(await get<SnapshotData>('context', 2, '?context=hiring')).toEqual(data);
  });

  it('answers an empty compensation layout to a viewer who may not see pay, and the history to admins', async () => {
    await signedIn('manager');
    expect(await get<SnapshotData>('context', 2, '?context=compensation')).toEqual({
      layout: [],
      models: {},
      orchestration: {},
      context: 'compensation',
    });
    client.close();
    await signedIn('owner');
    const data = await get<SnapshotData>('context', 2, '?context=compensation');
    expect(data.layout).toEqual([{ token: 'jobHistory', title: 'Job History', items: ['jobHistoryTimeline'] }]);
  });
});

describe('snapshot routes: who may see whose snapshot', () => {
  it.each([
    ['offerletter', 8],
    ['onboarding', 7],
  ])('lets %s see only their own snapshot: 403 with a message for anyone else, known or not', async (username, own) => {
    await signedIn(username);
    for (const [template, path] of Object.values(ROUTES)) {
      for (const id of ['1', '4', '5000']) {
        const response = await client.get(path(id));
        expect(response.status, `${template} ${id}`).toBe(403);
        expect(await expectContract(response, 'GET', template)).toEqual({
          error: 'You can only see your own employee snapshot.',
        });
      }
      const response = await client.get(path(String(own)));
      expect(response.status, `${template} own`).toBe(200);
      await expectContract(response, 'GET', template);
    }
  });

  it.each(['employee', 'manager', 'assumed', 'preview', 'owner'])('lets %s see other employees', async (username) => {
    await signedIn(username);
    for (const [template, path] of Object.values(ROUTES)) {
      const response = await client.get(path('1'));
      expect(response.status, template).toBe(200);
      await expectContract(response, 'GET', template);
    }
  });
});

describe('snapshot routes: bad input', () => {
  it.each(['0', '-1', 'abc', '1.5', '01', '1e3', '99999999999', '%20', '1;DROP'])(
    'answers 422 for employee id %j on every route',
    async (id) => {
      await signedIn('admin');
      for (const [template, path] of Object.values(ROUTES)) {
        const response = await client.get(path(encodeURIComponent(id)));
        expect(response.status, `${template} ${id}`).toBe(422);
        expect(await expectContract(response, 'GET', template)).toEqual({
          error: 'employeeId: must be an integer of at least 1',
        });
      }
    },
  );

  it('answers 404 for an unknown employee on every route', async () => {
    await signedIn('admin');
    for (const [template, path] of Object.values(ROUTES)) {
      const response = await client.get(path('5000'));
      expect(response.status).toBe(404);
      expect(await expectContract(response, 'GET', template)).toEqual({ error: 'No employee with id 5000.' });
    }
  });

  it('answers 422 for an unknown context and 401 without a session', async () => {
    await signedIn('admin');
    for (const context of ['evil', '', '<script>']) {
      const response = await client.get(`/employees/snapshot/context/1?context=${encodeURIComponent(context)}`);
      expect(response.status).toBe(422);
      await expectContract(response, 'GET', ROUTES.context[0]);
    }
    client.close();
    client = testClient();
    for (const [template, path] of Object.values(ROUTES)) {
      const response = await client.get(path('1'));
      expect(response.status).toBe(401);
      await expectContract(response, 'GET', template);
    }
  });
});
