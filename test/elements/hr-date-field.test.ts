import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-date-field';
import type { DateFieldChangeDetail, HrDateFieldElement } from '../../elements/hr-date-field';
import { formControlSuite, type FormHelper } from '../support/form-control-suite';
import { listen, mount, press, settle, typeInto } from '../support/elements';

/** Types into the field and commits (blur), as a user does. */
async function typeAndCommit(element: FormHelper | HrDateFieldElement, text: string) {
  const input = element.control as HTMLInputElement;
  input.focus();
  typeInto(input, text);
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

function field(container: ParentNode, selector = 'hr-date-field'): HrDateFieldElement {
  return container.querySelector(selector) as HrDateFieldElement;
}

const ui = (element: HrDateFieldElement) => ({
  input: element.control as HTMLInputElement,
  button: element.querySelector('.hr-date-field__button') as HTMLButtonElement,
  hint: element.querySelector('.hr-date-field__hint') as HTMLElement,
  error: element.querySelector('.hr-date-field__error') as HTMLElement,
  calendar: element.querySelector('.hr-date-field__calendar') as HTMLElement,
  duration: element.querySelector('.hr-date-field__duration'),
});

/** Pins "today" without faking timers (settle() needs real ones). */
function today(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${iso}T12:00:00`));
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

formControlSuite({
  tag: 'hr-date-field',
  name: 'hired',
  markup: (attributes) => `<hr-date-field ${attributes} value="03/04/2021"></hr-date-field>`,
  emptyMarkup: (attributes) => `<hr-date-field ${attributes}></hr-date-field>`,
  initial: '03/04/2021',
  fromCode: { value: '2022-12-25', posted: '12/25/2022' },
  userChange: (element) => typeAndCommit(element, '7/8/2023'),
  changed: '07/08/2023',
});

formControlSuite({
  tag: 'hr-date-field',
  name: 'birth',
  markup: (attributes) =>
    `<hr-date-field format="dd MMM YYYY" ${attributes.replace(/name="[^"]*"/, '')}><input name="birth" value="2021-03-04"></hr-date-field>`,
  initial: '04 Mar 2021',
  fromCode: { value: '25 december 2022', posted: '25 Dec 2022' },
  userChange: (element) => typeAndCommit(element, '8 jul 2023'),
  changed: '08 Jul 2023',
});

describe('<hr-date-field> from markup', () => {
  it('creates a text input with the format hint tied by aria-describedby, keeping the page’s own description', async () => {
    const container = mount(`<p id="own">Own help</p><hr-date-field name="start" input-id="start"></hr-date-field>`);
    await settle();
    const element = field(container);
    const { input, hint, button } = ui(element);
    expect(input.type).toBe('text');
    expect(input.id).toBe('start');
    expect(hint.textContent).toBe('Format: mm/dd/yyyy');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
    expect(button.getAttribute('aria-label')).toBe('Choose date');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    const own = mount(`<hr-date-field name="x"><input name="x" aria-describedby="own"></hr-date-field>`);
    await settle();
    const describedBy = field(own).control.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy[0]).toBe('own');
    expect(describedBy).toContain(ui(field(own)).hint.id);
  });

  it('shows a yyyy-mm-dd value from the page in the configured format and names the date on the button', async () => {
    const container = mount(
      `<form><hr-date-field name="d" value="2021-03-04" format="dd/mm/yyyy"></hr-date-field></form>`,
    );
    await settle();
    const element = field(container);
    expect(element.value).toBe('04/03/2021');
    expect(element.iso).toBe('2021-03-04');
    expect(ui(element).hint.textContent).toBe('Format: dd/mm/yyyy');
    expect(ui(element).button.getAttribute('aria-label')).toBe('Change date, Mar 4, 2021');
  });

  it('rewrites the shown date when the format attribute changes', async () => {
    const element = field(mount(`<hr-date-field name="d" value="03/04/2021"></hr-date-field>`));
    await settle();
    element.setAttribute('format', 'dd/mm/yyyy');
    await settle();
    expect(element.value).toBe('04/03/2021');
    expect(element.iso).toBe('2021-03-04');
    expect(ui(element).hint.textContent).toBe('Format: dd/mm/yyyy');
  });

  it('falls back to mm/dd/yyyy for an unknown format attribute', async () => {
    const element = field(mount(`<hr-date-field name="d" format="dd.mm.yyyy" value="2021-03-04"></hr-date-field>`));
    await settle();
    expect(element.value).toBe('03/04/2021');
  });

  it('rewrites a typed date in the format on change and reports {name, value, iso} bubbling to the document', async () => {
    const element = field(mount(`<form><hr-date-field name="start"></hr-date-field></form>`));
    await settle();
    const events = listen<DateFieldChangeDetail>(document, 'hr-change');
    await typeAndCommit(element, '３/４/21');
    expect(element.value).toBe('03/04/2021');
    expect(events).toHaveLength(1);
    expect(events[0]?.detail).toEqual({ name: 'start', value: '03/04/2021', iso: '2021-03-04' });
    expect(events[0]?.bubbles && events[0]?.composed).toBe(true);
  });

  it("keeps bad typed text, shows 'Invalid date format.' on commit and blocks the form", async () => {
    const form = mount(`<form><hr-date-field name="d"></hr-date-field></form>`).querySelector(
      'form',
    ) as HTMLFormElement;
    await settle();
    const element = field(form);
    const events = listen<DateFieldChangeDetail>(document, 'hr-change');
    const { input } = ui(element);
    typeInto(input, '02/30/2024');
    await settle();
    expect(form.checkValidity()).toBe(false);
    expect(ui(element).error.textContent).toBe('');
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(element.value).toBe('02/30/2024');
    expect(ui(element).error.textContent).toBe('Invalid date format.');
    expect(element.validationMessage).toBe('Invalid date format.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(ui(element).error.id);
    expect(events.at(-1)?.detail).toEqual({ name: 'd', value: '02/30/2024', iso: '' });
    expect(new FormData(form).get('d')).toBe('02/30/2024');
    typeInto(input, '02/29/2024');
    await settle();
    expect(ui(element).error.textContent).toBe('');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(form.checkValidity()).toBe(true);
  });

  it('refuses hostile text without throwing and keeps it', async () => {
    const element = field(mount(`<form><hr-date-field name="d"></hr-date-field></form>`));
    await settle();
    for (const text of [
      '2023-02-29',
      '13/45/2020',
      '1e309',
      'NaN',
      '-0',
      '<img src=x onerror=alert(1)>',
      '9'.repeat(30),
    ]) {
      await typeAndCommit(element, text);
      expect(element.value).toBe(text);
      expect(element.checkValidity()).toBe(false);
      expect(element.iso).toBe('');
    }
    expect(element.querySelector('img')).toBeNull();
  });

  it('refuses a year outside 100 back / 20 ahead with the range in the format', async () => {
    today('2026-11-22');
    const element = field(mount(`<form><hr-date-field name="d"></hr-date-field></form>`));
    await settle();
    await typeAndCommit(element, '12/31/1925');
    expect(ui(element).error.textContent).toBe('Enter a date between 01/01/1926 and 12/31/2046.');
    await typeAndCommit(element, '01/01/2047');
    expect(element.checkValidity()).toBe(false);
    await typeAndCommit(element, '12/31/2046');
    expect(element.checkValidity()).toBe(true);
  });

  it('allows only today and later with future-only, and follows the attribute’s removal', async () => {
    today('2026-11-22');
    const element = field(mount(`<form><hr-date-field name="d" future-only></hr-date-field></form>`));
    await settle();
    expect(element.futureOnly).toBe(true);
    await typeAndCommit(element, '11/21/2026');
    expect(ui(element).error.textContent).toBe('Enter a date between 11/22/2026 and 12/31/2046.');
    await typeAndCommit(element, '11/22/2026');
    expect(element.checkValidity()).toBe(true);
    element.value = '11/21/2026';
    await settle();
    expect(element.checkValidity()).toBe(false);
    element.removeAttribute('future-only');
    await settle();
    expect(element.checkValidity()).toBe(true);
  });

  it('moves "today" past midnight on a page left open: the field reads the date again on focus and when the tab shows again', async () => {
    today('2026-11-22');
    const element = field(mount(`<form><hr-date-field name="d" future-only></hr-date-field></form>`));
    await settle();
    await typeAndCommit(element, '11/22/2026');
    expect(element.checkValidity()).toBe(true);
    vi.setSystemTime(new Date('2026-11-23T00:01:00'));
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    // The form's check shows why (the message waits for a commit or a check, as always).
    expect(element.checkValidity()).toBe(false);
    await settle();
    expect(ui(element).error.textContent).toBe('Enter a date between 11/23/2026 and 12/31/2046.');
    vi.setSystemTime(new Date('2026-11-24T00:01:00'));
    ui(element).input.blur();
    ui(element).input.focus();
    await settle();
    await typeAndCommit(element, '11/23/2026');
    expect(ui(element).error.textContent).toBe('Enter a date between 11/24/2026 and 12/31/2046.');
  });

  it('shows at once why a past date the page printed is refused in a future-only field', async () => {
    today('2026-11-22');
    const element = field(
      mount(`<form><hr-date-field name="d" future-only value="2026-01-05"></hr-date-field></form>`),
    );
    await settle();
    expect(element.value).toBe('01/05/2026');
    expect(ui(element).error.textContent).toBe('Enter a date between 11/22/2026 and 12/31/2046.');
    expect(element.checkValidity()).toBe(false);
  });

  it('takes explicit min and max in yyyy-mm-dd', async () => {
    const element = field(
      mount(`<form><hr-date-field name="d" min="2024-01-15" max="2024-02-29"></hr-date-field></form>`),
    );
    await settle();
    await typeAndCommit(element, '01/14/2024');
    expect(ui(element).error.textContent).toBe('Enter a date between 01/15/2024 and 02/29/2024.');
    await typeAndCommit(element, '02/29/2024');
    expect(element.checkValidity()).toBe(true);
  });

  it('links start and end fields: each constrains the other, typed or set from code', async () => {
    const container = mount(`<form>
      <hr-date-field name="start" id="start" end-field="end"></hr-date-field>
      <hr-date-field name="end" id="end" start-field="start"></hr-date-field></form>`);
    await settle();
    const start = field(container, '#start');
    const end = field(container, '#end');
    await typeAndCommit(start, '05/01/2025');
    await typeAndCommit(end, '04/30/2025');
    expect(ui(end).error.textContent).toBe('Enter a date between 05/01/2025 and 12/31/2046.');
    expect(start.checkValidity()).toBe(false);
    await typeAndCommit(end, '05/02/2025');
    expect(end.checkValidity()).toBe(true);
    expect(start.checkValidity()).toBe(true);
    end.value = '2025-04-01';
    await settle();
    expect(start.checkValidity()).toBe(false);
    expect(start.validationMessage).toBe(
      'Enter a date between 01/01/1926 and 04/01/2025.'.replace('1926', String(new Date().getFullYear() - 100)),
    );
    start.value = '';
    await settle();
    expect(end.checkValidity()).toBe(true);
  });

  it('posts yyyy-mm-dd through a hidden mirror named by iso-name', async () => {
    const form = mount(
      `<form><hr-date-field name="d" iso-name="d_iso" value="03/04/2021"></hr-date-field></form>`,
    ).querySelector('form') as HTMLFormElement;
    await settle();
    expect(new FormData(form).get('d_iso')).toBe('2021-03-04');
    const element = field(form);
    await typeAndCommit(element, 'soon');
    expect(new FormData(form).get('d_iso')).toBe('');
    await typeAndCommit(element, '12/25/2022');
    expect(new FormData(form).get('d_iso')).toBe('2022-12-25');
    element.setAttribute('disabled', '');
    await settle();
    expect(new FormData(form).has('d_iso')).toBe(false);
    element.removeAttribute('disabled');
    form.reset();
    await settle();
    expect([...new FormData(form).entries()]).toEqual([
      ['d', '03/04/2021'],
      ['d_iso', '2021-03-04'],
    ]);
  });

  it("shows 'Mar 4, 2021 (2y, 3m, 4d)' with show-duration: to today, or to the linked end", async () => {
    today('2023-06-08');
    const container = mount(`<hr-date-field name="a" show-duration value="2021-03-04"></hr-date-field>
      <hr-date-field name="s" id="s" end-field="e" show-duration value="2023-06-01"></hr-date-field>
      <hr-date-field name="e" id="e" start-field="s" value="2023-06-20"></hr-date-field>`);
    await settle();
    const first = field(container);
    expect(ui(first).duration?.textContent).toBe('Mar 4, 2021 (2y, 3m, 4d)');
    expect(first.control.getAttribute('aria-describedby')).toContain(ui(first).duration?.id);
    expect(ui(field(container, '#s')).duration?.textContent).toBe('Jun 1, 2023 (< 1 month)');
    first.removeAttribute('show-duration');
    await settle();
    expect(ui(first).duration).toBeNull();
  });

  it('disables the calendar button with the field and enables it again', async () => {
    const element = field(mount(`<hr-date-field name="d" disabled></hr-date-field>`));
    await settle();
    expect(ui(element).button.disabled).toBe(true);
    element.removeAttribute('disabled');
    await settle();
    expect(ui(element).button.disabled).toBe(false);
    element.setAttribute('readonly', '');
    await settle();
    expect(ui(element).button.disabled).toBe(true);
  });
});

describe('<hr-date-field> calendar', () => {
  it('opens inside the element from the button, picks a day and returns focus to the input', async () => {
    const form = mount(`<form><hr-date-field name="d" value="03/04/2021"></hr-date-field></form>`).querySelector(
      'form',
    ) as HTMLFormElement;
    await settle();
    const element = field(form);
    const { button, calendar, input } = ui(element);
    expect(calendar.hidden).toBe(true);
    button.click();
    await settle();
    expect(calendar.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(calendar.getAttribute('role')).toBe('dialog');
    expect(calendar.querySelector('.flatpickr-calendar')).not.toBeNull();
    expect(document.body.querySelector(':scope > .flatpickr-calendar')).toBeNull();
    const selected = calendar.querySelector<HTMLElement>('.flatpickr-day.selected');
    expect(selected?.getAttribute('aria-label')).toBe('Thursday, March 4, 2021');
    expect(selected?.getAttribute('role')).toBe('button');
    expect(document.activeElement).toBe(selected);
    const changes = listen<DateFieldChangeDetail>(document, 'hr-change');
    const inputs = listen(document, 'input');
    const day = [
      ...calendar.querySelectorAll<HTMLElement>('.flatpickr-day:not(.prevMonthDay):not(.nextMonthDay)'),
    ].find((cell) => cell.textContent === '18');
    day?.click();
    await settle();
    expect(element.value).toBe('03/18/2021');
    expect(calendar.hidden).toBe(true);
    expect(document.activeElement).toBe(input);
    expect(inputs.length).toBeGreaterThan(0);
    expect(changes.at(-1)?.detail).toEqual({ name: 'd', value: '03/18/2021', iso: '2021-03-18' });
    button.click();
    await settle();
    calendar.querySelector<HTMLElement>('.flatpickr-day.selected')?.click();
    await settle();
    expect(calendar.hidden).toBe(true);
    expect(changes).toHaveLength(1);
  });

  it('opens with Alt+ArrowDown, makes the month arrows, month and year keyboard reachable, and closes on Escape', async () => {
    const element = field(mount(`<hr-date-field name="d"></hr-date-field>`));
    await settle();
    const { input, calendar } = ui(element);
    input.focus();
    input.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowDown', altKey: true, bubbles: true, cancelable: true }),
    );
    await settle();
    expect(calendar.hidden).toBe(false);
    const prev = calendar.querySelector<HTMLElement>('.flatpickr-prev-month');
    expect(prev?.getAttribute('role')).toBe('button');
    expect(prev?.getAttribute('aria-label')).toBe('Previous month');
    expect(prev?.tabIndex).toBe(0);
    expect(calendar.querySelector<HTMLSelectElement>('.flatpickr-monthDropdown-months')?.tabIndex).toBe(0);
    expect(calendar.querySelector<HTMLInputElement>('.cur-year')?.getAttribute('aria-label')).toBe('Year');
    expect(calendar.querySelectorAll('.flatpickr-day[tabindex="0"]')).toHaveLength(1);
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    (document.activeElement as HTMLElement).dispatchEvent(escape);
    await settle();
    expect(escape.defaultPrevented).toBe(true);
    expect(calendar.hidden).toBe(true);
    expect(document.activeElement).toBe(input);
  });

  it('moves a month with PageDown and keeps the day number', async () => {
    const element = field(mount(`<hr-date-field name="d" value="01/31/2024"></hr-date-field>`));
    await settle();
    ui(element).button.click();
    await settle();
    press(document.activeElement as HTMLElement, 'PageDown');
    await settle();
    expect((document.activeElement as HTMLElement).getAttribute('aria-label')).toBe('Thursday, February 29, 2024');
  });

  it('moves to the first and last day of the week with Home and End (APG date picker)', async () => {
    const element = field(mount(`<hr-date-field name="d" value="2024-03-13"></hr-date-field>`));
    await settle();
    ui(element).button.click();
    await settle();
    const focused = () => (document.activeElement as HTMLElement).getAttribute('aria-label');
    expect(focused()).toBe('Wednesday, March 13, 2024');
    press(document.activeElement as HTMLElement, 'Home');
    await settle();
    expect(focused()).toBe('Sunday, March 10, 2024');
    press(document.activeElement as HTMLElement, 'End');
    await settle();
    expect(focused()).toBe('Saturday, March 16, 2024');
    expect(ui(element).calendar.querySelectorAll('.flatpickr-day[tabindex="0"]')).toHaveLength(1);
  });

  it('greys out days outside the range', async () => {
    const element = field(
      mount(`<hr-date-field name="d" min="2024-03-10" max="2024-03-20" value="2024-03-15"></hr-date-field>`),
    );
    await settle();
    ui(element).button.click();
    await settle();
    const day = (n: string) =>
      [
        ...ui(element).calendar.querySelectorAll<HTMLElement>('.flatpickr-day:not(.prevMonthDay):not(.nextMonthDay)'),
      ].find((cell) => cell.textContent === n);
    expect(day('9')?.getAttribute('aria-disabled')).toBe('true');
    expect(day('10')?.hasAttribute('aria-disabled')).toBe(false);
    expect(day('21')?.classList.contains('flatpickr-disabled')).toBe(true);
  });

  it('closes on a pointer down outside the element, not inside it', async () => {
    const container = mount(`<button id="outside">x</button><hr-date-field name="d"></hr-date-field>`);
    await settle();
    const element = field(container);
    ui(element).button.click();
    await settle();
    ui(element)
      .calendar.querySelector('.flatpickr-weekdays')
      ?.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    await settle();
    expect(ui(element).calendar.hidden).toBe(false);
    container.querySelector('#outside')?.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    await settle();
    expect(ui(element).calendar.hidden).toBe(true);
  });

  it('works inside a shadow root: calendar and styles stay in that root, outside clicks use composedPath', async () => {
    const outer = mount('<div></div>').firstElementChild as HTMLElement;
    const root = outer.attachShadow({ mode: 'open' });
    root.innerHTML = `<button id="other">other</button><hr-date-field name="d" value="03/04/2021"></hr-date-field>`;
    await settle();
    const element = root.querySelector('hr-date-field') as HrDateFieldElement;
    ui(element).button.click();
    await settle();
    expect(root.adoptedStyleSheets.length).toBeGreaterThan(0);
    const day = ui(element).calendar.querySelector<HTMLElement>('.flatpickr-day.selected');
    expect(day).not.toBeNull();
    day?.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    await settle();
    expect(ui(element).calendar.hidden).toBe(false);
    root.querySelector('#other')?.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    await settle();
    expect(ui(element).calendar.hidden).toBe(true);
  });

  it('resets the calendar with the form and destroys flatpickr on unmount', async () => {
    const form = mount(`<form><hr-date-field name="d" value="03/04/2021"></hr-date-field></form>`).querySelector(
      'form',
    ) as HTMLFormElement;
    await settle();
    const element = field(form);
    await typeAndCommit(element, '12/25/2022');
    ui(element).button.click();
    await settle();
    form.reset();
    await settle();
    expect(element.value).toBe('03/04/2021');
    expect(ui(element).calendar.hidden).toBe(true);
    ui(element).button.click();
    await settle();
    expect(ui(element).calendar.querySelector('.flatpickr-day.selected')?.getAttribute('aria-label')).toBe(
      'Thursday, March 4, 2021',
    );
    element.remove();
    await settle();
    expect(element.querySelector('.flatpickr-calendar')).toBeNull();
  });
});
