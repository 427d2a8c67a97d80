import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import '../elements/hr-global-header';
import '../elements/hr-help-search';
import '../elements/hr-global-search';
import { removeUserStored } from '../src/lib/storage';

/*
 * <hr-global-header> across the top of a stand-in page, with a logo and the real
 * <hr-global-search> in its slots, as the demo layout prints them. Each story passes canSee flags
 * and the user through the `config` property (PHP
 * prints the same JSON in the attribute); MSW answers the inbox counts and the answers button.
 * Play functions query inside the shadow root.
 */

const INBOX = '/ajax/inbox/inbox_counts_json.php';
const LEGACY_INBOX = '/ajax/inbox/inbox_counts.php';
const ANSWERS = '/answers/header-button';
const SEARCH = '/ajax/globalsearch.php';
const ALL = { inbox: true, help: true, answers: true, settings: true };
const USER = { id: 1, employeeId: 1, firstName: 'Ada', lastName: 'Lovelace', isOwner: true, isAdmin: true };
const BASE_CONFIG = { canSee: ALL, user: USER, capabilities: { account: true } };
/** The search's own config: the user its recent searches are stored for (as on a signed-in page). */
const SEARCH_CONFIG = { user: { id: 1, employeeId: 1, firstName: 'Ada', lastName: 'Lovelace' } };
const person = (id: number, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  middleName: null,
  nickname: null,
  employeeNumber: String(id).padStart(4, '0'),
  status: 'Active',
  photoUrl: null,
  canSeeProfile: true,
});
const SEARCH_RESULTS = {
  searches: [[person(1, 'Ada', 'Lovelace'), person(2, 'Adair', 'Stone')], [], [], [], []],
  employeePhotoUrls: {},
};
const HOSTILE = '<img src=x onerror=alert(1)>';
const LEGACY_ERROR = 'The inbox service is not available right now.';

function counts(inbox: number, extra: object = {}) {
  return {
    counts: { inbox, sentRequests: 2 },
    isEmployeeCommunityWidgetEnabled: true,
    subsections: [
      { label: 'Approvals', count: Math.min(inbox, 3), href: '/inbox/?section=approvals' },
      { label: 'Time off requests', count: Math.max(inbox - 3, 0), href: '/inbox/?section=timeoff' },
      { label: 'Signatures', count: 0, href: '/inbox/?section=signatures' },
    ],
    ...extra,
  };
}

const inboxAnswer = (body: object) => http.get(INBOX, () => HttpResponse.json(body));
const answersAnswer = (body: object) => http.get(ANSWERS, () => HttpResponse.json(body));
const answersNew = answersAnswer({ visible: true, label: 'Answers', href: '/answers/', isNew: true });
const HELP_NOT_READY = "Looks like our help menu needs a little help. We'll have it back soon!";
/** The demo's help index (docs/api helpSearch) with one hit, for the slide-down's search. */
const helpAnswer = http.post('/help/1/indexes/articles/query', () =>
  HttpResponse.json({
    hits: [
      {
        objectID: 'run-payroll',
        name: 'Run payroll',
        type: 'support-article',
        _snippetResult: { body: { value: 'How to run <em>pay</em>roll' } },
      },
    ],
  }),
);

interface HeaderArgs {
  config: object;
  inboxSrc?: string;
  inboxVariant?: string;
  helpCenterHref?: string;
  /** Width of the box the header sits in (the layout follows its container). */
  width?: number;
}

function hostOf(canvasElement: HTMLElement): HTMLElement {
  const host = canvasElement.querySelector('hr-global-header');
  if (!host) throw new Error('<hr-global-header> not rendered');
  return host;
}

/** Queries inside the shadow root once React rendered the bar there. */
async function shadow(canvasElement: HTMLElement) {
  const host = hostOf(canvasElement);
  const bar = await waitFor(() => {
    const element = host.shadowRoot?.querySelector<HTMLElement>('[part="base"]');
    if (!element) throw new Error('<hr-global-header> has not rendered');
    return element;
  });
  return { host, bar, ui: within(bar) };
}

