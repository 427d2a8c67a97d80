import { describe, expect, it, vi } from 'vitest';
import '../../elements/hr-masked-input';
import type { HrMaskedInputElement, MaskedInputChangeDetail } from '../../elements/hr-masked-input';
import { formControlSuite, type FormHelper } from '../support/form-control-suite';
import { listen, mount, settle } from '../support/elements';

const tag = 'hr-masked-input';

function field(markup: string): HrMaskedInputElement {
  return mount(markup).querySelector(tag) as HrMaskedInputElement;
}

function inputOf(element: HTMLElement): HTMLInputElement {
  return (element as FormHelper).control as HTMLInputElement;
}

const alertText = (element: HTMLElement) => element.querySelector('[role="alert"]')?.textContent ?? '';
const statusText = (element: HTMLElement) => element.querySelector('[role="status"]')?.textContent ?? '';

/** A paste the way a browser delivers it: a cancelable paste event carrying the clipboard text. */
function paste(input: HTMLInputElement, text: string): boolean {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { getData: (type: string) => (type.startsWith('text') ? text : '') },
  });
  return input.dispatchEvent(event);
}

/** One keystroke as a browser runs it: keydown, a cancelable beforeinput, then (unless cancelled) the edit and input. */
function key(input: HTMLInputElement, data: string): void {
  input.dispatchEvent(new KeyboardEvent('keydown', { key: data, bubbles: true }));
  const before = new InputEvent('beforeinput', { inputType: 'insertText', data, bubbles: true, cancelable: true });
  if (!input.dispatchEvent(before)) return;
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  input.value = input.value.slice(0, start) + data + input.value.slice(end);
  input.setSelectionRange(start + data.length, start + data.length);
  input.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data, bubbles: true }));
}

async function typeText(input: HTMLInputElement, text: string) {
  input.focus();
  for (const c of text) key(input, c);
  await settle();
}

async function pasteAll(input: HTMLInputElement, text: string) {
  input.focus();
  input.setSelectionRange(0, input.value.length);
  paste(input, text);
  await settle();
}

async function leave(input: HTMLInputElement) {
  input.blur();
  await settle();
}

/** Waits until every masked field on the page has mounted (React yields between many roots). */
async function allMounted() {
  for (let round = 0; round < 20; round++) {
    await settle(1);
    if ([...document.querySelectorAll(tag)].every((host) => host.querySelector('[role="status"]'))) break;
  }
  await settle();
}

const posted = (form: HTMLFormElement, name: string) => new FormData(form).getAll(name).map(String);

async function replaceByUser(element: FormHelper, text: string) {
  const input = inputOf(element);
  await pasteAll(input, text);
  await leave(input);
}

// The contract in both posting modes, and with the page's own input.
formControlSuite({
  tag,
  name: 'ssn',
  markup: (attributes) => `<${tag} ${attributes} mask="ssn" value="123456789"></${tag}>`,
  initial: '123-45-6789',
  fromCode: { value: '９８７ ６５ ４３２１', posted: '987-65-4321' },
  userChange: (element) => replaceByUser(element, '111 22 3333'),
  changed: '111-22-3333',
});

formControlSuite({
  tag,
  name: 'ssn_raw',
  markup: (attributes) => `<${tag} ${attributes} mask="ssn" unmask value="123-45-6789"></${tag}>`,
  initial: '123456789',
  fromCode: { value: '987-65-4321', posted: '987654321' },
  userChange: (element) => replaceByUser(element, '１１１－２２－３３３３'),
  changed: '111223333',
});

formControlSuite({
  tag,
  name: 'nin',
  markup: (attributes) =>
    `<${tag} ${attributes.replace(/name="[^"]*"/, '')} mask="nin" unmask><input name="nin" value="ab123456c"></${tag}>`,
  initial: 'AB123456C',
  fromCode: { value: 'qq 12 34 56 d', posted: 'QQ123456D' },
  userChange: (element) => replaceByUser(element, 'ce 65 43 21 a'),
  changed: 'CE654321A',
});

