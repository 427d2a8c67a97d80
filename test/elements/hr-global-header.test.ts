import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-global-header';
import type { HrGlobalHeaderElement } from '../../elements/hr-global-header';
import type { HrErrorDetail } from '../../src/element/events';
import { loadHttpClient } from '../../src/lib/http';
import { reloadConfig } from '../../src/stores/config';
import { accountMenuPopup } from '../../src/components/account-menu/account-menu';
import { helpPanel } from '../../src/components/help-button/use-help-button';
import { inboxPanel } from '../../src/components/inbox-menu/use-inbox-menu';
import { tooltipBubble } from '../../src/ui/tooltip';
import { deferred, json, mockFetch, type RecordedRequest } from '../support/fetch';
import { listen, mount, press, settle } from '../support/elements';

// The parts fetched on intent have arrived, as after a first hover; before they arrive:
// hr-global-header-lazy.test.ts.
beforeAll(() =>
  Promise.all([loadHttpClient(), inboxPanel.load(), helpPanel.load(), accountMenuPopup.load(), tooltipBubble.load()]),
);
afterEach(async () => {
  history.replaceState(null, '', '/');
  // Removed elements unmount one task later (and release the shared inbox store then).
  document.body.replaceChildren();
  await settle();
  document.getElementById('hr-shell-config')?.remove();
  reloadConfig();
});

const ALL = { inbox: true, help: true, answers: true, settings: true };
const USER = { id: 1, employeeId: 1, firstName: 'Ada', lastName: 'Lovelace' };

/** The config block a PHP page prints, then the page markup. */
function page(markup: string, config: object = { canSee: ALL }): HrGlobalHeaderElement {
  document.getElementById('hr-shell-config')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'hr-shell-config';
  script.textContent = JSON.stringify({ user: USER, ...config });
  document.head.append(script);
  reloadConfig();
  return mount(markup).querySelector('hr-global-header') as HrGlobalHeaderElement;
}

interface Answers {
  inbox?: unknown;
  inboxStatus?: number;
  answers?: unknown;
  answersStatus?: number;
}

const inboxOf = (inbox: number, extra: object = {}) => ({
  counts: { inbox, sentRequests: 2 },
  isEmployeeCommunityWidgetEnabled: false,
  subsections: [
    { label: 'Time off requests', count: 3, href: '/inbox/?section=timeoff' },
    { label: 'Approvals', count: 0, href: '/inbox/?section=approvals' },
  ],
  ...extra,
});

function server(answers: Answers = {}) {
  const state = {
    inbox: answers.inbox ?? inboxOf(5),
    answers: answers.answers ?? { visible: true, label: 'Answers', href: '/answers/', isNew: false },
  };
  const recorded = mockFetch((request: RecordedRequest) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/answers/header-button')) return json(state.answers, answers.answersStatus ?? 200);
    if (pathname.includes('/ajax/inbox/')) return json(state.inbox, answers.inboxStatus ?? 200);
    return json({ error: 'not found' }, 404);
  });
  const paths = () => recorded.requests.map((r) => new URL(r.url).pathname);
  return { ...recorded, state, paths };
}

function ui(el: HrGlobalHeaderElement) {
  const root = el.shadowRoot;
  if (!root) throw new Error('not mounted');
  const q = <T extends Element = HTMLElement>(selector: string) => root.querySelector<T>(selector);
  return {
    root,
    q,
    inboxButton: () => q<HTMLButtonElement>('[part="inbox-button"]'),
    badge: () => q('[part="inbox-badge"]')?.textContent ?? null,
    panel: () => q('[part="inbox-panel"]'),
    links: () =>
      [...root.querySelectorAll('[part="inbox-panel"] .item')].map((item) => ({
        text: item.textContent,
        href: item.getAttribute('href'),
        rel: item.getAttribute('rel'),
      })),
    helpButton: () => q<HTMLButtonElement>('[part="help-button"]'),
    helpPanel: () => q('[part="help-panel"]'),
    answers: () => q<HTMLAnchorElement>('[part="answers-button"]'),
    settings: () => q<HTMLAnchorElement>('[part="settings-link"]'),
    active: () => root.activeElement,
  };
}

