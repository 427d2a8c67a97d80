import { isRecord } from '../lib/json';

/* Pure timing rules of the session check; ./session.ts runs them with real timers. */

export const MINUTE_MS = 60_000;
/** A failure other than 401 retries in 1 minute. Also used for unusable answers. */
export const RETRY_MS = MINUTE_MS;
/**
 * The first session check runs 15 seconds after load. Minutes would
 * leave a page that loads with an already-expired session unlocked for a quarter of an hour, and
 * milliseconds would race every element's first request for no gain.
 */
export const FIRST_CHECK_MS = 15_000;
/** Default warning lead (WCAG 2.2.1 asks for at least 20 s). */
export const WARN_BEFORE_MS = 2 * MINUTE_MS;
/**
 * However odd the server's answer (0, negative, NaN), checks stay at least a minute apart: a buggy
 * answer can cost one request a minute, never a tight loop.
 */
export const MIN_DELAY_MS = MINUTE_MS;
/** Far below setTimeout's 2^31−1 ms overflow (which would fire at once); a check every 12 h is harmless. */
export const MAX_DELAY_MS = 12 * 60 * MINUTE_MS;
/** Longer answers are not believed: an HR session does not last a day. */
export const MAX_LEFT_MS = 24 * 60 * MINUTE_MS;

/** A timer delay that can neither spin nor overflow; NaN means "try again after the retry pause". */
export function clampDelay(ms: number): number {
  if (Number.isNaN(ms)) return RETRY_MS;
  return Math.min(MAX_DELAY_MS, Math.max(MIN_DELAY_MS, ms));
}

/** A caller-supplied duration (options), or the fallback when it is not a sane number. */
export function duration(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.min(value, MAX_DELAY_MS) : fallback;
}

function toNumber(value: unknown): number {
  // PHP sometimes sends numbers as strings ("20"); an empty string is not 0.
  if (typeof value === 'string' && value.trim()) return Number(value);
  return typeof value === 'number' ? value : Number.NaN;
}

/** Clamps milliseconds left to [0, 24 h]; null when the value is not a number at all. */
function msLeftOf(ms: number): number | null {
  if (Number.isNaN(ms)) return null;
  return Math.min(MAX_LEFT_MS, Math.max(0, ms));
}

export interface CheckAnswer {
  /** The session's current token, when the answer carried one. */
  csrfToken: string | null;
  /** Milliseconds the session has left, clamped; null when the answer does not say (retry later). */
  msLeft: number | null;
  /** Greenhouse `active: false`: the session has ended although the call succeeded. */
  inactive: boolean;
}

/**
 * Reads a check answer. Default variant: `{CSRFToken, SessionMinutesLeft}` (minutes × 60,000 ms).
 * Greenhouse: `{CSRFToken, expires, active}` where `expires` is an ISO date or an epoch number
 * (seconds when below 10^12, else milliseconds).
 */
export function readAnswer(body: unknown, variant: 'default' | 'greenhouse', now: number): CheckAnswer {
  if (!isRecord(body)) return { csrfToken: null, msLeft: null, inactive: false };
  const csrfToken = typeof body.CSRFToken === 'string' && body.CSRFToken ? body.CSRFToken : null;
  if (variant === 'default')
    return { csrfToken, msLeft: msLeftOf(toNumber(body.SessionMinutesLeft) * MINUTE_MS), inactive: false };
  if (body.active === false) return { csrfToken, msLeft: 0, inactive: true };
  const raw = body.expires;
  const epoch = typeof raw === 'string' && Number.isNaN(Number(raw)) ? Date.parse(raw) : toNumber(raw);
  const expires = epoch < 1e12 ? epoch * 1000 : epoch;
  return { csrfToken, msLeft: msLeftOf(expires - now), inactive: false };
}

export interface UnlockResult {
  csrfToken: string;
  /** From the login answer (expiresIn / 60); null → check soon instead. */
  minutesLeft: number | null;
  userId: number | null;
}

/**
 * A check answer as proof that a sign-in elsewhere (a single sign-on popup) succeeded: it must carry
 * a token; the minutes left are read as for the timer.
 */
export function unlockFromCheck(body: unknown, now: number): UnlockResult | null {
  const answer = readAnswer(body, 'default', now);
  if (!answer.csrfToken) return null;
  return {
    csrfToken: answer.csrfToken,
    minutesLeft: answer.msLeft === null ? null : answer.msLeft / MINUTE_MS,
    userId: null,
  };
}

export interface Plan {
  status: 'active' | 'warning';
  /** When to check next. */
  delay: number;
}

/**
 * What follows an answer: before the warning point, stay active and check again at that point (other
 * elements' requests may have kept the session alive meanwhile, so the warning is only shown after a
 * fresh answer confirms it); inside the warning window, warn and check at the expected expiry, where
 * a 401 locks (the timer is minutes left × 60,000 ms).
 */
