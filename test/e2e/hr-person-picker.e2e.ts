/**
 * <hr-person-picker> in real Chromium on demo/forms.html (#place-person-picker), against the demo
 * server's GET /ajax/quicksearch.php. Keyboard only: Tab, Enter, typing, arrows, Backspace.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import axeCore from 'axe-core';
import { type axe, AXE_TAGS, formatViolations, injectAxe, useBrowser } from './support/browser';
import { postDemoFormUnvalidated } from './support/forms';

const e2e = useBrowser();
const SHOTS = '/tmp/hr-shots';
mkdirSync(SHOTS, { recursive: true });

const PLACE = '#place-person-picker';

/** axe-core on the picker's marked place only: other helpers on the page are not ours to judge. */
async function expectAccessible(page: Page, state: string): Promise<void> {
  await injectAxe(page);
  const violations = (await page.evaluate(
    async ({ place, tags }) => {
      const { axe: run } = window as unknown as { axe: typeof axeCore };
      const results = await run.run({ include: [place] } as unknown as Element, {
        runOnly: { type: 'tag', values: tags },
      });
      return results.violations.map((violation) => ({
        ...violation,
        nodes: violation.nodes.map((node) => ({ ...node, any: [], all: [], none: [] })),
      }));
    },
    { place: PLACE, tags: AXE_TAGS },
  )) as Awaited<ReturnType<typeof axe>>;
  expect(violations.length, `axe violations (${state}):\n${formatViolations(violations)}`).toBe(0);
}

const posted = (page: Page, name: string) =>
  page.evaluate(
    (field) => new FormData(document.querySelector('#demo-form') as HTMLFormElement).getAll(field).map(String),
    name,
  );

const focusedId = (page: Page) =>
  page.evaluate(() => document.activeElement?.id ?? document.activeElement?.className ?? '');

