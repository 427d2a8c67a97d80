import type Database from 'better-sqlite3';
import type { SeedContext } from '../../core/module';
import { ALLOWED_EXTENSIONS, categoryKey } from './rules';

export const FILES_SCHEMA = `
  CREATE TABLE IF NOT EXISTS file_categories (
    id INTEGER PRIMARY KEY,
    scope TEXT NOT NULL CHECK (scope IN ('company', 'employee')),
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,
    -- 'comment' (comment attachments) and 'keep' (signed documents) cannot be renamed or deleted
    kind TEXT NOT NULL DEFAULT 'normal' CHECK (kind IN ('normal', 'comment', 'keep')),
    UNIQUE (scope, name_key)
  );
  CREATE TABLE IF NOT EXISTS files (
    -- AUTOINCREMENT: ids of purged uploads are never reused (a client may still poll one)
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    category_id INTEGER REFERENCES file_categories(id),
    employee_id INTEGER REFERENCES employees(id),
    name TEXT NOT NULL,
    size INTEGER NOT NULL,
    type TEXT NOT NULL,
    -- the bytes live in <dataDir>/files/<storage_key>; NULL for seeded files (placeholder bytes)
    storage_key TEXT UNIQUE,
    shared INTEGER NOT NULL DEFAULT 0,
    -- uploaded through attachTemporary or the v2 flow and not filed into a category yet
    temporary INTEGER NOT NULL DEFAULT 0,
    -- 'awaiting': a v2 upload URL was issued, the bytes have not arrived
    state TEXT NOT NULL DEFAULT 'stored' CHECK (state IN ('awaiting', 'stored')),
    infected INTEGER NOT NULL DEFAULT 0,
    -- the scan result shows from this time on (ms); 'pending' before
    scan_done_at INTEGER NOT NULL DEFAULT 0,
    uploaded_by INTEGER REFERENCES users(id),
    uploader_id TEXT,
    created_at INTEGER NOT NULL,
    deleted_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS files_category ON files(category_id, employee_id);
  CREATE INDEX IF NOT EXISTS files_temporary ON files(temporary, created_at);
  CREATE TABLE IF NOT EXISTS file_section_state (
    user_id INTEGER NOT NULL REFERENCES users(id),
    category_id INTEGER NOT NULL REFERENCES file_categories(id),
    open INTEGER NOT NULL,
    PRIMARY KEY (user_id, category_id)
  );
  CREATE TABLE IF NOT EXISTS file_upload_urls (
    -- sha256 of the token in the URL: a leaked database does not leak usable URLs
    token_hash TEXT PRIMARY KEY,
    file_id INTEGER NOT NULL REFERENCES files(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
`;

type Kind = 'normal' | 'comment' | 'keep';
const EMPLOYEE_CATEGORIES: ReadonlyArray<[string, Kind]> = [
  ['Signed Documents', 'keep'],
  ['Comment Attachments', 'comment'],
  ['Onboarding', 'normal'],
  ['Performance Reviews', 'normal'],
  ['Certifications', 'normal'],
  ['Tax Forms', 'normal'],
  ['Old Uploads', 'normal'], // left empty: the one an admin can delete in the demo
];
const COMPANY_CATEGORIES: ReadonlyArray<[string, Kind]> = [
  ['Signed Templates', 'keep'],
  ['Comment Attachments', 'comment'],
  ['Company Policies', 'normal'],
  ['Benefits', 'normal'],
  ['Handbooks', 'normal'],
  ['Archive', 'normal'], // left empty
];

/** Hand-picked files: hostile and accented names, and the two infected ones. */
const EMPLOYEE_FILES: ReadonlyArray<{
  employee: number;
  category: string;
  name: string;
  shared: boolean;
  infected?: boolean;
}> = [
  { employee: 2, category: 'Onboarding', name: 'Offer letter – José Álvarez.pdf', shared: true },
  { employee: 2, category: 'Onboarding', name: '"><img src=x onerror=alert(1)>.pdf', shared: true },
  { employee: 2, category: 'Tax Forms', name: 'W-4 2026.PDF', shared: false },
  { employee: 2, category: 'Certifications', name: 'invoice_2026.pdf', shared: false, infected: true },
  { employee: 2, category: 'Signed Documents', name: 'Handbook acknowledgement.pdf', shared: true },
  { employee: 2, category: 'Comment Attachments', name: 'screenshot.png', shared: true },
  { employee: 4, category: 'Onboarding', name: 'I-9 verification.pdf', shared: true },
  { employee: 4, category: 'Performance Reviews', name: 'Review 2025 (draft).docx', shared: false },
  { employee: 4, category: 'Signed Documents', name: 'Direct deposit form.pdf', shared: true },
];
/**
 * The files of employee 1, the `owner` whose profile and files the demo opens on: what a real
 * record holds. Fixed sizes and ages (no draw from the seed's random sequence, so every record
 * seeded after them stays as it was).
 */
