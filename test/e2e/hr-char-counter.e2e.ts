/**
 * <hr-char-counter> in real Chromium on demo/forms.html: typing and inserting by keyboard, the
 * thresholds, the cut of an overlong insertion, bytes mode, the live region, axe in each state.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { expectPlaceAxeClean, shot } from './support/place-axe';

const e2e = useBrowser();
const PLACE = '#place-counters';

const notes = (page: Page) => page.locator('#demo-notes');
const counterOf = (page: Page, host: string) => page.locator(`#${host} .hr-char-counter__counter`);
const liveOf = (page: Page, host: string) => page.locator(`#${host} [role="status"]`);

describe('<hr-char-counter> on the forms page', () => {
  it('points the textarea at the counter and stays hidden while more than 100 characters remain', async () => {
    const { page } = await e2e.open('/forms.html');
    const counter = counterOf(page, 'demo-notes-counter');
    const id = await counter.getAttribute('id');
    expect(await notes(page).getAttribute('aria-describedby')).toBe(id);
    expect(await counter.isHidden()).toBe(true);
    await notes(page).focus();
    await page.keyboard.type('x'.repeat(140));
    expect(await counter.isHidden()).toBe(true);
    await expectPlaceAxeClean(page, PLACE, 'counter hidden');
  });

  it('shows the count, then warning and error styles, announcing only at the thresholds', async () => {
    const { page } = await e2e.open('/forms.html');
    const counter = counterOf(page, 'demo-notes-counter');
    await notes(page).focus();
    await page.keyboard.insertText('a'.repeat(150));
    await expect.poll(() => counter.innerText()).toBe('This field can accept 100 more characters.');
    expect(await counter.getAttribute('class')).toContain('--normal');
    expect(await liveOf(page, 'demo-notes-counter').innerText()).toBe('');
    await expectPlaceAxeClean(page, PLACE, 'counter shown');

    await page.keyboard.type('b'.repeat(80));
    await expect.poll(() => counter.innerText()).toBe('This field can accept 20 more characters.');
    expect(await counter.getAttribute('class')).toContain('--warning');
    expect(await liveOf(page, 'demo-notes-counter').innerText()).toBe('This field can accept 20 more characters.');
    await page.keyboard.type('c'.repeat(5));
    // Still the threshold announcement, not one per keystroke.
    expect(await liveOf(page, 'demo-notes-counter').innerText()).toBe('This field can accept 20 more characters.');
    expect(await counter.innerText()).toBe('This field can accept 15 more characters.');
    await expectPlaceAxeClean(page, PLACE, 'warning');

    await page.keyboard.type('d'.repeat(20));
    expect(await notes(page).inputValue()).toHaveLength(250);
    await expect.poll(() => counter.innerText()).toBe('You cannot write more then 250 characters!');
    expect(await counter.getAttribute('class')).toContain('--error');
    expect(await liveOf(page, 'demo-notes-counter').innerText()).toBe('You cannot write more then 250 characters!');
    await expectPlaceAxeClean(page, PLACE, 'error');
    await shot(page.locator(PLACE), 'char-counter-error');
  });

  it('cuts an overlong insertion in the middle, keeping the text after the caret, and says so', async () => {
    const { page } = await e2e.open('/forms.html');
    const area = notes(page);
    await area.focus();
    await page.keyboard.insertText(`${'a'.repeat(240)}END`);
    await page.keyboard.press('Home');
    await page.keyboard.press('Control+Home');
    await page.keyboard.insertText('0123456789ABCDEF');
    const value = await area.inputValue();
    expect(value).toBe(`0123456${'a'.repeat(240)}END`);
    await expect
      .poll(() => counterOf(page, 'demo-notes-counter').innerText())
      .toBe('You cannot write more then 250 characters!');
  });

  it('counts bytes in the bio field, says bytes, and never splits an emoji', async () => {
    const { page } = await e2e.open('/forms.html');
    const bio = page.locator('#demo-bio');
    const counter = counterOf(page, 'demo-bio-counter');
    const start = await bio.inputValue();
    const startBytes = Buffer.byteLength(start, 'utf8');
    expect(await counter.innerText()).toBe(`This field can accept ${140 - startBytes} more bytes.`);
    await bio.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText(' ' + 'é'.repeat(50));
    const left = 140 - startBytes - 101;
    await expect.poll(() => counter.innerText()).toBe(`This field can accept ${left} more bytes.`);
    await page.keyboard.insertText('😀'.repeat(10));
    const value = await bio.inputValue();
    expect(Buffer.byteLength(value, 'utf8')).toBeLessThanOrEqual(140);
    expect(value.endsWith('😀')).toBe(true);
    expect(/[\ud800-\udbff]$/.test(value)).toBe(false);
    await expect.poll(() => counter.innerText()).toBe('You cannot write more than 140 bytes!');
    await expectPlaceAxeClean(page, PLACE, 'bytes cut');
    await shot(page.locator(PLACE), 'char-counter-bytes');
  });

  it('posts the text and recounts after a form reset', async () => {
    const { page } = await e2e.open('/forms.html');
    await notes(page).focus();
    await page.keyboard.insertText('n'.repeat(200));
    const posted = await page.evaluate(() =>
      new FormData(document.getElementById('demo-form') as HTMLFormElement).get('notes'),
    );
    expect(posted).toBe('n'.repeat(200));
    await page.evaluate(() => (document.getElementById('demo-form') as HTMLFormElement).reset());
    await expect.poll(() => counterOf(page, 'demo-notes-counter').isHidden()).toBe(true);
    expect(await notes(page).inputValue()).toBe('');
  });
});