/** Opens the inbox dropdown; unless `loading` is wanted, waits until the counts' answer is shown. */
async function openInbox(canvasElement: HTMLElement, { loading = false } = {}) {
  const { host, ui } = await shadow(canvasElement);
  const button = await ui.findByRole('button', { name: /^Inbox/ });
  await userEvent.click(button);
  const panel = await waitFor(() => {
    const element = host.shadowRoot?.querySelector<HTMLElement>('[part="inbox-panel"]');
    if (!element) throw new Error('inbox panel not open');
    if (!loading && within(element).queryByText('Loading…')) throw new Error('inbox counts not shown yet');
    return element;
  });
  return { host, ui, button, panel: within(panel), panelElement: panel };
}

/** The slotted <hr-global-search> once it rendered into its shadow root (in the page's light DOM). */
async function searchBox(canvasElement: HTMLElement) {
  const search = canvasElement.querySelector<HTMLElement>('hr-global-header > hr-global-search[slot="search"]');
  if (!search) throw new Error('<hr-global-search slot="search"> not rendered');
  const input = await waitFor(() => {
    const element = search.shadowRoot?.querySelector<HTMLInputElement>('input[role="combobox"]');
    if (!element) throw new Error('<hr-global-search> has not rendered');
    return element;
  });
  return { search, input };
}

/** `hr-error` details seen by a document listener (InboxError). */
const errors: unknown[] = [];

function recordEvents(canvasElement: HTMLElement, name: 'hr-help-open'): unknown[] {
  const details: unknown[] = [];
  canvasElement.addEventListener(name, (event) => details.push((event as CustomEvent).detail));
  return details;
}

