import type Database from 'better-sqlite3';
import type { Faker } from '@faker-js/faker';
import type { SessionUser } from '../../core/env';
import type { DemoModule, SeedContext } from '../../core/module';
import { initialsOf, shownNames } from '../../../../src/ui/avatar.logic';
import { fold } from './fold';
import { employeeHeaderRoutes } from './header';
import { hashPassword } from './passwords';
import { COMPANY_IN_TRIAL, demoPassword, DEMO_USERS } from './users';

/** At least 1,000 employees; the first nine are the demo users. */
export const EMPLOYEE_COUNT = 1200;
export const COMPANY_ID = 1;

const DEPARTMENTS: ReadonlyArray<[string, string]> = [
  ['Engineering', 'Product & Technology'],
  ['Product', 'Product & Technology'],
  ['Design', 'Product & Technology'],
  ['Sales', 'Revenue'],
  ['Marketing', 'Revenue'],
  ['Customer Success', 'Revenue'],
  ['Finance', 'Operations'],
  ['People', 'Operations'],
  ['Legal', 'Operations'],
  ['Research & Development', 'Product & Technology'],
];

/** Locations with the country ids (1 US, 3 Canada, 157 Mexico, 222 UK, 0 unspecified). */
const LOCATIONS: ReadonlyArray<[string, number, string]> = [
  ['Lindon, Utah', 1, '84042'],
  ['New York, New York', 1, '10001'],
  ['Toronto, Ontario', 3, 'M5V 2T6'],
  ['Guadalajara, Jalisco', 157, '44100'],
  ['London', 222, 'EC1A 1BB'],
  ['Remote', 0, ''],
];

const TEAMS = [
  'Platform',
  'Payroll Squad',
  'Hiring Guild',
  'Benefits Crew',
  'Mobile',
  'Data',
  'Onboarding',
  'Security',
];

/**
 * Names that exercise accent folding, Unicode and escaping in every list and search. Ada's title is
 * the one her profile page (demo/index.html) prints.
 */
const HAND_PICKED: ReadonlyArray<{ first: string; last: string; middle?: string; nickname?: string; title?: string }> =
  [
    { first: 'Ada', last: 'Lovelace', nickname: 'Countess', title: 'Engineer' },
    { first: 'José', last: 'Álvarez', middle: 'María' },
    { first: 'Zoë', last: 'Ångström' },
    { first: 'İlker', last: 'Çelik' },
    { first: 'Søren', last: 'Kierkegaard', nickname: 'Sø' },
    { first: 'François', last: 'Müller-Lüdenscheidt' },
    { first: 'Siobhán', last: "O'Connor" },
    { first: 'Nguyễn', last: 'Thị Minh Khai' },
    { first: 'Ann', last: 'Straße' },
    { first: '<img src=x onerror=alert(1)>', last: 'Hostile' },
  ];