formControlSuite({
  tag,
  name: 'expires',
  markup: (attributes) => `<${tag} ${attributes} mask="card-expiry"><input value="0927"></${tag}>`,
  initial: '09/27',
  fromCode: { value: '12/30', posted: '12/30' },
  userChange: (element) => replaceByUser(element, '01 / 29'),
  changed: '01/29',
});

describe('<hr-masked-input> from markup', () => {
  it('upgrades from PHP markup and via createElement, masking the printed value', async () => {
    const printed = field(
      `<form><label for="s">SSN</label><${tag} name="ssn" mask="ssn" input-id="s" value="123456789"></${tag}></form>`,
    );
    const created = document.createElement(tag) as HrMaskedInputElement;
    created.setAttribute('mask', 'sin');
    created.setAttribute('value', '123 456 789');
    document.body.append(created);
    await allMounted();
    expect(printed).toBeInstanceOf(customElements.get(tag) as CustomElementConstructor);
    expect(inputOf(printed).value).toBe('123-45-6789');
    expect(inputOf(printed).id).toBe('s');
    expect(inputOf(created).value).toBe('123-456-789');
    expect(created.mask).toBe('sin');
  });

  it('shows every mask of SPEC §5 the way it is written', async () => {
    const cases: Array<[string, string, string]> = [
      ['ssn', '１２３４５６７８９', '123-45-6789'],
      ['sin', '123456789', '123-456-789'],
      ['nin', 'ab123456c', 'AB 12 34 56 C'],
      ['national-id', 'x1-y2-z3', 'X1Y2Z3'],
      ['passport', 'p 1234 5678', 'P12345678'],
      ['card-expiry', '0927', '09/27'],
      ['mm/dd/yy', '013124', '01/31/24'],
      ['dd/mm/yy', '31.01.24', '31/01/24'],
      ['yy-mm-dd', '240131', '24-01-31'],
      ['dd MMM YYYY', '31 january 2024', '31 Jan 2024'],
      ['MMM YYYY', 'jan 2024', 'Jan 2024'],
    ];
    const container = mount(
      cases.map(([mask, value]) => `<${tag} name="f" mask="${mask}" value="${value}"></${tag}>`).join(''),
    );
    await allMounted();
    const shown = [...container.querySelectorAll<HrMaskedInputElement>(tag)].map((element) => inputOf(element).value);
    expect(shown).toEqual(cases.map(([, , display]) => display));
  });

  it('re-masks the value when the mask attribute changes, and goes plain for an unknown mask', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = field(`<${tag} name="id" mask="ssn" value="123456789"></${tag}>`);
    await settle();
    element.setAttribute('mask', 'sin');
    await settle();
    expect(inputOf(element).value).toBe('123-456-789');
    element.mask = 'passport';
    await settle();
    expect(inputOf(element).value).toBe('123456789');
    expect(inputOf(element).hasAttribute('inputmode')).toBe(false);
    // Sensitive: no autocapitalize (OWASP PII hints); the element upper-cases letters itself.
    expect(inputOf(element).getAttribute('autocapitalize')).toBe('off');
    element.setAttribute('mask', 'phone');
    await settle();
    expect(inputOf(element).value).toBe('123456789');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).not.toContain('123');
  });

  it('puts the PII hints on sensitive fields and none on dates, keeping what the page set', async () => {
    const container = mount(
      `<${tag} name="a" mask="ssn"></${tag}><${tag} name="b" mask="nin" autocomplete="on"></${tag}><${tag} name="c" mask="mm/dd/yy"></${tag}>`,
    );
    await allMounted();
    const [ssn, nin, date] = [...container.querySelectorAll<HrMaskedInputElement>(tag)].map(
      inputOf,
    ) as HTMLInputElement[];
    const hints = (input: HTMLInputElement) =>
      Object.fromEntries(
        [
          'autocomplete',
          'spellcheck',
          'autocorrect',
          'autocapitalize',
          'inputmode',
          'data-private',
          'data-hj-suppress',
          'data-sensitive',
        ].map((name) => [name, input.getAttribute(name)]),
      );
    const pii = {
      spellcheck: 'false',
      autocorrect: 'off',
      autocapitalize: 'off',
      'data-private': '',
      'data-hj-suppress': '',
      'data-sensitive': '',
    };
    expect(hints(ssn as HTMLInputElement)).toEqual({ ...pii, autocomplete: 'off', inputmode: 'numeric' });
    expect(hints(nin as HTMLInputElement)).toEqual({ ...pii, autocomplete: 'on', inputmode: null });
    expect(hints(date as HTMLInputElement)).toEqual({
      autocomplete: null,
      spellcheck: null,
      autocorrect: null,
      autocapitalize: null,
      inputmode: 'numeric',
      'data-private': null,
      'data-hj-suppress': null,
      'data-sensitive': null,
    });
    expect(date?.placeholder).toBe('mm/dd/yy');
  });
});

