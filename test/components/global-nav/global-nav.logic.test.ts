import { describe, expect, it } from 'vitest';
import {
  activeItem,
  fold,
  HOST_CLASSES,
  hostClass,
  isOpenState,
  printedOpenState,
  itemHref,
  matchesFilter,
  NAV_ITEMS,
  remoteLinkUrl,
  toggledDrawer,
  visibleItems,
  type NavItemId,
} from '../../../src/components/global-nav/global-nav.logic';

const ALL_IDS: NavItemId[] = [
  'home',
  'myInfo',
  'employees',
  'hiring',
  'reports',
  'files',
  'payroll',
  'payrollTrial',
  'payrollPartner',
  'benefits',
  'compensation',
  'globalEmployment',
];
const everything = Object.fromEntries(ALL_IDS.map((id) => [id, true]));

function items(canSee: Record<string, boolean> = everything, urlPrefix = '', employeeId: number | undefined = 7) {
  return visibleItems({ canSee, urlPrefix, employeeId });
}

describe('the item table', () => {
  it('lists the twelve items of SPEC §1 in order, each with a label, a section and an icon', () => {
    expect(NAV_ITEMS.map((item) => item.id)).toEqual(ALL_IDS);
    for (const item of NAV_ITEMS) {
      expect(item.label.length).toBeGreaterThan(0);
      expect(item.icon).toMatch(/^M[\d .,a-zA-Z-]+$/);
    }
  });

  it('uses the shared routes, and sections as SPEC §2 highlighting needs them', () => {
    const table = Object.fromEntries(NAV_ITEMS.map(({ id, route, section }) => [id, [route, section]]));
    expect(table).toEqual({
      home: ['/home/', 'home'],
      myInfo: ['/employees/employee.php?id={employeeId}', 'my-info'],
      employees: ['/employees/', 'employees'],
      hiring: ['/hiring/', 'hiring'],
      reports: ['/reports/', 'reports'],
      files: ['/files/', 'files'],
      payroll: ['/app/payroll/', 'payroll'],
      payrollTrial: ['/app/payroll/registration', 'payroll/registration'],
      payrollPartner: ['/app/payroll-partner/', 'payroll-partner'],
      benefits: ['/app/benefits/', 'benefits'],
      compensation: ['/app/compensation/', 'compensation'],
      globalEmployment: [null, 'global-employment'],
    });
  });
});

describe('visibleItems', () => {
  it('shows every item whose canSee flag is true, with prefixed hrefs and the employee id', () => {
    const shown = items(everything, '/hr', 42);
    expect(shown.map((item) => item.id)).toEqual(ALL_IDS);
    expect(shown.find((item) => item.id === 'home')?.href).toBe('/hr/home/');
    expect(shown.find((item) => item.id === 'myInfo')?.href).toBe('/hr/employees/employee.php?id=42');
    expect(shown.find((item) => item.id === 'payrollTrial')?.href).toBe('/hr/app/payroll/registration');
    expect(shown.find((item) => item.id === 'globalEmployment')?.href).toBeNull();
  });

  it('hides items whose flag is false or missing (a missing flag means hidden)', () => {
    expect(items({ home: true, files: false, benefits: true }).map((item) => item.id)).toEqual(['home', 'benefits']);
    expect(items({})).toEqual([]);
  });

  it('accepts only the boolean true as a flag', () => {
    const loose = { home: 1, files: 'true', reports: true } as unknown as Record<string, boolean>;
    expect(items(loose).map((item) => item.id)).toEqual(['reports']);
  });

  it('drops My Info unless the employee id is an integer of at least 1 (SPEC §5)', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, undefined, 2 ** 60])
      expect(visibleItems({ canSee: { myInfo: true }, urlPrefix: '', employeeId: bad })).toEqual([]);
    expect(items({ myInfo: true }, '', 1).map((item) => item.href)).toEqual(['/employees/employee.php?id=1']);
  });

  it('ignores canSee keys that are not items (including prototype names)', () => {
    const odd = JSON.parse('{"toString": true, "__proto__": true, "inbox": true, "settings": true}') as Record<
      string,
      boolean
    >;
    expect(items(odd)).toEqual([]);
  });
});

describe('itemHref', () => {
  const byId = (id: NavItemId) => NAV_ITEMS.find((item) => item.id === id)!;

  it('has no href for the global employment button', () => {
    expect(itemHref(byId('globalEmployment'), '/hr', 3)).toBeNull();
  });

  it('puts the URL prefix before every route', () => {
    expect(itemHref(byId('benefits'), '', undefined)).toBe('/app/benefits/');
    expect(itemHref(byId('benefits'), '/acme', undefined)).toBe('/acme/app/benefits/');
  });
});

