import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-number-field';
import type { HrNumberFieldElement, NumberFieldChangeDetail } from '../../elements/hr-number-field';
import { loadHttpClient } from '../../src/lib/http';
import { json, mockFetch } from '../support/fetch';
import { listen, mount, press, settle, typeInto } from '../support/elements';
import { formControlSuite, type FormHelper } from '../support/form-control-suite';

beforeAll(() => loadHttpClient());
afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const CURRENCIES = [
  { id: 1, code: 'USD', name: 'United States Dollar', symbol: '$', symbolPosition: 'before' },
  { id: 5, code: 'EUR', name: 'Euro', symbol: '€', symbolPosition: 'after' },
  { id: 6, code: 'JPY', name: 'Japanese Yen', symbol: '¥', symbolPosition: 'before' },
  { id: 7, code: 'SEK', name: 'Swedish Krona', symbol: 'kr', symbolPosition: 'after' },
  { id: 12, code: 'CHF', name: '<img src=x onerror=alert(1)>', symbol: 'CHF', symbolPosition: 'before' },
];

const NBSP = '\u00a0';

/** Types like a user: input events per text, then the commit `change` fires as focus leaves. */
async function typeAndBlur(element: FormHelper, text: string) {
  const input = element.control as HTMLInputElement;
  input.focus();
  typeInto(input, text);
  input.dispatchEvent(new Event('change', { bubbles: true }));
  input.blur();
  await settle();
}

async function setup(markup: string) {
  const box = mount(markup);
  await settle(6);
  const el = box.querySelector('hr-number-field') as HrNumberFieldElement;
  return { box, el, input: el.control as HTMLInputElement, form: box.querySelector('form') };
}

formControlSuite({
  tag: 'hr-number-field',
  name: 'headcount',
  markup: (attributes) => `<hr-number-field ${attributes} value="1234567.5"></hr-number-field>`,
  initial: '1,234,567.5',
  fromCode: { value: '9876', posted: '9,876' },
  userChange: (element) => typeAndBlur(element, '42000'),
  changed: '42,000',
});

formControlSuite({
  tag: 'hr-number-field',
  name: 'raise',
  markup: (attributes) => `<hr-number-field format="percent" ${attributes}><input value="12.5"></hr-number-field>`,
  emptyMarkup: (attributes) => `<hr-number-field format="percent" ${attributes}></hr-number-field>`,
  initial: '12.5%',
  fromCode: { value: '-3', posted: '-3%' },
  userChange: (element) => typeAndBlur(element, '7,5 %'.replace(',', '.')),
  changed: '7.5%',
});

formControlSuite({
  tag: 'hr-number-field',
  name: 'salary',
  markup: (attributes) =>
    `<hr-number-field format="currency" currency="EUR" lang="de-DE" ${attributes} value="1234.5"></hr-number-field>`,
  initial: `1.234,50${NBSP}€`,
  fromCode: { value: '0.1', posted: `0,10${NBSP}€` },
  userChange: (element) => typeAndBlur(element, '2.000,05'),
  changed: `2.000,05${NBSP}€`,
});

formControlSuite({
  tag: 'hr-number-field',
  name: 'amount',
  markup: (attributes) =>
    `<hr-number-field format="currency" currency="USD" raw ${attributes} value="1234.5"></hr-number-field>`,
  initial: '1234.5',
  fromCode: { value: '123456789012345678901234567890.01', posted: '123456789012345678901234567890.01' },
  userChange: (element) => typeAndBlur(element, '$2,000.10'),
  changed: '2000.1',
});

