/**
 * <hr-file-list> in real Chromium against the demo server (demo/files.html, demo/index.html).
 * The server's in-memory database lives for the whole run: each test changes files and
 * categories no other test uses (the seeded company files, named below).
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoUrl, useBrowser } from './support/browser';
import { expectPlaceAxeClean, shot } from './support/place-axe';

const e2e = useBrowser();

const COMPANY = '#company-files';
const MINE = '#employee-files';

async function openList(path: string, place: string, options: Parameters<typeof e2e.open>[1] = {}) {
  const opened = await e2e.open(path, options);
  const list = opened.page.locator(`${place} hr-file-list`);
  await list.getByRole('grid').waitFor();
  // Every section has answered (no "Loading…" left).
  await expect.poll(() => list.locator('.count', { hasText: 'Loading…' }).count(), { timeout: 10_000 }).toBe(0);
  return { ...opened, list };
}

const row = (list: Locator, name: string) =>
  list.locator('[role=row]', { has: list.page().getByText(name, { exact: true }) });
const section = (list: Locator, name: string) =>
  list.getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) });

async function menuItem(list: Locator, fileName: string, item: string): Promise<void> {
  await list.getByRole('button', { name: `Actions for ${fileName}` }).click();
  await list.getByRole('menuitem', { name: item }).click();
}

/** The focused element inside the element's shadow root. */
function focused(page: Page, place: string) {
  return page.evaluate((selector) => {
    const host = document.querySelector(`${selector} hr-file-list`);
    const active = host?.shadowRoot?.activeElement as HTMLElement | null | undefined;
    return {
      text: active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? null,
      role: active?.getAttribute('role') ?? active?.localName ?? null,
      row: active?.closest('[role=row]')?.getAttribute('aria-rowindex') ?? null,
    };
  }, place);
}

/** Nothing inside the element is wider than the element, and the element fits the viewport. */
async function expectNoSidewaysScroll(page: Page, place: string) {
  const result = await page.evaluate((selector) => {
    const host = document.querySelector(`${selector} hr-file-list`) as HTMLElement;
    const box = host.getBoundingClientRect();
    const over = [...(host.shadowRoot?.querySelectorAll('*') ?? [])]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > box.right + 1;
      })
      .map((el) => `${el.localName}.${el.className}`);
    const grid = host.shadowRoot?.querySelector('[role=grid]') as HTMLElement;
    return {
      over,
      width: box.width,
      gridScroll: grid.scrollWidth - grid.clientWidth,
      right: box.right,
      viewport: innerWidth,
    };
  }, place);
  expect(result.over, `host ${result.width} px wide`).toEqual([]);
  expect(result.gridScroll).toBeLessThanOrEqual(0);
  expect(result.right).toBeLessThanOrEqual(result.viewport);
}

async function csrfFetch(page: Page, path: string, form: Record<string, string>) {
  return page.evaluate(
    async ({ path: url, form: fields }) => {
      const token = (window as unknown as { HrShell: { getConfig(): { csrfToken?: string } } }).HrShell.getConfig()
        .csrfToken;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'X-CSRF-Token': token ?? '', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
      return response.status;
    },
    { path, form },
  );
}

