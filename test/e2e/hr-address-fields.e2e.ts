/**
 * <hr-address-fields> in real Chromium on demo/forms.html against the demo server's reference
 * data: labels switching with the country chosen by keyboard, the state list reloading, the
 * timezone from the ZIP, the emergency-contact variant, reset, axe in each state.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { expectPlaceAxeClean, shot } from './support/place-axe';

const e2e = useBrowser();
const PLACE = '#place-address';
const HTTP_404_LOGGED = /status of 404/;

const labelText = (page: Page, id: string) => page.locator(`label[for="${id}"]`).innerText();
const country = (page: Page) => page.locator('#demo-country');
const state = (page: Page) => page.locator('#demo-state');
const zip = (page: Page) => page.locator('#demo-zip');
const stateNames = (page: Page) => state(page).locator('option').allInnerTexts();

/** Waits until the element has filled the country list from get_countries. */
async function ready(page: Page): Promise<void> {
  await expect.poll(() => country(page).locator('option').count()).toBeGreaterThan(10);
  await expect.poll(() => state(page).locator('option').count()).toBeGreaterThan(40);
}

/** Chooses a country by typing its name on the focused select (typeahead), as a keyboard user does. */
async function typeCountry(page: Page, name: string): Promise<void> {
  // Chromium's typeahead joins keys typed within a second into one search, and a select that
  // loses focus starts a new one: leave the select first, so each name is a search of its own.
  await country(page).evaluate((select) => (select as HTMLSelectElement).blur());
  await country(page).focus();
  await page.keyboard.type(name);
  await expect.poll(() => country(page).locator('option:checked').innerText()).toBe(name);
}

async function recordChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const changes: unknown[] = [];
    (window as unknown as { __changes: unknown[] }).__changes = changes;
    document.addEventListener('hr-change', (event) => {
      if ((event.target as Element).localName === 'hr-address-fields') changes.push((event as CustomEvent).detail);
    });
  });
}

describe('<hr-address-fields> on the forms page', () => {
  it('fills the lists from the server, keeping the printed United States / Utah, labelled State / ZIP Code', async () => {
    const { page, requests } = await e2e.open('/forms.html');
    await ready(page);
    expect(await country(page).inputValue()).toBe('1');
    expect(await state(page).inputValue()).toBe('1045');
    expect((await country(page).locator('option').allInnerTexts()).slice(0, 4)).toEqual([
      '–Select–',
      'Not specified',
      'Australia',
      'Brazil',
    ]);
    expect(await labelText(page, 'demo-state')).toBe('State');
    expect(await labelText(page, 'demo-zip')).toBe('ZIP Code');
    const asked = requests
      .map((request) => new URL(request.url()))
      .filter((url) => url.pathname.startsWith('/ajax/get_'));
    expect(asked.map((url) => url.pathname + url.search)).toEqual(
      expect.arrayContaining(['/ajax/get_countries?employeeId=1', '/ajax/get_states?country=1&employeeId=1']),
    );
    await expectPlaceAxeClean(page, PLACE, 'United States');
  });

  it('switches the labels and reloads the states as the country is chosen by keyboard', async () => {
    const { page } = await e2e.open('/forms.html');
    await ready(page);
    await recordChanges(page);

    await typeCountry(page, 'Canada');
    await expect.poll(() => labelText(page, 'demo-zip')).toBe('Postal Code');
    expect(await labelText(page, 'demo-state')).toBe('Province');
    await expect.poll(() => stateNames(page)).toContain('Ontario');
    expect(await state(page).inputValue()).toBe('');
    await expectPlaceAxeClean(page, PLACE, 'Canada');

    await typeCountry(page, 'United Kingdom');
    await expect.poll(() => labelText(page, 'demo-state')).toBe('County');
    expect(await labelText(page, 'demo-zip')).toBe('Postcode');
    await expect.poll(() => stateNames(page)).toContain('Greater London');
    await expectPlaceAxeClean(page, PLACE, 'United Kingdom');

    await typeCountry(page, 'Mexico');
    await expect.poll(() => labelText(page, 'demo-zip')).toBe('Postal Code');
    expect(await labelText(page, 'demo-state')).toBe('State');

    await typeCountry(page, 'France');
    await expect.poll(() => labelText(page, 'demo-state')).toBe('Region');
    expect(await labelText(page, 'demo-zip')).toBe('Postal Code');
    await expect.poll(() => stateNames(page)).toEqual(['–Select–']);
    await expectPlaceAxeClean(page, PLACE, 'France, no states');
    await shot(page.locator(PLACE), 'address-fields-france');

    const changes = (
      await page.evaluate(() => (window as unknown as { __changes: Array<{ part: string; value: string }> }).__changes)
    ).filter((change) => change.part === 'country');
    expect(changes.map((change) => change.value)).toEqual(['3', '222', '157', '73']);
  });

  it('fills the timezone from a typed ZIP and only logs a failed lookup', async () => {
    const { page } = await e2e.open('/forms.html', { expectConsoleErrors: [HTTP_404_LOGGED] });
    await ready(page);
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await zip(page).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('10001');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.locator('#demo-timezone').inputValue()).toBe('America/New_York');

    await zip(page).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('00001');
    await page.keyboard.press('Tab');
    await expect.poll(() => warnings.join('\n')).toContain('timezone lookup for ZIP 00001 failed');
    expect(await page.locator('#demo-timezone').inputValue()).toBe('America/New_York');
    expect(await page.locator(`${PLACE} [role="alert"]`).first().innerText()).toBe('');
  });

  it('prefixes the emergency-contact labels and follows its own country', async () => {
    const { page } = await e2e.open('/forms.html');
    await ready(page);
    expect(await labelText(page, 'demo-emergency-state')).toBe('Emergency Contact County');
    expect(await labelText(page, 'demo-emergency-zip')).toBe('Emergency Contact Postcode');
    await expect.poll(() => page.locator('#demo-emergency-state').inputValue()).toBe('222016');
    await page.locator('#demo-emergency-country').focus();
    await page.keyboard.type('United States');
    await expect.poll(() => labelText(page, 'demo-emergency-zip')).toBe('Emergency Contact ZIP Code');
    expect(await labelText(page, 'demo-emergency-state')).toBe('Emergency Contact State');
    // The home address keeps its own labels.
    expect(await labelText(page, 'demo-zip')).toBe('ZIP Code');
    await expectPlaceAxeClean(page, PLACE, 'emergency contact in the US');
    await shot(page.locator(PLACE), 'address-fields-emergency-us');
  });

  it('restores the printed country and state on form reset, and the labels follow', async () => {
    const { page } = await e2e.open('/forms.html');
    await ready(page);
    await typeCountry(page, 'United Kingdom');
    await expect.poll(() => labelText(page, 'demo-state')).toBe('County');
    await page.evaluate(() => (document.getElementById('demo-form') as HTMLFormElement).reset());
    await expect.poll(() => labelText(page, 'demo-state')).toBe('State');
    expect(await labelText(page, 'demo-zip')).toBe('ZIP Code');
    await expect.poll(() => state(page).inputValue()).toBe('1045');
    expect(await country(page).inputValue()).toBe('1');
    const posted = await page.evaluate(() => {
      const data = new FormData(document.getElementById('demo-form') as HTMLFormElement);
      return [data.get('country'), data.get('state'), data.get('zip')];
    });
    expect(posted).toEqual(['1', '1045', '84042']);
  });
});
