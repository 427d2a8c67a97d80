/**
 * Help-centre articles for the demo: hand-written core articles plus task articles built
 * from fixed templates, so the set is deterministic and reads like a real help centre. Types
 * (a support-article kind, a knowledge-base kind or other): `support-article`,
 * `knowledge-base`, and the other kinds `video` and `release-note`.
 */
export const HELP_TYPES = ['support-article', 'knowledge-base', 'video', 'release-note'] as const;
export type HelpType = (typeof HELP_TYPES)[number];

export interface HelpArticle {
  objectID: string;
  name: string;
  type: HelpType;
  body: string;
}

const CORE: ReadonlyArray<[string, HelpType, string]> = [
  [
    'Request time off',
    'support-article',
    'Employees request vacation, sick days and other time off from the Time Off tab of their profile. Choose the category, the dates and the hours per day, add a note for your manager and submit. Your manager is notified and the request appears in their inbox for approval.',
  ],
  [
    'Approve or deny a time-off request',
    'support-article',
    'Managers see pending time-off requests in the inbox. Open a request to see the balance before and after, overlapping requests of the team and the note. Approve it, or deny it with a reason that is sent to the employee.',
  ],
  [
    'Set up time-off policies and accruals',
    'knowledge-base',
    'Time-off policies define how many hours employees accrue per pay period, the carryover limit at the end of the year and the waiting period for new hires. Assign a policy to employees from the Time Off settings; balances recalculate the next night.',
  ],
  [
    'Run payroll for the first time',
    'support-article',
    'Before your first payroll, check pay schedules, bank accounts, tax setup and each employee’s pay rate. Then open Payroll, review the hours and earnings of the period, preview the totals and submit the payroll at least two business days before the pay date.',
  ],
  [
    'Fix a payroll error after submitting',
    'knowledge-base',
    'If a paycheck was wrong, run an off-cycle payroll for the difference or void the check before the pay date. Net pay already sent by direct deposit cannot be recalled; contact support for a reversal when the amount was sent twice.',
  ],
  [
    'Add a new employee',
    'support-article',
    'Go to Employees and choose New Employee. Enter the personal, job and compensation information; required fields are marked. Save to create the profile, then send the new hire packet so the employee completes their own information and documents before the first day.',
  ],
  [
    'Send a new hire packet',
    'support-article',
    'A new hire packet collects tax forms, direct deposit details, emergency contacts and signed documents before the first day. Choose the packet template, the tasks and the welcome message, preview it, and send it to the new hire’s personal email address.',
  ],
  [
    'Terminate an employee',
    'support-article',
    'Open the employee’s profile, choose Terminate Employee in the settings menu and enter the termination date, the reason and whether the employee is eligible for rehire. Access to the account ends on the termination date; records stay available to administrators.',
  ],
  [
    'Manage access levels and permissions',
    'knowledge-base',
    'Access levels decide what each user can see and edit: employee self-service, managers, custom levels and full administrators. A user can see another employee’s profile only when their access level includes it; otherwise search opens the employee snapshot instead.',
  ],
  [
    'Turn on two-step login',
    'support-article',
    'Two-step login protects accounts with a code from an authenticator app in addition to the password. Administrators can require it for everyone; each user sets it up from the account menu under 2-Step Login and keeps the backup codes in a safe place.',
  ],
  [
    'Sign in with a passkey',
    'support-article',
    'Passkeys replace passwords with the fingerprint, face or device PIN you already use. Add a passkey from the account menu; afterwards choose Sign in with a passkey on the login page. Passkeys are stored by your device or password manager and cannot be phished.',
  ],
  [
    'Enroll employees in benefits',
    'knowledge-base',
    'During open enrollment, employees compare plans, add dependents and choose coverage. Administrators set the enrollment window, the eligible groups and the plan costs. Elections are sent to carriers with the next enrollment feed.',
  ],
  [
    'Create a custom report',
    'support-article',
    'Custom reports pick fields from employee records, filter them and group the rows. Choose the fields, add filters such as status or department, sort and save the report. Share it with other administrators or schedule it to be emailed as a spreadsheet.',
  ],
  [
    'Track hours with the timesheet',
    'support-article',
    'When time tracking is on, employees clock in and out or enter hours on their timesheet. Managers approve timesheets before payroll; approved hours flow into the payroll of the period. Overtime is calculated from the rules of the employee’s time-tracking group.',
  ],
  [
    'Enable time tracking for an employee',
    'support-article',
    'Open the employee’s Timesheet tab and choose Enable Time Tracking. The employee needs a pay schedule and an hourly or salaried non-exempt pay type first; missing information is requested before tracking starts.',
  ],
  [
    'Upload and share company files',
    'support-article',
    'Company files hold handbooks, policies and forms for everyone. Upload files up to 20 MB in common formats (pdf, docx, xlsx, images, zip), organise them in categories and share each file with all employees or selected groups. Every upload is scanned for viruses.',
  ],
  [
    'Why was my file marked as a virus?',
    'knowledge-base',
    'Each uploaded file is scanned. A file that matches a known threat signature is kept but marked inactive with a virus marker and cannot be downloaded. Re-create the file from a clean source and upload it again; contact support if you believe it is a false positive.',
  ],
  [
    'Run a performance review cycle',
    'knowledge-base',
    'Performance cycles ask employees and managers for assessments on a schedule. Choose the questions, the participants and the due dates; reminders are sent automatically. Results appear on each profile once both assessments are complete.',
  ],
  [
    'Post a job opening',
    'support-article',
    'Create a job opening with the title, department, location, employment type and description. Publish it to the careers page and job boards; candidates who apply appear in the hiring pipeline with their application and status.',
  ],
  [
    'Move candidates through the hiring pipeline',
    'support-article',
    'Each candidate has a status such as New, Reviewed, Interviewed or Offer Sent. Change the status from the candidate’s page, add ratings and notes, schedule interviews and send an offer letter when you are ready to hire.',
  ],
  [
    'Send an offer letter',
    'support-article',
    'Offer letters are generated from templates with the candidate’s name, position, pay and start date. Preview the letter, add attachments, and send it for electronic signature; the signed letter is stored with the new employee’s files.',
  ],
  [
    'Use the employee snapshot',
    'knowledge-base',
    'The employee snapshot shows a person’s basic information, job information, reporting line and job history in a side panel, without opening the full profile. Drag it anywhere on the page, expand or collapse its sections, and open the profile when you have access to it.',
  ],
  [
    'Search for people, reports and files',
    'knowledge-base',
    'The search box in the header finds employees by name, nickname or employee number (type # followed by the number), candidates, job openings, reports and files. Accents and capital letters do not matter. Press s to jump to the search box.',
  ],
  [
    'Change your password',
    'support-article',
    'Open the account menu and choose Change Password. Enter the current password and a new one of at least 12 characters. Other sessions stay signed in until they expire; sign out everywhere from the account settings if your password may have leaked.',
  ],
  [
    'Sign in with the mobile app QR code',
    'support-article',
    'Open Mobile App QR Code Login from the account menu and scan the code with the mobile app to sign in without typing your password. The code expires after a few minutes; choose Refresh to generate a new one.',
  ],
  [
    'Understand the data processing agreement',
    'knowledge-base',
    'The data processing agreement describes how employee data is processed under GDPR. Administrators sign it once; when it is updated, they are asked to review and accept the new version. You can complete it later, and you are reminded after a week.',
  ],
  [
    'Clear the demo data from a trial account',
    'support-article',
    'Trial accounts start with demo employees so you can explore. Clear Demo Data removes every demo record, including employees, files and reports, and cannot be undone. Afterwards, accept the data processing agreement and add your own employees.',
  ],
  [
    'Benchmark your compensation',
    'knowledge-base',
    'Compensation benchmarking compares your pay ranges with anonymised market data from companies of a similar size and industry. Opt in to contribute your data and see the benchmarks; opting out removes your data from future benchmarks.',
  ],
  [
    'Video: a tour of the home page',
    'video',
    'A five-minute video tour of the home page: the navigation, the inbox with its counts, announcements, the global search box and the help menu.',
  ],
  [
    'Video: running payroll step by step',
    'video',
    'Watch an administrator run a semi-monthly payroll: reviewing hours, adding a bonus, previewing taxes and submitting the payroll before the deadline.',
  ],
  [
    'Video: setting up hiring',
    'video',
    'Learn how to post a job opening, customise the application questions, review candidates and move them to the interview stage.',
  ],
  [
    'Release notes: November 2026',
    'release-note',
    'New this month: passkey sign-in for all plans, a faster global search with accent-insensitive matching, and a redesigned employee snapshot with job history.',
  ],
  [
    'Release notes: October 2026',
    'release-note',
    'New this month: file scanning status in the file list, customer identity verification for support calls, and cookie preferences for onboarding users.',
  ],
  [
    'Escaping <script> tags & "quotes" in email templates',
    'knowledge-base',
    'Email templates are plain text with placeholders like {firstName}. Markup such as <script>alert(1)</script> or <b>bold</b> is shown literally and never run; use the formatting toolbar instead of typing HTML.',
  ],
  [
    'Configurer les congés payés (Français)',
    'knowledge-base',
    'Les congés payés s’acquièrent à raison de 2,5 jours ouvrables par mois de travail effectif. Créez une politique de congés, définissez la période de référence et affectez-la aux salariés concernés.',
  ],
  [
    'Überstunden erfassen und genehmigen (Deutsch)',
    'knowledge-base',
    'Mitarbeitende erfassen Überstunden in der Zeiterfassung; Führungskräfte genehmigen sie vor der Gehaltsabrechnung. Zuschläge richten sich nach der Arbeitszeitgruppe.',
  ],
];

