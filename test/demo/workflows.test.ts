import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_TEST_MESSAGE } from '../../demo/server/modules/shell/guards';
import { testClient, type TestClient } from './support/client';
import { contractBackend, expectContract } from './support/contract';

let client: TestClient;
afterEach(() => client.close());
// Bundling and validating the whole contract takes seconds on a busy machine: once, up front.
beforeAll(async () => {
  await contractBackend();
}, 120_000);

/** Seed rule (workflows/time-tracking.ts): no pay schedule when id % 10 === 3, on when id % 3 === 0. */
const HOSTILE_FIRST_NAME_EMPLOYEE = 10; // '<img src=x onerror=alert(1)>' Hostile; time tracking off
const ENABLED_EMPLOYEE = 12;
const NO_PAY_SCHEDULE_EMPLOYEE = 13;
const HOSTILE_IDS = ['abc', '0', '-1', '1.5', '1e3', '１２３', '99999999999', "1' OR '1'='1", '<b>1</b>', ''];
const NOW = Date.parse('2026-11-20T10:00:00.000Z');

async function signedIn(username: string, options: Parameters<typeof testClient>[0] = {}): Promise<TestClient> {
  client = testClient(options);
  await client.signIn(username);
  return client;
}

async function demoWorkflows(settings: Record<string, unknown>): Promise<void> {
  const response = await client.postJson('/demo/workflows/settings', settings);
  expect(response.status, await response.clone().text()).toBe(200);
}

async function latestStatus(): Promise<string> {
  return ((await (await client.get('/data_processing_agreements/latest')).json()) as { status: string }).status;
}

const post = (path: string, fields?: Record<string, string>, csrf = true) =>
  fields ? client.postForm(path, fields, { csrf }) : client.request('POST', path, csrf ? {} : { csrf: false });

async function employeeState(id: number) {
  return (await expectContract(
    await client.get(`/time-tracking/employee?employeeId=${id}`),
    'GET',
    '/time-tracking/employee',
  )) as {
    enabled: boolean;
    groupId: number | null;
    hasPaySchedule: boolean;
  };
}

