import { afterEach, describe, expect, it } from 'vitest';
import { operationsOf, validateOpenApi31 } from '../../.config/scripts/api-bundle.logic';
import { testClient, type TestClient } from './support/client';
import {
  contractBackend,
  contractDocument,
  contractRoutes,
  documentedOperations,
  expectContract,
  honoPathToTemplate,
} from './support/contract';

let client: TestClient | null = null;
afterEach(() => {
  client?.close();
  client = null;
});

/** Parameter names may differ between Hono (`:id`) and the document (`{employeeId}`). */
const shapeOf = ({ method, path }: { method: string; path: string }) => `${method} ${path.replace(/\{[^}]*\}/g, '{}')}`;
const list = (items: ReadonlyArray<{ method: string; path: string }>) =>
  items.map(({ method, path }) => `  ${method} ${path}`).join('\n');

describe('docs/api contract document', () => {
  it('bundles into a valid OpenAPI 3.1 document (official schema + openapi-backend)', async () => {
    const doc = contractDocument();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(validateOpenApi31(doc)).toEqual([]);
    const api = await contractBackend();
    expect(api.getOperations().length).toBe(documentedOperations().length);
  });

  it('documents every route the demo app registers, and nothing it does not (besides /demo/*, /dist/* and pages)', () => {
    client = testClient();
    const registered = contractRoutes(client.demo.app.routes);
    const documented = documentedOperations();
    const documentedShapes = new Set(documented.map(shapeOf));
    const registeredShapes = new Set(registered.map(shapeOf));
    const undocumented = registered.filter((route) => !documentedShapes.has(shapeOf(route)));
    const unimplemented = documented.filter((operation) => !registeredShapes.has(shapeOf(operation)));
    const report = [
      undocumented.length
        ? `Routes the app registers but docs/api/*.yaml does not document (${undocumented.length}):\n${list(undocumented)}`
        : '',
      unimplemented.length
        ? `Operations docs/api/*.yaml documents but the app does not register (${unimplemented.length}):\n${list(unimplemented)}`
        : '',
    ]
      .filter(Boolean)
      .join('\n\n');
    if (report) expect.fail(report);
  });

  it('documents the session and CSRF rules on every guarded operation', () => {
    const doc = contractDocument();
    const globalSecurity = doc.security;
    const problems: string[] = [];
    for (const { method, path, operation } of operationsOf(doc)) {
      const security = (operation.security ?? globalSecurity ?? []) as Array<Record<string, unknown>>;
      const guarded = security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
      if (!guarded) continue;
      const responses = (operation.responses ?? {}) as Record<string, unknown>;
      const has = (status: string) => status in responses || `${status[0]}XX` in responses || 'default' in responses;
      if (!has('401'))
        problems.push(
          `${method} ${path}: needs a session but documents no 401 (use $ref: '#/components/responses/Unauthorized')`,
        );
      if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) {
        if (!security.every((requirement) => 'csrf' in requirement)) {
          problems.push(
            `${method} ${path}: unsafe method without the csrf security scheme (security: [{cookie: [], csrf: []}])`,
          );
        }
        if (!has('403'))
          problems.push(
            `${method} ${path}: unsafe method documents no 403 (use $ref: '#/components/responses/Forbidden')`,
          );
      }
    }
    if (problems.length) expect.fail(problems.join('\n'));
  });
});

