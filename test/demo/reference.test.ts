import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from './support/client';
import { contractBackend, expectContract } from './support/contract';

let client: TestClient;
// Building the contract validator takes seconds: once, outside the per-test timeout.
beforeAll(() => contractBackend(), 60_000);
afterEach(() => client.close());

async function signedIn(): Promise<TestClient> {
  client = testClient();
  await client.signIn('admin');
  return client;
}

interface Currency {
  id: number;
  code: string;
  symbol: string;
  symbolPosition: string;
}

describe('GET /ajax/get_currency', () => {
  it('lists every seeded currency with code, symbol and symbol position', async () => {
    await signedIn();
    const body = (await expectContract(await client.get('/ajax/get_currency'), 'GET', '/ajax/get_currency')) as {
      data: Currency[];
    };
    const codes = body.data.map((currency) => currency.code);
    expect(codes).toEqual(
      expect.arrayContaining(['USD', 'CAD', 'MXN', 'GBP', 'EUR', 'JPY', 'SEK', 'TRY', 'BRL', 'INR']),
    );
    expect(body.data.find((currency) => currency.code === 'EUR')).toMatchObject({
      symbol: '€',
      symbolPosition: 'after',
    });
    expect(body.data.find((currency) => currency.code === 'GBP')).toMatchObject({
      symbol: '£',
      symbolPosition: 'before',
    });
  });

  it('narrows to the pay schedule currency and puts the employee country currency first', async () => {
    await signedIn();
    const schedule = (await expectContract(
      await client.get('/ajax/get_currency?payScheduleId=5&field=payRate'),
      'GET',
      '/ajax/get_currency',
    )) as {
      data: Currency[];
      field: string;
    };
    expect(schedule.data.map((currency) => currency.code)).toEqual(['GBP']);
    expect(schedule.field).toBe('payRate');
    // An employee working in Toronto (country 3) sees CAD first, then the rest in order.
    const canadian = client.demo.context.db
      .prepare<[], { id: number }>(
        'SELECT e.id FROM employees e JOIN locations l ON l.id = e.location_id WHERE l.country_id = 3 ORDER BY e.id LIMIT 1',
      )
      .get();
    const employee = (await expectContract(
      await client.get(`/ajax/get_currency?employeeId=${canadian?.id}`),
      'GET',
      '/ajax/get_currency',
    )) as {
      data: Currency[];
    };
    expect(employee.data.map((currency) => currency.code).slice(0, 3)).toEqual(['CAD', 'USD', 'MXN']);
    expect(new Set(employee.data.map((currency) => currency.code)).size).toBe(employee.data.length);
  });

  it.each([
    ['/ajax/get_currency?employeeId=999999', 404],
    ['/ajax/get_currency?payScheduleId=77', 404],
    ['/ajax/get_currency?employeeId=abc', 422],
    ['/ajax/get_currency?employeeId=0', 422],
    ['/ajax/get_currency?payScheduleId=-1', 422],
    ['/ajax/get_currency?field=%3Cscript%3E', 422],
    [`/ajax/get_currency?field=${'x'.repeat(65)}`, 422],
  ])('refuses %s with %i and a JSON error', async (path, status) => {
    await signedIn();
    const response = await client.get(path);
    expect(response.status).toBe(status);
    expect(await expectContract(response, 'GET', '/ajax/get_currency')).toEqual({ error: expect.any(String) });
  });

  it('answers 401 without a session', async () => {
    client = testClient();
    const response = await client.get('/ajax/get_currency');
    expect(response.status).toBe(401);
    await expectContract(response, 'GET', '/ajax/get_currency');
  });
});

describe('GET /ajax/get_countries', () => {
  it('answers a map of id to name with the special ids 0, 1, 3, 157 and 222', async () => {
    await signedIn();
    const body = (await expectContract(await client.get('/ajax/get_countries'), 'GET', '/ajax/get_countries')) as {
      success: boolean;
      data: Record<string, string>;
    };
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ '1': 'United States', '3': 'Canada', '157': 'Mexico', '222': 'United Kingdom' });
    expect(body.data['0']).toEqual(expect.any(String));
    expect(Object.keys(body.data).length).toBeGreaterThanOrEqual(20);
  });

  it('narrows to the country of a pay schedule and accepts a known employee', async () => {
    await signedIn();
    const schedule = await expectContract(
      await client.get('/ajax/get_countries?payScheduleId=4'),
      'GET',
      '/ajax/get_countries',
    );
    expect(schedule).toEqual({ success: true, data: { '157': 'Mexico' } });
    const employee = (await expectContract(
      await client.get('/ajax/get_countries?employeeId=2'),
      'GET',
      '/ajax/get_countries',
    )) as {
      data: Record<string, string>;
    };
    expect(Object.keys(employee.data).length).toBeGreaterThanOrEqual(20);
  });

  it.each([
    ['/ajax/get_countries?employeeId=424242', 404],
    ['/ajax/get_countries?payScheduleId=99', 404],
    ['/ajax/get_countries?employeeId=1e3', 422],
    ['/ajax/get_countries?payScheduleId=%00', 422],
  ])('refuses %s with %i', async (path, status) => {
    await signedIn();
    const response = await client.get(path);
    expect(response.status).toBe(status);
    expect(await expectContract(response, 'GET', '/ajax/get_countries')).toEqual({ error: expect.any(String) });
  });
});