describe('<hr-masked-input> typing and pasting', () => {
  it('masks as the user types, inserting the separators', async () => {
    const element = field(`<${tag} name="ssn" mask="ssn"></${tag}>`);
    await settle();
    await typeText(inputOf(element), '123456789');
    expect(inputOf(element).value).toBe('123-45-6789');
    expect(element.value).toBe('123-45-6789');
  });

  it('normalizes a full-width, spaced or dashed paste', async () => {
    const element = field(`<${tag} name="ssn" mask="ssn"></${tag}>`);
    await settle();
    for (const text of ['１２３－４５－６７８９', ' 123 45 6789 ', '123–45–6789']) {
      await pasteAll(inputOf(element), text);
      expect(inputOf(element).value).toBe('123-45-6789');
    }
    expect(alertText(element)).toBe('');
  });

  it('refuses an overlong paste with a message, keeping what was typed, and blocks the form until the next good edit', async () => {
    const form = mount(`<form><${tag} name="ssn" mask="ssn"></${tag}></form>`).querySelector('form') as HTMLFormElement;
    await settle();
    const element = form.querySelector(tag) as HrMaskedInputElement;
    const input = inputOf(element);
    await typeText(input, '12345');
    input.setSelectionRange(6, 6);
    const inputs = listen(input, 'input');
    expect(paste(input, '1234567890123')).toBe(false);
    await settle();
    expect(input.value).toBe('123-45');
    expect(inputs).toHaveLength(0);
    expect(alertText(element)).toBe(
      'That was too long for this field and was not entered; your entry is unchanged. Enter 9 digits (999-99-9999).',
    );
    expect(input.validationMessage).toBe(alertText(element));
    expect(form.checkValidity()).toBe(false);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described).toContain(element.querySelector('[role="alert"]')?.id);
    await typeText(input, '6789');
    expect(input.value).toBe('123-45-6789');
    expect(alertText(element)).toBe('');
    expect(form.checkValidity()).toBe(true);
  });

  it('refuses a paste with wrong characters and a keystroke that cannot fit', async () => {
    const element = field(`<${tag} name="ssn" mask="ssn" value="123-45"></${tag}>`);
    await settle();
    const input = inputOf(element);
    await pasteAll(input, '12a-45-6789');
    expect(input.value).toBe('123-45');
    expect(alertText(element)).toContain('characters this field does not take');
    await typeText(input, 'x');
    expect(input.value).toBe('123-45');
    const card = field(`<${tag} name="exp" mask="card-expiry"></${tag}>`);
    await settle();
    await typeText(inputOf(card), '1');
    await typeText(inputOf(card), '3');
    expect(inputOf(card).value).toBe('1');
    expect(alertText(card)).toBe('"3" was not entered. Enter a month from 01 to 12.');
  });

  it('keeps saying a month digit was refused while typing goes on, until the user deletes or completes the date', async () => {
    const card = field(`<${tag} name="exp" mask="card-expiry"></${tag}>`);
    await settle();
    const input = inputOf(card);
    await typeText(input, '1329');
    expect(input.value).toBe('12/9');
    expect(alertText(card)).toBe('"3" was not entered. Enter a month from 01 to 12.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // Deleting is the correction: the message goes.
    input.value = '12/';
    input.dispatchEvent(new InputEvent('input', { inputType: 'deleteContentBackward', bubbles: true }));
    await settle();
    expect(alertText(card)).toBe('');
    await typeText(input, '29');
    expect(input.value).toBe('12/29');
    // A held refusal ends once the value is complete and valid.
    const again = field(`<${tag} name="exp2" mask="card-expiry"></${tag}>`);
    await settle();
    await typeText(inputOf(again), '13229');
    expect(inputOf(again).value).toBe('12/29');
    expect(alertText(again)).toBe('');
  });

  it('takes typed separators without an input event, and full-width keys as digits', async () => {
    const element = field(`<${tag} name="ssn" mask="ssn"></${tag}>`);
    await settle();
    const input = inputOf(element);
    await typeText(input, '123');
    const inputs = listen(input, 'input');
    await typeText(input, '-');
    expect(inputs).toHaveLength(0);
    await typeText(input, '４５６');
    expect(input.value).toBe('123-45-6');
  });

  it('puts the caret after the pasted characters when pasting in the middle', async () => {
    const element = field(`<${tag} name="ssn" mask="ssn" value="1236789"></${tag}>`);
    await settle();
    const input = inputOf(element);
    expect(input.value).toBe('123-67-89');
    input.focus();
    input.setSelectionRange(4, 4);
    paste(input, '４５');
    await settle();
    expect(input.value).toBe('123-45-6789');
    expect(input.selectionStart).toBe(6);
  });

  it('leaves a read-only field alone when something is pasted into it', async () => {
    const element = field(`<${tag} name="ssn" mask="ssn" readonly value="123456789"></${tag}>`);
    await settle();
    await pasteAll(inputOf(element), '987654321');
    expect(inputOf(element).value).toBe('123-45-6789');
  });

  it('upper-cases national insurance letters and completes month names as they are typed', async () => {
    const nin = field(`<${tag} name="nin" mask="nin"></${tag}>`);
    const date = field(`<${tag} name="d" mask="dd MMM YYYY"></${tag}>`);
    await settle();
    await typeText(inputOf(nin), 'ab123456c');
    expect(inputOf(nin).value).toBe('AB 12 34 56 C');
    await typeText(inputOf(date), '05ja2024');
    expect(inputOf(date).value).toBe('05 Jan 2024');
  });

  it('says what is missing when the user leaves an incomplete field, and clears it once fixed', async () => {
    const form = mount(`<form><${tag} name="ssn" mask="ssn"></${tag}></form>`).querySelector('form') as HTMLFormElement;
    await settle();
    const element = form.querySelector(tag) as HrMaskedInputElement;
    const input = inputOf(element);
    await typeText(input, '1234');
    expect(statusText(element)).toBe('');
    expect(form.checkValidity()).toBe(false);
    await leave(input);
    expect(statusText(element)).toBe('Enter 9 digits (999-99-9999).');
    expect(input.validationMessage).toBe('Enter 9 digits (999-99-9999).');
    await typeText(input, '56789');
    expect(statusText(element)).toBe('');
    expect(input.validationMessage).toBe('');
    expect(form.checkValidity()).toBe(true);
  });

  it("flags a date that does not exist with SPEC's message", async () => {
    const element = field(`<${tag} name="d" mask="mm/dd/yy"></${tag}>`);
    await settle();
    await pasteAll(inputOf(element), '02/29/23');
    await leave(inputOf(element));
    expect(statusText(element)).toBe('Invalid date format.');
    expect(element.validity.customError).toBe(true);
  });
});