describe('<hr-number-field> typing and formatting', () => {
  it('formats the printed value and makes it the default, with no event', async () => {
    const events = ['input', 'change', 'hr-change'].flatMap((type) => listen(document, type));
    const { input, el } = await setup('<form><hr-number-field name="n" value="-1234.50"></hr-number-field></form>');
    expect(input.value).toBe('-1,234.5');
    expect(input.defaultValue).toBe('-1,234.5');
    expect(el.value).toBe('-1234.5');
    expect(events).toHaveLength(0);
  });

  it('does not reformat while typing, only when the change is committed', async () => {
    const { input, el } = await setup('<hr-number-field name="n"></hr-number-field>');
    typeInto(input, '1234567');
    await settle();
    expect(input.value).toBe('1234567');
    expect(el.value).toBe('1234567');
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(input.value).toBe('1,234,567');
  });

  it('fires hr-change with the exact decimal, the text and the name, after the reformat', async () => {
    const { el } = await setup('<hr-number-field name="rate" format="currency" currency="USD"></hr-number-field>');
    const seen: string[] = [];
    document.addEventListener('change', () => seen.push((el.control as HTMLInputElement).value), { once: true });
    const changes = listen<NumberFieldChangeDetail>(document, 'hr-change');
    await typeAndBlur(el, '0.1');
    expect(seen).toEqual(['$0.10']);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.detail).toEqual({ name: 'rate', value: '0.1', text: '$0.10', valid: true, currency: 'USD' });
    expect(changes[0]?.bubbles).toBe(true);
  });

  it("refuses the other locale's separators with a message, keeping the text", async () => {
    const { input, el } = await setup('<form><hr-number-field name="n" lang="en-US"></hr-number-field></form>');
    const changes = listen<NumberFieldChangeDetail>(document, 'hr-change');
    await typeAndBlur(el, '1.234,56');
    expect(input.value).toBe('1.234,56');
    expect(el.checkValidity()).toBe(false);
    expect(el.validationMessage).toBe("Use '.' for decimals and ',' between thousands, like 1,234.56.");
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = el.querySelector('.hr-number-field__message');
    expect(message?.textContent).toBe(el.validationMessage);
    expect(input.getAttribute('aria-describedby')).toBe(message?.id);
    expect(el.value).toBe('1.234,56');
    expect(changes.at(-1)?.detail).toMatchObject({ valid: false, value: '1.234,56' });
    await typeAndBlur(el, '1,234.56');
    expect(el.checkValidity()).toBe(true);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(message?.textContent).toBe('');
  });

  it('reads de-DE text the German way', async () => {
    const { el, input } = await setup('<div lang="de-DE"><hr-number-field name="n"></hr-number-field></div>');
    await typeAndBlur(el, '1.234,56');
    expect(el.value).toBe('1234.56');
    expect(input.value).toBe('1.234,56');
  });

  it.each([
    ['1e309', 'Enter a number, like 1,234.56.'],
    ['NaN', 'Enter a number, like 1,234.56.'],
    ['Infinity', 'Enter a number, like 1,234.56.'],
    ['--5', 'Enter a number, like 1,234.56.'],
    ['9'.repeat(41), 'Enter a number with at most 40 digits.'],
  ])('refuses %j with a catalogue message', async (text, message) => {
    const { el } = await setup('<hr-number-field name="n"></hr-number-field>');
    await typeAndBlur(el, text);
    expect(el.validationMessage).toBe(message);
  });

  it('keeps 30 digits and full-width digits exact', async () => {
    const { el, input } = await setup('<hr-number-field name="n"></hr-number-field>');
    await typeAndBlur(el, '１２３４５６７８９０１２３４５６７８９０１２３４５６７８９０');
    expect(el.value).toBe('123456789012345678901234567890');
    expect(input.value).toBe('123,456,789,012,345,678,901,234,567,890');
    await typeAndBlur(el, '-0');
    expect(el.value).toBe('0');
  });

  it("refuses more decimals than the currency's cents, and honours `decimals`", async () => {
    const { el } = await setup('<hr-number-field name="n" format="currency" currency="JPY"></hr-number-field>');
    await typeAndBlur(el, '12.5');
    expect(el.validationMessage).toBe('Enter a whole number, without decimals.');
    el.setAttribute('decimals', '3');
    await settle();
    await typeAndBlur(el, '12.125');
    expect(el.checkValidity()).toBe(true);
    await typeAndBlur(el, '12.1255');
    expect(el.validationMessage).toBe('Enter at most 3 decimal places.');
  });

  it('marks a bad value from code invalid, silently', async () => {
    const { el, input } = await setup('<hr-number-field name="n"></hr-number-field>');
    const events = ['input', 'change', 'hr-change'].flatMap((type) => listen(document, type));
    el.value = '1e309';
    await settle();
    expect(input.value).toBe('1e309');
    expect(el.checkValidity()).toBe(false);
    el.value = '5';
    expect(el.checkValidity()).toBe(true);
    expect(events).toHaveLength(0);
  });

  it('reformats when the format or currency attribute changes, and when it is removed', async () => {
    const { el, input } = await setup(
      '<hr-number-field name="n" value="1234.5" format="currency" currency="USD"></hr-number-field>',
    );
    expect(input.value).toBe('$1,234.50');
    // Each change is a React render and its effects: wait for the text, however busy the machine.
    const shows = (text: string) => vi.waitFor(() => expect(input.value).toBe(text), { timeout: 10_000 });
    el.setAttribute('currency', 'EUR');
    await shows('€1,234.50');
    el.setAttribute('format', 'percent');
    await shows('1,234.5%');
    el.removeAttribute('format');
    await shows('1,234.5');
  });

  it('restores and reformats after a form reset', async () => {
    const { el, input, form } = await setup('<form><hr-number-field name="n" value="10"></hr-number-field></form>');
    await typeAndBlur(el, 'oops');
    expect(el.checkValidity()).toBe(false);
    form?.reset();
    await settle();
    expect(input.value).toBe('10');
    expect(el.checkValidity()).toBe(true);
  });

  it('is created with createElement and upgrades from markup', async () => {
    const el = document.createElement('hr-number-field');
    el.setAttribute('name', 'made');
    el.setAttribute('format', 'percent');
    el.value = '5';
    document.body.append(el);
    await settle();
    expect((el.control as HTMLInputElement).value).toBe('5%');
    expect(el.control.getAttribute('name')).toBe('made');
  });
});

