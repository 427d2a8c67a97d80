import { createElement, useId } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fireEvent, waitFor } from 'storybook/test';
import '../elements/hr-live-search';
import type { LiveSearchEmptyDetail, LiveSearchResultsDetail } from '../elements/hr-live-search';

/*
 * <hr-live-search> bound (`for`) to a legacy page's own search input, as on demo/search.html. MSW
 * answers POST /ajax/globalsearch.php with an HTML fragment shaped like the demo server's
 * (demo/server/modules/search/html.ts); play functions type into the page input and look inside
 * the element's shadow root.
 */

const SEARCH = '/ajax/globalsearch.php';

const FRAGMENT =
  '<ul class="hr-search-results">' +
  '<li class="hr-search-section"><strong class="hr-search-section-title">Employees</strong><ul>' +
  '<li class="hr-search-result hr-search-result--employee"><a class="hr-search-result-link" href="/employees/employee.php?clearLooping=true&amp;id=1"><span class="hr-search-result-name"><mark>Ann</mark> Lee</span></a></li>' +
  '<li class="hr-search-result hr-search-result--employee"><a class="hr-search-result-link" href="/employees/employee.php?clearLooping=true&amp;id=2"><span class="hr-search-result-name"><mark>Ann</mark>a Roe</span></a></li>' +
  '</ul></li>' +
  '<li class="hr-search-section"><strong class="hr-search-section-title">Files</strong><ul>' +
  '<li class="hr-search-result hr-search-result--file"><a class="hr-search-result-link" href="/files/?id=8"><span class="hr-search-result-name"><mark>Ann</mark>ual leave policy.pdf</span></a></li>' +
  '</ul></li></ul>';

const HOSTILE =
  '<ul><li><a href="javascript:alert(1)" onclick="alert(2)">Bad link <img src=x onerror=alert(3)></a></li>' +
  '<li><a href="/employees/employee.php?clearLooping=true&amp;id=1">Safe link</a><script>alert(4)</script>' +
  '<form action="/steal"><input name="password"></form></li></ul>';

const fragment = (body: string, status = 200) =>
  new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });

/** The `q` field of every request the handlers saw, per story (reset in beforeEach). */
const sent: string[] = [];
async function record(request: Request): Promise<void> {
  sent.push(new URLSearchParams(await request.text()).get('q') ?? '');
}
const answer = (body: string, status = 200) =>
  http.post(SEARCH, async ({ request }) => {
    await record(request);
    return fragment(body, status);
  });

interface LiveSearchArgs {
  debounce?: number;
  section?: string;
  params?: object;
}

function LiveSearchPage({ debounce, section, params }: LiveSearchArgs) {
  const id = `live-q${useId().replace(/:/g, '')}`;
  return (
    <div style={{ minHeight: 360, fontSize: 14, position: 'relative' }}>
      <label htmlFor={id}>Search people, files and reports</label>
      <br />
      <input id={id} type="search" autoComplete="off" placeholder="Type a name…" size={40} />
      {createElement('hr-live-search', { for: id, debounce, section, params })}
      <p style={{ color: '#52606d' }}>Page content under the popup.</p>
    </div>
  );
}

async function parts(canvasElement: HTMLElement) {
  const host = canvasElement.querySelector('hr-live-search');
  const input = canvasElement.querySelector('input');
  if (!host || !input) throw new Error('<hr-live-search> or its input not rendered');
  // Bound once the element has rendered and found its input.
  await waitFor(() => expect(input).toHaveAttribute('role', 'combobox'));
  const root = host.shadowRoot as ShadowRoot;
  const panel = root.querySelector<HTMLElement>('[part~="panel"]');
  if (!panel) throw new Error('<hr-live-search> has no panel');
  return { host, input, root, panel };
}

async function typeQuery(canvasElement: HTMLElement, query: string) {
  const found = await parts(canvasElement);
  found.input.focus();
  fireEvent.input(found.input, { target: { value: query } });
  return found;
}

function listen<T>(target: EventTarget, type: string): T[] {
  const details: T[] = [];
  target.addEventListener(type, (event) => details.push((event as CustomEvent<T>).detail));
  return details;
}

const meta = {
  title: 'Elements/hr-live-search',
  args: { debounce: 0, params: { limit: 5 } },
  argTypes: {
    debounce: { control: 'number' },
    section: { control: 'text' },
    params: { control: 'object' },
  },
  render: (args) => <LiveSearchPage {...args} />,
  parameters: {
    msw: { handlers: [answer(FRAGMENT)] },
  },
  beforeEach() {
    sent.length = 0;
  },
} satisfies Meta<LiveSearchArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Idle: a blank query sends nothing and the popup stays hidden. The next real query is the first
 * request the server sees, and clearing the field returns to idle.
 */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const { input, panel } = await typeQuery(canvasElement, '   ');
    await expect(panel.hidden).toBe(true);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // A request for the blank query would have reached the handler before this one.
    fireEvent.input(input, { target: { value: 'ann' } });
    await waitFor(() => expect(sent).toEqual(['ann']));
    fireEvent.input(input, { target: { value: '' } });
    await waitFor(() => expect(panel.hidden).toBe(true));
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(sent).toEqual(['ann']);
  },
};

