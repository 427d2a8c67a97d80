/**
 * Employee snapshot: summary, rows and context of one employee. The routes are the reference
 * ones (docs/api/snapshot.yaml):
 *
 *   GET /employees/snapshot/{employeeId}/summary        Employee summary (the dialog header)
 *   GET /employees/employee_summary/{employeeId}         the "employee summary route": the same summary
 *   GET /employees/snapshot/{employeeId}                 default snapshot data {layout, models, orchestration}
 *   GET /employees/snapshot/context/{employeeId}?context=hiring|compensation   context snapshot data
 *
 * Reads the people module's tables; seeds nothing. Who sees whose snapshot: offer-letter and
 * onboarding users only their own (any other id answers 403 with a message the element shows,
 * before the id is looked up, so the answer does not tell which ids exist); everyone else any
 * employee's. What a viewer sees: salaries, birth date and mobile phone only for admins, owners
 * and the employee themself; the profile link only when the viewer may see profiles (or it is
 * their own). The layout lists only the items the viewer may see, so it can be empty ("Nothing
 * More to See Here").
 */
import type { Context } from 'hono';
import type Database from 'better-sqlite3';
import { z } from 'zod';
import type { AppEnv, SessionUser } from '../../core/env';
import { jsonError } from '../../core/http';
import type { DemoModule } from '../../core/module';
import { photoUrl } from '../people';

export const SECTION_TOKENS = ['basicInformation', 'jobInformation', 'reportsInformation', 'jobHistory'] as const;
export type SectionToken = (typeof SECTION_TOKENS)[number];
export const ITEM_TOKENS = [
  'birthDate',
  'department',
  'directReports',
  'division',
  'employeeNumber',
  'hireDate',
  'location',
  'mobilePhone',
  'reportsTo',
  'status',
  'teams',
  'workEmail',
  'workPhone',
  'jobHistoryTimeline',
] as const;
export type ItemToken = (typeof ITEM_TOKENS)[number];
export const CONTEXTS = ['hiring', 'compensation'] as const;
export type SnapshotContext = (typeof CONTEXTS)[number];

/** Items shown in a hover list and timeline entries shown before "show more". */
export const HOVER_LIMIT = 10;
export const TIMELINE_LIMIT = 3;

export interface JobHistoryItem {
  title: string;
  /** yyyy-mm-dd as stored (other formats are shown raw). */
  startDate: string;
  /** null: the current role. */
  endDate: string | null;
  /** Formatted ("$85,000.00"); null when the viewer may not see pay. */
  salary: string | null;
}

export type SnapshotModel =
  | { type: 'name-value-pair'; label: string; value: string | null }
  | { type: 'link'; label: string; value: string | null }
  | { type: 'hover'; label: string; value: string; items: string[] }
  | { type: 'timeline'; label: string; items: JobHistoryItem[] };

export interface Orchestration {
  hoverAction?: 'show-list';
  link?: string;
  convertDate?: 'birth-date' | 'hire-date';
  showMore?: { label: string; items: JobHistoryItem[] | string[] };
}

export interface SnapshotData {
  layout: Array<{ token: SectionToken; title: string; items: ItemToken[] }>;
  models: Partial<Record<ItemToken, SnapshotModel>>;
  orchestration: Partial<Record<ItemToken, Orchestration>>;
  context?: SnapshotContext;
}

export interface EmployeeSummary {
  department: string;
  employeePhotoUrl: string | null;
  employeeName: string;
  profileLink: string | null;
  jobTitle: string;
  statuses: string[];
}

const SECTION_TITLES: Record<SectionToken, string> = {
  basicInformation: 'Basic Information',
  jobInformation: 'Job Information',
  reportsInformation: 'Reports',
  jobHistory: 'Job History',
};

const DEFAULT_LAYOUT: ReadonlyArray<[SectionToken, ItemToken[]]> = [
  ['basicInformation', ['employeeNumber', 'status', 'birthDate', 'workEmail', 'workPhone', 'mobilePhone']],
  ['jobInformation', ['hireDate', 'department', 'division', 'location', 'teams']],
  ['reportsInformation', ['reportsTo', 'directReports']],
  ['jobHistory', ['jobHistoryTimeline']],
];
const CONTEXT_LAYOUTS: Record<SnapshotContext, ReadonlyArray<[SectionToken, ItemToken[]]>> = {
  hiring: [
    ['jobInformation', ['hireDate', 'department', 'location', 'teams']],
    ['reportsInformation', ['reportsTo', 'directReports']],
    ['basicInformation', ['workEmail', 'workPhone']],
  ],
  // Pay only: empty for a viewer who may not see it.
  compensation: [['jobHistory', ['jobHistoryTimeline']]],
};
/** Items only admins, owners and the employee themself see. */
const PRIVATE_ITEMS = new Set<ItemToken>(['birthDate', 'mobilePhone']);

