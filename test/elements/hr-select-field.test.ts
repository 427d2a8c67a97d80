import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-select-field';
import type { HrSelectFieldElement, SelectFieldChangeDetail } from '../../elements/hr-select-field';
import { formControlSuite, type FormHelper } from '../support/form-control-suite';
import { listen, mount, press, settle, typeInto } from '../support/elements';
import { TYPE_AHEAD_RESET_MS } from '../../src/components/select-field/select-field.logic';

afterEach(() => document.body.replaceChildren());

/**
 * happy-dom 21 posts a select's `value` only (the first chosen option of a multiple select) and
 * posts disabled selects; a browser posts every chosen option of an enabled select. Rebuild the
 * select entries the browser way so the shared suite checks what a real form posts.
 */
class SelectFormData extends FormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super(form, submitter);
    if (!form) return;
    for (const element of form.elements) {
      if (!(element instanceof HTMLSelectElement) || !element.name) continue;
      this.delete(element.name);
      if (element.matches(':disabled')) continue;
      for (const option of element.options) if (option.selected) this.append(element.name, option.value);
    }
  }
}

/** happy-dom 21's form reset chooses a multiple select's default options without unchoosing the others. */
const nativeReset = HTMLFormElement.prototype.reset;
function browserReset(this: HTMLFormElement): void {
  nativeReset.call(this);
  for (const element of this.elements)
    if (element instanceof HTMLSelectElement && element.multiple)
      for (const option of element.options) option.selected = option.hasAttribute('selected');
}

beforeEach(() => {
  vi.stubGlobal('FormData', SelectFormData);
  vi.spyOn(HTMLFormElement.prototype, 'reset').mockImplementation(browserReset);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * happy-dom 21 gets the parser's `selected` attribute wrong past the second option (its
 * selectedness algorithm picks the wrong index when two options claim it): apply the markup's
 * selection as a browser would have parsed it.
 */
function parsedSelection(root: ParentNode): void {
  for (const select of root.querySelectorAll('select')) {
    const chosen = [...select.options].filter((option) => option.hasAttribute('selected'));
    if (select.multiple || chosen.length > 0)
      for (const option of select.options) option.selected = option.hasAttribute('selected');
  }
}

const SHIFTS = `<option value="day">Day</option><option value="evening">Evening</option><option value="night">Night</option>`;
const LANGUAGES = [
  'English',
  'Français',
  'Deutsch',
  'Español',
  'Português',
  'Italiano',
  'Nederlands',
  'Polski',
  'Japanese',
  'Chinese',
];
const CODES = ['en', 'fr', 'de', 'es', 'pt', 'it', 'nl', 'pl', 'ja', 'zh'];
const languageOptions = (chosen: readonly string[] = []) =>
  LANGUAGES.map(
    (label, index) => `<option value="${CODES[index]}"${chosen.includes(label) ? ' selected' : ''}>${label}</option>`,
  ).join('');

function combobox(element: HTMLElement): HTMLElement {
  return element.querySelector('[role="combobox"]') as HTMLElement;
}
function options(element: HTMLElement): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>('[role="option"]')];
}
const texts = (nodes: readonly Element[]) => nodes.map((node) => node.textContent);
function active(element: HTMLElement): string | null | undefined {
  const id = combobox(element).getAttribute('aria-activedescendant');
  return id ? element.querySelector(`#${CSS.escape(id)}`)?.textContent : null;
}

async function setup(markup: string): Promise<HrSelectFieldElement> {
  const box = mount(markup);
  parsedSelection(box);
  await settle();
  return box.querySelector('hr-select-field') as HrSelectFieldElement;
}

async function key(element: HTMLElement, name: string, rounds = 3): Promise<void> {
  press(combobox(element), name);
  await settle(rounds);
}

async function chooseByClick(element: HTMLElement, label: string): Promise<void> {
  const combo = combobox(element);
  combo.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
  await settle();
  const option = options(element).find((node) => node.textContent === label);
  if (!option) throw new Error(`no option ${label}`);
  option.click();
  await settle();
}

