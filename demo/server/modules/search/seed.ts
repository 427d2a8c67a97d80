/**
 * Seed data of the search module: candidates, job openings, reports of both frameworks and a
 * small file list of its own (`search_files`, independent of the files module). Deterministic:
 * only the seed context's faker instances and its fixed "today".
 */
import type Database from 'better-sqlite3';
import type { SeedContext } from '../../core/module';
import { haystack } from './match';

export const SCHEMA = `
  CREATE TABLE IF NOT EXISTS search_openings (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    status TEXT NOT NULL,
    opened_on TEXT NOT NULL,
    search_text TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS search_candidates (
    id INTEGER PRIMARY KEY,
    -- the application id: /hiring/candidates/{paId}
    pa_id INTEGER NOT NULL UNIQUE,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    opening_id INTEGER NOT NULL REFERENCES search_openings(id),
    status TEXT NOT NULL,
    applied_on TEXT NOT NULL,
    search_text TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS search_reports (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    new_framework INTEGER NOT NULL,
    slug TEXT NOT NULL,
    -- the report's own address, when it has one (one is deliberately hostile: javascript:)
    url TEXT,
    search_text TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS search_files (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    search_text TEXT NOT NULL
  );
`;

export const CANDIDATE_STATUSES = [
  'New',
  'Reviewed',
  'Schedule Phone Screen',
  'Interviewed',
  'Offer Sent',
  'Hired',
  'Not a Fit',
] as const;
export const OPENING_STATUSES = ['Open', 'Draft', 'On Hold', 'Filled', 'Closed'] as const;

const OPENINGS = [
  'Senior Software Engineer',
  'Payroll Specialist',
  'HR Business Partner',
  'Customer Success Manager',
  'Account Executive',
  'Product Designer',
  'Data Analyst',
  'Benefits Administrator',
  'Recruiting Coordinator',
  'Staff Accountant',
  'Site Reliability Engineer',
  'Marketing Operations Manager',
  'Technical Writer',
  'Office Manager',
  'Security Engineer',
  'QA Engineer',
  'Sales Development Representative',
  'Legal Counsel',
  'Research Scientist',
  'Mobile Engineer (iOS)',
  'Ingénieur Logiciel – Montréal',
  'Entwickler:in Backend (München)',
  'Talent Acquisition Partner',
  'Compensation Analyst',
  'Facilities Technician',
  'Front-End Engineer',
  'Implementation Consultant',
  'Controller',
  'Support Specialist',
  'People Operations Generalist',
] as const;

/** [name, newFramework, own url or null] */
const REPORTS: ReadonlyArray<[string, boolean, string | null]> = [
  ['Headcount by Department', true, null],
  ['Turnover Rate', true, null],
  ['Time Off Used', false, null],
  ['Birthdays This Month', false, null],
  ['Salary History', true, null],
  ['EEO Summary', false, '/reports/legacy/eeo.php?format=summary'],
  ['Age Profile', true, null],
  ['Additions & Terminations', true, null],
  ['Job Info Report', false, null],
  ['Payroll Journal', false, '/app/payroll/reports/journal'],
  ['Benefits Enrollment', true, null],
  ['Emergency Contacts', false, null],
  ['Employee Anniversaries', false, null],
  ['Compensation Benchmarks', true, '/app/reports/compensation/benchmarks'],
  ['Hiring Funnel', true, null],
  ['Time to Hire', true, null],
  ['Training Completion', false, null],
  ['Assets Assigned', false, null],
  ['Performance Review Status', true, null],
  ['Overtime Hours', false, null],
  ['Gender Pay Gap', true, null],
  ['Headcount Forecast', true, null],
  ['New Hire Onboarding Progress', false, null],
  ['Direct Deposit Audit', false, null],
  ['Évaluation des Performances (FR)', true, null],
  ['Personalübersicht nach Standort', false, null],
  ['<b>Bonus</b> & Commission "Q3"', true, null],
  ['Legacy Link Report', false, 'javascript:alert(1)'],
  ['Termination Reasons', true, null],
  ['Open Positions Summary', true, null],
  ['Time Tracking by Project', false, null],
  ['I-9 Compliance', false, null],
];

const FILE_TOPICS = [
  'Employee Handbook',
  'Benefits Guide',
  'Holiday Calendar',
  'Expense Policy',
  'Remote Work Policy',
  'Code of Conduct',
  'Open Enrollment Checklist',
  'Org Chart',
  'Travel Policy',
  'Security Awareness Training',
  'Parental Leave Policy',
  '401(k) Summary Plan Description',
  'Onboarding Welcome Packet',
  'Performance Review Template',
  'Guía de Beneficios',
  'Règlement Intérieur',
] as const;
const FILE_EXTENSIONS = ['pdf', 'docx', 'xlsx', 'pdf', 'pptx'] as const;
const HOSTILE_FILES = [
  '100% Bonus_Plan.xlsx',
  '<script>alert(1)</script>.txt',
  'Bonus Schedule.pdf',
  'Ångström & Çelik – Contract.pdf',
];

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export const slugify = (name: string) =>
  haystack(name)
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'report';

export function seedSearch(db: Database.Database, seed: SeedContext): void {
  const { faker, locales, today } = seed;
  const daysAgo = (max: number) =>
    isoDate(faker.date.between({ from: new Date(today.getTime() - max * 86_400_000), to: today }));

  const opening = db.prepare(
    'INSERT INTO search_openings (id, name, status, opened_on, search_text) VALUES (?, ?, ?, ?, ?)',
  );
  OPENINGS.forEach((name, i) =>
    opening.run(i + 1, name, OPENING_STATUSES[i % OPENING_STATUSES.length]!, daysAgo(400), haystack(name)),
  );

  const candidate = db.prepare(`
    INSERT INTO search_candidates (id, pa_id, first_name, last_name, opening_id, status, applied_on, search_text)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  for (let id = 1; id <= 240; id++) {
    const f = id % 2 === 0 ? faker : (locales[id % locales.length] ?? faker);
    const first = f.person.firstName();
    const last = f.person.lastName();
    candidate.run(
      id,
      5000 + id * 7,
      first,
      last,
      faker.number.int({ min: 1, max: OPENINGS.length }),
      faker.helpers.arrayElement(CANDIDATE_STATUSES),
      daysAgo(300),
      haystack(first, last),
    );
  }

  const report = db.prepare(
    'INSERT INTO search_reports (id, name, new_framework, slug, url, search_text) VALUES (?, ?, ?, ?, ?, ?)',
  );
  REPORTS.forEach(([name, newFramework, url], i) =>
    report.run(100 + i * 3, name, newFramework ? 1 : 0, slugify(name), url, haystack(name)),
  );

  const file = db.prepare('INSERT INTO search_files (id, name, search_text) VALUES (?, ?, ?)');
  let fileId = 1;
  for (const name of HOSTILE_FILES) file.run(fileId++, name, haystack(name));
  for (const year of [2024, 2025, 2026]) {
    for (const topic of FILE_TOPICS) {
      const name = `${topic} ${year}.${faker.helpers.arrayElement(FILE_EXTENSIONS)}`;
      file.run(fileId++, name, haystack(name));
    }
  }
}
