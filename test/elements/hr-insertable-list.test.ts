import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../elements/hr-insertable-list';
import type {
  HrInsertableListElement,
  InsertableListChangeDetail,
  InsertableListErrorDetail,
} from '../../elements/hr-insertable-list';
import { loadHttpClient } from '../../src/lib/http';
import { json, mockFetch } from '../support/fetch';
import { formControlSuite } from '../support/form-control-suite';
import { listen, mount, press, settle, typeInto } from '../support/elements';

beforeAll(() => loadHttpClient());
afterEach(() => document.body.replaceChildren());

const OPTIONS =
  '<option value="">–Select–</option><option value="1">Engineer</option><option value="2">Designer</option>';

async function setup(attributes = 'field="jobTitle"', options = OPTIONS) {
  const box = mount(
    `<form><label for="jt">Job title</label><hr-insertable-list ${attributes}><select id="jt" name="jobTitle">${options}</select></hr-insertable-list></form>`,
  );
  await settle();
  const element = box.querySelector('hr-insertable-list') as HrInsertableListElement;
  const select = element.querySelector('select') as HTMLSelectElement;
  const add = () => element.querySelector<HTMLButtonElement>('.hr-insertable-list__add');
  const input = () => element.querySelector<HTMLInputElement>('.hr-insertable-list__input');
  const error = () => element.querySelector<HTMLElement>('[role="alert"]')?.textContent ?? '';
  return { box, form: box.querySelector('form') as HTMLFormElement, element, select, add, input, error };
}

async function openAndType(parts: Awaited<ReturnType<typeof setup>>, text: string) {
  parts.add()?.click();
  await settle();
  typeInto(parts.input() as HTMLInputElement, text);
  await settle();
}

formControlSuite({
  tag: 'hr-insertable-list',
  name: 'status',
  markup: (attributes) =>
    `<hr-insertable-list ${attributes}><select><option value="">–</option><option value="1" selected>Full-Time</option><option value="2">Part-Time</option></select></hr-insertable-list>`,
  emptyMarkup: (attributes) =>
    `<hr-insertable-list ${attributes}><select><option value="">–</option><option value="1">Full-Time</option><option value="2">Part-Time</option></select></hr-insertable-list>`,
  initial: '1',
  fromCode: { value: '2', posted: '2' },
  userChange: async (element) => {
    const select = element.control as HTMLSelectElement;
    select.value = '2';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
  },
  changed: '2',
});

