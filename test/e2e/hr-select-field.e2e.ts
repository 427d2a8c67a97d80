/**
 * <hr-select-field> in real Chromium on demo/forms.html (#place-select): keyboard-only use of a
 * single select without and with a search box and of a multiple select, the native `required`
 * validation landing on the enhanced box, form reset, mouse use, axe with the list closed and
 * open, and screenshots.
 */
import { mkdirSync } from 'node:fs';
import axeCore from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { animationsFinished, AXE_TAGS, formatViolations, injectAxe, useBrowser } from './support/browser';

const e2e = useBrowser();
const SHOTS = '/tmp/hr-shots';

/** The element wrapping the native select with this id. */
const field = (page: Page, selectId: string): Locator => page.locator(`hr-select-field:has(#${selectId})`);
const comboboxOf = (host: Locator) => host.locator('[role="combobox"]');
const visibleOptions = (host: Locator) => host.locator('[role="option"]:visible');

/** Opens the forms page once every enhanced box has rendered (React mounts each root in its own task). */
async function openForms(): Promise<Page> {
  const { page } = await e2e.open('/forms.html');
  await expect.poll(() => page.locator('#place-select [role="combobox"]').count()).toBe(3);
  return page;
}

async function recordChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const changes: unknown[] = [];
    const native: string[] = [];
    Object.assign(window, { __changes: changes, __native: native });
    document.addEventListener('hr-change', (event) => {
      if ((event.target as Element).localName === 'hr-select-field') changes.push((event as CustomEvent).detail);
    });
    for (const type of ['input', 'change'])
      document.addEventListener(type, (event) => {
        const target = event.target as HTMLElement;
        if (target.localName === 'select') native.push(`${type}:${target.id}`);
      });
  });
}

const changes = (page: Page) => page.evaluate(() => (window as unknown as { __changes: unknown[] }).__changes);
const nativeEvents = (page: Page) => page.evaluate(() => (window as unknown as { __native: string[] }).__native);

/** What the demo form would post for `name`. */
const posted = (page: Page, name: string) =>
  page.evaluate(
    (field) => new FormData(document.querySelector('#demo-form') as HTMLFormElement).getAll(field).map(String),
    name,
  );

/** The focused element: its role and the id of the select its enhanced box belongs to. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      role: element?.getAttribute('role') ?? null,
      select: element?.closest('hr-select-field')?.querySelector('select')?.id ?? null,
    };
  });

const activeOption = (host: Locator) =>
  host.evaluate((element) => {
    const id = element.querySelector('[role="combobox"]')?.getAttribute('aria-activedescendant');
    return id ? (element.querySelector(`#${CSS.escape(id)}`)?.textContent ?? null) : null;
  });

/** axe-core on the select enhancer's marked place only (the other helpers are tested in their own files). */
async function expectAccessible(page: Page, state: string): Promise<void> {
  await injectAxe(page);
  const violations = await page.evaluate(
    async (tags) => {
      const { axe } = window as unknown as { axe: typeof axeCore };
      const results = await axe.run({ include: [['#place-select']] }, { runOnly: { type: 'tag', values: tags } });
      return results.violations.map((violation) => ({
        ...violation,
        nodes: violation.nodes.map((node) => ({ ...node, any: [], all: [], none: [] })),
      }));
    },
    [...AXE_TAGS],
  );
  expect(violations.length, `axe violations (${state}):\n${formatViolations(violations)}`).toBe(0);
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  // The open list may hang below the marked place: take room under it (page coordinates).
  const box = await page.locator('#place-select').evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.left + window.scrollX, y: rect.top + window.scrollY, width: rect.width, height: rect.height };
  });
  await page.screenshot({
    path: `${SHOTS}/select-field-${name}.png`,
    fullPage: true,
    clip: { ...box, height: box.height + 300 },
  });
}

