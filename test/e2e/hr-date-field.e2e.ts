/**
 * <hr-date-field> in real Chromium on demo/forms.html: typing, picking by keyboard only, linked
 * from/to fields, the future-only field, a modal <dialog>, axe with the calendar open.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import axeCore from 'axe-core';
import { AXE_TAGS, formatViolations, injectAxe, useBrowser } from './support/browser';

const e2e = useBrowser();

/**
 * axe-core on this element's part of the page (the demo's other helpers are other people's
 * tests): the date-field section and, when present, the dialog built by a test.
 */
async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  await injectAxe(page);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof axeCore };
    const include = ['#place-date-fields', '#leave-dialog']
      .filter((selector) => document.querySelector(selector))
      .map((selector) => [selector]);
    const results = await axe.run({ include } as axeCore.ElementContext, { runOnly: { type: 'tag', values: tags } });
    return results.violations.map((violation) => ({
      ...violation,
      nodes: violation.nodes.map((node) => ({ ...node, any: [], all: [], none: [] })),
    }));
  }, AXE_TAGS);
  expect(violations.length, `axe violations (${state}):\n${formatViolations(violations)}`).toBe(0);
}
const SHOTS = '/tmp/hr-shots';

/** The element holding the input with this id. */
function dateField(page: Page, inputId: string): Locator {
  return page.locator(`hr-date-field:has(#${inputId})`);
}

const calendarOf = (field: Locator) => field.locator('.hr-date-field__calendar');

/** React renders the element's UI one task after the tag is defined. */
async function mounted(field: Locator): Promise<void> {
  await expect.poll(() => field.locator('.hr-date-field__button').count()).toBe(1);
}

async function recordChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const changes: unknown[] = [];
    (window as unknown as { __changes: unknown[] }).__changes = changes;
    document.addEventListener('hr-change', (event) => {
      if ((event.target as Element).localName === 'hr-date-field') changes.push((event as CustomEvent).detail);
    });
  });
}

const changes = (page: Page) => page.evaluate(() => (window as unknown as { __changes: unknown[] }).__changes);

/** Today in the page, and a day `offset` days away, as mm/dd/yyyy and as the calendar's aria-label. */
function day(page: Page, offset: number): Promise<{ text: string; label: string; iso: string }> {
  return page.evaluate((days) => {
    const date = new Date();
    date.setDate(date.getDate() + days);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      text: `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`,
      iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
      label: date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
    };
  }, offset);
}

/** A screenshot of the boxes of these elements together (the calendar floats over the page). */
async function shot(page: Page, selectors: string[], path: string, extra?: Locator): Promise<void> {
  const boxes = await Promise.all(
    [...selectors.map((selector) => page.locator(selector).first()), ...(extra ? [extra] : [])].map((locator) =>
      locator.boundingBox(),
    ),
  );
  const known = boxes.filter((box): box is NonNullable<typeof box> => box !== null);
  const left = Math.max(0, Math.min(...known.map((box) => box.x)) - 8);
  const top = Math.max(0, Math.min(...known.map((box) => box.y)) - 8);
  const right = Math.max(...known.map((box) => box.x + box.width)) + 8;
  const bottom = Math.max(...known.map((box) => box.y + box.height)) + 8;
  await page.screenshot({ path, clip: { x: left, y: top, width: right - left, height: bottom - top } });
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      id: element?.id ?? '',
      label: element?.getAttribute('aria-label') ?? '',
      className: element?.className ?? '',
    };
  });