describe('<hr-person-picker> on the forms page', () => {
  it('is used by keyboard only: open, type, arrow, Enter, Backspace, blur closing', async () => {
    const { page } = await e2e.open('/forms.html');
    const watchers = page.locator('#demo-watchers-picker');
    const input = page.locator('#demo-watchers');
    const activate = watchers.locator('.hr-person-picker__activate');
    await expect.poll(() => activate.isVisible()).toBe(true);
    await expect.poll(() => input.isVisible()).toBe(false);
    await expectAccessible(page, 'inactive');

    // Tab from the reviewers' last control reaches the watchers' description button.
    await page.locator('#demo-reviewers-picker .hr-person-picker__remove').last().focus();
    await page.keyboard.press('Tab');
    expect(await activate.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await activate.getAttribute('aria-label')).toBe('Add watchers (Watchers)');
    await page.keyboard.press('Enter');
    expect(await focusedId(page)).toBe('demo-watchers');

    await page.keyboard.type('a');
    const options = watchers.locator('[role="option"]');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    expect(await options.count()).toBeLessThanOrEqual(20);
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(0).getAttribute('id'));
    await expect.poll(() => watchers.locator('[role="status"]').textContent()).toMatch(/results? (is|are) available/);
    await page.keyboard.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
    await expectAccessible(page, 'popup open');
    // The popup overlays what follows the place: clip a page shot below it.
    const box = await page.locator(PLACE).boundingBox();
    if (box)
      await page.screenshot({
        path: `${SHOTS}/person-picker-open.png`,
        clip: { x: box.x, y: box.y, width: box.width, height: box.height + 420 },
      });

    const second = (await options.nth(1).locator('.hr-person-picker__name').textContent()) ?? '';
    await page.keyboard.press('Enter');
    const tokens = watchers.locator('.hr-person-picker__token');
    await expect.poll(() => tokens.count()).toBe(1);
    expect(await tokens.first().textContent()).toContain(second);
    expect(await input.inputValue()).toBe('');
    const ids = await posted(page, 'watchers[]');
    expect(ids).toHaveLength(1);
    expect(ids[0]).toMatch(/^[1-9]\d*$/);
    expect(await watchers.evaluate((element) => (element as HTMLInputElement).value)).toBe(ids[0]);
    await expect.poll(() => watchers.locator('[role="status"]').textContent()).toBe(`${second} added. 1 chosen.`);

    // The person just chosen is not suggested again.
    await page.keyboard.type('a');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    expect(await options.allTextContents()).not.toContain(second);
    // The suggestions open right under the input, over the chosen people, not under their row.
    const layout = await watchers.evaluate((host) => {
      const rect = (selector: string) => host.querySelector(selector)?.getBoundingClientRect();
      return {
        input: rect('input[data-hr-control]'),
        popup: rect('.hr-person-picker__popup'),
        tokens: rect('.hr-person-picker__tokens'),
      };
    });
    expect(Math.abs((layout.popup?.top ?? 0) - (layout.input?.bottom ?? -99))).toBeLessThanOrEqual(8);
    expect(layout.popup?.top ?? 0).toBeLessThan(layout.tokens?.bottom ?? 0);
    expect(Math.round(layout.popup?.left ?? -1)).toBe(Math.round(layout.input?.left ?? -2));
    await page.keyboard.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Escape');
    expect(await input.inputValue()).toBe('');
    await expectAccessible(page, 'one person chosen');
    await page.locator(PLACE).screenshot({ path: `${SHOTS}/person-picker-chosen.png` });

    await page.keyboard.press('Backspace');
    await expect.poll(() => tokens.count()).toBe(0);
    expect(await posted(page, 'watchers[]')).toEqual([]);
    await expect.poll(() => watchers.locator('[role="status"]').textContent()).toBe(`${second} removed. 0 chosen.`);

    // Nobody chosen: leaving the input closes the picker back to its description.
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => activate.isVisible()).toBe(true);
    expect(await input.isVisible()).toBe(false);
  });

  it('prints the page’s chosen person, removes it with its named button, validates required and resets', async () => {
    const { page } = await e2e.open('/forms.html');
    const reviewers = page.locator('#demo-reviewers-picker');
    const remove = reviewers.locator('.hr-person-picker__remove');
    await expect.poll(() => remove.count()).toBe(1);
    expect(await posted(page, 'eeids[]')).toEqual(['1']);
    expect(await remove.getAttribute('aria-label')).toBe('Remove Charlotte Abbott');
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => posted(page, 'eeids[]')).toEqual([]);
    expect(await focusedId(page)).toBe('demo-reviewers');
    // Nobody chosen: leaving closes it; the form's validation opens it again and focuses the input.
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => page.locator('#demo-reviewers').isVisible()).toBe(false);
    const valid = await page.evaluate(() =>
      (document.querySelector('#demo-reviewers-picker') as HTMLInputElement).reportValidity(),
    );
    expect(valid).toBe(false);
    await expect.poll(() => focusedId(page)).toBe('demo-reviewers');
    expect(
      await page.locator('#demo-reviewers').evaluate((input) => (input as HTMLInputElement).validationMessage),
    ).toBe('Choose at least one person.');
    await expect
      .poll(() => reviewers.locator('.hr-person-picker__error').textContent())
      .toBe('Choose at least one person.');
    await expectAccessible(page, 'required and empty');
    await page.locator(PLACE).screenshot({ path: `${SHOTS}/person-picker-required.png` });
    await page.evaluate(() => (document.querySelector('#demo-form') as HTMLFormElement).reset());
    await expect.poll(() => posted(page, 'eeids[]')).toEqual(['1']);
    await expect.poll(() => remove.count()).toBe(1);
  });

  it('opens from its label, and the server receives one field per chosen person', async () => {
    // The server's answer page has no favicon link: Chromium logs its 404.
    const { page } = await e2e.open('/forms.html', { expectConsoleErrors: [/status of 404/] });
    const watchers = page.locator('#demo-watchers-picker');
    const input = page.locator('#demo-watchers');
    await expect.poll(() => watchers.locator('.hr-person-picker__activate').isVisible()).toBe(true);
    await page.locator('label[for="demo-watchers"]').click();
    await expect.poll(() => focusedId(page)).toBe('demo-watchers');
    expect(await input.isVisible()).toBe(true);
    await page.keyboard.type('a');
    await expect.poll(() => watchers.locator('[role="option"]').count()).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => posted(page, 'watchers[]')).toHaveLength(1);
    const [chosen] = await posted(page, 'watchers[]');
    // Other helpers' required fields are not this test's business: post without validation.
    const fields = await postDemoFormUnvalidated(page);
    expect(fields.filter(([name]) => name === 'eeids[]').map(([, value]) => value)).toEqual(['1']);
    expect(fields.filter(([name]) => name === 'watchers[]').map(([, value]) => value)).toEqual([chosen]);
    // The text inputs post nothing of their own.
    expect(fields.some(([name, value]) => value === 'a' || name === '')).toBe(false);
  });
});
