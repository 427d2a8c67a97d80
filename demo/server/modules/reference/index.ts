import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../core/env';
import { idField, jsonError, parseQuery } from '../../core/http';
import type { DemoModule } from '../../core/module';
import { COUNTRIES, CURRENCIES, PAY_SCHEDULES, STATES, ZIP_PREFIX_TIMEZONES, ZIP_TIMEZONES } from './data';

export interface Currency {
  id: number;
  code: string;
  name: string;
  symbol: string;
  symbolPosition: 'before' | 'after';
}

/** A US ZIP or ZIP+4 (the timezone lookup is US-only, like the legacy one). */
export const ZIP_PATTERN = /^(\d{5})(?:-\d{4})?$/;
export const BAD_ZIP_MESSAGE = 'Please enter a valid ZIP code (5 digits, optionally followed by -1234).';

/** A country id as PHP pages send it: 0 ("not specified") is a real id here, unlike idField. */
const countryField = z
  .string()
  .regex(/^(?:0|[1-9]\d{0,9})$/, 'must be a country id (a non-negative integer)')
  .transform(Number);

/** The form field a picker fills (echoed back); letters, digits and `_ . - [ ]` only. */
const fieldName = z
  .string()
  .regex(/^[A-Za-z0-9_.[\]-]{1,64}$/, 'must be a form field name (up to 64 letters, digits, _ . - [ ])');

const scopeQuery = {
  employeeId: idField.optional(),
  payScheduleId: idField.optional(),
};

/**
 * Reference data (docs/api/reference.yaml): currencies, countries, states and the ZIP → timezone lookup of the
 * currency picker and the address forms. Read-only; every route needs a session (app.ts).
 */