describe('<hr-select-field> on the forms page', () => {
  it('replaces the three native selects with named comboboxes and keeps the selects as the posted controls', async () => {
    const page = await openForms();
    for (const [id, name, kind] of [
      ['demo-shift', 'Shift', 'div'],
      ['demo-department', 'Department', 'input'],
      ['demo-languages', 'Languages', 'input'],
    ] as const) {
      const host = field(page, id);
      const combobox = page.getByRole('combobox', { name, exact: true });
      expect(await combobox.count()).toBe(1);
      expect(await combobox.evaluate((element) => element.localName)).toBe(kind);
      const select = host.locator('select');
      expect(await select.getAttribute('aria-hidden')).toBe('true');
      expect(await select.getAttribute('tabindex')).toBe('-1');
      // Invisible but rendered, so the browser can point its validation bubble at it.
      expect(await select.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    }
    expect(await posted(page, 'shift')).toEqual(['day']);
    expect(await posted(page, 'languages[]')).toEqual(['en']);
    await expectAccessible(page, 'all closed');
    await shot(page, 'closed');
  });

  it('is chosen by keyboard only: single select-only, then single with search, firing input, change and hr-change', async () => {
    const page = await openForms();
    await recordChanges(page);
    const shift = field(page, 'demo-shift');
    // A <label for> click or script focus on the native select lands on the enhanced box.
    await page.locator('label[for="demo-shift"]').click();
    expect(await focused(page)).toEqual({ role: 'combobox', select: 'demo-shift' });

    await page.keyboard.press('ArrowDown');
    await expect.poll(() => comboboxOf(shift).getAttribute('aria-expanded')).toBe('true');
    expect(await activeOption(shift)).toBe('Day');
    // The disabled 'Split' option is skipped: End lands on Night.
    await page.keyboard.press('End');
    expect(await activeOption(shift)).toBe('Night');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect.poll(() => posted(page, 'shift')).toEqual(['evening']);
    expect(await comboboxOf(shift).getAttribute('aria-expanded')).toBe('false');
    expect(await comboboxOf(shift).innerText()).toBe('Evening');
    expect(await focused(page)).toEqual({ role: 'combobox', select: 'demo-shift' });

    // Type-ahead without a search box.
    await page.keyboard.press('n');
    await expect.poll(() => activeOption(shift)).toBe('Night');
    await page.keyboard.press('Escape');
    expect(await posted(page, 'shift')).toEqual(['evening']);

    // Tab moves on to the next enhanced box (the hidden native select is not a tab stop).
    await page.keyboard.press('Tab');
    expect(await focused(page)).toEqual({ role: 'combobox', select: 'demo-department' });
    const department = field(page, 'demo-department');
    await page.keyboard.type('societe');
    await expect.poll(() => visibleOptions(department).allInnerTexts()).toEqual(['Société Générale (external)']);
    await page.keyboard.press('Enter');
    await expect.poll(() => posted(page, 'department')).toEqual(['ext']);
    expect(await comboboxOf(department).inputValue()).toBe('Société Générale (external)');

    expect(await changes(page)).toEqual([
      { name: 'shift', value: 'evening', values: ['evening'] },
      { name: 'department', value: 'ext', values: ['ext'] },
    ]);
    expect(await nativeEvents(page)).toEqual([
      'input:demo-shift',
      'change:demo-shift',
      'input:demo-department',
      'change:demo-department',
    ]);
  });

  it('is chosen by keyboard only as a multiple select: tokens, list open while choosing, Backspace removes', async () => {
    const page = await openForms();
    await recordChanges(page);
    const languages = field(page, 'demo-languages');
    await page.evaluate(() => (document.querySelector('#demo-languages') as HTMLSelectElement).focus());
    expect(await focused(page)).toEqual({ role: 'combobox', select: 'demo-languages' });
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => comboboxOf(languages).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.type('francais');
    await page.keyboard.press('Enter');
    await page.keyboard.type('deu');
    await page.keyboard.press('Enter');
    expect(await comboboxOf(languages).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => posted(page, 'languages[]')).toEqual(['en', 'fr', 'de']);
    expect(await languages.locator('.hr-select-field__token-text').allInnerTexts()).toEqual([
      'English',
      'Français',
      'Deutsch',
    ]);
    await expectAccessible(page, 'multiple open');
    await shot(page, 'multiple-open');

    await page.keyboard.press('Backspace');
    await expect.poll(() => posted(page, 'languages[]')).toEqual(['en', 'fr']);
    await page.keyboard.press('Escape');
    expect(await comboboxOf(languages).getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toEqual({ role: 'combobox', select: 'demo-languages' });
    expect((await changes(page)).map((detail) => (detail as { values: string[] }).values)).toEqual([
      ['en', 'fr'],
      ['en', 'fr', 'de'],
      ['en', 'fr'],
    ]);
  });

  it("says 'No results match' and the query, and stays accessible with the list open", async () => {
    const page = await openForms();
    const department = field(page, 'demo-department');
    await comboboxOf(department).click();
    await expect.poll(() => comboboxOf(department).getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page, 'single with search open');
    await shot(page, 'department-open');
    await page.keyboard.type('<img src=x onerror=alert(1)>');
    await expect
      .poll(() => department.locator('[role="status"]').innerText())
      .toBe('No results match "<img src=x onerror=alert(1)>"');
    expect(await department.locator('img').count()).toBe(0);
    await expectAccessible(page, 'no results');
    await shot(page, 'no-results');
  });

  it('lets native required validation land on the enhanced box', async () => {
    const page = await openForms();
    const valid = await page.evaluate(() =>
      (document.querySelector('#demo-department') as HTMLSelectElement).reportValidity(),
    );
    expect(valid).toBe(false);
    expect(await focused(page)).toEqual({ role: 'combobox', select: 'demo-department' });
    expect(await comboboxOf(field(page, 'demo-department')).getAttribute('aria-required')).toBe('true');
    await expect.poll(() => comboboxOf(field(page, 'demo-department')).getAttribute('aria-invalid')).toBe('true');
    // The invalid styling has settled for the screenshot (Chromium's validation bubble is browser
    // UI, not part of the page's picture).
    await animationsFinished(field(page, 'demo-department'));
    await shot(page, 'invalid');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page.evaluate(() => (document.querySelector('#demo-department') as HTMLSelectElement).checkValidity()),
      )
      .toBe(true);
    expect(await posted(page, 'department')).toEqual(['ops-fac']);
    expect(await comboboxOf(field(page, 'demo-department')).getAttribute('aria-invalid')).toBeNull();
  });

  it('is used with the mouse, mirrors script changes and returns to the printed values on reset', async () => {
    const page = await openForms();
    await recordChanges(page);
    const shift = field(page, 'demo-shift');
    await comboboxOf(shift).click();
    await shift.getByRole('option', { name: 'Night' }).click();
    await expect.poll(() => posted(page, 'shift')).toEqual(['night']);
    const languages = field(page, 'demo-languages');
    await languages.getByRole('button', { name: 'Remove English' }).click();
    await expect.poll(() => posted(page, 'languages[]')).toEqual([]);
    expect(await comboboxOf(languages).getAttribute('placeholder')).toBe('Select Some Options');

    // A page script adds an option: the list shows it.
    await page.evaluate(() => {
      const select = document.querySelector('#demo-shift') as HTMLSelectElement;
      select.add(new Option('On call', 'on-call'));
    });
    await comboboxOf(shift).click();
    await expect.poll(() => visibleOptions(shift).allInnerTexts()).toContain('On call');
    await page.keyboard.press('Escape');

    await page.evaluate(() => (document.querySelector('#demo-form') as HTMLFormElement).reset());
    await expect.poll(() => comboboxOf(shift).innerText()).toBe('Day');
    expect(await posted(page, 'languages[]')).toEqual(['en']);
    expect(await languages.locator('.hr-select-field__token-text').allInnerTexts()).toEqual(['English']);
    // Reset and script changes are not user changes.
    expect(await changes(page)).toHaveLength(2);
  });
});
