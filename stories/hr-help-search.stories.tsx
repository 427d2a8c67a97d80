import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect, fireEvent, waitFor } from 'storybook/test';
import '../elements/hr-help-search';

/*
 * <hr-help-search> as on demo/search.html. MSW answers POST /help/1/indexes/articles/query with
 * the Algolia-style body of the demo server (demo/server/modules/help, docs/api/help.yaml): hits
 * with objectID, name, type, url and `_snippetResult.body.value` (HTML with <em> around matches).
 * Play functions type into the combobox inside the shadow root.
 */

const HELP = '/help/1/indexes/articles/query';
const TYPES = ['support-article', 'knowledge-base', 'video', 'release-note', 'faq'];

// `url` is deliberately hostile: the element must build links from objectID, never from it.
const hit = (objectID: string, name: string, type: string, value: string) => ({
  objectID,
  name,
  type,
  url: 'javascript:alert(1)',
  _snippetResult: { body: { value, matchLevel: 'full' } },
});
const page = (hits: unknown[], query: string) => ({
  hits,
  nbHits: hits.length,
  page: 0,
  nbPages: 1,
  hitsPerPage: 10,
  query,
});

/** 12 hits: the element shows 10. */
const HITS = page(
  [
    hit(
      'payroll/run 1&2',
      'Run payroll',
      'support-article',
      'How to run <em>payroll</em> for hourly &amp; salaried staff',
    ),
    ...Array.from({ length: 11 }, (_, i) =>
      hit(
        `article-${i + 2}`,
        `Payroll topic ${i + 2}`,
        TYPES[i % TYPES.length] as string,
        `Set up <em>pay</em>slips and <em>payroll</em> step ${i + 2}`,
      ),
    ),
  ],
  'pay',
);
const HOSTILE = page(
  [
    hit(
      'evil',
      'Run <b>payroll</b>',
      'support-article',
      'How to run <em>payroll</em> <script>alert(1)</script><img src=x onerror=alert(2)> <b>bold</b> &lt;script&gt;',
    ),
  ],
  'pay',
);

/** Every request body the handlers saw, per story (reset in beforeEach). */
const posted: unknown[] = [];
const answer = (body: JsonBodyType, status = 200) =>
  http.post(HELP, async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json(body, { status });
  });

interface HelpSearchArgs {
  debounce?: number;
  label?: string;
  placeholder?: string;
}

const meta = {
  title: 'Elements/hr-help-search',
  args: { debounce: 0 },
  argTypes: {
    debounce: { control: 'number' },
    label: { control: 'text' },
    placeholder: { control: 'text' },
  },
  render: ({ debounce, label, placeholder }) => (
    <div style={{ maxWidth: 480, minHeight: 620, fontSize: 14 }}>
      {createElement('hr-help-search', { debounce, label, placeholder })}
    </div>
  ),
  parameters: {
    msw: { handlers: [answer(HITS)] },
  },
  beforeEach() {
    posted.length = 0;
  },
} satisfies Meta<HelpSearchArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typeQuery(canvasElement: HTMLElement, query: string) {
  const host = canvasElement.querySelector('hr-help-search');
  if (!host) throw new Error('<hr-help-search> not rendered');
  const input = await waitFor(() => {
    const element = host.shadowRoot?.querySelector<HTMLInputElement>('input[role="combobox"]');
    if (!element) throw new Error('<hr-help-search> has not rendered');
    return element;
  });
  input.focus();
  fireEvent.input(input, { target: { value: query } });
  const root = host.shadowRoot as ShadowRoot;
  return { host, input, root, options: () => [...root.querySelectorAll<HTMLAnchorElement>('[role="option"]')] };
}

const path = (href: string | null | undefined) => {
  const url = new URL(href ?? '', location.href);
  return url.pathname + url.search;
};

/** 10 hits with their kind and snippet, matches highlighted, each linking to /home/?pendo={objectID}. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const { input, options } = await typeQuery(canvasElement, 'pay');
    await waitFor(() => expect(options()).toHaveLength(10));
    await expect(posted).toEqual([{ query: 'pay', hitsPerPage: 10 }]);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const first = options()[0] as HTMLAnchorElement;
    await expect(path(first.getAttribute('href'))).toBe('/home/?pendo=payroll%2Frun%201%262');
    await expect(
      options()
        .map((o) => path(o.getAttribute('href')))
        .slice(1, 3),
    ).toEqual(['/home/?pendo=article-2', '/home/?pendo=article-3']);
    await expect(first.querySelector('[part="type"]')).toHaveTextContent('Support article');
    await expect(first.querySelector('[part="snippet"]')?.textContent).toBe(
      'How to run payroll for hourly & salaried staff',
    );
    await expect([...first.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['payroll']);
    await expect([...(options()[1]?.querySelectorAll('mark') ?? [])].map((mark) => mark.textContent)).toEqual([
      'pay',
      'payroll',
    ]);
    await expect(options().every((o) => !o.getAttribute('href')?.startsWith('javascript:'))).toBe(true);
  },
};

/** No hits: 'Sorry, no results were found.' */
export const Empty: Story = {
  parameters: { msw: { handlers: [answer(page([], 'zzz'))] } },
  play: async ({ canvasElement }) => {
    const { root, options, input } = await typeQuery(canvasElement, 'zzz');
    await waitFor(() =>
      expect(root.querySelector('[part="empty"]')).toHaveTextContent('Sorry, no results were found.'),
    );
    await expect(options()).toHaveLength(0);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The service failed: the catalogue message and `hr-error` with the status. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [answer({ message: 'Index unavailable' }, 503)] } },
  play: async ({ canvasElement }) => {
    const errors: unknown[] = [];
    canvasElement.addEventListener('hr-error', (event) => errors.push((event as CustomEvent).detail));
    const { root, options } = await typeQuery(canvasElement, 'pay');
    await waitFor(() =>
      expect(root.querySelector('[part="error"]')).toHaveTextContent('Oops. Something went wrong. Please try again.'),
    );
    await expect(errors).toEqual([{ status: 503, message: 'Oops. Something went wrong. Please try again.' }]);
    await expect(options()).toHaveLength(0);
  },
};

/** A hostile snippet and name: only <em> becomes a highlight, every other tag is dropped or shown as text. */
export const HostileSnippet: Story = {
  parameters: { msw: { handlers: [answer(HOSTILE)] } },
  play: async ({ canvasElement }) => {
    const { root, options } = await typeQuery(canvasElement, 'pay');
    await waitFor(() => expect(options()).toHaveLength(1));
    const first = options()[0] as HTMLAnchorElement;
    await expect(first.querySelector('.name')?.textContent).toBe('Run <b>payroll</b>');
    await expect(first.querySelector('[part="snippet"]')?.textContent).toBe(
      'How to run payroll alert(1) bold <script>',
    );
    await expect([...first.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['payroll']);
    await expect(
      root.querySelectorAll('[part="list"] script, [part="list"] img, [part="list"] b, [part="list"] em, [onerror]'),
    ).toHaveLength(0);
    await expect(path(first.getAttribute('href'))).toBe('/home/?pendo=evil');
  },
};
