import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../demo/server/app';
import { DEMO_DIR } from '../../demo/server/core/options';
import { DEMO_PAGES } from '../../demo/server/modules/pages';
import { SECTION_PAGES } from '../../demo/server/modules/sections';
import { expectContract } from './support/contract';
import { testClient, type TestClient } from './support/client';

let client: TestClient;
afterEach(() => client.close());

interface PageConfig {
  user: { id: number; employeeId: number } | null;
  canSee: Record<string, boolean>;
  company: Record<string, boolean>;
  capabilities: Record<string, boolean>;
  allowedHosts: string[];
  session?: { username: string };
}

const CONFIG_BLOCK = /<script type="application\/json" id="hr-shell-config">([\s\S]*?)<\/script>/;

function configOf(html: string): PageConfig {
  const json = CONFIG_BLOCK.exec(html)?.[1];
  if (!json) throw new Error('no config block');
  return JSON.parse(json) as PageConfig;
}

async function page(path: string): Promise<{ status: number; html: string; config: PageConfig; response: Response }> {
  const response = await client.get(path);
  const html = await response.clone().text();
  return { status: response.status, html, config: configOf(html), response };
}

/** The opening tag of the nav as the server printed it in its marked place. */
const navTag = (html: string) => /<div id="place-global-nav"[^>]*>(<hr-global-nav\b[^>]*>)/.exec(html)?.[1];

/** The flags that are on, sorted (a missing flag and `false` both mean hidden). */
const on = (flags: Record<string, boolean>) =>
  Object.entries(flags)
    .filter(([, value]) => value)
    .map(([key]) => key)
    .sort();

const ALL_NAV = [
  'home',
  'myInfo',
  'employees',
  'hiring',
  'reports',
  'files',
  'payroll',
  'payrollPartner',
  'benefits',
  'compensation',
  'globalEmployment',
];
const ALL_HEADER = ['inbox', 'help', 'answers', 'settings'];

describe('config block: canSee, company and allowedHosts per demo user', () => {
  it.each([
    ['owner', [...ALL_NAV, ...ALL_HEADER]],
    ['admin', [...ALL_NAV, ...ALL_HEADER]],
    ['manager', ['home', 'myInfo', 'employees', 'hiring', 'reports', 'files', 'inbox', 'help', 'answers']],
    ['employee', ['home', 'myInfo', 'files', 'benefits', 'inbox', 'help', 'answers']],
    [
      'support',
      [
        'home',
        'myInfo',
        'employees',
        'hiring',
        'reports',
        'files',
        'payroll',
        'benefits',
        'compensation',
        'globalEmployment',
        ...ALL_HEADER,
      ],
    ],
    ['assumed', ['home', 'myInfo', 'employees', 'files', 'benefits', 'inbox', 'help', 'answers']],
    ['onboarding', ['home', 'help']],
    ['offerletter', ['help']],
    ['preview', ['home', 'myInfo', 'files', 'benefits', 'inbox', 'help', 'answers']],
  ])('%s sees %j', async (username, expected) => {
    client = testClient();
    await client.signIn(username);
    const { config } = await page('/');
    expect(on(config.canSee)).toEqual([...expected].sort());
    // The seeded company is not in trial: nobody gets the trial payroll item.
    expect(config.canSee.payrollTrial ?? false).toBe(false);
    expect(config.company).toEqual({ passkeysEnabled: true });
    expect(config.allowedHosts).toEqual(['global-employment.example', 'apps.apple.com', 'play.google.com']);
  });

  it('prints no flags but the allowed hosts for a signed-out visitor', async () => {
    client = testClient();
    const { config } = await page('/');
    expect(config).toMatchObject({ user: null, canSee: {}, company: {}, capabilities: {} });
    expect(config.allowedHosts).toContain('global-employment.example');
  });

  it('agrees with the server: the answers button and the global employment link', async () => {
    client = testClient();
    for (const username of ['owner', 'employee', 'onboarding', 'offerletter']) {
      await client.signIn(username);
      const { config } = await page('/');
      const button = (await (await client.get('/answers/header-button')).json()) as { visible: boolean };
      expect(button.visible, username).toBe(config.canSee.answers === true);
    }
    // Support sees the item; the provider link refuses them (the element shows the error).
    await client.signIn('support');
    expect((await page('/')).config.canSee.globalEmployment).toBe(true);
    expect((await client.get('/global-employment/remote-link?path=/dashboard')).status).toBe(403);
    await client.signIn('admin');
    const link = (await (await client.get('/global-employment/remote-link?path=/dashboard')).json()) as {
      data: { url: string };
    };
    expect(new URL(link.data.url).hostname).toBe('global-employment.example');
  });

  it('follows the company: passkeysEnabled off in the database is off in the config', async () => {
    client = testClient();
    client.demo.context.db.prepare('UPDATE company SET passkeys_enabled = 0').run();
    await client.signIn('owner');
    expect((await page('/')).config.company).toEqual({ passkeysEnabled: false });
  });

  it('lets the demo panel switch canSee flags of the caller only, and refuses unknown ones', async () => {
    client = testClient();
    await client.signIn('employee');
    const response = await client.postJson('/demo/flags', { canSee: { payrollTrial: true, files: false } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { canSee: Record<string, boolean> }).canSee).toMatchObject({
      payrollTrial: true,
      files: false,
      home: true,
    });
    const { config } = await page('/home/');
    expect(config.canSee).toMatchObject({ payrollTrial: true, files: false, benefits: true });
    expect((await client.postJson('/demo/flags', { canSee: { isAdmin: true } })).status).toBe(422);
    expect((await client.postJson('/demo/flags', { canSee: { home: 'yes' } })).status).toBe(422);
    const me = (await (await client.get('/demo/me')).json()) as {
      user: { canSee: Record<string, boolean>; canSeeNames: string[] };
    };
    expect(me.user.canSee.payrollTrial).toBe(true);
    expect(me.user.canSeeNames).toEqual(expect.arrayContaining(['payrollTrial', 'globalEmployment', 'settings']));
    await client.signIn('manager');
    expect((await page('/')).config.canSee.payrollTrial).toBeUndefined();
  });
});

