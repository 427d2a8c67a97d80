import { afterEach, describe, expect, it } from 'vitest';
import '../../elements/hr-char-counter';
import type { CharCounterChangeDetail, HrCharCounterElement } from '../../elements/hr-char-counter';
import { formControlSuite, type FormHelper } from '../support/form-control-suite';
import { listen, mount, settle } from '../support/elements';

afterEach(() => document.body.replaceChildren());

async function setup(markup: string) {
  const box = mount(markup);
  await settle();
  const element = box.querySelector('hr-char-counter') as HrCharCounterElement;
  const textarea = element.querySelector('textarea') as HTMLTextAreaElement;
  const counter = () => element.querySelector<HTMLElement>('.hr-char-counter__counter');
  const live = () => element.querySelector<HTMLElement>('[role="status"]');
  return { box, element, textarea, counter, live };
}

/** Types the way a browser does: beforeinput (cancelable), then the edit and input if not vetoed. */
function typeText(textarea: HTMLTextAreaElement, data: string, inputType = 'insertText'): void {
  const before = new InputEvent('beforeinput', { bubbles: true, cancelable: true, inputType, data });
  if (!textarea.dispatchEvent(before)) return;
  const start = textarea.selectionStart ?? textarea.value.length;
  const end = textarea.selectionEnd ?? start;
  textarea.setRangeText(data, start, end, 'end');
  textarea.dispatchEvent(new InputEvent('input', { bubbles: true, inputType, data }));
}

function caretAtEnd(textarea: HTMLTextAreaElement): void {
  textarea.setSelectionRange(textarea.value.length, textarea.value.length);
}

formControlSuite({
  tag: 'hr-char-counter',
  name: 'notes',
  markup: (attributes) =>
    `<hr-char-counter ${attributes} maxlength="250"><textarea>Initial notes</textarea></hr-char-counter>`,
  emptyMarkup: (attributes) => `<hr-char-counter ${attributes} maxlength="250"><textarea></textarea></hr-char-counter>`,
  initial: 'Initial notes',
  fromCode: { value: 'From code', posted: 'From code' },
  userChange: async (element) => {
    const textarea = element.control as HTMLTextAreaElement;
    caretAtEnd(textarea);
    typeText(textarea, ' and more');
    textarea.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
  },
  changed: 'Initial notes and more',
});

