/** Rules of `<hr-banner-stack>`. Pure: no React, no DOM, no network, no timers. */
import { isRecord } from '../../lib/json';

/** The stack's banners, top to bottom (SPEC §4 "Banner stack order"). */
export const BANNER_ORDER = [
  'paymentMethod',
  'gracePeriod',
  'announcement',
  'signedInAs',
  'cancellation',
  'newHirePacket',
  'preview',
  'trial',
  'setupSummary',
] as const;
export type BannerKey = (typeof BANNER_ORDER)[number];

export type PaymentProblem = 'missing' | 'expired' | 'declined';
export type TrialStatus = 'active' | 'expired' | 'demo';

/** docs/api shellBanners: one key per banner, null when it is not shown. */
export interface Banners {
  paymentMethod: { problem: PaymentProblem } | null;
  gracePeriod: { daysLeftUntilSuspend: number } | null;
  announcement: { id: number; message: string } | null;
  signedInAs: { userName: string; actorName: string; actorIsSupportAdmin: boolean } | null;
  cancellation: { accountDaysLeft: number; payrollDaysLeft: number } | null;
  newHirePacket: { prefFirstName: string } | null;
  preview: { previewName: string; employeeImageUrl: string | null; requestUri: string } | null;
  trial: {
    status: TrialStatus;
    freeTrialDays: number;
    salesNumber: string;
    companyMasterIsDemo: boolean;
    canClearDemoData: boolean;
  } | null;
}

export const NO_BANNERS: Banners = {
  paymentMethod: null,
  gracePeriod: null,
  announcement: null,
  signedInAs: null,
  cancellation: null,
  newHirePacket: null,
  preview: null,
  trial: null,
};

const str = (v: unknown): v is string => typeof v === 'string';
const days = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const bool = (v: unknown): v is boolean => typeof v === 'boolean';

/** Field checks per banner: a banner whose fields do not pass is dropped, the others stay. */
const CHECKS: { readonly [K in keyof Banners]: Readonly<Record<string, (v: unknown) => boolean>> } = {
  paymentMethod: { problem: (v) => v === 'missing' || v === 'expired' || v === 'declined' },
  gracePeriod: { daysLeftUntilSuspend: days },
  announcement: { id: (v) => days(v) && (v as number) > 0, message: str },
  signedInAs: { userName: str, actorName: str, actorIsSupportAdmin: bool },
  cancellation: { accountDaysLeft: days, payrollDaysLeft: days },
  newHirePacket: { prefFirstName: str },
  preview: { previewName: str, employeeImageUrl: (v) => v === null || str(v), requestUri: str },
  trial: {
    status: (v) => v === 'active' || v === 'expired' || v === 'demo',
    freeTrialDays: days,
    salesNumber: str,
    companyMasterIsDemo: bool,
    canClearDemoData: bool,
  },
};

/**
 * The banners of a shellBanners answer (`{banners: {…}}`) or of the config block's `banners`
 * object (the same inner object). Anything else is no banners; a malformed banner is dropped.
 */
export function parseBanners(input: unknown): Banners {
  const source = isRecord(input) && isRecord(input.banners) ? input.banners : input;
  const out: Record<string, unknown> = { ...NO_BANNERS };
  if (!isRecord(source)) return NO_BANNERS;
  for (const [key, fields] of Object.entries(CHECKS)) {
    const value = source[key];
    if (!isRecord(value)) continue;
    const picked: Record<string, unknown> = {};
    let valid = true;
    for (const [field, check] of Object.entries(fields)) {
      valid &&= check(value[field]);
      picked[field] = value[field];
    }
    if (valid) out[key] = picked;
  }
  return out as unknown as Banners;
}

/** The keys of the banners to show, in stack order. */
export function visibleBanners(banners: Banners, extra: { setupSummary: boolean; hidden?: ReadonlySet<BannerKey> }) {
  return BANNER_ORDER.filter(
    (key) => !extra.hidden?.has(key) && (key === 'setupSummary' ? extra.setupSummary : banners[key] !== null),
  );
}

/** SPEC §9: the grace period banner turns error style at 8 days or fewer. */
export const GRACE_ERROR_DAYS = 8;

/** Grace period: error style at 8 days or fewer; the special message at 1 day ('today' at 0). */
export function graceState(daysLeft: number): { error: boolean; message: 'today' | 'oneDay' | 'days' } {
  return {
    error: daysLeft <= GRACE_ERROR_DAYS,
    message: daysLeft <= 0 ? 'today' : daysLeft === 1 ? 'oneDay' : 'days',
  };
}

/** SPEC §2 billing routes: app pages (under /app/) link to the app's billing settings. */
export function billingPath(pathname: string): string {
  return /^\/app(\/|$)/.test(pathname) ? '/app/settings/account/billing' : '/settings/account/billing';
}

export const CANCELLATION_PATH = '/app/settings/cancellation';
export const NEW_HIRE_PACKET_PATH = '/employees/new_hire_packet_login.php';
export const QUICKSTART_PATH = '/app/setup/quickstart';

/**
 * "Done previewing": /settings/permissions/?test=0&uri={requestUri}, the URI encoded. Only a
 * same-origin http(s) URI is kept (as path, query and hash); anything else comes back to '/'.
 */
