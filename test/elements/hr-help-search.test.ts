import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../elements/hr-help-search';
import type { HrHelpSearchElement } from '../../elements/hr-help-search';
import { loadHttpClient } from '../../src/lib/http';
import { json, mockFetch } from '../support/fetch';
import { listen, mount, press, settle, typeInto } from '../support/elements';

beforeAll(() => loadHttpClient());
afterEach(() => document.body.replaceChildren());

const hit = (objectID: string, name: string, type: string, value: string) => ({
  objectID,
  name,
  type,
  url: 'javascript:alert(1)',
  _snippetResult: { body: { value, matchLevel: 'full' } },
});
const HITS = {
  hits: [
    hit(
      'a/b c&d',
      'Run <b>payroll</b>',
      'support-article',
      'How to run <em>payroll</em> &amp; taxes <img src=x onerror=alert(1)> &lt;script&gt;',
    ),
    hit('kb-2', 'Benefits', 'knowledge-base', 'Enrol in <em>bene</em>fits'),
    hit('v-3', 'Video', 'video', ''),
    ...Array.from({ length: 12 }, (_, i) => hit(`x${i}`, `Extra ${i}`, 'release-note', 'x')),
  ],
  nbHits: 15,
  page: 0,
  nbPages: 2,
  hitsPerPage: 10,
  query: 'pay',
};

async function setup() {
  const box = mount('<hr-help-search debounce="0"></hr-help-search>');
  await settle();
  const el = box.querySelector('hr-help-search') as HrHelpSearchElement;
  const root = el.shadowRoot as ShadowRoot;
  return {
    el,
    root,
    input: root.querySelector('input') as HTMLInputElement,
    options: () => [...root.querySelectorAll<HTMLAnchorElement>('[role="option"]')],
  };
}

describe('<hr-help-search>', () => {
  it('posts the query for 10 hits and links each to /home/?pendo={objectID}', async () => {
    const { requests } = mockFetch(() => json(HITS));
    const { input, options } = await setup();
    typeInto(input, 'pay');
    await settle(8);
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/help/1/indexes/articles/query');
    expect(JSON.parse(requests[0]!.body)).toEqual({ query: 'pay', hitsPerPage: 10 });
    expect(options()).toHaveLength(10);
    expect(options()[0]?.getAttribute('href')).toBe('http://localhost:3000/home/?pendo=a%2Fb%20c%26d');
    expect(
      options()
        .map((o) => o.querySelector('.type')?.textContent)
        .slice(0, 4),
    ).toEqual(['Support article', 'Knowledge base', 'Video', 'Release note']);
  });

  it('renders names and snippets as text with only <em> as highlights', async () => {
    mockFetch(() => json(HITS));
    const { input, options } = await setup();
    typeInto(input, 'pay');
    await settle(8);
    const first = options()[0]!;
    expect(first.querySelector('.name')?.textContent).toBe('Run <b>payroll</b>');
    expect(first.querySelector('.snippet')?.textContent).toBe('How to run payroll & taxes  <script>');
    expect([...first.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['payroll']);
    expect(first.querySelectorAll('b, img, script, em')).toHaveLength(0);
  });

  it('moves with the arrows and opens the active hit with Enter', async () => {
    mockFetch(() => json(HITS));
    const { input, root, options } = await setup();
    typeInto(input, 'pay');
    await settle(8);
    press(input, 'ArrowDown');
    await settle();
    press(input, 'ArrowDown');
    await settle();
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1]?.id);
    const opened: string[] = [];
    root.addEventListener('click', (event) => {
      opened.push((event.target as HTMLAnchorElement).href);
      event.preventDefault();
    });
    press(input, 'Enter');
    expect(opened).toEqual(['http://localhost:3000/home/?pendo=kb-2']);
  });

  it("shows 'Sorry, no results were found.' and reports failures with a catalogue message", async () => {
    let fail = false;
    mockFetch(() => (fail ? json({}, 503) : json({ ...HITS, hits: [] })));
    const { input, root } = await setup();
    const errors = listen(document, 'hr-error');
    typeInto(input, 'zzz');
    await settle(8);
    expect(root.querySelector('[part="empty"]')?.textContent).toBe('Sorry, no results were found.');
    fail = true;
    typeInto(input, 'zzzz');
    await settle(12);
    // The catalogue's message, then the Retry button.
    expect(root.querySelector('[part="error"]')?.textContent).toBe(
      'Oops. Something went wrong. Please try again. Retry',
    );
    expect(root.querySelector('[part="error"] button[part="retry"]')).not.toBeNull();
    expect(errors.length).toBeGreaterThan(0);
  });
});
