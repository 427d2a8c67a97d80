import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import '../elements/hr-global-nav';
import { storageKey } from '../src/lib/storage';
import { NARROW_MEDIA } from '../src/styles/tokens';

/*
 * <hr-global-nav> beside a stand-in page. The element reads canSee, the user and allowedHosts from
 * the page config; each story passes its own through the `config` property (as a page script
 * would; PHP prints the same JSON in the attribute). Play functions query inside the shadow root.
 */

const REMOTE_LINK = '/global-employment/remote-link';
const MAGIC = 'https://global-employment.example/sso/magic-link?token=story&path=%2Fdashboard';
const EVERYTHING = {
  home: true,
  myInfo: true,
  employees: true,
  hiring: true,
  reports: true,
  files: true,
  payroll: true,
  payrollTrial: true,
  payrollPartner: true,
  benefits: true,
  compensation: true,
  globalEmployment: true,
};
const OWNER = { id: 1, employeeId: 1, firstName: 'Ada', lastName: 'Lovelace', isOwner: true, isAdmin: true };
const BASE_CONFIG = { canSee: EVERYTHING, user: OWNER, allowedHosts: ['global-employment.example'] };
const FORBIDDEN = "Oops! You don't have permissions to login to Globo Employ on behalf of this customer.";
const FAILED = 'Uh Oh! something went wrong getting your magic link.';

interface NavArgs {
  active?: string;
  providerName?: string;
  noFilter?: boolean;
  config: object;
  /** Stored open/closed state before the element loads (undefined: nothing stored). */
  stored?: boolean;
  /** navigator.userActivation.isActive when the answer arrives (real clicks keep it active). */
  activation?: boolean;
  /** The window counts as narrow (matchMedia(NARROW_MEDIA) matches): the nav is a drawer. */
  narrow?: boolean;
}

const realMatchMedia = window.matchMedia.bind(window);

const magicLink = http.get(REMOTE_LINK, () => HttpResponse.json({ data: { url: MAGIC } }));

function hostOf(canvasElement: HTMLElement): HTMLElement {
  const host = canvasElement.querySelector('hr-global-nav');
  if (!host) throw new Error('<hr-global-nav> not rendered');
  return host;
}

/** Queries inside the shadow root once React rendered the <nav> there. */
async function shadow(canvasElement: HTMLElement) {
  const host = hostOf(canvasElement);
  const nav = await waitFor(() => {
    const element = host.shadowRoot?.querySelector<HTMLElement>('nav');
    if (!element) throw new Error('<hr-global-nav> has not rendered');
    return element;
  });
  return { host, nav, ui: within(nav) };
}

/**
 * Clicks the filter box and types into it. user-event prepares an input for typing (so React sees
 * each change) when the input's focus reaches its listener on the document, where a real browser
 * shows the shadow host instead: with the shadow root standing in for the document, it finds the
 * focused input there.
 */
async function typeInto(box: HTMLElement, text: string) {
  await userEvent.click(box);
  const root = box.getRootNode() as ShadowRoot;
  await userEvent.type(box, text, { document: root as unknown as Document, skipClick: true });
}

function recordEvents(canvasElement: HTMLElement, name: 'hr-toggle' | 'hr-error' | 'hr-nav-drawer'): unknown[] {
  const details: unknown[] = [];
  canvasElement.addEventListener(name, (event) => details.push((event as CustomEvent).detail));
  return details;
}

/** Stubs window.open so the stories never leave Storybook; restored after the story. */
function stubWindowOpen() {
  return spyOn(window, 'open').mockImplementation(() => null);
}

