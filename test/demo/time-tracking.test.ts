import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_TEST_MESSAGE } from '../../demo/server/modules/shell/guards';
import { testClient, type TestClient } from './support/client';
import { contractBackend, expectContract } from './support/contract';

/*
 * The routes <hr-time-tracking-toggle> adds to the time-tracking module: the missing-data prompt
 * (outside the custom-overtime feature), the no-pay-schedule modal's content, and assumed-user
 * sessions reading the modals but never saving. Seed rule (workflows/time-tracking.ts): no pay
 * schedule when id % 10 === 3, on when id % 3 === 0, overtime status missing when id % 10 === 7.
 */

let client: TestClient;
afterEach(() => client.close());
beforeAll(async () => {
  await contractBackend();
}, 120_000);

const MISSING_DATA_EMPLOYEE = 17;
const COMPLETE_EMPLOYEE = 10; // hostile first name '<img src=x onerror=alert(1)>'
const NO_PAY_SCHEDULE_EMPLOYEE = 13;

async function signedIn(username: string): Promise<TestClient> {
  client = testClient();
  await client.signIn(username);
  return client;
}

async function missingDataOf(id: number): Promise<string[]> {
  const state = (await expectContract(
    await client.get(`/time-tracking/employee?employeeId=${id}`),
    'GET',
    '/time-tracking/employee',
  )) as { missingData: string[] };
  return state.missingData;
}

describe('time tracking: missing data', () => {
  it('answers 204 when nothing is missing and the employee state says so', async () => {
    await signedIn('admin');
    const response = await client.get(`/time-tracking/missing-data-modal?employeeId=${COMPLETE_EMPLOYEE}`);
    expect(response.status).toBe(204);
    await expectContract(response, 'GET', '/time-tracking/missing-data-modal');
    expect(await missingDataOf(COMPLETE_EMPLOYEE)).toEqual([]);
  });

  it('prints a form for the missing overtime status (name escaped, no script) and saving resolves it', async () => {
    await signedIn('admin');
    expect(await missingDataOf(MISSING_DATA_EMPLOYEE)).toEqual(['overtimeStatus']);
    const html = (await expectContract(
      await client.get(`/time-tracking/missing-data-modal?employeeId=${MISSING_DATA_EMPLOYEE}`),
      'GET',
      '/time-tracking/missing-data-modal',
    )) as string;
    expect(html).toContain(`action="/time-tracking/missing-data-modal?employeeId=${MISSING_DATA_EMPLOYEE}"`);
    expect(html).toContain('name="overtimeStatus" required');
    expect(html).not.toMatch(/<script|<[^>]*\son\w+=/i);

    for (const overtimeStatus of ['', 'maybe', 'EXEMPT']) {
      const bad = await client.postForm(`/time-tracking/missing-data-modal?employeeId=${MISSING_DATA_EMPLOYEE}`, {
        overtimeStatus,
      });
      expect(bad.status, overtimeStatus).toBe(422);
      await expectContract(bad, 'POST', '/time-tracking/missing-data-modal');
    }
    expect(await missingDataOf(MISSING_DATA_EMPLOYEE)).toEqual(['overtimeStatus']);

    const saved = await client.postForm(`/time-tracking/missing-data-modal?employeeId=${MISSING_DATA_EMPLOYEE}`, {
      overtimeStatus: 'exempt',
    });
    expect(await expectContract(saved, 'POST', '/time-tracking/missing-data-modal')).toEqual({ status: 'SUCCESS' });
    expect(await missingDataOf(MISSING_DATA_EMPLOYEE)).toEqual([]);
    expect((await client.get(`/time-tracking/missing-data-modal?employeeId=${MISSING_DATA_EMPLOYEE}`)).status).toBe(
      204,
    );
  });
});

describe('time tracking: no-pay-schedule modal', () => {
  it("prints the modal's content with a link to the employee's page", async () => {
    await signedIn('admin');
    const html = (await expectContract(
      await client.get(`/time-tracking/no-pay-schedule-modal?employeeId=${NO_PAY_SCHEDULE_EMPLOYEE}`),
      'GET',
      '/time-tracking/no-pay-schedule-modal',
    )) as string;
    expect(html).toContain(`href="/employees/employee.php?id=${NO_PAY_SCHEDULE_EMPLOYEE}"`);
    expect(html).toContain('pay schedule');
    expect(html).not.toContain('<form');
  });

  it('escapes the employee name', async () => {
    await signedIn('admin');
    const html = await (
      await client.get(`/time-tracking/no-pay-schedule-modal?employeeId=${COMPLETE_EMPLOYEE}`)
    ).text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<img|<script|<[^>]*\son\w+=/i);
  });

  it.each(['0', 'abc', '1.5', ''])('refuses the employee id %j with 422', async (employeeId) => {
    await signedIn('admin');
    for (const path of ['/time-tracking/no-pay-schedule-modal', '/time-tracking/missing-data-modal']) {
      const response = await client.get(`${path}?employeeId=${encodeURIComponent(employeeId)}`);
      expect(response.status, path).toBe(422);
      await expectContract(response, 'GET', path);
    }
  });
});