export const referenceModule: DemoModule = {
  name: 'reference',
  schema: `
    CREATE TABLE IF NOT EXISTS ref_currencies (
      id INTEGER PRIMARY KEY,
      code TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      symbol TEXT NOT NULL,
      symbol_position TEXT NOT NULL CHECK (symbol_position IN ('before', 'after'))
    );
    CREATE TABLE IF NOT EXISTS ref_countries (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      currency_code TEXT NOT NULL REFERENCES ref_currencies(code)
    );
    CREATE TABLE IF NOT EXISTS ref_states (
      id INTEGER PRIMARY KEY,
      country_id INTEGER NOT NULL REFERENCES ref_countries(id),
      name TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ref_states_country ON ref_states(country_id);
    CREATE TABLE IF NOT EXISTS ref_pay_schedules (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      country_id INTEGER NOT NULL REFERENCES ref_countries(id),
      currency_code TEXT NOT NULL REFERENCES ref_currencies(code)
    );
    CREATE TABLE IF NOT EXISTS ref_zip_timezones (zip TEXT PRIMARY KEY, timezone TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS ref_zip_prefix_timezones (
      first_prefix INTEGER NOT NULL,
      last_prefix INTEGER NOT NULL,
      timezone TEXT NOT NULL
    );
  `,
  seed(db) {
    const currency = db.prepare(
      'INSERT INTO ref_currencies (id, code, name, symbol, symbol_position) VALUES (?, ?, ?, ?, ?)',
    );
    for (const row of CURRENCIES) currency.run(...row);
    const country = db.prepare('INSERT INTO ref_countries (id, name, currency_code) VALUES (?, ?, ?)');
    for (const row of COUNTRIES) country.run(...row);
    const state = db.prepare('INSERT INTO ref_states (id, country_id, name) VALUES (?, ?, ?)');
    for (const row of STATES) state.run(...row);
    const schedule = db.prepare(
      'INSERT INTO ref_pay_schedules (id, name, country_id, currency_code) VALUES (?, ?, ?, ?)',
    );
    for (const row of PAY_SCHEDULES) schedule.run(...row);
    const zip = db.prepare('INSERT INTO ref_zip_timezones (zip, timezone) VALUES (?, ?)');
    for (const row of ZIP_TIMEZONES) zip.run(...row);
    const prefix = db.prepare(
      'INSERT INTO ref_zip_prefix_timezones (first_prefix, last_prefix, timezone) VALUES (?, ?, ?)',
    );
    for (const row of ZIP_PREFIX_TIMEZONES) prefix.run(...row);
  },
  routes(app, { db }) {
    const currencies = db.prepare<[], Currency>(
      'SELECT id, code, name, symbol, symbol_position AS symbolPosition FROM ref_currencies ORDER BY id',
    );
    const countries = db.prepare<[], { id: number; name: string }>('SELECT id, name FROM ref_countries ORDER BY id');
    const country = db.prepare<[number], { id: number; name: string; currency_code: string }>(
      'SELECT id, name, currency_code FROM ref_countries WHERE id = ?',
    );
    const states = db.prepare<[number], { id: number; name: string }>(
      'SELECT id, name FROM ref_states WHERE country_id = ? ORDER BY id',
    );
    const schedule = db.prepare<[number], { id: number; country_id: number; currency_code: string }>(
      'SELECT id, country_id, currency_code FROM ref_pay_schedules WHERE id = ?',
    );
    // The employee's country is the country of their work location (0 when remote).
    const employeeCountry = db.prepare<[number], { country_id: number }>(
      'SELECT l.country_id FROM employees e JOIN locations l ON l.id = e.location_id WHERE e.id = ?',
    );
    const zipExact = db.prepare<[string], { timezone: string }>('SELECT timezone FROM ref_zip_timezones WHERE zip = ?');
    const zipPrefix = db.prepare<[number], { timezone: string }>(
      'SELECT timezone FROM ref_zip_prefix_timezones WHERE ? BETWEEN first_prefix AND last_prefix',
    );

    /** Resolves the optional employeeId/payScheduleId pair, or answers 404. */
    type Scoped =
      | {
          ok: true;
          employee: { country_id: number } | null;
          paySchedule: { id: number; country_id: number; currency_code: string } | null;
        }
      | { ok: false; response: Response };
    function scope(
      c: Context<AppEnv>,
      query: { employeeId?: number | undefined; payScheduleId?: number | undefined },
    ): Scoped {
      let employee: { country_id: number } | null = null;
      let paySchedule: { id: number; country_id: number; currency_code: string } | null = null;
      if (query.employeeId !== undefined) {
        employee = employeeCountry.get(query.employeeId) ?? null;
        if (!employee) return { ok: false, response: jsonError(c, 404, `No employee with id ${query.employeeId}.`) };
      }
      if (query.payScheduleId !== undefined) {
        paySchedule = schedule.get(query.payScheduleId) ?? null;
        if (!paySchedule)
          return { ok: false, response: jsonError(c, 404, `No pay schedule with id ${query.payScheduleId}.`) };
      }
      return { ok: true, employee, paySchedule };
    }

    // referenceCurrencies: a pay schedule pays in one currency, so it narrows the list to that one; an
    // employee puts the currency of their work country first.
    app.get('/ajax/get_currency', (c) => {
      const parsed = parseQuery(c, z.object({ field: fieldName.optional(), ...scopeQuery }));
      if (!parsed.ok) return parsed.response;
      const found = scope(c, parsed.data);
      if (!found.ok) return found.response;
      let data = currencies.all();
      if (found.paySchedule) {
        const code = found.paySchedule.currency_code;
        data = data.filter((currency) => currency.code === code);
      } else if (found.employee) {
        const code = country.get(found.employee.country_id)?.currency_code;
        data = [
          ...data.filter((currency) => currency.code === code),
          ...data.filter((currency) => currency.code !== code),
        ];
      }
      return c.json({ data, ...(parsed.data.field ? { field: parsed.data.field } : {}) });
    });

    app.get('/ajax/get_countries', (c) => {
      const parsed = parseQuery(c, z.object(scopeQuery));
      if (!parsed.ok) return parsed.response;
      const found = scope(c, parsed.data);
      if (!found.ok) return found.response;
      const data: Record<string, string> = {};
      for (const row of countries.all()) {
        if (found.paySchedule && row.id !== found.paySchedule.country_id) continue;
        data[String(row.id)] = row.name;
      }
      return c.json({ success: true, data });
    });

    app.get('/ajax/get_states', (c) => {
      const parsed = parseQuery(c, z.object({ country: countryField, ...scopeQuery }));
      if (!parsed.ok) return parsed.response;
      const found = scope(c, parsed.data);
      if (!found.ok) return found.response;
      if (!country.get(parsed.data.country)) return jsonError(c, 404, `No country with id ${parsed.data.country}.`);
      return c.json({ success: true, data: states.all(parsed.data.country) });
    });

    app.get('/location/getTimezoneFromZip/:zip', (c) => {
      const zip = c.req.param('zip');
      const match = ZIP_PATTERN.exec(zip);
      if (!match?.[1]) return c.json({ success: false, error: BAD_ZIP_MESSAGE, timezone_value: null }, 422);
      const five = match[1];
      const timezone = zipExact.get(five)?.timezone ?? zipPrefix.get(Number(five.slice(0, 3)))?.timezone;
      if (!timezone)
        return c.json(
          { success: false, error: `No timezone is known for ZIP code ${five}.`, timezone_value: null },
          404,
        );
      return c.json({ success: true, error: null, timezone_value: timezone });
    });
  },
};