describe('time tracking', () => {
  it('answers the group mode with both configurations, or one when the demo switch says so', async () => {
    await signedIn('admin');
    const settings = (await expectContract(
      await client.get('/time_tracking/settings'),
      'GET',
      '/time_tracking/settings',
    )) as {
      mode: string;
      configurations: unknown[];
    };
    expect(settings.mode).toBe('group');
    expect(settings.configurations).toHaveLength(2);
    await demoWorkflows({ timeTrackingConfigurations: 1 });
    const single = (await expectContract(
      await client.get('/time_tracking/settings'),
      'GET',
      '/time_tracking/settings',
    )) as { configurations: unknown[] };
    expect(single.configurations).toHaveLength(1);
  });

  it('enables an employee with a pay schedule, idempotently, then disables them', async () => {
    await signedIn('admin');
    const id = HOSTILE_FIRST_NAME_EMPLOYEE;
    expect(await employeeState(id)).toMatchObject({ enabled: false, hasPaySchedule: true });
    const enabled = await post(`/time-tracking/enable-time-tracking-modal?employeeId=${id}`, { groupId: '2' });
    expect(await expectContract(enabled, 'POST', '/time-tracking/enable-time-tracking-modal')).toEqual({
      status: 'SUCCESS',
    });
    expect(await employeeState(id)).toMatchObject({ enabled: true, groupId: 2 });
    // The same action again changes nothing and still succeeds (no body this time).
    const again = await post(`/time-tracking/enable-time-tracking-modal?employeeId=${id}`);
    expect(await expectContract(again, 'POST', '/time-tracking/enable-time-tracking-modal')).toEqual({
      status: 'SUCCESS',
    });
    expect(await employeeState(id)).toMatchObject({ enabled: true, groupId: 2 });

    const disabled = await post(`/time-tracking/disable-time-tracking?employeeId=${id}`);
    expect(await expectContract(disabled, 'POST', '/time-tracking/disable-time-tracking')).toEqual({
      status: 'SUCCESS',
    });
    expect(await employeeState(id)).toMatchObject({ enabled: false });
  });

  it('refuses to enable an employee without a pay schedule with FAIL no_pay_schedule, writing nothing', async () => {
    await signedIn('admin');
    const response = await post(`/time-tracking/enable-time-tracking-modal?employeeId=${NO_PAY_SCHEDULE_EMPLOYEE}`, {
      groupId: '1',
    });
    expect(await expectContract(response, 'POST', '/time-tracking/enable-time-tracking-modal')).toEqual({
      status: 'FAIL',
      reason: 'no_pay_schedule',
    });
    expect(await employeeState(NO_PAY_SCHEDULE_EMPLOYEE)).toMatchObject({ enabled: false, hasPaySchedule: false });
  });

  it('prints the modals with the employee name escaped and a group select, no script', async () => {
    await signedIn('admin');
    for (const path of ['/time-tracking/enable-time-tracking-modal', '/time-tracking/change-group-modal']) {
      const html = (await expectContract(
        await client.get(`${path}?employeeId=${HOSTILE_FIRST_NAME_EMPLOYEE}`),
        'GET',
        path,
      )) as string;
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(html).not.toMatch(/<img|<script|<[^>]*\son\w+=/i);
      expect(html).toContain('<select');
      expect(html).toContain('Salaried &amp; Exempt');
    }
  });

  it('changes the group of an enabled employee; 409 when time tracking is off, 422 for an unknown group', async () => {
    await signedIn('admin');
    const moved = await post(`/time-tracking/change-group-modal?employeeId=${ENABLED_EMPLOYEE}`, { groupId: '2' });
    expect(await expectContract(moved, 'POST', '/time-tracking/change-group-modal')).toEqual({
      status: 'SUCCESS',
      groupId: 2,
    });
    expect(await employeeState(ENABLED_EMPLOYEE)).toMatchObject({ groupId: 2 });

    const off = await post(`/time-tracking/change-group-modal?employeeId=${HOSTILE_FIRST_NAME_EMPLOYEE}`, {
      groupId: '1',
    });
    expect(off.status).toBe(409);
    await expectContract(off, 'POST', '/time-tracking/change-group-modal');
    for (const groupId of ['99', '0', 'x', '']) {
      const bad = await post(`/time-tracking/change-group-modal?employeeId=${ENABLED_EMPLOYEE}`, { groupId });
      expect(bad.status, groupId).toBe(422);
      await expectContract(bad, 'POST', '/time-tracking/change-group-modal');
    }
    expect(await employeeState(ENABLED_EMPLOYEE)).toMatchObject({ groupId: 2 });
  });

  it.each(HOSTILE_IDS)('refuses the employee id %j with 422 on every route', async (employeeId) => {
    await signedIn('admin');
    const query = `?employeeId=${encodeURIComponent(employeeId)}`;
    for (const [method, path] of [
      ['GET', '/time-tracking/employee'],
      ['GET', '/time-tracking/enable-time-tracking-modal'],
      ['POST', '/time-tracking/enable-time-tracking-modal'],
      ['POST', '/time-tracking/disable-time-tracking'],
      ['GET', '/time-tracking/change-group-modal'],
    ] as const) {
      const response = method === 'GET' ? await client.get(path + query) : await post(path + query);
      expect(response.status, `${method} ${path}`).toBe(422);
      await expectContract(response, method, path);
    }
  });

  it('answers 404 for an employee that does not exist', async () => {
    await signedIn('admin');
    const response = await post('/time-tracking/enable-time-tracking-modal?employeeId=999999');
    expect(response.status).toBe(404);
    await expectContract(response, 'POST', '/time-tracking/enable-time-tracking-modal');
  });

  it('blocks saves in an assumed-user session with the permission-test message', async () => {
    await signedIn('assumed');
    for (const path of [
      '/time-tracking/enable-time-tracking-modal',
      '/time-tracking/disable-time-tracking',
      '/time-tracking/change-group-modal',
    ]) {
      const response = await post(`${path}?employeeId=${ENABLED_EMPLOYEE}`, { groupId: '1' });
      expect(response.status).toBe(403);
      expect(await expectContract(response, 'POST', path)).toEqual({ error: PERMISSION_TEST_MESSAGE });
    }
  });

  it('is for administrators only, and saves need the CSRF token', async () => {
    await signedIn('employee');
    const settings = await client.get('/time_tracking/settings');
    expect(settings.status).toBe(403);
    await expectContract(settings, 'GET', '/time_tracking/settings');
    const enable = await post(`/time-tracking/enable-time-tracking-modal?employeeId=${HOSTILE_FIRST_NAME_EMPLOYEE}`);
    expect(enable.status).toBe(403);

    await client.signIn('admin');
    const forged = await post(
      `/time-tracking/enable-time-tracking-modal?employeeId=${HOSTILE_FIRST_NAME_EMPLOYEE}`,
      undefined,
      false,
    );
    expect(forged.status).toBe(403);
    expect(await expectContract(forged, 'POST', '/time-tracking/enable-time-tracking-modal')).toEqual({
      error: 'Invalid CSRF token.',
    });
    expect(await employeeState(HOSTILE_FIRST_NAME_EMPLOYEE)).toMatchObject({ enabled: false });
  });

  it('refuses a JSON body with 400', async () => {
    await signedIn('admin');
    const response = await client.postJson(
      `/time-tracking/enable-time-tracking-modal?employeeId=${HOSTILE_FIRST_NAME_EMPLOYEE}`,
      { groupId: 1 },
    );
    expect(response.status).toBe(400);
    await expectContract(response, 'POST', '/time-tracking/enable-time-tracking-modal');
  });
});

