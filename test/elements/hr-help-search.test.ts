import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

describe('<hr-help-search> with the config block helpSearch (a third-party service)', () => {
  const SERVICE = {
    helpSearch: { host: 'abc123-dsn.algolia.net', appId: 'ABC123', apiKey: 'search-only-key', index: 'articles' },
    allowedHosts: ['abc123-dsn.algolia.net'],
    csrfToken: 'csrf-secret',
  };
  const configured = async (config: object, attributes = '') => {
    const box = mount(`<hr-help-search debounce="0" ${attributes}></hr-help-search>`);
    const el = box.querySelector('hr-help-search') as HrHelpSearchElement;
    el.setAttribute('config', JSON.stringify(config));
    await settle();
    return el.shadowRoot as ShadowRoot;
  };

  it("asks the configured host with the service's headers, no cookies and no CSRF token", async () => {
    const { requests } = mockFetch(() => json(HITS));
    const root = await configured(SERVICE);
    typeInto(root.querySelector('input') as HTMLInputElement, 'pay');
    await settle(8);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe('https://abc123-dsn.algolia.net/1/indexes/articles/query');
    expect(JSON.parse(request!.body)).toEqual({ query: 'pay', hitsPerPage: 10 });
    expect(request?.credentials).toBe('omit');
    expect(request?.headers.get('X-Algolia-Application-Id')).toBe('ABC123');
    expect(request?.headers.get('X-Algolia-API-Key')).toBe('search-only-key');
    expect(request?.headers.has('X-CSRF-Token')).toBe(false);
    expect(request?.headers.has('X-Requested-With')).toBe(false);
    // Links are still built from objectID on the app's own origin.
    expect(root.querySelector('[role="option"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/home/?pendo=a%2Fb%20c%26d',
    );
  });

  it('refuses a host that is not in allowedHosts: the console names the reason, the box says not ready', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { requests } = mockFetch(() => json(HITS));
    const root = await configured({ ...SERVICE, allowedHosts: [] });
    expect(root.querySelector('[part="not-ready"]')?.textContent).toBe(
      "Looks like our help menu needs a little help. We'll have it back soon!",
    );
    expect(root.querySelector('input')).toBeNull();
    expect(error).toHaveBeenCalledWith(
      '[hr-shell] <hr-help-search>: helpSearch.host "abc123-dsn.algolia.net" is not in allowedHosts; the help search is not available.',
    );
    expect(requests).toHaveLength(0);
  });

  it('refuses an http host', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await configured({
      ...SERVICE,
      helpSearch: { ...SERVICE.helpSearch, host: 'http://abc123-dsn.algolia.net' },
    });
    expect(root.querySelector('[part="not-ready"]')).not.toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('helpSearch.host is not https'));
  });

  it('asks its own src (same origin, with the CSRF token) when one is given', async () => {
    const { requests } = mockFetch(() => json(HITS));
    const root = await configured(SERVICE, 'src="/kb/query"');
    typeInto(root.querySelector('input') as HTMLInputElement, 'pay');
    await settle(8);
    expect(requests[0]?.url).toBe('http://localhost:3000/kb/query');
    expect(requests[0]?.headers.get('X-CSRF-Token')).toBe('csrf-secret');
  });
});
