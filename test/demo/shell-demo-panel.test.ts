import { afterEach, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from './support/client';

let client: TestClient;
afterEach(() => client.close());

/** The config block a page is served with (core/pages.ts fills it per session). */
async function pageConfig(path = '/'): Promise<{
  features: Record<string, boolean>;
  capabilities: Record<string, boolean>;
  session?: Record<string, unknown>;
}> {
  const html = await (await client.get(path)).text();
  const json = /<script type="application\/json" id="hr-shell-config">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`no config block in ${path}`);
  return JSON.parse(json) as never;
}

const DEMO_ROUTES: ReadonlyArray<[string, string]> = [
  ['GET', '/demo/me'],
  ['POST', '/demo/flags'],
  ['GET', '/demo/shell/settings'],
  ['POST', '/demo/shell/settings'],
  ['POST', '/demo/shell/inbox'],
  ['POST', '/demo/shell/setup-step'],
  ['GET', '/demo/workflows/settings'],
  ['POST', '/demo/workflows/settings'],
];

describe('demo panel routes', () => {
  it('tells the panel who is signed in, and that nobody is after sign-out or expiry', async () => {
    const now = Date.parse('2026-11-20T10:00:00Z');
    client = testClient({ now: () => now });
    expect(await (await client.get('/demo/me')).json()).toEqual({ signedIn: false, expired: false, user: null });
    await client.signIn('manager');
    const me = (await (await client.get('/demo/me')).json()) as {
      signedIn: boolean;
      sessionMinutesLeft: number;
      user: { username: string; role: string };
    };
    expect(me).toMatchObject({
      signedIn: true,
      sessionMinutesLeft: 30,
      user: { username: 'manager', role: 'manager' },
    });
    expect((await client.postJson('/demo/expire-session', {})).status).toBe(200);
    expect(await (await client.get('/demo/me')).json()).toEqual({ signedIn: false, expired: true, user: null });
  });

  it("switches the caller's feature and capability flags, which the next page's config carries", async () => {
    client = testClient();
    await client.signIn('employee');
    expect((await pageConfig()).features.PASSKEYS).toBeUndefined();
    const response = await client.postJson('/demo/flags', {
      features: { PASSKEYS: true, CORE_SNAPSHOT: false },
      capabilities: { apps: true },
      acceptedCookies: true,
    });
    expect(response.status).toBe(200);
    const config = await pageConfig('/time-tracking.html');
    expect(config.features).toMatchObject({ PASSKEYS: true, CORE_SNAPSHOT: false });
    expect(config.capabilities).toMatchObject({ account: true, apps: true });
    expect(config.session?.acceptedCookies).toBe(true);
    // Another user is untouched.
    await client.signIn('manager');
    expect((await pageConfig()).capabilities.apps).toBeUndefined();
  });

  it.each([
    ['an unknown flag', { features: { isAdmin: true } }],
    ['a non-boolean flag', { features: { PASSKEYS: 'yes' } }],
    ['a role switch', { isAdmin: true }],
    ['a prototype-pollution key', JSON.parse('{"__proto__":{"polluted":true}}') as unknown],
    ['a nested prototype-pollution key', JSON.parse('{"features":{"__proto__":{"polluted":true}}}') as unknown],
    ['an array', [true]],
  ])('refuses %s with 422, writing nothing', async (_why, body) => {
    client = testClient();
    await client.signIn('employee');
    const before = await pageConfig();
    const response = await client.postJson('/demo/flags', body);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(await pageConfig()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('needs a signed-in caller and a JSON content type', async () => {
    client = testClient();
    expect((await client.postJson('/demo/flags', { features: { jade: true } })).status).toBe(401);
    expect((await client.postJson('/demo/shell/settings', { inboxFails: true })).status).toBe(401);
    expect((await client.postJson('/demo/workflows/settings', { hasEmployees: false })).status).toBe(401);
    await client.signIn('admin');
    const form = await client.postForm('/demo/flags', { features: 'x' });
    expect(form.status).toBe(415);
    const text = await client.request('POST', '/demo/shell/settings', {
      body: '{"inboxFails":true}',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const broken = await client.request('POST', '/demo/shell/settings', {
      body: '{"inboxFails":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
  });

  it('validates banner situations and keeps the old ones on a bad request', async () => {
    client = testClient();
    await client.signIn('admin');
    expect((await client.postJson('/demo/shell/settings', { gracePeriodDays: 5 })).status).toBe(200);
    for (const bad of [
      '{"gracePeriodDays":-1}',
      '{"gracePeriodDays":1e309}',
      '{"gracePeriodDays":2.5}',
      '{"gracePeriodDays":"5"}',
      '{"trialStatus":"forever"}',
      '{"cancellation":{"accountDaysLeft":1}}',
      '{"unknown":true}',
      '{"__proto__":{"inboxFails":true}}',
    ]) {
      const response = await client.request('POST', '/demo/shell/settings', {
        body: bad,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(response.status, bad).toBe(422);
    }
    const { settings } = (await (await client.get('/demo/shell/settings')).json()) as {
      settings: { gracePeriodDays: number };
    };
    expect(settings.gracePeriodDays).toBe(5);
  });

  it('adds inbox items and clears them for the caller', async () => {
    client = testClient();
    await client.signIn('employee');
    const added = await client.postJson('/demo/shell/inbox', { action: 'add', count: 120, subsection: 'alerts' });
    expect(((await added.json()) as { counts: { inbox: number } }).counts.inbox).toBe(120);
    expect((await client.postJson('/demo/shell/inbox', { action: 'add', count: 0 })).status).toBe(422);
    expect(
      (await client.postJson('/demo/shell/inbox', { action: 'add', count: 1, subsection: '__proto__' })).status,
    ).toBe(422);
    const cleared = await client.postJson('/demo/shell/inbox', { action: 'clear' });
    expect(((await cleared.json()) as { counts: { inbox: number } }).counts.inbox).toBe(0);
  });

  it('sets the workflow switches and reports them', async () => {
    client = testClient();
    await client.signIn('admin');
    const response = await client.postJson('/demo/workflows/settings', {
      agreementStatus: 'needs_to_sign',
      benchmarkingStatus: 'prompt-opt-in',
      hasEmployees: false,
      companyIsDemo: false,
    });
    expect(await response.json()).toMatchObject({
      agreement: { status: 'needs_to_sign' },
      benchmarkingStatus: 'prompt-opt-in',
      hasEmployees: false,
      companyIsDemo: false,
      clearDemoDataFails: false,
      timeTrackingConfigurations: 2,
    });
    for (const bad of [
      { agreementStatus: 'approved' },
      { benchmarkingStatus: 'yes' },
      { timeTrackingConfigurations: 3 },
      { agreementUpdatedDaysAgo: -2 },
    ]) {
      expect((await client.postJson('/demo/workflows/settings', bad)).status, JSON.stringify(bad)).toBe(422);
    }
  });

  it('keeps the original sign-in, sign-out and expire routes and their answers', async () => {
    client = testClient();
    const users = (await (await client.get('/demo/users')).json()) as { users: Array<{ username: string }> };
    expect(users.users.map((u) => u.username)).toContain('preview');
    await client.signIn('owner');
    expect(await (await client.postJson('/demo/expire-session', {})).json()).toEqual({ expired: true });
    expect(await (await client.postJson('/demo/sign-out', {})).json()).toEqual({ signedOut: true });
  });

  it.each(DEMO_ROUTES)('%s %s does not exist without --demo-admin', async (method, path) => {
    client = testClient({ demoAdmin: false });
    const response = await client.request(
      method,
      path,
      method === 'POST' ? { body: '{}', headers: { 'Content-Type': 'application/json' } } : {},
    );
    // Outside PUBLIC_PREFIXES nothing answers; /demo/* is public, so an unknown route is a 404.
    expect(response.status).toBe(404);
  });
});

describe('demo pages', () => {
  it('serves the control panel as a closed drawer, with its external script and stylesheet, under the CSP', async () => {
    client = testClient();
    await client.signIn('owner');
    const html = await (await client.get('/')).text();
    expect(html).toContain(
      '<section id="demo-panel" class="demo-panel demo-drawer" aria-labelledby="demo-panel-heading" data-demo-drawer hidden>',
    );
    // panel.js puts the drawer's toggle into the breadcrumb line.
    expect(html).toContain('<div class="demo-trail-bar" data-demo-toggle-place>');
    expect(html).toMatch(/<div class="demo-panel-body" data-demo-panel>/);
    expect(html).toContain('<script src="/panel.js" defer></script>');
    expect(html).not.toMatch(/<script>(?!<\/script>)|\son(?:click|load|change|submit)=/i);
    // The inline-edit rows other suites rely on are still there.
    for (const id of [
      'row-job-title',
      'row-department',
      'row-location',
      'row-pay-grade',
      'row-office',
      'row-manager',
      'row-employee-number',
    ]) {
      expect(html).toContain(`id="${id}"`);
    }
    const script = await client.get('/panel.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const source = await script.text();
    expect(source).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|eval\(|new Function|setAttribute\('style'/);
    expect(source).toContain("'aria-controls': drawer.id");
    expect((await client.get('/panel.css')).headers.get('content-type')).toMatch(/^text\/css/);
  });

  it.each(['/files.html', '/forms.html', '/time-tracking.html', '/demo-data.html'])(
    'serves %s with a config block and no inline script',
    async (path) => {
      client = testClient();
      await client.signIn('admin');
      const response = await client.get(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<script type="application\/json" id="hr-shell-config">\{"urlPrefix"/);
      expect(html).not.toMatch(/<script>|\son(?:click|load|change|submit)=/i);
      expect(html).toContain('<main');
    },
  );
});