describe('GET /ajax/get_states', () => {
  it.each([
    [1, 'Utah', 51],
    [3, 'Québec', 13],
    [157, 'Jalisco', 32],
    [222, 'Greater London', 35],
  ])('lists the states of country %i', async (country, name, count) => {
    await signedIn();
    const body = (await expectContract(
      await client.get(`/ajax/get_states?country=${country}`),
      'GET',
      '/ajax/get_states',
    )) as {
      success: boolean;
      data: Array<{ id: number; name: string }>;
    };
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(count);
    expect(body.data.map((state) => state.name)).toContain(name);
  });

  it('answers an empty list for a known country without states, including 0', async () => {
    await signedIn();
    for (const country of [0, 73]) {
      expect(
        await expectContract(await client.get(`/ajax/get_states?country=${country}`), 'GET', '/ajax/get_states'),
      ).toEqual({ success: true, data: [] });
    }
  });

  it.each([
    ['/ajax/get_states?country=4242', 404],
    ['/ajax/get_states?country=1&employeeId=999999', 404],
    ['/ajax/get_states', 422],
    ['/ajax/get_states?country=', 422],
    ['/ajax/get_states?country=-1', 422],
    ['/ajax/get_states?country=01', 422],
    ['/ajax/get_states?country=1%20OR%201=1', 422],
    [`/ajax/get_states?country=${'9'.repeat(40)}`, 422],
  ])('refuses %s with %i', async (path, status) => {
    await signedIn();
    const response = await client.get(path);
    expect(response.status).toBe(status);
    expect(await expectContract(response, 'GET', '/ajax/get_states')).toEqual({ error: expect.any(String) });
  });
});

describe('GET /location/getTimezoneFromZip/{zip}', () => {
  it.each([
    ['84042', 'America/Denver'],
    ['10001', 'America/New_York'],
    ['84042-1234', 'America/Denver'],
    ['60601', 'America/Chicago'],
    ['90210', 'America/Los_Angeles'], // from the prefix ranges
    ['85281', 'America/Phoenix'],
    ['99701', 'America/Anchorage'],
  ])('finds the timezone of %s', async (zip, timezone) => {
    await signedIn();
    const response = await client.get(`/location/getTimezoneFromZip/${zip}`);
    expect(await expectContract(response, 'GET', '/location/getTimezoneFromZip/{zip}')).toEqual({
      success: true,
      error: null,
      timezone_value: timezone,
    });
  });

  it.each(['8404', '840421', 'abcde', '84042-12', '%2E%2E%2F%2E%2E', '84042%00', '<img src=x>', 'x'.repeat(5000)])(
    'answers 422 with success false for the malformed ZIP %s',
    async (zip) => {
      await signedIn();
      const response = await client.get(`/location/getTimezoneFromZip/${zip}`);
      expect(response.status).toBe(422);
      const body = await expectContract(response, 'GET', '/location/getTimezoneFromZip/{zip}');
      expect(body).toEqual({ success: false, error: expect.stringContaining('valid ZIP'), timezone_value: null });
    },
  );

  it('answers 404 with success false for a well-formed ZIP without a timezone', async () => {
    await signedIn();
    const response = await client.get('/location/getTimezoneFromZip/00001');
    expect(response.status).toBe(404);
    expect(await expectContract(response, 'GET', '/location/getTimezoneFromZip/{zip}')).toEqual({
      success: false,
      error: 'No timezone is known for ZIP code 00001.',
      timezone_value: null,
    });
  });

  it('answers 401 without a session', async () => {
    client = testClient();
    const response = await client.get('/location/getTimezoneFromZip/84042');
    expect(response.status).toBe(401);
    await expectContract(response, 'GET', '/location/getTimezoneFromZip/{zip}');
  });
});