const meta = {
  title: 'Elements/hr-global-header',
  args: { config: BASE_CONFIG },
  argTypes: {
    inboxSrc: { name: 'inbox-src', control: 'text' },
    inboxVariant: { name: 'inbox-variant', control: 'inline-radio', options: ['shell', 'legacy'] },
    helpCenterHref: { name: 'help-center-href', control: 'text' },
    width: { control: { type: 'range', min: 320, max: 1400, step: 10 } },
  },
  render: ({ config, inboxSrc, inboxVariant, helpCenterHref, width }) => (
    <div
      style={{
        maxWidth: width,
        minHeight: 420,
        background: '#f4f5f7',
        fontSize: 14,
      }}
    >
      {createElement(
        'hr-global-header',
        { config, 'inbox-src': inboxSrc, 'inbox-variant': inboxVariant, 'help-center-href': helpCenterHref },
        <a
          slot="logo"
          href="/home/"
          style={{ fontWeight: 700, fontSize: '1.25em', color: '#1f3a5f', textDecoration: 'none' }}
        >
          Acme HR
        </a>,
        createElement('hr-global-search', { slot: 'search', debounce: 0, config: SEARCH_CONFIG }),
      )}
      <p style={{ padding: '1.5em', margin: 0, color: '#52606d' }}>Page content</p>
    </div>
  ),
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [inboxAnswer(counts(5)), answersNew] },
  },
  beforeEach() {
    return () => removeUserStored('globalSearchRecent:1');
  },
} satisfies Meta<HeaderArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every action on: answers (with its New dot), inbox with 5 waiting, help, settings and the account menu. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { host, bar, ui } = await shadow(canvasElement);
    await expect(bar.localName).toBe('header');
    await expect(bar).toHaveAttribute('aria-label', 'Site');
    await expect(await ui.findByRole('button', { name: 'Inbox, 5 waiting' })).toBeVisible();
    await expect(host.shadowRoot?.querySelector('[part="inbox-badge"]')).toHaveTextContent('5');
    await expect(ui.getByRole('button', { name: 'Help' })).toBeVisible();
    await expect(ui.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings/');
    const answers = await ui.findByRole('link', { name: 'Answers New' });
    await expect(answers.getAttribute('href')).toMatch(/\/answers\/$/);
    const { input } = await searchBox(canvasElement);
    await expect(input).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The search in the bar: the pointer comes over it, a query is typed and the results open under it. */
export const Searching: Story = {
  parameters: {
    msw: {
      handlers: [inboxAnswer(counts(5)), answersNew, http.post(SEARCH, () => HttpResponse.json(SEARCH_RESULTS))],
    },
  },
  play: async ({ canvasElement }) => {
    await shadow(canvasElement);
    const { search } = await searchBox(canvasElement);
    search.shadowRoot
      ?.querySelector('.base')
      ?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await waitFor(() => expect(search.shadowRoot?.querySelector('[role="listbox"]')).toBeTruthy());
    const { input } = await searchBox(canvasElement);
    input.focus();
    fireEvent.input(input, { target: { value: 'ad' } });
    const results = within(search.shadowRoot as unknown as HTMLElement);
    await waitFor(() => expect(results.getAllByRole('option')).toHaveLength(2));
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(results.getByRole('group', { name: 'Employees' })).toBeVisible();
  },
};

/** Requests PrintedData must not make. */
const printedDataRequests: string[] = [];

/**
 * The page printed the inbox counts and the Answers button into its config (`inbox`,
 * `answersButton`): both are in the first render and nothing is requested.
 */
export const PrintedData: Story = {
  args: {
    config: {
      ...BASE_CONFIG,
      inbox: counts(12),
      answersButton: { visible: true, label: 'Answers', href: '/answers/', isNew: true },
    },
  },
  parameters: {
    msw: {
      handlers: [INBOX, ANSWERS].map((path) =>
        http.get(path, () => {
          printedDataRequests.push(path);
          return HttpResponse.json({ error: 'must not be requested' }, { status: 418 });
        }),
      ),
    },
  },
  beforeEach: () => {
    printedDataRequests.length = 0;
  },
  play: async ({ canvasElement }) => {
    const { host, ui } = await shadow(canvasElement);
    await expect(host.shadowRoot?.querySelector('[part="inbox-badge"]')).toHaveTextContent('12');
    await expect(ui.getByRole('link', { name: 'Answers New' })).toBeVisible();
    await openInbox(canvasElement);
    await expect(printedDataRequests).toEqual([]);
  },
};

/** No canSee flag: no action is shown and nothing is requested; the account menu stays. */
export const FlagsOff: Story = {
  args: { config: { ...BASE_CONFIG, canSee: {} } },
  parameters: {
    msw: {
      handlers: [
        http.get(INBOX, () => HttpResponse.json({ error: 'must not be requested' }, { status: 418 })),
        http.get(ANSWERS, () => HttpResponse.json({ error: 'must not be requested' }, { status: 418 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { ui } = await shadow(canvasElement);
    await expect(ui.queryByRole('button', { name: /Inbox/ })).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Help' })).toBeNull();
    await expect(ui.queryByRole('link', { name: 'Settings' })).toBeNull();
    await expect(ui.queryByRole('link', { name: /Answers/ })).toBeNull();
  },
};

/** What an onboarding user sees: only the help button. */
export const HelpOnly: Story = {
  args: { config: { ...BASE_CONFIG, canSee: { help: true }, capabilities: {} } },
  play: async ({ canvasElement }) => {
    const { ui } = await shadow(canvasElement);
    await expect(ui.getByRole('button', { name: 'Help' })).toBeVisible();
    await expect(ui.queryByRole('button', { name: /Inbox/ })).toBeNull();
    await expect(ui.queryByRole('link', { name: 'Settings' })).toBeNull();
  },
};

/** Nothing waiting: the badge is hidden and the button is just "Inbox". */
export const CountZero: Story = {
  parameters: { msw: { handlers: [inboxAnswer(counts(0)), answersNew] } },
  play: async ({ canvasElement }) => {
    const { host, ui } = await shadow(canvasElement);
    await waitFor(() => expect(host.shadowRoot?.querySelector('[part="inbox-badge"]')).toBeNull());
    await expect(await ui.findByRole('button', { name: 'Inbox' })).toBeVisible();
  },
};

/** 100 waiting: the badge is capped at 99+. */
export const CountOverflow: Story = {
  parameters: { msw: { handlers: [inboxAnswer(counts(100)), answersNew] } },
  play: async ({ canvasElement }) => {
    const { host, ui } = await shadow(canvasElement);
    await expect(await ui.findByRole('button', { name: 'Inbox, 99+ waiting' })).toBeVisible();
    await expect(host.shadowRoot?.querySelector('[part="inbox-badge"]')).toHaveTextContent('99+');
  },
};

/** The dropdown: subsections with counts, then Inbox, Sent requests and Past announcements (community widget on). */
export const InboxOpen: Story = {
  play: async ({ canvasElement }) => {
    const { panel, button } = await openInbox(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = panel.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Approvals 3',
      'Time off requests 2',
      'Signatures',
      'Inbox 5',
      'Sent requests 2',
      'Past announcements',
    ]);
    await expect(panel.getByRole('link', { name: /^Sent requests/ })).toHaveAttribute('href', '/inbox/sent_requests/');
    await expect(panel.getByRole('link', { name: 'Past announcements' })).toHaveAttribute(
      'href',
      '/dashboard/announcements/',
    );
  },
};

/** Community widget off: no Past announcements link. */
export const InboxWithoutCommunityWidget: Story = {
  parameters: { msw: { handlers: [inboxAnswer(counts(5, { isEmployeeCommunityWidgetEnabled: false })), answersNew] } },
  play: async ({ canvasElement }) => {
    const { panel } = await openInbox(canvasElement);
    await expect(panel.queryByRole('link', { name: 'Past announcements' })).toBeNull();
    await expect(panel.getByRole('link', { name: /^Sent requests/ })).toBeVisible();
  },
};

/** The counts have not arrived yet: the open dropdown says so. */
export const InboxLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(INBOX, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        answersNew,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { panel } = await openInbox(canvasElement, { loading: true });
    await expect(panel.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The shell endpoint fails: the dropdown shows the catalogue message and a retry; `hr-error` fires. */
export const InboxError: Story = {
  parameters: {
    msw: {
      handlers: [http.get(INBOX, () => HttpResponse.json({ error: 'internal detail' }, { status: 403 })), answersNew],
    },
  },
  // The counts fail before the play function runs: listen from before the render.
  beforeEach() {
    errors.length = 0;
    const record = (event: Event) => errors.push((event as CustomEvent).detail);
    document.addEventListener('hr-error', record);
    return () => document.removeEventListener('hr-error', record);
  },
  play: async ({ canvasElement }) => {
    const { panel } = await openInbox(canvasElement);
    await waitFor(() => expect(panel.getByRole('alert')).toHaveTextContent('There was a problem getting inbox data'));
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
    await waitFor(() => expect(errors).toContainEqual({ message: 'There was a problem getting inbox data' }));
  },
};

/** `inbox-variant="legacy"`: the other endpoint reports failure in its body, and its errorMessage is shown. */
export const InboxErrorLegacy: Story = {
  args: { inboxSrc: LEGACY_INBOX, inboxVariant: 'legacy' },
  parameters: {
    msw: {
      handlers: [
        http.get(LEGACY_INBOX, () =>
          HttpResponse.json({
            success: false,
            counts: { inbox: 0, sentRequests: 0 },
            subsections: [],
            error: true,
            errorMessage: LEGACY_ERROR,
          }),
        ),
        answersNew,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { panel } = await openInbox(canvasElement);
    await waitFor(() => expect(panel.getByRole('alert')).toHaveTextContent(LEGACY_ERROR));
  },
};

/** Markup in labels is text, bad counts are hidden, and javascript:/foreign links are not links. */
export const HostileData: Story = {
  parameters: {
    msw: {
      handlers: [
        inboxAnswer({
          counts: { inbox: 'abc', sentRequests: -1 },
          isEmployeeCommunityWidgetEnabled: 'true',
          subsections: [
            { label: HOSTILE, count: 1e308, href: 'javascript:alert(1)' },
            { label: 'Phishing', count: -5, href: 'https://evil.example/login' },
            { label: '<b>Bold</b> claims', count: '7', href: '/inbox/?section=claims' },
          ],
        }),
        answersAnswer({ visible: true, label: HOSTILE, href: 'javascript:alert(1)', isNew: true }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { host, ui, panel } = await openInbox(canvasElement);
    await expect(ui.getByRole('button', { name: 'Inbox' })).toBeVisible();
    await expect(host.shadowRoot?.querySelector('[part="inbox-badge"]')).toBeNull();
    await expect(panel.getByText(HOSTILE)).toBeVisible();
    await expect(panel.getByText('Phishing').closest('a')).toBeNull();
    await expect(panel.getByRole('link', { name: '<b>Bold</b> claims 7' })).toBeVisible();
    await expect(host.shadowRoot?.querySelector('img, b, a[href^="javascript"]')).toBeNull();
    await expect(panel.queryByRole('link', { name: 'Past announcements' })).toBeNull();
    await expect(ui.queryByRole('link', { name: /Answers|img/ })).toBeNull();
  },
};

/** No help tool claimed `hr-help-open`: the slide-down with the help-centre search and the Help Center link. */
export const HelpSlideDown: Story = {
  parameters: {
    msw: { handlers: [inboxAnswer(counts(5)), answersNew, helpAnswer] },
  },
  play: async ({ canvasElement }) => {
    const opened = recordEvents(canvasElement, 'hr-help-open');
    const { ui } = await shadow(canvasElement);
    const button = ui.getByRole('button', { name: 'Help' });
    await userEvent.click(button);
    const region = await ui.findByRole('region', { name: 'Help' });
    await expect(region).not.toHaveTextContent(HELP_NOT_READY);
    await expect(within(region).getByRole('link', { name: 'Help Center' }).getAttribute('href')).toMatch(/\/help\/$/);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(opened).toHaveLength(1);
    // The help-centre search (its own element): type, and the index's hits are listed.
    const search = region.querySelector('hr-help-search') as HTMLElement;
    const input = await waitFor(() => {
      const element = search.shadowRoot?.querySelector<HTMLInputElement>('input[role="combobox"]');
      if (!element) throw new Error('<hr-help-search> has not rendered');
      return element;
    });
    input.focus();
    fireEvent.input(input, { target: { value: 'pay' } });
    await waitFor(() => expect(search.shadowRoot?.querySelectorAll('[role="option"]')).toHaveLength(1));
    await expect(search.shadowRoot?.querySelector('[role="option"]')?.getAttribute('href')).toMatch(
      /\/home\/\?pendo=run-payroll$/,
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await expect(ui.queryByRole('region', { name: 'Help' })).toBeNull();
  },
};

/** With an `<hr-support-request>` on the page: 'Submit a Support Request' fires `hr-support-open` and closes the slide-down. */
export const HelpSupportRequest: Story = {
  play: async ({ canvasElement }) => {
    // The page's dialog (not loaded here: the story checks the request to open it).
    const dialogHost = document.createElement('hr-support-request');
    canvasElement.append(dialogHost);
    const requests: Event[] = [];
    const record = (event: Event) => requests.push(event);
    document.addEventListener('hr-support-open', record);
    try {
      const { ui } = await shadow(canvasElement);
      const button = ui.getByRole('button', { name: 'Help' });
      await userEvent.click(button);
      const region = await ui.findByRole('region', { name: 'Help' });
      await userEvent.click(within(region).getByRole('button', { name: 'Submit a Support Request' }));
      await expect(requests).toHaveLength(1);
      await waitFor(() => expect(ui.queryByRole('region', { name: 'Help' })).toBeNull());
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    } finally {
      document.removeEventListener('hr-support-open', record);
      dialogHost.remove();
    }
  },
};

/** A page help tool claims the event with preventDefault(): the header shows nothing of its own. */
export const HelpClaimedByPage: Story = {
  play: async ({ canvasElement }) => {
    const claim = (event: Event) => event.preventDefault();
    canvasElement.addEventListener('hr-help-open', claim);
    try {
      const { ui } = await shadow(canvasElement);
      await userEvent.click(ui.getByRole('button', { name: 'Help' }));
      await expect(ui.queryByRole('region', { name: 'Help' })).toBeNull();
      await expect(ui.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'false');
    } finally {
      canvasElement.removeEventListener('hr-help-open', claim);
    }
  },
};

/** The answers endpoint fails: the button is a plain Answers link to /answers; everything else works. */
export const AnswersUnavailable: Story = {
  parameters: {
    msw: {
      handlers: [
        inboxAnswer(counts(5)),
        http.get(ANSWERS, () => HttpResponse.json({ error: 'nope' }, { status: 404 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { ui } = await shadow(canvasElement);
    await expect(await ui.findByRole('button', { name: 'Inbox, 5 waiting' })).toBeVisible();
    const link = await ui.findByRole('link', { name: 'Answers' });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/\/answers$/));
  },
};

/** The answers button without the New dot. */
export const AnswersSeen: Story = {
  parameters: {
    msw: {
      handlers: [
        inboxAnswer(counts(5)),
        answersAnswer({ visible: true, label: 'Answers', href: '/answers/', isNew: false }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { ui } = await shadow(canvasElement);
    await expect(await ui.findByRole('link', { name: 'Answers' })).toBeVisible();
  },
};

/** A narrow column (360 px): the search gets a row of its own and the answers button shows its icon. */
export const Narrow: Story = {
  args: { width: 360 },
  play: async ({ canvasElement }) => {
    const { ui } = await shadow(canvasElement);
    await expect(await ui.findByRole('button', { name: 'Inbox, 5 waiting' })).toBeVisible();
    await expect(await ui.findByRole('link', { name: 'Answers New' })).toBeInTheDocument();
  },
};
