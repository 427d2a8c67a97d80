import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_REGISTRATION } from '../../demo/server/modules/shell/seed';
import { testClient, type TestClient } from './support/client';
import { contractBackend, expectContract } from './support/contract';

let client: TestClient;
afterEach(() => client.close());
// Bundling and validating the whole contract takes seconds on a busy machine: once, up front.
beforeAll(async () => {
  await contractBackend();
}, 120_000);

const HOSTILE_IDS = ['abc', '0', '-1', '1e3', '１２３', '99999999999', '1 OR 1=1', '<b>1</b>', ''];

interface InboxCounts {
  counts: { inbox: number; sentRequests: number };
  isEmployeeCommunityWidgetEnabled: boolean;
  subsections: Array<{ label: string; count: number; href: string }>;
}

interface Banners {
  banners: Record<string, Record<string, unknown> | null>;
}

async function signedIn(username: string): Promise<TestClient> {
  client = testClient();
  await client.signIn(username);
  return client;
}

async function setShell(settings: Record<string, unknown>): Promise<void> {
  const response = await client.postJson('/demo/shell/settings', settings);
  expect(response.status).toBe(200);
}

describe('GET /ajax/inbox/inbox_counts_json.php', () => {
  it('counts open items per user, over 99 for the owner and none for the employee', async () => {
    await signedIn('owner');
    const owner = (await expectContract(
      await client.get('/ajax/inbox/inbox_counts_json.php'),
      'GET',
      '/ajax/inbox/inbox_counts_json.php',
    )) as InboxCounts;
    expect(owner.counts.inbox).toBeGreaterThan(99);
    expect(owner.subsections.reduce((sum, s) => sum + s.count, 0)).toBe(owner.counts.inbox);
    expect(owner.isEmployeeCommunityWidgetEnabled).toBe(true);
    expect(owner.subsections.map((s) => s.label)).toContain('Onboarding & Offboarding Tasks');
    for (const { href } of owner.subsections) expect(href).toMatch(/^\/inbox\/\?section=[a-z_]+$/);

    await client.signIn('employee');
    const employee = (await expectContract(
      await client.get('/ajax/inbox/inbox_counts_json.php'),
      'GET',
      '/ajax/inbox/inbox_counts_json.php',
    )) as InboxCounts;
    expect(employee.counts.inbox).toBe(0);
  });

  it('answers 401 without a session', async () => {
    client = testClient();
    const response = await client.get('/ajax/inbox/inbox_counts_json.php');
    expect(response.status).toBe(401);
    await expectContract(response, 'GET', '/ajax/inbox/inbox_counts_json.php');
  });

  it('fails with a JSON 500 when the demo switch is on, while the other variant reports it in the body', async () => {
    await signedIn('admin');
    await setShell({ inboxFails: true, communityWidget: false });
    const failing = await client.get('/ajax/inbox/inbox_counts_json.php');
    expect(failing.status).toBe(500);
    expect(await expectContract(failing, 'GET', '/ajax/inbox/inbox_counts_json.php')).toEqual({
      error: expect.any(String),
    });
    const legacy = await client.get('/ajax/inbox/inbox_counts.php');
    expect(legacy.status).toBe(200);
    expect(await expectContract(legacy, 'GET', '/ajax/inbox/inbox_counts.php')).toMatchObject({
      success: false,
      error: true,
      errorMessage: expect.any(String),
    });
  });

  it('reflects the community-widget switch, and the legacy variant carries the same counts', async () => {
    await signedIn('admin');
    await setShell({ communityWidget: false });
    const json = (await (await client.get('/ajax/inbox/inbox_counts_json.php')).json()) as InboxCounts;
    expect(json.isEmployeeCommunityWidgetEnabled).toBe(false);
    const legacy = (await expectContract(
      await client.get('/ajax/inbox/inbox_counts.php'),
      'GET',
      '/ajax/inbox/inbox_counts.php',
    )) as InboxCounts & {
      success: boolean;
    };
    expect(legacy).toMatchObject({
      success: true,
      error: false,
      errorMessage: null,
      counts: json.counts,
      subsections: json.subsections,
    });
  });
});