describe('<hr-file-list> on the files page', () => {
  it('shows the company sections with scanned, shared and infected files; axe-clean', async () => {
    const { page, list } = await openList('/files.html', COMPANY);
    await expect.poll(() => list.getByRole('grid', { name: 'Company files' }).getAttribute('aria-rowcount')).toBe('16');
    await expect.poll(() => row(list, 'free-gift-card.zip').textContent()).toContain('Virus found');
    expect(await row(list, 'free-gift-card.zip').getByRole('link').count()).toBe(0);
    expect(await list.getByRole('link', { name: 'Code of conduct.pdf' }).getAttribute('href')).toMatch(
      /\/ajax\/files\/download\.php\?id=\d+$/,
    );
    // Protected categories have no actions menu.
    expect(await list.getByRole('button', { name: 'Actions for the category Signed Templates' }).count()).toBe(0);
    await expectPlaceAxeClean(page, COMPANY, 'company files loaded');
  });

  it('renames a file, refusing a changed extension first', async () => {
    const { page, list } = await openList('/files.html', COMPANY);
    await menuItem(list, 'Remote work policy.docx', 'Rename');
    const dialog = list.getByRole('dialog', { name: 'Rename file' });
    const input = dialog.getByRole('textbox', { name: 'File name' });
    await expect.poll(() => input.inputValue()).toBe('Remote work policy.docx');
    await expectPlaceAxeClean(page, COMPANY, 'rename dialog');
    await input.fill('Remote work policy.pdf');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Keep the extension .docx: a rename cannot change the type of a file.');
    await expectPlaceAxeClean(page, COMPANY, 'rename refused');
    await input.fill('Remote work policy 2026.docx');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => list.locator('[part=notice]').textContent())
      .toBe('Renamed to Remote work policy 2026.docx.');
    await page.reload();
    await list.getByRole('grid').waitFor();
    await expect.poll(() => row(list, 'Remote work policy 2026.docx').count()).toBe(1);
  });

  it('moves a file to another category', async () => {
    const { page, list } = await openList('/files.html', COMPANY);
    await menuItem(list, 'Holiday calendar.xlsx', 'Move');
    const dialog = list.getByRole('dialog', { name: 'Move Holiday calendar.xlsx' });
    await dialog.getByRole('combobox', { name: 'Move to' }).selectOption({ label: 'Company Policies' });
    await expectPlaceAxeClean(page, COMPANY, 'move dialog');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect.poll(() => list.locator('[part=notice]').textContent()).toBe('Moved to Company Policies.');
    await page.reload();
    await list.getByRole('grid').waitFor();
    await expect.poll(() => section(list, 'Company Policies').textContent()).toContain('4 files');
    await expect.poll(() => section(list, 'Handbooks').textContent()).toContain('1 file');
  });

  it('deletes after a preview and confirmation; a file deleted elsewhere meanwhile is reported as a success', async () => {
    const { page, list, requests } = await openList('/files.html', COMPANY);
    // The runbook sorts last in Company Policies: focus goes to the file above it once it is gone.
    const at = Number(await row(list, 'Security incident runbook.pdf').getAttribute('aria-rowindex'));
    const above = await list.locator(`[role=row][aria-rowindex="${at - 1}"] .file-name`).textContent();
    await menuItem(list, 'Security incident runbook.pdf', 'Delete');
    const dialog = list.getByRole('alertdialog', { name: 'Delete files' });
    await expect.poll(() => dialog.textContent()).toContain('Delete this file?');
    await expectPlaceAxeClean(page, COMPANY, 'delete confirmation');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => list.locator('[part=notice]').textContent()).toBe('The file was deleted.');
    expect(await row(list, 'Security incident runbook.pdf').count()).toBe(0);
    await expect
      .poll(() => focused(page, COMPANY))
      .toEqual({ text: `Actions for ${above}`, role: 'button', row: String(at - 1) });
    const deletes = requests.filter((r) => r.url().includes('/ajax/files/delete_files.php')).map((r) => r.method());
    expect(deletes).toEqual(['GET', 'POST']);

    // Someone else deletes the NDA template while this page still shows it.
    const id = new URL(
      (await list.getByRole('link', { name: 'NDA template.docx' }).getAttribute('href')) ?? '',
      demoUrl(),
    ).searchParams.get('id') as string;
    expect(await csrfFetch(page, '/ajax/files/delete_files.php', { ids: id })).toBe(200);
    await menuItem(list, 'NDA template.docx', 'Delete');
    await expect
      .poll(() => list.locator('[part=notice]').textContent())
      .toBe('It looks like this file has already been deleted.');
    expect(await list.locator('[part=error]').textContent()).toBe('');
    expect(await list.getByRole('alertdialog').count()).toBe(0);
    expect(await row(list, 'NDA template.docx').count()).toBe(0);
    await expectPlaceAxeClean(page, COMPANY, 'already deleted');
  });

  it('adds, renames and deletes a category; protects non-empty ones', async () => {
    const { page, list } = await openList('/files.html', COMPANY);
    await list.getByRole('button', { name: 'Add category' }).click();
    const add = list.getByRole('dialog', { name: 'Add category' });
    await add.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => add.getByRole('alert').textContent()).toBe('Please enter a category name.');
    await expectPlaceAxeClean(page, COMPANY, 'category name required');
    await add.getByRole('textbox', { name: 'Category name' }).fill('  E2E   contracts ');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => section(list, 'E2E contracts').count()).toBe(1);

    await list.getByRole('button', { name: 'Actions for the category E2E contracts' }).click();
    await list.getByRole('menuitem', { name: 'Rename category' }).click();
    const rename = list.getByRole('dialog', { name: 'Rename category' });
    await rename.getByRole('textbox', { name: 'Category name' }).fill('E2E agreements');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => section(list, 'E2E agreements').count()).toBe(1);

    await list.getByRole('button', { name: 'Actions for the category Company Policies' }).click();
    await list.getByRole('menuitem', { name: 'Delete category' }).click();
    await expect
      .poll(() => list.locator('[part=error]').textContent())
      .toBe('Only empty categories can be deleted. Move or delete its files first.');

    await list.getByRole('button', { name: 'Actions for the category E2E agreements' }).click();
    await list.getByRole('menuitem', { name: 'Delete category' }).click();
    const confirm = list.getByRole('alertdialog', { name: 'Delete category' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => section(list, 'E2E agreements').count()).toBe(0);
    await page.reload();
    await list.getByRole('grid').waitFor();
    expect(await section(list, 'E2E agreements').count()).toBe(0);
  });

  it('works the context menu from the keyboard alone', async () => {
    const { page, list } = await openList('/files.html', COMPANY);
    await list.getByRole('button', { name: /^Signed Templates/ }).waitFor();
    // Tab from the Add category button's toolbar into the grid: one tab stop, on the first section.
    await list.getByRole('button', { name: 'Add category' }).focus();
    for (let i = 0; i < 8 && !(await focused(page, COMPANY)).row; i++) await page.keyboard.press('Tab');
    expect(await focused(page, COMPANY)).toMatchObject({ row: '1' });
    // Down to Code of conduct.pdf (row 6), then right to its actions button.
    const target = await row(list, 'Code of conduct.pdf').getAttribute('aria-rowindex');
    for (let i = 1; i < Number(target); i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    expect(await focused(page, COMPANY)).toEqual({
      text: 'Actions for Code of conduct.pdf',
      role: 'button',
      row: target,
    });
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page, COMPANY)).text).toBe('Open');
    await expectPlaceAxeClean(page, COMPANY, 'context menu open');
    await page.keyboard.press('ArrowDown');
    expect((await focused(page, COMPANY)).text).toBe('Rename');
    await page.keyboard.press('Escape');
    expect((await focused(page, COMPANY)).text).toBe('Actions for Code of conduct.pdf');
    expect(await list.getByRole('menu').count()).toBe(0);
    // Space opens it again; Enter on Rename opens the dialog; Escape returns to the button.
    await page.keyboard.press(' ');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page, COMPANY)).text).toBe('');
    expect(await list.getByRole('dialog', { name: 'Rename file' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page, COMPANY)).text).toBe('Actions for Code of conduct.pdf');
    // Left moves back through the row's cells to the checkbox.
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    expect(await focused(page, COMPANY)).toMatchObject({ text: 'Select Code of conduct.pdf', row: target });
  });

  it('deletes from the keyboard: focus goes to the next file, then to the emptied section, and the status says so', async () => {
    // The admin's own Onboarding files (no other test touches them): the odd name sorts first.
    const { page, list } = await openList('/files.html', MINE, { signInAs: 'admin' });
    const odd = '"><img src=x onerror=alert(1)>.pdf';
    const at = Number(await row(list, odd).getAttribute('aria-rowindex'));
    const next = await list.locator(`[role=row][aria-rowindex="${at + 1}"] .file-name`).textContent();
    expect(next).toBeTruthy();
    const confirmFromKeyboard = async () => {
      const dialog = list.getByRole('alertdialog', { name: 'Delete files' });
      await expect.poll(async () => (await focused(page, MINE)).text).toBe('Cancel');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
    };

    await list.getByRole('button', { name: `Actions for ${odd}` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page, MINE)).text).toBe('Open');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    expect((await focused(page, MINE)).text).toBe('Delete');
    await page.keyboard.press('Enter');
    await confirmFromKeyboard();
    await expect.poll(() => row(list, odd).count()).toBe(0);
    await expect
      .poll(() => focused(page, MINE))
      .toEqual({ text: `Actions for ${next}`, role: 'button', row: String(at) });
    expect(await list.locator('[part=notice]').getAttribute('role')).toBe('status');
    expect(await list.locator('[part=notice]').textContent()).toBe('The file was deleted.');
    await expectPlaceAxeClean(page, MINE, 'focus after a delete');

    // The rest of the section at once, from the bulk bar (which goes with them): focus goes to the section header.
    await list.getByRole('checkbox', { name: 'Select all files in Onboarding' }).focus();
    await page.keyboard.press(' ');
    await list.getByRole('toolbar').getByRole('button', { name: 'Delete…' }).focus();
    await page.keyboard.press('Enter');
    await confirmFromKeyboard();
    await expect
      .poll(() => list.locator(`[role=row][aria-rowindex="${at}"]`).textContent())
      .toBe('No files in this category.');
    await expect.poll(() => focused(page, MINE)).toMatchObject({ row: String(at - 1) });
    expect(await list.getByRole('toolbar').count()).toBe(0);
  });

  it('hides a menu 250 ms after the mouse leaves it', async () => {
    const { page, list } = await openList('/files.html', COMPANY);
    const button = list.getByRole('button', { name: 'Actions for Code of conduct.pdf' });
    await button.hover();
    await button.click();
    await list.getByRole('menu').waitFor();
    const box = await button.boundingBox();
    await page.mouse.move((box?.x ?? 0) - 300, (box?.y ?? 0) + 200, { steps: 4 });
    const left = Date.now();
    await expect.poll(() => list.getByRole('menu').count()).toBe(0);
    expect(Date.now() - left).toBeGreaterThanOrEqual(200);
  });

  it('keeps a section closed across a reload (section-status call)', async () => {
    const { page, list } = await openList('/files.html', COMPANY);
    const benefits = section(list, 'Benefits');
    expect(await benefits.getAttribute('aria-expanded')).toBe('true');
    const saved = page.waitForResponse((r) => r.url().includes('/ajax/company_file_section_status.php'));
    await benefits.click();
    expect((await saved).url()).toMatch(/[?&]open=0/);
    expect(await row(list, 'Benefits guide 2026.pdf').count()).toBe(0);
    await expectPlaceAxeClean(page, COMPANY, 'section closed');
    await page.reload();
    await list.getByRole('grid').waitFor();
    await expect.poll(() => section(list, 'Benefits').getAttribute('aria-expanded')).toBe('false');
    expect(await row(list, 'Benefits guide 2026.pdf').count()).toBe(0);
    await section(list, 'Benefits').click();
    await expect.poll(() => row(list, 'Benefits guide 2026.pdf').count()).toBe(1);
  });

  it('checks a range with shift-click and shows the bulk bar', async () => {
    const { page, list } = await openList('/files.html', COMPANY);
    await list.getByRole('checkbox', { name: 'Select Code of conduct.pdf' }).click();
    await row(list, 'Benefits guide 2026.pdf')
      .getByRole('checkbox')
      .click({ modifiers: ['Shift'] });
    const bar = list.getByRole('toolbar');
    await expect.poll(() => bar.getAttribute('aria-label')).toMatch(/^\d+ selected$/);
    const checked = await list.locator('[role=row][aria-selected=true]').count();
    expect(checked).toBeGreaterThanOrEqual(3);
    expect(await bar.getAttribute('aria-label')).toBe(`${checked} selected`);
    expect(await bar.getByRole('button', { name: 'Move…' }).isVisible()).toBe(true);
    expect(await bar.getByRole('button', { name: 'Delete…' }).isVisible()).toBe(true);
    await expectPlaceAxeClean(page, COMPANY, 'files selected');
    await shot(list, 'hr-file-list-selected-1100');
    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await expect.poll(() => list.getByRole('toolbar').count()).toBe(0);
  });

  for (const width of [320, 390, 1440]) {
    it(`fits ${width} px without sideways scrolling`, async () => {
      const { page, list } = await openList('/files.html', COMPANY, { viewport: { width, height: 900 } });
      // The page's navigation collapsed, as a phone user keeps it: the content gets the width.
      await page.evaluate(() => localStorage.setItem('hr-shell:globalNavigationOpen', 'false'));
      await page.reload();
      await list.getByRole('grid').waitFor();
      await expectNoSidewaysScroll(page, COMPANY);
      await list.getByRole('button', { name: 'Actions for Code of conduct.pdf' }).click();
      const menu = await list.getByRole('menu').boundingBox();
      expect(menu && menu.x >= 0 && menu.x + menu.width <= width).toBe(true);
      await page.keyboard.press('Escape');
      await shot(list, `hr-file-list-${width}`);
    });
  }
});

