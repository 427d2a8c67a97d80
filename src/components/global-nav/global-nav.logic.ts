import { isRecord } from '../../lib/json';
import * as m from '../../lib/messages.en-US';
import { isEmployeeId } from '../../lib/validators';

/** The canSee keys of the navigation items, in display order. */
export type NavItemId =
  | 'home'
  | 'myInfo'
  | 'employees'
  | 'hiring'
  | 'reports'
  | 'files'
  | 'payroll'
  | 'payrollTrial'
  | 'payrollPartner'
  | 'benefits'
  | 'compensation'
  | 'globalEmployment';

export interface NavItemDef {
  id: NavItemId;
  /** Catalogue message naming the item. */
  label: string;
  /** Root-relative route before the URL prefix; null for the global employment button. */
  route: string | null;
  /** The item is highlighted on any path under /app/{section}. */
  section: string;
  /** SVG path data, 24×24 box, drawn as a 1.8 stroke. */
  icon: string;
}

export interface NavItem {
  id: NavItemId;
  label: string;
  /** Link target with the URL prefix; null for a button. */
  href: string | null;
  section: string;
  icon: string;
}

/** The routes linked from the shell (docs/api/pages.yaml). */
export const NAV_ITEMS: readonly NavItemDef[] = [
  { id: 'home', label: m.navHome, route: '/home/', section: 'home', icon: 'M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5' },
  {
    id: 'myInfo',
    label: m.navMyInfo,
    route: '/employees/employee.php?id={employeeId}',
    section: 'my-info',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  },
  {
    id: 'employees',
    label: m.navEmployees,
    route: '/employees/',
    section: 'employees',
    icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7M18 14a6 6 0 0 1 4 7',
  },
  { id: 'hiring', label: m.navHiring, route: '/hiring/', section: 'hiring', icon: 'M3 7h18v13H3zM8 7V4h8v3M3 13h18' },
  {
    id: 'reports',
    label: m.navReports,
    route: '/reports/',
    section: 'reports',
    icon: 'M3 3v18h18M8 16v-5M13 16V7M18 16v-3',
  },
  { id: 'files', label: m.navFiles, route: '/files/', section: 'files', icon: 'M3 5h6l2 2h10v13H3zM3 10h18' },
  {
    id: 'payroll',
    label: m.navPayroll,
    route: '/app/payroll/',
    section: 'payroll',
    icon: 'M2 6h20v12H2zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 9v.01M18 15v.01',
  },
  {
    id: 'payrollTrial',
    label: m.navPayrollTrial,
    route: '/app/payroll/registration',
    section: 'payroll/registration',
    icon: 'M12 3l2 6.5 7 .5-5.5 4 2 7L12 17l-5.5 4 2-7L3 10l7-.5z',
  },
  {
    id: 'payrollPartner',
    label: m.navPayrollPartner,
    route: '/app/payroll-partner/',
    section: 'payroll-partner',
    icon: 'M10 14a4.5 4.5 0 0 0 6.5 0l3-3A4.6 4.6 0 0 0 13 4.5l-1 1M14 10a4.5 4.5 0 0 0-6.5 0l-3 3a4.6 4.6 0 0 0 6.5 6.5l1-1',
  },
  {
    id: 'benefits',
    label: m.navBenefits,
    route: '/app/benefits/',
    section: 'benefits',
    icon: 'M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.2 12 20 12 20z',
  },
  {
    id: 'compensation',
    label: m.navCompensation,
    route: '/app/compensation/',
    section: 'compensation',
    icon: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  },
  {
    id: 'globalEmployment',
    label: m.navGlobalEmployment,
    route: null,
    section: 'global-employment',
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c-3.5 4.5-3.5 13.5 0 18M12 3c3.5 4.5 3.5 13.5 0 18',
  },
];

/** shellGlobalEmploymentLink (docs/api): the GET whose `data.url` opens in a new tab. */
export const REMOTE_LINK_PATH = '/global-employment/remote-link?path=/dashboard';

/** Local storage key of the navigation's open/closed state (under the configured prefix). */
export const NAV_OPEN_KEY = 'globalNavigationOpen';

/** Longest filter query honoured; longer input is cut rather than scanned. */
export const MAX_QUERY = 100;