formControlSuite({
  tag: 'hr-select-field',
  name: 'shift',
  // The chosen option second: happy-dom parses `selected` right only there (see parsedSelection).
  markup: (attributes) =>
    `<hr-select-field ${attributes}><select>${SHIFTS.replace('"evening"', '"evening" selected')}</select></hr-select-field>`,
  emptyMarkup: (attributes) =>
    `<hr-select-field ${attributes}><select><option value="">Pick a shift</option>${SHIFTS}</select></hr-select-field>`,
  initial: 'evening',
  fromCode: { value: 'night', posted: 'night' },
  userChange: (element) => chooseByClick(element, 'Day'),
  changed: 'day',
});

formControlSuite({
  tag: 'hr-select-field',
  name: 'languages[]',
  markup: (attributes) =>
    `<hr-select-field ${attributes}><select multiple>${languageOptions(['English', 'Deutsch'])}</select></hr-select-field>`,
  emptyMarkup: (attributes) =>
    `<hr-select-field ${attributes}><select multiple>${languageOptions()}</select></hr-select-field>`,
  initial: ['en', 'de'],
  fromCode: { value: 'fr, pl', posted: ['fr', 'pl'] },
  userChange: (element) => chooseByClick(element, 'Polski'),
  changed: ['en', 'de', 'pl'],
});

