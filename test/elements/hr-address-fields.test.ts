import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-address-fields';
import type {
  AddressFieldsChangeDetail,
  AddressFieldsErrorDetail,
  HrAddressFieldsElement,
} from '../../elements/hr-address-fields';
import { loadHttpClient } from '../../src/lib/http';
import { deferred, json, mockFetch, type RecordedRequest } from '../support/fetch';
import { formControlSuite } from '../support/form-control-suite';
import { listen, mount, settle } from '../support/elements';

beforeAll(() => loadHttpClient());
afterEach(() => document.body.replaceChildren());

const COUNTRIES = {
  '0': 'Not specified',
  '1': 'United States',
  '2': 'Albania',
  '3': 'Canada',
  '13': 'Australia',
  '73': 'France',
  '157': 'Mexico',
  '222': 'United Kingdom',
};
const STATES: Record<string, Array<{ id: number; name: string }>> = {
  '1': [
    { id: 1005, name: 'California' },
    { id: 1045, name: 'Utah' },
  ],
  '3': [
    { id: 3001, name: 'Alberta' },
    { id: 3009, name: 'Ontario' },
  ],
  '157': [{ id: 157_015, name: 'Jalisco' }],
  '222': [{ id: 222_016, name: 'Greater London' }],
  '73': [],
  '13': [],
  '2': [],
};

function referenceServer(request: RecordedRequest): Response {
  const url = new URL(request.url);
  if (url.pathname === '/ajax/get_countries') return json({ success: true, data: COUNTRIES });
  if (url.pathname === '/ajax/get_states')
    return json({ success: true, data: STATES[url.searchParams.get('country') ?? ''] ?? [] });
  if (url.pathname === '/location/getTimezoneFromZip/84042')
    return json({ success: true, error: null, timezone_value: 'America/Denver' });
  if (url.pathname.startsWith('/location/getTimezoneFromZip/'))
    return json({ success: false, error: 'No timezone is known.', timezone_value: null }, 404);
  return json({ error: 'not found' }, 404);
}

const FIELDS = (country = '1', state = '1045') => `
  <label for="country">Country</label>
  <select id="country" name="country"><option value="">–Select–</option><option value="${country}" selected>Printed country</option></select>
  <label for="state">State <span class="req">*</span></label>
  <select id="state" name="state"><option value="">–Select–</option><option value="${state}" selected>Printed state</option></select>
  <label for="zip">ZIP</label>
  <input id="zip" name="zip" value="84042">`;

async function setup(attributes = '', fields = FIELDS(), after = '') {
  const box = mount(`<form><hr-address-fields ${attributes}>${fields}</hr-address-fields>${after}</form>`);
  await settle(8);
  const element = box.querySelector('hr-address-fields') as HrAddressFieldsElement;
  const country = element.querySelector('#country') as HTMLSelectElement;
  const state = element.querySelector('#state') as HTMLSelectElement;
  const zip = element.querySelector('#zip') as HTMLInputElement;
  const label = (id: string) => (box.querySelector(`label[for="${id}"]`)?.textContent ?? '').trim();
  return { box, form: box.querySelector('form') as HTMLFormElement, element, country, state, zip, label };
}

async function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await settle(8);
}

describe('<hr-address-fields> contract', () => {
  beforeEach(() => {
    mockFetch(referenceServer);
  });

  formControlSuite({
    tag: 'hr-address-fields',
    name: 'country',
    markup: (attributes) =>
      `<hr-address-fields ${attributes}><select><option value="">–</option><option value="1" selected>United States</option></select><select name="st"><option value="1045" selected>Utah</option></select><input name="zip"></hr-address-fields>`,
    emptyMarkup: (attributes) =>
      `<hr-address-fields ${attributes}><select><option value="">–</option><option value="1">United States</option></select></hr-address-fields>`,
    initial: '1',
    fromCode: { value: '3', posted: '3' },
    userChange: (element) => choose(element.control as HTMLSelectElement, '222'),
    changed: '222',
  });
});