describe('data processing agreements', () => {
  it('fetches the latest agreement and moves it through accept, decline and complete later', async () => {
    let now = NOW;
    await signedIn('admin', { now: () => now });
    expect(await latestStatus()).toBe('signed');
    await demoWorkflows({ agreementStatus: 'needs_prompt' });
    const latest = (await expectContract(
      await client.get('/data_processing_agreements/latest'),
      'GET',
      '/data_processing_agreements/latest',
    )) as {
      id: number;
      status: string;
    };
    expect(latest.status).toBe('needs_prompt');
    for (const [action, status] of [
      ['complete-later', 'complete_later'],
      ['decline', 'declined'],
      ['accept', 'signed'],
    ] as const) {
      now += 60_000;
      const response = await post(`/data_processing_agreements/${latest.id}/${action}`, { setSessionMessage: '1' });
      expect(await expectContract(response, 'POST', `/data_processing_agreements/{id}/${action}`)).toEqual({
        id: latest.id,
        status,
        statusUpdatedDate: new Date(now).toISOString(),
      });
    }
    const after = (await (await client.get('/data_processing_agreements/latest')).json()) as { status: string };
    expect(after.status).toBe('signed');
  });

  it.each([
    ['abc', {}, 422],
    ['0', {}, 422],
    ['-1', {}, 422],
    ['999', {}, 404],
    ['2', { setSessionMessage: 'yes' }, 422],
    ['2', { setSessionMessage: '<script>' }, 422],
  ] as const)('refuses id %s with %j: %i, writing nothing', async (id, fields, status) => {
    await signedIn('admin');
    await demoWorkflows({ agreementStatus: 'needs_prompt' });
    const response = await post(`/data_processing_agreements/${id}/accept`, fields);
    expect(response.status).toBe(status);
    await expectContract(response, 'POST', '/data_processing_agreements/{id}/accept');
    expect(await latestStatus()).toBe('needs_prompt');
  });

  it('blocks assumed users and non-admins', async () => {
    await signedIn('assumed');
    await demoWorkflows({ agreementStatus: 'needs_to_sign' });
    const assumed = await post('/data_processing_agreements/2/accept');
    expect(await expectContract(assumed, 'POST', '/data_processing_agreements/{id}/accept')).toEqual({
      error: PERMISSION_TEST_MESSAGE,
    });
    await client.signIn('admin');
    expect(await latestStatus()).toBe('needs_to_sign');
    await client.signIn('manager');
    const latest = await client.get('/data_processing_agreements/latest');
    expect(latest.status).toBe(403);
    await expectContract(latest, 'GET', '/data_processing_agreements/latest');
  });

  it('lets the demo panel set the status and how long ago it changed', async () => {
    await signedIn('admin', { now: () => NOW });
    await demoWorkflows({ agreementStatus: 'complete_later', agreementUpdatedDaysAgo: 8 });
    const latest = (await (await client.get('/data_processing_agreements/latest')).json()) as {
      status: string;
      statusUpdatedDate: string;
    };
    expect(latest).toMatchObject({
      status: 'complete_later',
      statusUpdatedDate: new Date(NOW - 8 * 86_400_000).toISOString(),
    });
  });
});

