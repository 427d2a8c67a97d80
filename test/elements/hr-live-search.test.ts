import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../elements/hr-live-search';
import type {
  HrLiveSearchElement,
  LiveSearchEmptyDetail,
  LiveSearchResultsDetail,
} from '../../elements/hr-live-search';
import { loadHttpClient } from '../../src/lib/http';
import { loadSanitizer } from '../../src/lib/sanitize';
import { patchHappyDomNodeName } from '../components/live-search/happy-dom-purify';
import { deferred, mockFetch } from '../support/fetch';
import { listen, mount, press, settle, typeInto } from '../support/elements';

beforeAll(async () => {
  patchHappyDomNodeName();
  await Promise.all([loadHttpClient(), loadSanitizer()]);
});
afterEach(() => document.body.replaceChildren());

const FRAGMENT =
  '<ul class="hr-search-results"><li class="hr-search-section"><strong class="hr-search-section-title">Employees</strong><ul>' +
  '<li class="hr-search-result"><a class="hr-search-result-link" href="/employees/employee.php?clearLooping=true&amp;id=1"><mark>Ann</mark> Lee</a></li>' +
  '<li class="hr-search-result"><a class="hr-search-result-link" href="/employees/employee.php?clearLooping=true&amp;id=2"><mark>Ann</mark>a Roe</a></li>' +
  '</ul></li></ul>';
const html = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'text/html' } });

async function setup(attributes = '') {
  const box = mount(
    `<input id="q" type="search" aria-label="Search"><hr-live-search for="q" debounce="0" ${attributes}></hr-live-search>`,
  );
  // Mount, then find the input, then bind it.
  await settle(6);
  const el = box.querySelector('hr-live-search') as HrLiveSearchElement;
  const input = box.querySelector('input') as HTMLInputElement;
  const root = el.shadowRoot as ShadowRoot;
  return { el, input, root, panel: () => root.querySelector<HTMLElement>('[part~="panel"]') as HTMLElement };
}

const wait = () => settle(6);