describe('<hr-number-field raw>', () => {
  it('posts the exact decimal in a hidden mirror under the name, and the visible input posts nothing', async () => {
    const { form, input } = await setup(
      '<form><hr-number-field format="currency" currency="USD" raw><input name="pay" value="0.1"></hr-number-field></form>',
    );
    const data = new FormData(form as HTMLFormElement);
    expect([...data.entries()]).toEqual([['pay', '0.1']]);
    expect(input.value).toBe('$0.10');
    expect(input.hasAttribute('name')).toBe(false);
  });

  it('keeps the mirror disabled with the field and named after a rename', async () => {
    const { form, el } = await setup('<form><hr-number-field name="pay" raw value="3"></hr-number-field></form>');
    el.setAttribute('name', 'wage');
    el.toggleAttribute('disabled', true);
    await settle();
    expect([...new FormData(form as HTMLFormElement).entries()]).toEqual([]);
    el.toggleAttribute('disabled', false);
    await settle();
    expect([...new FormData(form as HTMLFormElement).entries()]).toEqual([['wage', '3']]);
  });
});

describe('<hr-number-field picker>', () => {
  const pickerMarkup = (extra = '') =>
    `<form><label for="s">Salary</label><hr-number-field input-id="s" name="salary" format="currency" currency="USD" currency-name="salaryCurrency" picker value="1234.5" ${extra}></hr-number-field></form>`;

  it('asks GET /ajax/get_currency once, with field, employeeId and payScheduleId', async () => {
    const { requests } = mockFetch(() => json({ data: CURRENCIES }));
    await setup(pickerMarkup('employee-id="7" pay-schedule-id="2"'));
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/ajax/get_currency');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      field: 'salaryCurrency',
      employeeId: '7',
      payScheduleId: '2',
    });
  });

  it('logs and leaves out an employee id that is not an integer of at least 1', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { requests } = mockFetch(() => json({ data: CURRENCIES }));
    await setup(pickerMarkup('employee-id="1.5"'));
    expect(new URL(requests[0]!.url).searchParams.has('employeeId')).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('employee id must be an integer of at least 1'));
  });

  it('opens by keyboard, moves, chooses, posts the code and reformats with the symbol after', async () => {
    mockFetch(() => json({ data: CURRENCIES }));
    const { el, input, form } = await setup(pickerMarkup());
    const button = el.querySelector<HTMLButtonElement>('.hr-number-field__currency')!;
    expect(button.getAttribute('aria-label')).toBe('Currency: USD');
    expect(button.getAttribute('aria-haspopup')).toBe('listbox');
    const input$ = listen(input, 'input');
    const change = listen(input, 'change');
    const hrChange = listen<NumberFieldChangeDetail>(document, 'hr-change');
    button.focus();
    press(button, 'ArrowDown');
    await settle();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = el.querySelector<HTMLElement>('[role="listbox"]')!;
    expect(document.activeElement).toBe(list);
    const options = [...el.querySelectorAll('[role="option"]')];
    expect(options).toHaveLength(5);
    expect(list.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[4]?.querySelector('img')).toBeNull();
    press(list, 'ArrowDown');
    await settle();
    expect(list.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    press(list, 'Enter');
    await settle();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(input.value).toBe(`1,234.50${NBSP}€`);
    expect(new FormData(form as HTMLFormElement).get('salaryCurrency')).toBe('EUR');
    expect(input$.length).toBe(1);
    expect(change.length).toBe(1);
    expect(hrChange.map((event) => event.detail)).toEqual([
      { name: 'salary', value: '1234.5', text: `1,234.50${NBSP}€`, valid: true, currency: 'EUR' },
    ]);
  });

  it('closes on Escape without choosing, and returns focus to the button', async () => {
    mockFetch(() => json({ data: CURRENCIES }));
    const { el } = await setup(pickerMarkup());
    const hrChange = listen(document, 'hr-change');
    const button = el.querySelector<HTMLButtonElement>('.hr-number-field__currency')!;
    button.click();
    await settle();
    const list = el.querySelector<HTMLElement>('[role="listbox"]')!;
    press(list, 'End');
    press(list, 'Escape');
    await settle();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(hrChange).toHaveLength(0);
    expect(el.querySelector<HTMLInputElement>('input[data-hr-currency]')?.value).toBe('USD');
  });

  it('finds a currency by typing its code', async () => {
    mockFetch(() => json({ data: CURRENCIES }));
    const { el } = await setup(pickerMarkup());
    el.querySelector<HTMLButtonElement>('.hr-number-field__currency')!.click();
    await settle();
    const list = el.querySelector<HTMLElement>('[role="listbox"]')!;
    press(list, 's');
    await settle();
    expect(list.getAttribute('aria-activedescendant')).toBe(el.querySelectorAll('[role="option"]')[3]?.id);
  });

  it('shows the list failure and fires hr-error', async () => {
    mockFetch(() => json({ error: 'nope' }, 404));
    const errors = listen<{ status: number; message: string }>(document, 'hr-error');
    const { el } = await setup(pickerMarkup());
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    el.querySelector<HTMLButtonElement>('.hr-number-field__currency')!.click();
    await settle();
    expect(errors.at(-1)?.detail).toEqual({
      status: 404,
      message: 'An error has occurred while getting the data. Please reload the page and try again.',
    });
    expect(el.querySelector('[role="status"]')?.textContent).toBe(errors.at(-1)?.detail.message);
    expect(el.querySelector('[role="listbox"]')).toBeNull();
  });

  it('returns to the printed currency on form reset', async () => {
    mockFetch(() => json({ data: CURRENCIES }));
    const { el, input, form } = await setup(pickerMarkup());
    el.querySelector<HTMLButtonElement>('.hr-number-field__currency')!.click();
    await settle();
    const list = el.querySelector<HTMLElement>('[role="listbox"]')!;
    press(list, 'ArrowDown');
    await settle();
    press(list, 'ArrowDown');
    await settle();
    press(list, 'Enter');
    await settle();
    expect(input.value).toBe('¥1,234.5');
    expect(el.validationMessage).toBe('Enter a whole number, without decimals.');
    expect(el.checkValidity()).toBe(false);
    form?.reset();
    await settle(6);
    expect(input.value).toBe('$1,234.50');
    expect(el.checkValidity()).toBe(true);
    expect(new FormData(form as HTMLFormElement).get('salaryCurrency')).toBe('USD');
  });

  it('disables the button with the field', async () => {
    mockFetch(() => json({ data: CURRENCIES }));
    const { el } = await setup(pickerMarkup('disabled'));
    expect(el.querySelector<HTMLButtonElement>('.hr-number-field__currency')!.disabled).toBe(true);
  });
});
