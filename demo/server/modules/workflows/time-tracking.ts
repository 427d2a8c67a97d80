import type Database from 'better-sqlite3';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../core/env';
import type { ServerOptions } from '../../core/options';
import { DEMO_PAGES, serveShellPage, type DemoPage } from '../pages';
import { idField, jsonError, parseQuery } from '../../core/http';
import {
  currentUser,
  escapeHtml,
  parseDemoJson,
  parseOptionalForm,
  refuseModalSave,
  refuseNonAdmin,
} from '../shell/guards';

export const TIME_TRACKING_GROUPS: ReadonlyArray<[number, string]> = [
  [1, 'Hourly Staff'],
  [2, 'Salaried & Exempt'],
];

/** Overtime statuses an employee may hold (the missing-data prompt's select). */
export const OVERTIME_STATUSES: ReadonlyArray<[string, string]> = [
  ['non_exempt', 'Non-exempt (paid overtime)'],
  ['exempt', 'Exempt (no overtime)'],
];

/**
 * The data time tracking needs outside the custom-overtime feature (SPEC §4: "Outside the
 * custom-overtime feature, enabling first requires missing data to be resolved through a prompt"):
 * without company overtime rules, overtime follows the law, which needs the employee's overtime
 * status. A row with a NULL status is missing data; no row means the status is known.
 */
