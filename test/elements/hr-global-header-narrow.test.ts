/**
 * <hr-global-header>'s narrow layout (issue 20): the nav drawer's menu button, the search folded to
 * an icon, and the overflow menu that takes help, answers and settings. Which controls show at
 * which width is CSS (NARROW_MEDIA), checked in Chromium by test/e2e/phone-widths.e2e.ts; here the
 * behaviour, whatever the width.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-global-header';
import type { HrGlobalHeaderElement } from '../../elements/hr-global-header';
import { loadHttpClient } from '../../src/lib/http';
import { reloadConfig } from '../../src/stores/config';
import { NARROW_MEDIA } from '../../src/styles/tokens';
import { helpPanel } from '../../src/components/help-button/use-help-button';
import { json, mockFetch } from '../support/fetch';
import { listen, mount, press, settle } from '../support/elements';

beforeAll(() => Promise.all([loadHttpClient(), helpPanel.load()]));
afterEach(async () => {
  document.body.replaceChildren();
  await settle();
  document.getElementById('hr-shell-config')?.remove();
  reloadConfig();
});

const ALL = { inbox: true, help: true, answers: true, settings: true };

async function header(canSee: object = ALL) {
  mockFetch((request) =>
    new URL(request.url).pathname.endsWith('/answers/header-button')
      ? json({ visible: true, label: 'Answers', href: '/answers/', isNew: false })
      : json({ counts: { inbox: 1 }, isEmployeeCommunityWidgetEnabled: false, subsections: [] }),
  );
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'hr-shell-config';
  script.textContent = JSON.stringify({
    user: { id: 1, employeeId: 1, firstName: 'Ada', lastName: 'Lovelace' },
    canSee,
  });
  document.head.append(script);
  reloadConfig();
  const el = mount(
    '<hr-global-header><a slot="logo" href="/">Acme</a><input slot="search" aria-label="Search"></hr-global-header>',
  ).querySelector('hr-global-header') as HrGlobalHeaderElement;
  await vi.waitFor(() => expect(el.shadowRoot?.querySelector('[part="base"]')).not.toBeNull());
  await settle(6);
  const root = el.shadowRoot as ShadowRoot;
  const q = <T extends HTMLElement = HTMLElement>(selector: string) => root.querySelector<T>(selector);
  return { el, root, q };
}

describe('<hr-global-header> menu button', () => {
  it('comes first, is named Menu, and fires a bubbling, composed hr-nav-toggle from itself', async () => {
    const { q } = await header();
    const button = q<HTMLButtonElement>('[part="nav-button"]');
    expect(q('[part="base"]')?.firstElementChild).toBe(button);
    expect(button?.getAttribute('aria-label')).toBe('Menu');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    const toggles = listen(document, 'hr-nav-toggle');
    button?.click();
    expect(toggles).toHaveLength(1);
    expect(toggles[0]?.bubbles && toggles[0].composed).toBe(true);
    expect(toggles[0]?.composedPath()[0]).toBe(button);
  });

  it("follows the nav's hr-nav-drawer on the document in aria-expanded", async () => {
    const { q } = await header();
    const expanded = () => q('[part="nav-button"]')?.getAttribute('aria-expanded');
    const drawer = (detail: unknown) =>
      document.dispatchEvent(new CustomEvent('hr-nav-drawer', { detail, bubbles: true, composed: true }));
    drawer({ open: true });
    await settle();
    expect(expanded()).toBe('true');
    drawer({ open: false });
    await settle();
    expect(expanded()).toBe('false');
    drawer({ open: true });
    await settle();
    drawer({ open: 'yes' });
    await settle();
    expect(expanded()).toBe('false');
    drawer(null);
    await settle();
    expect(expanded()).toBe('false');
  });
});

describe('<hr-global-header> search folded to an icon', () => {
  it('expands over the bar with the search focused; Escape folds it and returns focus to the icon', async () => {
    const { el, q, root } = await header();
    const icon = q<HTMLButtonElement>('[part="search-button"]');
    expect(icon?.getAttribute('aria-label')).toBe('Search');
    icon?.click();
    await settle();
    expect(q('[part="base"]')?.classList.contains('searching')).toBe(true);
    const input = el.querySelector('input') as HTMLInputElement;
    // The open search's behaviour arrives in a chunk of its own.
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
    press(input, 'Escape');
    await settle();
    expect(q('[part="base"]')?.classList.contains('searching')).toBe(false);
    expect(root.activeElement).toBe(icon);
  });

  it('leaves an Escape the search handles itself to the search', async () => {
    const { el, q } = await header();
    q<HTMLButtonElement>('[part="search-button"]')?.click();
    const input = el.querySelector('input') as HTMLInputElement;
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
    input.addEventListener('keydown', (event) => event.stopPropagation());
    press(input, 'Escape');
    await settle();
    expect(q('[part="base"]')?.classList.contains('searching')).toBe(true);
  });

  it('folds with its Cancel button too', async () => {
    const { q, root } = await header();
    q<HTMLButtonElement>('[part="search-button"]')?.click();
    await vi.waitFor(() => expect(q('[part="search-cancel"]')).not.toBeNull());
    const cancel = q<HTMLButtonElement>('[part="search-cancel"]');
    expect(cancel?.textContent).toBe('Cancel');
    cancel?.click();
    await settle();
    expect(q('[part="base"]')?.classList.contains('searching')).toBe(false);
    expect(root.activeElement).toBe(q('[part="search-button"]'));
  });
});

describe('<hr-global-header> overflow menu', () => {
  it('holds help, answers and settings; Help opens the help slide-down', async () => {
    const { q, root } = await header();
    const button = q<HTMLButtonElement>('[part="more-button"]');
    expect(button?.getAttribute('aria-label')).toBe('More');
    expect(button?.getAttribute('aria-haspopup')).toBe('menu');
    // Its own part: the account menu's button keeps `menu-button` to itself.
    expect(button?.getAttribute('part')).toBe('more-button');
    // The answers item comes with the answer.
    await vi.waitFor(() => expect(q('[part="answers-button"]')).not.toBeNull());
    button?.click();
    await vi.waitFor(() => expect(root.querySelector('.more [role=menu]:not([hidden])')).not.toBeNull());
    const items = () => [...root.querySelectorAll<HTMLElement>('.more [role=menuitem]')];
    await vi.waitFor(() => expect(items()).toHaveLength(3));
    expect(items().map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Help', null],
      ['Answers', q('[part="answers-button"]')?.getAttribute('href')],
      ['Settings', '/settings/'],
    ]);
    const opened = listen(document, 'hr-help-open');
    items()[0]?.click();
    await vi.waitFor(() => expect(q('[part="help-panel"]')).not.toBeNull());
    expect(opened).toHaveLength(1);
    expect(button?.getAttribute('aria-expanded')).toBe('false');
  });

  it('is left out when none of its actions may show', async () => {
    const { q } = await header({ inbox: true });
    expect(q('.more')).toBeNull();
    expect(q('[part="search-button"]')).not.toBeNull();
  });

  it('shows the narrow controls only under the narrow media query', async () => {
    const { root } = await header();
    const media = [...root.adoptedStyleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .map((rule) => rule.media.mediaText);
    expect(media.join(' ')).toContain(NARROW_MEDIA.slice(1, -1));
  });
});