export const peopleModule: DemoModule = {
  name: 'people',
  schema: `
    CREATE TABLE IF NOT EXISTS company (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      country_id INTEGER NOT NULL,
      passkeys_enabled INTEGER NOT NULL DEFAULT 1,
      is_trial INTEGER NOT NULL DEFAULT 0,
      is_demo INTEGER NOT NULL DEFAULT 1
    );
    CREATE TABLE IF NOT EXISTS departments (id INTEGER PRIMARY KEY, name TEXT NOT NULL, division TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS locations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, country_id INTEGER NOT NULL, zip TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS teams (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS employees (
      id INTEGER PRIMARY KEY,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      middle_name TEXT,
      nickname TEXT,
      employee_number TEXT NOT NULL UNIQUE,
      status TEXT NOT NULL CHECK (status IN ('Active', 'Inactive')),
      job_title TEXT NOT NULL,
      department_id INTEGER NOT NULL REFERENCES departments(id),
      location_id INTEGER NOT NULL REFERENCES locations(id),
      manager_id INTEGER REFERENCES employees(id),
      birth_date TEXT NOT NULL,
      hire_date TEXT NOT NULL,
      work_email TEXT NOT NULL,
      work_phone TEXT NOT NULL,
      mobile_phone TEXT NOT NULL,
      -- 'initials' (a generated SVG), 'broken' (a URL that 404s, to exercise fallbacks) or 'none'
      photo TEXT NOT NULL,
      -- first, middle, last and nickname, accent-stripped and lower-cased (search matching)
      search_text TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS employees_manager ON employees(manager_id);
    CREATE TABLE IF NOT EXISTS employee_teams (
      employee_id INTEGER NOT NULL REFERENCES employees(id),
      team_id INTEGER NOT NULL REFERENCES teams(id),
      PRIMARY KEY (employee_id, team_id)
    );
    CREATE TABLE IF NOT EXISTS job_history (
      id INTEGER PRIMARY KEY,
      employee_id INTEGER NOT NULL REFERENCES employees(id),
      title TEXT NOT NULL,
      start_date TEXT NOT NULL,
      end_date TEXT,
      salary INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS job_history_employee ON job_history(employee_id);
    CREATE TABLE IF NOT EXISTS users (
      id INTEGER PRIMARY KEY,
      username TEXT NOT NULL UNIQUE,
      password_hash TEXT NOT NULL,
      employee_id INTEGER NOT NULL REFERENCES employees(id),
      role TEXT NOT NULL,
      login_type TEXT NOT NULL,
      is_owner INTEGER NOT NULL DEFAULT 0,
      is_admin INTEGER NOT NULL DEFAULT 0,
      support_admin INTEGER NOT NULL DEFAULT 0,
      offer_letter INTEGER NOT NULL DEFAULT 0,
      onboarding INTEGER NOT NULL DEFAULT 0,
      previewing INTEGER NOT NULL DEFAULT 0,
      assumed_by TEXT,
      accepted_cookies INTEGER NOT NULL DEFAULT 0,
      has_passkey INTEGER NOT NULL DEFAULT 0,
      can_see_profile INTEGER NOT NULL DEFAULT 1,
      capabilities TEXT NOT NULL,
      features TEXT NOT NULL,
      -- site canSee flags (nav items, header actions) as a JSON object of booleans
      can_see TEXT NOT NULL DEFAULT '{}'
    );
  `,
  seed: seedPeople,
  routes(app, { db }) {
    const select = db.prepare<
      [number],
      { first_name: string; last_name: string; nickname: string | null; photo: string }
    >('SELECT first_name, last_name, nickname, photo FROM employees WHERE id = ?');
    // Avatars are generated here (never an external URL); `broken` photos 404 on purpose.
    app.get('/photos/employees/:file{[0-9]+\\.svg}', (c) => {
      const row = select.get(Number.parseInt(c.req.param('file'), 10));
      if (!row || row.photo !== 'initials') return c.text('Not found', 404);
      // The letters of the name the product shows beside the photo (the preferred name first).
      const names = shownNames({ firstName: row.first_name, lastName: row.last_name, preferredName: row.nickname });
      return c.body(initialsSvg(names), 200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400',
      });
    });
    // The employee header data of <hr-employee-history> (header.ts).
    employeeHeaderRoutes(app, db, photoUrl);
  },
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

/** A generated photo: the initials of the name shown beside it (shownNames of src/ui/avatar.logic.ts). */
export function initialsSvg(names: readonly string[]): string {
  const initials = initialsOf(names);
  const hue = [...names.join('')].reduce((sum, ch) => sum + (ch.codePointAt(0) ?? 0), 0) % 360;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(initials)}">` +
    `<rect width="96" height="96" fill="hsl(${hue} 45% 42%)"/>` +
    `<text x="48" y="60" font-family="system-ui, sans-serif" font-size="38" text-anchor="middle" fill="#fff">${escapeXml(initials)}</text></svg>`
  );
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function pickLocale(seed: SeedContext, index: number): Faker {
  // Two in three employees get a non-English locale: accents everywhere.
  return index % 3 === 0 ? seed.faker : (seed.locales[index % seed.locales.length] ?? seed.faker);
}