describe('<hr-masked-input> events', () => {
  it('fires hr-change {name, value, complete, mask} on a user change, bubbling to the document', async () => {
    const element = field(`<${tag} name="ssn" mask="ssn" unmask></${tag}>`);
    await settle();
    const changes = listen<MaskedInputChangeDetail>(document, 'hr-change');
    await replaceByUser(element, '123 45 67');
    await replaceByUser(element, '123 45 6789');
    expect(changes.map((event) => event.detail)).toEqual([
      { name: 'ssn', value: '1234567', complete: false, mask: 'ssn' },
      { name: 'ssn', value: '123456789', complete: true, mask: 'ssn' },
    ]);
    expect(changes[0]?.bubbles && changes[0]?.composed).toBe(true);
  });

  it('sets a value from code normalized, with no events, and reports characters it had to leave out', async () => {
    const element = field(`<${tag} name="ssn" mask="ssn"></${tag}>`);
    await settle();
    const events = ['input', 'change', 'hr-change'].flatMap((type) => listen(document, type));
    element.value = '１２３ ４５ ６７８９';
    expect(inputOf(element).value).toBe('123-45-6789');
    element.value = '123-45-67890000';
    await settle();
    expect(inputOf(element).value).toBe('123-45-6789');
    expect(alertText(element)).toContain('did not fit');
    expect(events).toHaveLength(0);
  });

  it('restores and re-masks the printed value on form reset, in both posting modes', async () => {
    const form = mount(
      `<form><${tag} name="a" mask="ssn" value="123456789"></${tag}><${tag} name="b" mask="sin" unmask value="987-654-321"></${tag}></form>`,
    ).querySelector('form') as HTMLFormElement;
    await allMounted();
    const [a, b] = [...form.querySelectorAll<HrMaskedInputElement>(tag)] as [
      HrMaskedInputElement,
      HrMaskedInputElement,
    ];
    await replaceByUser(a, '111');
    await replaceByUser(b, '222');
    form.reset();
    await settle();
    expect(inputOf(a).value).toBe('123-45-6789');
    expect(inputOf(b).value).toBe('987-654-321');
    expect([posted(form, 'a'), posted(form, 'b')]).toEqual([['123-45-6789'], ['987654321']]);
    expect(statusText(a) + alertText(a)).toBe('');
  });
});

