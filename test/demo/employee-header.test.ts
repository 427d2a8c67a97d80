import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ONLY_OWN_HEADER } from '../../demo/server/modules/people/header';
import { contractBackend, expectContract } from './support/contract';
import { testClient, type TestClient } from './support/client';

const TEMPLATE = '/employees/employee_header/{employeeId}';
const path = (id: string | number) => `/employees/employee_header/${id}`;

let client: TestClient;
beforeAll(async () => {
  await contractBackend();
}, 120_000);
afterEach(() => client.close());

async function signedIn(username: string): Promise<void> {
  client = testClient();
  await client.signIn(username);
}

const row = <T>(sql: string, ...params: unknown[]) => client.demo.context.db.prepare(sql).get(...params) as T;

describe('employee header data (peopleEmployeeHeader)', () => {
  it('answers the Employee object: nickname as preferred name, last name, job title, photo', async () => {
    await signedIn('employee');
    const response = await client.get(path(1));
    expect(response.status).toBe(200);
    const body = await expectContract(response, 'GET', TEMPLATE);
    const { job_title } = row<{ job_title: string }>('SELECT job_title FROM employees WHERE id = 1');
    expect(body).toEqual({
      id: 1,
      preferredName: 'Countess',
      lastName: 'Lovelace',
      jobTitle: job_title,
      photoURL: '/photos/employees/1.svg',
    });
  });

  it('uses the first name without a nickname, null without a photo, the 404ing URL for a broken one', async () => {
    await signedIn('admin');
    const second = await expectContract(await client.get(path(2)), 'GET', TEMPLATE);
    expect(second).toMatchObject({ id: 2, preferredName: 'José', lastName: 'Álvarez' });
    expect(await expectContract(await client.get(path(11)), 'GET', TEMPLATE)).toMatchObject({ photoURL: null });
    expect(await expectContract(await client.get(path(47)), 'GET', TEMPLATE)).toMatchObject({
      photoURL: '/photos/employees/47-missing.png',
    });
    expect((await client.get('/photos/employees/47-missing.png')).status).toBe(404);
  });

  it('answers a hostile name as data (the element shows it as text)', async () => {
    await signedIn('admin');
    expect(await expectContract(await client.get(path(10)), 'GET', TEMPLATE)).toMatchObject({
      preferredName: '<img src=x onerror=alert(1)>',
      lastName: 'Hostile',
    });
  });

  it.each(['0', '-1', '1.5', '01', 'abc', '1e3'])('refuses the id %s with 422', async (id) => {
    await signedIn('admin');
    const response = await client.get(path(id));
    expect(response.status).toBe(422);
    await expectContract(response, 'GET', TEMPLATE);
  });

  it('answers 404 for an unknown employee', async () => {
    await signedIn('admin');
    const response = await client.get(path(999_999));
    expect(response.status).toBe(404);
    await expectContract(response, 'GET', TEMPLATE);
  });

  it.each(['onboarding', 'offerletter'])('lets the %s user see only their own (403 otherwise)', async (username) => {
    await signedIn(username);
    const own = row<{ employee_id: number }>('SELECT employee_id FROM users WHERE username = ?', username).employee_id;
    expect((await client.get(path(own))).status).toBe(200);
    const other = await client.get(path(own === 1 ? 2 : 1));
    expect(other.status).toBe(403);
    expect(await expectContract(other, 'GET', TEMPLATE)).toEqual({ error: ONLY_OWN_HEADER });
    // Refused before the lookup: an unknown id is refused the same way.
    expect((await client.get(path(999_999))).status).toBe(403);
  });

  it('needs a session (401 signed out)', async () => {
    client = testClient();
    const response = await client.get(path(1));
    expect(response.status).toBe(401);
  });
});