describe('<hr-select-field> from server markup', () => {
  it('keeps the page select as the hidden, unfocusable form control and names the combobox after its label', async () => {
    const element = await setup(
      `<label for="s">Shift</label><hr-select-field><select id="s" name="shift">${SHIFTS}</select></hr-select-field>`,
    );
    const select = element.querySelector('select') as HTMLSelectElement;
    expect(element.control).toBe(select);
    expect(select.getAttribute('aria-hidden')).toBe('true');
    expect(select.getAttribute('tabindex')).toBe('-1');
    const label = document.querySelector('label') as HTMLLabelElement;
    expect(label.id).not.toBe('');
    expect(combobox(element).getAttribute('aria-labelledby')).toBe(label.id);
    expect(element.querySelector('[role="listbox"]')?.getAttribute('aria-labelledby')).toBe(label.id);
  });

  it('hands focus given to the native select (label click, validation) on to the combobox', async () => {
    const element = await setup(`<hr-select-field><select name="shift">${SHIFTS}</select></hr-select-field>`);
    element.control.focus();
    expect(document.activeElement).toBe(combobox(element));
    element.focus();
    expect(document.activeElement).toBe(combobox(element));
  });

  it('uses the label attribute as the accessible name when there is no <label>', async () => {
    const element = await setup(
      `<hr-select-field label="Work shift"><select name="shift">${SHIFTS}</select></hr-select-field>`,
    );
    expect(combobox(element).getAttribute('aria-label')).toBe('Work shift');
  });

  it('is a select-only combobox without a search box at 8 options, and an editable one at 9', async () => {
    const eight = LANGUAGES.slice(0, 8)
      .map((label) => `<option>${label}</option>`)
      .join('');
    const small = await setup(`<hr-select-field><select name="a">${eight}</select></hr-select-field>`);
    expect(combobox(small).localName).toBe('div');
    expect(combobox(small).getAttribute('tabindex')).toBe('0');
    expect(combobox(small).getAttribute('aria-haspopup')).toBe('listbox');
    const large = await setup(
      `<hr-select-field><select name="b">${eight}<option>Ninth</option></select></hr-select-field>`,
    );
    expect(combobox(large).localName).toBe('input');
    expect(combobox(large).getAttribute('aria-autocomplete')).toBe('list');
  });

  it('keeps the search hidden up to 130 options with date-picker, and follows search-threshold', async () => {
    const years = Array.from({ length: 101 }, (_, index) => `<option>${1950 + index}</option>`).join('');
    const picker = await setup(`<hr-select-field date-picker><select name="year">${years}</select></hr-select-field>`);
    expect(combobox(picker).localName).toBe('div');
    picker.removeAttribute('date-picker');
    await settle();
    expect(combobox(picker).localName).toBe('input');
    const always = await setup(
      `<hr-select-field search-threshold="0"><select name="s">${SHIFTS}</select></hr-select-field>`,
    );
    expect(combobox(always).localName).toBe('input');
    always.setAttribute('search-threshold', 'lots');
    await settle();
    expect(combobox(always).localName).toBe('div');
  });

  it("shows 'Select an option', 'Select Some Options', the empty first option or the placeholder attribute", async () => {
    const single = await setup(
      `<hr-select-field><select name="a"><option value="" selected></option>${SHIFTS}</select></hr-select-field>`,
    );
    expect(combobox(single).textContent).toBe('Select an option');
    const multiple = await setup(`<hr-select-field><select name="b" multiple>${SHIFTS}</select></hr-select-field>`);
    expect(combobox(multiple).textContent).toBe('Select Some Options');
    const own = await setup(
      `<hr-select-field><select name="c" required><option value="">Pick a shift</option>${SHIFTS}</select></hr-select-field>`,
    );
    expect(combobox(own).textContent).toBe('Pick a shift');
    const attribute = await setup(
      `<hr-select-field placeholder="Choose…"><select name="d" multiple>${SHIFTS}</select></hr-select-field>`,
    );
    expect(combobox(attribute).textContent).toBe('Choose…');
  });

  it('lists option groups, marks disabled options and groups, and leaves hidden options out', async () => {
    const element = await setup(`<hr-select-field><select name="d">
      <optgroup label="People"><option value="hr">Human Resources</option><option value="pay" disabled>Payroll</option></optgroup>
      <optgroup label="Closed" disabled><option value="qa">QA</option></optgroup>
      <option value="x" hidden>Hidden</option><option value="ext">External</option></select></hr-select-field>`);
    await key(element, 'ArrowDown');
    const groups = [...element.querySelectorAll('[role="group"]')];
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['People', 'Closed']);
    expect(texts(options(element))).toEqual(['Human Resources', 'Payroll', 'QA', 'External']);
    expect(options(element).map((option) => option.getAttribute('aria-disabled'))).toEqual([
      null,
      'true',
      'true',
      null,
    ]);
  });

  it('renders hostile option texts as text', async () => {
    const element = await setup(
      `<hr-select-field><select name="x"><option value="1" selected>&lt;img src=x onerror=alert(1)&gt;</option><option value="2">&lt;b&gt;bold&lt;/b&gt;</option></select></hr-select-field>`,
    );
    expect(combobox(element).textContent).toBe('<img src=x onerror=alert(1)>');
    await key(element, 'ArrowDown');
    expect(element.querySelector('[data-hr-ui] img, [data-hr-ui] b')).toBeNull();
    expect(texts(options(element))).toEqual(['<img src=x onerror=alert(1)>', '<b>bold</b>']);
  });
});