describe('POST /ajax/announcement.php', () => {
  it('marks the banner announcement read for this user only, then shows the next one', async () => {
    await signedIn('admin');
    const before = (await expectContract(
      await client.get('/ajax/banners.json'),
      'GET',
      '/ajax/banners.json',
    )) as Banners;
    const first = before.banners.announcement as { id: number; message: string };
    expect(first.message).toContain('Payroll closes early this week');
    const read = await client.postForm('/ajax/announcement.php', { action: 'read', id: String(first.id) });
    expect(await expectContract(read, 'POST', '/ajax/announcement.php')).toEqual({ success: true, id: first.id });
    // Twice is fine.
    expect((await client.postForm('/ajax/announcement.php', { action: 'read', id: String(first.id) })).status).toBe(
      200,
    );
    const after = (await (await client.get('/ajax/banners.json')).json()) as Banners;
    expect(after.banners.announcement?.id).not.toBe(first.id);
    // Markup in a message is data: it travels as text, the element shows it literally.
    expect(after.banners.announcement?.message).toContain('<b>review your elections</b> &');

    await client.signIn('owner');
    const owner = (await (await client.get('/ajax/banners.json')).json()) as Banners;
    expect(owner.banners.announcement?.id).toBe(first.id);
  });

  it('needs the CSRF token', async () => {
    await signedIn('admin');
    const forged = await client.postForm('/ajax/announcement.php', { action: 'read', id: '1' }, { csrf: false });
    expect(forged.status).toBe(403);
    await expectContract(forged, 'POST', '/ajax/announcement.php');
    const banners = (await (await client.get('/ajax/banners.json')).json()) as Banners;
    expect(banners.banners.announcement).not.toBeNull();
  });

  it.each([
    ...HOSTILE_IDS.map((id) => [{ action: 'read', id }, 422] as const),
    [{ action: 'delete', id: '1' }, 422],
    [{ id: '1' }, 422],
    [{ action: 'read', id: '999' }, 404],
  ] as const)('answers %j with %i', async (fields, status) => {
    await signedIn('admin');
    const response = await client.postForm('/ajax/announcement.php', fields as Record<string, string>);
    expect(response.status).toBe(status);
    await expectContract(response, 'POST', '/ajax/announcement.php');
  });

  it('ignores prototype-pollution keys in the form', async () => {
    await signedIn('admin');
    const response = await client.request('POST', '/ajax/announcement.php', {
      body: '__proto__[polluted]=1&constructor[prototype][polluted]=1&__proto__=x&action=read&id=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(await expectContract(response, 'POST', '/ajax/announcement.php')).toEqual({ success: true, id: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a JSON body with 400', async () => {
    await signedIn('admin');
    const response = await client.postJson('/ajax/announcement.php', { action: 'read', id: 1 });
    expect(response.status).toBe(400);
    await expectContract(response, 'POST', '/ajax/announcement.php');
  });
});

describe('GET /global-employment/remote-link', () => {
  it('gives a company admin an https link for the requested provider path', async () => {
    await signedIn('admin');
    const body = (await expectContract(
      await client.get('/global-employment/remote-link?path=/dashboard'),
      'GET',
      '/global-employment/remote-link',
    )) as {
      data: { url: string };
    };
    const url = new URL(body.data.url);
    expect(url.protocol).toBe('https:');
    expect(url.searchParams.get('path')).toBe('/dashboard');
  });

  it.each(['employee', 'manager', 'support', 'assumed'])('answers 403 JSON to %s', async (username) => {
    await signedIn(username);
    const response = await client.get('/global-employment/remote-link?path=/dashboard');
    expect(response.status).toBe(403);
    expect(await expectContract(response, 'GET', '/global-employment/remote-link')).toEqual({
      error: expect.any(String),
    });
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/../etc/passwd',
    '/\\evil.example',
    'javascript:alert(1)',
    '/dash%00board',
    `/${'a'.repeat(300)}`,
  ])('refuses the provider path #%# with 422', async (path) => {
    await signedIn('admin');
    const response = await client.get(`/global-employment/remote-link?path=${encodeURIComponent(path)}`);
    expect(response.status).toBe(422);
    await expectContract(response, 'GET', '/global-employment/remote-link');
  });

  it('answers 502 when the provider fails (demo switch)', async () => {
    await signedIn('admin');
    await setShell({ remoteLinkFails: true });
    const response = await client.get('/global-employment/remote-link?path=/dashboard');
    expect(response.status).toBe(502);
    await expectContract(response, 'GET', '/global-employment/remote-link');
  });
});

describe('GET /answers/header-button', () => {
  it('shows the button to staff and hides it from onboarding users', async () => {
    await signedIn('admin');
    expect(
      await expectContract(await client.get('/answers/header-button'), 'GET', '/answers/header-button'),
    ).toMatchObject({ visible: true, href: '/answers/' });
    await client.signIn('onboarding');
    expect(
      await expectContract(await client.get('/answers/header-button'), 'GET', '/answers/header-button'),
    ).toMatchObject({ visible: false });
  });
});

describe('setup steps', () => {
  it.each(['quickStart', 'payroll', 'core', 'customerOnboarding'])(
    'lists the %s checklist with counts and the next step',
    async (type) => {
      await signedIn('admin');
      const body = (await expectContract(await client.get(`/setup/${type}/steps`), 'GET', '/setup/{type}/steps')) as {
        type: string;
        steps: Array<{ key: string; done: boolean }>;
        completedCount: number;
        totalCount: number;
        complete: boolean;
        nextStepKey: string | null;
      };
      expect(body.type).toBe(type);
      expect(body.totalCount).toBe(body.steps.length);
      expect(body.completedCount).toBe(body.steps.filter((s) => s.done).length);
      expect(body.nextStepKey).toBe(body.steps.find((s) => !s.done)?.key ?? null);
      expect(body.complete).toBe(body.nextStepKey === null);
    },
  );

  it('answers one step, and 404/422 for unknown types and keys', async () => {
    await signedIn('admin');
    const step = await client.get('/setup/quickStart/steps/inviteEmployees');
    expect(await expectContract(step, 'GET', '/setup/{type}/steps/{stepKey}')).toMatchObject({
      type: 'quickStart',
      stepKey: 'inviteEmployees',
    });
    for (const [path, template, status] of [
      ['/setup/quickStart/steps/noSuchStep', '/setup/{type}/steps/{stepKey}', 404],
      ['/setup/__proto__/steps', '/setup/{type}/steps', 404],
      ['/setup/constructor/steps/companyInfo', '/setup/{type}/steps/{stepKey}', 404],
      ['/setup/quickStart/steps/%3Cscript%3E', '/setup/{type}/steps/{stepKey}', 422],
    ] as const) {
      const response = await client.get(path);
      expect(response.status, path).toBe(status);
      await expectContract(response, 'GET', template);
    }
  });

  it('answers the payroll registration by record and client id', async () => {
    await signedIn('owner');
    const { recordId, clientId } = PAYROLL_REGISTRATION;
    const list = await client.get(`/registration/payroll/steps?recordId=${recordId}&clientId=${clientId}`);
    expect(await expectContract(list, 'GET', '/registration/payroll/steps')).toMatchObject({
      type: 'payroll',
      recordId,
      clientId,
    });
    const step = await client.get(`/registration/payroll/steps/bankAccount?clientId=${clientId}`);
    expect(await expectContract(step, 'GET', '/registration/payroll/steps/{stepKey}')).toMatchObject({
      stepKey: 'bankAccount',
      recordId,
      clientId,
    });

    for (const [path, template, status] of [
      [`/registration/payroll/steps?recordId=${recordId}&clientId=1`, '/registration/payroll/steps', 404],
      [`/registration/payroll/steps?recordId=abc&clientId=${clientId}`, '/registration/payroll/steps', 422],
      ['/registration/payroll/steps', '/registration/payroll/steps', 422],
      [`/registration/payroll/steps/bankAccount?clientId=-1`, '/registration/payroll/steps/{stepKey}', 422],
      [`/registration/payroll/steps/nope?clientId=${clientId}`, '/registration/payroll/steps/{stepKey}', 404],
    ] as const) {
      const response = await client.get(path);
      expect(response.status, path).toBe(status);
      await expectContract(response, 'GET', template);
    }
  });

  it('is for administrators only', async () => {
    await signedIn('employee');
    const response = await client.get('/setup/quickStart/steps');
    expect(response.status).toBe(403);
    await expectContract(response, 'GET', '/setup/{type}/steps');
  });

  it('follows the demo step switch', async () => {
    await signedIn('admin');
    const changed = await client.postJson('/demo/shell/setup-step', {
      type: 'core',
      stepKey: 'locations',
      done: false,
    });
    expect(changed.status).toBe(200);
    const body = (await (await client.get('/setup/core/steps')).json()) as { complete: boolean; nextStepKey: string };
    expect(body).toMatchObject({ complete: false, nextStepKey: 'locations' });
  });
});

describe('GET /ajax/banners.json', () => {
  it('shows a demo company admin the demo banner with the clear-demo-data offer and nothing else but the announcement', async () => {
    await signedIn('admin');
    const { banners } = (await expectContract(
      await client.get('/ajax/banners.json'),
      'GET',
      '/ajax/banners.json',
    )) as Banners;
    expect(banners.trial).toEqual({
      status: 'demo',
      freeTrialDays: 0,
      salesNumber: expect.any(String),
      companyMasterIsDemo: true,
      canClearDemoData: true,
    });
    expect(banners).toMatchObject({
      paymentMethod: null,
      gracePeriod: null,
      signedInAs: null,
      cancellation: null,
      newHirePacket: null,
      preview: null,
    });
  });

  it('derives signed-in-as, preview and new hire packet banners from the user', async () => {
    await signedIn('assumed');
    const assumed = (await expectContract(
      await client.get('/ajax/banners.json'),
      'GET',
      '/ajax/banners.json',
    )) as Banners;
    expect(assumed.banners.signedInAs).toMatchObject({ actorIsSupportAdmin: true });
    expect(assumed.banners.trial).toMatchObject({ canClearDemoData: false });

    await client.signIn('preview');
    const preview = (await expectContract(
      await client.get('/ajax/banners.json'),
      'GET',
      '/ajax/banners.json',
    )) as Banners;
    expect(preview.banners.preview).toMatchObject({
      requestUri: '/',
      employeeImageUrl: expect.stringMatching(/^\/photos\/employees\//),
    });

    await client.signIn('onboarding');
    const onboarding = (await expectContract(
      await client.get('/ajax/banners.json'),
      'GET',
      '/ajax/banners.json',
    )) as Banners;
    expect(onboarding.banners.newHirePacket).toEqual({ prefFirstName: expect.any(String) });
  });

  it('shows every banner at once when the panel switches them on, and none when off', async () => {
    await signedIn('owner');
    await setShell({
      paymentMethod: 'expired',
      gracePeriodDays: 1,
      trialStatus: 'active',
      freeTrialDays: 9,
      cancellation: { accountDaysLeft: 30, payrollDaysLeft: 12 },
      signedInAs: 'on',
      preview: 'on',
      newHirePacket: 'on',
    });
    const { banners } = (await expectContract(
      await client.get('/ajax/banners.json'),
      'GET',
      '/ajax/banners.json',
    )) as Banners;
    expect(banners).toMatchObject({
      paymentMethod: { problem: 'expired', billingUrl: '/settings/account/billing' },
      gracePeriod: { daysLeftUntilSuspend: 1 },
      cancellation: { accountDaysLeft: 30, payrollDaysLeft: 12 },
      trial: { status: 'active', freeTrialDays: 9 },
    });
    for (const key of Object.keys(banners)) expect(banners[key], key).not.toBeNull();

    await setShell({ reset: true, trialStatus: 'off', signedInAs: 'off' });
    const off = (await (await client.get('/ajax/banners.json')).json()) as Banners;
    expect(off.banners).toMatchObject({
      paymentMethod: null,
      gracePeriod: null,
      trial: null,
      signedInAs: null,
      cancellation: null,
    });
  });
});

describe('banner stack demo extensions', () => {
  it('sends the trial banner to admins only, the demo-data banner to everyone', async () => {
    await signedIn('employee');
    await setShell({ trialStatus: 'active' });
    const employee = (await (await client.get('/ajax/banners.json')).json()) as Banners;
    expect(employee.banners.trial).toBeNull();
    await setShell({ trialStatus: 'demo' });
    const demo = (await (await client.get('/ajax/banners.json')).json()) as Banners;
    expect(demo.banners.trial).toMatchObject({ status: 'demo', canClearDemoData: false });
    await setShell({ reset: true });
  });

  it("names a company admin as the actor when the panel asks for 'on behalf of'", async () => {
    await signedIn('manager');
    await setShell({ signedInAs: 'on', signedInAsActor: 'admin' });
    const { banners } = (await expectContract(
      await client.get('/ajax/banners.json'),
      'GET',
      '/ajax/banners.json',
    )) as Banners;
    expect(banners.signedInAs).toMatchObject({ actorIsSupportAdmin: false });
    await setShell({ signedInAsActor: 'support' });
    const support = (await (await client.get('/ajax/banners.json')).json()) as Banners;
    expect(support.banners.signedInAs).toMatchObject({ actorIsSupportAdmin: true });
    await setShell({ reset: true });
  });

  it('fails the dismissal with 503 when the panel says so, and the announcement stays unread', async () => {
    await signedIn('manager');
    await setShell({ announcementReadFails: true });
    const before = (await (await client.get('/ajax/banners.json')).json()) as Banners;
    const id = String((before.banners.announcement as { id: number }).id);
    const failed = await client.postForm('/ajax/announcement.php', { action: 'read', id });
    expect(failed.status).toBe(503);
    await expectContract(failed, 'POST', '/ajax/announcement.php');
    const after = (await (await client.get('/ajax/banners.json')).json()) as Banners;
    expect(after.banners.announcement).toEqual(before.banners.announcement);
    await setShell({ reset: true });
  });

  it('prints the same banners into the config block of a demo page, with the room they take', async () => {
    await signedIn('manager');
    await setShell({ gracePeriodDays: 4 });
    const html = await (await client.get('/home/')).text();
    const block = /<script type="application\/json" id="hr-shell-config">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const config = JSON.parse(block ?? '{}') as { banners?: Record<string, unknown> };
    const { banners } = (await (await client.get('/ajax/banners.json')).json()) as Banners;
    expect(config.banners).toEqual(banners);
    const count = Object.values(banners).filter((banner) => banner !== null).length;
    expect(html).toContain(`<hr-banner-stack reserve="calc(${count} * 2.8125em + ${count - 1}px + 1em)"`);
    await setShell({ reset: true });
  });
});

describe('hired-by-remote banner modal route', () => {
  it('answers an escaped HTML banner naming the employee, and 422/404 for bad ids', async () => {
    const client = testClient();
    try {
      await client.signIn('admin');
      const ok = await client.get('/employees/hired-by-remote-banner-modal?employeeId=10');
      const html = String(await expectContract(ok, 'get', '/employees/hired-by-remote-banner-modal'));
      expect(ok.status).toBe(200);
      expect(html).toContain('hired through a global employment provider');
      expect(html).not.toMatch(/<img|<script/i);
      for (const [query, status] of [
        ['employeeId=0', 422],
        ['employeeId=abc', 422],
        ['', 422],
        ['employeeId=999999', 404],
      ] as const) {
        const bad = await client.get(`/employees/hired-by-remote-banner-modal?${query}`);
        expect(bad.status, query).toBe(status);
        await expectContract(bad, 'get', '/employees/hired-by-remote-banner-modal');
      }
    } finally {
      client.close();
    }
  });
});