describe('time tracking: who may read and save', () => {
  it('lets an assumed-user session read the settings and modals but refuses every save, changing nothing', async () => {
    await signedIn('assumed');
    for (const path of [
      '/time_tracking/settings',
      `/time-tracking/enable-time-tracking-modal?employeeId=${COMPLETE_EMPLOYEE}`,
      `/time-tracking/missing-data-modal?employeeId=${MISSING_DATA_EMPLOYEE}`,
      `/time-tracking/no-pay-schedule-modal?employeeId=${NO_PAY_SCHEDULE_EMPLOYEE}`,
    ]) {
      expect((await client.get(path)).status, path).toBe(200);
    }
    const save = await client.postForm(`/time-tracking/missing-data-modal?employeeId=${MISSING_DATA_EMPLOYEE}`, {
      overtimeStatus: 'exempt',
    });
    expect(save.status).toBe(403);
    expect(await expectContract(save, 'POST', '/time-tracking/missing-data-modal')).toEqual({
      error: PERMISSION_TEST_MESSAGE,
    });
    const enable = await client.postForm(`/time-tracking/enable-time-tracking-modal?employeeId=${COMPLETE_EMPLOYEE}`, {
      groupId: '1',
    });
    expect(enable.status).toBe(403);
    expect(await missingDataOf(MISSING_DATA_EMPLOYEE)).toEqual(['overtimeStatus']);
    const state = (await (await client.get(`/time-tracking/employee?employeeId=${COMPLETE_EMPLOYEE}`)).json()) as {
      enabled: boolean;
    };
    expect(state.enabled).toBe(false);
  });

  it('keeps the new routes from other non-administrators', async () => {
    await signedIn('employee');
    for (const path of ['/time-tracking/missing-data-modal', '/time-tracking/no-pay-schedule-modal']) {
      const response = await client.get(`${path}?employeeId=${MISSING_DATA_EMPLOYEE}`);
      expect(response.status, path).toBe(403);
      await expectContract(response, 'GET', path);
    }
  });
});

describe('time tracking: the demo page prints the toggles as a PHP page would', () => {
  it('prints each employee with the state the database holds, the name escaped in the attribute', async () => {
    await signedIn('admin');
    const page = await (await client.get('/time-tracking.html')).text();
    expect(page).toContain('<hr-time-tracking-toggle employee-id="12" employee-name="');
    expect(page).toMatch(
      /<hr-time-tracking-toggle employee-id="12" employee-name="[^"]*" enabled><\/hr-time-tracking-toggle>/,
    );
    expect(page).toMatch(
      /<hr-time-tracking-toggle employee-id="10" employee-name="&lt;img src=x onerror=alert\(1\)&gt;[^"]*"><\/hr-time-tracking-toggle>/,
    );
    expect(page).toContain('employee-id="13"');
    expect(page).toContain('employee-id="17"');
    // Each row names its employee, escaped as text.
    const nameOf12 = /employee-id="12" employee-name="([^"]*)"/.exec(page)?.[1] ?? '';
    expect(nameOf12).not.toBe('');
    expect(page).toContain(`<th scope="row">0012</th>\n            <td>${nameOf12}</td>`);
    expect(page).toMatch(/<th scope="row">0010<\/th>\s*<td>&lt;img src=x onerror=alert\(1\)&gt;[^<]*<\/td>/);
    expect(page).not.toContain('{{');

    await client.postForm(`/time-tracking/enable-time-tracking-modal?employeeId=${COMPLETE_EMPLOYEE}`, {
      groupId: '1',
    });
    const after = await (await client.get('/time-tracking.html')).text();
    expect(after).toMatch(/<hr-time-tracking-toggle employee-id="10" employee-name="[^"]*" enabled>/);
  });

  it('prints no toggle and no name for a user who may not manage time tracking', async () => {
    await signedIn('employee');
    const page = await (await client.get('/time-tracking.html')).text();
    expect(page).not.toContain('<hr-time-tracking-toggle');
    expect(page).toMatch(/<th scope="row">0012<\/th>\s*<td>—<\/td>/);
    await signedIn('assumed');
    expect(await (await client.get('/time-tracking.html')).text()).toContain('<hr-time-tracking-toggle');
  });
});

describe('time tracking: demo control', () => {
  it('puts an overtime status back to missing, for signed-in users only', async () => {
    client = testClient({ demoAdmin: true });
    expect(
      (await client.postJson('/demo/time-tracking/overtime', { employeeId: 10, overtimeStatus: null })).status,
    ).toBe(401);
    await client.signIn('admin');
    const reset = await client.postJson('/demo/time-tracking/overtime', { employeeId: 10, overtimeStatus: null });
    expect(await reset.json()).toEqual({ employeeId: 10, missingData: ['overtimeStatus'] });
    expect(await missingDataOf(10)).toEqual(['overtimeStatus']);
    expect(
      (await client.postJson('/demo/time-tracking/overtime', { employeeId: 0, overtimeStatus: null })).status,
    ).toBe(422);
    expect(
      (await client.postJson('/demo/time-tracking/overtime', { employeeId: 99999, overtimeStatus: 'exempt' })).status,
    ).toBe(404);
  });
});