describe('config block: the shell data a PHP page prints', () => {
  const printed = async () => (await page('/home/')).config as PageConfig & Record<string, unknown>;

  it('prints the inbox counts and Answers button the routes give the same user', async () => {
    client = testClient();
    for (const username of ['owner', 'employee', 'offerletter']) {
      await client.signIn(username);
      const config = await printed();
      const inbox = config.canSee.inbox
        ? await (await client.get('/ajax/inbox/inbox_counts_json.php')).json()
        : undefined;
      const answers = config.canSee.answers ? await (await client.get('/answers/header-button')).json() : undefined;
      expect(config.inbox, username).toEqual(inbox);
      expect(config.answersButton, username).toEqual(answers);
    }
    await client.signIn('owner');
    expect(Object.keys(await printed())).toEqual(expect.arrayContaining(['banners', 'inbox', 'answersButton']));
  });

  it('leaves out the inbox counts while the inbox service fails, so the header asks and shows the failure', async () => {
    client = testClient();
    await client.signIn('manager');
    expect((await client.postJson('/demo/shell/settings', { inboxFails: true })).status).toBe(200);
    const config = await printed();
    expect(config).not.toHaveProperty('inbox');
    expect(config).toHaveProperty('answersButton');
  });

  it('prints none of them for a signed-out visitor', async () => {
    client = testClient();
    const config = await printed();
    for (const key of ['banners', 'inbox', 'answersButton']) expect(config).not.toHaveProperty(key);
  });
});

describe('demo pages print the page shell', () => {
  it.each([
    ['/', 'employees'],
    ['/files.html', 'files'],
    ['/forms.html', 'employees'],
    ['/time-tracking.html', 'employees'],
    ['/demo-data.html', null],
  ])('%s has the nav (active %s) and the header in their marked places', async (path, active) => {
    client = testClient();
    await client.signIn('manager');
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toMatch(/<div id="place-global-nav" data-marked-place="global-nav"><hr-global-nav\b/);
    expect(navTag(html)).toBe(active ? `<hr-global-nav active="${active}">` : '<hr-global-nav>');
    expect(html).toMatch(
      /<div id="place-global-header" data-marked-place="global-header">\s*<hr-global-header>\s*<a slot="logo"/,
    );
    expect(html).toContain('<link rel="stylesheet" href="/legacy.css">');
  });

  it('shows the account menu on its own on the account settings page, and only there', async () => {
    client = testClient();
    await client.signIn('owner');
    const { html } = await page('/account-settings.html');
    expect(html).toMatch(
      /<section id="standalone-account-menu"[^>]*>[\s\S]*?<hr-account-menu><\/hr-account-menu>[\s\S]*?<\/section>/,
    );
    for (const path of ['/', '/files.html', '/forms.html', '/home/'])
      expect((await page(path)).html, path).not.toContain('standalone-account-menu');
  });

  it('has no inline script in any page or template (the CSP forbids them)', () => {
    for (const name of [...DEMO_PAGES.map((demoPage) => demoPage.file), 'section.html']) {
      const html = readFileSync(resolve(DEMO_DIR, name), 'utf8');
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      for (const tag of scripts)
        expect(tag.includes(' src=') || tag.includes('type="application/json"'), `${name}: ${tag}`).toBe(true);
    }
  });
});