export function planAfterAnswer(msLeft: number, warnBeforeMs: number): Plan {
  if (msLeft > warnBeforeMs) return { status: 'active', delay: clampDelay(msLeft - warnBeforeMs) };
  return { status: 'warning', delay: clampDelay(msLeft) };
}

/**
 * For the warning's live region: the whole minutes left to announce, or null when that minute was
 * already announced. Minutes only change once a minute, so announcements come at most once a minute.
 */
export function announcement(msLeft: number, lastAnnouncedMinute: number | null): number | null {
  const minute = Math.max(0, Math.ceil((Number.isFinite(msLeft) ? msLeft : 0) / MINUTE_MS));
  return minute === lastAnnouncedMinute ? null : minute;
}

export type TabMessage =
  | { type: 'unlocked'; csrfToken: string; minutesLeft: number | null; userId: number | null }
  | { type: 'logout' }
  | { type: 'expired' };

/** Another tab's message, validated: a page of another bundle version or a hostile script may post anything. */
export function readTabMessage(data: unknown): TabMessage | null {
  if (!isRecord(data)) return null;
  if (data.type === 'logout' || data.type === 'expired') return { type: data.type };
  if (data.type !== 'unlocked' || typeof data.csrfToken !== 'string' || !data.csrfToken) return null;
  const minutesLeft =
    typeof data.minutesLeft === 'number' && Number.isFinite(data.minutesLeft) ? data.minutesLeft : null;
  const userId = Number.isInteger(data.userId) ? (data.userId as number) : null;
  return { type: 'unlocked', csrfToken: data.csrfToken, minutesLeft, userId };
}

/** The check is paused while the tab is hidden or the browser says it is offline (a hint only). */
export function isPaused(visibility: DocumentVisibilityState | undefined, online: boolean | undefined): boolean {
  return visibility === 'hidden' || online === false;
}

/**
 * When the tab shows again or comes back online: check at once, since the session may have ended
 * while nothing was watching; but when an answer came less than a minute ago (a tab switched back
 * and forth), keep the planned time, so returns cost at most one check a minute.
 */
export function delayOnResume(now: number, dueAt: number, answeredAt: number | null): number {
  if (dueAt <= now) return 0;
  if (answeredAt !== null && now - answeredAt < MIN_DELAY_MS) return dueAt - now;
  return 0;
}

/**
 * SPEC §3's stored lock-timing record, under the storage prefix, so a legacy page or a tab of the
 * old shell keeps its timing in step: `lastCheck` (epoch ms of the answer) and `remainingMs` (what
 * that answer left; 0 once the session has locked or logged out).
 */
export const TIMING_KEY = 'sessionLockTiming';

export interface TimingRecord {
  lastCheck: number;
  remainingMs: number;
}

export function timingRecord(now: number, msLeft: number): TimingRecord {
  return { lastCheck: now, remainingMs: Math.round(Math.min(MAX_LEFT_MS, Math.max(0, msLeft))) };
}

/** Clocks of two tabs of one machine agree; a record from further ahead than this is not believed. */
const CLOCK_SKEW_MS = MINUTE_MS;

/**
 * Another tab's record, as the milliseconds the session has left now; null when it is not a record
 * this tab can believe (not an object, missing or non-numeric fields, negative or absurd times, a
 * check from the future or older than a session can last).
 */
export function readTimingRecord(value: unknown, now: number): number | null {
  if (!isRecord(value)) return null;
  const { lastCheck, remainingMs } = value;
  if (typeof lastCheck !== 'number' || !Number.isFinite(lastCheck)) return null;
  if (typeof remainingMs !== 'number' || !Number.isFinite(remainingMs)) return null;
  if (remainingMs < 0 || remainingMs > MAX_LEFT_MS) return null;
  if (lastCheck > now + CLOCK_SKEW_MS || lastCheck < now - MAX_LEFT_MS) return null;
  return Math.min(MAX_LEFT_MS, Math.max(0, lastCheck + remainingMs - now));
}

export interface RecordPlan {
  /** 'active' when the record shows the session extended past the warning point; null: unchanged. */
  status: 'active' | null;
  /** When to check next; the caller keeps an earlier planned check. */
  delay: number;
}

/**
 * What another tab's record does here. More than the warning lead left: the session was extended
 * elsewhere, so any warning clears and the next check moves to the new warning point. Less: only a
 * check of this tab's own may warn or lock (a record is never trusted to lock), at once unless this
 * tab's last answer is less than a minute old, so a record rewritten in a loop costs one check a
 * minute at most.
 */
export function planFromRecord(msLeft: number, warnBeforeMs: number, msSinceAnswer: number | null): RecordPlan {
  if (msLeft > warnBeforeMs) return { status: 'active', delay: clampDelay(msLeft - warnBeforeMs) };
  return { status: null, delay: msSinceAnswer === null ? 0 : Math.max(0, MIN_DELAY_MS - msSinceAnswer) };
}
