import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderLayout } from '../../demo/server/core/layout';
import { DEMO_DIR } from '../../demo/server/core/options';
import { htmlspecialchars } from '../../demo/server/core/php';
import { DEMO_PAGES, PAGE_LINKS } from '../../demo/server/modules/pages';
import { testClient, type TestClient } from './support/client';

let client: TestClient;
afterEach(() => client.close());

/** The name docs/embedding.md prints through json_encode with the four JSON_HEX flags. */
const HOSTILE_NAME = `O'Connor & <Sons> </script><!-- "Zoë" / Ünïcødé`;
const HOSTILE_LAST = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>';

const fixture = JSON.parse(readFileSync(new URL('fixtures/php-escape.json', import.meta.url), 'utf8')) as {
  cases: Array<{ name: string; script: string }>;
};
/** How PHP itself prints the display name inside the config block (recorded by fixtures/php-escape.php). */
const PHP_PRINTED_NAME = fixture.cases.find((item) => item.name === 'display name')?.script ?? '';

const SHELL_PAGES = DEMO_PAGES.filter((page) => !('standalone' in page));
const SHELL_PATHS = [...SHELL_PAGES.map((page) => (page.file === 'index.html' ? '/' : `/${page.file}`)), '/home/'];

const CONFIG_BLOCK = /<script type="application\/json" id="hr-shell-config">([\s\S]*?)<\/script>/g;
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;

async function html(path: string): Promise<string> {
  const response = await client.get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

describe('module preload links', () => {
  const graph = {
    'hr-global-nav': ['./elements/hr-global-nav.js', './shared-1.js', './shell-1.js'],
    'hr-global-header': ['./elements/hr-global-header.js', './shared-1.js', './shell-1.js'],
    'hr-global-search': ['./elements/hr-global-search.js', './shared-1.js', './search-1.js'],
    'hr-banner-stack': ['./elements/hr-banner-stack.js', './shared-1.js'],
    'hr-inline-edit': ['./elements/hr-inline-edit.js', './shared-1.js'],
  };
  let distDir = '';
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));
  const preloads = (page: string) => [...page.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);

  it("prints the autoloader and the shell tags' first-render files once each, before the autoloader's script", async () => {
    distDir = mkdtempSync(join(tmpdir(), 'hr-dist-'));
    writeFileSync(join(distDir, 'modulepreload.json'), JSON.stringify(graph));
    client = testClient({ distDir });
    await client.signIn('owner');
    const page = await html('/home/');
    expect(preloads(page)).toEqual([
      '/dist/hr-shell.js',
      '/dist/elements/hr-global-nav.js',
      '/dist/shared-1.js',
      '/dist/shell-1.js',
      '/dist/elements/hr-global-header.js',
      '/dist/elements/hr-global-search.js',
      '/dist/search-1.js',
      '/dist/elements/hr-banner-stack.js',
    ]);
    expect(page.lastIndexOf('rel="modulepreload"')).toBeLessThan(page.indexOf('<script type="module"'));
    // A page without the header's search does not preload it.
    expect(preloads(await html('/search.html'))).not.toContain('/dist/elements/hr-global-search.js');
  });

  it('prints only the autoloader when the build has no chunk graph', async () => {
    distDir = mkdtempSync(join(tmpdir(), 'hr-dist-'));
    client = testClient({ distDir });
    await client.signIn('owner');
    expect(preloads(await html('/'))).toEqual(['/dist/hr-shell.js']);
  });
});

