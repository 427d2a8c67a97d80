import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-global-nav';
import type { GlobalNavToggleDetail, HrGlobalNavElement } from '../../elements/hr-global-nav';
import type { HrErrorDetail } from '../../src/element/events';
import { loadHttpClient } from '../../src/lib/http';
import { configure, reloadConfig } from '../../src/stores/config';
import { deferred, json, mockFetch } from '../support/fetch';
import { listen, mount, press, settle, typeInto } from '../support/elements';

beforeAll(() => loadHttpClient());

const ALL = {
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
const USER = { id: 5, employeeId: 12, firstName: 'Ada', lastName: 'Lovelace' };
const MAGIC = 'https://global-employment.example/sso/magic-link?token=abc&path=%2Fdashboard';
const KEY = 'hr-shell:globalNavigationOpen';

beforeEach(() => {
  configure({ canSee: ALL, user: USER, allowedHosts: ['global-employment.example'] });
});
afterEach(() => {
  reloadConfig();
  history.replaceState(null, '', '/');
});

async function nav(markup = '<hr-global-nav></hr-global-nav>'): Promise<HrGlobalNavElement> {
  const el = mount(markup).querySelector('hr-global-nav') as HrGlobalNavElement;
  await settle();
  return el;
}

function ui(el: HrGlobalNavElement) {
  const root = el.shadowRoot;
  if (!root) throw new Error('the element has not mounted');
  const all = <T extends Element>(selector: string) => [...root.querySelectorAll<T>(selector)];
  return {
    root,
    nav: () => root.querySelector('nav'),
    links: () => all<HTMLAnchorElement>('a.item'),
    items: () => all<HTMLElement>('.item'),
    names: () => all<HTMLElement>('.item').map((item) => item.textContent?.trim()),
    item: (id: string) => root.querySelector<HTMLElement>(`[data-item="${id}"]`),
    current: () => all('[aria-current]').map((item) => item.getAttribute('data-item')),
    toggle: () => root.querySelector<HTMLButtonElement>('button.toggle') as HTMLButtonElement,
    filter: () => root.querySelector<HTMLInputElement>('input[type="search"]'),
    alert: () => root.querySelector('[role="alert"]')?.textContent ?? '',
    ready: () => root.querySelector<HTMLAnchorElement>('[part="ready"] a'),
    empty: () => root.querySelector('[part="empty"]')?.textContent ?? '',
    active: () => root.activeElement,
  };
}

describe('<hr-global-nav> as the page prints it', () => {
  it('renders a labelled navigation landmark with a link per visible item, in order', async () => {
    const el = await nav();
    const view = ui(el);
    expect(view.nav()?.getAttribute('aria-label')).toBe('Main');
    expect(view.names()).toEqual([
      'Home',
      'My Info',
      'Employees',
      'Hiring',
      'Reports',
      'Files',
      'Payroll',
      'Try Payroll',
      'Payroll Partner',
      'Benefits',
      'Compensation',
      'Global Employment (opens in a new tab)',
    ]);
    expect(view.links().map((link) => link.getAttribute('href'))).toEqual([
      '/home/',
      '/employees/employee.php?id=12',
      '/employees/',
      '/hiring/',
      '/reports/',
      '/files/',
      '/app/payroll/',
      '/app/payroll/registration',
      '/app/payroll-partner/',
      '/app/benefits/',
      '/app/compensation/',
    ]);
    expect(view.item('globalEmployment')?.localName).toBe('button');
    expect(view.root.querySelectorAll('ul > li')).toHaveLength(12);
  });

  it('shows only items whose canSee flag is true', async () => {
    reloadConfig();
    configure({ canSee: { home: true, reports: true, files: false }, user: USER });
    const el = await nav();
    expect(ui(el).names()).toEqual(['Home', 'Reports']);
  });

  it('reads canSee and the URL prefix from the page config block', async () => {
    reloadConfig();
    mount(
      '<script type="application/json" id="hr-shell-config">{"urlPrefix":"/acme","user":{"id":3,"employeeId":9},"canSee":{"myInfo":true,"benefits":true}}</script>',
    );
    reloadConfig();
    const el = await nav();
    expect(
      ui(el)
        .links()
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/acme/employees/employee.php?id=9', '/acme/app/benefits/']);
  });

  it('takes per-element config from the config attribute', async () => {
    const el = await nav(`<hr-global-nav config='{"canSee":{"hiring":false,"payroll":false}}'></hr-global-nav>`);
    expect(ui(el).item('hiring')).toBeNull();
    expect(ui(el).item('payroll')).toBeNull();
    expect(ui(el).item('home')).not.toBeNull();
  });

  it('drops My Info when the user has no employee id', async () => {
    configure({ user: { ...USER, employeeId: 0 } });
    const el = await nav();
    expect(ui(el).item('myInfo')).toBeNull();
    expect(ui(el).item('home')).not.toBeNull();
  });

  it('drops links a hostile URL prefix would send off-site', async () => {
    const el = await nav(`<hr-global-nav config='{"urlPrefix":"//evil.example"}'></hr-global-nav>`);
    expect(ui(el).links()).toEqual([]);
    expect(ui(el).names()).toEqual(['Global Employment (opens in a new tab)']);
  });

  it('reports an unparsable config attribute and keeps working', async () => {
    const errors = listen<HrErrorDetail>(document, 'hr-error');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = await nav(`<hr-global-nav config='{oops'></hr-global-nav>`);
    expect(errors.map((event) => event.detail.attribute)).toEqual(['config']);
    expect(ui(el).names()).toHaveLength(12);
  });

  it('draws an inline SVG icon, hidden from assistive technology, for every item', async () => {
    const el = await nav();
    for (const item of ui(el).items()) expect(item.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('<hr-global-nav> for a user who may see no item', () => {
  it('renders no nav and marks the host empty, then shows the nav once a flag allows an item', async () => {
    configure({ canSee: Object.fromEntries(Object.keys(ALL).map((key) => [key, false])) });
    const el = await nav();
    expect(el.shadowRoot?.querySelector('nav')).toBeNull();
    expect(el.classList.contains('hr-global-nav-empty')).toBe(true);
    expect(el.classList.contains('hr-global-nav-open')).toBe(false);
    configure({ canSee: { home: true } });
    await settle();
    expect(el.shadowRoot?.querySelector('nav a')?.textContent).toBe('Home');
    expect(el.classList.contains('hr-global-nav-empty')).toBe(false);
    expect(el.classList.contains('hr-global-nav-open')).toBe(true);
  });
});

describe('<hr-global-nav> highlighting (SPEC §2)', () => {
  it('marks the item named by `active` with aria-current="page"', async () => {
    const el = await nav('<hr-global-nav active="employees"></hr-global-nav>');
    expect(ui(el).current()).toEqual(['employees']);
    expect(ui(el).item('employees')?.getAttribute('part')).toBe('item active');
  });

  it('follows `active` changes made by attribute and by property', async () => {
    const el = await nav('<hr-global-nav active="employees"></hr-global-nav>');
    el.setAttribute('active', 'files');
    await settle();
    expect(ui(el).current()).toEqual(['files']);
    el.active = 'reports';
    await settle();
    expect(el.getAttribute('active')).toBe('reports');
    expect(ui(el).current()).toEqual(['reports']);
    el.removeAttribute('active');
    await settle();
    expect(ui(el).current()).toEqual([]);
  });

  it('highlights the item whose /app/{section} holds the current path', async () => {
    history.replaceState(null, '', '/app/benefits/enrollment?x=1');
    const el = await nav();
    expect(ui(el).current()).toEqual(['benefits']);
  });

  it('follows single-page navigation on /app routes: popstate, and the Navigation API where there is one', async () => {
    history.replaceState(null, '', '/app/benefits/enrollment');
    const el = await nav();
    expect(ui(el).current()).toEqual(['benefits']);
    history.pushState(null, '', '/app/reports/headcount');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    expect(ui(el).current()).toEqual(['reports']);
    const navigation = new EventTarget();
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    try {
      const second = await nav();
      history.pushState(null, '', '/app/files');
      navigation.dispatchEvent(new Event('currententrychange'));
      await settle();
      expect(ui(second).current()).toEqual(['files']);
    } finally {
      delete (window as { navigation?: EventTarget }).navigation;
    }
  });

  it('picks the longest section: /app/payroll/registration is Try Payroll', async () => {
    history.replaceState(null, '', '/app/payroll/registration');
    const el = await nav();
    expect(ui(el).current()).toEqual(['payrollTrial']);
  });

  it('ignores a hostile or unknown `active` value', async () => {
    const el = await nav('<hr-global-nav active="&lt;img src=x onerror=alert(1)&gt;"></hr-global-nav>');
    expect(ui(el).current()).toEqual([]);
    expect(ui(el).root.querySelector('img')).toBeNull();
  });
});

describe('<hr-global-nav> open and collapsed', () => {
  it('starts open, with the toggle naming its action and controlling the list', async () => {
    const el = await nav();
    const view = ui(el);
    expect(view.toggle().getAttribute('aria-expanded')).toBe('true');
    expect(view.toggle().getAttribute('aria-label')).toBe('Collapse navigation');
    expect(view.root.getElementById(view.toggle().getAttribute('aria-controls') ?? '')?.localName).toBe('ul');
    expect(el.classList.contains('hr-global-nav-open')).toBe(true);
    expect(view.nav()?.getAttribute('part')).toBe('base open');
  });

  it('collapses to a rail on toggle: stores false, sets the host class, fires hr-toggle', async () => {
    const toggles = listen<GlobalNavToggleDetail>(document, 'hr-toggle');
    const el = await nav('<hr-global-nav class="page-class"></hr-global-nav>');
    ui(el).toggle().click();
    await settle();
    const view = ui(el);
    expect(view.toggle().getAttribute('aria-expanded')).toBe('false');
    expect(view.toggle().getAttribute('aria-label')).toBe('Expand navigation');
    expect(localStorage.getItem(KEY)).toBe('false');
    expect([...el.classList]).toEqual(['page-class', 'hr-global-nav-closed']);
    expect(view.nav()?.getAttribute('part')).toBe('base closed');
    expect(toggles.map((event) => event.detail)).toEqual([{ open: false }]);
    expect(toggles[0]?.bubbles && toggles[0]?.composed).toBe(true);
    ui(el).toggle().click();
    await settle();
    expect(localStorage.getItem(KEY)).toBe('true');
    expect(toggles.map((event) => event.detail)).toEqual([{ open: false }, { open: true }]);
    expect(el.classList.contains('hr-global-nav-open')).toBe(true);
  });

  it('keeps every item a named link in the rail, with the label visually hidden', async () => {
    localStorage.setItem(KEY, 'false');
    const el = await nav();
    const view = ui(el);
    expect(view.names()).toHaveLength(12);
    expect(view.names()[0]).toBe('Home');
    for (const label of view.root.querySelectorAll('.item > [part="label"]')) expect(label.className).toBe('sr-only');
    expect(view.filter()).toBeNull();
  });

  it('starts collapsed when the stored state says so, under the configured prefix', async () => {
    configure({ storagePrefix: 'acme:' });
    localStorage.setItem('acme:globalNavigationOpen', 'false');
    const el = await nav();
    expect(ui(el).toggle().getAttribute('aria-expanded')).toBe('false');
    expect(el.classList.contains('hr-global-nav-closed')).toBe(true);
  });

  it.each(['"false"', '0', 'null', '{"open":false}', 'not json', '[false]'])(
    'falls back to open for the stored value %s',
    async (stored) => {
      localStorage.setItem(KEY, stored);
      const el = await nav();
      expect(ui(el).toggle().getAttribute('aria-expanded')).toBe('true');
    },
  );

  it('keeps working in memory when storage refuses writes', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const el = await nav();
    ui(el).toggle().click();
    await settle();
    expect(ui(el).toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it.each([
    ['closed', 'true', 'false'],
    ['open', 'false', 'true'],
    [' Closed ', 'true', 'false'],
  ])('starts in the printed state="%s" without reading local storage', async (state, stored, expanded) => {
    localStorage.setItem(KEY, stored);
    const read = vi.spyOn(localStorage, 'getItem');
    const el = await nav(`<hr-global-nav state="${state}"></hr-global-nav>`);
    expect(ui(el).toggle().getAttribute('aria-expanded')).toBe(expanded);
    expect(read).not.toHaveBeenCalled();
    ui(el).toggle().click();
    await settle();
    expect(localStorage.getItem(KEY)).toBe(expanded === 'true' ? 'false' : 'true');
  });

  it('reads local storage once when the printed state is not one', async () => {
    localStorage.setItem(KEY, 'false');
    const read = vi.spyOn(localStorage, 'getItem');
    const el = await nav('<hr-global-nav state="half"></hr-global-nav>');
    expect(ui(el).toggle().getAttribute('aria-expanded')).toBe('false');
    expect(read.mock.calls.map(([key]) => key)).toEqual([KEY]);
  });

  it('removes its host classes once it is taken off the page', async () => {
    const el = await nav();
    el.remove();
    await settle();
    expect(el.classList.contains('hr-global-nav-open')).toBe(false);
  });
});

describe('<hr-global-nav> filter', () => {
  it('has a labelled search box that narrows items case- and accent-insensitively', async () => {
    const el = await nav();
    const input = ui(el).filter() as HTMLInputElement;
    expect(input.closest('label')?.textContent).toBe('Filter navigation');
    typeInto(input, 'PÁY');
    await settle();
    expect(ui(el).names()).toEqual(['Payroll', 'Try Payroll', 'Payroll Partner']);
  });

  it('says when nothing matches, showing the query as text', async () => {
    const el = await nav();
    typeInto(ui(el).filter() as HTMLInputElement, '<b>zz</b>');
    await settle();
    expect(ui(el).names()).toEqual([]);
    expect(ui(el).empty()).toBe('No items match "<b>zz</b>"');
    expect(ui(el).root.querySelector('b')).toBeNull();
  });

  it('clears with Escape, which does not reach the page', async () => {
    const el = await nav();
    const input = ui(el).filter() as HTMLInputElement;
    const escapes = listen(document, 'keydown');
    typeInto(input, 'ben');
    await settle();
    press(input, 'Escape');
    await settle();
    expect(input.value).toBe('');
    expect(ui(el).names()).toHaveLength(12);
    expect(escapes).toHaveLength(0);
    press(input, 'Escape');
    expect(escapes).toHaveLength(1);
  });

  it('moves to the first match with ArrowDown', async () => {
    const el = await nav();
    const input = ui(el).filter() as HTMLInputElement;
    typeInto(input, 'comp');
    await settle();
    input.focus();
    press(input, 'ArrowDown');
    expect(ui(el).active()).toBe(ui(el).item('compensation'));
  });

  it('is left out with no-filter, and added back when the attribute goes', async () => {
    const el = await nav('<hr-global-nav no-filter></hr-global-nav>');
    expect(el.noFilter).toBe(true);
    expect(ui(el).filter()).toBeNull();
    el.noFilter = false;
    await settle();
    expect(el.hasAttribute('no-filter')).toBe(false);
    expect(ui(el).filter()).not.toBeNull();
  });

  it('shows every item in the rail even with a query typed', async () => {
    const el = await nav();
    typeInto(ui(el).filter() as HTMLInputElement, 'files');
    await settle();
    expect(ui(el).names()).toEqual(['Files']);
    ui(el).toggle().click();
    await settle();
    expect(ui(el).names()).toHaveLength(12);
  });
});

describe('<hr-global-nav> keyboard', () => {
  it('walks the items with the arrow keys, Home and End, and returns to the filter from the top', async () => {
    const el = await nav();
    const view = ui(el);
    view.item('home')?.focus();
    press(view.item('home') as HTMLElement, 'ArrowDown');
    expect(view.active()).toBe(view.item('myInfo'));
    press(view.item('myInfo') as HTMLElement, 'End');
    expect(view.active()).toBe(view.item('globalEmployment'));
    press(view.item('globalEmployment') as HTMLElement, 'ArrowDown');
    expect(view.active()).toBe(view.item('globalEmployment'));
    press(view.item('globalEmployment') as HTMLElement, 'Home');
    expect(view.active()).toBe(view.item('home'));
    press(view.item('home') as HTMLElement, 'ArrowUp');
    expect(view.active()).toBe(view.filter());
  });
});

describe('<hr-global-nav> global employment', () => {
  it('asks for the magic link and opens data.url in a new tab without an opener', async () => {
    const { requests } = mockFetch(() => json({ data: { url: MAGIC } }));
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const el = await nav(`<hr-global-nav config='{"urlPrefix":"/hr"}'></hr-global-nav>`);
    ui(el).item('globalEmployment')?.click();
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(opened).toHaveBeenCalledWith(MAGIC, '_blank', 'noopener,noreferrer');
    expect(requests.map((request) => [request.method, request.url])).toEqual([
      ['GET', 'http://localhost:3000/hr/global-employment/remote-link?path=/dashboard'],
    ]);
    expect(ui(el).alert()).toBe('');
  });

  it('says it opens a new tab', async () => {
    const el = await nav();
    expect(ui(el).item('globalEmployment')?.textContent).toContain('(opens in a new tab)');
  });

  it('shows the 403 message with the provider name, as text, and fires hr-error', async () => {
    mockFetch(() => json({ error: 'nope' }, 403));
    const opened = vi.spyOn(window, 'open');
    const errors = listen<HrErrorDetail>(document, 'hr-error');
    const el = await nav('<hr-global-nav provider-name="<i>Globo</i>"></hr-global-nav>');
    ui(el).item('globalEmployment')?.click();
    const message = "Oops! You don't have permissions to login to <i>Globo</i> on behalf of this customer.";
    await vi.waitFor(() => expect(ui(el).alert()).toBe(message));
    expect(ui(el).root.querySelector('i')).toBeNull();
    expect(errors.map((event) => event.detail)).toEqual([{ status: 403, message }]);
    expect(opened).not.toHaveBeenCalled();
  });

  it('names the provider generically by default', async () => {
    mockFetch(() => json({}, 403));
    const el = await nav();
    ui(el).item('globalEmployment')?.click();
    await vi.waitFor(() =>
      expect(ui(el).alert()).toBe(
        "Oops! You don't have permissions to login to the global employment provider on behalf of this customer.",
      ),
    );
  });

  it('shows the other-failure message for a 404 and for a server error', async () => {
    let status = 404;
    mockFetch(() => json({ error: 'x' }, status));
    const errors = listen<HrErrorDetail>(document, 'hr-error');
    const el = await nav();
    ui(el).item('globalEmployment')?.click();
    await vi.waitFor(() => expect(ui(el).alert()).toBe('Uh Oh! something went wrong getting your magic link.'));
    status = 500;
    ui(el).item('globalEmployment')?.click();
    await vi.waitFor(() => expect(errors).toHaveLength(2), { timeout: 4000 });
    expect(errors.map((event) => event.detail.status)).toEqual([404, 500]);
  });

  it.each([
    ['a host that is not allowed', 'https://evil.example/steal'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['credentials in the URL', 'https://user:pw@global-employment.example/x'],
    ['no url at all', undefined],
  ])('refuses %s and shows the failure message', async (_, url) => {
    mockFetch(() => json({ data: { url } }));
    const opened = vi.spyOn(window, 'open');
    const errors = listen<HrErrorDetail>(document, 'hr-error');
    const el = await nav();
    ui(el).item('globalEmployment')?.click();
    await vi.waitFor(() => expect(ui(el).alert()).toBe('Uh Oh! something went wrong getting your magic link.'));
    expect(opened).not.toHaveBeenCalled();
    expect(errors[0]?.detail.status).toBe(200);
  });

  it('trusts the provider host only when the config allows it', async () => {
    configure({ allowedHosts: [] });
    mockFetch(() => json({ data: { url: MAGIC } }));
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const el = await nav(`<hr-global-nav config='{"allowedHosts":["global-employment.example"]}'></hr-global-nav>`);
    ui(el).item('globalEmployment')?.click();
    await vi.waitFor(() => expect(opened).toHaveBeenCalledWith(MAGIC, '_blank', 'noopener,noreferrer'));
  });

  it('lets the user dismiss the message', async () => {
    mockFetch(() => json({}, 404));
    const el = await nav();
    ui(el).item('globalEmployment')?.click();
    await vi.waitFor(() => expect(ui(el).alert()).not.toBe(''));
    const close = ui(el).root.querySelector<HTMLButtonElement>('[part="error"] button');
    expect(close?.getAttribute('aria-label')).toBe('Close');
    close?.click();
    await settle();
    expect(ui(el).alert()).toBe('');
    expect(ui(el).root.querySelector('[role="alert"]')).not.toBeNull();
  });

  it('asks once while a request is in flight, and is busy meanwhile', async () => {
    const answer = deferred<Response>();
    const { requests } = mockFetch(() => answer.promise);
    vi.spyOn(window, 'open').mockReturnValue(null);
    const el = await nav();
    const button = ui(el).item('globalEmployment') as HTMLElement;
    button.click();
    button.click();
    await settle();
    expect(requests).toHaveLength(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    answer.resolve(json({ data: { url: MAGIC } }));
    await vi.waitFor(() => expect(button.hasAttribute('aria-busy')).toBe(false));
  });

  it('offers a link instead of a popup when the click activation has expired', async () => {
    Object.defineProperty(navigator, 'userActivation', { value: { isActive: false }, configurable: true });
    try {
      mockFetch(() => json({ data: { url: MAGIC } }));
      const opened = vi.spyOn(window, 'open');
      const el = await nav();
      ui(el).item('globalEmployment')?.click();
      await vi.waitFor(() => expect(ui(el).ready()).not.toBeNull());
      const link = ui(el).ready() as HTMLAnchorElement;
      expect(link.href).toBe(MAGIC);
      expect(link.target).toBe('_blank');
      expect(link.rel).toBe('noopener noreferrer');
      expect(link.closest('[role="status"]')?.textContent).toBe(
        'Your link is ready: Global Employment (opens in a new tab)',
      );
      expect(opened).not.toHaveBeenCalled();
    } finally {
      delete (navigator as { userActivation?: unknown }).userActivation;
    }
  });

  it('aborts the request when the element is removed', async () => {
    const answer = deferred<Response>();
    const { fetchMock } = mockFetch(() => answer.promise);
    const opened = vi.spyOn(window, 'open');
    const el = await nav();
    ui(el).item('globalEmployment')?.click();
    await settle();
    el.remove();
    await settle();
    const signal = (fetchMock.mock.calls[0]?.[0] as Request).signal;
    expect(signal.aborted).toBe(true);
    answer.resolve(json({ data: { url: MAGIC } }));
    await settle();
    expect(opened).not.toHaveBeenCalled();
  });
});

describe('<hr-global-nav> properties', () => {
  it('mirrors its attributes, including before the element is defined', async () => {
    const el = document.createElement('hr-global-nav');
    el.providerName = 'Globo';
    el.active = 'hiring';
    el.noFilter = true;
    expect(el.getAttribute('provider-name')).toBe('Globo');
    expect(el.getAttribute('active')).toBe('hiring');
    expect(el.hasAttribute('no-filter')).toBe(true);
    document.body.append(el);
    await settle();
    expect(ui(el).current()).toEqual(['hiring']);
  });
});