describe('<hr-char-counter>', () => {
  it('adopts the page textarea, points its aria-describedby at the counter and hides the counter above 100 left', async () => {
    const { textarea, counter } = await setup(
      '<hr-char-counter><label for="n">Notes</label><textarea id="n" name="notes" maxlength="250" aria-describedby="hint"></textarea><p id="hint">Hint</p></hr-char-counter>',
    );
    expect(textarea.getAttribute('aria-describedby')).toBe(`hint ${counter()?.id}`);
    expect(counter()?.hidden).toBe(true);
    expect(counter()?.textContent).toBe('This field can accept 250 more characters.');
  });

  it('shows the remaining count at 100 left, warning style at 20, error style and the too-long message at 0', async () => {
    const { textarea, counter } = await setup(
      '<hr-char-counter><textarea name="n" maxlength="120"></textarea></hr-char-counter>',
    );
    typeText(textarea, 'x'.repeat(20));
    await settle();
    expect(counter()?.hidden).toBe(false);
    expect(counter()?.className).toContain('--normal');
    expect(counter()?.textContent).toBe('This field can accept 100 more characters.');
    typeText(textarea, 'x'.repeat(80));
    await settle();
    expect(counter()?.className).toContain('--warning');
    expect(counter()?.textContent).toBe('This field can accept 20 more characters.');
    typeText(textarea, 'x'.repeat(20));
    await settle();
    expect(counter()?.className).toContain('--error');
    expect(counter()?.textContent).toBe('You cannot write more then 120 characters!');
  });

  it('announces only at the thresholds, not on every keystroke', async () => {
    const { textarea, live } = await setup(
      '<hr-char-counter><textarea name="n" maxlength="25"></textarea></hr-char-counter>',
    );
    const heard: string[] = [];
    for (let i = 0; i < 25; i++) {
      typeText(textarea, 'a');
      await settle(1);
      const text = live()?.textContent ?? '';
      if (text && heard.at(-1) !== text) heard.push(text);
    }
    expect(heard).toEqual(['This field can accept 20 more characters.', 'You cannot write more then 25 characters!']);
    expect(live()?.getAttribute('role')).toBe('status');
  });

  it('cuts an overlong paste to what fits, keeps the text around the caret and says so', async () => {
    const { textarea, counter, live } = await setup(
      '<hr-char-counter><textarea name="n" maxlength="10">abcdef</textarea></hr-char-counter>',
    );
    const inputs = listen(textarea, 'input');
    textarea.setSelectionRange(3, 3);
    typeText(textarea, '0123456789', 'insertFromPaste');
    await settle();
    expect(textarea.value).toBe('abc0123def');
    expect(inputs).toHaveLength(1);
    expect(counter()?.textContent).toBe('You cannot write more then 10 characters!');
    expect(live()?.textContent).toBe('You cannot write more then 10 characters!');
  });

  it('counts UTF-8 bytes with the bytes attribute and never splits a character', async () => {
    const { textarea, counter } = await setup(
      '<hr-char-counter bytes><textarea name="n" maxlength="10"></textarea></hr-char-counter>',
    );
    typeText(textarea, 'héllo');
    await settle();
    expect(counter()?.textContent).toBe('This field can accept 4 more bytes.');
    typeText(textarea, '€€', 'insertFromPaste');
    await settle();
    // 6 bytes used, '€' is 3 bytes: one fits, the second would need 12.
    expect(textarea.value).toBe('héllo€');
    typeText(textarea, '😀');
    await settle();
    expect(textarea.value).toBe('héllo€');
    expect(counter()?.className).toContain('--error');
    expect(counter()?.textContent).toBe('You cannot write more than 10 bytes!');
  });

  it('cuts a paste in the middle of the text between words, never running one into the next', async () => {
    const { textarea, counter } = await setup(
      '<hr-char-counter><textarea name="n" maxlength="24">Je suis Café</textarea></hr-char-counter>',
    );
    textarea.setSelectionRange(8, 8);
    typeText(textarea, 'vraiment don Quichotte ', 'insertFromPaste');
    await settle();
    // 12 fit: 'vraiment don' would read 'vraiment donCafé'; the cut goes back to the space.
    expect(textarea.value).toBe('Je suis vraiment Café');
    expect(counter()?.textContent).toBe('You cannot write more then 24 characters!');
  });

  it('takes its limit from its own maxlength attribute and sets it on the textarea; ignores a bad one', async () => {
    const { textarea, counter } = await setup(
      '<hr-char-counter maxlength="30"><textarea name="n"></textarea></hr-char-counter>',
    );
    expect(textarea.getAttribute('maxlength')).toBe('30');
    expect(counter()?.textContent).toBe('This field can accept 30 more characters.');
    const bad = await setup('<hr-char-counter maxlength="1e309"><textarea name="m"></textarea></hr-char-counter>');
    expect(bad.counter()).toBeNull();
    expect(bad.textarea.hasAttribute('maxlength')).toBe(false);
  });

  it('keeps a too-long value set from code whole and shows the error without an event', async () => {
    const { element, textarea, counter } = await setup(
      '<hr-char-counter><textarea name="n" maxlength="5"></textarea></hr-char-counter>',
    );
    const events = ['input', 'change', 'hr-change'].flatMap((type) => listen(document, type));
    element.value = 'far too long';
    await settle();
    expect(textarea.value).toBe('far too long');
    expect(counter()?.className).toContain('--error');
    expect(events).toHaveLength(0);
  });

  it('cuts a value that got past beforeinput (autofill) on input', async () => {
    const { textarea, counter } = await setup(
      '<hr-char-counter><textarea name="n" maxlength="4"></textarea></hr-char-counter>',
    );
    textarea.value = 'e\u0301e\u0301e\u0301';
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    expect(textarea.value).toBe('e\u0301e\u0301');
    expect(counter()?.textContent).toBe('You cannot write more then 4 characters!');
  });

  it('fires hr-change with {name, value}, bubbling and composed, after the native change', async () => {
    const { textarea } = await setup(
      '<form><hr-char-counter><textarea name="notes" maxlength="50"></textarea></hr-char-counter></form>',
    );
    const changes = listen<CharCounterChangeDetail>(document, 'hr-change');
    typeText(textarea, 'hello');
    await settle();
    expect(changes).toHaveLength(0);
    textarea.dispatchEvent(new Event('change', { bubbles: true }));
    expect(changes.map((event) => event.detail)).toEqual([{ name: 'notes', value: 'hello' }]);
    expect(changes[0]?.bubbles && changes[0]?.composed).toBe(true);
  });

  it('recounts after a form reset', async () => {
    const { box, textarea, counter } = await setup(
      '<form><hr-char-counter><textarea name="n" maxlength="30">abc</textarea></hr-char-counter></form>',
    );
    typeText(textarea, 'x'.repeat(20));
    await settle();
    expect(counter()?.textContent).toBe('This field can accept 7 more characters.');
    (box.querySelector('form') as HTMLFormElement).reset();
    await settle();
    expect(counter()?.textContent).toBe('This field can accept 27 more characters.');
  });

  it('creates a textarea from its attributes when the page gave none, and follows bytes removal', async () => {
    const { element, counter } = await setup(
      '<hr-char-counter name="memo" maxlength="8" bytes required></hr-char-counter>',
    );
    const textarea = element.control as HTMLTextAreaElement;
    expect([textarea.localName, textarea.name, textarea.required]).toEqual(['textarea', 'memo', true]);
    typeText(textarea, 'éé');
    await settle();
    expect(counter()?.textContent).toBe('This field can accept 4 more bytes.');
    element.removeAttribute('bytes');
    await settle();
    expect(counter()?.textContent).toBe('This field can accept 6 more characters.');
    expect((element as FormHelper).value).toBe('éé');
  });
});