/** Loading: the loader line while the server thinks. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(SEARCH, async ({ request }) => {
          await record(request);
          await delay('infinite');
          return fragment(FRAGMENT);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { root, panel } = await typeQuery(canvasElement, 'ann');
    await waitFor(() => expect(root.querySelector('[part="loading"]')).toHaveTextContent('Searching…'));
    await expect(panel.hidden).toBe(false);
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    // The element shows the loader as it sends; the handler reads the body once it arrives.
    await waitFor(() => expect(sent).toEqual(['ann']));
  },
};

/** Results: the sanitized fragment, its first result preselected, `hr-results` with the count. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const shown = listen<LiveSearchResultsDetail>(canvasElement, 'hr-results');
    const { input, root, panel } = await typeQuery(canvasElement, ' ann ');
    await waitFor(() => expect(shown).toEqual([{ query: 'ann', count: 3 }]));
    await expect(sent).toEqual(['ann']);
    await expect(panel.hidden).toBe(false);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const selected = root.querySelectorAll('.hr-live-selected');
    await expect(selected).toHaveLength(1);
    await expect(selected[0]).toHaveTextContent('Ann Lee');
    await expect(selected[0]).toHaveAttribute('aria-current', 'true');
    await expect(root.querySelector('[role="status"]')).toHaveTextContent('3 results are available.');
    const links = [...root.querySelectorAll<HTMLAnchorElement>('[part="results"] a[href]')];
    await expect(links.map((a) => new URL(a.href).pathname)).toEqual([
      '/employees/employee.php',
      '/employees/employee.php',
      '/files/',
    ]);
    await expect(root.querySelector('[part="results"] mark')).toHaveTextContent('Ann');
  },
};

/** Empty answer: `hr-empty` fires, nothing is shown. */
export const Empty: Story = {
  parameters: { msw: { handlers: [answer('  \n ')] } },
  play: async ({ canvasElement }) => {
    const empty = listen<LiveSearchEmptyDetail>(canvasElement, 'hr-empty');
    const shown = listen<LiveSearchResultsDetail>(canvasElement, 'hr-results');
    const { input, root, panel } = await typeQuery(canvasElement, 'zzz');
    await waitFor(() => expect(empty).toEqual([{ query: 'zzz' }]));
    await expect(shown).toEqual([]);
    await expect(panel.hidden).toBe(true);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(root.querySelector('[part="results"]')?.childNodes).toHaveLength(0);
  },
};

/** The server failed: the catalogue message and `hr-error` with the status. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [answer('<p>Internal error</p>', 500)] } },
  play: async ({ canvasElement }) => {
    const errors = listen<{ status: number; message: string }>(canvasElement, 'hr-error');
    const { root, panel } = await typeQuery(canvasElement, 'ann');
    await waitFor(() =>
      expect(root.querySelector('[part="error"]')).toHaveTextContent('Oops. Something went wrong. Please try again.'),
    );
    await expect(errors).toEqual([{ status: 500, message: 'Oops. Something went wrong. Please try again.' }]);
    await expect(panel.hidden).toBe(false);
    await expect(root.querySelector('[part="results"]')).toHaveTextContent('');
  },
};

/** A hostile fragment: scripts, handlers, forms and the javascript: link are neutralised. */
export const HostileFragment: Story = {
  parameters: { msw: { handlers: [answer(HOSTILE)] } },
  play: async ({ canvasElement }) => {
    const shown = listen<LiveSearchResultsDetail>(canvasElement, 'hr-results');
    const { root } = await typeQuery(canvasElement, 'bad');
    await waitFor(() => expect(shown).toEqual([{ query: 'bad', count: 2 }]));
    const results = root.querySelector('[part="results"]') as HTMLElement;
    await expect(results).toHaveTextContent('Bad link');
    await expect(results).toHaveTextContent('Safe link');
    await expect(results.textContent).not.toContain('alert(4)');
    await expect(
      results.querySelectorAll('script, img, form, input, [onclick], [onerror], [name], [action]'),
    ).toHaveLength(0);
    // The bad link keeps its text but loses its href.
    const bad = [...results.querySelectorAll('a')].find((a) => a.textContent?.includes('Bad link'));
    await expect(bad).toBeDefined();
    await expect(bad?.hasAttribute('href')).toBe(false);
    await expect(
      [...results.querySelectorAll('a[href]')].filter((a) => /^\s*javascript:/i.test(a.getAttribute('href') ?? '')),
    ).toEqual([]);
    const safe = results.querySelector<HTMLAnchorElement>('a[href]');
    await expect(safe).toHaveTextContent('Safe link');
    await expect(new URL(safe?.href ?? '').pathname).toBe('/employees/employee.php');
  },
};