interface EmployeeRow {
  id: number;
  first_name: string;
  last_name: string;
  nickname: string | null;
  employee_number: string;
  status: string;
  job_title: string;
  department: string;
  division: string;
  location: string;
  manager_id: number | null;
  birth_date: string;
  hire_date: string;
  work_email: string;
  work_phone: string;
  mobile_phone: string;
  photo: string;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const profileUrl = (id: number) => `/employees/employee.php?id=${id}`;
const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number);
const contextQuery = z.object({ context: z.enum(CONTEXTS).optional() });

function statements(db: Database.Database) {
  return {
    employee: db.prepare<[number], EmployeeRow>(`
      SELECT e.id, e.first_name, e.last_name, e.nickname, e.employee_number, e.status, e.job_title,
             d.name AS department, d.division, l.name AS location, e.manager_id, e.birth_date, e.hire_date,
             e.work_email, e.work_phone, e.mobile_phone, e.photo
      FROM employees e JOIN departments d ON d.id = e.department_id JOIN locations l ON l.id = e.location_id
      WHERE e.id = ?`),
    name: db.prepare<[number], { first_name: string; last_name: string }>(
      'SELECT first_name, last_name FROM employees WHERE id = ?',
    ),
    reports: db.prepare<[number], { first_name: string; last_name: string }>(
      'SELECT first_name, last_name FROM employees WHERE manager_id = ? ORDER BY first_name COLLATE NOCASE, last_name COLLATE NOCASE, id',
    ),
    teams: db.prepare<[number], { name: string }>(
      'SELECT t.name FROM employee_teams et JOIN teams t ON t.id = et.team_id WHERE et.employee_id = ? ORDER BY t.name',
    ),
    history: db.prepare<[number], { title: string; start_date: string; end_date: string | null; salary: number }>(
      'SELECT title, start_date, end_date, salary FROM job_history WHERE employee_id = ? ORDER BY start_date DESC, id DESC',
    ),
  };
}
type Statements = ReturnType<typeof statements>;

/** The refusal of snapshotSummary, snapshotDefault, snapshotContext (docs/api/snapshot.yaml). */
export const ONLY_OWN_SNAPSHOT = 'You can only see your own employee snapshot.';

/** Offer-letter and onboarding users see no one's snapshot but their own. */
export const mayViewSnapshot = (user: SessionUser, employeeId: number) =>
  user.employeeId === employeeId || (!user.isOfferLetterUser && !user.isOnboardingUser);

const privileged = (user: SessionUser, employeeId: number) =>
  user.isAdmin || user.isOwner || user.employeeId === employeeId;
const seesProfile = (user: SessionUser, employeeId: number) => user.canSeeProfile || user.employeeId === employeeId;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function summary(row: EmployeeRow, user: SessionUser, now: number, directReports: number): EmployeeSummary {
  const statuses = [row.status];
  if (now - Date.parse(`${row.hire_date}T00:00:00Z`) < 90 * 86_400_000) statuses.push('New Hire');
  if (directReports > 0) statuses.push('Manager');
  return {
    department: row.department,
    employeePhotoUrl: photoUrl(row.id, row.photo),
    employeeName: `${row.first_name} ${row.last_name}`,
    profileLink: seesProfile(user, row.id) ? profileUrl(row.id) : null,
    jobTitle: row.job_title,
    statuses,
  };
}

