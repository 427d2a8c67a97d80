import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import '../elements/hr-global-search';
import { removeUserStored, writeUserStored } from '../src/lib/storage';

/*
 * <hr-global-search> in a stand-in header bar. MSW answers POST /ajax/globalsearch.php?format=json
 * per story; play functions type into the combobox inside the shadow root.
 */

const SEARCH = '/ajax/globalsearch.php';
const employee = (id: number, firstName: string, lastName: string, extra: object = {}) => ({
  id,
  firstName,
  lastName,
  middleName: null,
  nickname: null,
  employeeNumber: String(id).padStart(4, '0'),
  status: 'Active',
  photoUrl: null,
  canSeeProfile: true,
  ...extra,
});
const RESULTS = {
  searches: [
    [
      employee(1, 'Ada', 'Lovelace', { nickname: 'Countess' }),
      employee(2, 'José', 'Álvarez', { middleName: 'María' }),
      employee(3, '<img src=x onerror=alert(1)>', 'Adams', { status: 'Inactive', canSeeProfile: false }),
    ],
    [
      {
        id: 4,
        paId: 40,
        firstName: 'Adair',
        lastName: 'Stone',
        positionName: 'Data Engineer',
        status: 'New',
        applicationAge: '3 days',
      },
    ],
    [
      { id: 5, name: 'Adoption report', url: null, newFramework: true, slug: 'adoption' },
      { id: 6, name: 'Ad hoc (legacy)', url: 'javascript:alert(1)', newFramework: false, slug: 'adhoc' },
    ],
    [{ id: 7, name: 'Admin Assistant', status: 'Open', age: '12 days' }],
    [{ id: 8, name: 'Administration handbook.pdf' }],
  ],
  employeePhotoUrls: {},
};
const EMPTY = { searches: [[], [], [], [], []], employeePhotoUrls: {} };

interface SearchArgs {
  debounce?: number;
  expandSection?: boolean;
  noShortcut?: boolean;
  config?: object;
}

/** The search box as first rendered, before any sign of intent. */
async function atRest(canvasElement: HTMLElement) {
  const host = canvasElement.querySelector('hr-global-search');
  if (!host) throw new Error('<hr-global-search> not rendered');
  const input = await waitFor(() => {
    const element = host.shadowRoot?.querySelector<HTMLInputElement>('input[role="combobox"]');
    if (!element) throw new Error('<hr-global-search> has not rendered');
    return element;
  });
  return { host, input, ui: within(host.shadowRoot as unknown as HTMLElement) };
}

/** The pointer comes over the box: the combobox arrives and takes the box's place. */
async function combobox(canvasElement: HTMLElement) {
  const { host } = await atRest(canvasElement);
  host.shadowRoot
    ?.querySelector('.base')
    ?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
  await waitFor(() => expect(host.shadowRoot?.querySelector('[role="listbox"]')).toBeTruthy());
  return atRest(canvasElement);
}

async function typeQuery(canvasElement: HTMLElement, query: string) {
  const parts = await combobox(canvasElement);
  parts.input.focus();
  fireEvent.input(parts.input, { target: { value: query } });
  return parts;
}

const meta = {
  title: 'Elements/hr-global-search',
  args: { debounce: 0, config: { user: { id: 1, employeeId: 1, firstName: 'Ada', lastName: 'Lovelace' } } },
  argTypes: {
    debounce: { control: 'number' },
    expandSection: { name: 'expand-section', control: 'boolean' },
    noShortcut: { name: 'no-shortcut', control: 'boolean' },
  },
  render: ({ debounce, expandSection, noShortcut, config }) => (
    <div style={{ minHeight: 520, background: '#f4f5f7', fontSize: 14 }}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 20,
          padding: '10px 20px',
          background: '#fff',
          borderBottom: '1px solid #dfe3e8',
        }}
      >
        <strong style={{ color: '#1f2933' }}>Acme HR</strong>
        <div style={{ width: 420 }}>
          {createElement('hr-global-search', {
            debounce,
            'expand-section': expandSection || undefined,
            'no-shortcut': noShortcut || undefined,
            config,
          })}
        </div>
      </div>
    </div>
  ),
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [http.post(SEARCH, () => HttpResponse.json(RESULTS))] },
  },
  beforeEach() {
    return () => removeUserStored('globalSearchRecent:1');
  },
} satisfies Meta<SearchArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: the box with its `s` shortcut hint; the combobox arrives on the first sign of intent. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const { input, host } = await atRest(canvasElement);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(host.shadowRoot?.querySelector('.popup')).toBeNull();
  },
};

/** Results in their fixed section order, matches marked, the inactive employee muted, hostile names as text. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const { ui, input, host } = await typeQuery(canvasElement, 'ad');
    await waitFor(() => expect(ui.getAllByRole('option')).toHaveLength(8));
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(ui.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([
      'Employees',
      'Candidates',
      'Reports',
      'Job Openings',
      'Files',
    ]);
    await expect(host.shadowRoot?.querySelector('img')).toBeNull();
  },
};

/** Loading: the spinner while the server thinks. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(SEARCH, async () => {
          await delay('infinite');
          return HttpResponse.json(RESULTS);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { host } = await typeQuery(canvasElement, 'ada');
    await waitFor(() => expect(host.shadowRoot?.querySelector('[part="loader"]')).not.toBeNull());
  },
};

/** Nothing found: the no-results message, also announced. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.post(SEARCH, () => HttpResponse.json(EMPTY))] } },
  play: async ({ canvasElement }) => {
    const { host } = await typeQuery(canvasElement, 'zzz');
    await waitFor(() =>
      expect(host.shadowRoot?.querySelector('[part="empty"]')).toHaveTextContent('No matches for "zzz"'),
    );
  },
};

/** The server failed: a message instead of results, with a Retry button. */
export const Failed: Story = {
  parameters: { msw: { handlers: [http.post(SEARCH, () => HttpResponse.json({ error: 'down' }, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const { host } = await typeQuery(canvasElement, 'ada');
    await waitFor(() => expect(host.shadowRoot?.querySelector('[part="error"] [part="retry"]')).toBeTruthy());
  },
};

/** `expand-section`: full sections offer "Show more …". */
export const ExpandSection: Story = {
  args: { expandSection: true },
  parameters: {
    msw: {
      handlers: [
        http.post(SEARCH, () =>
          HttpResponse.json({
            ...EMPTY,
            searches: [[1, 2, 3, 4, 5].map((id) => employee(id, 'Ada', `Number ${id}`)), [], [], [], []],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { ui } = await typeQuery(canvasElement, 'ada');
    await waitFor(() => expect(ui.getByRole('option', { name: 'Show more Employees' })).toBeTruthy());
  },
};

/** Recent searches and recently opened results, on ↓ in an empty box. */
export const Recent: Story = {
  play: async ({ canvasElement }) => {
    writeUserStored('globalSearchRecent:1', {
      searches: ['lovelace', 'payroll'],
      opened: [{ text: 'Ada Lovelace', section: 'employee', href: '/employees/employee.php?clearLooping=true&id=1' }],
    });
    const { input, host } = await combobox(canvasElement);
    input.focus();
    input.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true, cancelable: true }),
    );
    await waitFor(() => expect(host.shadowRoot?.querySelectorAll('[role="option"]')).toHaveLength(4));
  },
};
