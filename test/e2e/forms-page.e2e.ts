/**
 * The whole forms page (demo/forms.html) in real Chromium: every form helper in one legacy
 * `<form>` that posts natively to the demo server. What the server received is read from its answer
 * page (./support/forms.ts says why not latest.json). Each helper's own e2e file covers its details; this one checks
 * that together they make one form a PHP handler can read, that reset restores all of them, and
 * that the whole page passes axe.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser';
import { receivedFields, valuesOf } from './support/forms';

const e2e = useBrowser();
const SHOTS = '/tmp/hr-shots';
mkdirSync(SHOTS, { recursive: true });

/** The result page has no favicon link: Chromium asks for /favicon.ico and logs the 404. */
const FAVICON_404 = /Failed to load resource: the server responded with a status of 404/;

async function openForms(): Promise<Page> {
  const { page } = await e2e.open('/forms.html', { expectConsoleErrors: [FAVICON_404] });
  // Every helper has mounted its UI next to its control.
  await page.waitForFunction(() =>
    [
      ...document.querySelectorAll(
        '#demo-form hr-masked-input, #demo-form hr-date-field, #demo-form hr-number-field, #demo-form hr-select-field, #demo-form hr-person-picker, #demo-form hr-char-counter',
      ),
    ].every((element) => element.querySelector(':scope > [data-hr-ui]')),
  );
  // ...and has shown the printed values its own way (masks, number formats, mirrors).
  await page.waitForFunction(() => {
    const data = new FormData(document.getElementById('demo-form') as HTMLFormElement);
    return (
      data.get('ssn') === '123-45-6789' &&
      data.get('salary') === '$85,000.00' &&
      data.get('salary_currency') === 'USD' &&
      data.get('pay_rate_change') === '10.00%'
    );
  });
  return page;
}

/** `name: message` of every control of the form the browser would refuse. */
const invalidFields = (page: Page) =>
  page.evaluate(() =>
    [...(document.getElementById('demo-form') as HTMLFormElement).elements]
      .filter((element) => 'checkValidity' in element && !(element as HTMLInputElement).checkValidity())
      .map(
        (element) =>
          `${(element as HTMLInputElement).name || element.id}: ${(element as HTMLInputElement).validationMessage}`,
      ),
  );