const AREAS: ReadonlyArray<[string, string]> = [
  [
    'emergency contacts',
    'Emergency contacts are kept on the Personal tab of each profile; employees can edit their own.',
  ],
  [
    'direct deposit',
    'Direct deposit accounts are split by amount or percentage; changes take effect with the next payroll that has not been submitted.',
  ],
  [
    'pay schedules',
    'Pay schedules set the pay frequency, the period end dates and the pay dates used by payroll and time tracking.',
  ],
  ['announcements', 'Announcements appear on the home page of every employee until they are dismissed.'],
  [
    'custom fields',
    'Custom fields add company-specific information to employee records, such as shirt size or badge number.',
  ],
  [
    'onboarding tasks',
    'Onboarding tasks are assigned to new hires, managers and IT before the first day, with due dates relative to the hire date.',
  ],
  [
    'offboarding checklists',
    'Offboarding checklists make sure equipment is returned and access is removed when someone leaves.',
  ],
  [
    'job information',
    'Job information holds the title, department, division, location, manager and effective dates of every change.',
  ],
  ['compensation history', 'Compensation history lists every pay change with its effective date, reason and approver.'],
  [
    'employee documents',
    'Employee documents such as signed policies and certificates are stored in the employee’s file categories.',
  ],
  ['holidays', 'Company holidays are shown on calendars and can count as paid time in timesheets.'],
  ['training', 'Training records track required courses, completion dates and renewals for every employee.'],
];

