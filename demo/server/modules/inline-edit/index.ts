import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv, SessionUser } from '../../core/env';
import { idField, jsonError, parseForm, readForm, sleep } from '../../core/http';
import type { DemoModule } from '../../core/module';
import { requireSession } from '../../core/sessions';

export const MAX_VALUE_LENGTH = 100;
export const MAX_SLOW_MS = 3000;
const MAX_LOGGED_REQUESTS = 200;

/**
 * Who may write a field. The server checks it on every save: a page that prints the field
 * `disabled` only hides the editor, it does not protect the value.
 * - `hr`: an HR administrator (isAdmin, and not previewing another role's view).
 * - `hr-or-manager`: HR, or the record's employee's direct manager.
 * - `self-or-hr`: HR, or the employee the record belongs to.
 * - `system`: nobody (the value is assigned by the system).
 */
export type EditRule = 'hr' | 'hr-or-manager' | 'self-or-hr' | 'system';

/** The rule of each field the demo pages edit. */
export const FIELD_RULES: Readonly<Record<string, EditRule>> = {
  'employee.jobTitle': 'hr-or-manager',
  'employee.department': 'hr-or-manager',
  'employee.location': 'hr-or-manager',
  'employee.payGrade': 'hr',
  'employee.office': 'self-or-hr',
  'employee.employeeNumber': 'system',
  'employee.legalName': 'self-or-hr',
  'department.name': 'hr',
};

/** Employee 1 (Ada Lovelace, the `owner` demo user) is the employee of demo/index.html. */
const PAGE_EMPLOYEE = 1;

/**
 * The records the demo pages edit, with the employee each belongs to (null: a company record);
 * ids match the `record-id` attributes of the demo pages.
 */
const RECORDS: ReadonlyArray<[number, string, string, string, number | null]> = [
  [42, 'employee.jobTitle', 'Job title', 'Engineer', PAGE_EMPLOYEE],
  [43, 'employee.department', 'Department', 'Research & Development', PAGE_EMPLOYEE],
  [44, 'employee.location', 'Location', 'London', PAGE_EMPLOYEE],
  [45, 'employee.payGrade', 'Pay grade', 'G7', PAGE_EMPLOYEE],
  [46, 'employee.office', 'Office', 'Building 2, room 101', PAGE_EMPLOYEE],
  [47, 'employee.employeeNumber', 'Employee number', 'E-0042', PAGE_EMPLOYEE],
  [48, 'employee.legalName', 'Legal name', `O'Connor & <Sons> </script><!-- "Zoë" / Ünïcødé`, PAGE_EMPLOYEE],
  [101, 'department.name', 'Department name', 'Research & Development', null],
  [102, 'department.name', 'Department name', 'Human Resources', null],
];

export const forbiddenEdit = (label: string) => `You do not have permission to edit ${label}.`;
export const systemField = (label: string) => `${label} is assigned by the system and cannot be edited.`;

interface EditableRecord {
  field: string;
  label: string;
  employee_id: number | null;
}

/** Why `user` may not write `record`, or null when they may (unknown fields: nobody may). */
export function editRefusal(
  user: SessionUser,
  record: EditableRecord,
  managerOf: (employeeId: number) => number | null,
): string | null {
  const rule = FIELD_RULES[record.field] ?? 'system';
  if (rule === 'system') return systemField(record.label);
  const hr = user.isAdmin && !user.isPreviewing;
  if (hr) return null;
  const employee = record.employee_id;
  if (rule === 'self-or-hr' && employee !== null && employee === user.employeeId) return null;
  if (rule === 'hr-or-manager' && employee !== null && managerOf(employee) === user.employeeId) return null;
  return forbiddenEdit(record.label);
}

/**
 * One POST to an inline-edit route, as `GET /demo/inline-edit/requests.json` lists it to the
 * signed-in user who sent it.
 */
export interface LoggedRequest {
  /** The signed-in user who sent it (null: signed out); not listed. */
  userId: number | null;
  path: string;
  /** Whether X-CSRF-Token matched the session's token (the token itself is not echoed). */
  csrf: 'valid' | 'invalid' | 'missing';
  contentType: string | null;
  fields: Record<string, string>;
}

const saveForm = z.object({
  ajax: z.literal('1', { message: 'This endpoint only answers ajax requests (ajax=1).' }),
  id: idField,
  value: z.string().max(10_000),
});