describe('one layout prints the shell around every demo page', () => {
  it.each(SHELL_PATHS)(
    '%s has each shell piece exactly once, and links to every demo page (in the drawer)',
    async (path) => {
      client = testClient();
      await client.signIn('owner');
      const page = await html(path);
      expect(count(page, CONFIG_BLOCK)).toBe(1);
      expect(count(page, /<script type="module" src="\/dist\/hr-shell\.js"><\/script>/)).toBe(1);
      expect(count(page, /<link rel="stylesheet" href="\/dist\/hr-shell\.css">/)).toBe(1);
      expect(count(page, /<div id="place-global-nav" data-marked-place="global-nav"><hr-global-nav\b/)).toBe(1);
      expect(count(page, /<hr-global-header>/)).toBe(1);
      expect(count(page, /<div id="place-session-lock"[^>]*>\s*<hr-session-lock product-name="Acme HR">/)).toBe(1);
      expect(count(page, /<div id="place-banner-stack" data-marked-place="banner-stack">/)).toBe(1);
      expect(count(page, /<section id="demo-panel"/)).toBe(1);
      expect(count(page, /<main\b/)).toBe(1);
      for (const { href, label } of PAGE_LINKS)
        expect(page).toContain(`<a href="${href}">${htmlspecialchars(label)}</a>`);
    },
  );

  it('prints the trail as one quiet line of steps, and the demo pages, user line and event log in the closed drawer', async () => {
    client = testClient();
    await client.signIn('owner');
    const page = await html('/');
    const trail = /<p class="demo-trail">([\s\S]*?)<\/p>/.exec(page)?.[1] ?? '';
    expect(trail).toBe('Employees<span class="demo-trail-sep" aria-hidden="true">›</span>Countess Lovelace');
    // The breadcrumb line has the toggle's place; the header links to no demo page any more.
    const header = page.slice(page.indexOf('<div id="header">'), page.indexOf('<section id="demo-panel"'));
    expect(header).toContain('<div class="demo-trail-bar" data-demo-toggle-place>');
    expect(header).not.toMatch(/<a href="\/(?:[a-z-]+\.html)?"/);
    // The drawer: closed until panel.js opens it, before the page's content, once.
    const drawer = /<section id="demo-panel"[^>]*>[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';
    expect(drawer).toMatch(
      /^<section id="demo-panel" class="demo-panel demo-drawer" aria-labelledby="demo-panel-heading" data-demo-drawer hidden>/,
    );
    expect(drawer).toContain('<h2 id="demo-panel-heading">Demo controls</h2>');
    expect(drawer).toContain('data-demo-panel');
    expect(drawer).toContain('<p class="demo-user-line" data-demo-user-line></p>');
    expect(count(drawer, /<ol id="event-log"/)).toBe(1);
    for (const { href, label } of PAGE_LINKS)
      expect(drawer).toContain(`<li><a href="${href}">${htmlspecialchars(label)}</a></li>`);
    expect(page.indexOf('<section id="demo-panel"')).toBeLessThan(page.indexOf('<main'));
  });

  it.each([
    ['Settings · Demo data', 'Settings<span class="demo-trail-sep" aria-hidden="true">›</span>Demo data'],
    [
      'Payroll › Pay <runs> & "stubs"',
      'Payroll<span class="demo-trail-sep" aria-hidden="true">›</span>Pay &lt;runs&gt; &amp; &quot;stubs&quot;',
    ],
    ['Home', 'Home'],
  ])('prints the trail %j as escaped steps', (trail, printed) => {
    const page = renderLayout({ title: 'T', trail }, '<main></main>', {}, []);
    expect(/<p class="demo-trail">([\s\S]*?)<\/p>/.exec(page)?.[1]).toBe(printed);
  });

  it('keeps the shell out of the page files: they hold only their <main>', () => {
    for (const file of [...SHELL_PAGES.map((page) => page.file), 'section.html']) {
      const text = readFileSync(resolve(DEMO_DIR, file), 'utf8');
      expect(text.trimStart().startsWith('<main'), file).toBe(true);
      expect(text.trimEnd().endsWith('</main>'), file).toBe(true);
      expect(text, file).not.toMatch(
        /<html|<head[\s>]|hr-shell-config|<hr-global-nav|<hr-global-header|demo-panel|id="event-log"/,
      );
    }
  });

  it('prints the header search only where the page asks for it', async () => {
    client = testClient();
    await client.signIn('owner');
    expect(await html('/forms.html')).toMatch(/<hr-global-search slot="search"><\/hr-global-search>/);
    expect(await html('/search.html')).not.toContain('<hr-global-search');
  });

  it('prints page-own stylesheets and scripts in the head, escaped', async () => {
    client = testClient();
    await client.signIn('owner');
    const search = await html('/search.html');
    expect(search.indexOf('<script src="/search.js" defer></script>')).toBeLessThan(search.indexOf('</head>'));
    const employee = await html('/');
    expect(employee.indexOf('<link rel="stylesheet" href="/employee.css">')).toBeLessThan(employee.indexOf('</head>'));
  });

  it('answers 404 for an .html name that is no demo page', async () => {
    client = testClient();
    expect((await client.get('/nope.html')).status).toBe(404);
    expect((await client.get('/section.html')).status).toBe(404);
  });
});

describe('the config block is printed as json_encode with JSON_HEX_TAG|AMP|APOS|QUOT prints it', () => {
  it.each([...SHELL_PATHS, '/script-tag.html'])(
    '%s: a hostile name comes back exactly, byte for byte as PHP prints it',
    async (path) => {
      client = testClient();
      await client.signIn('preview');
      expect(
        (await client.postJson('/demo/name', { firstName: HOSTILE_NAME, lastName: HOSTILE_LAST, preferredName: null }))
          .status,
      ).toBe(200);
      const page = await html(path);
      const blocks = [...page.matchAll(CONFIG_BLOCK)];
      expect(blocks).toHaveLength(1);
      const json = blocks[0]?.[1] ?? '';
      // Nothing an HTML parser reads is left in the block, so it ends where the page ends it.
      expect(json).toMatch(/^\{"urlPrefix"[^<>&']*\}$/);
      expect(json).toContain(`"firstName":${PHP_PRINTED_NAME}`);
      expect(json).toContain('"avatarMedium":"\\/photos\\/employees\\/9.svg"');
      const config = JSON.parse(json) as { user: { firstName: string; lastName: string; preferredName: null } };
      expect(config.user).toMatchObject({ firstName: HOSTILE_NAME, lastName: HOSTILE_LAST, preferredName: null });
      // What follows the block is the page as written: the rest of the head and the body.
      const after = page.slice((blocks[0]?.index ?? 0) + (blocks[0]?.[0].length ?? 0));
      expect(after).toMatch(/^\s*(<!--[\s\S]*?-->\s*)?<script (type="module" )?src="\/dist\/hr-shell(\.global)?\.js"/);
      expect(after).toContain('<main');
      expect(after.trimEnd().endsWith('</html>')).toBe(true);
    },
  );

  it('prints the name escaped in the page text too (the My Info heading)', async () => {
    client = testClient();
    await client.signIn('preview');
    await client.postJson('/demo/name', { firstName: HOSTILE_NAME, lastName: 'Smith' });
    const page = await html('/employees/employee.php?id=9');
    expect(page).toContain(`<h1 id="section-title">My Info: ${htmlspecialchars(`${HOSTILE_NAME} Smith`)}</h1>`);
    expect(page).toContain(`<title>My Info: ${htmlspecialchars(`${HOSTILE_NAME} Smith`)} - hr-shell demo</title>`);
  });
});

describe('attributes are printed as htmlspecialchars($v, ENT_QUOTES) prints them', () => {
  it('the legal-name row of the employee page carries the hostile name so', async () => {
    client = testClient();
    await client.signIn('owner');
    expect(await html('/')).toContain(
      `record-id="48" label="Legal name" value="${htmlspecialchars(HOSTILE_NAME)}"></hr-inline-edit>`,
    );
  });
});

describe('POST /demo/name (demo only)', () => {
  const body = { firstName: 'Grace', lastName: 'Hopper' };

  it('renames the caller’s own employee record only', async () => {
    client = testClient();
    await client.signIn('employee');
    const response = await client.postJson('/demo/name', { ...body, preferredName: 'Countess' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ firstName: 'Grace', lastName: 'Hopper', preferredName: 'Countess' });
    const mine = JSON.parse([...(await html('/')).matchAll(CONFIG_BLOCK)][0]?.[1] ?? '') as {
      user: { employeeId: number; firstName: string; preferredName: string };
    };
    expect(mine.user).toMatchObject({ employeeId: 4, firstName: 'Grace', preferredName: 'Countess' });
    const owner = client.demo.context.db.prepare('SELECT first_name FROM employees WHERE id = 1').get() as {
      first_name: string;
    };
    expect(owner.first_name).toBe('Ada');
    const employee = client.demo.context.db.prepare('SELECT last_name FROM employees WHERE id = 4').get() as {
      last_name: string;
    };
    expect(employee.last_name).toBe('Hopper');
  });

  it('refuses the signed-out, a missing CSRF token, other content types and bad or oversized bodies', async () => {
    client = testClient();
    expect((await client.postJson('/demo/name', body)).status).toBe(401);
    await client.signIn('employee');
    expect((await client.postJson('/demo/name', body, { csrf: false })).status).toBe(403);
    expect((await client.request('POST', '/demo/name', { body: 'firstName=Ada' })).status).toBe(415);
    expect((await client.postJson('/demo/name', { firstName: '', lastName: 'x' })).status).toBe(422);
    expect((await client.postJson('/demo/name', { ...body, isAdmin: true })).status).toBe(422);
    expect((await client.postJson('/demo/name', { ...body, lastName: 'x'.repeat(201) })).status).toBe(422);
    expect((await client.postJson('/demo/name', { ...body, lastName: 'x'.repeat(70_000) })).status).toBe(413);
  });

  it('does not exist without --demo-admin', async () => {
    client = testClient({ demoAdmin: false });
    expect((await client.postJson('/demo/name', body)).status).toBe(404);
  });
});
