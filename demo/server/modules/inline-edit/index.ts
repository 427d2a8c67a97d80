import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../core/env';
import { idField, jsonError, parseForm, readForm, sleep } from '../../core/http';
import type { DemoModule } from '../../core/module';

export const MAX_VALUE_LENGTH = 100;
export const MAX_SLOW_MS = 3000;
const MAX_LOGGED_REQUESTS = 200;

/** The records the demo pages edit; ids match the `record-id` attributes of the demo pages. */
const RECORDS: ReadonlyArray<[number, string, string, string]> = [
  [42, 'employee.jobTitle', 'Job title', 'Engineer'],
  [43, 'employee.department', 'Department', 'Research & Development'],
  [44, 'employee.location', 'Location', 'London'],
  [45, 'employee.payGrade', 'Pay grade', 'G7'],
  [46, 'employee.office', 'Office', 'Building 2, room 101'],
  [47, 'employee.employeeNumber', 'Employee number', 'E-0042'],
  [48, 'employee.legalName', 'Legal name', `O'Connor & <Sons> </script><!-- "Zoë" / Ünïcødé`],
  [101, 'department.name', 'Department name', 'Research & Development'],
  [102, 'department.name', 'Department name', 'Human Resources'],
];

/** One POST to an inline-edit route, as `GET /demo/inline-edit/requests.json` lists it. */
export interface LoggedRequest {
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
      value TEXT NOT NULL
    );
  `,
  seed(db) {
    const insert = db.prepare('INSERT INTO inline_edit_records (id, field, label, value) VALUES (?, ?, ?, ?)');
    for (const record of RECORDS) insert.run(...record);
  },
  routes(app, { db, options }) {
    const find = db.prepare<[number], { id: number; label: string }>(
      'SELECT id, label FROM inline_edit_records WHERE id = ?',
    );
    const update = db.prepare('UPDATE inline_edit_records SET value = ? WHERE id = ?');
    const all = db.prepare('SELECT id, field, label, value FROM inline_edit_records ORDER BY id');
    const log: LoggedRequest[] = [];

    // Lets the e2e suite check what the element sent (DevTools cannot always show fetch bodies).
    app.post('/ajax/inline_edit/*', async (c, next) => {
      const header = c.req.header('X-CSRF-Token');
      log.push({
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
      app.get('/demo/inline-edit/requests.json', (c) => c.json({ requests: log }));
    }
  },
};