const meta = {
  title: 'Elements/hr-global-nav',
  args: { config: BASE_CONFIG },
  argTypes: {
    active: {
      control: 'select',
      options: [undefined, ...Object.keys(EVERYTHING)],
    },
    providerName: { name: 'provider-name', control: 'text' },
    noFilter: { name: 'no-filter', control: 'boolean' },
  },
  render: ({ active, providerName, noFilter, config }) => (
    <div style={{ display: 'flex', height: 620, background: '#f4f5f7', border: '1px solid #d9dee5' }}>
      {createElement('hr-global-nav', {
        active,
        'provider-name': providerName,
        'no-filter': noFilter || undefined,
        config,
      })}
      <main style={{ flex: 1, padding: 24, fontSize: 14, color: '#1f2933' }}>
        <h1 style={{ margin: 0, fontSize: 20 }}>Page content</h1>
      </main>
    </div>
  ),
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [magicLink] },
  },
  beforeEach({ args }) {
    const key = storageKey('globalNavigationOpen');
    if (args.stored === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(args.stored));
    const open = stubWindowOpen();
    // The narrow layout in any preview width: the nav's NARROW_MEDIA query answers as a phone would.
    const media = args.narrow
      ? spyOn(window, 'matchMedia').mockImplementation((query) =>
          realMatchMedia(query === NARROW_MEDIA ? '(min-width: 0px)' : query),
        )
      : null;
    if (args.activation !== undefined)
      Object.defineProperty(navigator, 'userActivation', { value: { isActive: args.activation }, configurable: true });
    return () => {
      open.mockRestore();
      media?.mockRestore();
      delete (navigator as { userActivation?: unknown }).userActivation;
      localStorage.removeItem(key);
    };
  },
} satisfies Meta<NavArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An owner sees every item; the navigation is open with the filter box on top. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { host, ui } = await shadow(canvasElement);
    await expect(ui.getAllByRole('link')).toHaveLength(11);
    await expect(ui.getByRole('link', { name: 'My Info' })).toHaveAttribute('href', '/employees/employee.php?id=1');
    await expect(ui.getByRole('button', { name: 'Global Employment (opens in a new tab)' })).toBeVisible();
    await expect(ui.getByRole('searchbox', { name: 'Filter navigation' })).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Collapse navigation' })).toHaveAttribute('aria-expanded', 'true');
    await expect(host).toHaveClass('hr-global-nav-open');
  },
};

/** `active="benefits"`: Benefits carries aria-current="page" and the highlight. */
export const Highlighted: Story = {
  args: { active: 'benefits' },
  play: async ({ canvasElement }) => {
    const { ui } = await shadow(canvasElement);
    await expect(ui.getByRole('link', { name: 'Benefits' })).toHaveAttribute('aria-current', 'page');
    await expect(ui.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** An employee: only Home, My Info, Files and Benefits are allowed (missing flags hide the rest). */
export const Employee: Story = {
  args: {
    config: {
      ...BASE_CONFIG,
      canSee: { home: true, myInfo: true, files: true, benefits: true },
      user: { ...OWNER, id: 4, employeeId: 4 },
    },
  },
  play: async ({ canvasElement }) => {
    const { ui } = await shadow(canvasElement);
    const names = ui.getAllByRole('link').map((link) => link.textContent);
    await expect(names).toEqual(['Home', 'My Info', 'Files', 'Benefits']);
    await expect(ui.queryByRole('button', { name: /Global Employment/ })).toBeNull();
  },
};

/** A user without an employee record: My Info is dropped even though its flag is on. */
export const NoEmployeeRecord: Story = {
  args: { config: { ...BASE_CONFIG, user: { ...OWNER, employeeId: 0 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await shadow(canvasElement);
    await expect(ui.queryByRole('link', { name: 'My Info' })).toBeNull();
    await expect(ui.getAllByRole('link')).toHaveLength(10);
  },
};

/** No flag at all: no nav (the host is marked hr-global-nav-empty so the page drops the column). */
export const NothingAllowed: Story = {
  args: { config: { canSee: {}, user: OWNER } },
  play: async ({ canvasElement }) => {
    // No item to show: no nav at all, and a class the page uses to drop the column.
    const host = hostOf(canvasElement);
    await waitFor(() => expect(host).toHaveClass('hr-global-nav-empty'));
    await expect(host.shadowRoot?.querySelector('nav') ?? null).toBeNull();
    await expect(host).not.toHaveClass('hr-global-nav-open');
  },
};

/** Collapsed to the rail (stored state `false`): icons only, each still a named link. */
export const Collapsed: Story = {
  args: { stored: false, active: 'employees' },
  play: async ({ canvasElement }) => {
    const { host, ui } = await shadow(canvasElement);
    await expect(ui.getByRole('button', { name: 'Expand navigation' })).toHaveAttribute('aria-expanded', 'false');
    await expect(ui.getByRole('link', { name: 'Employees' })).toHaveAttribute('aria-current', 'page');
    await expect(ui.queryByRole('searchbox')).toBeNull();
    await expect(host).toHaveClass('hr-global-nav-closed');
  },
};

/** The toggle collapses and expands, stores the state and fires `hr-toggle`. */
export const Toggling: Story = {
  play: async ({ canvasElement }) => {
    const toggles = recordEvents(canvasElement, 'hr-toggle');
    const { ui } = await shadow(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: 'Collapse navigation' }));
    await expect(ui.getByRole('button', { name: 'Expand navigation' })).toHaveAttribute('aria-expanded', 'false');
    await expect(localStorage.getItem(storageKey('globalNavigationOpen'))).toBe('false');
    await userEvent.click(ui.getByRole('button', { name: 'Expand navigation' }));
    await expect(localStorage.getItem(storageKey('globalNavigationOpen'))).toBe('true');
    await expect(toggles).toEqual([{ open: false }, { open: true }]);
  },
};

/** Typing narrows the items (case- and accent-insensitive); ArrowDown moves to the first match. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const { host, ui } = await shadow(canvasElement);
    const box = ui.getByRole('searchbox', { name: 'Filter navigation' });
    await typeInto(box, 'PÁY');
    await waitFor(() =>
      expect(ui.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Payroll',
        'Try Payroll',
        'Payroll Partner',
      ]),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(host.shadowRoot?.activeElement).toBe(ui.getByRole('link', { name: 'Payroll' }));
  },
};

/** Nothing matches: the query is echoed as text in a status message; Escape clears it. */
export const FilterEmpty: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await shadow(canvasElement);
    const box = ui.getByRole('searchbox', { name: 'Filter navigation' });
    await typeInto(box, '<b>zz</b>');
    await waitFor(() => expect(ui.getByRole('status', { name: '' })).toHaveTextContent('No items match "<b>zz</b>"'));
    await expect(ui.queryAllByRole('link')).toHaveLength(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(ui.getAllByRole('link')).toHaveLength(11));
  },
};

/** `no-filter`: no filter box. */
export const WithoutFilter: Story = {
  args: { noFilter: true },
  play: async ({ canvasElement }) => {
    const { ui } = await shadow(canvasElement);
    await expect(ui.queryByRole('searchbox')).toBeNull();
    await expect(ui.getAllByRole('link')).toHaveLength(11);
  },
};

/** The magic link arrives while the click still counts: it opens in a new tab without an opener. */
export const GlobalEmploymentOpens: Story = {
  args: { activation: true },
  play: async ({ canvasElement }) => {
    const { ui } = await shadow(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: /Global Employment/ }));
    await waitFor(() => expect(window.open).toHaveBeenCalledWith(MAGIC, '_blank', 'noopener,noreferrer'));
    await expect(ui.getByRole('alert')).toHaveTextContent('');
  },
};

