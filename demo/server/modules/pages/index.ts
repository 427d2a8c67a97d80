import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { ROOM_COOKIE } from '../../../../src/components/banner-stack/banner-room.logic';
import type { AppEnv } from '../../core/env';
import { renderLayout, type PageLink, type ShellPage } from '../../core/layout';
import { renderSignIn } from '../../core/sign-in';
import type { DemoModule } from '../../core/module';
import { fillConfigBlock, modulePreloads, readPage, requestConfig, sendPage } from '../../core/pages';
import type { ServerOptions } from '../../core/options';
import { DEMO_USERS } from '../people/users';
import { realtimeClientConfig } from '../realtime';
import { pageShellData } from '../shell';
import type { NavItem } from '../sections';

/** A demo page of demo/: its file holds only the page's `<main>`; the server prints the shell around it. */
export interface DemoPage extends ShellPage {
  file: string;
  /** Its label in the links every demo page shows. */
  link: string;
  active?: NavItem;
}

/** A page that is a whole document of its own (no shell): the server prints only its config block. */
export interface StandalonePage {
  file: string;
  link: string;
  standalone: true;
}

/** The stylesheet of the pages' content (cards, profile header, field tables, the "How this page works" disclosure). */
export const PAGE_STYLESHEET = '/pages.css';

/** Every demo page, in the order of the links between them. A new page is its file and one record here. */
export const DEMO_PAGES: readonly (DemoPage | StandalonePage)[] = [
  {
    file: 'index.html',
    link: 'employee profile',
    title: 'Countess Lovelace',
    trail: 'Employees · Countess Lovelace',
    active: 'employees',
    stylesheets: [PAGE_STYLESHEET, '/employee.css'],
  },
  {
    file: 'files.html',
    link: 'files',
    title: 'Files',
    trail: 'Files',
    active: 'files',
    stylesheets: [PAGE_STYLESHEET],
  },
  {
    file: 'forms.html',
    link: 'edit employee',
    title: 'Edit employee',
    trail: 'Employees · Countess Lovelace · Edit',
    active: 'employees',
    stylesheets: [PAGE_STYLESHEET],
  },
  {
    file: 'search.html',
    link: 'search',
    title: 'Search',
    trail: 'Search',
    headerSearch: false,
    stylesheets: [PAGE_STYLESHEET],
    scripts: ['/search.js'],
  },
  {
    file: 'time-tracking.html',
    link: 'time tracking',
    title: 'Time tracking',
    trail: 'Employees · Time tracking',
    active: 'employees',
    stylesheets: [PAGE_STYLESHEET],
  },
  {
    file: 'demo-data.html',
    link: 'demo data',
    title: 'Demo data',
    trail: 'Settings · Demo data',
    stylesheets: [PAGE_STYLESHEET],
  },
  {
    file: 'account-settings.html',
    link: 'account settings',
    title: 'Account settings',
    trail: 'Settings · Account',
    stylesheets: [PAGE_STYLESHEET],
    scripts: ['/account-settings.js'],
  },
  { file: 'script-tag.html', link: 'script-tag build', standalone: true },
];

/**
 * The stylesheets of the page templates other modules print (the section pages of
 * modules/sections print demo/section.html), added after the page's own.
 */
const TEMPLATE_STYLESHEETS: Readonly<Record<string, readonly string[]>> = { 'section.html': [PAGE_STYLESHEET] };

const hrefOf = (file: string) => (file === 'index.html' ? '/' : `/${file}`);

/** The links every demo page prints after its trail. */
export const PAGE_LINKS: readonly PageLink[] = DEMO_PAGES.map(({ file, link }) => ({
  href: hrefOf(file),
  label: link,
}));

/**
 * The config extras of every page: the realtime client settings (host, port, key, the user's
 * channel) and the shell's data (banners, inbox counts, Answers button; see pageShellData), so the
 * shell needs no request at load.
 */
const extras = (c: Context<AppEnv>) => ({ realtime: realtimeClientConfig(c, c.get('user')), ...pageShellData(c) });

/** The elements the layout prints whose modules every page needs at once (the tools load on use). */
const shellTags = (page: ShellPage) => [
  'hr-global-nav',
  'hr-global-header',
  ...(page.headerSearch === false ? [] : ['hr-global-search']),
  'hr-banner-stack',
];

/** Where the pages are (demo/) and the library build whose module graph the layout preloads; whether the demo panel is on. */
export type PageDirs = Pick<ServerOptions, 'demoDir' | 'distDir'> & Partial<Pick<ServerOptions, 'demoAdmin'>>;

/**
 * What a PHP page does for a visitor without a live session (signed out, or expired): the login
 * page instead of the page asked for, at the same address, so signing in lands there.
 */
function signInPage(c: Context<AppEnv>, dirs: PageDirs): Response {
  const url = new URL(c.req.url);
  const session = c.get('session');
  return sendPage(
    c,
    renderSignIn({
      next: url.pathname + url.search,
      csrfToken: session?.csrfToken ?? null,
      expired: session !== null,
      users: DEMO_USERS,
      demoPanel: dirs.demoAdmin === true,
      config: requestConfig(c, extras(c)),
    }),
  );
}

/**
 * Prints `file` of demo/ inside the shared layout, as a PHP page includes its layout: the page
 * file's markup (after `fill`, which must escape what it prints) becomes the body's content.
 */
export async function serveShellPage(
  c: Context<AppEnv>,
  dirs: PageDirs,
  file: string,
  page: ShellPage,
  fill: (html: string) => string = (html) => html,
): Promise<Response> {
  const main = await readPage(dirs.demoDir, file);
  if (main === null) return c.text('Not found', 404);
  if (!c.get('user')) return signInPage(c, dirs);
  const preload = await modulePreloads(dirs.distDir, '/dist/', shellTags(page));
  const room = getCookie(c, ROOM_COOKIE);
  const stylesheets = [...(page.stylesheets ?? []), ...(TEMPLATE_STYLESHEETS[file] ?? [])];
  // The prompts a PHP page prints only when they would show (set by their modules per request).
  const benchmarkingPrompt = c.get('benchmarkingPrompt')?.() ?? false;
  const passkeyPrompt = c.get('passkeyPromptDue')?.() ?? false;
  const agreementPrompt = c.get('agreementPrompt')?.() ?? false;
  return sendPage(
    c,
    renderLayout(
      { ...page, stylesheets, preload, benchmarkingPrompt, passkeyPrompt, agreementPrompt },
      fill(main),
      requestConfig(c, extras(c)),
      PAGE_LINKS,
      room,
    ),
  );
}

export async function serveDemoPage(c: Context<AppEnv>, dirs: PageDirs, file: string): Promise<Response> {
  const page = DEMO_PAGES.find((candidate) => candidate.file === file);
  if (!page) return c.text('Not found', 404);
  if (!('standalone' in page)) return serveShellPage(c, dirs, file, page);
  const html = await readPage(dirs.demoDir, file);
  return html === null ? c.text('Not found', 404) : sendPage(c, fillConfigBlock(html, requestConfig(c, extras(c))));
}

/**
 * The demo pages (`/`, `/<page>.html`): public routes like the legacy pages they stand for; signed
 * out or expired, they answer with the sign-in page (core/sign-in.ts), as a PHP application does.
 */
export const pagesModule: DemoModule = {
  name: 'pages',
  routes(app, { options }) {
    app.get('/', (c) => serveDemoPage(c, options, 'index.html'));
    app.get('/:file{[a-z0-9-]+\\.html}', (c) => serveDemoPage(c, options, c.req.param('file')));
  },
};