const OWNER_FILES: ReadonlyArray<{ category: string; name: string; shared: boolean; size: number; days: number }> = [
  {
    category: 'Signed Documents',
    name: 'Confidentiality agreement – signed.pdf',
    shared: true,
    size: 184_320,
    days: 812,
  },
  { category: 'Onboarding', name: 'Offer letter – Countess Lovelace.pdf', shared: true, size: 96_256, days: 820 },
  { category: 'Onboarding', name: 'Emergency contacts.docx', shared: true, size: 24_576, days: 806 },
  { category: 'Performance Reviews', name: 'Annual review 2025.pdf', shared: true, size: 312_402, days: 41 },
  { category: 'Performance Reviews', name: 'Goals 2026.xlsx', shared: false, size: 38_912, days: 12 },
  { category: 'Tax Forms', name: 'W-4 2026 – Lovelace.pdf', shared: true, size: 142_848, days: 63 },
  { category: 'Comment Attachments', name: 'Desk setup.png', shared: true, size: 1_048_576, days: 150 },
];
const COMPANY_FILES: ReadonlyArray<{ category: string; name: string; shared: boolean; infected?: boolean }> = [
  { category: 'Company Policies', name: 'Code of conduct.pdf', shared: true },
  { category: 'Company Policies', name: 'Remote work policy.docx', shared: true },
  { category: 'Company Policies', name: 'Security incident runbook.pdf', shared: false },
  { category: 'Benefits', name: 'Benefits guide 2026.pdf', shared: true },
  { category: 'Benefits', name: 'free-gift-card.zip', shared: false, infected: true },
  { category: 'Handbooks', name: 'Employee handbook – Ünïcödé edition.pdf', shared: true },
  { category: 'Handbooks', name: 'Holiday calendar.xlsx', shared: true },
  { category: 'Signed Templates', name: 'NDA template.docx', shared: false },
];

export function seedFiles(db: Database.Database, seed: SeedContext): void {
  const { faker, today } = seed;
  const category = db.prepare('INSERT INTO file_categories (scope, name, name_key, kind) VALUES (?, ?, ?, ?)');
  const ids = { employee: new Map<string, number>(), company: new Map<string, number>() };
  for (const [scope, list] of [
    ['employee', EMPLOYEE_CATEGORIES],
    ['company', COMPANY_CATEGORIES],
  ] as const) {
    for (const [name, kind] of list)
      ids[scope].set(name, Number(category.run(scope, name, categoryKey(name), kind).lastInsertRowid));
  }
  const file = db.prepare(`
    INSERT INTO files (category_id, employee_id, name, size, type, shared, infected, scan_done_at, created_at)
    VALUES (@category, @employee, @name, @size, @type, @shared, @infected, 0, @created)`);
  const extOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const created = () => today.getTime() - faker.number.int({ min: 1, max: 900 }) * 86_400_000;
  const size = () => faker.number.int({ min: 2_000, max: 4_000_000 });
  for (const f of EMPLOYEE_FILES) {
    file.run({
      category: ids.employee.get(f.category),
      employee: f.employee,
      name: f.name,
      size: size(),
      type: extOf(f.name),
      shared: f.shared ? 1 : 0,
      infected: f.infected ? 1 : 0,
      created: created(),
    });
  }
  for (const f of COMPANY_FILES) {
    file.run({
      category: ids.company.get(f.category),
      employee: null,
      name: f.name,
      size: size(),
      type: extOf(f.name),
      shared: f.shared ? 1 : 0,
      infected: f.infected ? 1 : 0,
      created: created(),
    });
  }
  // A few generated files for the first 60 employees (the managers), in the normal categories.
  const normal = EMPLOYEE_CATEGORIES.filter(([name, kind]) => kind === 'normal' && name !== 'Old Uploads').map(
    ([name]) => name,
  );
  for (let employee = 1; employee <= 60; employee++) {
    const count = faker.number.int({ min: 0, max: 3 });
    for (let i = 0; i < count; i++) {
      const ext = faker.helpers.arrayElement(ALLOWED_EXTENSIONS);
      const name = `${faker.word.words({ count: { min: 1, max: 3 } })}.${ext}`;
      file.run({
        category: ids.employee.get(faker.helpers.arrayElement(normal)),
        employee,
        name,
        size: size(),
        type: ext,
        shared: faker.datatype.boolean(0.6) ? 1 : 0,
        infected: 0,
        created: created(),
      });
    }
  }
  for (const f of OWNER_FILES) {
    file.run({
      category: ids.employee.get(f.category),
      employee: 1,
      name: f.name,
      size: f.size,
      type: extOf(f.name),
      shared: f.shared ? 1 : 0,
      infected: 0,
      created: today.getTime() - f.days * 86_400_000,
    });
  }
}
