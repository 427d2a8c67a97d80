import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../core/env';
import { idField, jsonError, parseQuery } from '../../core/http';
import type { DemoModule } from '../../core/module';
import { serveDemoPage, serveShellPage, type PageDirs } from '../pages';
import { htmlspecialchars as escapeHtml } from '../../core/php';
import { shownNames } from '../../../../src/ui/avatar.logic';

/** The nav's item ids, as the server prints them in `<hr-global-nav active="…">`. */
export const NAV_ITEMS = [
  'home',
  'myInfo',
  'employees',
  'hiring',
  'reports',
  'files',
  'payroll',
  'payrollTrial',
  'payrollPartner',
  'benefits',
  'compensation',
] as const;
export type NavItem = (typeof NAV_ITEMS)[number];

export interface SectionPage {
  path: string;
  title: string;
  /** The legacy breadcrumb line of the header bar. */
  trail: string;
  description: string;
  /** The nav item the page belongs to; none for header and account-menu pages. */
  active?: NavItem;
}

/**
 * Every page the nav, the header and the account menu link to (docs/api/pages.yaml), as
 * stand-ins for the PHP application's pages. Query strings
 * (`?id=`, `?section=`, `?pendo=`) are accepted and ignored. /files/ and
 * /employees/employee.php have their own routes below.
 */
export const SECTION_PAGES: readonly SectionPage[] = [
  { path: '/home/', title: 'Home', trail: 'Home', description: 'The company dashboard.', active: 'home' },
  {
    path: '/employees/',
    title: 'Employees',
    trail: 'Employees',
    description: 'The employee directory.',
    active: 'employees',
  },
  { path: '/hiring/', title: 'Hiring', trail: 'Hiring', description: 'Job openings and candidates.', active: 'hiring' },
  {
    path: '/reports/',
    title: 'Reports',
    trail: 'Reports',
    description: 'Standard and custom reports.',
    active: 'reports',
  },
  {
    path: '/app/payroll/',
    title: 'Payroll',
    trail: 'Payroll',
    description: 'Pay runs and payroll settings.',
    active: 'payroll',
  },
  {
    path: '/app/payroll/registration',
    title: 'Payroll registration',
    trail: 'Payroll',
    description: 'Registering for payroll during the trial (the nav item of a trial company).',
    active: 'payrollTrial',
  },
  {
    path: '/app/payroll-partner/',
    title: 'Payroll partner',
    trail: 'Payroll',
    description: 'The external payroll partner the company runs payroll with.',
    active: 'payrollPartner',
  },
  {
    path: '/app/benefits/',
    title: 'Benefits',
    trail: 'Benefits',
    description: 'Benefit plans and elections.',
    active: 'benefits',
  },
  {
    path: '/app/compensation/',
    title: 'Compensation',
    trail: 'Compensation',
    description: 'Pay bands and compensation reviews.',
    active: 'compensation',
  },
  {
    path: '/settings/',
    title: 'Settings',
    trail: 'Settings',
    description: 'Company settings (the header settings link).',
  },
  {
    path: '/settings/users/account_settings',
    title: 'Account Settings',
    trail: 'Settings',
    description: 'Username, email and sign-in options of your account.',
  },
  {
    path: '/settings/permissions/api.php',
    title: 'My Devices & API Keys',
    trail: 'Settings',
    description: 'Signed-in devices and API keys of a user.',
  },
  {
    path: '/app/settings/users/mfa_settings',
    title: '2-Step Login',
    trail: 'Settings',
    description: 'Two-step login for your account.',
  },
  {
    path: '/app/settings/users/passkey_settings',
    title: 'Passkeys',
    trail: 'Settings',
    description: 'The passkeys of your account.',
  },
  {
    path: '/inbox/',
    title: 'Inbox',
    trail: 'Inbox',
    description: 'Approvals, requests, tasks, signatures and alerts waiting for you.',
  },
  {
    path: '/inbox/sent_requests/',
    title: 'Sent Requests',
    trail: 'Inbox',
    description: 'Requests you sent that others have not answered yet.',
  },
  {
    path: '/dashboard/announcements/',
    title: 'Past Announcements',
    trail: 'Home',
    description: 'Announcements the company posted.',
  },
  {
    path: '/dashboard/password.php',
    title: 'Change Password',
    trail: 'Account',
    description: 'Change the password of your account.',
  },
  {
    path: '/app/marketplace/',
    title: 'App Integrations',
    trail: 'Account',
    description: 'Apps connected to the company account.',
  },
  {
    path: '/dev',
    title: 'Dev Utilities',
    trail: 'Account',
    description: 'Tools for developers of the company account.',
  },
  {
    path: '/app/mobile/',
    title: 'Mobile Solutions',
    trail: 'Account',
    description: 'The mobile app and how to sign in to it.',
  },
  { path: '/help/', title: 'Help Center', trail: 'Help', description: 'Help articles and support.' },
  {
    path: '/answers/',
    title: 'Answers',
    trail: 'Answers',
    description: 'Answers to questions about the company and its people.',
  },
  {
    path: '/legal/terms/',
    title: 'Terms of Service',
    trail: 'Legal',
    description: "The terms of the service (the terms prompt's link).",
  },
];

