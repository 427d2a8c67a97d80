import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-quick-search';
import type { QuickSearchSelectDetail, QuickSearchSnapshotDetail } from '../elements/hr-quick-search';

/*
 * <hr-quick-search> in a legacy page form, as on demo/search.html. MSW answers
 * GET /ajax/quicksearch.php?query=… with [{id, name, canSeeProfile, imageUrl?}] per story; play
 * functions type into the combobox inside the shadow root.
 */

const QUICK = '/ajax/quicksearch.php';

interface Person {
  id: number;
  name: string;
  canSeeProfile: boolean;
  imageUrl?: string;
}

/** 25 people: the element shows at most 20. */
const PEOPLE: Person[] = [
  { id: 1, name: 'Ann Lee', canSeeProfile: true, imageUrl: '/photos/1.jpg' },
  { id: 2, name: 'Anna Roe', canSeeProfile: false },
  ...Array.from({ length: 23 }, (_, i) => ({ id: 10 + i, name: `Annabel Number ${i + 1}`, canSeeProfile: true })),
];
const HOSTILE: Person[] = [
  { id: 3, name: '<img src=x onerror=alert(1)>', canSeeProfile: true },
  { id: 4, name: '<script>alert(2)</script> Smith', canSeeProfile: false },
];

/** The `query` parameter of every request the handlers saw, per story (reset in beforeEach). */
const asked: string[] = [];
const answer = (body: JsonBodyType, status = 200) =>
  http.get(QUICK, ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('query') ?? '');
    return HttpResponse.json(body, { status });
  });

interface QuickSearchArgs {
  debounce?: number;
  label?: string;
  placeholder?: string;
  /** Render inside a form with a field, as a legacy edit page does. */
  inForm?: boolean;
  /** The CORE_SNAPSHOT feature (through the element's config attribute). */
  snapshot?: boolean;
}

const FIELD_VALUE = 'Engineer';

const meta = {
  title: 'Elements/hr-quick-search',
  args: { debounce: 0, label: 'Switch to another employee', inForm: true, snapshot: true },
  argTypes: {
    debounce: { control: 'number' },
    label: { control: 'text' },
    placeholder: { control: 'text' },
    inForm: { control: 'boolean' },
    snapshot: { control: 'boolean' },
  },
  render: ({ debounce, label, placeholder, inForm, snapshot }) => {
    // React 19 sets the element's `config` property: an object, as a page script would.
    const config = { features: { CORE_SNAPSHOT: snapshot === true } };
    const search = (
      <div style={{ maxWidth: 420, margin: '.8em 0' }}>
        {createElement('hr-quick-search', { debounce, label, placeholder, config })}
      </div>
    );
    return (
      <div style={{ minHeight: 520, fontSize: 14 }}>
        {inForm ? (
          <form action="/employees/employee.php" method="get" onSubmit={(event) => event.preventDefault()}>
            <label>
              Job title
              <br />
              <input name="jobTitle" defaultValue={FIELD_VALUE} size={30} />
            </label>
            {search}
          </form>
        ) : (
          search
        )}
      </div>
    );
  },
  parameters: {
    msw: { handlers: [answer(PEOPLE)] },
  },
  beforeEach() {
    asked.length = 0;
  },
} satisfies Meta<QuickSearchArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

async function combobox(canvasElement: HTMLElement) {
  const host = canvasElement.querySelector('hr-quick-search');
  if (!host) throw new Error('<hr-quick-search> not rendered');
  const input = await waitFor(() => {
    const element = host.shadowRoot?.querySelector<HTMLInputElement>('input[role="combobox"]');
    if (!element) throw new Error('<hr-quick-search> has not rendered');
    return element;
  });
  const root = host.shadowRoot as ShadowRoot;
  return { host, input, root, options: () => [...root.querySelectorAll<HTMLElement>('[role="option"]')] };
}

async function typeQuery(canvasElement: HTMLElement, query: string) {
  const parts = await combobox(canvasElement);
  parts.input.focus();
  fireEvent.input(parts.input, { target: { value: query } });
  return parts;
}

function listen<T>(target: EventTarget, type: string): T[] {
  const details: T[] = [];
  target.addEventListener(type, (event) => details.push((event as CustomEvent<T>).detail));
  return details;
}

const path = (href: string | null | undefined) => {
  const url = new URL(href ?? '', location.href);
  return url.pathname + url.search;
};

/** Results: at most 20 of the 25 people the server sent, profile people as links. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const { input, options } = await typeQuery(canvasElement, 'ann');
    await waitFor(() => expect(options()).toHaveLength(20));
    await expect(asked).toEqual(['ann']);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const first = options()[0];
    await expect(first?.localName).toBe('a');
    await expect(first).toHaveTextContent('Ann Lee');
    await expect(path(first?.getAttribute('href'))).toBe('/employees/employee.php?id=1');
    await expect(options().at(-1)).toHaveTextContent('Annabel Number 18');
  },
};

/** canSeeProfile false: a snapshot row, no link; choosing it fires hr-select then hr-snapshot-open. */
export const SnapshotRow: Story = {
  play: async ({ canvasElement }) => {
    const selects = listen<QuickSearchSelectDetail>(canvasElement, 'hr-select');
    const snapshots = listen<QuickSearchSnapshotDetail>(canvasElement, 'hr-snapshot-open');
    const { root, options } = await typeQuery(canvasElement, 'ann');
    await waitFor(() => expect(options().length).toBeGreaterThan(1));
    const row = options()[1] as HTMLElement;
    await expect(row.localName).toBe('div');
    await expect(row).not.toHaveAttribute('href');
    await expect(row.getAttribute('part')).toContain('snapshot');
    await expect(row).toHaveTextContent('Anna RoeSnapshot');
    await expect(root.querySelectorAll('[part~="snapshot"]')).toHaveLength(1);
    await userEvent.click(row);
    await waitFor(() => expect(snapshots).toEqual([{ employeeId: 2 }]));
    await expect(selects).toEqual([{ id: 2, name: 'Anna Roe', canSeeProfile: false }]);
  },
};