describe('contract harness', () => {
  it('converts Hono paths to OpenAPI templates', () => {
    expect(honoPathToTemplate('/photos/employees/:file{[0-9]+\\.svg}')).toBe('/photos/employees/{file}');
    expect(honoPathToTemplate('/setup/:type/steps/:stepKey')).toBe('/setup/{type}/steps/{stepKey}');
    expect(honoPathToTemplate('/x/:id{[0-9]{1,3}}/y')).toBe('/x/{id}/y');
    expect(honoPathToTemplate('/location/getTimezoneFromZip/:zip?')).toBe('/location/getTimezoneFromZip/{zip}');
    expect(honoPathToTemplate('/ajax/inline_edit/save.php')).toBe('/ajax/inline_edit/save.php');
  });

  it('keeps only contract routes: no middleware, wildcards, demo controls or pages', () => {
    expect(
      contractRoutes([
        { method: 'ALL', path: '*' },
        { method: 'GET', path: '/dist/*' },
        { method: 'GET', path: '/' },
        { method: 'GET', path: '/:file{[a-z0-9-]+\\.html}' },
        { method: 'POST', path: '/ajax/inline_edit/*' },
        { method: 'POST', path: '/demo/sign-in' },
        { method: 'POST', path: '/ajax/inline_edit/save.php' },
        { method: 'POST', path: '/ajax/inline_edit/save.php' },
        { method: 'GET', path: '/photos/employees/:file{[0-9]+\\.svg}' },
      ]),
    ).toEqual([
      { method: 'POST', path: '/ajax/inline_edit/save.php' },
      { method: 'GET', path: '/photos/employees/{file}' },
    ]);
  });

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('rejects an undocumented operation, status, media type or body shape with a readable message', async () => {
    await expect(expectContract(json({}), 'GET', '/ajax/inline_edit/save.php')).rejects.toThrow(
      /GET \/ajax\/inline_edit\/save\.php → 200[\s\S]*not documented[\s\S]*documented on this path: POST/,
    );
    await expect(expectContract(json({ error: 'x' }, 418), 'POST', '/ajax/inline_edit/save.php')).rejects.toThrow(
      /status 418 is not documented[\s\S]*documented: 200, 400, 401, 403, 404, 413, 422, 500/,
    );
    await expect(
      expectContract(
        new Response('<p>oops</p>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
        'POST',
        '/ajax/inline_edit/save.php',
      ),
    ).rejects.toThrow(
      /Content-Type text\/html is not documented for 200[\s\S]*documented: application\/json[\s\S]*body: <p>oops<\/p>/,
    );
    await expect(
      expectContract(json({ success: true, id: '42', value: 'Lead' }), 'POST', '/ajax/inline_edit/save.php'),
    ).rejects.toThrow(/the JSON body does not match the 200 schema[\s\S]*\/id must be integer/);
    await expect(expectContract(json({ message: 'nope' }, 401), 'POST', '/ajax/inline_edit/save.php')).rejects.toThrow(
      /does not match the 401 schema[\s\S]*must have required property 'error'/,
    );
    await expect(
      expectContract(
        new Response('{not json', { status: 200, headers: { 'Content-Type': 'application/json' } }),
        'POST',
        '/ajax/inline_edit/save.php',
      ),
    ).rejects.toThrow(/the body is not JSON/);
  });

  it('returns the parsed body of a conforming answer', async () => {
    expect(
      await expectContract(json({ success: true, id: 42, value: 'Lead' }), 'POST', '/ajax/inline_edit/save.php'),
    ).toEqual({
      success: true,
      id: 42,
      value: 'Lead',
    });
  });
});

describe('inline-edit routes honour the contract', () => {
  const SAVE = '/ajax/inline_edit/save.php';
  const form = { id: '42', value: '  Lead ', ajax: '1' };

  it('200 saved', async () => {
    client = testClient();
    await client.signIn('admin');
    expect(await expectContract(await client.postForm(SAVE, form), 'POST', SAVE)).toEqual({
      success: true,
      id: 42,
      value: 'Lead',
    });
  });

  it('401 without a session, 403 without the CSRF token', async () => {
    client = testClient();
    const noSession = await client.postForm(SAVE, form);
    expect(noSession.status).toBe(401);
    await expectContract(noSession, 'POST', SAVE);
    await client.signIn('admin');
    const forged = await client.postForm(SAVE, form, { csrf: false });
    expect(forged.status).toBe(403);
    expect(await expectContract(forged, 'POST', SAVE)).toEqual({ error: 'Invalid CSRF token.' });
  });

  it.each([
    [404, 'unknown id', { id: '9999', value: 'X', ajax: '1' }],
    [422, 'missing ajax=1', { id: '42', value: 'X' }],
    [422, 'non-numeric id', { id: 'abc', value: 'X', ajax: '1' }],
    [422, 'blank value', { id: '42', value: '   ', ajax: '1' }],
    [422, 'value too long', { id: '42', value: 'x'.repeat(101), ajax: '1' }],
  ])('%i for %s', async (status, _, fields) => {
    client = testClient();
    await client.signIn('admin');
    const response = await client.postForm(SAVE, fields);
    expect(response.status).toBe(status);
    await expectContract(response, 'POST', SAVE);
  });

  it('400 for a body that is not a form', async () => {
    client = testClient();
    await client.signIn('admin');
    const response = await client.postJson(SAVE, { id: 42 });
    expect(response.status).toBe(400);
    await expectContract(response, 'POST', SAVE);
  });

  it('documented failure modes: locked (200 {error}), broken (500), slow (200 or 500)', async () => {
    client = testClient();
    await client.signIn('admin');
    const locked = await client.postForm('/ajax/inline_edit/save_locked.php', form);
    expect(locked.status).toBe(200);
    expect(await expectContract(locked, 'POST', '/ajax/inline_edit/save_locked.php')).toEqual({
      error: expect.any(String),
    });
    const broken = await client.postForm('/ajax/inline_edit/save_broken.php', form);
    expect(broken.status).toBe(500);
    await expectContract(broken, 'POST', '/ajax/inline_edit/save_broken.php');
    const slow = await client.postForm('/ajax/inline_edit/save_slow.php?ms=0', form);
    expect(slow.status).toBe(200);
    await expectContract(slow, 'POST', '/ajax/inline_edit/save_slow.php');
    const slowFail = await client.postForm('/ajax/inline_edit/save_slow.php?ms=0&fail=1', form);
    expect(slowFail.status).toBe(500);
    await expectContract(slowFail, 'POST', '/ajax/inline_edit/save_slow.php');
    const slowSignedOut = testClient();
    try {
      const response = await slowSignedOut.postForm('/ajax/inline_edit/save_slow.php?ms=0', form);
      expect(response.status).toBe(401);
      await expectContract(response, 'POST', '/ajax/inline_edit/save_slow.php');
    } finally {
      slowSignedOut.close();
    }
  });
});

describe('employee photos honour the contract', () => {
  const PHOTO = '/photos/employees/{file}';

  it('200 image/svg+xml for a generated photo, without a session', async () => {
    client = testClient();
    const { id } = client.demo.context.db
      .prepare("SELECT id FROM employees WHERE photo = 'initials' ORDER BY id LIMIT 1")
      .get() as { id: number };
    const response = await client.get(`/photos/employees/${id}.svg`);
    expect(response.status).toBe(200);
    expect(await expectContract(response, 'GET', PHOTO)).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('404 for a broken photo and an unknown employee', async () => {
    client = testClient();
    const { id } = client.demo.context.db
      .prepare("SELECT id FROM employees WHERE photo = 'broken' ORDER BY id LIMIT 1")
      .get() as { id: number };
    for (const path of [`/photos/employees/${id}.svg`, '/photos/employees/999999.svg']) {
      const response = await client.get(path);
      expect(response.status).toBe(404);
      await expectContract(response, 'GET', PHOTO);
    }
  });
});