function ensureOvertimeTable(db: Database.Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS time_tracking_overtime (
    employee_id INTEGER PRIMARY KEY REFERENCES employees(id),
    overtime_status TEXT CHECK (overtime_status IS NULL OR overtime_status IN ('exempt', 'non_exempt'))
  )`);
}

/**
 * Seeded per employee by a rule the demo pages and tests can rely on: no pay schedule when
 * id % 10 === 3 (employees 3, 13, 23…); otherwise time tracking is on when id % 3 === 0. The
 * overtime status is missing when id % 10 === 7 (employees 7, 17, 27…).
 */
export function seedTimeTracking(db: Database.Database): void {
  ensureOvertimeTable(db);
  db.prepare(
    `INSERT OR REPLACE INTO time_tracking_overtime (employee_id, overtime_status)
     SELECT id, CASE WHEN id % 10 = 7 THEN NULL ELSE 'non_exempt' END FROM employees`,
  ).run();
  const group = db.prepare('INSERT INTO time_tracking_groups (id, name, active) VALUES (?, ?, 1)');
  for (const [id, name] of TIME_TRACKING_GROUPS) group.run(id, name);
  db.prepare(
    `
    INSERT INTO time_tracking_employees (employee_id, enabled, group_id, has_pay_schedule)
    SELECT id,
      CASE WHEN id % 10 = 3 THEN 0 WHEN id % 3 = 0 THEN 1 ELSE 0 END,
      CASE WHEN id % 10 = 3 THEN NULL WHEN id % 3 = 0 THEN 1 + id % 2 ELSE NULL END,
      CASE WHEN id % 10 = 3 THEN 0 ELSE 1 END
    FROM employees`,
  ).run();
}

interface EmployeeState {
  id: number;
  first_name: string;
  last_name: string;
  enabled: number | null;
  group_id: number | null;
  has_pay_schedule: number | null;
}

const employeeQuery = z.object({ employeeId: idField });
const groupForm = z.object({ groupId: idField.optional() });

/**
 * Per-employee time tracking (modal routes, responses and transitions):
 * settings, the enable/change-group modals (GET = HTML body, POST = save) and disable.
 */
export function timeTrackingRoutes(
  app: Hono<AppEnv>,
  db: Database.Database,
  dirs?: Pick<ServerOptions, 'demoAdmin' | 'demoDir' | 'distDir'>,
): void {
  ensureOvertimeTable(db);
  const overtime = db.prepare<[number], { overtime_status: string | null }>(
    'SELECT overtime_status FROM time_tracking_overtime WHERE employee_id = ?',
  );
  const setOvertime = db.prepare(
    'INSERT OR REPLACE INTO time_tracking_overtime (employee_id, overtime_status) VALUES (?, ?)',
  );
  /** The names of the fields time tracking still needs for an employee (outside custom overtime). */
  const missingData = (employeeId: number): string[] => {
    const row = overtime.get(employeeId);
    return row && row.overtime_status === null ? ['overtimeStatus'] : [];
  };
  /**
   * Reads (settings, modal bodies): administrators, and assumed-user sessions, which may open the
   * modals as the user they act for would see them but never save (refuseModalSave).
   */
  const refuseReader = (c: Context<AppEnv>) => (currentUser(c).assumedBy ? null : refuseNonAdmin(c));
  const groups = db.prepare<[], { id: number; name: string; employee_count: number }>(`
    SELECT g.id, g.name, (SELECT COUNT(*) FROM time_tracking_employees t WHERE t.group_id = g.id AND t.enabled = 1) AS employee_count
    FROM time_tracking_groups g WHERE g.active = 1 ORDER BY g.id`);
  const activeGroup = db.prepare<[number], { id: number }>(
    'SELECT id FROM time_tracking_groups WHERE id = ? AND active = 1',
  );
  const state = db.prepare<[number], EmployeeState>(`
    SELECT e.id, e.first_name, e.last_name, t.enabled, t.group_id, t.has_pay_schedule
    FROM employees e LEFT JOIN time_tracking_employees t ON t.employee_id = e.id WHERE e.id = ?`);
  const upsert = db.prepare(`
    INSERT INTO time_tracking_employees (employee_id, enabled, group_id, has_pay_schedule) VALUES (@id, @enabled, @groupId, 1)
    ON CONFLICT(employee_id) DO UPDATE SET enabled = excluded.enabled, group_id = excluded.group_id`);

  const configurations = () =>
    groups.all().map((row) => ({ id: row.id, name: row.name, employeeCount: row.employee_count }));

  /** The employee named by ?employeeId=, or the error answer. */
  function employeeOf(c: Context<AppEnv>): { ok: true; employee: EmployeeState } | { ok: false; response: Response } {
    const parsed = parseQuery(c, employeeQuery);
    if (!parsed.ok) return parsed;
    const employee = state.get(parsed.data.employeeId);
    if (!employee) return { ok: false, response: jsonError(c, 404, `No employee with id ${parsed.data.employeeId}.`) };
    return { ok: true, employee };
  }

  const view = (employee: EmployeeState) => ({
    employeeId: employee.id,
    employeeName: `${employee.first_name} ${employee.last_name}`,
    enabled: employee.enabled === 1,
    groupId: employee.group_id,
    hasPaySchedule: employee.has_pay_schedule !== 0,
    missingData: missingData(employee.id),
  });

  /** A modal body: one sentence naming the employee (escaped), then a form posting back to `route`. */
  function modalHtml(
    employee: EmployeeState,
    sentence: (name: string) => string,
    route: string,
    selected: number | null,
  ): string {
    const name = escapeHtml(`${employee.first_name} ${employee.last_name}`);
    return (
      `<div class="time-tracking-modal" data-employee-id="${employee.id}">` +
      `<p>${sentence(name)}</p>` +
      `<form method="post" action="/time-tracking/${route}?employeeId=${employee.id}">` +
      groupSelect(employee, selected) +
      `</form></div>`
    );
  }

  function groupSelect(employee: EmployeeState, selected: number | null): string {
    const options = configurations()
      .map(
        (group) =>
          `<option value="${group.id}"${group.id === selected ? ' selected' : ''}>${escapeHtml(group.name)}</option>`,
      )
      .join('');
    return `<label for="time-tracking-group-${employee.id}">Time tracking group</label><select id="time-tracking-group-${employee.id}" name="groupId">${options}</select>`;
  }

  app.get(
    '/time_tracking/settings',
    (c) => refuseReader(c) ?? c.json({ mode: 'group', configurations: configurations() }),
  );

  // Current state of one employee (the demo pages read it; "If the requested action
  // matches the current state, nothing happens").
  app.get('/time-tracking/employee', (c) => {
    const denied = refuseReader(c);
    if (denied) return denied;
    const found = employeeOf(c);
    return found.ok ? c.json(view(found.employee)) : found.response;
  });

  app.get('/time-tracking/enable-time-tracking-modal', (c) => {
    const denied = refuseReader(c);
    if (denied) return denied;
    const found = employeeOf(c);
    if (!found.ok) return found.response;
    const { employee } = found;
    return c.html(
      modalHtml(
        employee,
        (name) =>
          `Turn on time tracking for <strong>${name}</strong>? They will be able to track time worked and use the timesheet.`,
        'enable-time-tracking-modal',
        employee.group_id ?? configurations()[0]?.id ?? null,
      ),
    );
  });

  // workflowsEnableTimeTracking answers { status, reason? }; FAIL no_pay_schedule opens the
  // no-pay-schedule modal. Enabling an enabled employee is a success that changes nothing.
  app.post('/time-tracking/enable-time-tracking-modal', async (c) => {
    const denied = refuseModalSave(c, { adminOnly: true });
    if (denied) return denied;
    const found = employeeOf(c);
    if (!found.ok) return found.response;
    const form = await parseOptionalForm(c, groupForm);
    if (!form.ok) return form.response;
    const { employee } = found;
    if (form.data.groupId !== undefined && !activeGroup.get(form.data.groupId))
      return jsonError(c, 422, `groupId: no time tracking group ${form.data.groupId}.`);
    if (employee.has_pay_schedule === 0) return c.json({ status: 'FAIL', reason: 'no_pay_schedule' });
    const groupId = form.data.groupId ?? employee.group_id ?? configurations()[0]?.id ?? null;
    upsert.run({ id: employee.id, enabled: 1, groupId });
    return c.json({ status: 'SUCCESS' });
  });

  app.post('/time-tracking/disable-time-tracking', async (c) => {
    const denied = refuseModalSave(c, { adminOnly: true });
    if (denied) return denied;
    const found = employeeOf(c);
    if (!found.ok) return found.response;
    const form = await parseOptionalForm(c, z.object({}));
    if (!form.ok) return form.response;
    upsert.run({ id: found.employee.id, enabled: 0, groupId: found.employee.group_id });
    return c.json({ status: 'SUCCESS' });
  });

  app.get('/time-tracking/change-group-modal', (c) => {
    const denied = refuseReader(c);
    if (denied) return denied;
    const found = employeeOf(c);
    if (!found.ok) return found.response;
    const { employee } = found;
    return c.html(
      modalHtml(
        employee,
        (name) => `Choose the time tracking group for <strong>${name}</strong>.`,
        'change-group-modal',
        employee.group_id,
      ),
    );
  });

  app.post('/time-tracking/change-group-modal', async (c) => {
    const denied = refuseModalSave(c, { adminOnly: true });
    if (denied) return denied;
    const found = employeeOf(c);
    if (!found.ok) return found.response;
    const form = await parseOptionalForm(c, z.object({ groupId: idField }));
    if (!form.ok) return form.response;
    const { employee } = found;
    if (!activeGroup.get(form.data.groupId))
      return jsonError(c, 422, `groupId: no time tracking group ${form.data.groupId}.`);
    if (employee.enabled !== 1) return jsonError(c, 409, 'Time tracking is not enabled for this employee.');
    upsert.run({ id: employee.id, enabled: 1, groupId: form.data.groupId });
    return c.json({ status: 'SUCCESS', groupId: form.data.groupId });
  });

  // The missing-data prompt (outside the custom-overtime feature): 204 when nothing is missing,
  // else a form with one field per missing item.
  app.get('/time-tracking/missing-data-modal', (c) => {
    const denied = refuseReader(c);
    if (denied) return denied;
    const found = employeeOf(c);
    if (!found.ok) return found.response;
    const { employee } = found;
    if (missingData(employee.id).length === 0) return c.body(null, 204);
    const name = escapeHtml(`${employee.first_name} ${employee.last_name}`);
    const options = OVERTIME_STATUSES.map(([value, label]) => `<option value="${value}">${escapeHtml(label)}</option>`);
    return c.html(
      `<div class="time-tracking-modal" data-employee-id="${employee.id}">` +
        `<p>Before time tracking can be turned on for <strong>${name}</strong>, we need their overtime status: ` +
        `overtime is calculated by law from it.</p>` +
        `<form method="post" action="/time-tracking/missing-data-modal?employeeId=${employee.id}">` +
        `<label for="time-tracking-overtime-${employee.id}">Overtime status</label>` +
        `<select id="time-tracking-overtime-${employee.id}" name="overtimeStatus" required>` +
        `<option value="">Select an option</option>${options.join('')}</select>` +
        `</form></div>`,
    );
  });

  app.post('/time-tracking/missing-data-modal', async (c) => {
    const denied = refuseModalSave(c, { adminOnly: true });
    if (denied) return denied;
    const found = employeeOf(c);
    if (!found.ok) return found.response;
    const form = await parseOptionalForm(c, z.object({ overtimeStatus: z.enum(['exempt', 'non_exempt']) }));
    if (!form.ok) return form.response;
    setOvertime.run(found.employee.id, form.data.overtimeStatus);
    return c.json({ status: 'SUCCESS' });
  });

  // The no-pay-schedule modal's content (SPEC §2 "a no-pay-schedule modal", §8 reason no_pay_schedule).
  app.get('/time-tracking/no-pay-schedule-modal', (c) => {
    const denied = refuseReader(c);
    if (denied) return denied;
    const found = employeeOf(c);
    if (!found.ok) return found.response;
    const { employee } = found;
    const name = escapeHtml(`${employee.first_name} ${employee.last_name}`);
    return c.html(
      `<div class="time-tracking-modal" data-employee-id="${employee.id}">` +
        `<p><strong>${name}</strong> isn't on a pay schedule yet. Time tracking needs one to know which pay period ` +
        `their hours belong to.</p>` +
        `<p><a href="/employees/employee.php?id=${employee.id}">Add a pay schedule on their Job tab</a>, ` +
        `then turn time tracking on again.</p></div>`,
    );
  });

  // Demo control (not part of the contract): put an employee's overtime status back to missing (or
  // set it), so the missing-data prompt can be shown again; e2e tests restore what they saved.
  if (dirs?.demoAdmin) {
    const body = z.strictObject({
      employeeId: z.number().int().min(1),
      overtimeStatus: z.enum(['exempt', 'non_exempt']).nullable(),
    });
    app.post('/demo/time-tracking/overtime', async (c) => {
      const parsed = await parseDemoJson(c, body);
      if (!parsed.ok) return parsed.response;
      if (!state.get(parsed.data.employeeId))
        return jsonError(c, 404, `No employee with id ${parsed.data.employeeId}.`);
      setOvertime.run(parsed.data.employeeId, parsed.data.overtimeStatus);
      return c.json({ employeeId: parsed.data.employeeId, missingData: missingData(parsed.data.employeeId) });
    });
  }

  // The time-tracking demo page, printed as a PHP page would: each {{time-tracking-toggle:ID}} of
  // demo/time-tracking.html becomes the employee's <hr-time-tracking-toggle> with the state the
  // database holds now (so a change shows after the reload), and each {{employee-name:ID}} their
  // name, for users who may manage time tracking (administrators, and assumed-user sessions, whose
  // saves are refused); '—' otherwise.
  if (!dirs) return;
  const page = DEMO_PAGES.find((candidate): candidate is DemoPage => candidate.file === 'time-tracking.html');
  if (!page) return;
  app.get('/time-tracking.html', (c) => {
    const user = c.get('user');
    const mayManage = user !== null && user !== undefined && (user.isAdmin || user.assumedBy !== null);
    return serveShellPage(c, dirs, page.file, page, (html) =>
      html.replace(/\{\{(time-tracking-toggle|employee-name):([0-9]{1,9})\}\}/g, (_, what: string, raw: string) => {
        const employee = state.get(Number(raw));
        if (!employee || !mayManage) return '—';
        const name = escapeHtml(`${employee.first_name} ${employee.last_name}`);
        if (what === 'employee-name') return name;
        return (
          `<hr-time-tracking-toggle employee-id="${employee.id}" employee-name="${name}"` +
          `${employee.enabled === 1 ? ' enabled' : ''}></hr-time-tracking-toggle>`
        );
      }),
    );
  });
}