describe('<hr-live-search> bound to a page input', () => {
  it('posts q, section and params as a form and shows the sanitized fragment', async () => {
    const { requests } = mockFetch(() => html(FRAGMENT));
    const { input, root, panel, el } = await setup(
      `section="employee" params='{"limit":5,"q":"override","obj":{"x":1}}'`,
    );
    const shown = listen<LiveSearchResultsDetail>(document, 'hr-results');
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe(el.id);
    expect(el.id).toMatch(/^hr-live-search-\d+$/);
    typeInto(input, ' ann ');
    await wait();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/ajax/globalsearch.php');
    expect(Object.fromEntries(new URLSearchParams(requests[0]!.body))).toEqual({
      limit: '5',
      q: 'ann',
      section: 'employee',
    });
    expect(panel().hidden).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const links = [...root.querySelectorAll<HTMLAnchorElement>('[part="results"] a')];
    expect(links.map((a) => a.textContent)).toEqual(['Ann Lee', 'Anna Roe']);
    expect(root.querySelector('mark')?.textContent).toBe('Ann');
    // The first result is preselected before hr-results fires.
    expect(root.querySelectorAll('.hr-live-selected')).toHaveLength(1);
    expect(shown.map((e) => e.detail)).toEqual([{ query: 'ann', count: 2 }]);
    expect(shown[0]?.target).toBe(el);
    expect(shown[0]?.bubbles && shown[0]?.composed).toBe(true);
    expect(root.querySelector('[role="status"]')?.textContent).toBe('2 results are available.');
  });

  it('moves the preselection with the arrow keys and opens it with Enter', async () => {
    mockFetch(() => html(FRAGMENT));
    const { input, root } = await setup();
    typeInto(input, 'ann');
    await wait();
    const selected = () => root.querySelector('.hr-live-selected')?.textContent;
    expect(selected()).toBe('Ann Lee');
    press(input, 'ArrowDown');
    await settle();
    expect(selected()).toBe('Anna Roe');
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Anna Roe, 2 of 2');
    press(input, 'ArrowDown');
    expect(selected()).toBe('Ann Lee');
    press(input, 'ArrowUp');
    expect(selected()).toBe('Anna Roe');
    const opened: string[] = [];
    root.addEventListener('click', (event) => {
      opened.push((event.target as HTMLAnchorElement).href);
      event.preventDefault();
    });
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(opened).toEqual(['http://localhost:3000/employees/employee.php?clearLooping=true&id=2']);
  });

  it('hides on Escape and on a blank query without a request', async () => {
    const { requests } = mockFetch(() => html(FRAGMENT));
    const { input, panel } = await setup();
    typeInto(input, 'ann');
    await wait();
    press(input, 'Escape');
    await settle();
    expect(panel().hidden).toBe(true);
    press(input, 'ArrowDown');
    await settle();
    expect(panel().hidden).toBe(false);
    typeInto(input, '   ');
    await wait();
    expect(panel().hidden).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('fires hr-empty and stays hidden for an empty answer', async () => {
    mockFetch(() => html('  '));
    const { input, panel } = await setup();
    const empty = listen<LiveSearchEmptyDetail>(document, 'hr-empty');
    const shown = listen(document, 'hr-results');
    typeInto(input, 'zzz');
    await wait();
    expect(empty.map((e) => e.detail)).toEqual([{ query: 'zzz' }]);
    expect(shown).toHaveLength(0);
    expect(panel().hidden).toBe(true);
  });

  it('aborts the earlier request and ignores stale answers', async () => {
    const first = deferred<Response>();
    const { requests } = mockFetch((request) =>
      new URLSearchParams(request.body).get('q') === 'a' ? first.promise : html(FRAGMENT),
    );
    const { input, root } = await setup();
    const shown = listen<LiveSearchResultsDetail>(document, 'hr-results');
    typeInto(input, 'a');
    await wait();
    typeInto(input, 'ann');
    await wait();
    first.resolve(html('<ul><li><a href="/stale">Stale</a></li></ul>'));
    await wait();
    expect(requests.map((r) => new URLSearchParams(r.body).get('q'))).toEqual(['a', 'ann']);
    expect(shown.map((e) => e.detail.query)).toEqual(['ann']);
    expect(root.querySelector('[part="results"]')?.textContent).not.toContain('Stale');
  });

  it('neutralises hostile fragments: scripts, handlers and javascript: links', async () => {
    mockFetch(() =>
      html(
        '<ul><li><a href="javascript:alert(1)" onclick="alert(2)">Bad <img src=x onerror=alert(3)></a></li>' +
          '<li><a href="//evil.example/x">Away</a><script>alert(4)</script><form><input name=password></form></li></ul>',
      ),
    );
    const { input, root } = await setup();
    typeInto(input, 'bad');
    await wait();
    const results = root.querySelector('[part="results"]') as HTMLElement;
    expect(results.textContent).toContain('Bad');
    expect(results.querySelectorAll('a[href], img, script, form, input, [onclick]')).toHaveLength(0);
  });

  it('shows a catalogue message and fires hr-error when the request fails', async () => {
    mockFetch(() => html('oops', 500));
    const { input, root } = await setup();
    const errors = listen<{ status: number; message: string }>(document, 'hr-error');
    typeInto(input, 'ann');
    await settle(12);
    // The catalogue's message, then the Retry button.
    expect(root.querySelector('[part="error"]')?.textContent).toBe(
      'Oops. Something went wrong. Please try again. Retry',
    );
    expect(root.querySelector('[part="error"] button[part="retry"]')).not.toBeNull();
    expect(errors.at(-1)?.detail).toEqual({ status: 500, message: 'Oops. Something went wrong. Please try again.' });
  });

  it('searches for the query property without an input, and restores the input when removed', async () => {
    const { requests } = mockFetch(() => html(FRAGMENT));
    const box = mount('<hr-live-search debounce="0"></hr-live-search>');
    await settle();
    const el = box.querySelector('hr-live-search') as HrLiveSearchElement;
    el.query = 'ann';
    await wait();
    expect(requests).toHaveLength(1);
    expect(el.getAttribute('query')).toBe('ann');

    const bound = await setup();
    bound.el.remove();
    await settle();
    expect(bound.input.hasAttribute('role')).toBe(false);
    expect(bound.input.hasAttribute('aria-expanded')).toBe(false);
    expect(bound.el.hasAttribute('id')).toBe(false);
  });
});
