/**
 * <hr-insertable-list> in real Chromium on demo/forms.html, keyboard only, against the demo
 * server's real POST /ajax/list_insert.php (and the custom-field URL): insert and select, the
 * empty-name message, a duplicate refused by the server (409), Escape, axe in each state.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { useBrowser } from './support/browser';
import { expectPlaceAxeClean, shot } from './support/place-axe';

const e2e = useBrowser();
const PLACE = '#place-insertable-list';
/** Chromium logs every HTTP error response of a fetch as a console error. */
const HTTP_409_LOGGED = /status of 409/;

const jobTitle = (page: Page) => page.locator('#demo-job-title');
const host = (page: Page) => page.locator('#demo-job-title-list');
const addButton = (page: Page) => host(page).getByRole('button', { name: 'Add new option' });
const newOption = (page: Page) => host(page).getByLabel('New option', { exact: true });
const alertText = (page: Page, id = 'demo-job-title-list') => page.locator(`#${id} [role="alert"]`).innerText();

const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return { tag: active?.localName ?? null, id: active?.id ?? '', text: active?.textContent?.trim() ?? '' };
  });

interface SentForm {
  path: string;
  fields: Record<string, string>;
}

/**
 * Records the form bodies the page sends to the insert URLs (Chromium does not expose a fetch
 * Request's streamed body to Playwright, so the page's own fetch is wrapped; the http service
 * looks fetch up per call).
 */
async function recordInserts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const sent: SentForm[] = [];
    (window as unknown as { __sent: SentForm[] }).__sent = sent;
    const original = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (url.pathname.startsWith('/ajax/list_insert')) {
        sent.push({
          path: url.pathname,
          fields: Object.fromEntries(new URLSearchParams(await request.clone().text())),
        });
      }
      return original(request);
    };
  });
}

const sentForms = (page: Page) => page.evaluate(() => (window as unknown as { __sent: SentForm[] }).__sent);

async function recordChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const changes: unknown[] = [];
    (window as unknown as { __changes: unknown[] }).__changes = changes;
    document.addEventListener('hr-change', (event) => {
      if ((event.target as Element).localName === 'hr-insertable-list') changes.push((event as CustomEvent).detail);
    });
  });
}

/** Tab from the select to "Add new option" and open the input with Enter. */
async function openByKeyboard(page: Page): Promise<void> {
  await addButton(page).waitFor();
  await jobTitle(page).focus();
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Add new option' });
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toMatchObject({ tag: 'input' });
}

describe('<hr-insertable-list> on the forms page', () => {
  it('adds an option through the real server by keyboard, selects it and posts its id', async () => {
    const { page } = await e2e.open('/forms.html');
    await recordChanges(page);
    await recordInserts(page);
    const name = `Chief Happiness Officer ${Date.now()}`;
    await expectPlaceAxeClean(page, PLACE, 'closed');
    await openByKeyboard(page);
    expect(await newOption(page).getAttribute('maxlength')).toBe('100');
    await expectPlaceAxeClean(page, PLACE, 'input open');

    const posted = page.waitForRequest((request: Request) => request.url().endsWith('/ajax/list_insert.php'));
    await page.keyboard.type(`  ${name}  `);
    await shot(page.locator(PLACE), 'insertable-list-open');
    await page.keyboard.press('Enter');
    const request = await posted;
    expect(request.method()).toBe('POST');
    expect(await sentForms(page)).toEqual([
      { path: '/ajax/list_insert.php', fields: { ajax: '1', action: 'new-section', name, field: 'jobTitle' } },
    ]);
    const answer = (await (await request.response())?.json()) as { ret: string; id: number };
    expect(answer.ret).toBe('SUCCESS');

    await expect.poll(() => jobTitle(page).inputValue()).toBe(String(answer.id));
    expect(await jobTitle(page).locator('option:checked').innerText()).toBe(name);
    expect(await focused(page)).toMatchObject({ tag: 'select', id: 'demo-job-title' });
    expect(await newOption(page).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __changes: unknown[] }).__changes)).toEqual([
      { name: 'jobTitle', value: String(answer.id), text: name, added: true },
    ]);
    const formValue = await page.evaluate(() =>
      new FormData(document.getElementById('demo-form') as HTMLFormElement).get('jobTitle'),
    );
    expect(formValue).toBe(String(answer.id));
    await expectPlaceAxeClean(page, PLACE, 'option added');

    // The server kept it: the options endpoint lists it under the returned id.
    const listed = await page.evaluate(async () => (await fetch('/ajax/list_options.php?field=jobTitle')).json());
    expect((listed as { options: Array<{ id: number; name: string }> }).options).toContainEqual({
      id: answer.id,
      name,
    });
  });

  it('refuses an empty name before any request, then shows the server message for a duplicate', async () => {
    const { page } = await e2e.open('/forms.html', { expectConsoleErrors: [HTTP_409_LOGGED] });
    await openByKeyboard(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => alertText(page)).toBe('You must enter a new option to the list.');
    expect(await newOption(page).getAttribute('aria-invalid')).toBe('true');
    await expectPlaceAxeClean(page, PLACE, 'empty name message');
    await shot(page.locator(PLACE), 'insertable-list-empty');

    await page.keyboard.type('engineer');
    await page.keyboard.press('Enter');
    await expect.poll(() => alertText(page)).toBe('"Engineer" is already in the list.');
    expect(await jobTitle(page).inputValue()).toBe('20');
    expect(await newOption(page).inputValue()).toBe('engineer');
    await expectPlaceAxeClean(page, PLACE, 'server refusal');
  });

  it('cancels with Escape and returns focus to Add new option, without a request', async () => {
    const { page, posts } = await e2e.open('/forms.html');
    await openByKeyboard(page);
    await page.keyboard.type('Never mind');
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'button', text: 'Add new option' });
    expect(await newOption(page).count()).toBe(0);
    expect(posts().filter((path) => path.includes('list_insert'))).toEqual([]);
  });

  it('uses its own URL and error message for the custom shirt-size list', async () => {
    const { page } = await e2e.open('/forms.html');
    await recordInserts(page);
    const shirts = page.locator('#demo-shirt-size-list');
    await shirts.getByRole('button', { name: 'Add new option' }).click();
    await page.keyboard.press('Enter');
    await expect.poll(() => alertText(page, 'demo-shirt-size-list')).toBe('Type a shirt size to add.');
    const posted = page.waitForRequest((request: Request) => request.url().endsWith('/ajax/list_insert_custom.php'));
    await page.keyboard.type(`4XL-${Date.now()}`);
    await page.keyboard.press('Enter');
    await posted;
    expect((await sentForms(page)).map((form) => [form.path, form.fields.field])).toEqual([
      ['/ajax/list_insert_custom.php', 'customShirtSize'],
    ]);
    await expect.poll(() => page.locator('#demo-shirt-size option:checked').innerText()).toMatch(/^4XL-\d+$/);
  });

  it('returns to the printed choice on form reset, keeping the added option', async () => {
    const { page } = await e2e.open('/forms.html');
    await openByKeyboard(page);
    await page.keyboard.type(`Reset Tester ${Date.now()}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => jobTitle(page).inputValue()).not.toBe('20');
    await page.evaluate(() => (document.getElementById('demo-form') as HTMLFormElement).reset());
    await expect.poll(() => jobTitle(page).inputValue()).toBe('20');
    expect(await jobTitle(page).locator('option', { hasText: 'Reset Tester' }).count()).toBe(1);
  });
});