describe('the forms page', () => {
  it('posts every helper of one legacy form natively, as typed and chosen by keyboard', async () => {
    const page = await openForms();
    await expectNoAxeViolations(page, 'the whole forms page as printed');

    // A masked SSN, typed digit by digit.
    await page.locator('#demo-ssn').fill('');
    await page.locator('#demo-ssn').pressSequentially('987654321');
    // An unmasked SIN posts digits only.
    await page.locator('#demo-sin').pressSequentially('046454286');
    // A date typed in the field's format.
    await page.locator('#demo-review-date').fill('');
    await page.locator('#demo-review-date').pressSequentially('12/31/2030');
    await page.keyboard.press('Tab');
    // A currency amount, formatted on blur.
    await page.locator('#demo-salary').fill('');
    await page.locator('#demo-salary').pressSequentially('92000.5');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.locator('#demo-salary').inputValue()).toBe('$92,000.50');
    // The required department, chosen in the enhanced select by keyboard.
    const department = page.locator('hr-select-field:has(#demo-department) [role="combobox"]');
    await department.focus();
    await page.keyboard.press('Alt+ArrowDown');
    await page.keyboard.type('Payroll');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#demo-department').inputValue()).toBe('pay');
    // A note in the counted textarea.
    await page.locator('#demo-notes').pressSequentially('Moved to the payroll team.');

    await page.screenshot({ path: `${SHOTS}/forms-page-filled.png`, fullPage: true });
    expect(await invalidFields(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save changes' }).click();
    const fields = await receivedFields(page);
    await expect(page.locator('h1').textContent()).resolves.toBe(`The server received ${fields.length} fields`);
    const names = fields.map(([name]) => name);
    expect(names).not.toContain('CSRFToken');
    expect(valuesOf(fields, 'ssn')).toEqual(['987-65-4321']);
    expect(valuesOf(fields, 'sin')).toEqual(['046454286']);
    expect(valuesOf(fields, 'nin')).toEqual(['AB123456C']);
    expect(valuesOf(fields, 'review_date')).toEqual(['12/31/2030']);
    expect(valuesOf(fields, 'hire_date')).toEqual(['03/04/2021']);
    expect(valuesOf(fields, 'hire_date_iso')).toEqual(['2021-03-04']);
    expect(valuesOf(fields, 'salary')).toEqual(['$92,000.50']);
    expect(valuesOf(fields, 'salary_currency')).toEqual(['USD']);
    expect(valuesOf(fields, 'bonus')).toEqual(['1250.5']);
    expect(valuesOf(fields, 'department')).toEqual(['pay']);
    expect(valuesOf(fields, 'shift')).toEqual(['day']);
    expect(valuesOf(fields, 'country')).toEqual(['1']);
    expect(valuesOf(fields, 'eeids[]')).toEqual(['1']);
    expect(valuesOf(fields, 'notes')).toEqual(['Moved to the payroll team.']);
    // Each field is posted once, under its own name: no helper adds a second copy.
    for (const name of ['ssn', 'sin', 'salary', 'bonus', 'department', 'notes', 'hire_date'])
      expect(valuesOf(fields, name), name).toHaveLength(1);
  });

  it('gives every text box and select one height, and each helper button the height of its input', async () => {
    const page = await openForms();
    const heights = await page.evaluate(() => {
      const height = (element: Element | null | undefined) => Math.round(element?.getBoundingClientRect().height ?? -1);
      const controls = [
        ...document.querySelectorAll<HTMLElement>(
          '#demo-form .demo-field input[data-hr-control]:not([type="hidden"]), #demo-form .demo-field > select, #demo-form hr-insertable-list > select',
        ),
      ].filter((control) => control.offsetParent !== null);
      const pairs = [
        ['hr-date-field', '.hr-date-field__button'],
        ['hr-number-field', '.hr-number-field__currency'],
        ['hr-masked-input', '.hr-masked-input__reveal'],
      ].flatMap(([tag, button]) =>
        [...document.querySelectorAll(`#demo-form ${tag}`)]
          .filter((host) => host.querySelector(button!))
          .map((host) => ({
            id: host.querySelector('input[data-hr-control]')?.id ?? tag,
            input: height(host.querySelector('input[data-hr-control]')),
            button: height(host.querySelector(button!)),
          })),
      );
      return { controls: [...new Set(controls.map(height))], pairs };
    });
    expect(heights.controls).toHaveLength(1);
    expect(heights.pairs.length).toBeGreaterThan(6);
    for (const pair of heights.pairs) expect(pair.button, pair.id).toBe(pair.input);
  });

  it('blocks the submit while a required helper is empty, and the page keeps what was typed', async () => {
    const page = await openForms();
    await page.locator('#demo-notes').pressSequentially('Draft that must survive.');
    await page.evaluate(() => {
      const invalid: string[] = [];
      (window as unknown as { __invalid: string[] }).__invalid = invalid;
      document
        .getElementById('demo-form')
        ?.addEventListener('invalid', (event) => invalid.push((event.target as HTMLSelectElement).name), true);
    });
    await page.getByRole('button', { name: 'Save changes' }).click();
    // The department is required and empty: the browser fires `invalid` at it and, in the same
    // step of the submit, gives the submission up. Once the event is seen, no navigation follows.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __invalid: string[] }).__invalid))
      .toEqual(['department']);
    expect(new URL(page.url()).pathname).toBe('/forms.html');
    expect(await page.locator('#demo-notes').inputValue()).toBe('Draft that must survive.');
    await expectNoAxeViolations(page, 'the whole forms page with the department refused');
  });

  it('returns every helper to what the page printed on reset', async () => {
    const page = await openForms();
    const printed = await page.evaluate(() =>
      [...new FormData(document.getElementById('demo-form') as HTMLFormElement)].filter(
        ([name]) => name !== 'CSRFToken',
      ),
    );
    await page.locator('#demo-ssn').fill('');
    await page.locator('#demo-ssn').pressSequentially('111223333');
    await page.locator('#demo-salary').fill('');
    await page.locator('#demo-salary').pressSequentially('1');
    await page.keyboard.press('Tab');
    await page.locator('#demo-notes').pressSequentially('x');
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...new FormData(document.getElementById('demo-form') as HTMLFormElement)].filter(
            ([name]) => name !== 'CSRFToken',
          ),
        ),
      )
      .toEqual(printed);
    expect(await page.locator('#demo-ssn').inputValue()).toBe('123-45-6789');
  });
});
