/**
 * The demo back end: a stand-in for the legacy PHP application that answers every call of the
 * contract (docs/api.yaml) from a seeded SQLite database.
 *
 * - `/dist/*`             the built library (run `npm run build` first)
 * - `/`, `/<name>.html`   demo pages (modules/pages): each file of demo/ holds a page's content,
 *                         printed inside one layout (core/layout.ts) with the session's config block
 * - `/home/`, `/settings/`… the section pages the shell links to (modules/sections), public too
 * - everything else       the modules of demo/server/modules/, guarded by the session and CSRF
 *                         rules in core/sessions.ts unless listed in PUBLIC_PREFIXES
 *
 * Every response carries the security headers a hardened PHP page would send, including a CSP
 * without 'unsafe-inline' scripts, so the demo proves the library works under it.
 */
import type Database from 'better-sqlite3';
import { Hono } from 'hono';
import { limitBodies } from './core/body';
import { openDatabase } from './core/database';
import { refuseCrossSite } from './core/origin';
import type { AppEnv } from './core/env';
import { jsonError } from './core/http';
import type { ServerContext } from './core/module';
import { serverOptions, type ServerOptions } from './core/options';
import { serveFile } from './core/pages';
import { createSessionStore, MAX_FORM_BYTES, requireSession, sessionMiddleware } from './core/sessions';
import { modules } from './modules';
import { MAX_UPLOAD_BYTES } from './modules/files/rules';
import { userLoader } from './modules/people';
import { realtimeOrigin } from './modules/realtime';
import { isSectionPage } from './modules/sections';

export { CONTENT_TYPES } from './core/pages';

/**
 * The page's Content-Security-Policy. `connect-src` names the one realtime origin the page's config
 * points pusher-js at (never any `ws:`/`wss:` host); `form-action 'self'` keeps injected forms
 * from posting elsewhere.
 */
export function contentSecurityPolicy(realtime: string): string {
  return (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
    `connect-src 'self' ${realtime}; form-action 'self'; frame-ancestors 'self'; object-src 'none'; base-uri 'none'`
  );
}

/** Sent with every answer, besides the Content-Security-Policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'same-origin',
};

/** Routes that answer without a live session (they check what they need themselves). */
const PUBLIC_PREFIXES = [
  '/dist/',
  '/photos/',
  '/demo/',
  '/auth/',
  '/greenhouse/api/auth/',
  '/sso/',
  '/login.php',
  '/pusher/auth',
];
const PAGE = /^\/(?:[a-z0-9-]+\.(?:html|js|css))?$/;

export interface DemoApp {
  app: Hono<AppEnv>;
  context: ServerContext;
  close(): void;
}

export function createDemoApp(overrides: Partial<ServerOptions> & { db?: Database.Database } = {}): DemoApp {
  const { db: given, ...rest } = overrides;
  const options = serverOptions(rest);
  const db = given ?? openDatabase(options.databaseFile, modules, { reset: options.reset });
  const services = new Map<string, unknown>();
  const sessions = createSessionStore(db, options);
  services.set('sessions', sessions);
  const context: ServerContext = { db, options, services };
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(realtimeOrigin(new URL(c.req.url))));
    if (!c.req.path.startsWith('/dist/') && !c.req.path.startsWith('/photos/'))
      c.res.headers.set('Cache-Control', 'no-store');
  });
  // Before the session and any route: bodies are capped while they stream in (core/body.ts).
  app.use(
    '*',
    limitBodies({
      formRoutes: { '/forms/submit.php': MAX_FORM_BYTES },
      // A backstop above the largest upload: the upload routes refuse a file over the documented
      // maximum with their own message while they stream it.
      streamedMaxBytes: MAX_UPLOAD_BYTES + 1024 * 1024,
    }),
  );
  // Unsafe requests from another site are refused with or without a session (core/origin.ts).
  app.use('*', refuseCrossSite);
  app.use('*', sessionMiddleware(sessions, userLoader(db)));
  app.use('*', async (c, next) => {
    const path = c.req.path;
    if (
      PAGE.test(path) ||
      isSectionPage(c.req.method, path) ||
      PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix))
    )
      return next();
    return requireSession(c, next);
  });

  app.get('/dist/*', (c) => serveFile(c, options.distDir, c.req.path.slice('/dist'.length), 'no-cache'));
  app.get('/:file{[a-z0-9-]+\\.(?:js|css)}', (c) =>
    serveFile(c, options.demoDir, `/${c.req.param('file')}`, 'no-cache'),
  );

  for (const module of modules) module.routes?.(app, context);

  app.notFound((c) => jsonError(c, 404, 'Not found.'));
  app.onError((error, c) => {
    console.error('[demo server]', error);
    return jsonError(c, 500, 'Internal error in the demo server.');
  });

  return { app, context, close: () => db.close() };
}