describe('demo data', () => {
  it('reports the acceptance state from the agreement and the employees switch', async () => {
    await signedIn('admin');
    const url = '/clear-demo-data/acceptance';
    // The seeded agreement is signed; an unanswered one is not accepted.
    expect(await expectContract(await client.get(url), 'GET', url)).toEqual({ isAccepted: true, hasEmployees: true });
    await demoWorkflows({ agreementStatus: 'needs_prompt' });
    expect(await expectContract(await client.get(url), 'GET', url)).toEqual({ isAccepted: false, hasEmployees: true });
    await post('/data_processing_agreements/2/accept');
    await demoWorkflows({ hasEmployees: false });
    expect(await expectContract(await client.get(url), 'GET', url)).toEqual({ isAccepted: true, hasEmployees: false });
  });

  it('clears the demo flag (idempotently): the demo banner goes away', async () => {
    await signedIn('admin');
    const cleared = await post('/clear-demo-data');
    expect(await expectContract(cleared, 'POST', '/clear-demo-data')).toEqual({
      success: true,
      companyMasterIsDemo: false,
    });
    expect(
      ((await (await client.get('/ajax/banners.json')).json()) as { banners: { trial: unknown } }).banners.trial,
    ).toBeNull();
    expect((await post('/clear-demo-data')).status).toBe(200);
  });

  it('fails with a JSON 500 when the demo switch says so, keeping the demo data', async () => {
    await signedIn('admin');
    await demoWorkflows({ clearDemoDataFails: true });
    const failed = await post('/clear-demo-data');
    expect(failed.status).toBe(500);
    await expectContract(failed, 'POST', '/clear-demo-data');
    const banners = (await (await client.get('/ajax/banners.json')).json()) as {
      banners: { trial: { companyMasterIsDemo: boolean } };
    };
    expect(banners.banners.trial.companyMasterIsDemo).toBe(true);
  });

  it('is refused to assumed users and employees', async () => {
    await signedIn('assumed');
    const assumed = await post('/clear-demo-data');
    expect(await expectContract(assumed, 'POST', '/clear-demo-data')).toEqual({ error: PERMISSION_TEST_MESSAGE });
    await client.signIn('employee');
    expect((await post('/clear-demo-data')).status).toBe(403);
    const acceptance = await client.get('/clear-demo-data/acceptance');
    expect(acceptance.status).toBe(403);
    await expectContract(acceptance, 'GET', '/clear-demo-data/acceptance');
  });
});

