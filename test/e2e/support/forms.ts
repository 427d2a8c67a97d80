/**
 * The forms demo page's own form (#demo-form → POST /forms/submit.php) in e2e tests. Every e2e
 * file signs in as the same demo user and files run in parallel, so GET
 * /forms/submissions/latest.json may already hold another file's post: read the answer page,
 * which lists what this very post carried.
 */
import type { Page } from 'playwright-core';

/** Fields as the server's answer page lists them, in order (repeated names stay repeated). */
export async function receivedFields(page: Page): Promise<Array<[string, string]>> {
  await page.waitForURL(/\/forms\/submit\.php$/);
  return page
    .locator('#received tbody tr')
    .evaluateAll((rows) =>
      rows.map(
        (row) =>
          [row.querySelector('th')?.textContent ?? '', row.querySelector('td')?.textContent ?? ''] as [string, string],
      ),
    );
}

/**
 * Posts #demo-form skipping validation (another helper's required field is not the test's
 * business), with the CSRF token demo.js would put in at submit time; returns what arrived.
 */
export async function postDemoFormUnvalidated(page: Page): Promise<Array<[string, string]>> {
  await page.evaluate(() => {
    const form = document.querySelector('#demo-form') as HTMLFormElement;
    const token =
      (window as unknown as { HrShell: { getConfig(): { csrfToken?: string } } }).HrShell.getConfig().csrfToken ?? '';
    (form.querySelector('input[name="CSRFToken"]') as HTMLInputElement).value = token;
    form.submit();
  });
  return receivedFields(page);
}

export const valuesOf = (fields: ReadonlyArray<[string, string]>, name: string): string[] =>
  fields.filter(([field]) => field === name).map(([, value]) => value);