function snapshotData(
  s: Statements,
  row: EmployeeRow,
  user: SessionUser,
  context: SnapshotContext | null,
): SnapshotData {
  const mine = privileged(user, row.id);
  const reports = s.reports.all(row.id).map((r) => `${r.first_name} ${r.last_name}`);
  const teams = s.teams.all(row.id).map((t) => t.name);
  const manager = row.manager_id === null ? null : (s.name.get(row.manager_id) ?? null);
  const history: JobHistoryItem[] = s.history.all(row.id).map((h) => ({
    title: h.title,
    startDate: h.start_date,
    endDate: h.end_date,
    salary: mine ? money.format(h.salary) : null,
  }));

  const models: Record<ItemToken, SnapshotModel> = {
    employeeNumber: { type: 'name-value-pair', label: 'Employee #', value: row.employee_number },
    status: { type: 'name-value-pair', label: 'Status', value: row.status },
    birthDate: { type: 'name-value-pair', label: 'Birth Date', value: row.birth_date },
    workEmail: { type: 'link', label: 'Work Email', value: row.work_email },
    workPhone: { type: 'link', label: 'Work Phone', value: row.work_phone },
    mobilePhone: { type: 'link', label: 'Mobile Phone', value: row.mobile_phone },
    hireDate: { type: 'name-value-pair', label: 'Hire Date', value: row.hire_date },
    department: { type: 'name-value-pair', label: 'Department', value: row.department },
    division: { type: 'name-value-pair', label: 'Division', value: row.division },
    location: { type: 'name-value-pair', label: 'Location', value: row.location },
    teams: { type: 'hover', label: 'Teams', value: plural(teams.length, 'team', 'teams'), items: teams },
    reportsTo: {
      type: 'link',
      label: 'Reports To',
      value: manager ? `${manager.first_name} ${manager.last_name}` : null,
    },
    directReports: {
      type: 'hover',
      label: 'Direct Reports',
      value: plural(reports.length, 'direct report', 'direct reports'),
      items: reports.slice(0, HOVER_LIMIT),
    },
    jobHistoryTimeline: { type: 'timeline', label: 'Job History', items: history.slice(0, TIMELINE_LIMIT) },
  };
  const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
  const orchestration: Partial<Record<ItemToken, Orchestration>> = {
    birthDate: { convertDate: 'birth-date' },
    hireDate: { convertDate: 'hire-date' },
    workEmail: { link: `mailto:${row.work_email}` },
    workPhone: { link: tel(row.work_phone) },
    mobilePhone: { link: tel(row.mobile_phone) },
    teams: { hoverAction: 'show-list' },
    directReports: {
      hoverAction: 'show-list',
      ...(reports.length > HOVER_LIMIT
        ? { showMore: { label: `Show ${reports.length - HOVER_LIMIT} more`, items: reports } }
        : {}),
    },
    ...(manager && row.manager_id !== null && seesProfile(user, row.manager_id)
      ? { reportsTo: { link: profileUrl(row.manager_id) } }
      : {}),
    ...(history.length > TIMELINE_LIMIT
      ? { jobHistoryTimeline: { showMore: { label: `Show ${history.length - TIMELINE_LIMIT} more`, items: history } } }
      : {}),
  };

  const visible = (item: ItemToken) => {
    if (PRIVATE_ITEMS.has(item) && !mine) return false;
    if (item === 'jobHistoryTimeline' && context === 'compensation' && !mine) return false;
    return true;
  };
  const layout = (context ? CONTEXT_LAYOUTS[context] : DEFAULT_LAYOUT)
    .map(([token, items]) => ({ token, title: SECTION_TITLES[token], items: items.filter(visible) }))
    .filter((section) => section.items.length > 0);
  const shown = new Set(layout.flatMap((section) => section.items));
  const pick = <T>(record: Partial<Record<ItemToken, T>>) =>
    Object.fromEntries(Object.entries(record).filter(([token]) => shown.has(token as ItemToken))) as Partial<
      Record<ItemToken, T>
    >;
  return { layout, models: pick(models), orchestration: pick(orchestration), ...(context ? { context } : {}) };
}

export const snapshotModule: DemoModule = {
  name: 'snapshot',
  routes(app, { db, options }) {
    const s = statements(db);

    /**
     * The employee named by the path, or the 422/403/404 answer (the id is an integer of at least
     * 1; the viewer must be allowed to see that employee's snapshot).
     */
    function employee(c: Context<AppEnv>): EmployeeRow | Response {
      const id = idParam.safeParse(c.req.param('employeeId'));
      if (!id.success) return jsonError(c, 422, 'employeeId: must be an integer of at least 1');
      if (!mayViewSnapshot(c.get('user')!, id.data)) return jsonError(c, 403, ONLY_OWN_SNAPSHOT);
      return s.employee.get(id.data) ?? jsonError(c, 404, `No employee with id ${id.data}.`);
    }

    const summaryRoute = (c: Context<AppEnv>) => {
      const row = employee(c);
      if (row instanceof Response) return row;
      return c.json(summary(row, c.get('user')!, options.now(), s.reports.all(row.id).length));
    };
    app.get('/employees/snapshot/context/:employeeId', (c) => {
      const query = contextQuery.safeParse(c.req.query());
      if (!query.success) return jsonError(c, 422, `context: must be one of ${CONTEXTS.join(', ')}`);
      const row = employee(c);
      if (row instanceof Response) return row;
      return c.json(snapshotData(s, row, c.get('user')!, query.data.context ?? 'hiring'));
    });
    app.get('/employees/snapshot/:employeeId/summary', summaryRoute);
    app.get('/employees/employee_summary/:employeeId', summaryRoute);
    app.get('/employees/snapshot/:employeeId', (c) => {
      const row = employee(c);
      if (row instanceof Response) return row;
      return c.json(snapshotData(s, row, c.get('user')!, null));
    });
  },
};