describe('<hr-date-field> on the forms page', () => {
  it('takes a typed date in its format, explains bad text and keeps it', async () => {
    const { page } = await e2e.open('/forms.html');
    await recordChanges(page);
    const birth = page.locator('#demo-birth-date');
    await mounted(dateField(page, 'demo-birth-date'));
    await birth.click();
    await page.keyboard.type('８ jul 90');
    await page.keyboard.press('Tab');
    await expect.poll(() => birth.inputValue()).toBe('08 Jul 1990');
    expect(await changes(page)).toEqual([{ name: 'birth_date', value: '08 Jul 1990', iso: '1990-07-08' }]);

    const hire = page.locator('#demo-hire-date');
    expect(await hire.inputValue()).toBe('03/04/2021');
    await expect
      .poll(() => dateField(page, 'demo-hire-date').locator('.hr-date-field__duration').textContent())
      .toMatch(/^Mar 4, 2021 \(\d+y, \d+m, \d+d\)$/);
    await hire.fill('02/30/2024');
    await hire.press('Tab');
    const error = dateField(page, 'demo-hire-date').locator('.hr-date-field__error');
    await expect.poll(() => error.textContent()).toBe('Invalid date format.');
    expect(await hire.inputValue()).toBe('02/30/2024');
    expect(await hire.getAttribute('aria-invalid')).toBe('true');
    expect(await hire.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('Invalid date format.');
    const posted = await page.evaluate(() =>
      Object.fromEntries(new FormData(document.querySelector('#demo-form') as HTMLFormElement)),
    );
    expect(posted).toMatchObject({ hire_date: '02/30/2024', hire_date_iso: '', birth_date: '08 Jul 1990' });
    await expectNoAxeViolations(page, 'typed dates, one invalid');
    mkdirSync(SHOTS, { recursive: true });
    await shot(page, ['#place-date-fields'], `${SHOTS}/date-field-typed-invalid.png`);
  });

  it('picks a date with the keyboard only: Alt+ArrowDown, arrows, Enter; Escape returns focus', async () => {
    const { page } = await e2e.open('/forms.html');
    await recordChanges(page);
    const input = page.locator('#demo-review-date');
    const field = dateField(page, 'demo-review-date');
    await mounted(field);
    await input.focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => calendarOf(field).isVisible()).toBe(true);
    const today = await day(page, 0);
    expect((await focused(page)).label).toBe(today.label);
    await expectNoAxeViolations(page, 'calendar open');
    mkdirSync(SHOTS, { recursive: true });
    await shot(
      page,
      ['#place-date-fields', '#demo-review-date'],
      `${SHOTS}/date-field-calendar-open.png`,
      calendarOf(field),
    );

    await page.keyboard.press('ArrowRight');
    const tomorrow = await day(page, 1);
    expect((await focused(page)).label).toBe(tomorrow.label);
    await page.keyboard.press('Enter');
    await expect.poll(() => input.inputValue()).toBe(tomorrow.text);
    expect(await calendarOf(field).isVisible()).toBe(false);
    expect((await focused(page)).id).toBe('demo-review-date');
    expect(await changes(page)).toEqual([{ name: 'review_date', value: tomorrow.text, iso: tomorrow.iso }]);

    // Month and year controls by Tab, then Escape back to the input.
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(async () => (await focused(page)).label).toBe(tomorrow.label);
    // Tab cycles through the calendar (a disabled Previous month is skipped) and back to the day.
    const previousEnabled = tomorrow.iso.slice(0, 7) !== (await day(page, 0)).iso.slice(0, 7);
    const expected = [...(previousEnabled ? ['Previous month'] : []), 'Month', 'Year', 'Next month', tomorrow.label];
    const seen: string[] = [];
    for (let i = 0; i < expected.length; i++) {
      await page.keyboard.press('Tab');
      seen.push((await focused(page)).label);
    }
    expect(seen).toEqual(expected);
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).label).toBe('Next month');
    await page.keyboard.press('Enter');
    const nextMonth = await page.evaluate(() => {
      const date = new Date();
      date.setDate(date.getDate() + 1);
      date.setDate(1);
      date.setMonth(date.getMonth() + 1);
      return date.getMonth();
    });
    await expect.poll(() => field.locator('.flatpickr-monthDropdown-months').inputValue()).toBe(String(nextMonth));
    await page.keyboard.press('Escape');
    await expect.poll(() => calendarOf(field).isVisible()).toBe(false);
    expect((await focused(page)).id).toBe('demo-review-date');
    expect(await input.inputValue()).toBe(tomorrow.text);
  });

  it('moves to the first and last day of the week with Home and End, skipping days out of range', async () => {
    const { page } = await e2e.open('/forms.html');
    const input = page.locator('#demo-review-date');
    const field = dateField(page, 'demo-review-date');
    await mounted(field);
    await input.focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => calendarOf(field).isVisible()).toBe(true);
    // A future-only field: this week's first day that may be chosen is today.
    const today = await day(page, 0);
    await page.keyboard.press('End');
    await expect.poll(async () => (await focused(page)).label).toMatch(/^Saturday, /);
    await page.keyboard.press('Home');
    await expect.poll(async () => (await focused(page)).label).toBe(today.label);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Home');
    await expect.poll(async () => (await focused(page)).label).toMatch(/^Sunday, /);
    await page.keyboard.press('Escape');
  });

  it('greys out past days in the future-only field and refuses a typed past date', async () => {
    const { page } = await e2e.open('/forms.html');
    const field = dateField(page, 'demo-review-date');
    await mounted(field);
    await field.locator('.hr-date-field__button').click();
    await expect.poll(() => calendarOf(field).isVisible()).toBe(true);
    const wrong = await field.evaluate((element) => {
      const start = new Date();
      start.setHours(0, 0, 0, 0);
      return [...element.querySelectorAll<HTMLElement & { dateObj: Date }>('.flatpickr-day')]
        .filter((cell) => cell.dateObj < start !== (cell.getAttribute('aria-disabled') === 'true'))
        .map((cell) => cell.getAttribute('aria-label'));
    });
    expect(wrong).toEqual([]);
    expect(await field.locator('.flatpickr-prev-month').getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    const yesterday = await day(page, -1);
    const today = await day(page, 0);
    await page.locator('#demo-review-date').fill(yesterday.text);
    await page.locator('#demo-review-date').press('Tab');
    await expect
      .poll(() => field.locator('.hr-date-field__error').textContent())
      .toMatch(new RegExp(`^Enter a date between ${today.text} and `));
  });

  it('links the leave period: the start limits the end and the end limits the start', async () => {
    const { page } = await e2e.open('/forms.html');
    const start = page.locator('#demo-leave-start');
    const end = page.locator('#demo-leave-end');
    const endField = dateField(page, 'demo-leave-end');
    await mounted(dateField(page, 'demo-leave-start'));
    await mounted(endField);
    await start.fill('05/01/2025');
    await start.press('Tab');
    await endField.locator('.hr-date-field__button').click();
    await expect.poll(() => calendarOf(endField).isVisible()).toBe(true);
    const days = endField.locator('.flatpickr-day:not(.prevMonthDay):not(.nextMonthDay)');
    // The empty end opens on the start's month, days before the start greyed out.
    expect(await endField.locator('.flatpickr-monthDropdown-months').inputValue()).toBe('4');
    expect(await days.nth(0).getAttribute('aria-disabled')).toBeNull(); // May 1
    expect(await endField.locator('.prevMonthDay').last().getAttribute('aria-disabled')).toBe('true'); // April 30
    await page.keyboard.press('Escape');
    await end.fill('04/30/2025');
    await end.press('Tab');
    await expect
      .poll(() => endField.locator('.hr-date-field__error').textContent())
      .toMatch(/^Enter a date between 05\/01\/2025 and /);
    await end.fill('05/20/2025');
    await end.press('Tab');
    await expect.poll(() => endField.locator('.hr-date-field__error').textContent()).toBe('');
    await expect
      .poll(() => dateField(page, 'demo-leave-start').locator('.hr-date-field__duration').textContent())
      .toBe('May 1, 2025 (< 1 month)');
    await start.fill('05/21/2025');
    await start.press('Tab');
    await expect
      .poll(() => dateField(page, 'demo-leave-start').locator('.hr-date-field__error').textContent())
      .toMatch(/ and 05\/20\/2025\.$/);
    const formValid = await page.evaluate(() =>
      (document.querySelector('#demo-form') as HTMLFormElement).checkValidity(),
    );
    expect(formValid).toBe(false);
    await expectNoAxeViolations(page, 'linked fields, start after end');
    mkdirSync(SHOTS, { recursive: true });
    await shot(page, ['#place-date-fields fieldset'], `${SHOTS}/date-field-linked.png`);
  });

  it('works inside a modal <dialog>: opens, picks by keyboard, Escape closes only the calendar', async () => {
    const { page } = await e2e.open('/forms.html');
    await page.evaluate(() => {
      const dialog = document.createElement('dialog');
      dialog.id = 'leave-dialog';
      dialog.setAttribute('aria-labelledby', 'leave-dialog-title');
      dialog.innerHTML = `<h2 id="leave-dialog-title">Request leave</h2>
        <form method="dialog"><label for="dialog-first-day">First day</label>
        <hr-date-field name="first_day" input-id="dialog-first-day" value="2030-06-15"></hr-date-field></form>`;
      document.body.append(dialog);
      dialog.showModal();
    });
    const field = dateField(page, 'dialog-first-day');
    await mounted(field);
    await page.locator('#dialog-first-day').focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => calendarOf(field).isVisible()).toBe(true);
    expect((await focused(page)).label).toBe('Saturday, June 15, 2030');
    await expectNoAxeViolations(page, 'calendar open in a modal dialog');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/date-field-dialog.png` });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#dialog-first-day').inputValue()).toBe('06/22/2030');
    // The pointer works too: nothing in the dialog is inert.
    await field.locator('.hr-date-field__button').click();
    await expect.poll(() => calendarOf(field).isVisible()).toBe(true);
    await field.locator('.flatpickr-day:not(.prevMonthDay):not(.nextMonthDay)', { hasText: /^3$/ }).click();
    await expect.poll(() => page.locator('#dialog-first-day').inputValue()).toBe('06/03/2030');
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => calendarOf(field).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => calendarOf(field).isVisible()).toBe(false);
    expect(await page.evaluate(() => (document.querySelector('#leave-dialog') as HTMLDialogElement).open)).toBe(true);
    // A click outside the element closes the calendar (composedPath, not the retargeted target).
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => calendarOf(field).isVisible()).toBe(true);
    await page.locator('#leave-dialog-title').click();
    await expect.poll(() => calendarOf(field).isVisible()).toBe(false);
  });

  it('works inside a shadow root', async () => {
    const { page } = await e2e.open('/forms.html');
    await page.evaluate(() => {
      const host = document.createElement('div');
      host.id = 'shadow-host';
      document.querySelector('#place-date-fields')?.append(host);
      const root = host.attachShadow({ mode: 'open' });
      root.innerHTML = `<label for="shadow-date">Shadow date</label> <hr-date-field name="shadow" input-id="shadow-date" value="2024-02-10"></hr-date-field>`;
    });
    const field = page.locator('#shadow-host hr-date-field');
    await mounted(field);
    await field.locator('.hr-date-field__button').click();
    await expect.poll(() => calendarOf(field).isVisible()).toBe(true);
    await field.locator('.flatpickr-next-month').click();
    await expect.poll(() => calendarOf(field).isVisible()).toBe(true);
    await field.locator('.flatpickr-day:not(.prevMonthDay):not(.nextMonthDay)', { hasText: /^29$/ }).click();
    await expect.poll(() => field.locator('#shadow-date').inputValue()).toBe('03/29/2024');
    const background = await field
      .locator('.hr-date-field__button')
      .evaluate((button) => getComputedStyle(button).borderRadius);
    expect(background).not.toBe('0px');
  });
});