/** Without CORE_SNAPSHOT a person the user may not open is listed but cannot be chosen: no events. */
export const NoSnapshotFeature: Story = {
  args: { snapshot: false },
  play: async ({ canvasElement }) => {
    const selects = listen<QuickSearchSelectDetail>(canvasElement, 'hr-select');
    const snapshots = listen<QuickSearchSnapshotDetail>(canvasElement, 'hr-snapshot-open');
    const { root, options } = await typeQuery(canvasElement, 'ann');
    await waitFor(() => expect(options().length).toBeGreaterThan(1));
    const row = options()[1] as HTMLElement;
    await expect(row).toHaveAttribute('aria-disabled', 'true');
    await expect(row).toHaveTextContent('Anna RoeYou cannot open this profile');
    await expect(root.querySelectorAll('[part~="snapshot"]')).toHaveLength(0);
    await userEvent.click(row);
    await expect(snapshots).toEqual([]);
    await expect(selects).toEqual([]);
  },
};

/** Nothing found: 'No matches for "{query}"'. */
export const Empty: Story = {
  parameters: { msw: { handlers: [answer([])] } },
  play: async ({ canvasElement }) => {
    const { root, options, input } = await typeQuery(canvasElement, 'zzz');
    await waitFor(() => expect(root.querySelector('[part="popup"]')).toHaveTextContent('No matches for "zzz"'));
    await expect(options()).toHaveLength(0);
    await expect(root.querySelector('[role="listbox"]')).toBeNull();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * The server refused: the catalogue message and `hr-error`. A 403, because a GET answered with a
 * 5xx is first retried with back-off (src/lib/http-client.ts).
 */
export const ServerError: Story = {
  parameters: { msw: { handlers: [answer({ error: 'Forbidden' }, 403)] } },
  play: async ({ canvasElement }) => {
    const errors = listen<{ status: number; message: string }>(canvasElement, 'hr-error');
    const { root, options } = await typeQuery(canvasElement, 'ann');
    await waitFor(() =>
      expect(root.querySelector('[part="error"]')).toHaveTextContent('Oops. Something went wrong. Please try again.'),
    );
    await expect(errors).toEqual([{ status: 403, message: 'Oops. Something went wrong. Please try again.' }]);
    await expect(options()).toHaveLength(0);
  },
};

/** Hostile names are shown as text, never as markup. */
export const HostileNames: Story = {
  parameters: { msw: { handlers: [answer(HOSTILE)] } },
  play: async ({ canvasElement }) => {
    const { root, options } = await typeQuery(canvasElement, 'x');
    await waitFor(() => expect(options()).toHaveLength(2));
    await expect(options()[0]?.querySelector('.name')?.textContent).toBe('<img src=x onerror=alert(1)>');
    await expect(options()[1]?.querySelector('.name')?.textContent).toBe('<script>alert(2)</script> Smith');
    await expect(root.querySelectorAll('[part="list"] img, [part="list"] script, [onerror]')).toHaveLength(0);
  },
};

/**
 * Inside a form with a changed field, following a profile asks 'Do you want to discard your
 * changes?'; No keeps the page, the changed field and the results.
 */
export const DiscardQuestion: Story = {
  play: async ({ canvasElement }) => {
    const field = canvasElement.querySelector<HTMLInputElement>('input[name="jobTitle"]');
    if (!field) throw new Error('form field not rendered');
    await userEvent.clear(field);
    await userEvent.type(field, 'Boss');
    const selects = listen<QuickSearchSelectDetail>(canvasElement, 'hr-select');
    // Whether each click on a profile link would still navigate when it leaves the element.
    const navigations: boolean[] = [];
    canvasElement.addEventListener('click', (event) => {
      if ((event.composedPath()[0] as Element).closest?.('a[href]')) navigations.push(!event.defaultPrevented);
    });
    const { root, options } = await typeQuery(canvasElement, 'ann');
    await waitFor(() => expect(options()).toHaveLength(20));
    const dialog = root.querySelector('dialog') as HTMLDialogElement;
    await expect(dialog.open).toBe(false);

    (options()[0] as HTMLAnchorElement).click();
    await waitFor(() => expect(dialog.open).toBe(true));
    await expect(dialog).toHaveAttribute('role', 'alertdialog');
    await expect(dialog).toHaveTextContent('Do you want to discard your changes?');
    await expect([...dialog.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['No', 'Yes']);
    await expect(selects).toEqual([{ id: 1, name: 'Ann Lee', canSeeProfile: true }]);
    await expect(navigations).toEqual([false]);

    await userEvent.click(root.querySelector('[part="dialog-no"]') as HTMLButtonElement);
    await waitFor(() => expect(dialog.open).toBe(false));
    await expect(navigations).toEqual([false]);
    await expect(field.value).toBe('Boss');
    await expect(options()).toHaveLength(20);
  },
};
