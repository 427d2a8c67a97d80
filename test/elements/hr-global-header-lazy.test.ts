import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HrGlobalHeaderElement } from '../../elements/hr-global-header';
import { loadHttpClient } from '../../src/lib/http';
import { configure, reloadConfig } from '../../src/stores/config';
import { json, mockFetch } from '../support/fetch';
import { listen, mount, press, settle } from '../support/elements';

// Each part's chunk is held back until a test lets it arrive, and each import of it is counted.
// The help slide-down's first import fails, as a chunk the network lost would.
const chunks = vi.hoisted(() => {
  const gated = () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    return { imports: 0, failures: 0, gate, arrive: () => open() };
  };
  return { inbox: gated(), help: gated(), account: gated() };
});
vi.mock('../../src/components/inbox-menu/inbox-panel', async (importOriginal) => {
  chunks.inbox.imports += 1;
  await chunks.inbox.gate;
  return importOriginal();
});
vi.mock('../../src/components/account-menu/account-menu-popup', async (importOriginal) => {
  chunks.account.imports += 1;
  await chunks.account.gate;
  return importOriginal();
});
vi.mock('../../src/components/help-button/help-panel', async (importOriginal) => {
  chunks.help.imports += 1;
  await chunks.help.gate;
  if (chunks.help.imports === 1) {
    chunks.help.failures += 1;
    throw new Error('help-panel chunk lost');
  }
  return importOriginal();
});

beforeAll(async () => {
  await loadHttpClient();
  await import('../../elements/hr-global-header');
});
afterEach(async () => {
  document.body.replaceChildren();
  await settle();
  reloadConfig();
});

const USER = { id: 1, employeeId: 1, firstName: 'Ada', lastName: 'Lovelace' };
const INBOX = {
  counts: { inbox: 5, sentRequests: 2 },
  isEmployeeCommunityWidgetEnabled: false,
  subsections: [{ label: 'Approvals', count: 3, href: '/inbox/?section=approvals' }],
};
/** The chunk is a module import, not a timer: generous on a busy machine. */
const ARRIVAL = { timeout: 15_000 };

async function header() {
  configure({
    user: USER,
    canSee: { inbox: true, help: true },
    capabilities: { account: true },
    inbox: INBOX,
    reportError: reported,
  });
  mockFetch(() => json(INBOX));
  const el = mount('<hr-global-header></hr-global-header>').querySelector('hr-global-header') as HrGlobalHeaderElement;
  await vi.waitFor(() => {
    if (!el.shadowRoot?.querySelector('[part="base"]')) throw new Error('not rendered');
  });
  await settle();
  const root = el.shadowRoot as ShadowRoot;
  const q = <T extends HTMLElement = HTMLElement>(selector: string) => root.querySelector<T>(selector);
  return {
    el,
    root,
    inboxButton: () => q<HTMLButtonElement>('[part="inbox-button"]') as HTMLButtonElement,
    inboxPanel: () => q('[part="inbox-panel"]'),
    helpButton: () => q<HTMLButtonElement>('[part="help-button"]') as HTMLButtonElement,
    helpPanel: () => q('[part="help-panel"]'),
    menuButton: () => q<HTMLButtonElement>('[part="menu-button"]') as HTMLButtonElement,
    menu: () => q('[role=menu]'),
    active: () => root.activeElement as HTMLElement | null,
  };
}

const reported = vi.fn();
const pointerOver = (target: Element) =>
  target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType: 'mouse' }));