function seedPeople(db: Database.Database, seed: SeedContext): void {
  const { faker, today } = seed;
  db.prepare(
    'INSERT INTO company (id, name, country_id, passkeys_enabled, is_trial, is_demo) VALUES (?, ?, ?, 1, ?, 1)',
  ).run(COMPANY_ID, 'Acme Robotics', 1, COMPANY_IN_TRIAL ? 1 : 0);
  const department = db.prepare('INSERT INTO departments (id, name, division) VALUES (?, ?, ?)');
  DEPARTMENTS.forEach(([name, division], i) => department.run(i + 1, name, division));
  const location = db.prepare('INSERT INTO locations (id, name, country_id, zip) VALUES (?, ?, ?, ?)');
  LOCATIONS.forEach(([name, country, zip], i) => location.run(i + 1, name, country, zip));
  const team = db.prepare('INSERT INTO teams (id, name) VALUES (?, ?)');
  TEAMS.forEach((name, i) => team.run(i + 1, name));

  const employee = db.prepare(`
    INSERT INTO employees (id, first_name, last_name, middle_name, nickname, employee_number, status, job_title,
      department_id, location_id, manager_id, birth_date, hire_date, work_email, work_phone, mobile_phone, photo, search_text)
    VALUES (@id, @first, @last, @middle, @nickname, @number, @status, @title, @department, @location, @manager,
      @birth, @hire, @email, @workPhone, @mobile, @photo, @search)`);
  const membership = db.prepare('INSERT OR IGNORE INTO employee_teams (employee_id, team_id) VALUES (?, ?)');
  const history = db.prepare(
    'INSERT INTO job_history (employee_id, title, start_date, end_date, salary) VALUES (?, ?, ?, ?, ?)',
  );

  for (let id = 1; id <= EMPLOYEE_COUNT; id++) {
    const f = pickLocale(seed, id);
    const picked = HAND_PICKED[id - 1];
    const sex = faker.helpers.arrayElement(['female', 'male'] as const);
    const first = picked?.first ?? f.person.firstName(sex);
    const last = picked?.last ?? f.person.lastName(sex);
    const middle = picked ? (picked.middle ?? null) : faker.datatype.boolean(0.3) ? f.person.firstName(sex) : null;
    const nickname = picked
      ? (picked.nickname ?? null)
      : faker.datatype.boolean(0.12)
        ? f.person.firstName(sex).slice(0, 4)
        : null;
    const hire = faker.date.between({ from: new Date('2008-01-01'), to: today });
    // Managers come from the first 60 employees, so reporting lines form a tree.
    const manager = id === 1 ? null : id <= 10 ? 1 : faker.number.int({ min: 1, max: Math.min(60, id - 1) });
    // The demo users are active; about one in eight of the rest left.
    const status = id > DEMO_USERS.length && faker.datatype.boolean(0.12) ? 'Inactive' : 'Active';
    // Drawn for every employee in the same order as before, so a hand-picked title leaves the others' random data alone.
    const title = faker.person.jobTitle();
    employee.run({
      id,
      first,
      last,
      middle,
      nickname,
      number: String(id).padStart(4, '0'),
      status,
      title: picked?.title ?? title,
      department: faker.number.int({ min: 1, max: DEPARTMENTS.length }),
      location: faker.number.int({ min: 1, max: LOCATIONS.length }),
      manager,
      birth: isoDate(faker.date.birthdate({ min: 20, max: 66, mode: 'age', refDate: today })),
      hire: isoDate(hire),
      email: `${fold(first).replace(/[^a-z]/g, '') || 'employee'}.${id}@acme.example`,
      workPhone: faker.phone.number({ style: 'national' }),
      mobile: faker.phone.number({ style: 'national' }),
      photo: id % 47 === 0 ? 'broken' : id % 11 === 0 ? 'none' : 'initials',
      search: fold([first, middle, last, nickname].filter(Boolean).join(' ')),
    });
    for (const teamId of faker.helpers.arrayElements([1, 2, 3, 4, 5, 6, 7, 8], { min: 0, max: 2 }))
      membership.run(id, teamId);
    // Job history: one to four roles, the last one current (end_date null), salaries rising.
    let start = hire;
    let salary = faker.number.int({ min: 38, max: 90 }) * 1000;
    const roles = faker.number.int({ min: 1, max: 4 });
    for (let r = 0; r < roles; r++) {
      const last = r === roles - 1;
      const end = last ? null : faker.date.between({ from: start, to: today });
      history.run(id, faker.person.jobTitle(), isoDate(start), end ? isoDate(end) : null, salary);
      if (end) start = end;
      salary = Math.round(salary * faker.number.float({ min: 1.03, max: 1.18 }));
    }
  }

  const user = db.prepare(`
    INSERT INTO users (id, username, password_hash, employee_id, role, login_type, is_owner, is_admin, support_admin,
      offer_letter, onboarding, previewing, assumed_by, accepted_cookies, has_passkey, can_see_profile, capabilities, features, can_see)
    VALUES (@id, @username, @hash, @employeeId, @role, @loginType, @isOwner, @isAdmin, @supportAdmin, @offerLetter,
      @onboarding, @previewing, @assumedBy, @acceptedCookies, @hasPasskey, @canSeeProfile, @capabilities, @features, @canSee)`);
  DEMO_USERS.forEach((u, i) =>
    user.run({
      id: i + 1,
      username: u.username,
      hash: hashPassword(demoPassword(u.username)),
      employeeId: u.employeeId,
      role: u.role,
      loginType: u.loginType,
      isOwner: u.isOwner ? 1 : 0,
      isAdmin: u.isAdmin ? 1 : 0,
      supportAdmin: u.supportAdmin ? 1 : 0,
      offerLetter: u.offerLetter ? 1 : 0,
      onboarding: u.onboarding ? 1 : 0,
      previewing: u.previewing ? 1 : 0,
      assumedBy: u.assumedBy ?? null,
      acceptedCookies: u.acceptedCookies ? 1 : 0,
      hasPasskey: u.hasPasskey ? 1 : 0,
      canSeeProfile: u.canSeeProfile === false ? 0 : 1,
      capabilities: JSON.stringify(u.capabilities),
      features: JSON.stringify(u.features),
      canSee: JSON.stringify(u.canSee),
    }),
  );
}