describe('<hr-masked-input> untouched by the user', () => {
  it('is masked again after a form reset puts the printed raw value back', async () => {
    const form = mount(
      `<form><${tag} name="a" mask="ssn" value="123456789"></${tag}><input name="other"></form>`,
    ).querySelector('form') as HTMLFormElement;
    await allMounted();
    const element = form.querySelector(tag) as HrMaskedInputElement;
    expect(inputOf(element).value).toBe('123-45-6789');
    form.reset();
    await settle();
    expect(inputOf(element).value).toBe('123-45-6789');
    expect(posted(form, 'a')).toEqual(['123-45-6789']);
  });
});

describe('<hr-masked-input unmask>', () => {
  it('posts the raw value from a hidden mirror while the visible input shows the mask and keeps required', async () => {
    const form = mount(
      `<form><${tag} name="sin" mask="sin" unmask required value="123456789"></${tag}></form>`,
    ).querySelector('form') as HTMLFormElement;
    await settle();
    const element = form.querySelector(tag) as HrMaskedInputElement;
    const mirror = element.querySelector<HTMLInputElement>('input[type="hidden"][data-hr-mirror]');
    expect(mirror?.name).toBe('sin');
    expect(inputOf(element).hasAttribute('name')).toBe(false);
    expect(inputOf(element).required).toBe(true);
    expect(inputOf(element).value).toBe('123-456-789');
    expect(mirror?.hasAttribute('data-private')).toBe(true);
    expect(element.name).toBe('sin');
    expect(posted(form, 'sin')).toEqual(['123456789']);
  });

  it('gives the name back to the visible input when unmask is removed, and renames the mirror with the host', async () => {
    const form = mount(`<form><${tag} name="sin" mask="sin" unmask value="123456789"></${tag}></form>`).querySelector(
      'form',
    ) as HTMLFormElement;
    await settle();
    const element = form.querySelector(tag) as HrMaskedInputElement;
    element.name = 'sin2';
    expect(posted(form, 'sin2')).toEqual(['123456789']);
    element.unmask = false;
    await settle();
    expect(element.querySelector('[data-hr-mirror]')).toBeNull();
    expect(posted(form, 'sin2')).toEqual(['123-456-789']);
  });
});

describe('<hr-masked-input> privacy', () => {
  it('never writes the value to the console or an error report while typing, pasting, rejecting, validating or resetting', async () => {
    const calls: unknown[][] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void calls.push(args));
    const reported = listen(document, 'hr-error');
    const form = mount(
      `<form><${tag} name="ssn" mask="ssn" unmask value="987654321"></${tag}><${tag} name="x" mask="no-such-mask" value="987654321"></${tag}></form>`,
    ).querySelector('form') as HTMLFormElement;
    await allMounted();
    const element = form.querySelector(tag) as HrMaskedInputElement;
    const input = inputOf(element);
    await typeText(input, '12');
    await pasteAll(input, '１２３－４５－６７８９');
    await pasteAll(input, '123456789000000');
    await pasteAll(input, '12a');
    await leave(input);
    element.value = '123-45-678999';
    form.reportValidity();
    form.reset();
    await settle();
    const printed = JSON.stringify(calls) + JSON.stringify(reported.map((event) => event.detail));
    for (const secret of ['987654321', '987-65-4321', '123456789', '123-45-6789', '１２３'])
      expect(printed).not.toContain(secret);
  });
});