/** The demo pages in the shell: every page file of DEMO_PAGES, and a section page for demo/section.html. */
const CONTENT_PATHS = [
  ...DEMO_PAGES.filter((demoPage) => !('standalone' in demoPage)).map((demoPage) =>
    demoPage.file === 'index.html' ? '/' : `/${demoPage.file}`,
  ),
  '/home/',
];

describe('demo pages read as pages of the product', () => {
  it.each(CONTENT_PATHS)(
    '%s: one closed "How this page works" disclosure, no developer table or event log, pages.css linked',
    async (path) => {
      client = testClient();
      await client.signIn('admin');
      const { status, html } = await page(path);
      expect(status).toBe(200);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main).toMatch(/^<main class="page">/);
      const disclosures = main.match(/<details\b[^>]*>/g) ?? [];
      expect(disclosures).toEqual(['<details class="how-it-works">']);
      expect(main).toMatch(/<details class="how-it-works">\s*<summary>How this page works<\/summary>/);
      expect(main).not.toContain('What this row demonstrates');
      expect(main).not.toMatch(/id="event-log|class="marked-place|class="intro"/);
      expect(html.indexOf('<link rel="stylesheet" href="/pages.css">')).toBeGreaterThan(-1);
      expect(html.indexOf('<link rel="stylesheet" href="/pages.css">')).toBeLessThan(html.indexOf('</head>'));
    },
  );

  it('prints the employee profile: header, the job information inline edits, job history and files', async () => {
    client = testClient();
    await client.signIn('owner');
    const { html } = await page('/');
    expect(html).toContain('<title>Countess Lovelace - hr-shell demo</title>');
    const profile = /<header class="card profile-header"[^>]*>([\s\S]*?)<\/header>/.exec(html)?.[1] ?? '';
    expect(profile).toContain('<img class="profile-avatar" src="/photos/employees/1.svg" alt=""');
    // The name beside the photo is the one the shell shows (preferred name, last name), so it
    // agrees with the photo's initials and the account menu.
    expect(profile).toContain('<h1>Countess Lovelace</h1>');
    expect(profile).toContain('<dt>First name</dt>');
    for (const text of ['Engineer', 'Research &amp; Development', 'London']) expect(profile).toContain(text);
    // Each field's row holds its inline edit, inside the job information card.
    const card = /<section class="card" id="job-information"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    for (const [row, label] of [
      ['row-job-title', 'Job title'],
      ['row-department', 'Department'],
      ['row-location', 'Location'],
      ['row-pay-grade', 'Pay grade'],
      ['row-office', 'Office'],
      ['row-manager', 'Manager'],
      ['row-employee-number', 'Employee number'],
      ['row-legal-name', 'Legal name'],
    ])
      expect(card).toMatch(
        new RegExp(
          `<tr id="${row}">\\s*<th scope="row">${label}</th>\\s*<td>\\s*(?:<!--[^>]*-->\\s*)*<hr-inline-edit\\s[^>]*label="${label}"`,
        ),
      );
    expect(card).toMatch(/record-id="47" label="Employee number" disabled\s*>E-0042</);
    // The legal name exactly as htmlspecialchars($name, ENT_QUOTES) prints it.
    expect(card).toContain(
      'label="Legal name" value="O&#039;Connor &amp; &lt;Sons&gt; &lt;/script&gt;&lt;!-- &quot;Zoë&quot; / Ünïcødé"',
    );
    expect(card).toMatch(
      /<hr-employee-history id="job-history" label="Job history" heading="Job history" employee-id="1">\s*<table class="list-table" id="job-history-table">/,
    );
    expect(html).toMatch(
      /<section class="card" id="employee-files"[\s\S]*?<hr-file-list employee-id="1" uploader-id="employee-1-files"><\/hr-file-list>/,
    );
  });

  it('prints the forms page as an employee form: every marked place a card with a heading', async () => {
    client = testClient();
    await client.signIn('owner');
    const { html } = await page('/forms.html');
    for (const place of [
      'date-fields',
      'masked-inputs',
      'number-fields',
      'address',
      'counters',
      'person-picker',
      'insertable-list',
      'select',
    ])
      expect(html).toMatch(
        new RegExp(
          `<section\\s+id="place-${place}"\\s+class="card form-section"\\s+data-marked-place="${place}"\\s+aria-labelledby="${place}-heading"\\s*>\\s*<h2 id="${place}-heading">`,
        ),
      );
    expect(html).toContain('<form id="demo-form" method="post" action="/forms/submit.php">');
  });
});