/** The server has not answered yet: the button is busy and a second click asks nothing more. */
export const GlobalEmploymentPending: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(REMOTE_LINK, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { ui } = await shadow(canvasElement);
    const button = ui.getByRole('button', { name: /Global Employment/ });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The answer came too late for a popup: the user gets the link to click instead. */
export const GlobalEmploymentLinkReady: Story = {
  args: { activation: false },
  play: async ({ canvasElement }) => {
    const { ui } = await shadow(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: /Global Employment/ }));
    const link = await ui.findByRole('link', { name: 'Global Employment (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', MAGIC);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(window.open).not.toHaveBeenCalled();
  },
};

/** 403 (e.g. a support admin): the message names `provider-name`; dismissible. */
export const GlobalEmploymentForbidden: Story = {
  args: { providerName: 'Globo Employ' },
  parameters: {
    msw: { handlers: [http.get(REMOTE_LINK, () => HttpResponse.json({ error: 'forbidden' }, { status: 403 }))] },
  },
  play: async ({ canvasElement }) => {
    const errors = recordEvents(canvasElement, 'hr-error');
    const { ui } = await shadow(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: /Global Employment/ }));
    await waitFor(() => expect(ui.getByRole('alert')).toHaveTextContent(FORBIDDEN));
    await expect(errors).toEqual([{ status: 403, message: FORBIDDEN }]);
    await userEvent.click(ui.getByRole('button', { name: 'Close' }));
    await expect(ui.getByRole('alert')).toHaveTextContent('');
  },
};

/** Any other failure (here a 502, after the client's retries): the generic message. */
export const GlobalEmploymentFailed: Story = {
  parameters: {
    msw: { handlers: [http.get(REMOTE_LINK, () => HttpResponse.json({ error: 'down' }, { status: 502 }))] },
  },
  play: async ({ canvasElement }) => {
    const errors = recordEvents(canvasElement, 'hr-error');
    const { ui } = await shadow(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: /Global Employment/ }));
    await waitFor(() => expect(ui.getByRole('alert')).toHaveTextContent(FAILED));
    await expect(errors).toEqual([{ status: 502, message: FAILED }]);
  },
};