describe('<hr-masked-input> concealing sensitive values', () => {
  const reveal = (element: HTMLElement) => element.querySelector<HTMLButtonElement>('button.hr-masked-input__reveal');

  it('is concealed with a named Show toggle for sensitive masks, and shows no toggle for others', async () => {
    const container = mount(
      `<form><label for="s">Social Security number</label><${tag} mask="ssn" name="ssn" input-id="s" value="123456789"></${tag}><${tag} mask="card-expiry" name="exp"></${tag}></form>`,
    );
    await settle();
    const [ssn, expiry] = [...container.querySelectorAll<HrMaskedInputElement>(tag)] as [
      HrMaskedInputElement,
      HrMaskedInputElement,
    ];
    expect(ssn.classList.contains('hr-masked-input--concealed')).toBe(true);
    expect(reveal(ssn)?.getAttribute('aria-pressed')).toBe('false');
    expect(reveal(ssn)?.getAttribute('aria-label')).toBe('Show Social Security number');
    expect(reveal(ssn)?.textContent).toBe('Show');
    // Like the password toggle: it controls the field and follows its disabled state.
    expect(reveal(ssn)?.getAttribute('aria-controls')).toBe('s');
    expect([...inputOf(ssn).attributes].map((a) => `${a.name}=${a.value}`)).toEqual(
      expect.arrayContaining([
        'autocomplete=off',
        'spellcheck=false',
        'autocorrect=off',
        'autocapitalize=off',
        'inputmode=numeric',
      ]),
    );
    expect(expiry.classList.contains('hr-masked-input--concealed')).toBe(false);
    expect(reveal(expiry)).toBeNull();
  });

  it('reveals on Show without changing the value, and conceals again when focus leaves the field', async () => {
    const form = mount(
      `<form><${tag} mask="ssn" name="ssn" value="123456789"></${tag}><button type="button" id="elsewhere">x</button></form>`,
    ).querySelector('form') as HTMLFormElement;
    await settle();
    const element = form.querySelector(tag) as HrMaskedInputElement;
    const events = ['input', 'change', 'hr-change'].flatMap((type) => listen(document, type));
    reveal(element)?.click();
    await settle();
    expect(element.classList.contains('hr-masked-input--concealed')).toBe(false);
    expect(reveal(element)?.getAttribute('aria-pressed')).toBe('true');
    // A fixed label: aria-pressed says the value is shown, the label what the toggle does.
    expect([reveal(element)?.textContent, reveal(element)?.getAttribute('aria-label')]).toEqual(['Show', 'Show']);
    expect(reveal(element)?.getAttribute('aria-controls')).toBe(inputOf(element).id);
    expect(inputOf(element).id).not.toBe('');
    // Focus from the toggle back to the field keeps it revealed; leaving the field conceals it.
    reveal(element)?.dispatchEvent(new FocusEvent('blur', { relatedTarget: inputOf(element) }));
    inputOf(element).dispatchEvent(new FocusEvent('blur', { relatedTarget: reveal(element) }));
    await settle();
    expect(element.classList.contains('hr-masked-input--concealed')).toBe(false);
    inputOf(element).dispatchEvent(new FocusEvent('blur', { relatedTarget: form.querySelector('#elsewhere') }));
    await settle();
    expect(element.classList.contains('hr-masked-input--concealed')).toBe(true);
    expect(new FormData(form).get('ssn')).toBe('123-45-6789');
    expect(events).toHaveLength(0);
  });

  it('disables the Show toggle with the field, as the password toggle is', async () => {
    const element = field(`<${tag} mask="ssn" name="ssn" disabled></${tag}>`);
    await settle();
    expect(reveal(element)?.disabled).toBe(true);
  });
});