describe('section pages', () => {
  it.each(SECTION_PAGES.map((section) => [section.path, section] as const))(
    '%s: the template with the shell, heading and active item',
    async (path, section) => {
      client = testClient();
      await client.signIn('admin');
      const { status, html, config, response } = await page(path);
      expect(status).toBe(200);
      await expectContract(response, 'GET', path);
      expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy('ws://localhost'));
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(config.session?.username).toBe('admin');
      expect(config.canSee.home).toBe(true);
      const title = section.title.replace(/&/g, '&amp;');
      expect(html).toContain(`<h1 id="section-title">${title}</h1>`);
      expect(html).toContain(`<title>${title} - hr-shell demo</title>`);
      expect(navTag(html)).toBe(section.active ? `<hr-global-nav active="${section.active}">` : '<hr-global-nav>');
      expect(html).toContain('<hr-global-header>');
      expect(html).not.toContain('{{');
    },
  );

  it('covers every link target of the nav, header and account menu', () => {
    const paths = new Set(SECTION_PAGES.map((section) => section.path));
    for (const path of [
      '/home/',
      '/employees/',
      '/hiring/',
      '/reports/',
      '/app/payroll/',
      '/app/payroll/registration',
      '/app/payroll-partner/',
      '/app/benefits/',
      '/app/compensation/',
      '/settings/',
      '/settings/users/account_settings',
      '/settings/permissions/api.php',
      '/app/settings/users/mfa_settings',
      '/app/settings/users/passkey_settings',
      '/inbox/',
      '/inbox/sent_requests/',
      '/dashboard/announcements/',
      '/dashboard/password.php',
      '/app/marketplace/',
      '/dev',
      '/app/mobile/',
      '/help/',
      '/answers/',
    ])
      expect(paths.has(path), path).toBe(true);
  });

  it('accepts the query strings the links carry', async () => {
    client = testClient();
    await client.signIn('owner');
    for (const path of ['/settings/permissions/api.php?id=1', '/inbox/?section=approvals', '/home/?pendo=abc123']) {
      expect((await client.get(path)).status, path).toBe(200);
    }
  });

  it('serves signed-out visitors the sign-in page (empty config, no shell), like the other demo pages', async () => {
    client = testClient();
    const { status, config, html } = await page('/settings/');
    expect(status).toBe(200);
    expect(config).toMatchObject({ user: null, canSee: {} });
    expect(html).toContain('<h1 id="sign-in-title">Sign in</h1>');
    expect(html).toContain('data-next="/settings/"');
    expect(html).not.toMatch(/<hr-|section-title/);
    // Expired sessions too.
    await client.signIn('owner');
    await client.postJson('/demo/expire-session', {});
    const expired = await page('/home/');
    expect(expired.config.user).toBeNull();
    expect(expired.html).toContain('id="sign-in-expired"');
  });

  it('answers only GET: other methods are not routes', async () => {
    client = testClient();
    expect((await client.request('POST', '/home/')).status).toBe(401);
    await client.signIn('owner');
    expect((await client.request('POST', '/home/')).status).toBe(404);
    expect((await client.request('DELETE', '/settings/')).status).toBe(404);
  });

  it('/files/ is the files tools page with the files item active', async () => {
    client = testClient();
    await client.signIn('employee');
    const { status, html, config, response } = await page('/files/');
    expect(status).toBe(200);
    await expectContract(response, 'GET', '/files/');
    expect(html).toContain('<h1>Files</h1>');
    expect(navTag(html)).toBe('<hr-global-nav active="files">');
    expect(config.session?.username).toBe('employee');
  });
});