interface UserRow {
  id: number;
  username: string;
  employee_id: number;
  role: string;
  login_type: string;
  is_owner: number;
  is_admin: number;
  support_admin: number;
  offer_letter: number;
  onboarding: number;
  previewing: number;
  assumed_by: string | null;
  accepted_cookies: number;
  has_passkey: number;
  can_see_profile: number;
  capabilities: string;
  features: string;
  can_see: string;
  company_passkeys_enabled: number | null;
  terms_pending: number;
  first_name: string;
  last_name: string;
  nickname: string | null;
  work_email: string;
}

/** Reads a user with the fields every route needs; prepared once per database. */
export function userLoader(db: Database.Database): (id: number) => SessionUser | null {
  const select = db.prepare<[number, number], UserRow>(`
    SELECT u.*, e.first_name, e.last_name, e.nickname, e.work_email, c.passkeys_enabled AS company_passkeys_enabled,
      EXISTS (SELECT 1 FROM terms_pending t WHERE t.user_id = u.id) AS terms_pending
    FROM users u JOIN employees e ON e.id = u.employee_id LEFT JOIN company c ON c.id = ?
    WHERE u.id = ?`);
  return (id) => {
    const row = select.get(COMPANY_ID, id);
    if (!row) return null;
    return {
      id: row.id,
      username: row.username,
      employeeId: row.employee_id,
      companyId: COMPANY_ID,
      firstName: row.first_name,
      lastName: row.last_name,
      preferredName: row.nickname,
      email: row.work_email,
      role: row.role,
      loginType: row.login_type,
      isOwner: row.is_owner === 1,
      isAdmin: row.is_admin === 1,
      supportAdmin: row.support_admin === 1,
      isOfferLetterUser: row.offer_letter === 1,
      isOnboardingUser: row.onboarding === 1,
      isPreviewing: row.previewing === 1,
      assumedBy: row.assumed_by,
      acceptedCookies: row.accepted_cookies === 1,
      termsPending: row.terms_pending === 1,
      hasPasskey: row.has_passkey === 1,
      canSeeProfile: row.can_see_profile === 1,
      capabilities: JSON.parse(row.capabilities) as Record<string, boolean>,
      features: JSON.parse(row.features) as Record<string, boolean>,
      canSee: JSON.parse(row.can_see) as Record<string, boolean>,
      companyPasskeysEnabled: row.company_passkeys_enabled === 1,
    };
  };
}

export function findUserByName(
  db: Database.Database,
  username: string,
): { id: number; passwordHash: string; loginType: string } | null {
  const row = db
    .prepare<[string], { id: number; password_hash: string; login_type: string }>(
      'SELECT id, password_hash, login_type FROM users WHERE username = ?',
    )
    .get(username);
  return row ? { id: row.id, passwordHash: row.password_hash, loginType: row.login_type } : null;
}

/** Photo URL of an employee for lists and search (`null` when the employee has none). */
export function photoUrl(employeeId: number, photo: string): string | null {
  if (photo === 'none') return null;
  return photo === 'broken' ? `/photos/employees/${employeeId}-missing.png` : `/photos/employees/${employeeId}.svg`;
}