describe('benchmarking', () => {
  const put = (action: string, init: { body?: string; csrf?: boolean } = {}) =>
    client.request('PUT', `/data_benchmarking_agreements/${action}`, {
      ...init,
      headers: init.body ? { 'Content-Type': 'application/json' } : {},
    });

  it('prompts the owner to opt in until they answer', async () => {
    await signedIn('owner');
    await demoWorkflows({ benchmarkingStatus: 'prompt-opt-in' });
    const url = '/data_benchmarking_agreements';
    expect(await expectContract(await client.get(url), 'GET', url)).toEqual({ status: 'prompt-opt-in' });
    const response = await put('opt-in', { body: '{"__proto__":{"polluted":1}}' });
    expect(response.status).toBe(204);
    expect(await expectContract(response, 'PUT', '/data_benchmarking_agreements/opt-in')).toBeNull();
    expect(await expectContract(await client.get(url), 'GET', url)).toEqual({ status: 'none' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(['opt-out', 'cancel'])('%s ends a prompt-opt-out prompt', async (action) => {
    await signedIn('admin');
    await demoWorkflows({ benchmarkingStatus: 'prompt-opt-out' });
    expect(await (await client.get('/data_benchmarking_agreements')).json()).toEqual({ status: 'prompt-opt-out' });
    const response = await put(action);
    expect(response.status).toBe(204);
    await expectContract(response, 'PUT', `/data_benchmarking_agreements/${action}`);
    expect(await (await client.get('/data_benchmarking_agreements')).json()).toEqual({ status: 'none' });
  });

  it.each(['support', 'employee', 'assumed'])('answers 403 to %s', async (username) => {
    await signedIn(username);
    const response = await client.get('/data_benchmarking_agreements');
    expect(response.status).toBe(403);
    await expectContract(response, 'GET', '/data_benchmarking_agreements');
    const answer = await put('opt-in');
    expect(answer.status).toBe(403);
    await expectContract(answer, 'PUT', '/data_benchmarking_agreements/opt-in');
  });

  it('needs the CSRF token to answer', async () => {
    await signedIn('owner');
    await demoWorkflows({ benchmarkingStatus: 'prompt-opt-in' });
    const forged = await put('opt-out', { csrf: false });
    expect(forged.status).toBe(403);
    await expectContract(forged, 'PUT', '/data_benchmarking_agreements/opt-out');
    expect(await (await client.get('/data_benchmarking_agreements')).json()).toEqual({ status: 'prompt-opt-in' });
  });
});

describe('benchmarking prompt in the layout', () => {
  const TAG =
    /<div id="place-benchmarking-prompt" data-marked-place="benchmarking-prompt"><hr-benchmarking-prompt><\/hr-benchmarking-prompt><\/div>/g;
  const printed = async (path = '/') => ((await (await client.get(path)).text()).match(TAG) ?? []).length;

  it("is not printed on the seeded owner's pages (nobody starts prompted), and no status asks for it", async () => {
    await signedIn('owner');
    expect(await (await client.get('/data_benchmarking_agreements')).json()).toEqual({ status: 'none' });
    expect(await printed('/')).toBe(0);
    expect(await printed('/home/')).toBe(0);
  });

  it.each(['prompt-opt-in', 'prompt-opt-out'])('is printed once for an admin whose status is %s', async (status) => {
    await signedIn('admin');
    await demoWorkflows({ benchmarkingStatus: status });
    expect(await printed('/')).toBe(1);
    expect(await printed('/home/')).toBe(1);
  });

  it.each(['opted-in', 'opted-out', 'dismissed', 'none'])('is not printed for the status %s', async (status) => {
    await signedIn('owner');
    await demoWorkflows({ benchmarkingStatus: status });
    expect(await printed('/')).toBe(0);
  });

  it.each(['support', 'employee', 'assumed'])('is never printed for %s, whatever the status', async (username) => {
    await signedIn(username);
    await demoWorkflows({ benchmarkingStatus: 'prompt-opt-in' });
    expect(await printed('/')).toBe(0);
  });

  it('is not printed without BENCHMARKING_OPT_OUT', async () => {
    await signedIn('owner');
    await demoWorkflows({ benchmarkingStatus: 'prompt-opt-out' });
    expect(await printed('/')).toBe(1);
    expect((await client.postJson('/demo/flags', { features: { BENCHMARKING_OPT_OUT: false } })).status).toBe(200);
    expect(await printed('/')).toBe(0);
  });

  it('is not printed on a signed-out page', async () => {
    client = testClient();
    expect(await printed('/')).toBe(0);
  });
});

describe('agreement prompt in the layout', () => {
  const TAG =
    /<div id="place-agreement-prompt" data-marked-place="agreement-prompt"><hr-agreement-prompt><\/hr-agreement-prompt><\/div>/g;
  const printed = async (path = '/') => ((await (await client.get(path)).text()).match(TAG) ?? []).length;

  it("is not printed on the seeded owner's pages: the latest agreement starts signed", async () => {
    await signedIn('owner');
    expect(await latestStatus()).toBe('signed');
    expect(await printed('/')).toBe(0);
    expect(await printed('/home/')).toBe(0);
    expect(await printed('/demo-data.html')).toBe(0);
  });

  it.each(['needs_to_sign', 'needs_prompt', 'update_pending'])(
    'is printed once on every page of an admin when the status is %s',
    async (status) => {
      await signedIn('admin', { now: () => NOW });
      await demoWorkflows({ agreementStatus: status, agreementUpdatedDaysAgo: 0 });
      expect(await printed('/')).toBe(1);
      expect(await printed('/home/')).toBe(1);
      expect(await printed('/demo-data.html')).toBe(1);
    },
  );

  it.each(['signed', 'declined'])('is not printed for the settled status %s', async (status) => {
    await signedIn('owner', { now: () => NOW });
    await demoWorkflows({ agreementStatus: status, agreementUpdatedDaysAgo: 400 });
    expect(await printed('/')).toBe(0);
  });

  it('is printed for complete_later only once the status is over one week old', async () => {
    let now = NOW;
    await signedIn('admin', { now: () => now });
    await demoWorkflows({ agreementStatus: 'complete_later', agreementUpdatedDaysAgo: 7 });
    expect(await printed('/')).toBe(0);
    now += 1;
    expect(await printed('/')).toBe(1);
    await demoWorkflows({ agreementStatus: 'complete_later', agreementUpdatedDaysAgo: 6 });
    expect(await printed('/')).toBe(0);
    await demoWorkflows({ agreementStatus: 'complete_later', agreementUpdatedDaysAgo: 8 });
    expect(await printed('/')).toBe(1);
  });

  it.each(['employee', 'manager', 'assumed'])('is never printed for %s (not an admin)', async (username) => {
    await signedIn(username);
    await demoWorkflows({ agreementStatus: 'needs_to_sign' });
    expect(await printed('/')).toBe(0);
  });

  it('is not printed on a signed-out page', async () => {
    client = testClient();
    expect(await printed('/')).toBe(0);
  });
});

describe('cookies and terms', () => {
  async function acceptedCookies(): Promise<boolean> {
    const html = await (await client.get('/')).text();
    const config = /<script type="application\/json" id="hr-shell-config">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
    return (JSON.parse(config) as { session?: { acceptedCookies: boolean } }).session?.acceptedCookies ?? false;
  }

  it('records cookie acceptance in the page config', async () => {
    await signedIn('employee');
    expect(await acceptedCookies()).toBe(false);
    const response = await post('/settings/users/accept_cookies');
    expect(await expectContract(response, 'POST', '/settings/users/accept_cookies')).toEqual({ success: true });
    expect(await acceptedCookies()).toBe(true);
  });

  it('sends onboarding users to their own endpoint and refuses the others there', async () => {
    await signedIn('onboarding');
    const wrong = await post('/settings/users/accept_cookies');
    expect(wrong.status).toBe(403);
    await expectContract(wrong, 'POST', '/settings/users/accept_cookies');
    expect(await acceptedCookies()).toBe(false);
    const right = await post('/self_onboarding/packet/accept_cookies', {});
    expect(await expectContract(right, 'POST', '/self_onboarding/packet/accept_cookies')).toEqual({ success: true });
    expect(await acceptedCookies()).toBe(true);

    await client.signIn('employee');
    const other = await post('/self_onboarding/packet/accept_cookies');
    expect(other.status).toBe(403);
    await expectContract(other, 'POST', '/self_onboarding/packet/accept_cookies');
  });

  it.each(['accept', 'dismiss'])('records the terms %s', async (action) => {
    await signedIn('manager');
    const path = `/ajax/terms/${action}`;
    expect(await expectContract(await post(path), 'POST', path)).toEqual({ success: true });
    const json = await client.postJson(path, { x: 1 });
    expect(json.status).toBe(400);
    await expectContract(json, 'POST', path);
    const unauthenticated = testClient();
    try {
      const response = await unauthenticated.request('POST', path);
      expect(response.status).toBe(401);
      await expectContract(response, 'POST', path);
    } finally {
      unauthenticated.close();
    }
  });
});

describe('cookie notice and terms prompt in the layout', () => {
  const COOKIE_TAG =
    /<div id="place-cookie-notice" data-marked-place="cookie-notice"><hr-cookie-notice><\/hr-cookie-notice><\/div>/g;
  const TERMS_TAG =
    /<div id="place-terms-prompt" data-marked-place="terms-prompt"><hr-terms-prompt href="\/legal\/terms\/"><\/hr-terms-prompt><\/div>/g;
  const printed = async (tag: RegExp, path = '/') => ((await (await client.get(path)).text()).match(tag) ?? []).length;

  it("prints neither on the seeded owner's pages", async () => {
    await signedIn('owner');
    expect(await printed(COOKIE_TAG, '/home/')).toBe(0);
    expect(await printed(TERMS_TAG, '/home/')).toBe(0);
    expect(await printed(COOKIE_TAG)).toBe(0);
    expect(await printed(TERMS_TAG)).toBe(0);
  });

  it('prints the cookie notice while the session user has not accepted cookies', async () => {
    await signedIn('employee');
    expect(await printed(COOKIE_TAG, '/home/')).toBe(1);
    expect((await post('/settings/users/accept_cookies')).status).toBe(200);
    expect(await printed(COOKIE_TAG, '/home/')).toBe(0);
    expect((await client.postJson('/demo/flags', { acceptedCookies: false })).status).toBe(200);
    expect(await printed(COOKIE_TAG, '/home/')).toBe(1);
  });

  it.each(['accept', 'dismiss'])(
    'prints the terms prompt while terms are pending, until the user answers %s',
    async (action) => {
      await signedIn('manager');
      expect(await printed(TERMS_TAG)).toBe(0);
      await demoWorkflows({ termsPending: true });
      const state = (await (await client.get('/demo/workflows/settings')).json()) as { termsPending: boolean };
      expect(state.termsPending).toBe(true);
      expect(await printed(TERMS_TAG)).toBe(1);
      expect(await printed(TERMS_TAG, '/home/')).toBe(1);
      expect((await post(`/ajax/terms/${action}`)).status).toBe(200);
      expect(await printed(TERMS_TAG)).toBe(0);
    },
  );

  it('the panel can take a pending prompt back; signed-out pages print neither', async () => {
    await signedIn('manager');
    await demoWorkflows({ termsPending: true });
    await demoWorkflows({ termsPending: false });
    expect(await printed(TERMS_TAG)).toBe(0);
    client.close();
    client = testClient();
    expect(await printed(TERMS_TAG)).toBe(0);
    expect(await printed(COOKIE_TAG)).toBe(0);
  });
});

describe('support request dialog', () => {
  it('serves a labelled form posting to its own action; the admin flag adds the custom-field help for admins only', async () => {
    await signedIn('admin');
    const admin = (await expectContract(
      await client.get('/ajax/dialog/feedback.php?admin=1'),
      'GET',
      '/ajax/dialog/feedback.php',
    )) as string;
    expect(admin).toContain('<form class="support-request" method="post" action="/ajax/dialog/feedback_submit.php">');
    for (const name of ['name', 'email', 'topic', 'subject', 'message'])
      expect(admin).toMatch(new RegExp(`<label for="support-${name}">`));
    expect(admin).toContain('href="/settings/custom_fields"');
    expect(admin).not.toMatch(/<script|<[^>]*\s(?:on\w+|style)=/i);

    await client.signIn('employee');
    const employee = (await expectContract(
      await client.get('/ajax/dialog/feedback.php?admin=1'),
      'GET',
      '/ajax/dialog/feedback.php',
    )) as string;
    expect(employee).not.toContain('/settings/custom_fields');
    const bad = await client.get('/ajax/dialog/feedback.php?admin=%3Cscript%3E');
    expect(bad.status).toBe(422);
    await expectContract(bad, 'GET', '/ajax/dialog/feedback.php');
  });

  it("answers 'Message Sent' for the form's fields plus the page url, markup kept as text", async () => {
    await signedIn('manager');
    const response = await post('/ajax/dialog/feedback_submit.php', {
      name: 'ignored',
      topic: 'problem',
      subject: '<img src=x onerror=alert(1)>',
      message: 'The inbox badge shows 99+ ☃ — Straße',
      url: 'http://localhost:3000/employees/employee.php?id=4',
    });
    expect(await expectContract(response, 'POST', '/ajax/dialog/feedback_submit.php')).toEqual({
      success: true,
      message: 'Message Sent',
    });
  });

  it.each([
    ['no url', { topic: 'problem', subject: 'Hi', message: 'Help' }],
    ['a javascript: url', { topic: 'problem', subject: 'Hi', message: 'Help', url: 'javascript:alert(1)' }],
    ['a protocol-relative url', { topic: 'problem', subject: 'Hi', message: 'Help', url: '//evil.example' }],
    ['an unknown topic', { topic: 'hack', subject: 'Hi', message: 'Help', url: '/' }],
    ['a blank subject', { topic: 'problem', subject: '   ', message: 'Help', url: '/' }],
    ['an oversized message', { topic: 'problem', subject: 'Hi', message: 'x'.repeat(5001), url: '/' }],
  ])('refuses a submission with %s (#%#) with 422', async (_why, fields) => {
    await signedIn('manager');
    const response = await post('/ajax/dialog/feedback_submit.php', fields as Record<string, string>);
    expect(response.status).toBe(422);
    await expectContract(response, 'POST', '/ajax/dialog/feedback_submit.php');
  });

  it('refuses a body over the size limit and assumed-user sessions', async () => {
    await signedIn('manager');
    const body = new URLSearchParams({
      topic: 'problem',
      subject: 'Hi',
      message: 'x'.repeat(70_000),
      url: '/',
    }).toString();
    const huge = await client.request('POST', '/ajax/dialog/feedback_submit.php', {
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(body.length) },
    });
    expect(huge.status).toBe(413);
    await expectContract(huge, 'POST', '/ajax/dialog/feedback_submit.php');
    await client.signIn('assumed');
    const assumed = await post('/ajax/dialog/feedback_submit.php', {
      topic: 'problem',
      subject: 'Hi',
      message: 'Help',
      url: '/',
    });
    expect(await expectContract(assumed, 'POST', '/ajax/dialog/feedback_submit.php')).toEqual({
      error: PERMISSION_TEST_MESSAGE,
    });
  });
});