/** The failure message in the collapsed rail floats beside the item. */
export const GlobalEmploymentFailedCollapsed: Story = {
  args: { stored: false },
  parameters: GlobalEmploymentFailed.parameters,
  play: async ({ canvasElement }) => {
    const { ui } = await shadow(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: /Global Employment/ }));
    await waitFor(() => expect(ui.getByRole('alert')).toHaveTextContent(FAILED));
  },
};

/** A hostile answer (javascript: URL) is never opened: it counts as a failure. */
export const GlobalEmploymentHostileUrl: Story = {
  args: { activation: true },
  parameters: {
    msw: { handlers: [http.get(REMOTE_LINK, () => HttpResponse.json({ data: { url: 'javascript:alert(1)' } }))] },
  },
  play: async ({ canvasElement }) => {
    const { ui } = await shadow(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: /Global Employment/ }));
    await waitFor(() => expect(ui.getByRole('alert')).toHaveTextContent(FAILED));
    await expect(window.open).not.toHaveBeenCalled();
  },
};

/** Hostile page data: markup in `provider-name` and `active` stays text and highlights nothing. */
export const HostileData: Story = {
  args: {
    active: '<img src=x onerror=alert(1)>',
    providerName: '<img src=x onerror=alert(1)>',
  },
  parameters: {
    msw: { handlers: [http.get(REMOTE_LINK, () => HttpResponse.json({}, { status: 403 }))] },
  },
  play: async ({ canvasElement }) => {
    const { host, ui } = await shadow(canvasElement);
    await expect(host.shadowRoot?.querySelector('[aria-current]')).toBeNull();
    await userEvent.click(ui.getByRole('button', { name: /Global Employment/ }));
    await waitFor(() =>
      expect(ui.getByRole('alert')).toHaveTextContent('login to <img src=x onerror=alert(1)> on behalf'),
    );
    await expect(host.shadowRoot?.querySelector('img')).toBeNull();
  },
};

/** A URL prefix pointing off-site: every link is dropped and the remote-link request is refused unsent. */
export const HostileUrlPrefix: Story = {
  args: { config: { ...BASE_CONFIG, urlPrefix: '//evil.example' } },
  play: async ({ canvasElement }) => {
    const { ui } = await shadow(canvasElement);
    await expect(ui.queryAllByRole('link')).toHaveLength(0);
    await userEvent.click(ui.getByRole('button', { name: /Global Employment/ }));
    await waitFor(() => expect(ui.getByRole('alert')).toHaveTextContent(FAILED));
    await expect(window.open).not.toHaveBeenCalled();
  },
};

/**
 * The narrow layout (phones, narrow windows): the nav is an off-canvas drawer, closed until the
 * header's menu button (here a stand-in that dispatches `hr-nav-toggle`) opens it as a modal
 * dialog. Focus moves to the current page's item, Escape (or the scrim, or Close) closes it and
 * focus returns to the button; the stored rail state is neither read nor written.
 */
export const Drawer: Story = {
  args: { narrow: true, active: 'employees', stored: false },
  render: ({ active, config }) => (
    <div style={{ minHeight: 620, background: '#f4f5f7', font: '14px system-ui, sans-serif', color: '#1f2933' }}>
      {createElement('hr-global-nav', { active, config })}
      <header style={{ display: 'flex', alignItems: 'center', gap: 12, padding: 12, background: '#fff' }}>
        <button
          type="button"
          aria-label="Menu"
          onClick={(event) =>
            event.currentTarget.dispatchEvent(new CustomEvent('hr-nav-toggle', { bubbles: true, composed: true }))
          }
        >
          ☰
        </button>
        <strong>Acme HR</strong>
      </header>
      <main style={{ padding: 24 }}>
        <h1 style={{ margin: 0, fontSize: 20 }}>Page content</h1>
      </main>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const said = recordEvents(canvasElement, 'hr-nav-drawer');
    const host = hostOf(canvasElement);
    await waitFor(() => expect(host).toHaveClass('hr-global-nav-drawer'));
    const dialog = await waitFor(() => {
      const element = host.shadowRoot?.querySelector('dialog');
      if (!element) throw new Error('the drawer has not arrived');
      return element;
    });
    await expect(dialog.open).toBe(false);
    const menu = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await waitFor(() => expect(dialog.open).toBe(true));
    await expect(dialog).toHaveAccessibleName('Navigation');
    const employees = within(dialog).getByRole('link', { name: 'Employees' });
    await waitFor(() => expect(host.shadowRoot?.activeElement).toBe(employees));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog.open).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(menu));
    await expect(said).toEqual([{ open: true }, { open: false }]);
    await expect(localStorage.getItem(storageKey('globalNavigationOpen'))).toBe('false');
  },
};
