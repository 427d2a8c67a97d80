/**
 * <hr-banner-stack>'s room on the demo pages, in real Chromium: the demo layout prints the room the
 * config block's banners take (`reserve` and an inline min-height); the element keeps it as a
 * floor until its banners are in the DOM. Measured every frame from the first one: the distance
 * from the stack's top to the content below it. Signs in as the `preview` user (only the banner
 * stack's e2e files use it) and resets its banner settings afterwards.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { demoUrl, useBrowser } from './support/browser';
import { DATA_BANNERS, EVERY_BANNER_SETTINGS } from '../components/banner-stack/banner-fixtures';

const e2e = useBrowser();
const contexts: BrowserContext[] = [];

async function settings(context: BrowserContext, data: object): Promise<void> {
  const response = await context.request.post(demoUrl('/demo/shell/settings'), { data });
  if (!response.ok()) throw new Error(`/demo/shell/settings: ${response.status()} ${await response.text()}`);
}

afterEach(async () => {
  for (const context of contexts.splice(0)) await settings(context, { reset: true, resetAnnouncements: true });
});

interface Frame {
  /** From the stack's top to the top of the content below it (px). */
  room: number;
  /** The stack shows its banners. */
  rendered: boolean;
}

/** Opens /home/ at a width with every banner on, the navigation collapsed, sampling each frame from the first. */
async function loadSampled(width: number): Promise<Page> {
  const { page, context } = await e2e.open('/home/', { signInAs: 'preview', viewport: { width, height: 900 } });
  contexts.push(context);
  await settings(context, { reset: true, resetAnnouncements: true, ...EVERY_BANNER_SETTINGS });
  // A phone user keeps the navigation collapsed: the content gets the width.
  await page.evaluate(() => localStorage.setItem('hr-shell:globalNavigationOpen', 'false'));
  await page.addInitScript(() => {
    const frames: Frame[] = [];
    (window as unknown as { stackFrames: Frame[] }).stackFrames = frames;
    const sample = () => {
      const place = document.getElementById('place-banner-stack');
      const below = place?.nextElementSibling;
      if (place && below) {
        const stack = place.querySelector('hr-banner-stack');
        frames.push({
          room: below.getBoundingClientRect().top - place.getBoundingClientRect().top,
          rendered: (stack?.shadowRoot?.querySelectorAll('[data-banner]').length ?? 0) > 0,
        });
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.reload();
  await page.waitForFunction(
    (count) =>
      (document.querySelector('hr-banner-stack')?.shadowRoot?.querySelectorAll('[data-banner]').length ?? 0) === count,
    DATA_BANNERS.length,
    { timeout: 10_000 },
  );
  // Two more frames: the settled one is sampled.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page;
}

const framesOf = (page: Page) => page.evaluate(() => (window as unknown as { stackFrames: Frame[] }).stackFrames);

/** The distinct rooms in the order the frames had them. */
function steps(frames: readonly Frame[]): number[] {
  return frames.map((frame) => Math.round(frame.room)).filter((room, i, all) => i === 0 || room !== all[i - 1]);
}

describe('<hr-banner-stack> room on the demo pages', () => {
  it('holds the printed room from the first frame until its banners render: nothing below moves at 1440 px', async () => {
    const page = await loadSampled(1440);
    const frames = await framesOf(page);
    expect(frames.some((frame) => !frame.rendered)).toBe(true);
    expect(steps(frames)).toHaveLength(1);
  });

  for (const width of [320, 390]) {
    it(`keeps the printed room as a floor at ${width} px: the content below moves at most once, down, when the banners render`, async () => {
      const page = await loadSampled(width);
      const frames = await framesOf(page);
      const before = frames.filter((frame) => !frame.rendered).map((frame) => Math.round(frame.room));
      const after = frames.filter((frame) => frame.rendered).map((frame) => Math.round(frame.room));
      // Until the banners render, the room the page printed is kept as it was.
      expect(new Set(before).size).toBe(1);
      // Once rendered, the stack has its real height from its first frame on, never less than the room.
      expect(new Set(after).size).toBe(1);
      expect(after[0]).toBeGreaterThanOrEqual(before[0] as number);
    });
  }
});
