import type Database from 'better-sqlite3';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../core/env';
import { jsonError, parseQuery, readForm } from '../../core/http';
import type { DemoModule } from '../../core/module';

/** The inline "add new option" input has maxlength 100. */
export const MAX_OPTION_LENGTH = 100;
export const EMPTY_OPTION_MESSAGE = 'You must enter a new option to the list.';
export const TOO_LONG_MESSAGE = `Options must be ${MAX_OPTION_LENGTH} characters or fewer.`;
export const CONTROL_CHARS_MESSAGE = 'Options cannot contain control characters.';
export const NO_PERMISSION_MESSAGE = 'You do not have permission to add options to this list.';
export const duplicateMessage = (name: string) => `"${name}" is already in the list.`;

/** Which lists a route may add to: the standard employee fields, or the company's custom fields. */
type ListSource = 'standard' | 'custom';

/** [source, field, label, seeded options] */
const LISTS: ReadonlyArray<[ListSource, string, string, readonly string[]]> = [
  ['standard', 'department', 'Department', []], // filled from the people module's departments
  ['standard', 'division', 'Division', []],
  ['standard', 'location', 'Location', []],
  [
    'standard',
    'jobTitle',
    'Job title',
    ['Engineer', 'Senior Engineer', 'Product Manager', 'Designer', 'Account Executive', 'HR Generalist'],
  ],
  [
    'standard',
    'employmentStatus',
    'Employment status',
    ['Full-Time', 'Part-Time', 'Contractor', 'Intern', 'Temporary'],
  ],
  ['standard', 'payGrade', 'Pay grade', ['G5', 'G6', 'G7', 'G8']],
  ['custom', 'customShirtSize', 'Shirt size', ['XS', 'S', 'M', 'L', 'XL', 'XXL']],
  ['custom', 'customDietaryNeeds', 'Dietary needs', ['None', 'Vegetarian', 'Vegan', 'Halal', 'Kosher', 'Gluten-free']],
];

/** Control characters other than whitespace (which is collapsed). */
const CONTROL_CHARS = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/; // eslint-disable-line no-control-regex -- control characters are what it finds

/** The key duplicates are detected by: NFC, trimmed, whitespace collapsed, lower-cased. */
export const optionKey = (name: string) => name.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

const insertForm = z.object({
  ajax: z.enum(['1', 'true'], { message: 'This endpoint only answers ajax requests (ajax=1).' }),
  action: z.literal('new-section', { message: "action must be 'new-section'." }),
  field: z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, 'must be a list field name'),
  name: z.string().max(10_000, 'is far too long'),
});

interface ListRow {
  id: number;
  source: ListSource;
  field: string;
  label: string;
}

function seedLists(db: Database.Database): void {
  const list = db.prepare('INSERT INTO list_fields (source, field, label) VALUES (?, ?, ?)');
  const option = db.prepare(
    'INSERT OR IGNORE INTO list_options (list_id, name, name_key, created_by) VALUES (?, ?, ?, NULL)',
  );
  const fromPeople: Record<string, string> = {
    department: 'SELECT name FROM departments ORDER BY id',
    division: 'SELECT DISTINCT division AS name FROM departments ORDER BY division',
    location: 'SELECT name FROM locations ORDER BY id',
  };
  for (const [source, field, label, options] of LISTS) {
    const listId = Number(list.run(source, field, label).lastInsertRowid);
    const query = fromPeople[field];
    const names = query
      ? db
          .prepare<[], { name: string }>(query)
          .all()
          .map((row) => row.name)
      : options;
    for (const name of names) option.run(listId, name, optionKey(name));
  }
}

/**
 * Insertable list (listsInsert, listsInsertCustom): `POST /ajax/list_insert.php` (standard fields)
 * and the example of a "configured URL", `POST /ajax/list_insert_custom.php` (custom fields), both taking
 * `ajax, action=new-section, name, field` and answering `{ret, id, message}`. Options are stored
 * per field; `GET /ajax/list_options.php?field=` lists them.
 */
export const listsModule: DemoModule = {
  name: 'lists',
  schema: `
    CREATE TABLE IF NOT EXISTS list_fields (
      id INTEGER PRIMARY KEY,
      source TEXT NOT NULL CHECK (source IN ('standard', 'custom')),
      field TEXT NOT NULL UNIQUE,
      label TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS list_options (
      id INTEGER PRIMARY KEY,
      list_id INTEGER NOT NULL REFERENCES list_fields(id),
      name TEXT NOT NULL,
      name_key TEXT NOT NULL,
      created_by INTEGER,
      UNIQUE (list_id, name_key)
    );
  `,
  seed: seedLists,
  routes(app, { db }) {
    const findList = db.prepare<[string], ListRow>('SELECT id, source, field, label FROM list_fields WHERE field = ?');
    const findOption = db.prepare<[number, string], { id: number; name: string }>(
      'SELECT id, name FROM list_options WHERE list_id = ? AND name_key = ?',
    );
    const insert = db.prepare('INSERT INTO list_options (list_id, name, name_key, created_by) VALUES (?, ?, ?, ?)');
    const options = db.prepare<[number], { id: number; name: string }>(
      'SELECT id, name FROM list_options WHERE list_id = ? ORDER BY id',
    );

    const refuse = (c: Context<AppEnv>, status: 403 | 404 | 409 | 422, message: string) =>
      c.json({ ret: 'ERROR', id: null, message, error: message }, status);

    function handler(source: ListSource) {
      return async (c: Context<AppEnv>) => {
        const form = await readForm(c);
        if (!form) return jsonError(c, 400, 'Expected a form body (application/x-www-form-urlencoded).');
        const parsed = insertForm.safeParse(form);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return jsonError(c, 422, issue ? `${issue.path.join('.') || 'form'}: ${issue.message}` : 'Invalid request.');
        }
        const { field } = parsed.data;
        const list = findList.get(field);
        if (!list || list.source !== source) return refuse(c, 404, `There is no list named "${field}" here.`);
        if (!c.get('user')?.isAdmin) return refuse(c, 403, NO_PERMISSION_MESSAGE);
        const name = parsed.data.name.normalize('NFC').replace(/\s+/g, ' ').trim();
        if (name === '') return refuse(c, 422, EMPTY_OPTION_MESSAGE);
        if (CONTROL_CHARS.test(parsed.data.name)) {
          return refuse(c, 422, CONTROL_CHARS_MESSAGE);
        }
        if ([...name].length > MAX_OPTION_LENGTH) return refuse(c, 422, TOO_LONG_MESSAGE);
        const existing = findOption.get(list.id, optionKey(name));
        if (existing) return refuse(c, 409, duplicateMessage(existing.name));
        const id = Number(insert.run(list.id, name, optionKey(name), c.get('user')?.id ?? null).lastInsertRowid);
        return c.json({ ret: 'SUCCESS', id, message: `Added "${name}" to ${list.label}.`, name });
      };
    }

    app.post('/ajax/list_insert.php', handler('standard'));
    app.post('/ajax/list_insert_custom.php', handler('custom'));

    app.get('/ajax/list_options.php', (c) => {
      const parsed = parseQuery(c, z.object({ field: z.string().max(64) }));
      if (!parsed.ok) return parsed.response;
      const list = findList.get(parsed.data.field);
      if (!list) return jsonError(c, 404, `There is no list named "${parsed.data.field}".`);
      return c.json({
        field: list.field,
        label: list.label,
        custom: list.source === 'custom',
        options: options.all(list.id),
      });
    });
  },
};