describe('<hr-file-list> for an employee', () => {
  it('shows an employee only their own shared files, with Open only', async () => {
    const { page, list } = await openList('/files.html', MINE, { signInAs: 'employee' });
    await expect.poll(() => list.getByRole('link', { name: 'I-9 verification.pdf' }).count()).toBe(1);
    expect(await row(list, 'Review 2025 (draft).docx').count()).toBe(0);
    expect(await list.getByRole('checkbox').count()).toBe(0);
    expect(await list.getByRole('button', { name: 'Add category' }).count()).toBe(0);
    await list.getByRole('button', { name: 'Actions for I-9 verification.pdf' }).click();
    expect(await list.getByRole('menuitem').allTextContents()).toEqual(['Open']);
    await expectPlaceAxeClean(page, MINE, 'employee menu');
  });

  it("asks nothing for another employee's files: the page's user may not see them", async () => {
    const { page, requests } = await e2e.open('/', { signInAs: 'employee' });
    const list = page.locator(`${MINE} hr-file-list`);
    await expect.poll(() => list.locator('[part=error]').textContent()).toBe('You do not have access to these files.');
    expect(requests.filter((r) => r.url().includes('/ajax/employee_files.php'))).toEqual([]);
    await expectPlaceAxeClean(page, MINE, 'access refused');
  });

  it("shows the server's 403 message when a write is refused", async () => {
    // The page was printed for the owner; the session now belongs to an employee (signed in
    // elsewhere), with that session's CSRF token: the server refuses the rename itself.
    const { page, context, list } = await openList('/files.html', COMPANY, { expectConsoleErrors: [/status of 403/] });
    const errors: unknown[] = [];
    await page.exposeFunction('__fileListError', (detail: unknown) => errors.push(detail));
    await page.evaluate(() =>
      document.addEventListener('hr-error', (event) =>
        (window as unknown as { __fileListError(d: unknown): void }).__fileListError((event as CustomEvent).detail),
      ),
    );
    expect((await context.request.post(demoUrl('/demo/sign-in'), { data: { username: 'employee' } })).ok()).toBe(true);
    const { CSRFToken } = (await (await context.request.get(demoUrl('/auth/check_session'))).json()) as {
      CSRFToken: string;
    };
    await page.evaluate(
      (token) =>
        (window as unknown as { HrShell: { configure(c: object): void } }).HrShell.configure({ csrfToken: token }),
      CSRFToken,
    );
    await menuItem(list, 'Code of conduct.pdf', 'Rename');
    const dialog = list.getByRole('dialog', { name: 'Rename file' });
    await dialog.getByRole('textbox', { name: 'File name' }).fill('Mine now.pdf');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The refusal shows in the dialog, which keeps what was typed (SPEC §7, assumed-user saves).
    await expect
      .poll(() => dialog.locator('.field-error').textContent())
      .toBe('You do not have permission to manage files.');
    expect(await dialog.getByRole('textbox', { name: 'File name' }).inputValue()).toBe('Mine now.pdf');
    expect(errors).toContainEqual({ message: 'You do not have permission to manage files.', status: 403 });
    await expectPlaceAxeClean(page, COMPANY, 'write refused');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await row(list, 'Code of conduct.pdf').count()).toBe(1);
  });
});
