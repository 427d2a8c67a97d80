/**
 * <hr-masked-input> in real Chromium on demo/forms.html (#place-masked-inputs): keyboard typing,
 * full-width and spaced text arriving as one insertion (IME, autofill) and as a real paste event,
 * refused pastes that keep what was typed, messages on leaving an incomplete field, what the form
 * posts in both modes, no value in the console, and axe-core in each state.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import axeCore from 'axe-core';
import { AXE_TAGS, formatViolations, injectAxe, useBrowser } from './support/browser';
import { receivedFields } from './support/forms';

const e2e = useBrowser();

const SHOTS = '/tmp/hr-shots';
mkdirSync(SHOTS, { recursive: true });

const place = (page: Page) => page.locator('#place-masked-inputs');
/**
 * axe-core on this element's marked place only (the shared helper audits the whole document, where
 * the other helpers' fields are theirs to answer for): the same rule tags as the helper.
 */
async function axeInPlace(page: Page, state: string): Promise<void> {
  await injectAxe(page);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof axeCore };
    const results = await axe.run({ include: [['#place-masked-inputs']] }, { runOnly: { type: 'tag', values: tags } });
    return results.violations.map((violation) => ({
      ...violation,
      nodes: violation.nodes.map((node) => ({ ...node, any: [], all: [], none: [] })),
    }));
  }, AXE_TAGS);
  expect(violations.length, `axe violations (${state}):\n${formatViolations(violations)}`).toBe(0);
}

/** Opens the forms page once every masked field has mounted (message regions in place). */
async function openForms(options: Parameters<typeof e2e.open>[1] = {}) {
  const opened = await e2e.open('/forms.html', options);
  await opened.page.waitForFunction(() =>
    [...document.querySelectorAll('#place-masked-inputs hr-masked-input')].every((host) =>
      host.querySelector('[role="status"]'),
    ),
  );
  return opened;
}

/** What the demo form would post for a name. */
const posted = (page: Page, name: string) =>
  page.evaluate(
    (field) => new FormData(document.getElementById('demo-form') as HTMLFormElement).getAll(field).map(String),
    name,
  );

const messages = (page: Page, id: string) =>
  page.evaluate((inputId) => {
    const host = document.getElementById(inputId)?.closest('hr-masked-input');
    return {
      alert: host?.querySelector('[role="alert"]')?.textContent ?? '',
      status: host?.querySelector('[role="status"]')?.textContent ?? '',
      validation: (document.getElementById(inputId) as HTMLInputElement).validationMessage,
    };
  }, id);