async function ready(el: HrGlobalHeaderElement) {
  await vi.waitFor(() => {
    if (!el.shadowRoot?.querySelector('[part="base"]')) throw new Error('not rendered');
  });
  await settle(6);
  return ui(el);
}

const MARKUP =
  '<hr-global-header><a slot="logo" href="/">Acme</a><input slot="search" aria-label="Search"><button>Extra</button></hr-global-header>';

describe('<hr-global-header> markup and flags', () => {
  it('upgrades PHP markup into a "Site" header with logo, search and default slots', async () => {
    server();
    const el = page(MARKUP);
    expect(el).toBeInstanceOf(customElements.get('hr-global-header') as CustomElementConstructor);
    const u = await ready(el);
    const base = u.q('[part="base"]');
    expect(base?.localName).toBe('header');
    expect(base?.getAttribute('aria-label')).toBe('Site');
    expect([...u.root.querySelectorAll('slot')].map((slot) => slot.getAttribute('name'))).toEqual([
      'logo',
      'search',
      null,
    ]);
    expect(u.q('[part="account"]')?.textContent).toContain('Ada');
  });

  it('shows no action and makes no request when no canSee flag is set', async () => {
    const { requests } = server();
    const u = await ready(page(MARKUP, { canSee: {} }));
    expect(u.inboxButton()).toBeNull();
    expect(u.helpButton()).toBeNull();
    expect(u.answers()).toBeNull();
    expect(u.settings()).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('shows each action only on its own flag', async () => {
    server();
    for (const flag of ['inbox', 'help', 'answers', 'settings'] as const) {
      document.body.replaceChildren();
      await settle();
      const u = await ready(page('<hr-global-header></hr-global-header>', { canSee: { [flag]: true } }));
      await vi.waitFor(() => expect(flag !== 'answers' || u.answers() !== null).toBe(true));
      expect({
        inbox: !!u.inboxButton(),
        help: !!u.helpButton(),
        answers: !!u.answers(),
        settings: !!u.settings(),
      }).toEqual({
        inbox: flag === 'inbox',
        help: flag === 'help',
        answers: flag === 'answers',
        settings: flag === 'settings',
      });
    }
  });

  it('takes canSee overrides from its own config attribute', async () => {
    server();
    const u = await ready(page(`<hr-global-header config='{"canSee":{"settings":false}}'></hr-global-header>`));
    expect(u.settings()).toBeNull();
    expect(u.helpButton()).not.toBeNull();
  });

  it('gives every icon action an accessible name and a 24 px minimum target', async () => {
    server();
    const u = await ready(page(MARKUP));
    expect(u.inboxButton()?.getAttribute('aria-label')).toBe('Inbox, 5 waiting');
    expect(u.helpButton()?.getAttribute('aria-label')).toBe('Help');
    expect(u.settings()?.getAttribute('aria-label')).toBe('Settings');
    const css = [...u.root.adoptedStyleSheets]
      .map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n'))
      .join('\n');
    expect(css).toMatch(/\.icon-button \{[^}]*min-width: 24px;[^}]*min-height: 24px/);
  });
});

describe('<hr-global-header> inbox menu', () => {
  it.each([
    [0, null, 'Inbox'],
    [5, '5', 'Inbox, 5 waiting'],
    [99, '99', 'Inbox, 99 waiting'],
    [100, '99+', 'Inbox, 99+ waiting'],
  ])('count %s shows badge %s and names the button "%s"', async (count, badge, name) => {
    server({ inbox: inboxOf(count) });
    const u = await ready(page(MARKUP));
    expect(u.badge()).toBe(badge);
    expect(u.inboxButton()?.getAttribute('aria-label')).toBe(name);
    expect(u.q('[part="inbox-badge"]')?.getAttribute('aria-hidden') ?? 'true').toBe('true');
  });

  it.each([-1, 'abc', '<b>9</b>', 1.5, null])('never shows a bad count (%s)', async (count) => {
    server({ inbox: { counts: { inbox: count }, subsections: [] } });
    const u = await ready(page(MARKUP));
    expect(u.badge()).toBeNull();
    expect(u.inboxButton()?.getAttribute('aria-label')).toBe('Inbox');
  });

  it('requests the shell endpoint with the URL prefix', async () => {
    const { paths } = server();
    await ready(page(MARKUP, { canSee: { inbox: true }, urlPrefix: '/hr' }));
    expect(paths()).toEqual(['/hr/ajax/inbox/inbox_counts_json.php']);
  });

  it('opens a list of the subsections, Inbox and Sent requests, closed again by the button', async () => {
    server();
    const u = await ready(page(MARKUP, { canSee: ALL, urlPrefix: '/hr' }));
    const button = u.inboxButton() as HTMLButtonElement;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(u.panel()).toBeNull();
    button.click();
    await settle();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(u.panel()?.id);
    expect(u.panel()?.querySelector('nav')?.getAttribute('aria-label')).toBe('Inbox');
    expect(u.links()).toEqual([
      { text: 'Time off requests 3', href: 'http://localhost:3000/inbox/?section=timeoff', rel: null },
      { text: 'Approvals', href: 'http://localhost:3000/inbox/?section=approvals', rel: null },
      { text: 'Inbox 5', href: '/hr/inbox/', rel: null },
      { text: 'Sent requests 2', href: '/hr/inbox/sent_requests/', rel: null },
    ]);
    button.click();
    await settle();
    expect(u.panel()).toBeNull();
  });

  it('adds Past announcements only when the employee community widget is enabled', async () => {
    server({ inbox: inboxOf(1, { isEmployeeCommunityWidgetEnabled: true }) });
    const u = await ready(page(MARKUP));
    u.inboxButton()?.click();
    await settle();
    expect(u.links().at(-1)).toEqual({ text: 'Past announcements', href: '/dashboard/announcements/', rel: null });
  });

  it('shows hostile labels as text and drops unsafe hrefs', async () => {
    server({
      inbox: {
        counts: { inbox: 3 },
        subsections: [
          { label: '<img src=x onerror="window.__pwned=1">', count: 1, href: 'javascript:alert(1)' },
          { label: 'Data', count: 'abc', href: 'data:text/html,<script>alert(1)</script>' },
          { label: 'Elsewhere', count: -1, href: 'https://evil.example/phish' },
          { label: 'Partner', count: 100, href: 'https://partner.example/inbox' },
          { label: 'Sneaky', count: 1, href: '//evil.example/x' },
        ],
      },
    });
    const u = await ready(page(MARKUP, { canSee: ALL, allowedHosts: ['partner.example'] }));
    u.inboxButton()?.click();
    await settle();
    expect(u.links().slice(0, 5)).toEqual([
      { text: '<img src=x onerror="window.__pwned=1"> 1', href: null, rel: null },
      { text: 'Data', href: null, rel: null },
      { text: 'Elsewhere', href: null, rel: null },
      { text: 'Partner 99+', href: 'https://partner.example/inbox', rel: 'noopener noreferrer' },
      { text: 'Sneaky 1', href: null, rel: null },
    ]);
    expect(u.root.querySelector('img')).toBeNull();
    expect(u.root.querySelector('a[href^="javascript"], a[href^="data"]')).toBeNull();
  });

  it('closes on Escape and returns focus to the button', async () => {
    server();
    const u = await ready(page(MARKUP));
    const button = u.inboxButton() as HTMLButtonElement;
    button.focus();
    button.click();
    await settle();
    const first = u.panel()?.querySelector('a') as HTMLAnchorElement;
    first.focus();
    press(first, 'Escape');
    await settle();
    expect(u.panel()).toBeNull();
    expect(u.active()).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click outside, not on a click inside', async () => {
    server();
    const el = page(MARKUP);
    const u = await ready(el);
    u.inboxButton()?.click();
    await settle();
    (u.panel()?.querySelector('.count') as HTMLElement).click();
    await settle();
    expect(u.panel()).not.toBeNull();
    document.body.click();
    await settle();
    expect(u.panel()).toBeNull();
  });

  it('reloads on the window event inbox:reload, coalescing a burst', async () => {
    const { state, requests } = server();
    const u = await ready(page(MARKUP));
    expect(u.badge()).toBe('5');
    state.inbox = inboxOf(12);
    for (let i = 0; i < 10; i++) window.dispatchEvent(new Event('inbox:reload'));
    await vi.waitFor(() => expect(u.badge()).toBe('12'));
    await settle();
    const inboxCalls = requests.filter((r) => r.url.includes('/ajax/inbox/'));
    expect(inboxCalls.length).toBeGreaterThanOrEqual(2);
    expect(inboxCalls.length).toBeLessThanOrEqual(3);
  });

  it('shows a loading state in the open panel until the counts arrive', async () => {
    const answer = deferred<Response>();
    mockFetch((request) => (request.url.includes('/ajax/inbox/') ? answer.promise : json({ visible: false })));
    const u = await ready(page(MARKUP));
    u.inboxButton()?.click();
    await settle();
    expect(u.panel()?.querySelector('[role="status"]')?.textContent).toBe('Loading…');
    expect(u.panel()?.getAttribute('aria-busy')).toBe('true');
    answer.resolve(json(inboxOf(4)));
    await vi.waitFor(() => expect(u.badge()).toBe('4'));
    expect(u.panel()?.querySelector('[role="status"]')).toBeNull();
  });

  it("says 'There was a problem getting inbox data' on failure, fires hr-error, and retries", async () => {
    const errors = listen<HrErrorDetail>(document, 'hr-error');
    const { state, paths } = server({ inboxStatus: 403, inbox: { error: 'secret internals' } });
    const el = page(MARKUP);
    const u = await ready(el);
    expect(u.badge()).toBeNull();
    u.inboxButton()?.click();
    await settle();
    expect(u.panel()?.querySelector('[role="alert"]')?.textContent).toBe('There was a problem getting inbox data');
    expect(errors.map((e) => e.detail)).toEqual([{ message: 'There was a problem getting inbox data' }]);
    expect(errors[0]?.target).toBe(el);
    expect(errors[0]?.bubbles && errors[0]?.composed).toBe(true);

    const before = paths().filter((path) => path.includes('/ajax/inbox/')).length;
    state.inbox = inboxOf(2);
    mockFetch(() => json(inboxOf(2)));
    (u.panel()?.querySelector('button') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(u.badge()).toBe('2'));
    expect(before).toBe(1);
    expect(u.links()[0]?.text).toBe('Time off requests 3');
  });

  it("uses the legacy endpoint with inbox-src and inbox-variant, showing the server's errorMessage", async () => {
    const { paths, state } = server({
      inbox: {
        success: false,
        counts: { inbox: 0 },
        subsections: [],
        error: true,
        errorMessage: 'The <b>inbox</b> service is down.',
      },
    });
    const errors = listen<HrErrorDetail>(document, 'hr-error');
    const u = await ready(
      page('<hr-global-header inbox-src="/ajax/inbox/inbox_counts.php" inbox-variant="legacy"></hr-global-header>'),
    );
    expect(paths()).toContain('/ajax/inbox/inbox_counts.php');
    u.inboxButton()?.click();
    await settle();
    expect(u.panel()?.querySelector('[role="alert"]')?.textContent).toBe('The <b>inbox</b> service is down.');
    expect(u.root.querySelector('b')).toBeNull();
    expect(errors[0]?.detail).toEqual({ message: 'The <b>inbox</b> service is down.' });

    state.inbox = {
      success: true,
      counts: { inbox: 100, sentRequests: 0 },
      subsections: [],
      error: false,
      errorMessage: null,
    };
    window.dispatchEvent(new Event('inbox:reload'));
    await vi.waitFor(() => expect(u.badge()).toBe('99+'));
  });

  it('shares one request between two headers and stops listening when both are gone', async () => {
    const { requests } = server();
    const a = page('<hr-global-header></hr-global-header>', { canSee: { inbox: true } });
    const b = mount('<hr-global-header></hr-global-header>').querySelector('hr-global-header') as HrGlobalHeaderElement;
    await ready(a);
    await ready(b);
    expect(ui(a).badge()).toBe('5');
    expect(ui(b).badge()).toBe('5');
    expect(requests).toHaveLength(1);
    a.remove();
    await settle();
    window.dispatchEvent(new Event('inbox:reload'));
    await settle();
    expect(requests).toHaveLength(2);
    b.remove();
    await settle();
    window.dispatchEvent(new Event('inbox:reload'));
    await settle();
    expect(requests).toHaveLength(2);
  });

  it('keeps its state when moved in the DOM', async () => {
    const { requests } = server();
    const el = page(MARKUP);
    const u = await ready(el);
    u.inboxButton()?.click();
    await settle();
    const other = mount('');
    other.append(el);
    await settle();
    expect(ui(el).panel()).not.toBeNull();
    expect(requests.filter((r) => r.url.includes('/ajax/inbox/'))).toHaveLength(1);
  });
});

describe('<hr-global-header> data printed by the page', () => {
  /** The first commit of the header's shadow tree, before any effect's request could answer. */
  async function firstRender(el: HrGlobalHeaderElement) {
    await vi.waitFor(() => {
      if (!el.shadowRoot?.querySelector('[part="base"]')) throw new Error('not rendered');
    });
    return ui(el);
  }

  it('shows printed inbox counts and Answers button in the first render, without a request', async () => {
    const { paths } = server();
    const el = page(MARKUP, {
      canSee: ALL,
      inbox: inboxOf(7),
      answersButton: { visible: true, label: 'Answers', href: '/answers/', isNew: true },
    });
    const u = await firstRender(el);
    expect(u.badge()).toBe('7');
    expect(u.inboxButton()?.getAttribute('aria-label')).toBe('Inbox, 7 waiting');
    expect(u.answers()?.textContent).toBe('AnswersNew');
    await settle(6);
    expect(paths()).toEqual([]);
  });

  it('requests fresh counts on inbox:reload after showing printed ones', async () => {
    const { paths, state } = server();
    const u = await ready(page(MARKUP, { canSee: ALL, inbox: inboxOf(7), answersButton: { visible: false } }));
    expect(u.badge()).toBe('7');
    state.inbox = inboxOf(12);
    window.dispatchEvent(new Event('inbox:reload'));
    await vi.waitFor(() => expect(u.badge()).toBe('12'));
    expect(paths()).toEqual(['/ajax/inbox/inbox_counts_json.php']);
  });

  it('asks the server for counts of another endpoint despite printed ones', async () => {
    const { paths } = server({ inbox: inboxOf(3) });
    const u = await ready(
      page('<hr-global-header inbox-src="/ajax/inbox/custom.json"></hr-global-header>', {
        canSee: { inbox: true },
        inbox: inboxOf(7),
      }),
    );
    await vi.waitFor(() => expect(u.badge()).toBe('3'));
    expect(paths()).toEqual(['/ajax/inbox/custom.json']);
  });

  it('leaves no room for an Answers button the printed answer hides', async () => {
    const { paths } = server();
    const u = await ready(page(MARKUP, { canSee: { answers: true }, answersButton: { visible: false } }));
    expect(u.answers()).toBeNull();
    expect(u.q('[part="answers-slot"]')).toBeNull();
    expect(paths()).toEqual([]);
  });

  it('keeps the Answers button room from the first render while it is asked, whatever the answer', async () => {
    const answer = deferred<Response>();
    const { requests } = mockFetch(() => answer.promise);
    const u = await firstRender(page(MARKUP, { canSee: { answers: true } }));
    const slot = u.q('[part="answers-slot"]');
    expect(slot).not.toBeNull();
    expect(u.answers()).toBeNull();
    answer.resolve(json({ visible: false }));
    await settle(6);
    expect(u.q('[part="answers-slot"]')).toBe(slot);
    expect(u.answers()).toBeNull();
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/answers/header-button']);
  });
});

describe('<hr-global-header> Answers button fallback', () => {
  it.each([
    ['the call fails', { answers: { error: 'down' }, answersStatus: 503 }],
    ["another back end's shape", { answers: { show: 1, url: '/kb' } }],
    ['an answer that is not an object', { answers: ['visible'] }],
    ['a visible answer without a label', { answers: { visible: true, href: '/answers/' } }],
  ])('is a plain Answers link to /answers when %s', async (_, answer) => {
    server(answer);
    const u = await ready(page(MARKUP, { canSee: { answers: true }, urlPrefix: '/hr' }));
    await vi.waitFor(() => expect(u.answers()).not.toBeNull());
    expect(u.answers()?.textContent).toBe('Answers');
    expect(u.answers()?.getAttribute('href')).toBe('http://localhost:3000/hr/answers');
    expect(u.q('[part="answers-new"]')).toBeNull();
  });
});

describe('<hr-global-header> help button', () => {
  it('fires a cancelable, bubbling, composed hr-help-open; unclaimed it shows the slide-down', async () => {
    server();
    const opened = listen(document, 'hr-help-open');
    const u = await ready(page(MARKUP, { canSee: ALL, urlPrefix: '/hr' }));
    const button = u.helpButton() as HTMLButtonElement;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.click();
    await settle();
    expect(opened).toHaveLength(1);
    expect(opened[0]?.cancelable && opened[0]?.bubbles && opened[0]?.composed).toBe(true);
    const panel = u.helpPanel();
    // The help search (its own states: hr-global-header-help*.test.ts) and the Help Center link.
    expect(panel?.querySelector('hr-help-search')).not.toBeNull();
    expect(panel?.textContent).not.toContain('Looks like our help menu');
    expect(panel?.querySelector('a')?.textContent).toBe('Help Center');
    expect(panel?.querySelector('a')?.getAttribute('href')).toBe('http://localhost:3000/hr/help/');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(panel?.id);
  });

  it('leaves everything to the page help tool that claims the event', async () => {
    server();
    const claim = (event: Event) => event.preventDefault();
    document.addEventListener('hr-help-open', claim);
    try {
      const u = await ready(page(MARKUP));
      u.helpButton()?.click();
      await settle();
      expect(u.helpPanel()).toBeNull();
      expect(u.helpButton()?.getAttribute('aria-expanded')).toBe('false');
    } finally {
      document.removeEventListener('hr-help-open', claim);
    }
  });

  it('closes with the close button or Escape, returning focus to the help button', async () => {
    server();
    const u = await ready(page(MARKUP));
    const button = u.helpButton() as HTMLButtonElement;
    button.click();
    await settle();
    const close = u.q<HTMLButtonElement>('[part="help-close"]') as HTMLButtonElement;
    expect(close.getAttribute('aria-label')).toBe('Close');
    close.click();
    await settle();
    expect(u.helpPanel()).toBeNull();
    expect(u.active()).toBe(button);

    button.click();
    await settle();
    const link = u.q<HTMLAnchorElement>('[part="help-center-link"]') as HTMLAnchorElement;
    link.focus();
    press(link, 'Escape');
    await settle();
    expect(u.helpPanel()).toBeNull();
    expect(u.active()).toBe(button);
  });

  it('links to help-center-href, and drops a javascript: one', async () => {
    server();
    let u = await ready(page('<hr-global-header help-center-href="/support/center"></hr-global-header>'));
    u.helpButton()?.click();
    await settle();
    expect(u.q('[part="help-center-link"]')?.getAttribute('href')).toBe('http://localhost:3000/support/center');
    document.body.replaceChildren();
    await settle();

    u = await ready(page('<hr-global-header help-center-href="javascript:alert(1)"></hr-global-header>'));
    u.helpButton()?.click();
    await settle();
    expect(u.helpPanel()).not.toBeNull();
    expect(u.q('[part="help-center-link"]')).toBeNull();
  });
});

describe('<hr-global-header> answers button', () => {
  it('asks once and shows the label and link, with a New dot', async () => {
    const { paths } = server({ answers: { visible: true, label: 'Answers', href: '/answers/', isNew: true } });
    const el = page(MARKUP);
    const u = await ready(el);
    await vi.waitFor(() => expect(u.answers()).not.toBeNull());
    expect(u.answers()?.getAttribute('href')).toBe('http://localhost:3000/answers/');
    expect(u.answers()?.textContent).toBe('AnswersNew');
    expect(u.q('[part="answers-new"] .sr-only')?.textContent).toBe('New');
    el.setAttribute('help-center-href', '/x');
    await settle();
    expect(paths().filter((p) => p === '/answers/header-button')).toHaveLength(1);
  });

  it('asks once per page however often headers are inserted again, and asks anew for a new page config', async () => {
    const { paths } = server({ answers: { visible: true, label: 'Answers', href: '/answers/', isNew: false } });
    const el = page(MARKUP);
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('[part="answers-button"]')).not.toBeNull());
    const parent = el.parentElement as HTMLElement;
    for (let round = 0; round < 20; round++) {
      el.remove();
      await settle();
      parent.append(el);
      await settle();
    }
    const second = document.createElement('hr-global-header');
    parent.append(second);
    await vi.waitFor(() => expect(second.shadowRoot?.querySelector('[part="answers-button"]')).not.toBeNull());
    expect(paths().filter((p) => p === '/answers/header-button')).toHaveLength(1);
    reloadConfig();
    second.remove();
    await settle();
    parent.append(second);
    await vi.waitFor(() => expect(paths().filter((p) => p === '/answers/header-button')).toHaveLength(2));
  });

  it.each([
    ['not visible', { answers: { visible: false, label: 'Answers', href: '/answers/' } }],
    ['a javascript: href', { answers: { visible: true, label: 'Answers', href: 'javascript:alert(1)' } }],
    ['an unknown host', { answers: { visible: true, label: 'Answers', href: 'https://evil.example/' } }],
  ])('is not shown on %s', async (_, answers) => {
    const { paths } = server(answers);
    const u = await ready(page(MARKUP));
    await vi.waitFor(() => expect(paths()).toContain('/answers/header-button'));
    await settle();
    expect(u.answers()).toBeNull();
    expect(u.q('[part="fallback"]')).toBeNull();
  });

  it('shows a hostile label as text', async () => {
    server({ answers: { visible: true, label: '<img src=x onerror=alert(1)>', href: '/answers/', isNew: false } });
    const u = await ready(page(MARKUP));
    await vi.waitFor(() => expect(u.answers()).not.toBeNull());
    expect(u.answers()?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(u.root.querySelector('img')).toBeNull();
  });
});

