/**
 * The setup summary banner's local-storage record (SPEC §3, §4): which records are kept, where
 * they show, when they expire, where their data comes from. Pure: no React, no DOM, no network.
 */
import { isRecord } from '../../lib/json';

const str = (v: unknown): v is string => typeof v === 'string';

export const SETUP_STORAGE_KEY = 'setupSummaryBanner';
/** The document event a page fires after a setup step changed (`detail.stepKey`). */
export const UPDATE_EVENT = 'updateBannerData';
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
