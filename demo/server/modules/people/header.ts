/**
 * The employee header data (docs/api/people.yaml peopleEmployeeHeader): the Employee global
 * object of SPEC §3 for `<hr-employee-history>`'s header, fetched when a page prints the element
 * with `employee-id` instead of handing the object over itself.
 *
 *   GET /employees/employee_header/{employeeId}  ->  {id, preferredName, lastName, jobTitle, photoURL}
 *
 * Role-scoped like the snapshot: offer-letter and onboarding users see only their own (any other
 * id answers 403 before the id is looked up, so the answer does not tell which ids exist);
 * everyone else of the company sees any employee's header. The preferred name is the nickname
 * when there is one, else the first name; photoURL is null when the employee has no photo (and
 * points at a 404 for the seeded broken ones, to exercise the fallback).
 */
import type Database from 'better-sqlite3';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, SessionUser } from '../../core/env';
import { jsonError } from '../../core/http';

/** The refusal of peopleEmployeeHeader (docs/api/people.yaml). */
export const ONLY_OWN_HEADER = 'You can only see your own employee data.';

export interface EmployeeHeader {
  id: number;
  preferredName: string;
  lastName: string;
  jobTitle: string;
  photoURL: string | null;
}

const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number);

/** Offer-letter and onboarding users see no one's header data but their own. */
export const mayViewHeader = (user: SessionUser, employeeId: number) =>
  user.employeeId === employeeId || (!user.isOfferLetterUser && !user.isOnboardingUser);

export function employeeHeaderRoutes(
  app: Hono<AppEnv>,
  db: Database.Database,
  photoUrl: (employeeId: number, photo: string) => string | null,
): void {
  const select = db.prepare<
    [number],
    { id: number; first_name: string; last_name: string; nickname: string | null; job_title: string; photo: string }
  >('SELECT id, first_name, last_name, nickname, job_title, photo FROM employees WHERE id = ?');

  app.get('/employees/employee_header/:employeeId', (c) => {
    const id = idParam.safeParse(c.req.param('employeeId'));
    if (!id.success) return jsonError(c, 422, 'employeeId: must be an integer of at least 1');
    if (!mayViewHeader(c.get('user')!, id.data)) return jsonError(c, 403, ONLY_OWN_HEADER);
    const row = select.get(id.data);
    if (!row) return jsonError(c, 404, `No employee with id ${id.data}.`);
    const header: EmployeeHeader = {
      id: row.id,
      preferredName: row.nickname?.trim() || row.first_name,
      lastName: row.last_name,
      jobTitle: row.job_title,
      photoURL: photoUrl(row.id, row.photo),
    };
    return c.json(header);
  });
}