describe('<hr-insertable-list>', () => {
  it('opens an inline input (maxlength 100, labelled, with a counter) and focuses it', async () => {
    const parts = await setup();
    expect(parts.add()?.textContent).toBe('Add new option');
    parts.add()?.click();
    await settle();
    const input = parts.input() as HTMLInputElement;
    expect(input.maxLength).toBe(100);
    expect(input.labels?.[0]?.textContent).toBe('New option');
    expect(document.activeElement).toBe(input);
    expect(parts.element.querySelector('.hr-insertable-list__counter')?.textContent).toBe(
      'This field can accept 100 more characters.',
    );
    expect(new FormData(parts.form).getAll('jobTitle')).toEqual(['']);
  });

  it('refuses an empty or blank name with the catalogue message and sends nothing', async () => {
    const { requests } = mockFetch(() => json({}));
    const parts = await setup();
    await openAndType(parts, '   ');
    press(parts.input() as HTMLInputElement, 'Enter');
    await settle();
    expect(parts.error()).toBe('You must enter a new option to the list.');
    expect(parts.input()?.getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
  });

  it('uses the error-message attribute instead of the catalogue text', async () => {
    const parts = await setup('field="jobTitle" error-message="Type a job title first."');
    parts.add()?.click();
    await settle();
    press(parts.input() as HTMLInputElement, 'Enter');
    await settle();
    expect(parts.error()).toBe('Type a job title first.');
  });

  it('posts ajax, action, name and field, then adds, selects and announces the option with native and hr-change events', async () => {
    const { requests } = mockFetch(() => json({ ret: 'SUCCESS', id: 57, message: 'Added' }));
    const parts = await setup('field="jobTitle"');
    const inputs = listen(parts.select, 'input');
    const changes = listen(parts.select, 'change');
    const hrChanges = listen<InsertableListChangeDetail>(document, 'hr-change');
    await openAndType(parts, '  Staff   Engineer ');
    press(parts.input() as HTMLInputElement, 'Enter');
    await settle(6);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url).pathname).toBe('/ajax/list_insert.php');
    expect(requests[0]!.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(requests[0]!.body))).toEqual({
      ajax: '1',
      action: 'new-section',
      name: 'Staff Engineer',
      field: 'jobTitle',
    });
    const added = parts.select.selectedOptions[0];
    expect([added?.value, added?.text]).toEqual(['57', 'Staff Engineer']);
    expect(new FormData(parts.form).get('jobTitle')).toBe('57');
    expect([inputs.length, changes.length]).toEqual([1, 1]);
    expect(hrChanges.map((event) => event.detail)).toEqual([
      { name: 'jobTitle', value: '57', text: 'Staff Engineer', added: true },
    ]);
    expect(hrChanges[0]?.bubbles && hrChanges[0]?.composed).toBe(true);
    expect(parts.input()).toBeNull();
    expect(document.activeElement).toBe(parts.select);
    expect(parts.element.querySelector('[role="status"]')?.textContent).toBe('Added "Staff Engineer" and selected it.');
  });

  it('posts to the src attribute and falls back to the select name for field', async () => {
    const { requests } = mockFetch(() => json({ ret: 'SUCCESS', id: '9', name: 'XXL' }));
    const parts = await setup('src="/ajax/list_insert_custom.php"');
    await openAndType(parts, 'xxl');
    (parts.element.querySelector('.hr-insertable-list__save') as HTMLButtonElement).click();
    await settle(6);
    expect(new URL(requests[0]!.url).pathname).toBe('/ajax/list_insert_custom.php');
    expect(new URLSearchParams(requests[0]!.body).get('field')).toBe('jobTitle');
    // The text is the name the server stored.
    expect(parts.select.selectedOptions[0]?.text).toBe('XXL');
  });

  it('selects an option the select already has instead of adding it twice', async () => {
    mockFetch(() => json({ ret: 'SUCCESS', id: 2, message: 'ok' }));
    const parts = await setup();
    await openAndType(parts, 'Designer');
    press(parts.input() as HTMLInputElement, 'Enter');
    await settle(6);
    expect(parts.select.options).toHaveLength(3);
    expect(parts.select.value).toBe('2');
  });

  it('adds to the choices of a multiple select', async () => {
    mockFetch(() => json({ ret: 'SUCCESS', id: 9, message: 'ok' }));
    const box = mount(
      '<form><hr-insertable-list field="skills"><select name="skills[]" multiple aria-label="Skills"><option value="1" selected>Go</option><option value="2">Rust</option></select></hr-insertable-list></form>',
    );
    await settle();
    const element = box.querySelector('hr-insertable-list') as HrInsertableListElement;
    element.querySelector<HTMLButtonElement>('.hr-insertable-list__add')?.click();
    await settle();
    typeInto(element.querySelector('.hr-insertable-list__input') as HTMLInputElement, 'Zig');
    press(element.querySelector('.hr-insertable-list__input') as HTMLInputElement, 'Enter');
    await settle(6);
    // (happy-dom's FormData posts only the first choice of a multiple select: read the selection.)
    expect([...(element.control as HTMLSelectElement).selectedOptions].map((option) => option.value)).toEqual([
      '1',
      '9',
    ]);
  });

  it('shows the message of a ret ERROR answer and keeps the input and the draft', async () => {
    mockFetch(() => json({ ret: 'ERROR', id: null, message: 'Lists are locked.' }));
    const parts = await setup();
    const errors = listen<InsertableListErrorDetail>(document, 'hr-error');
    await openAndType(parts, 'Boss');
    press(parts.input() as HTMLInputElement, 'Enter');
    await settle(6);
    expect(parts.error()).toBe('Lists are locked.');
    expect(parts.input()?.value).toBe('Boss');
    expect(parts.select.value).toBe('');
    expect(errors.map((event) => event.detail)).toEqual([{ status: 200, message: 'Lists are locked.' }]);
  });

  it.each([
    [
      409,
      { ret: 'ERROR', id: null, message: '"Engineer" is already in the list.' },
      '"Engineer" is already in the list.',
    ],
    [
      403,
      { ret: 'ERROR', id: null, message: 'You do not have permission to add options to this list.' },
      'You do not have permission to add options to this list.',
    ],
    [500, { error: 'boom' }, 'Error processing your request.'],
    [200, { ret: 'success', id: 3 }, 'Error processing your request.'],
    [200, { ret: 'SUCCESS' }, 'Error processing your request.'],
    [200, ['SUCCESS'], 'Error processing your request.'],
  ])('answers status %i %j with %s', async (status, body, shown) => {
    mockFetch(() => json(body, status));
    const parts = await setup();
    await openAndType(parts, 'Engineer');
    press(parts.input() as HTMLInputElement, 'Enter');
    await settle(8);
    expect(parts.error()).toBe(shown);
    expect(parts.select.options).toHaveLength(3);
  });

  it('shows the generic message when the answer is not JSON', async () => {
    mockFetch(() => new Response('<html>oops</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const parts = await setup();
    await openAndType(parts, 'Engineer');
    press(parts.input() as HTMLInputElement, 'Enter');
    await settle(8);
    expect(parts.error()).toBe('Error processing your request.');
  });

  it('cancels with Escape, returning focus to Add new option, and sends nothing', async () => {
    const { requests } = mockFetch(() => json({}));
    const parts = await setup();
    await openAndType(parts, 'Half typed');
    press(parts.input() as HTMLInputElement, 'Escape');
    await settle();
    expect(parts.input()).toBeNull();
    expect(document.activeElement).toBe(parts.add());
    expect(requests).toHaveLength(0);
  });

  it('does not submit the page form on Enter', async () => {
    mockFetch(() => json({ ret: 'ERROR', message: 'No.' }));
    const parts = await setup();
    let submitted = 0;
    parts.form.addEventListener('submit', (event) => {
      submitted++;
      event.preventDefault();
    });
    await openAndType(parts, 'x');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    parts.input()?.dispatchEvent(enter);
    await settle(6);
    expect(enter.defaultPrevented).toBe(true);
    expect(submitted).toBe(0);
  });

  it('disables Add new option with the disabled attribute and re-enables it on removal', async () => {
    const parts = await setup('field="jobTitle" disabled');
    expect(parts.select.disabled).toBe(true);
    expect(parts.add()?.disabled).toBe(true);
    parts.element.removeAttribute('disabled');
    await settle();
    expect(parts.add()?.disabled).toBe(false);
  });

  it('keeps an added option but restores the printed choice on form reset, closing the editor', async () => {
    mockFetch(() => json({ ret: 'SUCCESS', id: 70, message: 'ok' }));
    const parts = await setup(
      'field="jobTitle"',
      '<option value="">–</option><option value="1" selected>Engineer</option>',
    );
    await openAndType(parts, 'Chef');
    press(parts.input() as HTMLInputElement, 'Enter');
    await settle(6);
    expect(parts.select.value).toBe('70');
    parts.add()?.click();
    await settle();
    parts.form.reset();
    await settle();
    expect(parts.select.value).toBe('1');
    expect(parts.input()).toBeNull();
    expect([...parts.select.options].map((option) => option.text)).toContain('Chef');
  });
});
