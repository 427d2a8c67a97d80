import type Database from 'better-sqlite3';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../core/env';
import { idField, jsonError, parseQuery } from '../../core/http';
import { escapeHtml, parseOptionalForm, refuseModalSave, refuseNonAdmin } from '../shell/guards';

export const TIME_TRACKING_GROUPS: ReadonlyArray<[number, string]> = [
  [1, 'Hourly Staff'],
  [2, 'Salaried & Exempt'],
];

/**
 * Seeded per employee by a rule the demo pages and tests can rely on: no pay schedule when
 * id % 10 === 3 (employees 3, 13, 23…); otherwise time tracking is on when id % 3 === 0.
 */
export function seedTimeTracking(db: Database.Database): void {
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
export function timeTrackingRoutes(app: Hono<AppEnv>, db: Database.Database): void {
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
    (c) => refuseNonAdmin(c) ?? c.json({ mode: 'group', configurations: configurations() }),
  );

  // Current state of one employee (the demo pages read it; "If the requested action
  // matches the current state, nothing happens").
  app.get('/time-tracking/employee', (c) => {
    const denied = refuseNonAdmin(c);
    if (denied) return denied;
    const found = employeeOf(c);
    return found.ok ? c.json(view(found.employee)) : found.response;
  });

  app.get('/time-tracking/enable-time-tracking-modal', (c) => {
    const denied = refuseNonAdmin(c);
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
    const denied = refuseNonAdmin(c);
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
}
