import Database from 'better-sqlite3';
import { createDemoApp, type DemoApp } from '../../../demo/server/app';
import { openDatabase } from '../../../demo/server/core/database';
import type { ServerOptions } from '../../../demo/server/core/options';
import { modules } from '../../../demo/server/modules';

let seeded: Buffer | null = null;

/**
 * A freshly seeded in-memory database. Seeding (1,200 employees, scrypt hashes) takes about half
 * a second, so it happens once per test file and every client gets its own copy.
 */
export function seededDatabase(): Database.Database {
  if (!seeded) {
    const template = openDatabase(':memory:', modules);
    seeded = template.serialize();
    template.close();
  }
  const db = new Database(seeded);
  db.pragma('foreign_keys = ON');
  return db;
}

/**
 * A demo back end on a fresh in-memory database, driven through Hono's `app.request` (no
 * network). Sign in as a demo user, then `get`/`post` carry the session cookie and, for unsafe
 * methods, the session's X-CSRF-Token, as the elements do.
 */
export interface TestClient {
  demo: DemoApp;
  cookie: string | null;
  csrfToken: string | null;
  signIn(username: string): Promise<void>;
  request(
    method: string,
    path: string,
    init?: { body?: BodyInit; headers?: Record<string, string>; csrf?: boolean },
  ): Promise<Response>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  postForm(path: string, fields: Record<string, string>, options?: { csrf?: boolean }): Promise<Response>;
  postJson(path: string, body: unknown, options?: { csrf?: boolean }): Promise<Response>;
  close(): void;
}

export function testClient(options: Partial<ServerOptions> = {}): TestClient {
  const demo = createDemoApp({
    databaseFile: ':memory:',
    demoAdmin: true,
    scanDelayMs: 20,
    db: seededDatabase(),
    ...options,
  });
  const client: TestClient = {
    demo,
    cookie: null,
    csrfToken: null,
    async signIn(username) {
      const response = await demo.app.request('/demo/sign-in', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(client.cookie ? { cookie: client.cookie } : {}) },
        body: JSON.stringify({ username }),
      });
      if (response.status !== 200)
        throw new Error(`sign-in as ${username} failed: ${response.status} ${await response.text()}`);
      client.cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? null;
      client.csrfToken = ((await response.json()) as { csrfToken: string }).csrfToken;
    },
    async request(method, path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (client.cookie) headers.cookie = client.cookie;
      const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
      if (unsafe && init.csrf !== false && client.csrfToken) headers['X-CSRF-Token'] = client.csrfToken;
      const response = await demo.app.request(path, {
        method,
        headers,
        ...(init.body !== undefined ? { body: init.body } : {}),
      });
      // Follow session rotation (login) like a browser would.
      const cookie = response.headers.get('set-cookie');
      if (cookie?.startsWith('hr_demo_sid=')) client.cookie = cookie.split(';')[0] ?? client.cookie;
      return response;
    },
    get: (path, headers) => client.request('GET', path, { ...(headers ? { headers } : {}) }),
    postForm: (path, fields, opts = {}) =>
      client.request('POST', path, {
        body: new URLSearchParams(fields).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        ...(opts.csrf === false ? { csrf: false } : {}),
      }),
    postJson: (path, body, opts = {}) =>
      client.request('POST', path, {
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
        ...(opts.csrf === false ? { csrf: false } : {}),
      }),
    close: () => demo.close(),
  };
  return client;
}