export interface NavContext {
  canSee: Readonly<Record<string, boolean>>;
  urlPrefix: string;
  /** The signed-in user's employee id; My Info needs an integer of at least 1. */
  employeeId: number | undefined;
}

/** The link target of an item, or null when it cannot have one (My Info without an employee id). */
export function itemHref(def: NavItemDef, urlPrefix: string, employeeId: number | undefined): string | null {
  if (def.route === null) return null;
  if (def.route.includes('{employeeId}')) {
    if (!isEmployeeId(employeeId)) return null;
    return urlPrefix + def.route.replace('{employeeId}', String(employeeId));
  }
  return urlPrefix + def.route;
}

/** Each item shows on its canSee flag (a missing flag hides it); unlinkable links are dropped. */
export function visibleItems({ canSee, urlPrefix, employeeId }: NavContext): NavItem[] {
  const items: NavItem[] = [];
  for (const def of NAV_ITEMS) {
    if (canSee[def.id] !== true) continue;
    const href = itemHref(def, urlPrefix, employeeId);
    if (href === null && def.route !== null) continue;
    const { route: _, ...item } = def;
    items.push({ ...item, href });
  }
  return items;
}

function under(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/**
 * Highlighting: the item whose id is the `active` attribute, else the item whose
 * /app/{section} holds the current path (the longest section wins, so /app/payroll/registration
 * is the trial item, not payroll). Paths may carry the URL prefix.
 */
export function activeItem(
  items: readonly NavItem[],
  active: string | undefined,
  pathname: string,
  urlPrefix: string,
): NavItemId | null {
  const named = active?.trim();
  if (named) {
    const match = items.find((item) => item.id === named);
    if (match) return match.id;
  }
  let path = pathname.replace(/\/+$/, '');
  if (urlPrefix && under(path, urlPrefix)) path = path.slice(urlPrefix.length);
  let best: NavItem | null = null;
  for (const item of items)
    if (under(path, `/app/${item.section}`) && (!best || item.section.length > best.section.length)) best = item;
  return best?.id ?? null;
}

/** Case- and accent-insensitive form for matching: "Émployés" and "employes" fold alike. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether a label passes the type-to-filter query; a blank query passes everything. */
export function matchesFilter(label: string, query: string): boolean {
  const wanted = fold(query.slice(0, MAX_QUERY).trim());
  return wanted === '' || fold(label).includes(wanted);
}

/** The open state a page printed (`state="open"` or `"closed"`); anything else is not a state. */
export function printedOpenState(state: string | undefined): boolean | null {
  const value = state?.trim().toLowerCase();
  return value === 'open' ? true : value === 'closed' ? false : null;
}

/** Every class the nav puts on its host; the page lays itself out around them. */
export const HOST_CLASSES = [
  'hr-global-nav-open',
  'hr-global-nav-closed',
  'hr-global-nav-drawer',
  'hr-global-nav-empty',
] as const;

/**
 * The host's class: no item to show is `empty`; below the narrow breakpoint the nav is a drawer
 * over the page (`drawer`, whatever the stored rail state); above it the rail, `open` or `closed`.
 */
export function hostClass(railOpen: boolean, narrow: boolean, empty: boolean): (typeof HOST_CLASSES)[number] {
  return empty
    ? 'hr-global-nav-empty'
    : narrow
      ? 'hr-global-nav-drawer'
      : `hr-global-nav-${railOpen ? 'open' : 'closed'}`;
}

/**
 * The drawer after an `hr-nav-toggle`: it opens and closes only below the breakpoint and when
 * there is something to show; at desktop widths (the rail) the toggle is ignored.
 */
export function toggledDrawer(open: boolean, narrow: boolean, empty: boolean): boolean {
  return narrow && !empty && !open;
}

/** Guard for the stored open/closed state: anything but a boolean falls back to the default. */
export function isOpenState(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

/** `data.url` of the remote-link answer, or null when the answer does not carry one. */
export function remoteLinkUrl(body: unknown): string | null {
  if (!isRecord(body) || !isRecord(body.data)) return null;
  const { url } = body.data;
  return typeof url === 'string' && url.trim() ? url.trim() : null;
}
