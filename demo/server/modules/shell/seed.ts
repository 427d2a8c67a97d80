import type Database from 'better-sqlite3';
import type { SeedContext } from '../../core/module';

export const SETUP_TYPES = ['quickStart', 'payroll', 'core', 'customerOnboarding'] as const;
export type SetupType = (typeof SETUP_TYPES)[number];

/** Setup checklists behind the setup summary banner: title, then [key, title, href, done]. */
export const SETUP_STEPS: Readonly<
  Record<SetupType, { title: string; steps: ReadonlyArray<[string, string, string, boolean]> }>
> = {
  quickStart: {
    title: 'Quick Start',
    steps: [
      ['companyInfo', 'Add your company information', '/settings/company', true],
      ['addEmployees', 'Add your employees', '/employees/new', true],
      ['inviteEmployees', 'Invite employees to sign in', '/settings/users', false],
      ['timeOff', 'Set up time off', '/settings/time_off', false],
    ],
  },
  payroll: {
    title: 'Payroll Registration',
    steps: [
      ['companyDetails', 'Confirm company details', '/app/payroll/registration/company', true],
      ['bankAccount', 'Connect a bank account', '/app/payroll/registration/bank', false],
      ['taxSetup', 'Enter federal & state tax IDs', '/app/payroll/registration/taxes', false],
      ['paySchedule', 'Choose a pay schedule', '/app/payroll/registration/pay-schedule', false],
      ['signDocuments', 'Sign the payroll documents', '/app/payroll/registration/documents', false],
    ],
  },
  core: {
    title: 'Core HR Setup',
    steps: [
      ['departments', 'Review departments & divisions', '/settings/departments', true],
      ['locations', 'Review locations', '/settings/locations', true],
      ['accessLevels', 'Assign access levels', '/settings/access_levels', true],
    ],
  },
  customerOnboarding: {
    title: 'Customer Onboarding',
    steps: [
      ['kickoff', 'Meet your onboarding specialist', '/app/setup/quickstart', true],
      ['importData', 'Import employee data', '/app/setup/quickstart/import', false],
      ['training', 'Schedule admin training', '/app/setup/quickstart/training', false],
    ],
  },
};

/** The payroll registration record the /registration/payroll routes know (recordId, clientId). */
export const PAYROLL_REGISTRATION = { recordId: 501, clientId: 9001 } as const;

/** Inbox subsections: key, label (one with an ampersand to prove escaping), link. */
export const INBOX_SUBSECTIONS: ReadonlyArray<[string, string, string]> = [
  ['approvals', 'Approvals', '/inbox/?section=approvals'],
  ['time_off', 'Time Off Requests', '/inbox/?section=time_off'],
  ['tasks', 'Onboarding & Offboarding Tasks', '/inbox/?section=tasks'],
  ['signatures', 'Signatures', '/inbox/?section=signatures'],
  ['alerts', 'Alerts', '/inbox/?section=alerts'],
];

/**
 * Open inbox items per demo user (by username): the owner has more than 99 (the '99+' badge), the
 * employee none (no badge).
 */
const INBOX_PER_USER: Readonly<Record<string, number>> = {
  owner: 128,
  admin: 14,
  manager: 5,
  employee: 0,
  support: 3,
  assumed: 2,
  onboarding: 1,
  offerletter: 0,
  preview: 4,
};

/**
 * Announcements, oldest first; the banner shows the newest unread one. The one before it carries
 * literal markup that must never render as HTML (it shows once the newest is read).
 */
const ANNOUNCEMENTS: readonly string[] = [
  'Welcome to the new HR shell! Tell us what you think.',
  'Benefits open enrollment: <b>review your elections</b> & submit them under Benefits.',
  'Payroll closes early this week: submit your hours by Thursday noon. The office is closed Friday.',
];

const ITEM_TITLES: Readonly<Record<string, readonly string[]>> = {
  approvals: ['Approve expense report', 'Approve salary change', 'Approve job opening'],
  time_off: ['Vacation request', 'Sick leave request', 'Parental leave request'],
  tasks: ['Collect laptop', 'Set up payroll account', 'Schedule orientation'],
  signatures: ['Sign updated handbook', 'Sign offer letter'],
  alerts: ['Certification expiring soon', 'Missing emergency contact'],
};

export function seedShell(db: Database.Database, { faker, today }: SeedContext): void {
  const subsection = db.prepare('INSERT INTO inbox_subsections (key, label, href, sort) VALUES (?, ?, ?, ?)');
  INBOX_SUBSECTIONS.forEach(([key, label, href], i) => subsection.run(key, label, href, i));

  const users = db.prepare<[], { id: number; username: string }>('SELECT id, username FROM users ORDER BY id').all();
  const item = db.prepare(
    'INSERT INTO inbox_items (user_id, subsection, title, direction, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const keys = INBOX_SUBSECTIONS.map(([key]) => key);
  for (const user of users) {
    const received = INBOX_PER_USER[user.username] ?? 0;
    for (let i = 0; i < received; i++) {
      // Weighted towards the first subsections so counts differ per subsection.
      const key =
        keys[Math.min(keys.length - 1, Math.floor(faker.number.float({ min: 0, max: 1 }) ** 2 * keys.length))] ??
        'alerts';
      const title = faker.helpers.arrayElement(ITEM_TITLES[key] ?? ['Review item']);
      item.run(user.id, key, title, 'received', faker.date.recent({ days: 30, refDate: today }).toISOString());
    }
    // Requests the user sent that others have not answered yet.
    const sent =
      user.username === 'offerletter' || user.username === 'onboarding' ? 0 : faker.number.int({ min: 0, max: 3 });
    for (let i = 0; i < sent; i++)
      item.run(
        user.id,
        'time_off',
        'Vacation request',
        'sent',
        faker.date.recent({ days: 14, refDate: today }).toISOString(),
      );
  }

  const announcement = db.prepare('INSERT INTO announcements (id, message, created_at) VALUES (?, ?, ?)');
  ANNOUNCEMENTS.forEach((message, i) =>
    announcement.run(i + 1, message, new Date(today.getTime() - (ANNOUNCEMENTS.length - i) * 86_400_000).toISOString()),
  );
  // The support admin has read everything already.
  const read = db.prepare('INSERT INTO announcement_reads (user_id, announcement_id, read_at) VALUES (?, ?, ?)');
  const support = users.find((u) => u.username === 'support');
  if (support) ANNOUNCEMENTS.forEach((_, i) => read.run(support.id, i + 1, today.toISOString()));

  const step = db.prepare('INSERT INTO setup_steps (type, key, title, href, done, sort) VALUES (?, ?, ?, ?, ?, ?)');
  for (const type of SETUP_TYPES)
    SETUP_STEPS[type].steps.forEach(([key, title, href, done], i) => step.run(type, key, title, href, done ? 1 : 0, i));
  db.prepare('INSERT INTO payroll_registrations (record_id, client_id) VALUES (?, ?)').run(
    PAYROLL_REGISTRATION.recordId,
    PAYROLL_REGISTRATION.clientId,
  );
}