export function donePreviewingHref(requestUri: string, origin: string): string {
  let uri = '/';
  try {
    const url = new URL(requestUri, `${origin}/`);
    if (url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:'))
      uri = url.pathname + url.search + url.hash;
  } catch {
    // Not a URL at all: home.
  }
  return `/settings/permissions/?test=0&uri=${encodeURIComponent(uri)}`;
}

export interface TrialView {
  /** trial: a company in its free trial; trialDemo: the same, on demo data; expired; demo: demo data. */
  wording: 'trial' | 'trialDemo' | 'expired' | 'demo';
  /** Days left in the trial (trial wordings only). */
  days: number | null;
  /** The quick-start link (admins). */
  quickStart: boolean;
  /** The sales number call-out (owners). */
  sales: boolean;
  /** The entry to the clear-demo-data flow. */
  clearDemoData: boolean;
}

/**
 * SPEC §6: trial details show for admins in trial, the sales number call-out for owners. A trial
 * (active or expired) banner is shown to admins only; the demo-data banner to everyone.
 */
export function trialView(
  trial: NonNullable<Banners['trial']>,
  user: { isAdmin?: boolean | undefined; isOwner?: boolean | undefined },
): TrialView | null {
  const admin = user.isAdmin === true || user.isOwner === true;
  if (trial.status !== 'demo' && !admin) return null;
  const wording =
    trial.status === 'demo'
      ? 'demo'
      : trial.status === 'expired'
        ? 'expired'
        : trial.companyMasterIsDemo
          ? 'trialDemo'
          : 'trial';
  return {
    wording,
    days: trial.status === 'active' ? trial.freeTrialDays : null,
    quickStart: admin && trial.status !== 'expired',
    sales: user.isOwner === true && trial.salesNumber.trim() !== '',
    clearDemoData: trial.canClearDemoData,
  };
}

/** `tel:` target of a phone number as printed: digits and a leading + only. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}

// ---- Setup summary banner ----------------------------------------------------------------

export const SETUP_STORAGE_KEY = 'setupSummaryBanner';
export const SETUP_TYPES = ['quickStart', 'payroll', 'core', 'customerOnboarding'] as const;
export type SetupType = (typeof SETUP_TYPES)[number];
/** SPEC §9: a customer-onboarding entry expires 24 hours after its timeStamp (inclusive). */
export const CUSTOMER_ONBOARDING_TTL_MS = 24 * 60 * 60 * 1000;
const STEP_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** SPEC §3 setup banner record, as kept after validation. */
export interface SetupRecord {
  type: SetupType;
  stepKey: string | null;
  recordId: number | null;
  clientId: number | null;
  /** Same-origin path of the pages the banner shows on (it and the paths under it). */
  dataPath: string;
  /** When the record was written (ms since the epoch). */
  timeStamp: number;
}

const id = (v: unknown): number | null | undefined => {
  if (v === undefined || v === null) return null;
  const n = typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : v;
  return Number.isInteger(n) && (n as number) > 0 ? (n as number) : undefined;
};

/**
 * The stored record, or null when it must be dropped: not an object, an unknown type, a bad
 * step key or id, a timeStamp that is not a time, or a dataPath outside the page's origin.
 */
export function parseSetupRecord(value: unknown, origin: string): SetupRecord | null {
  if (!isRecord(value)) return null;
  const { type, stepKey, dataPath, timeStamp } = value;
  if (!SETUP_TYPES.includes(type as SetupType)) return null;
  if (stepKey !== undefined && stepKey !== null && !(str(stepKey) && STEP_KEY.test(stepKey))) return null;
  const recordId = id(value.recordId);
  const clientId = id(value.clientId);
  if (recordId === undefined || clientId === undefined) return null;
  if (typeof timeStamp !== 'number' || !Number.isFinite(timeStamp) || timeStamp < 0) return null;
  if (!str(dataPath) || dataPath.trim() === '') return null;
  let path: string;
  try {
    const url = new URL(dataPath, `${origin}/`);
    if (url.origin !== origin) return null;
    path = url.pathname;
  } catch {
    return null;
  }
  return { type: type as SetupType, stepKey: stepKey ?? null, recordId, clientId, dataPath: path, timeStamp };
}

/** A customerOnboarding record is expired once it is 24 hours old or more. */
export function setupExpiresAt(record: SetupRecord): number | null {
  return record.type === 'customerOnboarding' ? record.timeStamp + CUSTOMER_ONBOARDING_TTL_MS : null;
}

export function isSetupExpired(record: SetupRecord, now: number): boolean {
  const expiresAt = setupExpiresAt(record);
  return expiresAt !== null && now >= expiresAt;
}

/** Shown only on its paths: the record's dataPath and the pages under it. */
export function setupShowsOn(record: SetupRecord, pathname: string): boolean {
  const base = record.dataPath.replace(/\/+$/, '');
  return base === '' || pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * SPEC §7 setup banner data route of a record, or null when the record lacks the ids it needs:
 * payroll → /registration/payroll/steps…, the other types → /setup/{type}/steps….
 */
export function setupDataUrl(record: SetupRecord): string | null {
  const step = record.stepKey ? `/${encodeURIComponent(record.stepKey)}` : '';
  if (record.type !== 'payroll') return `/setup/${record.type}/steps${step}`;
  if (record.clientId === null) return null;
  if (step) return `/registration/payroll/steps${step}?clientId=${record.clientId}`;
  return record.recordId === null
    ? null
    : `/registration/payroll/steps?recordId=${record.recordId}&clientId=${record.clientId}`;
}

/** The step key an `updateBannerData` event names (`detail.stepKey`, or a string detail). */
export function updatedStepKey(detail: unknown): string | null {
  if (str(detail)) return detail;
  return isRecord(detail) && str(detail.stepKey) ? detail.stepKey : null;
}