/**
 * inlineEditSave: POST to the configured save URL: id, value, ajax=1 → JSON with an optional
 * error. Besides save.php, three routes act out legacy failure modes for the demo and e2e suite.
 */
export const inlineEditModule: DemoModule = {
  name: 'inline-edit',
  schema: `
    CREATE TABLE IF NOT EXISTS inline_edit_records (
      id INTEGER PRIMARY KEY,
      field TEXT NOT NULL,
      label TEXT NOT NULL,
      value TEXT NOT NULL,
      employee_id INTEGER REFERENCES employees(id)
    );
  `,
  seed(db) {
    const insert = db.prepare(
      'INSERT INTO inline_edit_records (id, field, label, value, employee_id) VALUES (?, ?, ?, ?, ?)',
    );
    for (const record of RECORDS) insert.run(...record);
  },
  routes(app, { db, options }) {
    const find = db.prepare<[number], EditableRecord & { id: number }>(
      'SELECT id, field, label, employee_id FROM inline_edit_records WHERE id = ?',
    );
    const manager = db.prepare<[number], { manager_id: number | null }>(
      'SELECT manager_id FROM employees WHERE id = ?',
    );
    const managerOf = (employeeId: number) => manager.get(employeeId)?.manager_id ?? null;
    const update = db.prepare('UPDATE inline_edit_records SET value = ? WHERE id = ?');
    const all = db.prepare('SELECT id, field, label, value FROM inline_edit_records ORDER BY id');
    const log: LoggedRequest[] = [];

    // Lets the e2e suite check what the element sent (DevTools cannot always show fetch bodies).
    app.post('/ajax/inline_edit/*', async (c, next) => {
      const header = c.req.header('X-CSRF-Token');
      log.push({
        userId: c.get('user')?.id ?? null,
        path: c.req.path + new URL(c.req.url).search,
        csrf: header === undefined ? 'missing' : header === c.get('session')?.csrfToken ? 'valid' : 'invalid',
        contentType: c.req.header('Content-Type') ?? null,
        fields: (await readForm(c)) ?? {},
      });
      log.splice(0, log.length - MAX_LOGGED_REQUESTS);
      await next();
    });

    async function save(c: Context<AppEnv>): Promise<Response> {
      const parsed = await parseForm(c, saveForm);
      if (!parsed.ok) return parsed.response;
      const { id } = parsed.data;
      const record = find.get(id);
      if (!record) return jsonError(c, 404, `No record with id ${id}.`);
      const refusal = editRefusal(c.get('user') as SessionUser, record, managerOf);
      if (refusal) return jsonError(c, 403, refusal);
      const value = parsed.data.value.trim();
      if (value === '' || [...value].length > MAX_VALUE_LENGTH) {
        return jsonError(c, 422, `${record.label} must be 1 to ${MAX_VALUE_LENGTH} characters.`);
      }
      update.run(value, id);
      return c.json({ success: true, id, value });
    }

    app.post('/ajax/inline_edit/save.php', save);
    // Legacy PHP reports some failures as a JSON error with status 200.
    app.post('/ajax/inline_edit/save_locked.php', (c) =>
      c.json({ error: 'This field is locked by payroll until Friday.' }, 200),
    );
    app.post('/ajax/inline_edit/save_broken.php', (c) =>
      jsonError(c, 500, 'Database unavailable, please try again later.'),
    );
    // ?ms=800 delays the answer (capped at 3000 ms); ?fail=1 then answers 500 instead of saving.
    app.post('/ajax/inline_edit/save_slow.php', async (c) => {
      const ms = Number(c.req.query('ms') ?? 800);
      await sleep(Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_SLOW_MS) : 800);
      if (c.req.query('fail') === '1') return jsonError(c, 500, 'The slow save failed on purpose.');
      return save(c);
    });
    // Inspection routes for the demo page and the e2e suite: demo controls only.
    if (options.demoAdmin) {
      app.get('/demo/inline-edit/records.json', (c) => c.json({ records: all.all() }));
      // Only the caller's own requests: the fields are what they typed.
      app.get('/demo/inline-edit/requests.json', requireSession, (c) => {
        const userId = (c.get('user') as SessionUser).id;
        return c.json({
          requests: log.filter((logged) => logged.userId === userId).map(({ userId: _, ...logged }) => logged),
        });
      });
    }
  },
};
