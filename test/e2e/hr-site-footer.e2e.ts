/**
 * <hr-site-footer> on the account settings demo page (demo/account-settings.html) in real
 * Chromium: the page's script enables Save on the first change; Save posts the form while the
 * footer shows it is processing; hr-footer-close and hr-footer-open slide it 60 px over 400 ms, or
 * not at all with reduced motion; a control the keyboard reaches is never under it; axe and
 * screenshots at 390 and 1440 px wide.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, useBrowser } from './support/browser';

const e2e = useBrowser();
const PAGE = '/account-settings.html';
const SHOTS = '/tmp/shots-forms';
mkdirSync(SHOTS, { recursive: true });
const FAVICON_404 = /Failed to load resource: the server responded with a status of 404/;

async function open(viewport = { width: 1100, height: 900 }) {
  const opened = await e2e.open(PAGE, { viewport, expectConsoleErrors: [FAVICON_404] });
  const footer = opened.page.locator('hr-site-footer');
  await footer.locator('[part="bar"][data-state="open"]').waitFor();
  return { ...opened, footer, bar: footer.locator('[part="bar"]') };
}

const fire = (page: Page, type: string) => page.evaluate((name) => document.dispatchEvent(new CustomEvent(name)), type);

describe('<hr-site-footer> on the account settings page', () => {
  it('Save waits for a change, then posts the form while the footer shows it is processing', async () => {
    const { page, footer } = await open();
    const save = footer.getByRole('button', { name: 'Save' });
    await expect(save.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(footer.getByRole('region', { name: 'Form actions' }).isVisible()).resolves.toBe(true);
    await page.locator('#account-email').fill('ada.king@example.com');
    await expect.poll(() => save.getAttribute('aria-disabled')).toBeNull();
    // What the footer says as the form goes, kept across the navigation in session storage.
    await page.evaluate(() =>
      document.addEventListener('submit', () => {
        const footer = document.querySelector('hr-site-footer');
        sessionStorage.setItem(
          'footer-at-submit',
          JSON.stringify([footer?.hasAttribute('processing'), footer?.hasAttribute('disabled')]),
        );
      }),
    );
    await Promise.all([page.waitForURL('**/forms/submit.php'), save.click()]);
    await expect(page.evaluate(() => sessionStorage.getItem('footer-at-submit'))).resolves.toBe('[true,true]');
    await expect(page.locator('#received').textContent()).resolves.toContain('ada.king@example.com');
  });

  it('slides down and up 60 px over 400 ms on hr-footer-close and hr-footer-open', async () => {
    const { page, bar } = await open();
    const transformNow = () =>
      bar.evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).m42);
    await fire(page, 'hr-footer-close');
    await page.locator('hr-site-footer [data-state="closing"]').waitFor();
    const timing = await bar.evaluate((element) => {
      const [animation] = element.getAnimations();
      return {
        duration: animation?.effect?.getComputedTiming().duration,
        name: (animation as CSSAnimation | undefined)?.animationName,
      };
    });
    expect(timing).toEqual({ duration: 400, name: 'hr-footer-out' });
    await page.locator('hr-site-footer [data-state="closed"]').waitFor({ state: 'attached' });
    await expect(bar.isVisible()).resolves.toBe(false);
    await fire(page, 'hr-footer-open');
    await page.locator('hr-site-footer [data-state="opening"]').waitFor();
    const start = await bar.evaluate((element) => {
      const [animation] = element.getAnimations();
      animation?.pause();
      if (animation) animation.currentTime = 0;
      return new DOMMatrixReadOnly(getComputedStyle(element).transform).m42;
    });
    expect(start).toBe(60);
    await bar.evaluate((element) => element.getAnimations().forEach((animation) => animation.play()));
    await page.locator('hr-site-footer [data-state="open"]').waitFor();
    await expect.poll(transformNow).toBe(0);
  });

  it('with reduced motion appears and goes without a slide', async () => {
    const { page, bar } = await open();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await fire(page, 'hr-footer-close');
    await page.locator('hr-site-footer [data-state="closed"]').waitFor({ state: 'attached' });
    await fire(page, 'hr-footer-open');
    await page.locator('hr-site-footer [data-state="open"]').waitFor();
    await expect(bar.evaluate((element) => element.getAnimations().length)).resolves.toBe(0);
  });

  it('never covers the control the keyboard reaches (WCAG 2.4.11), at 390 px wide', async () => {
    const { page, bar } = await open({ width: 390, height: 600 });
    // Measured once the page is laid out for good: every element defined (the account menu's chip
    // takes its size), the fonts in and the demo controls' toggle in the breadcrumb line. A later
    // shift would move the focused control after the footer made room for it.
    await page.locator('.demo-controls-toggle').waitFor();
    await page.evaluate(async () => {
      const tags = new Set([...document.querySelectorAll(':not(:defined)')].map((element) => element.localName));
      await Promise.all([...tags].filter((tag) => tag.startsWith('hr-')).map((tag) => customElements.whenDefined(tag)));
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    // The footer's room is kept (its effect runs after the open state is painted).
    await page.waitForFunction(() => document.documentElement.style.scrollPaddingBottom !== '');
    await page.locator('#account-name').focus();
    // Through the page's controls to the last one before the footer, then into the footer.
    let reachedFooter = false;
    for (let step = 0; step < 12 && !reachedFooter; step += 1) {
      await page.keyboard.press('Tab');
      const { overlap, inFooter } = await page.evaluate(() => {
        let element = document.activeElement;
        while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
        const footer = document.querySelector('hr-site-footer')?.shadowRoot?.querySelector('[part="bar"]');
        if (!element || !footer) return { overlap: -1, inFooter: false };
        if (footer.contains(element)) return { overlap: 0, inFooter: true };
        return {
          overlap: Math.max(0, element.getBoundingClientRect().bottom - footer.getBoundingClientRect().top),
          inFooter: false,
        };
      });
      expect(overlap, `focus step ${step}`).toBe(0);
      reachedFooter = inFooter;
    }
    expect(reachedFooter, 'Tab reaches the footer within 12 steps').toBe(true);
    await expect(bar.isVisible()).resolves.toBe(true);
  });

  it('passes axe and is screenshot at 390 and 1440 px wide, enabled and processing', async () => {
    for (const width of [390, 1440]) {
      const { page } = await open({ width, height: 844 });
      await page.locator('#account-name').fill('Ada King');
      await expect
        .poll(() => page.locator('hr-site-footer').evaluate((footer) => footer.hasAttribute('disabled')))
        .toBe(false);
      await page.locator('#account-name').blur();
      await expectNoAxeViolations(page, `the footer at ${width} px`);
      await page.screenshot({ path: `${SHOTS}/site-footer-${width}.png` });
      await fire(page, 'hr-footer-processing');
      await page.locator('hr-site-footer').getByRole('button', { name: 'Saving…' }).waitFor();
      await page.screenshot({
        path: `${SHOTS}/site-footer-processing-${width}.png`,
        clip: { x: 0, y: 844 - 120, width, height: 120 },
      });
    }
  });
});