/** A paste as the browser dispatches it from the clipboard: a ClipboardEvent carrying a DataTransfer. */
const pasteInto = (page: Page, id: string, text: string, at?: number) =>
  page.evaluate(
    ([inputId, clip, caret]) => {
      const input = document.getElementById(inputId as string) as HTMLInputElement;
      input.focus();
      if (typeof caret === 'number') input.setSelectionRange(caret, caret);
      else input.select();
      const data = new DataTransfer();
      data.setData('text/plain', clip as string);
      return input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [id, text, at] as const,
  );

describe('<hr-masked-input> on the forms page', () => {
  it('is typed by keyboard alone, inserting separators, and Tab moves on to the next field', async () => {
    const { page } = await openForms();
    const ssn = page.locator('#demo-ssn');
    await expect.poll(() => ssn.inputValue()).toBe('123-45-6789');
    await ssn.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('987654321');
    expect(await ssn.inputValue()).toBe('987-65-4321');
    // A key that cannot fit is refused (the browser's beforeinput), with a message, nothing lost.
    await page.keyboard.type('x');
    expect(await ssn.inputValue()).toBe('987-65-4321');
    expect((await messages(page, 'demo-ssn')).alert).toContain('characters this field does not take');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('1');
    expect(await ssn.inputValue()).toBe('987-65-4321');
    expect((await messages(page, 'demo-ssn')).alert).toBe('');
    // Sensitive: concealed on screen, with the Show toggle next in the tab order.
    const concealed = (id: string) =>
      page.locator(`#${id}`).evaluate((input) => getComputedStyle(input).getPropertyValue('-webkit-text-security'));
    expect(await concealed('demo-ssn')).toBe('disc');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Show Social Security number',
    );
    await page.keyboard.press('Space');
    expect(await concealed('demo-ssn')).toBe('none');
    await page.keyboard.press('Shift+Tab');
    expect(await concealed('demo-ssn')).toBe('none');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // Focus left the field and its toggle: concealed again; the value never changed.
    expect(await concealed('demo-ssn')).toBe('disc');
    expect(await ssn.inputValue()).toBe('987-65-4321');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('demo-sin');
    await page.keyboard.type('123456789');
    expect(await page.locator('#demo-sin').inputValue()).toBe('123-456-789');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('demo-nin');
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('d');
    expect(await page.locator('#demo-nin').inputValue()).toBe('AB 12 34 56 D');
    // Month names by keyboard: j, a completes to Jan.
    await page.locator('#demo-visa-month').focus();
    await page.keyboard.type('ja2019');
    expect(await page.locator('#demo-visa-month').inputValue()).toBe('Jan 2019');
    expect(await posted(page, 'ssn')).toEqual(['987-65-4321']);
    expect(await posted(page, 'sin')).toEqual(['123456789']);
    expect(await posted(page, 'nin')).toEqual(['AB123456D']);
    expect(await posted(page, 'visa_issued')).toEqual(['Jan 2019']);
    await axeInPlace(page, 'typed');
  });

  it('normalizes full-width and spaced text, inserted at once or pasted', async () => {
    const { page } = await openForms();
    const ssn = page.locator('#demo-ssn');
    await ssn.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('１２３－４５－６７８９');
    expect(await ssn.inputValue()).toBe('123-45-6789');
    expect(await pasteInto(page, 'demo-sin', ' 987 654 321 ')).toBe(false);
    expect(await page.locator('#demo-sin').inputValue()).toBe('987-654-321');
    expect(await posted(page, 'sin')).toEqual(['987654321']);
    await pasteInto(page, 'demo-passport', 'ｐａ １２３ ４５６７');
    expect(await page.locator('#demo-passport').inputValue()).toBe('PA1234567');
    expect((await messages(page, 'demo-sin')).alert).toBe('');
    // Pasted in the middle: the rest moves along, the caret lands after the pasted digits.
    await ssn.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1236789');
    expect(await ssn.inputValue()).toBe('123-67-89');
    await pasteInto(page, 'demo-ssn', '４５', 4);
    expect(await ssn.inputValue()).toBe('123-45-6789');
    expect(await ssn.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(6);
  });

  it('refuses an overlong paste with a message and keeps what was typed; the form is blocked until it is fixed', async () => {
    const { page } = await openForms();
    const card = page.locator('#demo-card-expiry');
    await card.focus();
    await page.keyboard.type('09');
    expect(await card.inputValue()).toBe('09');
    expect(await pasteInto(page, 'demo-card-expiry', '09/2027')).toBe(false);
    expect(await card.inputValue()).toBe('09');
    const refused = await messages(page, 'demo-card-expiry');
    expect(refused.alert).toBe(
      'That was too long for this field and was not entered; your entry is unchanged. Enter the expiry date as MM/YY, month 01 to 12.',
    );
    expect(refused.validation).toBe(refused.alert);
    expect(await card.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => (document.getElementById('demo-form') as HTMLFormElement).checkValidity())).toBe(
      false,
    );
    await axeInPlace(page, 'refused paste');
    await place(page).screenshot({ path: `${SHOTS}/masked-input-refused.png` });
    await card.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('27');
    expect(await card.inputValue()).toBe('09/27');
    expect(await messages(page, 'demo-card-expiry')).toEqual({ alert: '', status: '', validation: '' });
  });

  it('tells what is missing when the user leaves an incomplete field', async () => {
    const { page } = await openForms();
    const id = page.locator('#demo-national-id');
    await id.focus();
    await page.keyboard.type('ab12');
    expect((await messages(page, 'demo-national-id')).status).toBe('');
    await page.keyboard.press('Tab');
    expect(await messages(page, 'demo-national-id')).toEqual({
      alert: '',
      status: 'Enter 6 to 16 letters or digits.',
      validation: 'Enter 6 to 16 letters or digits.',
    });
    await axeInPlace(page, 'incomplete');
    await place(page).screenshot({ path: `${SHOTS}/masked-input-incomplete.png` });
    await id.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('c3');
    await page.keyboard.press('Tab');
    expect(await messages(page, 'demo-national-id')).toEqual({ alert: '', status: '', validation: '' });
    expect(await posted(page, 'national_id')).toEqual(['AB12C3']);
  });

  it('fires input, change and hr-change with what the form posts, and never logs the value', async () => {
    const { page } = await openForms();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { __masked: unknown[] }).__masked = seen;
      for (const type of ['input', 'change', 'hr-change'])
        document.addEventListener(type, (event) => {
          if ((event.target as Element).closest('#place-masked-inputs'))
            seen.push(type === 'hr-change' ? { type, detail: (event as CustomEvent).detail } : type);
        });
    });
    await page.locator('#demo-sin').focus();
    await page.keyboard.type('555');
    await page.keyboard.insertText('４４４３３３');
    await page.keyboard.press('Tab');
    await pasteInto(page, 'demo-sin', '5554443339999');
    await page.keyboard.press('Tab');
    const seen = await page.evaluate(() => (window as unknown as { __masked: unknown[] }).__masked);
    expect(seen).toContain('input');
    expect(seen).toContain('change');
    expect(seen.filter((entry) => typeof entry === 'object')).toEqual([
      { type: 'hr-change', detail: { name: 'sin', value: '555444333', complete: true, mask: 'sin' } },
    ]);
    // Set from code: masked, no events.
    await page.evaluate(() => {
      (document.querySelector('#place-masked-inputs hr-masked-input[mask="ssn"]') as HTMLInputElement).value =
        '111223333';
    });
    expect(await page.locator('#demo-ssn').inputValue()).toBe('111-22-3333');
    expect((await page.evaluate(() => (window as unknown as { __masked: unknown[] }).__masked)).length).toBe(
      seen.length,
    );
    for (const secret of ['555444333', '555-444-333', '111223333', '４４４'])
      expect(logged.join('\n')).not.toContain(secret);
  });

  it('posts masked and raw values to the server with a real form submit', async () => {
    // The server's result page asks for a favicon the demo does not have.
    const { page } = await openForms({ expectConsoleErrors: [/status of 404/] });
    await page.locator('#demo-sin').focus();
    await page.keyboard.insertText('１２３ ４５６ ７８９');
    await pasteInto(page, 'demo-passport', 'x 1234 5678');
    // Another helper's required field on the page: give it a value so native validation passes.
    await page.evaluate(() => {
      const department = document.getElementById('demo-department') as HTMLSelectElement | null;
      const option = department ? [...department.options].find((candidate) => candidate.value) : undefined;
      if (department && option) department.value = option.value;
    });
    expect(await page.evaluate(() => (document.getElementById('demo-form') as HTMLFormElement).checkValidity())).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    const fields = await receivedFields(page);
    const received = Object.fromEntries(
      fields.filter(([name]) =>
        ['ssn', 'sin', 'nin', 'passport', 'national_id', 'card_expiry', 'visa_issued'].includes(name),
      ),
    );
    expect(received).toEqual({
      ssn: '123-45-6789',
      sin: '123456789',
      nin: 'AB123456C',
      national_id: '',
      passport: 'X12345678',
      card_expiry: '',
      visa_issued: '',
    });
  });

  it('returns to the printed values on form reset, re-masked', async () => {
    const { page } = await openForms();
    await pasteInto(page, 'demo-ssn', '999 88 7777');
    await pasteInto(page, 'demo-nin', 'zz 99 88 77 a');
    await page.evaluate(() => (document.getElementById('demo-form') as HTMLFormElement).reset());
    await expect.poll(() => page.locator('#demo-ssn').inputValue()).toBe('123-45-6789');
    expect(await page.locator('#demo-nin').inputValue()).toBe('AB 12 34 56 C');
    expect(await posted(page, 'nin')).toEqual(['AB123456C']);
    await place(page).screenshot({ path: `${SHOTS}/masked-input-default.png` });
    await axeInPlace(page, 'after reset');
  });
});
