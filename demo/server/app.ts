/**
 * The demo back end: a stand-in for the legacy PHP application, small enough to read in one go.
 *
 * - `/dist/*`                 the built library (run `npm run build` first)
 * - `/`, `/<name>.html`       demo pages from demo/*.html, plus their `/<name>.js|css` assets
 * - `/ajax/inline_edit/*`     the inline-edit save routes, backed by an in-memory store that lives
 *                             as long as the app (every createApp() starts from the seed records);
 *                             `records.json` shows the store, `requests.json` the last POSTs it got
 *
 * Every response carries the security headers a hardened PHP page would send, including a CSP
 * without 'unsafe-inline' scripts, so the demo proves the library works under it.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, extname, resolve, sep } from 'node:path';
import { Hono, type Context } from 'hono';

export interface DemoAppOptions {
  /** The library build (dist/). */
  distDir: string;
  /** Folder holding the demo pages (demo/). */
  demoDir: string;
}

export interface DemoRecord {
  id: number;
  /** Which field of which entity the record stands for (documentation only). */
  field: string;
  /** Names the field in validation errors ("Job title must be 1 to 100 characters."). */
  label: string;
  value: string;
}

/** The token the demo pages put in their config block (`"csrfToken":"demo-csrf-token"`). */
export const DEMO_CSRF_TOKEN = 'demo-csrf-token';

/** One POST to an inline-edit route, as `GET /ajax/inline_edit/requests.json` lists it. */
export interface LoggedRequest {
  path: string;
  /** Whether X-CSRF-Token carried the demo token (the token itself is not echoed). */
  csrf: 'valid' | 'invalid' | 'missing';
  contentType: string | null;
  fields: Record<string, string | undefined>;
}

export const MAX_VALUE_LENGTH = 100;
const MAX_LOGGED_REQUESTS = 200;
export const MAX_SLOW_MS = 3000;

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
    "frame-ancestors 'self'; object-src 'none'; base-uri 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'same-origin',
};

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/** The records the demo page shows; ids match the `record-id` attributes in demo/*.html. */
export function seedRecords(): DemoRecord[] {
  return [
    { id: 42, field: 'employee.jobTitle', label: 'Job title', value: 'Engineer' },
    { id: 43, field: 'employee.department', label: 'Department', value: 'Research & Development' },
    { id: 44, field: 'employee.location', label: 'Location', value: 'London' },
    { id: 45, field: 'employee.payGrade', label: 'Pay grade', value: 'G7' },
    { id: 46, field: 'employee.office', label: 'Office', value: 'Building 2, room 101' },
    { id: 47, field: 'employee.employeeNumber', label: 'Employee number', value: 'E-0042' },
    { id: 101, field: 'department.name', label: 'Department name', value: 'Research & Development' },
    { id: 102, field: 'department.name', label: 'Department name', value: 'Human Resources' },
  ];
}

const NO_STORE = 'no-store';

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** Serves one file from `dir` at the request-relative `path`, refusing anything outside `dir`. */
async function serveFile(c: Context, dir: string, path: string, cacheControl: string): Promise<Response> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return c.text('Not found', 404);
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').some((part) => part === '..')) {
    return c.text('Not found', 404);
  }
  const root = resolve(dir);
  const file = resolve(root, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  if (!file.startsWith(root + sep)) return c.text('Not found', 404);
  try {
    if (!(await stat(file)).isFile()) return c.text('Not found', 404);
    const body = await readFile(file);
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
    };
    // The bundles carry no sourceMappingURL comment (bytes count against the size budget); the
    // header points devtools at the map instead, as a production server can do too.
    if (file.endsWith('.js') && existsSync(`${file}.map`)) headers.SourceMap = `${basename(file)}.map`;
    return c.body(body, 200, headers);
  } catch {
    return c.text('Not found', 404);
  }
}

type SaveResult = { status: 200 | 400 | 403 | 404 | 422; body: Record<string, unknown> };

