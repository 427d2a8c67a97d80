/**
 * <hr-global-nav> below the narrow breakpoint: the drawer and its event contract with the header's
 * menu button (`hr-nav-toggle` heard on the document, `hr-nav-drawer` said from the host).
 * matchMedia is a stand-in the tests flip, as a window resize across the breakpoint would.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-global-nav';
import type { GlobalNavDrawerDetail, HrGlobalNavElement } from '../../elements/hr-global-nav';
import { navDrawer } from '../../src/components/global-nav/use-global-nav';
import { NARROW_MEDIA } from '../../src/styles/tokens';
import { configure, reloadConfig } from '../../src/stores/config';
import { listen, mount, press, settle } from '../support/elements';

const KEY = 'hr-shell:globalNavigationOpen';
const CAN_SEE = { home: true, employees: true, reports: true, files: true };
const USER = { id: 5, employeeId: 12, firstName: 'Ada', lastName: 'Lovelace' };

/** A matchMedia whose narrow query the test sets; every other query is never matched. */
function fakeWindow(narrow: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: narrow,
    media: NARROW_MEDIA,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (query: string) =>
    query === NARROW_MEDIA ? media : { matches: false, media: query, addEventListener() {}, removeEventListener() {} },
  );
  return {
    listeners,
    resize(toNarrow: boolean) {
      media.matches = toNarrow;
      for (const listener of listeners) listener();
    },
  };
}

beforeEach(async () => {
  configure({ canSee: CAN_SEE, user: USER });
  await navDrawer.load();
});
afterEach(() => {
  vi.unstubAllGlobals();
  reloadConfig();
  localStorage.clear();
  document.body.replaceChildren();
});

/** The header's menu button as the other element sends it: from inside a shadow root, composed. */
function menuButton(): HTMLButtonElement {
  const header = mount('<div class="header"></div>').firstElementChild as HTMLElement;
  const button = document.createElement('button');
  button.textContent = 'Menu';
  header.attachShadow({ mode: 'open' }).append(button);
  button.addEventListener('click', () =>
    button.dispatchEvent(new CustomEvent('hr-nav-toggle', { bubbles: true, composed: true })),
  );
  return button;
}

async function nav(markup = '<hr-global-nav active="reports"></hr-global-nav>'): Promise<HrGlobalNavElement> {
  const el = mount(markup).querySelector('hr-global-nav') as HrGlobalNavElement;
  await settle();
  return el;
}

function drawer(el: HrGlobalNavElement): HTMLDialogElement | null {
  return el.shadowRoot?.querySelector('dialog') ?? null;
}

function deepActive(): Element | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element;
}

describe('<hr-global-nav> at desktop widths', () => {
  it('says once on mount that the drawer is closed, and ignores hr-nav-toggle', async () => {
    fakeWindow(false);
    const said = listen<GlobalNavDrawerDetail>(document, 'hr-nav-drawer');
    const el = await nav();
    expect(said.map((event) => event.detail)).toEqual([{ open: false }]);
    expect(said[0]?.target).toBe(el);
    expect(said[0]?.bubbles && said[0]?.composed).toBe(true);
    menuButton().click();
    await settle();
    expect(said).toHaveLength(1);
    expect(drawer(el)).toBeNull();
    expect(el.shadowRoot?.querySelector('nav')).not.toBeNull();
    expect(el.classList.contains('hr-global-nav-open')).toBe(true);
  });
});

