/**
 * <hr-number-field> and <hr-rate-change> in real Chromium on demo/forms.html: typing and the
 * formatting as focus leaves, the de-DE field, the currency picker by keyboard only (fed by the
 * demo server's GET /ajax/get_currency), the rate + percent pair, what the server receives, and
 * axe with the picker open.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, formatViolations, useBrowser } from './support/browser';
import { postDemoFormUnvalidated } from './support/forms';

const e2e = useBrowser();
const SHOTS = '/tmp/hr-shots';
mkdirSync(SHOTS, { recursive: true });
const NBSP = '\u00a0';

const place = (page: Page) => page.locator('#place-number-fields');

/** axe on this place only: the other helpers of the page have tests of their own. */
async function expectPlaceAxeClean(page: Page, state: string): Promise<void> {
  await axe(page);
  const violations = await page.evaluate(async () => {
    const { axe: run } = window as unknown as {
      axe: {
        run(
          context: unknown,
          options: unknown,
        ): Promise<{
          violations: Array<{
            id: string;
            impact?: string;
            help: string;
            nodes: Array<{ target: unknown; failureSummary?: string }>;
          }>;
        }>;
      };
    };
    const results = await run.run(
      { include: ['#place-number-fields'] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    );
    return results.violations.map((violation) => ({
      ...violation,
      nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    }));
  });
  expect(violations.length, `axe violations (${state}):\n${formatViolations(violations as never)}`).toBe(0);
}

async function recordChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const changes: unknown[] = [];
    (window as unknown as { __changes: unknown[] }).__changes = changes;
    document.addEventListener('hr-change', (event) => {
      const tag = (event.target as Element).localName;
      if (tag === 'hr-number-field' || tag === 'hr-rate-change') changes.push((event as CustomEvent).detail);
    });
  });
}

const changes = (page: Page) => page.evaluate(() => (window as unknown as { __changes: unknown[] }).__changes);

const focusedClass = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.className ?? '');