export function createApp(options: DemoAppOptions): Hono {
  const { distDir, demoDir } = options;
  const store = new Map(seedRecords().map((record) => [record.id, record]));
  const log: LoggedRequest[] = [];
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (c.req.path.startsWith('/ajax/')) c.res.headers.set('Cache-Control', NO_STORE);
  });

  // --- the library build ---------------------------------------------------------------------
  app.get('/dist/*', (c) => serveFile(c, distDir, c.req.path.slice('/dist'.length), 'no-cache'));

  // --- demo pages and their assets (top level of demo/ only: demo/server/ is never served) ----
  app.get('/', (c) => serveFile(c, demoDir, '/index.html', 'no-cache'));
  app.get('/:file{[a-z0-9-]+\\.(?:html|js|css)}', (c) => serveFile(c, demoDir, `/${c.req.param('file')}`, 'no-cache'));

  // --- inline-edit save routes ---------------------------------------------------------------

  // Lets the e2e suite check what the element sent (DevTools cannot always show fetch bodies).
  app.post('/ajax/inline_edit/*', async (c, next) => {
    const token = c.req.header('X-CSRF-Token');
    log.push({
      path: c.req.path + new URL(c.req.url).search,
      csrf: token === undefined ? 'missing' : token === DEMO_CSRF_TOKEN ? 'valid' : 'invalid',
      contentType: c.req.header('Content-Type') ?? null,
      fields: await readForm(c),
    });
    log.splice(0, log.length - MAX_LOGGED_REQUESTS);
    await next();
  });

  /**
   * What save.php does. The CSRF check is deliberately simple: one fixed token that the demo
   * pages print into their config block, compared with the X-CSRF-Token header of every POST.
   * The real session/CSRF back end (rotating tokens, /auth/check_session) is a later issue.
   */
  async function save(c: Context): Promise<SaveResult> {
    if (c.req.header('X-CSRF-Token') !== DEMO_CSRF_TOKEN) return { status: 403, body: { error: 'Invalid CSRF token.' } };
    const form = await readForm(c);
    if (form.ajax !== '1') return { status: 400, body: { error: 'This endpoint only answers ajax requests (ajax=1).' } };
    const rawId = form.id ?? '';
    const id = /^[1-9]\d{0,8}$/.test(rawId) ? Number(rawId) : Number.NaN;
    const record = store.get(id);
    if (!record) return { status: 404, body: { error: `No record with id ${rawId.slice(0, 20)}.` } };
    const value = (form.value ?? '').trim();
    if (value === '' || [...value].length > MAX_VALUE_LENGTH) {
      return { status: 422, body: { error: `${record.label} must be 1 to ${MAX_VALUE_LENGTH} characters.` } };
    }
    record.value = value;
    return { status: 200, body: { success: true, id, value } };
  }

  app.post('/ajax/inline_edit/save.php', async (c) => {
    const { status, body } = await save(c);
    return c.json(body, status);
  });

  // Legacy PHP reports some failures as a JSON error with status 200.
  app.post('/ajax/inline_edit/save_locked.php', (c) => c.json({ error: 'This field is locked by payroll until Friday.' }, 200));

  app.post('/ajax/inline_edit/save_broken.php', (c) =>
    c.json({ error: 'Database unavailable, please try again later.' }, 500),
  );

  // ?ms=800 delays the answer (capped at 3000 ms); ?fail=1 then answers 500 instead of saving.
  app.post('/ajax/inline_edit/save_slow.php', async (c) => {
    const ms = Number(c.req.query('ms') ?? 800);
    await sleep(Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_SLOW_MS) : 800);
    if (c.req.query('fail') === '1') {
      if (c.req.header('X-CSRF-Token') !== DEMO_CSRF_TOKEN) return c.json({ error: 'Invalid CSRF token.' }, 403);
      return c.json({ error: 'The slow save failed on purpose.' }, 500);
    }
    const { status, body } = await save(c);
    return c.json(body, status);
  });

  app.get('/ajax/inline_edit/records.json', (c) => c.json({ records: [...store.values()] }));
  app.get('/ajax/inline_edit/requests.json', (c) => c.json({ requests: log }));

  app.notFound((c) => (c.req.path.startsWith('/ajax/') ? c.json({ error: 'Not found.' }, 404) : c.text('Not found', 404)));
  app.onError((error, c) => {
    console.error('[demo server]', error);
    return c.json({ error: 'Internal error in the demo server.' }, 500);
  });

  return app;
}

/** URL-encoded (or multipart) form fields as strings; files and repeated keys are ignored. */
async function readForm(c: Context): Promise<Record<string, string | undefined>> {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return {};
  const body = await c.req.parseBody();
  const fields: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value;
  return fields;
}
