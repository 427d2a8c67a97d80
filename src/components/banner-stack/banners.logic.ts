/**
 * Rules of the banner list (the core of the banners' lazy chunks): which banners show and in which
 * order. How each kind reads and links is in its own chunk's logic (account-, people-,
 * trial-banners.logic.ts). Pure: no React, no DOM, no network, no timers.
 */
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

/** Who sees the trial banner (SPEC §6): the config's user flags. */
export interface TrialUser {
  isAdmin?: boolean | undefined;
  isOwner?: boolean | undefined;
}

/**
 * The keys of the banners to show, in stack order: the banners of the data (the trial banner only
 * when trialView() has one for this user), the setup summary banner when its record shows here.
 */
export function visibleBanners(
  banners: Banners,
  extra: { setupSummary: boolean; user: TrialUser | null; hidden?: ReadonlySet<BannerKey> },
): BannerKey[] {
  return BANNER_ORDER.filter((key) => {
    if (extra.hidden?.has(key)) return false;
    if (key === 'setupSummary') return extra.setupSummary;
    if (key === 'trial')
      return banners.trial !== null && extra.user !== null && trialView(banners.trial, extra.user) !== null;
    return banners[key] !== null;
  });
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
export function trialView(trial: NonNullable<Banners['trial']>, user: TrialUser): TrialView | null {
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