describe('<hr-address-fields>', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('fills the countries from get_countries, sorted by name with "Not specified" first, keeping the printed choice', async () => {
    const { requests } = mockFetch(referenceServer);
    const { country, form } = await setup();
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(
      expect.arrayContaining(['/ajax/get_countries', '/ajax/get_states']),
    );
    expect([...country.options].map((option) => option.text)).toEqual([
      '–Select–',
      'Not specified',
      'Albania',
      'Australia',
      'Canada',
      'France',
      'Mexico',
      'United Kingdom',
      'United States',
    ]);
    expect(country.value).toBe('1');
    expect(new FormData(form).get('country')).toBe('1');
  });

  it('loads the states of the printed country and keeps the printed state', async () => {
    const { requests } = mockFetch(referenceServer);
    const { state } = await setup();
    const asked = requests.find((request) => request.url.includes('/ajax/get_states'));
    expect(new URL(asked!.url).searchParams.get('country')).toBe('1');
    expect([...state.options].map((option) => option.text)).toEqual(['–Select–', 'California', 'Utah']);
    expect(state.value).toBe('1045');
  });

  it.each([
    ['1', 'State', 'ZIP Code'],
    ['0', 'State', 'ZIP Code'],
    ['3', 'Province', 'Postal Code'],
    ['13', 'State', 'Postcode'],
    ['222', 'County', 'Postcode'],
    ['157', 'State', 'Postal Code'],
    ['73', 'Region', 'Postal Code'],
    ['2', 'Province', 'Postal Code'],
  ])('labels country %s as %s / %s, keeping the required marker', async (id, stateLabel, zipLabel) => {
    mockFetch(referenceServer);
    const { country, label, box } = await setup();
    await choose(country, id);
    expect(label('state')).toBe(`${stateLabel} *`);
    expect(label('zip')).toBe(zipLabel);
    expect(box.querySelector('label[for="state"] .req')).not.toBeNull();
  });

  it.each([
    ['dependent', 'Dependent County', 'Dependent Postcode'],
    ['emergency', 'Emergency Contact County', 'Emergency Contact Postcode'],
    ['EMERGENCY ', 'Emergency Contact County', 'Emergency Contact Postcode'],
    ['spouse', 'County', 'Postcode'],
  ])('prefixes the labels for variant=%j', async (variant, stateLabel, zipLabel) => {
    mockFetch(referenceServer);
    const { label } = await setup(`variant="${variant}"`, FIELDS('222', '222016'));
    expect(label('state')).toBe(`${stateLabel} *`);
    expect(label('zip')).toBe(zipLabel);
  });

  it('reloads the states on a country change, drops a state no longer offered and tells the page', async () => {
    mockFetch(referenceServer);
    const { country, state } = await setup();
    const stateChanges = listen(state, 'change');
    const hrChanges = listen<AddressFieldsChangeDetail>(document, 'hr-change');
    await choose(country, '3');
    expect([...state.options].map((option) => option.text)).toEqual(['–Select–', 'Alberta', 'Ontario']);
    expect(state.value).toBe('');
    expect(stateChanges).toHaveLength(1);
    // The state changed as a consequence: native events for the page, hr-change only for the user's pick.
    expect(hrChanges.map((event) => event.detail)).toEqual([{ name: 'country', part: 'country', value: '3' }]);
    expect(hrChanges[0]?.target).toBe(country.closest('hr-address-fields'));
  });

  it('keeps the chosen state when a reloaded list still offers it (employee-id changed)', async () => {
    const { requests } = mockFetch(referenceServer);
    const { element, state } = await setup();
    await choose(state, '1005');
    element.setAttribute('employee-id', '7');
    await settle(8);
    const reload = requests.filter((request) => request.url.includes('get_states')).at(-1);
    expect(new URL(reload!.url).searchParams.get('employeeId')).toBe('7');
    expect(state.value).toBe('1005');
  });

  it('keeps a printed state the server no longer lists until the user changes the country', async () => {
    mockFetch(referenceServer);
    const { state, country } = await setup('', FIELDS('1', '1999'));
    expect(state.value).toBe('1999');
    expect([...state.options].map((option) => option.text)).toEqual([
      '–Select–',
      'Printed state',
      'California',
      'Utah',
    ]);
    await choose(country, '3');
    await choose(country, '1');
    expect([...state.options].map((option) => option.text)).toEqual(['–Select–', 'California', 'Utah']);
  });

  it('leaves parts a disabled fieldset disabled natively alone', async () => {
    mockFetch(referenceServer);
    const box = mount(`<form><fieldset disabled><hr-address-fields>${FIELDS()}</hr-address-fields></fieldset></form>`);
    await settle(8);
    const fieldset = box.querySelector('fieldset') as HTMLFieldSetElement;
    fieldset.disabled = false;
    await settle();
    expect(
      [...fieldset.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select, input')].map(
        (field) => field.disabled,
      ),
    ).toEqual([false, false, false]);
  });

  it('reports a user state change with its own name and value', async () => {
    mockFetch(referenceServer);
    const { state } = await setup();
    const hrChanges = listen<AddressFieldsChangeDetail>(document, 'hr-change');
    await choose(state, '1005');
    expect(hrChanges.map((event) => event.detail)).toEqual([{ name: 'state', part: 'state', value: '1005' }]);
  });

  it('sends a valid employee-id and pay-schedule-id, and logs and drops invalid ones', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { requests } = mockFetch(referenceServer);
    await setup('employee-id="42" pay-schedule-id="3"');
    for (const request of requests.filter((r) => !r.url.includes('Timezone'))) {
      const params = new URL(request.url).searchParams;
      expect([params.get('employeeId'), params.get('payScheduleId')]).toEqual(['42', '3']);
    }
    requests.length = 0;
    await setup('employee-id="1e3" pay-schedule-id="-0"');
    expect(
      requests.every((request) => !request.url.includes('employeeId') && !request.url.includes('payScheduleId')),
    ).toBe(true);
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('<hr-address-fields> employee-id'),
      expect.stringContaining('<hr-address-fields> pay-schedule-id'),
    ]);
  });

  it('fills the form field named by timezone-field from the zip on a user change, for US labels only', async () => {
    const { requests } = mockFetch(referenceServer);
    const { zip, country, form } = await setup(
      'timezone-field="timezone"',
      FIELDS(),
      '<label>Timezone <input name="timezone" readonly></label>',
    );
    const timezone = form.elements.namedItem('timezone') as HTMLInputElement;
    const tzChanges = listen(timezone, 'change');
    zip.value = '84042-1234';
    zip.dispatchEvent(new Event('change', { bubbles: true }));
    await settle(8);
    expect(requests.at(-1)?.url).toContain('/location/getTimezoneFromZip/84042');
    expect(timezone.value).toBe('America/Denver');
    expect(tzChanges).toHaveLength(1);
    await choose(country, '222');
    const before = requests.length;
    zip.value = '10001';
    zip.dispatchEvent(new Event('change', { bubbles: true }));
    await settle(8);
    expect(requests.slice(before).some((request) => request.url.includes('Timezone'))).toBe(false);
  });

  it('only logs a failed timezone lookup and never asks for a non-ZIP', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { requests } = mockFetch(referenceServer);
    const { zip, form } = await setup('', `${FIELDS()}<input name="timezone" aria-label="Timezone" value="UTC">`);
    zip.value = '99999';
    zip.dispatchEvent(new Event('change', { bubbles: true }));
    await settle(8);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('timezone lookup for ZIP 99999 failed: No timezone is known.'),
    );
    expect((form.elements.namedItem('timezone') as HTMLInputElement).value).toBe('UTC');
    expect(form.querySelector('[role="alert"]')?.textContent).toBe('');
    const before = requests.length;
    for (const hostile of ['../../x', '８４０４２', '84042 OR 1=1', '']) {
      zip.value = hostile;
      zip.dispatchEvent(new Event('change', { bubbles: true }));
    }
    await settle(8);
    expect(requests.length).toBe(before);
  });

  it("asks nothing without a timezone field of its own, leaving another block's field alone", async () => {
    const { requests } = mockFetch(referenceServer);
    const { zip, form } = await setup('', FIELDS(), '<input name="timezone" aria-label="Home timezone" value="UTC">');
    zip.value = '84042';
    zip.dispatchEvent(new Event('change', { bubbles: true }));
    await settle(8);
    expect(requests.some((request) => request.url.includes('Timezone'))).toBe(false);
    expect((form.elements.namedItem('timezone') as HTMLInputElement).value).toBe('UTC');
  });

  it('shows the data-fetch message and fires hr-error when a list fails, keeping the printed options', async () => {
    mockFetch((request) =>
      request.url.includes('get_states') ? json({ error: 'down' }, 403) : json({ success: false }),
    );
    const errors = listen<AddressFieldsErrorDetail>(document, 'hr-error');
    const { country, state, element } = await setup();
    expect(element.querySelector('[role="alert"]')?.textContent).toBe(
      'An error has occurred while getting the data. Please reload the page and try again.',
    );
    expect(errors.map((event) => event.detail.status).sort()).toEqual([200, 403]);
    expect([country.value, state.value]).toEqual(['1', '1045']);
  });

  it('keeps the data-fetch message when the state list loads after the country list failed', async () => {
    const states = deferred<Response>();
    mockFetch((request) => (request.url.includes('get_states') ? states.promise : json({ error: 'Forbidden' }, 403)));
    const { element } = await setup();
    const alert = element.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe(
      'An error has occurred while getting the data. Please reload the page and try again.',
    );
    states.resolve(json({ success: true, data: STATES['1'] }));
    await settle(8);
    expect(alert?.textContent).toBe(
      'An error has occurred while getting the data. Please reload the page and try again.',
    );
  });

  it('restores the printed country and state on reset, and the labels follow', async () => {
    mockFetch(referenceServer);
    const { country, state, form, label } = await setup();
    await choose(country, '222');
    await choose(state, '222016');
    expect(label('state')).toBe('County *');
    form.reset();
    await settle(10);
    expect([country.value, state.value]).toEqual(['1', '1045']);
    expect(label('state')).toBe('State *');
    expect(label('zip')).toBe('ZIP Code');
    expect(new FormData(form).get('state')).toBe('1045');
  });

  it('relabels and reloads states for a value set from code, without events', async () => {
    mockFetch(referenceServer);
    const { element, state, label } = await setup();
    const events = ['input', 'change', 'hr-change'].flatMap((type) => listen(document, type));
    element.value = '157';
    await settle(8);
    expect(label('zip')).toBe('Postal Code');
    expect([...state.options].map((option) => option.text)).toEqual(['–Select–', 'Jalisco']);
    expect(events).toHaveLength(0);
  });

  it('relabels a state input and a wrapping label, and disables every part with the disabled attribute', async () => {
    mockFetch(referenceServer);
    const { element, label, box } = await setup(
      'disabled',
      `<label>Country <select name="country"><option value="3" selected>Canada</option></select></label>
       <label for="prov">State</label><input id="prov" name="state" value="Ontario">
       <label>ZIP <input name="zip"></label>`,
    );
    expect(label('prov')).toBe('Province');
    const zipLabel = box.querySelector('input[name="zip"]')?.closest('label');
    expect(zipLabel?.textContent?.trim()).toBe('Postal Code');
    const fields = [...element.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select, input')];
    expect(fields.map((field) => field.disabled)).toEqual([true, true, true]);
    element.removeAttribute('disabled');
    await settle();
    expect(fields.map((field) => field.disabled)).toEqual([false, false, false]);
  });
});