describe('/employees/employee.php', () => {
  it('is My Info for the signed-in user and an employee page for anyone else', async () => {
    client = testClient();
    await client.signIn('manager');
    const own = await page('/employees/employee.php?id=3');
    await expectContract(own.response, 'GET', '/employees/employee.php');
    expect(own.html).toContain('<h1 id="section-title">My Info: Zoë Ångström</h1>');
    expect(navTag(own.html)).toBe('<hr-global-nav active="myInfo">');
    const other = await page('/employees/employee.php?id=1');
    expect(other.html).toContain('<h1 id="section-title">Employee: Countess Lovelace</h1>');
    expect(navTag(other.html)).toBe('<hr-global-nav active="employees">');
  });

  it('escapes the name and refuses bad or unknown ids', async () => {
    client = testClient();
    await client.signIn('owner');
    const hostile = await page('/employees/employee.php?id=10');
    expect(hostile.html).toContain('Employee: &lt;img src=x onerror=alert(1)&gt; Hostile');
    expect(hostile.html).not.toContain('<img src=x');
    for (const query of ['', '?id=0', '?id=abc', '?id=-1', '?id=1.5']) {
      const response = await client.get(`/employees/employee.php${query}`);
      expect(response.status, query).toBe(422);
      await expectContract(response, 'GET', '/employees/employee.php');
    }
    const unknown = await client.get('/employees/employee.php?id=99999');
    expect(unknown.status).toBe(404);
    await expectContract(unknown, 'GET', '/employees/employee.php');
  });

  it('names nobody to a signed-out visitor', async () => {
    client = testClient();
    const { status, html, config } = await page('/employees/employee.php?id=1');
    expect(status).toBe(200);
    expect(config.user).toBeNull();
    expect(html).toContain('<h1 id="sign-in-title">Sign in</h1>');
    expect(html).toContain('data-next="/employees/employee.php?id=1"');
    expect(html).not.toContain('Lovelace');
  });
});

describe('qrTokenSeconds demo setting', () => {
  const START = Date.parse('2026-11-20T10:00:00Z');

  async function tokenExpiration(): Promise<number | undefined> {
    const response = await client.postForm('/auth/mobile_qr/token', {});
    const body = (await expectContract(response, 'POST', '/auth/mobile_qr/token')) as Array<{ expiration?: number }>;
    return body[0]?.expiration;
  }

  it('defaults to 120 s and sets the token lifetime of the caller', async () => {
    const clock = { t: START };
    client = testClient({ now: () => clock.t });
    await client.signIn('employee');
    const { settings } = (await (await client.get('/demo/shell/settings')).json()) as {
      settings: { qrTokenSeconds: number };
    };
    expect(settings.qrTokenSeconds).toBe(120);
    expect(await tokenExpiration()).toBe(START / 1000 + 120);

    const saved = await client.postJson('/demo/shell/settings', { qrTokenSeconds: 5 });
    expect(((await saved.json()) as { settings: { qrTokenSeconds: number } }).settings.qrTokenSeconds).toBe(5);
    expect(await tokenExpiration()).toBe(START / 1000 + 5);
    const [token] = (await (await client.postForm('/auth/mobile_qr/token', {})).json()) as Array<{
      refresh_token: string;
    }>;
    clock.t += 5_000;
    expect(
      (await client.postForm('/auth/mobile_qr/redeem', { refresh_token: token?.refresh_token ?? '' })).status,
    ).toBe(401);

    // Another user keeps the default; a reset brings it back.
    await client.signIn('manager');
    expect(await tokenExpiration()).toBe(clock.t / 1000 + 120);
    await client.signIn('employee');
    await client.postJson('/demo/shell/settings', { qrTokenSeconds: 600 });
    expect(await tokenExpiration()).toBe(clock.t / 1000 + 600);
    await client.postJson('/demo/shell/settings', { reset: true });
    expect(await tokenExpiration()).toBe(clock.t / 1000 + 120);
  });

  it.each(['4', '601', '0', '-5', '2.5', '"30"', 'null', '1e309'])(
    'refuses %s with 422 and keeps the old lifetime',
    async (value) => {
      client = testClient();
      await client.signIn('admin');
      await client.postJson('/demo/shell/settings', { qrTokenSeconds: 30 });
      const response = await client.request('POST', '/demo/shell/settings', {
        body: `{"qrTokenSeconds":${value}}`,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(response.status).toBe(422);
      const { settings } = (await (await client.get('/demo/shell/settings')).json()) as {
        settings: { qrTokenSeconds: number };
      };
      expect(settings.qrTokenSeconds).toBe(30);
    },
  );
});