describe('<hr-number-field> and <hr-rate-change> on the forms page', () => {
  it('formats typed numbers, percents and amounts as focus leaves, and refuses what is not clear', async () => {
    const { page } = await e2e.open('/forms.html');
    await recordChanges(page);
    const headcount = page.locator('#demo-headcount');
    await expect.poll(() => headcount.inputValue()).toBe('1,234,567');
    await headcount.fill('');
    await headcount.pressSequentially('9876543.21');
    expect(await headcount.inputValue()).toBe('9876543.21');
    await page.keyboard.press('Tab');
    await expect.poll(() => headcount.inputValue()).toBe('9,876,543.21');

    const raise = page.locator('#demo-raise');
    expect(await raise.inputValue()).toBe('3.5%');
    await raise.fill('0.1');
    await raise.press('Tab');
    await expect.poll(() => raise.inputValue()).toBe('0.1%');

    const allowance = page.locator('#demo-allowance');
    expect(await allowance.inputValue()).toBe(`1.234,56${NBSP}€`);
    await allowance.fill('1234,5');
    await allowance.press('Tab');
    await expect.poll(() => allowance.inputValue()).toBe(`1.234,50${NBSP}€`);
    await allowance.fill('1,234.56');
    await allowance.press('Tab');
    const message = page.locator('hr-number-field:has(#demo-allowance) .hr-number-field__message');
    await expect
      .poll(() => message.textContent())
      .toBe("Use ',' for decimals and '.' between thousands, like 1.234,56.");
    expect(await allowance.getAttribute('aria-invalid')).toBe('true');
    expect(await allowance.inputValue()).toBe('1,234.56');

    expect(await changes(page)).toEqual([
      { name: 'headcount_budget', value: '9876543.21', text: '9,876,543.21', valid: true },
      { name: 'raise', value: '0.1', text: '0.1%', valid: true },
      { name: 'allowance_de', value: '1234.5', text: `1.234,50${NBSP}€`, valid: true, currency: 'EUR' },
      { name: 'allowance_de', value: '1,234.56', text: '1,234.56', valid: false, currency: 'EUR' },
    ]);
    await place(page).screenshot({ path: `${SHOTS}/number-field-typed.png` });
    await expectPlaceAxeClean(page, 'typed values, one refused');
  });

  it('chooses a currency with the keyboard only; Escape closes and returns focus', async () => {
    const { page } = await e2e.open('/forms.html');
    await recordChanges(page);
    const salary = page.locator('#demo-salary');
    await expect.poll(() => salary.inputValue()).toBe('$85,000.00');
    await salary.focus();
    await page.keyboard.press('Tab');
    const button = page.locator('hr-number-field:has(#demo-salary) .hr-number-field__currency');
    expect(await button.getAttribute('aria-label')).toBe('Currency: USD');
    expect(await focusedClass(page)).toBe('hr-number-field__currency');

    await page.keyboard.press('Enter');
    const list = page.locator('hr-number-field:has(#demo-salary) [role="listbox"]');
    await expect.poll(() => list.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await focusedClass(page)).toBe('hr-number-field__list');
    await page.keyboard.press('Escape');
    await expect.poll(() => list.isVisible()).toBe(false);
    expect(await focusedClass(page)).toBe('hr-number-field__currency');

    await page.keyboard.press('ArrowDown');
    await expect.poll(() => list.isVisible()).toBe(true);
    await page.keyboard.type('eu');
    const active = await list.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).textContent()).toContain('Euro');
    await page.screenshot({
      path: `${SHOTS}/number-field-picker-open.png`,
      clip: { x: 0, y: 0, width: 1100, height: 900 },
    });
    await place(page).screenshot({ path: `${SHOTS}/number-field-picker.png` });
    await expectPlaceAxeClean(page, 'currency picker open');

    await page.keyboard.press('Enter');
    await expect.poll(() => salary.inputValue()).toBe(`85,000.00${NBSP}€`);
    expect(await focusedClass(page)).toBe('hr-number-field__currency');
    expect(await button.getAttribute('aria-label')).toBe('Currency: EUR');
    const posted = await page.evaluate(() =>
      Object.fromEntries(new FormData(document.querySelector('#demo-form') as HTMLFormElement)),
    );
    expect(posted).toMatchObject({
      salary: `85,000.00${NBSP}€`,
      salary_currency: 'EUR',
      bonus: '1250.5',
      bonus_currency: 'SEK',
    });
    expect(await changes(page)).toEqual([
      { name: 'salary', value: '85000', text: `85,000.00${NBSP}€`, valid: true, currency: 'EUR' },
    ]);

    // A click elsewhere closes the list without choosing.
    await button.click();
    await expect.poll(() => list.isVisible()).toBe(true);
    await page.locator('#demo-headcount').click();
    await expect.poll(() => list.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('hr-number-field:has(#demo-salary) input[data-hr-currency]').inputValue()).toBe('EUR');
  });

  it('computes the percent change both ways, and disables it without an original rate', async () => {
    const { page } = await e2e.open('/forms.html');
    const rate = page.locator('input[name="pay_rate"]');
    const change = page.locator('input[name="pay_rate_change"]');
    await expect.poll(() => rate.inputValue()).toBe('$27.50');
    expect(await change.inputValue()).toBe('10.00%');
    await rate.fill('');
    await rate.pressSequentially('30');
    await expect.poll(() => change.inputValue()).toBe('20.00%');
    await rate.press('Tab');
    expect(await rate.inputValue()).toBe('$30.00');
    expect(await focusedClass(page)).toBe('');
    await change.fill('-12.345');
    await change.press('Tab');
    await expect.poll(() => rate.inputValue()).toBe('$21.91');
    expect(await change.inputValue()).toBe('-12.36%');

    const newHire = page.locator('input[name="new_hire_rate_change"]');
    expect(await newHire.isDisabled()).toBe(true);
    expect(
      await page.locator('hr-rate-change:has(input[name="new_hire_rate"]) .hr-rate-change__hint').textContent(),
    ).toBe('The percent change needs an original rate.');
    await page
      .locator('#place-number-fields fieldset')
      .first()
      .screenshot({ path: `${SHOTS}/rate-change.png` });
    await expectPlaceAxeClean(page, 'rate pair');
  });

  it('posts formatted text, the raw decimal and the currency codes to the server', async () => {
    // The server's answer page has no favicon link: Chromium logs its 404.
    const { page } = await e2e.open('/forms.html', { expectConsoleErrors: [/status of 404/] });
    // Defined is not mounted: wait until every number field has shown its printed value its way.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const data = new FormData(document.querySelector('#demo-form') as HTMLFormElement);
          return [
            data.get('headcount_budget'),
            data.get('salary'),
            data.get('salary_currency'),
            data.get('bonus_currency'),
          ];
        }),
      )
      .toEqual(['1,234,567', '$85,000.00', 'USD', 'SEK']);
    await page.locator('#demo-headcount').fill('42000');
    await page.locator('#demo-headcount').press('Tab');
    // Other helpers' required fields are not this test's business: post without validation.
    const fields = await postDemoFormUnvalidated(page);
    const received = Object.fromEntries(fields);
    expect(received).toMatchObject({
      headcount_budget: '42,000',
      raise: '3.5%',
      salary: '$85,000.00',
      salary_currency: 'USD',
      bonus: '1250.5',
      bonus_currency: 'SEK',
      allowance_de: `1.234,56${NBSP}€`,
      pay_rate: '$27.50',
      pay_rate_change: '10.00%',
      new_hire_rate: '',
    });
    expect(fields.filter(([name]) => name === 'bonus')).toHaveLength(1);
    expect(received).not.toHaveProperty('new_hire_rate_change');
  });
});