describe('activeItem (SPEC §2 highlighting)', () => {
  const all = items();

  it('picks the item named by `active`, whatever the path', () => {
    expect(activeItem(all, 'employees', '/app/benefits/', '')).toBe('employees');
    expect(activeItem(all, ' reports ', '/', '')).toBe('reports');
  });

  it('ignores an `active` that names no shown item and falls back to the path', () => {
    expect(activeItem(all, 'nope', '/app/benefits/', '')).toBe('benefits');
    expect(activeItem(items({ home: true, benefits: true }), 'files', '/app/benefits', '')).toBe('benefits');
    expect(activeItem(all, '<img src=x>', '/', '')).toBeNull();
    expect(activeItem(all, '', '/', '')).toBeNull();
  });

  it('highlights the item whose /app/{section} holds the path', () => {
    expect(activeItem(all, undefined, '/app/benefits/', '')).toBe('benefits');
    expect(activeItem(all, undefined, '/app/benefits', '')).toBe('benefits');
    expect(activeItem(all, undefined, '/app/benefits/plans/12', '')).toBe('benefits');
    expect(activeItem(all, undefined, '/app/my-info/', '')).toBe('myInfo');
    expect(activeItem(all, undefined, '/app/global-employment/x', '')).toBe('globalEmployment');
  });

  it('lets the longest section win', () => {
    expect(activeItem(all, undefined, '/app/payroll/registration', '')).toBe('payrollTrial');
    expect(activeItem(all, undefined, '/app/payroll/registration/step-2', '')).toBe('payrollTrial');
    expect(activeItem(all, undefined, '/app/payroll/runs', '')).toBe('payroll');
    expect(activeItem(all, undefined, '/app/payroll-partner/', '')).toBe('payrollPartner');
  });

  it('falls back to the shorter section when the longer item is hidden', () => {
    expect(activeItem(items({ payroll: true }), undefined, '/app/payroll/registration', '')).toBe('payroll');
  });

  it('matches whole path segments only', () => {
    expect(activeItem(all, undefined, '/app/benefits-admin/', '')).toBeNull();
    expect(activeItem(all, undefined, '/app/payrolls', '')).toBeNull();
    expect(activeItem(all, undefined, '/benefits/', '')).toBeNull();
    expect(activeItem(all, undefined, '/x/app/benefits/', '')).toBeNull();
    expect(activeItem(all, undefined, '/employees/', '')).toBeNull();
  });

  it('understands paths that carry the URL prefix', () => {
    expect(activeItem(all, undefined, '/hr/app/compensation/', '/hr')).toBe('compensation');
    expect(activeItem(all, undefined, '/app/compensation/', '/hr')).toBe('compensation');
    expect(activeItem(all, undefined, '/hrx/app/compensation/', '/hr')).toBeNull();
  });
});

describe('filter matching', () => {
  it('folds case and accents', () => {
    expect(fold('Émployés ÀÇ')).toBe('employes ac');
    expect(matchesFilter('Employees', 'EMPL')).toBe(true);
    expect(matchesFilter('Employees', 'émplo')).toBe(true);
    expect(matchesFilter('Compensación', 'compensacion')).toBe(true);
  });

  it('matches anywhere in the label and passes everything for a blank query', () => {
    expect(matchesFilter('Payroll Partner', 'partner')).toBe(true);
    expect(matchesFilter('Payroll Partner', '  ')).toBe(true);
    expect(matchesFilter('Payroll Partner', '')).toBe(true);
    expect(matchesFilter('Payroll Partner', 'benefits')).toBe(false);
  });

  it('treats regex and replacement characters literally', () => {
    for (const query of ['.*', '(a+)+$', '$&', '\\', '[', 'a|e']) expect(matchesFilter('Employees', query)).toBe(false);
    expect(matchesFilter('a.b', '.')).toBe(true);
  });

  it('caps very long queries instead of scanning them', () => {
    const long = 'x'.repeat(10_000);
    const started = performance.now();
    expect(matchesFilter('Home', long)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('stored state guard', () => {
  it('accepts booleans only', () => {
    expect(isOpenState(true)).toBe(true);
    expect(isOpenState(false)).toBe(true);
    for (const bad of ['false', 0, 1, null, undefined, {}, []]) expect(isOpenState(bad)).toBe(false);
  });
});

describe('printed open state', () => {
  it('reads open and closed, in any case and spacing, and nothing else', () => {
    expect(printedOpenState('open')).toBe(true);
    expect(printedOpenState(' CLOSED ')).toBe(false);
    for (const bad of [undefined, '', 'true', 'false', 'opened', 'collapsed']) expect(printedOpenState(bad)).toBeNull();
  });
});

describe('remoteLinkUrl', () => {
  it('reads data.url', () => {
    expect(remoteLinkUrl({ data: { url: ' https://ge.example/sso?t=1 ' } })).toBe('https://ge.example/sso?t=1');
  });

  it('returns null for answers without a usable url', () => {
    for (const body of [
      null,
      'x',
      [],
      {},
      { url: 'https://x' },
      { data: null },
      { data: { url: 5 } },
      { data: { url: '  ' } },
      { data: [] },
    ])
      expect(remoteLinkUrl(body)).toBeNull();
  });
});

describe('the narrow layout', () => {
  it('names one host class: empty, else drawer below the breakpoint, else the rail state', () => {
    expect(hostClass(true, false, false)).toBe('hr-global-nav-open');
    expect(hostClass(false, false, false)).toBe('hr-global-nav-closed');
    expect(hostClass(true, true, false)).toBe('hr-global-nav-drawer');
    expect(hostClass(false, true, false)).toBe('hr-global-nav-drawer');
    expect(hostClass(true, true, true)).toBe('hr-global-nav-empty');
    expect(hostClass(false, false, true)).toBe('hr-global-nav-empty');
    for (const railOpen of [true, false])
      for (const narrow of [true, false])
        for (const empty of [true, false]) expect(HOST_CLASSES).toContain(hostClass(railOpen, narrow, empty));
  });

  it('toggles the drawer only below the breakpoint and when there is something to show', () => {
    expect(toggledDrawer(false, true, false)).toBe(true);
    expect(toggledDrawer(true, true, false)).toBe(false);
    expect(toggledDrawer(false, false, false)).toBe(false);
    expect(toggledDrawer(true, false, false)).toBe(false);
    expect(toggledDrawer(false, true, true)).toBe(false);
  });
});
