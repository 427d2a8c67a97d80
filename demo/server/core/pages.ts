import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, extname, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import type { AppEnv, SessionRecord, SessionUser } from './env';
import { configBlock } from './layout';

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Resolves `path` inside `dir`, refusing traversal, NUL bytes and backslashes. */
export function safeJoin(dir: string, path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').some((part) => part === '..')) return null;
  const root = resolve(dir);
  const file = resolve(root, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  return file.startsWith(root + sep) ? file : null;
}

export async function serveFile(c: Context, dir: string, path: string, cacheControl: string): Promise<Response> {
  const file = safeJoin(dir, path);
  if (!file) return c.text('Not found', 404);
  try {
    if (!(await stat(file)).isFile()) return c.text('Not found', 404);
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
    };
    // The bundles carry no sourceMappingURL comment (bytes count against the size budget); the
    // header points devtools at the map instead, as a production server can do too.
    if (file.endsWith('.js') && existsSync(`${file}.map`)) headers.SourceMap = `${basename(file)}.map`;
    return c.body(await readFile(file), 200, headers);
  } catch {
    return c.text('Not found', 404);
  }
}

/**
 * Hosts besides the page's own that data-supplied links may open: the global employment
 * provider's magic link (GET /global-employment/remote-link) and the app stores the Mobile QR
 * login modal links to.
 */
export const ALLOWED_HOSTS: readonly string[] = ['global-employment.example', 'apps.apple.com', 'play.google.com'];

/** What a PHP page prints into `<script type="application/json" id="hr-shell-config">`. */
export function pageConfig(session: SessionRecord | null, user: SessionUser | null): Record<string, unknown> {
  if (!user || !session)
    return {
      urlPrefix: '',
      user: null,
      capabilities: {},
      features: {},
      canSee: {},
      company: {},
      allowedHosts: ALLOWED_HOSTS,
    };
  return {
    urlPrefix: '',
    csrfToken: session.csrfToken,
    user: {
      id: user.id,
      employeeId: user.employeeId,
      firstName: user.firstName,
      lastName: user.lastName,
      preferredName: user.preferredName,
      email: user.email,
      avatarMedium: `/photos/employees/${user.employeeId}.svg`,
      isOwner: user.isOwner,
      isAdmin: user.isAdmin,
      supportAdmin: user.supportAdmin,
    },
    capabilities: user.capabilities,
    features: user.features,
    // Site canSee flags (nav items, header actions) and the session company.
    canSee: user.canSee,
    company: { passkeysEnabled: user.companyPasskeysEnabled },
    allowedHosts: ALLOWED_HOSTS,
    // The session user (page globals), for elements that need more than the shell user.
    session: {
      id: user.id,
      username: user.username,
      companyId: user.companyId,
      isAdmin: user.isAdmin,
      supportAdmin: user.supportAdmin,
      isOfferLetterUser: user.isOfferLetterUser,
      isOnboardingUser: user.isOnboardingUser,
      acceptedCookies: user.acceptedCookies,
      termsPending: user.termsPending === true,
      hasPasskey: user.hasPasskey,
      canSeeProfile: user.canSeeProfile,
      loginType: user.loginType,
    },
  };
}

const CONFIG_BLOCK = /<script type="application\/json" id="hr-shell-config">[\s\S]*?<\/script>/;

/** The config a page prints for the request's session, with the route's extras. */
export const requestConfig = (c: Context<AppEnv>, extras: Record<string, unknown>): Record<string, unknown> => ({
  ...pageConfig(c.get('session'), c.get('user')),
  ...extras,
});

/** A demo page file's text, or null when `name` names no file in `dir`. */
export async function readPage(dir: string, name: string): Promise<string | null> {
  const file = safeJoin(dir, `/${name}`);
  if (!file || !existsSync(file)) return null;
  return readFile(file, 'utf8');
}

/**
 * The `<link rel="modulepreload">` targets of a page that prints `tags`: the autoloader, then each
 * tag's first-render files from the build's `modulepreload.json` (docs/embedding.md), under `base`
 * (where dist/ is served). Only the autoloader when the build has no graph.
 */
export async function modulePreloads(distDir: string, base: string, tags: readonly string[]): Promise<string[]> {
  const file = resolve(distDir, 'modulepreload.json');
  const graph: unknown = existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : {};
  const files = tags.flatMap((tag) => {
    const list = graph && typeof graph === 'object' ? (graph as Record<string, unknown>)[tag] : undefined;
    return Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string') : [];
  });
  return [...new Set(['./hr-shell.js', ...files])].map((f) => base + f.replace(/^\.\//, ''));
}

/** Sends a printed page: never cached, since the config block belongs to one session. */
export const sendPage = (c: Context<AppEnv>, html: string) => c.html(html, 200, { 'Cache-Control': 'no-store' });

/**
 * Prints the config block into a page that is a whole document of its own (no shared layout), in
 * place of its empty `<script type="application/json" id="hr-shell-config">` block.
 */
export const fillConfigBlock = (html: string, config: unknown) => html.replace(CONFIG_BLOCK, () => configBlock(config));