// In order: the first test runs before any intent, the others while a chunk is held back.
describe('<hr-global-header> before its panels arrive', () => {
  it('renders the buttons alone: no panel, popup or slide-down chunk is fetched at load', async () => {
    const u = await header();
    expect(u.inboxButton().getAttribute('aria-label')).toBe('Inbox, 5 waiting');
    expect(u.inboxButton().getAttribute('aria-expanded')).toBe('false');
    expect(u.helpButton().getAttribute('aria-expanded')).toBe('false');
    expect(u.menuButton().getAttribute('aria-haspopup')).toBe('menu');
    expect(u.menuButton().hasAttribute('aria-controls')).toBe(false);
    expect(u.inboxPanel()).toBeNull();
    expect(u.menu()).toBeNull();
    expect([chunks.inbox.imports, chunks.help.imports, chunks.account.imports]).toEqual([0, 0, 0]);
  });

  it('fetches the inbox panel once on the pointer coming over its button; a click before it arrives opens it when it does', async () => {
    const u = await header();
    pointerOver(u.inboxButton());
    pointerOver(u.inboxButton());
    await vi.waitFor(() => expect(chunks.inbox.imports).toBe(1), ARRIVAL);
    u.inboxButton().click();
    await settle();
    expect(u.inboxButton().getAttribute('aria-expanded')).toBe('true');
    expect(u.inboxPanel()).toBeNull();
    chunks.inbox.arrive();
    await vi.waitFor(() => expect(u.inboxPanel()).not.toBeNull(), ARRIVAL);
    expect(u.inboxButton().getAttribute('aria-controls')).toBe(u.inboxPanel()?.id);
    expect([...(u.inboxPanel()?.querySelectorAll('.item') ?? [])].map((item) => item.textContent)).toEqual([
      'Approvals 3',
      'Inbox 5',
      'Sent requests 2',
    ]);
    // The panel's own stylesheet joined the shadow root with it.
    const rules = u.root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    expect(rules.some((rule) => rule.startsWith('.panel'))).toBe(true);
    expect(chunks.inbox.imports).toBe(1);
  });

  it('opens the account menu by keyboard before its popup arrives: Escape closes it, and ArrowUp focuses the last item once it is there', async () => {
    const u = await header();
    const opened = listen(document, 'hr-open');
    const closed = listen(document, 'hr-close');
    u.menuButton().focus();
    await vi.waitFor(() => expect(chunks.account.imports).toBe(1), ARRIVAL);
    press(u.menuButton(), 'ArrowDown');
    await settle();
    expect(u.menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(u.menu()).toBeNull();
    press(u.menuButton(), 'Escape');
    await settle();
    expect(u.menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(u.active()).toBe(u.menuButton());
    press(u.menuButton(), 'ArrowUp');
    await settle();
    chunks.account.arrive();
    await vi.waitFor(() => expect(u.active()?.textContent).toBe('Log Out'), ARRIVAL);
    expect(u.menu()?.hidden).toBe(false);
    expect(u.menuButton().getAttribute('aria-controls')).toBe(u.menu()?.id);
    expect(opened).toHaveLength(2);
    expect(closed).toHaveLength(1);
    press(u.active() as HTMLElement, 'Escape');
    await settle();
    expect(u.active()).toBe(u.menuButton());
    expect(u.menu()?.hidden).toBe(true);
  });

  it('reports a slide-down chunk that fails and closes again; the next press fetches it anew and shows it', async () => {
    const u = await header();
    const asked = listen(document, 'hr-help-open');
    u.helpButton().click();
    await settle();
    expect(asked).toHaveLength(1);
    expect(u.helpButton().getAttribute('aria-expanded')).toBe('true');
    chunks.help.arrive();
    await vi.waitFor(() => expect(u.helpButton().getAttribute('aria-expanded')).toBe('false'), ARRIVAL);
    expect(chunks.help.failures).toBe(1);
    expect(reported).toHaveBeenCalledTimes(1);
    const [error, context] = reported.mock.calls[0] as [Error, object];
    // Vitest wraps what the mocked import threw.
    expect([error.message, (error.cause as Error | undefined)?.message]).toContain('help-panel chunk lost');
    expect(context).toEqual({ source: 'hr-global-header', phase: 'runtime' });
    expect(u.helpPanel()).toBeNull();

    u.helpButton().click();
    await vi.waitFor(() => expect(u.helpPanel()).not.toBeNull(), ARRIVAL);
    expect(chunks.help.imports).toBe(2);
    expect(asked).toHaveLength(2);
    expect(u.helpButton().getAttribute('aria-expanded')).toBe('true');
  });
});