/** My Info (`/employees/employee.php?id={employeeId}`) and the files page under the nav's route. */
export const MY_INFO_PATH = '/employees/employee.php';
export const FILES_PATH = '/files/';

const PAGE_PATHS = new Set([...SECTION_PAGES.map((page) => page.path), MY_INFO_PATH, FILES_PATH]);

/**
 * Section pages answer without a session, like the other demo pages (app.ts): signed out or
 * expired, the config block has no user and the elements show nothing that needs one.
 */
export const isSectionPage = (method: string, path: string) =>
  (method === 'GET' || method === 'HEAD') && PAGE_PATHS.has(path);

/** Prints a section into demo/section.html, the content of every section page: escaped text. */
export function fillSection(html: string, { title, description }: Omit<SectionPage, 'path'>): string {
  const text: Record<string, string> = { title, description };
  return html.replace(/\{\{(title|description)\}\}/g, (_, key: string) => escapeHtml(text[key] ?? ''));
}

/** A section page in the shared layout: the section's title, trail and active nav item around its content. */
const serveSection = (c: Context<AppEnv>, dirs: PageDirs, section: Omit<SectionPage, 'path'>) =>
  serveShellPage(c, dirs, 'section.html', section, (html) => fillSection(html, section));

/**
 * The section pages: one page (demo/section.html) in the shared layout, with a heading naming
 * the section, so every link of the nav, header and account menu lands on a page
 * that shows the shell again with the right item highlighted. Only GET; not part of the contract's
 * JSON calls but documented in docs/api/pages.yaml as the link targets a back end must serve.
 */
export const sectionsModule: DemoModule = {
  name: 'sections',
  routes(app, { db, options }) {
    for (const page of SECTION_PAGES) app.get(page.path, (c) => serveSection(c, options, page));

    // The nav's files item opens the files tools page (files.html prints active="files").
    app.get(FILES_PATH, (c) => serveDemoPage(c, options, 'files.html'));

    // My Info for the signed-in user's own employee id, the employee's page for any other id.
    // Signed out, the page names nobody (no session, no employee data). The name is the one the
    // shell shows (preferred name, last name), as in the header and on the photo.
    const employee = db.prepare<[number], { first_name: string; last_name: string; nickname: string | null }>(
      'SELECT first_name, last_name, nickname FROM employees WHERE id = ?',
    );
    app.get(MY_INFO_PATH, (c) => {
      const parsed = parseQuery(c, z.object({ id: idField }));
      if (!parsed.ok) return parsed.response;
      const { id } = parsed.data;
      const user = c.get('user');
      let section: Omit<SectionPage, 'path'> = {
        title: 'Employee',
        trail: 'Employees',
        description: 'Sign in to see this employee.',
        active: 'employees',
      };
      if (user) {
        const row = employee.get(id);
        if (!row) return jsonError(c, 404, `No employee with id ${id}.`);
        const name = shownNames({
          firstName: row.first_name,
          lastName: row.last_name,
          preferredName: row.nickname,
        }).join(' ');
        section =
          id === user.employeeId
            ? {
                title: `My Info: ${name}`,
                trail: 'My Info',
                description: 'Your own employee record.',
                active: 'myInfo',
              }
            : {
                title: `Employee: ${name}`,
                trail: 'Employees',
                description: `The employee record of ${name}.`,
                active: 'employees',
              };
      }
      return serveSection(c, options, section);
    });
  },
};