describe('<hr-global-nav> below the narrow breakpoint', () => {
  it('starts as a closed drawer whatever the stored rail state, and marks the host', async () => {
    fakeWindow(true);
    localStorage.setItem(KEY, 'false');
    const said = listen<GlobalNavDrawerDetail>(document, 'hr-nav-drawer');
    const el = await nav();
    expect([...el.classList]).toEqual(['hr-global-nav-drawer']);
    expect(drawer(el)?.open).toBe(false);
    expect(said.map((event) => event.detail)).toEqual([{ open: false }]);
    // The drawer shows the full labels and the filter, not the collapsed rail.
    expect(el.shadowRoot?.querySelector('nav')?.getAttribute('part')).toBe('base open');
    expect(el.shadowRoot?.querySelector('input[type="search"]')).not.toBeNull();
  });

  it('opens on the header button as a named modal dialog, focus on the current item, nothing stored', async () => {
    fakeWindow(true);
    const toggles = listen(document, 'hr-toggle');
    const said = listen<GlobalNavDrawerDetail>(document, 'hr-nav-drawer');
    const el = await nav();
    const button = menuButton();
    button.focus();
    button.click();
    await settle();
    const dialog = drawer(el);
    expect(dialog?.open).toBe(true);
    const title = el.shadowRoot?.getElementById(dialog?.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Navigation');
    expect(said.map((event) => event.detail)).toEqual([{ open: false }, { open: true }]);
    expect(deepActive()?.getAttribute('data-item')).toBe('reports');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(toggles).toHaveLength(0);
    // The same button closes it again, and focus goes back to it.
    button.click();
    await settle();
    expect(dialog?.open).toBe(false);
    expect(said.map((event) => event.detail)).toEqual([{ open: false }, { open: true }, { open: false }]);
    expect(deepActive()).toBe(button);
    expect(document.documentElement.style.overflow).toBe('');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('focuses the first item when no item is the current page', async () => {
    fakeWindow(true);
    const el = await nav('<hr-global-nav></hr-global-nav>');
    menuButton().click();
    await settle();
    expect(deepActive()?.getAttribute('data-item')).toBe('home');
    expect(drawer(el)?.open).toBe(true);
  });

  it('closes on Escape, on its Close button and on a click on the scrim, focus back each time', async () => {
    fakeWindow(true);
    const said = listen<GlobalNavDrawerDetail>(document, 'hr-nav-drawer');
    const el = await nav();
    const button = menuButton();
    const dialog = () => drawer(el) as HTMLDialogElement;

    button.focus();
    button.click();
    await settle();
    press(deepActive() as Element, 'Escape');
    await settle();
    expect(dialog().open).toBe(false);
    expect(deepActive()).toBe(button);

    button.click();
    await settle();
    const close = el.shadowRoot?.querySelector<HTMLButtonElement>('button.toggle');
    expect(close?.getAttribute('aria-label')).toBe('Close');
    expect(close?.hasAttribute('aria-expanded')).toBe(false);
    close?.click();
    await settle();
    expect(dialog().open).toBe(false);
    expect(deepActive()).toBe(button);

    button.click();
    await settle();
    // A click inside the drawer keeps it open; one on the backdrop reaches the dialog itself.
    el.shadowRoot?.querySelector('nav')?.click();
    await settle();
    expect(dialog().open).toBe(true);
    dialog().click();
    await settle();
    expect(dialog().open).toBe(false);
    expect(deepActive()).toBe(button);
    expect(said.map((event) => event.detail.open)).toEqual([false, true, false, true, false, true, false]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the filter’s Escape for the filter while it holds text', async () => {
    fakeWindow(true);
    const el = await nav();
    menuButton().click();
    await settle();
    const input = el.shadowRoot?.querySelector('input[type="search"]') as HTMLInputElement;
    input.focus();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, 'rep');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    press(input, 'Escape');
    await settle();
    expect(input.value).toBe('');
    expect(drawer(el)?.open).toBe(true);
    press(input, 'Escape');
    await settle();
    expect(drawer(el)?.open).toBe(false);
  });

  it('switches cleanly across the breakpoint: drawer closed, the stored rail back', async () => {
    const screen = fakeWindow(true);
    localStorage.setItem(KEY, 'false');
    const said = listen<GlobalNavDrawerDetail>(document, 'hr-nav-drawer');
    const el = await nav();
    menuButton().click();
    await settle();
    expect(drawer(el)?.open).toBe(true);
    screen.resize(false);
    await settle();
    expect(drawer(el)).toBeNull();
    expect([...el.classList]).toEqual(['hr-global-nav-closed']);
    expect(el.shadowRoot?.querySelector('nav')?.getAttribute('part')).toBe('base closed');
    expect(document.documentElement.style.overflow).toBe('');
    expect(said.map((event) => event.detail.open)).toEqual([false, true, false]);
    // Back to narrow: a closed drawer again; the toggle is heard again.
    screen.resize(true);
    await settle();
    expect(drawer(el)?.open).toBe(false);
    expect([...el.classList]).toEqual(['hr-global-nav-drawer']);
    menuButton().click();
    await settle();
    expect(drawer(el)?.open).toBe(true);
    expect(localStorage.getItem(KEY)).toBe('false');
  });

  it('ignores hr-nav-toggle for a user who may see no item', async () => {
    fakeWindow(true);
    reloadConfig();
    configure({ canSee: {}, user: USER });
    const said = listen<GlobalNavDrawerDetail>(document, 'hr-nav-drawer');
    const el = await nav();
    menuButton().click();
    await settle();
    expect(drawer(el)).toBeNull();
    expect([...el.classList]).toEqual(['hr-global-nav-empty']);
    expect(said.map((event) => event.detail)).toEqual([{ open: false }]);
  });

  it('stops listening once it is taken off the page', async () => {
    const screen = fakeWindow(true);
    const el = await nav();
    el.remove();
    await settle();
    expect(screen.listeners.size).toBe(0);
    const said = listen(document, 'hr-nav-drawer');
    menuButton().click();
    await settle();
    expect(said).toHaveLength(0);
  });
});
