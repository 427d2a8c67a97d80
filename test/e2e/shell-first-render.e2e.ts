/**
 * One render with data: the header of a demo page, in real Chromium. The demo prints the inbox
 * counts and the Answers button into the config block as a PHP page would, so the header's first
 * render already shows them and nothing is fetched at load. A page that prints neither (the
 * config block rewritten on its way to the browser) fetches them, and the header keeps its size
 * and the place of each of its items while they arrive (held here until the first render is
 * measured).
 */
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { demoUrl, useBrowser } from './support/browser';

const e2e = useBrowser();

const HEADER = '#place-global-header hr-global-header';
const INBOX = '/ajax/inbox/inbox_counts_json.php';
const ANSWERS = '/answers/header-button';
const CONFIG_BLOCK = /(<script type="application\/json" id="hr-shell-config">)([\s\S]*?)(<\/script>)/;
const WIDE = { width: 1600, height: 900 };

interface FirstRender {
  badge: string | null;
  answers: string | null;
  avatar: { width: number; height: number } | null;
}

/**
 * Records, in the page, what the header's shadow root holds the first time its bar is there (a
 * MutationObserver on the shadow root, attached as the element attaches it).
 */
async function recordFirstRender(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attach.call(this, init);
      if (this.localName === 'hr-global-header') {
        const observer = new MutationObserver(() => {
          if (!root.querySelector('[part="base"]')) return;
          observer.disconnect();
          const avatar = root.querySelector('[part="avatar"]')?.getBoundingClientRect();
          (window as unknown as { firstRender: FirstRender }).firstRender = {
            badge: root.querySelector('[part="inbox-badge"]')?.textContent ?? null,
            answers: root.querySelector('[part="answers-button"]')?.textContent ?? null,
            avatar: avatar ? { width: avatar.width, height: avatar.height } : null,
          };
        });
        observer.observe(root, { childList: true, subtree: true });
      }
      return root;
    };
  });
}

/** The header host's box and the box of each item of the bar, keyed by part. */
function headerBoxes(page: Page): Promise<Record<string, { x: number; y: number; width: number; height: number }>> {
  return page.evaluate((selector) => {
    const host = document.querySelector(selector) as HTMLElement;
    const root = host.shadowRoot as ShadowRoot;
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const boxes: Record<string, { x: number; y: number; width: number; height: number }> = { host: box(host) };
    for (const part of [
      'logo',
      'search',
      'actions',
      'answers-slot',
      'inbox-button',
      'help-button',
      'settings-link',
      'account',
    ]) {
      const element = root.querySelector(`[part~="${part}"]`);
      if (element) boxes[part] = box(element);
    }
    for (const slotted of host.children) boxes[`slotted ${slotted.localName}`] = box(slotted);
    return boxes;
  }, HEADER);
}

/** Serves the page with `inbox` and `answersButton` taken out of its config block. */
async function withoutPrintedData(route: Route): Promise<void> {
  const response = await route.fetch();
  const html = (await response.text()).replace(CONFIG_BLOCK, (_, open: string, json: string, close: string) => {
    const config = JSON.parse(json) as Record<string, unknown>;
    delete config.inbox;
    delete config.answersButton;
    return `${open}${JSON.stringify(config).replace(/</g, '\\u003c')}${close}`;
  });
  await route.fulfill({ response, body: html });
}

// A page answered by page.route (withoutPrintedData) is not local to Chromium's Local Network
// Access checks, so the identity-verification socket to 127.0.0.1 is refused there; these tests
// measure the header, not realtime.
const LNA_BLOCKED = /ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS/;

describe('shell first render', () => {
  it('renders the printed inbox counts, Answers button and a sized avatar at once, fetching neither', async () => {
    const { page, requests } = await e2e.open('/home/', { viewport: WIDE });
    await recordFirstRender(page);
    const before = requests.length;
    await page.reload();
    await page.waitForFunction(() => 'firstRender' in window);
    await page.locator(HEADER).locator('[part="settings-link"]').waitFor();
    const first = await page.evaluate(() => (window as unknown as { firstRender: FirstRender }).firstRender);

    const printed = (await (await page.request.get(demoUrl(INBOX))).json()) as { counts: { inbox: number } };
    expect(printed.counts.inbox).toBeGreaterThan(0);
    expect(first.badge).toBe(String(Math.min(printed.counts.inbox, 99)) + (printed.counts.inbox > 99 ? '+' : ''));
    expect(first.answers).toBe('AnswersNew');
    // The avatar's box is sized by the stylesheet before its image arrives (2em square).
    expect(first.avatar?.width).toBeGreaterThan(20);
    expect(first.avatar?.height).toBe(first.avatar?.width);
    await page.waitForFunction((selector) => {
      const image = document.querySelector(selector)?.shadowRoot?.querySelector('img[part="avatar"]');
      return image instanceof HTMLImageElement && image.complete;
    }, HEADER);
    const avatar = await page.locator(HEADER).locator('[part="avatar"]').boundingBox();
    expect(avatar && { width: avatar.width, height: avatar.height }).toEqual(first.avatar);

    const fetched = requests.slice(before).map((request) => new URL(request.url()).pathname);
    expect(fetched).not.toContain(INBOX);
    expect(fetched).not.toContain(ANSWERS);
  });

  it('fetches what the page did not print, and the header keeps its size and items in place', async () => {
    const { page, context, requests } = await e2e.open('/home/', {
      viewport: WIDE,
      expectConsoleErrors: [LNA_BLOCKED],
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    await context.route(demoUrl('/home/'), withoutPrintedData);
    await context.route(`**${INBOX}`, hold);
    await context.route(`**${ANSWERS}`, hold);
    const before = requests.length;
    await page.reload();

    const header = page.locator(HEADER);
    await header.locator('[part="settings-link"]').waitFor();
    await header.locator('[part="avatar"]').waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll(':not(:defined)')].length === 0);
    // Both requests are out and held: this is the header as it is before its data.
    await expect
      .poll(() => requests.slice(before).map((request) => new URL(request.url()).pathname))
      .toEqual(expect.arrayContaining([INBOX, ANSWERS]));
    expect(await header.locator('[part="inbox-badge"]').count()).toBe(0);
    expect(await header.locator('[part="answers-button"]').count()).toBe(0);
    const empty = await headerBoxes(page);
    expect(Object.keys(empty)).toEqual(
      expect.arrayContaining(['answers-slot', 'inbox-button', 'help-button', 'settings-link', 'account']),
    );

    release();
    await header.locator('[part="inbox-badge"]').waitFor();
    await header.locator('[part="answers-button"]').waitFor();
    expect(await headerBoxes(page)).toEqual(empty);
  });

  it('keeps its items in place in a narrow header too (icon-only Answers button)', async () => {
    // Just above the narrow layout's 960 px (below it Answers moves into the More menu): the
    // header's column beside the nav rail is under its 48em container breakpoint.
    const { page, context } = await e2e.open('/home/', {
      viewport: { width: 964, height: 900 },
      expectConsoleErrors: [LNA_BLOCKED],
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(demoUrl('/home/'), withoutPrintedData);
    await context.route(`**${ANSWERS}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const header = page.locator(HEADER);
    await header.locator('[part="answers-slot"]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => [...document.querySelectorAll(':not(:defined)')].length === 0);
    await header.locator('[part="inbox-badge"]').waitFor();
    const empty = await headerBoxes(page);
    release();
    await header.locator('[part="answers-button"]').waitFor();
    expect(await headerBoxes(page)).toEqual(empty);
  });
});