describe('<hr-global-header> settings link', () => {
  it('links to /settings/ with the URL prefix, not current elsewhere', async () => {
    server();
    const u = await ready(page(MARKUP, { canSee: { settings: true }, urlPrefix: '/hr' }));
    expect(u.settings()?.getAttribute('href')).toBe('/hr/settings/');
    expect(u.settings()?.hasAttribute('aria-current')).toBe(false);
  });

  it.each(['/settings/', '/settings/users/account_settings', '/app/settings/users/mfa_settings'])(
    'is the current page on %s',
    async (path) => {
      history.replaceState(null, '', path);
      server();
      const u = await ready(page(MARKUP, { canSee: { settings: true } }));
      expect(u.settings()?.getAttribute('aria-current')).toBe('page');
    },
  );
});

describe('<hr-global-header> properties', () => {
  it('reflects its string properties to attributes', async () => {
    server();
    const el = page('<hr-global-header></hr-global-header>');
    el.inboxSrc = '/ajax/inbox/inbox_counts.php';
    el.inboxVariant = 'legacy';
    el.helpCenterHref = '/help/center';
    expect(el.getAttribute('inbox-src')).toBe('/ajax/inbox/inbox_counts.php');
    expect(el.getAttribute('inbox-variant')).toBe('legacy');
    expect(el.getAttribute('help-center-href')).toBe('/help/center');
    el.inboxSrc = undefined;
    expect(el.hasAttribute('inbox-src')).toBe(false);
  });
});