const TASKS: ReadonlyArray<[string, HelpType, (area: string, detail: string) => string]> = [
  [
    'Edit {area}',
    'support-article',
    (area, detail) =>
      `${detail} To change ${area}, open the profile, choose Edit on the section and save. Changes are logged in the history of the record.`,
  ],
  [
    'Import {area} from a spreadsheet',
    'support-article',
    (area, detail) =>
      `${detail} You can import ${area} for many employees at once: download the template, fill one row per employee, upload the file and review the changes before confirming.`,
  ],
  [
    'Who can see {area}?',
    'knowledge-base',
    (area, detail) =>
      `${detail} Visibility of ${area} follows the access level of the user. Administrators see everything; managers see their reports; employees see their own information.`,
  ],
  [
    'Report on {area}',
    'knowledge-base',
    (area, detail) =>
      `${detail} Build a custom report with the ${area} fields, filter by department or location, and export it to a spreadsheet.`,
  ],
];

/** Every article, in a fixed order; object ids are stable across runs. */
export function helpArticles(): HelpArticle[] {
  const articles: HelpArticle[] = CORE.map(([name, type, body], i) => ({
    objectID: `hc-${String(1001 + i)}`,
    name,
    type,
    body,
  }));
  let n = 2001;
  for (const [area, detail] of AREAS) {
    for (const [template, type, body] of TASKS) {
      const name = template.replace('{area}', area);
      articles.push({
        objectID: `hc-${n++}`,
        name: name.charAt(0).toUpperCase() + name.slice(1),
        type,
        body: body(area, detail),
      });
    }
  }
  // One object id that needs encoding in /home/?pendo={objectID}.
  articles.push({
    objectID: 'faq/time off&pto=1',
    name: 'FAQ: time off & PTO balances',
    type: 'knowledge-base',
    body: 'Balances show the hours available today and the hours scheduled for future time off. Accruals are added at the end of each pay period.',
  });
  return articles;
}