describe('<hr-select-field> single, by keyboard', () => {
  it('opens on ↓ at the chosen option, moves, and chooses with Enter, firing input, change and hr-change', async () => {
    const element = await setup(
      `<form><hr-select-field><select name="shift">${SHIFTS.replace('"evening"', '"evening" selected')}</select></hr-select-field></form>`,
    );
    const input = listen(document, 'input');
    const change = listen(document, 'change');
    const hrChange = listen<SelectFieldChangeDetail>(document, 'hr-change');
    await key(element, 'ArrowDown');
    expect(combobox(element).getAttribute('aria-expanded')).toBe('true');
    expect(active(element)).toBe('Evening');
    await key(element, 'ArrowDown');
    expect(active(element)).toBe('Night');
    await key(element, 'Enter');
    expect(combobox(element).getAttribute('aria-expanded')).toBe('false');
    expect(element.value).toBe('night');
    expect(combobox(element).textContent).toBe('Night');
    expect([input.length, change.length]).toEqual([1, 1]);
    expect(change[0]?.target).toBe(element.control);
    expect(hrChange).toHaveLength(1);
    expect(hrChange[0]?.detail).toEqual({ name: 'shift', value: 'night', values: ['night'] });
    expect(hrChange[0]?.bubbles && hrChange[0]?.composed).toBe(true);
  });

  it('skips disabled options, moves with Home/End/PageUp/PageDown, and chooses with Space', async () => {
    const element = await setup(
      `<hr-select-field><select name="s"><option disabled>Zero</option>${SHIFTS}<option disabled>Last</option></select></hr-select-field>`,
    );
    await key(element, 'End');
    expect(active(element)).toBe('Night');
    await key(element, 'Home');
    expect(active(element)).toBe('Day');
    await key(element, 'PageDown');
    expect(active(element)).toBe('Night');
    await key(element, 'PageUp');
    expect(active(element)).toBe('Day');
    await key(element, 'ArrowDown');
    await key(element, ' ');
    expect(element.value).toBe('evening');
  });

  it('types ahead to the option starting with the typed letters', async () => {
    // Timers advance with the clock, and the pause that ends a typed word is skipped at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const element = await setup(
      `<hr-select-field><select name="s">${SHIFTS}<option value="dusk">Dusk</option></select></hr-select-field>`,
    );
    await key(element, 'n');
    expect(combobox(element).getAttribute('aria-expanded')).toBe('true');
    expect(active(element)).toBe('Night');
    // A pause ends the typed word: the next letters start a new one.
    await vi.advanceTimersByTimeAsync(TYPE_AHEAD_RESET_MS);
    await key(element, 'd');
    await key(element, 'u');
    expect(active(element)).toBe('Dusk');
  });

  it('closes on Escape without choosing, keeping focus, and fires nothing', async () => {
    const element = await setup(`<hr-select-field><select name="s">${SHIFTS}</select></hr-select-field>`);
    const events = ['change', 'hr-change'].flatMap((type) => listen(document, type));
    combobox(element).focus();
    await key(element, 'ArrowDown');
    await key(element, 'ArrowDown');
    await key(element, 'Escape');
    expect(combobox(element).getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(combobox(element));
    expect(element.value).toBe('day');
    expect(events).toHaveLength(0);
  });

  it('choosing the option already chosen closes without an event', async () => {
    const element = await setup(`<hr-select-field><select name="s">${SHIFTS}</select></hr-select-field>`);
    const events = listen(document, 'hr-change');
    await key(element, 'ArrowDown');
    await key(element, 'Enter');
    expect(events).toHaveLength(0);
  });

  it('closes on a pointer down outside', async () => {
    const element = await setup(`<hr-select-field><select name="s">${SHIFTS}</select></hr-select-field>`);
    await key(element, 'ArrowDown');
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(combobox(element).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('<hr-select-field> with a search box', () => {
  const DEPARTMENTS = `<option value="">Select a department</option><optgroup label="People"><option value="hr">Human Resources</option><option value="pay">Payroll</option></optgroup>
    <option value="fac">Facilities</option><option value="log">Logistics</option><option value="sec">Security</option><option value="eng">Engineering</option>
    <option value="des">Design</option><option value="qa" disabled>Quality Assurance</option><option value="ext">Société Générale</option>`;

  it('filters accent- and case-insensitively and chooses the first match with Enter', async () => {
    const element = await setup(`<hr-select-field><select name="dept">${DEPARTMENTS}</select></hr-select-field>`);
    const input = combobox(element) as HTMLInputElement;
    typeInto(input, 'SOCIETE');
    await settle();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(texts(options(element))).toEqual(['Société Générale']);
    await key(element, 'Enter');
    expect(element.value).toBe('ext');
    expect(input.value).toBe('Société Générale');
  });

  it("says 'No results match' and the query, as text, when nothing matches", async () => {
    const element = await setup(`<hr-select-field><select name="dept">${DEPARTMENTS}</select></hr-select-field>`);
    typeInto(combobox(element) as HTMLInputElement, '<img src=x onerror=alert(1)>');
    await settle();
    expect(options(element)).toHaveLength(0);
    const status = element.querySelector('[role="status"]');
    expect(status?.textContent).toBe('No results match "<img src=x onerror=alert(1)>"');
    expect(element.querySelector('[data-hr-ui] img')).toBeNull();
  });

  it('lists the empty option of an optional select so the choice can be undone, but not of a required one', async () => {
    const optional = await setup(`<hr-select-field><select name="a">${DEPARTMENTS}</select></hr-select-field>`);
    await key(optional, 'ArrowDown');
    expect(options(optional)[0]?.textContent).toBe('Select a department');
    const required = await setup(
      `<hr-select-field><select name="b" required>${DEPARTMENTS}</select></hr-select-field>`,
    );
    await key(required, 'ArrowDown');
    expect(options(required)[0]?.textContent).toBe('Human Resources');
  });

  it('searches afresh when opened and restores the chosen label when closed with Escape', async () => {
    const element = await setup(
      `<hr-select-field><select name="dept">${DEPARTMENTS.replace('"eng"', '"eng" selected')}</select></hr-select-field>`,
    );
    const input = combobox(element) as HTMLInputElement;
    expect(input.value).toBe('Engineering');
    // Opening empties the box for a fresh search; the chosen label stays visible as its placeholder.
    await key(element, 'ArrowDown');
    expect(input.value).toBe('');
    expect(input.placeholder).toBe('Engineering');
    expect(active(element)).toBe('Engineering');
    typeInto(input, 'pay');
    await settle();
    await key(element, 'Escape');
    expect(input.value).toBe('Engineering');
    expect(element.value).toBe('eng');
  });
});

describe('<hr-select-field multiple>', () => {
  it('shows chosen options as tokens, keeps the list open while choosing, and removes with Backspace', async () => {
    const element = await setup(
      `<hr-select-field><select name="lang[]" multiple>${languageOptions(['English'])}</select></hr-select-field>`,
    );
    const hrChange = listen<SelectFieldChangeDetail>(document, 'hr-change');
    const tokens = () => texts([...element.querySelectorAll('.hr-select-field__token-text')]);
    expect(tokens()).toEqual(['English']);
    const input = combobox(element) as HTMLInputElement;
    expect(element.querySelector('[role="listbox"]')?.getAttribute('aria-multiselectable')).toBe('true');
    typeInto(input, 'deu');
    await settle();
    await key(element, 'Enter');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.value).toBe('');
    expect(tokens()).toEqual(['English', 'Deutsch']);
    expect(element.value).toBe('en,de');
    expect(hrChange.at(-1)?.detail).toEqual({ name: 'lang[]', value: 'en,de', values: ['en', 'de'] });
    expect(
      options(element)
        .filter((option) => option.getAttribute('aria-selected') === 'true')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Deutsch']);
    await key(element, 'Backspace');
    expect(tokens()).toEqual(['English']);
    expect(hrChange.at(-1)?.detail.values).toEqual(['en']);
  });

  it('removes a token with its remove button, named after the option', async () => {
    const element = await setup(
      `<hr-select-field><select name="lang[]" multiple>${languageOptions(['English', 'Polski'])}</select></hr-select-field>`,
    );
    const remove = element.querySelector('button[aria-label="Remove Polski"]') as HTMLButtonElement;
    remove.click();
    await settle();
    expect(element.values).toEqual(['en']);
  });

  it('toggles with Space in a select-only multiple box', async () => {
    const element = await setup(`<hr-select-field><select name="s[]" multiple>${SHIFTS}</select></hr-select-field>`);
    await key(element, 'ArrowDown');
    await key(element, ' ');
    await key(element, 'ArrowDown');
    await key(element, ' ');
    expect(element.values).toEqual(['day', 'evening']);
    await key(element, ' ');
    expect(element.values).toEqual(['day']);
    expect(combobox(element).getAttribute('aria-expanded')).toBe('true');
  });

  it('takes values from code as a comma list or the values property, firing nothing', async () => {
    const element = await setup(
      `<hr-select-field><select name="s[]" multiple>${SHIFTS}<option value="a,b">Comma</option></select></hr-select-field>`,
    );
    const events = ['input', 'change', 'hr-change'].flatMap((type) => listen(document, type));
    element.value = 'night, day, nope';
    await settle();
    expect(element.values).toEqual(['day', 'night']);
    expect(element.value).toBe('day,night');
    expect(texts([...element.querySelectorAll('.hr-select-field__token-text')])).toEqual(['Day', 'Night']);
    element.values = ['a,b'];
    await settle();
    expect(texts([...element.querySelectorAll('.hr-select-field__token-text')])).toEqual(['Comma']);
    element.value = '';
    await settle();
    expect(element.values).toEqual([]);
    expect(events).toHaveLength(0);
  });
});

describe('<hr-select-field> mirrors the native select', () => {
  it('follows options added, renamed, disabled and removed by page scripts', async () => {
    const element = await setup(`<hr-select-field><select name="s">${SHIFTS}</select></hr-select-field>`);
    const select = element.control as HTMLSelectElement;
    const weekend = document.createElement('option');
    weekend.value = 'weekend';
    weekend.textContent = 'Weekend';
    select.append(weekend);
    (select.options[0] as HTMLOptionElement).textContent = 'Morning';
    (select.options[1] as HTMLOptionElement).disabled = true;
    select.options[2]?.remove();
    await settle();
    expect(combobox(element).textContent).toBe('Morning');
    await key(element, 'ArrowDown');
    expect(texts(options(element))).toEqual(['Morning', 'Evening', 'Weekend']);
    expect(options(element)[1]?.getAttribute('aria-disabled')).toBe('true');
  });

  it('follows a selection changed by script that then dispatches change, without firing hr-change', async () => {
    const element = await setup(`<hr-select-field><select name="s">${SHIFTS}</select></hr-select-field>`);
    const hrChange = listen(document, 'hr-change');
    const select = element.control as HTMLSelectElement;
    select.value = 'night';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(combobox(element).textContent).toBe('Night');
    expect(hrChange).toHaveLength(0);
  });

  it('shows the restored choice after a form reset', async () => {
    const form = mount(
      `<form><hr-select-field><select name="s">${SHIFTS.replace('"evening"', '"evening" selected')}</select></hr-select-field></form>`,
    ).querySelector('form') as HTMLFormElement;
    await settle();
    const element = form.querySelector('hr-select-field') as HrSelectFieldElement;
    await chooseByClick(element, 'Night');
    expect(combobox(element).textContent).toBe('Night');
    form.reset();
    await settle();
    expect(combobox(element).textContent).toBe('Evening');
  });

  it('follows disabled: the combobox leaves the tab order and does not open', async () => {
    const element = await setup(`<hr-select-field disabled><select name="s">${SHIFTS}</select></hr-select-field>`);
    expect(combobox(element).getAttribute('aria-disabled')).toBe('true');
    expect(combobox(element).getAttribute('tabindex')).toBe('-1');
    await key(element, 'ArrowDown');
    expect(combobox(element).getAttribute('aria-expanded')).toBe('false');
    element.removeAttribute('disabled');
    await settle();
    expect(combobox(element).getAttribute('tabindex')).toBe('0');
  });

  it('is required natively: an empty required select makes the form invalid, and the box aria-invalid, until a choice', async () => {
    const form = mount(
      `<form><hr-select-field required><select name="s"><option value="">Pick</option>${SHIFTS}</select></hr-select-field></form>`,
    ).querySelector('form') as HTMLFormElement;
    await settle();
    const element = form.querySelector('hr-select-field') as HrSelectFieldElement;
    expect(combobox(element).getAttribute('aria-required')).toBe('true');
    expect(combobox(element).hasAttribute('aria-invalid')).toBe(false);
    expect(form.checkValidity()).toBe(false);
    await settle();
    // Marked invalid once the browser has checked it (not before the user had a chance).
    expect(combobox(element).getAttribute('aria-invalid')).toBe('true');
    await chooseByClick(element, 'Night');
    expect(combobox(element).hasAttribute('aria-invalid')).toBe(false);
    expect(form.checkValidity()).toBe(true);
    expect(new FormData(form).get('s')).toBe('night');
  });
});

export type { FormHelper };
