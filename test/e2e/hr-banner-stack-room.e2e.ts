/**
 * <hr-banner-stack>'s recorded room, in real Chromium: after its banners render, the element
 * records the room it takes for the viewport's width band in the `hr_banner_room` cookie, and the
 * demo layout prints it on the next load. So on a reload, at a phone's width as on a desktop's,
 * nothing below the stack moves: its box keeps one height from the first paint, and no layout
 * shift happens. Signs in as the owner (announcement and demo-data banners) and changes nothing
 * of the owner's data; each test has a cookie jar of its own.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

interface Sample {
  /** The stack's box height (px). */
  height: number;
  /** From the stack's top to the top of the content below it (px). */
  room: number;
  /** The stack shows its banners. */
  rendered: boolean;
}

interface Watch {
  samples: Sample[];
  /**
   * Layout shifts the stack caused (not after input), summed: those where content after the stack
   * moved by another distance than the stack itself (a shift above the stack moves both alike).
   */
  shift: number;
  /** What the stack moved: tag, id or class, from and to top. */
  moved: string[];
}

/** Samples the stack every frame from the first one, and on every resize of its box. */
function watchStack(): void {
  const watch: Watch = { samples: [], shift: 0, moved: [] };
  (window as unknown as { stackWatch: Watch }).stackWatch = watch;
  new PerformanceObserver((list) => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    };
    const place = () => document.getElementById('place-banner-stack');
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      const own = entry.sources.find((source) => source.node === place());
      const placeMoved = own ? own.currentRect.top - own.previousRect.top : 0;
      const moved = entry.sources.filter(
        ({ node, previousRect, currentRect }) =>
          node &&
          place()?.compareDocumentPosition(node) === Node.DOCUMENT_POSITION_FOLLOWING &&
          Math.abs(currentRect.top - previousRect.top - placeMoved) > 0.01,
      );
      if (!moved.length) continue;
      watch.shift += entry.value;
      for (const { node, previousRect, currentRect } of moved) {
        const element = node instanceof Element ? node : node?.parentElement;
        const name = element ? `${element.localName}#${element.id}.${element.className}` : String(node?.nodeName);
        watch.moved.push(`${name} ${previousRect.top} -> ${currentRect.top}`);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  let observed: Element | null = null;
  const sample = () => {
    const place = document.getElementById('place-banner-stack');
    const stack = place?.querySelector('hr-banner-stack');
    const below = place?.nextElementSibling;
    if (place && stack && below) {
      watch.samples.push({
        height: stack.getBoundingClientRect().height,
        room: below.getBoundingClientRect().top - place.getBoundingClientRect().top,
        rendered: (stack.shadowRoot?.querySelectorAll('[data-banner]').length ?? 0) > 0,
      });
      if (observed !== stack) {
        observed = stack;
        new ResizeObserver(sample).observe(stack);
      }
    }
  };
  const frame = () => {
    sample();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const BANNERS = ['announcement', 'trial'];

async function bannersShown(page: Page): Promise<void> {
  await page.waitForFunction(
    (count) =>
      (document.querySelector('hr-banner-stack')?.shadowRoot?.querySelectorAll('[data-banner]').length ?? 0) === count,
    BANNERS.length,
    { timeout: 10_000 },
  );
}

/** Two frames after the banners: the settled state is sampled. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The owner's page at `width`, loaded once (the element records its room), then again, watched. */
async function reloadWatched(width: number): Promise<{ page: Page; watch: Watch }> {
  const { page, context } = await e2e.open('/home/', { viewport: { width, height: 900 } });
  await bannersShown(page);
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'hr_banner_room')?.value ?? '')
    .toMatch(/^1\.132\.\d_\d+$/);
  await page.addInitScript(watchStack);
  await page.reload();
  await bannersShown(page);
  await twoFrames(page);
  const watch = await page.evaluate(() => (window as unknown as { stackWatch: Watch }).stackWatch);
  return { page, watch };
}

describe('<hr-banner-stack> on a reload: the recorded room', () => {
  for (const width of [320, 390, 1440]) {
    it(`keeps one height from the first paint at ${width} px: nothing below the stack moves`, async () => {
      const { page, watch } = await reloadWatched(width);
      const before = watch.samples.filter((sample) => !sample.rendered);
      const after = watch.samples.filter((sample) => sample.rendered);
      // Sampled before and after the banners rendered.
      expect(before.length).toBeGreaterThan(0);
      expect(after.length).toBeGreaterThan(0);
      const heights = new Set(watch.samples.map((sample) => sample.height.toFixed(1)));
      const rooms = new Set(watch.samples.map((sample) => sample.room.toFixed(1)));
      expect([...heights]).toHaveLength(1);
      expect([...rooms]).toHaveLength(1);
      expect(watch.moved).toEqual([]);
      expect(watch.shift).toBe(0);
      if (width !== 320) await page.screenshot({ path: `/tmp/banners-reload-${width}.png` });
    });
  }

  it('the server printed the recorded room for the band, not the one-line estimate', async () => {
    const { page } = await e2e.open('/home/', { viewport: { width: 390, height: 900 } });
    await bannersShown(page);
    await twoFrames(page);
    const html = await (await page.request.get(page.url())).text();
    expect(html).toMatch(
      /@media \(min-width: 360px\) and \(max-width: 399\.98px\) \{ hr-banner-stack\[reserve\] \{ --hr-banner-room: [\d.]+px; \} \}/,
    );
    expect(html).toContain('<hr-banner-stack reserve="var(--hr-banner-room)"');
  });

  it("loads the list (with the announcement's view) and the trial banner's chunk only, requested in one wave", async () => {
    const { page } = await e2e.open('/home/', { viewport: { width: 1440, height: 900 } });
    const chunk =
      /\/(banner-list|account-banners|announcement-banner|people-banners|trial-banner|setup-banner)-[\w-]+\.js$/;
    const requested: string[] = [];
    // Every banner chunk's answer is held until both chunks were asked for (or 15 s went by): on a
    // page that imports them one after another, the second is never asked for while the first is held.
    let bothAsked = false;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const giveUp = setTimeout(release, 15_000);
    await page.route(chunk, async (route) => {
      const name = chunk.exec(route.request().url())?.[1] ?? '';
      requested.push(name);
      if (new Set(requested).size === 2) {
        bothAsked = true;
        release();
      }
      await released;
      await route.continue();
    });
    try {
      await page.reload();
      await bannersShown(page);
      await twoFrames(page);
    } finally {
      clearTimeout(giveUp);
      release();
    }
    expect([...requested].sort()).toEqual(['banner-list', 'trial-banner']);
    expect(bothAsked).toBe(true);
  });
});
