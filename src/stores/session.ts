import type { ReadableAtom } from 'nanostores';
import { HttpFailure, http, requestsSent, setUnauthorizedGate } from '../lib/http';
import { CHECK_SESSION_PATH, LOGIN_TYPE_PATH, SESSION_STATUS_PATH } from '../lib/endpoints';
import { shared } from '../lib/runtime';
import { parseJson } from '../lib/json';
import { clearUserData, storageKey, writeStored } from '../lib/storage';
import { getConfig, setCsrfToken } from './config';
import { $sessionState, expireSession, resumeSession, type SessionState } from './session-state';
import { runUnlockCallbacks } from './session-unlock';
import {
  FIRST_CHECK_MS,
  RETRY_MS,
  TIMING_KEY,
  WARN_BEFORE_MS,
  delayOnResume,
  duration,
  isPaused,
  planAfterAnswer,
  planFromRecord,
  readAnswer,
  readTabMessage,
  readTimingRecord,
  timingRecord,
  type TabMessage,
  type UnlockResult,
} from './session.logic';

/*
 * The page-wide session check and re-login plumbing, imported by
 * <hr-session-lock>. On load it installs the http service's unauthorized gate: every 401 locks the
 * session, and while the check runs a request that got one waits for re-login and is replayed.
 * The check pauses while the tab is hidden or offline. Its timing is also kept in SPEC §3's stored
 * record (TIMING_KEY) for legacy pages and the old shell's tabs, and read back from their writes.
 */

export { expireSession, resumeSession };
export type { SessionState, SessionStatus } from './session-state';
export { announcement } from './session.logic';
export type { UnlockResult } from './session.logic';

/** Page-wide session state: 'warning' before the expected end, 'expired' while the lock shows. */
export const $session: ReadableAtom<SessionState> = $sessionState;

export interface SessionCheckOptions {
  /** default → GET /auth/check_session; greenhouse → GET /greenhouse/api/auth/session_status. */
  variant?: 'default' | 'greenhouse';
  /** Adds isOnboarding=1 to the check. Default: config.session.isOnboardingUser. */
  onboarding?: boolean;
  /** True → no checks at all. Default: config.session.isOfferLetterUser. */
  offerLetter?: boolean;
  /** How long before the expected end the status turns 'warning'; default 2 minutes. */
  warnBeforeMs?: number;
  /** Delay of the first check after load: 15 s (see session.logic.ts). */
  firstCheckMs?: number;
  /**
   * What 'Stay signed in' calls to renew the session: the checks are passive by design (a ping must
   * not keep an idle session alive), so extending needs an ordinary request. Default
   * /auth/get_login_type, a cheap read the lock screen needs anyway.
   */
  keepAlivePath?: string;
}

interface Checker {
  path: string;
  variant: 'default' | 'greenhouse';
  onboarding: boolean;
  offerLetter: boolean;
  warnBeforeMs: number;
  firstCheckMs: number;
  keepAlivePath: string;
  users: number;
  stopped: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** When the next check is planned (kept while paused); null while none is (locked, offer letter). */
  dueAt: number | null;
  /** When the last check was answered (or failed). */
  answeredAt: number | null;
  inFlight: Promise<boolean> | null;
  channel: BroadcastChannel | null;
  unbind: () => void;
}

/** One check per page, even when two bundle copies each start one (see runtime.ts). */
const page = shared('session-check', () => ({
  checker: null as Checker | null,
  quiet: false,
  /** requestsSent() at the last unlock: a 401 to a request numbered up to this was sent before it. */
  unlockedAt: 0,
  /** What requests held by a 401 wait for: the new token, or false when they are to fail. */
  relogin: null as { promise: Promise<string | false>; settle: (csrfToken: string | false) => void } | null,
}));

function waitForUnlock(): Promise<string | false> {
  if (!page.relogin) {
    let settle: (csrfToken: string | false) => void = () => {};
    const promise = new Promise<string | false>((resolve) => (settle = resolve));
    page.relogin = { promise, settle };
  }
  return page.relogin.promise;
}

/**
 * Replays every held request once with the new token (after re-login), or with `false` rejects
 * them with their original failure (logout, another user signed in, the check stopped).
 */
function settleHeld(csrfToken: string | false): void {
  const relogin = page.relogin;
  page.relogin = null;
  relogin?.settle(csrfToken);
}

/*
 * A 401 to a request sent before the last re-login, arriving after it, answers the old session: it
 * is replayed with the new token instead of locking again (the replay's own 401 does lock). While
 * the lock is open every 401 waits for the same re-login. Without a running check nothing would ever
 * unlock, so a held request would hang: it fails at once.
 */
setUnauthorizedGate((reason, sent) => {
  if (sent <= page.unlockedAt && $sessionState.get().status !== 'expired')
    return Promise.resolve(getConfig().csrfToken ?? false);
  expireSession(reason);
  return page.checker ? waitForUnlock() : null;
});

function paused(): boolean {
  return isPaused(globalThis.document?.visibilityState, globalThis.navigator?.onLine);
}

function writeTiming(msLeft: number): void {
  writeStored(TIMING_KEY, timingRecord(Date.now(), msLeft));
}

function checkerFor(options: SessionCheckOptions): Checker {
  const session = getConfig().session;
  const variant = options.variant === 'greenhouse' ? 'greenhouse' : 'default';
  return {
    path: variant === 'greenhouse' ? SESSION_STATUS_PATH : CHECK_SESSION_PATH,
    variant,
    onboarding: options.onboarding ?? session?.isOnboardingUser ?? false,
    offerLetter: options.offerLetter ?? session?.isOfferLetterUser ?? false,
    warnBeforeMs: duration(options.warnBeforeMs, WARN_BEFORE_MS),
    firstCheckMs: duration(options.firstCheckMs, FIRST_CHECK_MS),
    keepAlivePath: options.keepAlivePath ?? LOGIN_TYPE_PATH,
    users: 0,
    stopped: false,
    timer: undefined,
    dueAt: null,
    answeredAt: null,
    inFlight: null,
    channel: null,
    unbind: () => {},
  };
}

/**
 * Timers run only for the page's running check, never for offer-letter users or while locked. While
 * paused (hidden, offline) the planned time is kept and no timer runs; `resume` picks it up.
 */
function schedule(c: Checker, delay: number): void {
  clearTimeout(c.timer);
  c.timer = undefined;
  c.dueAt = null;
  if (page.checker !== c || c.offerLetter || $sessionState.get().status === 'expired') return;
  c.dueAt = Date.now() + delay;
  if (!paused()) c.timer = setTimeout(() => void check(c), delay);
}

function pause(c: Checker): void {
  clearTimeout(c.timer);
  c.timer = undefined;
}

function resume(c: Checker): void {
  if (paused() || page.checker !== c || c.dueAt === null || c.inFlight) return;
  const dueAt = c.dueAt;
  const delay = delayOnResume(Date.now(), dueAt, c.answeredAt);
  if (delay === 0) return void check(c);
  clearTimeout(c.timer);
  c.timer = setTimeout(() => void check(c), delay);
}

/** This tab's own answer (or re-login): status, timer, and the stored record for other pages. */
function apply(c: Checker, msLeft: number): void {
  if ($sessionState.get().status === 'expired') return;
  const plan = planAfterAnswer(msLeft, c.warnBeforeMs);
  $sessionState.set({ status: plan.status, reason: null, expiresAt: Date.now() + msLeft });
  writeTiming(msLeft);
  schedule(c, plan.delay);
}

/** Another tab's record (see planFromRecord); never written back, so tabs do not echo each other. */
function followRecord(c: Checker, value: unknown): void {
  if (page.checker !== c || c.offerLetter || $sessionState.get().status === 'expired') return;
  const now = Date.now();
  const msLeft = readTimingRecord(value, now);
  if (msLeft === null) return;
  const plan = planFromRecord(msLeft, c.warnBeforeMs, c.answeredAt === null ? null : now - c.answeredAt);
  if (plan.status) {
    $sessionState.set({ status: plan.status, reason: null, expiresAt: now + msLeft });
    schedule(c, plan.delay);
  } else if (c.dueAt === null || c.dueAt - now > plan.delay) {
    schedule(c, plan.delay);
  }
}

/** One check at a time: the timer and 'Stay signed in' share a running one. */
function check(c: Checker): Promise<boolean> {
  c.inFlight ??= runCheck(c).finally(() => (c.inFlight = null));
  return c.inFlight;
}

async function runCheck(c: Checker): Promise<boolean> {
  clearTimeout(c.timer);
  // An answer to a check sent before a re-login speaks of the old session: the unlock has planned anew.
  const unlockedAt = page.unlockedAt;
  const stale = () => c.stopped || page.unlockedAt !== unlockedAt;
  try {
    const searchParams = c.onboarding && c.variant === 'default' ? { searchParams: { isOnboarding: 1 } } : {};
    // noReplay: the check's own 401 means "locked", it must not wait for the unlock it causes.
    const body = await http.get<unknown>(c.path, { noReplay: true, ...searchParams });
    if (stale()) return false;
    c.answeredAt = Date.now();
    const answer = readAnswer(body, c.variant, Date.now());
    if (answer.csrfToken && answer.csrfToken !== getConfig().csrfToken) setCsrfToken(answer.csrfToken);
    if (answer.inactive) {
      expireSession(`inactive session from ${c.path}`);
      return false;
    }
    if (answer.msLeft === null) {
      schedule(c, RETRY_MS);
      return false;
    }
    apply(c, answer.msLeft);
    return true;
  } catch (error) {
    if (stale()) return false;
    c.answeredAt = Date.now();
    // The unauthorized gate has already locked on the 401; this names the check as the reason if it came first.
    if (error instanceof HttpFailure && error.kind === 'unauthorized') expireSession(`401 from ${c.path}`);
    else schedule(c, RETRY_MS);
    return false;
  }
}

function openChannel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(`${getConfig().storagePrefix}session`) : null;
  } catch {
    return null;
  }
}

/**
 * Tells the page's other tabs (same cookie, so same session). Never the password; the CSRF token is
 * sent because every tab of this origin and session holds it anyway, and it rotated with the login.
 */
function post(message: TabMessage): void {
  const own = page.checker?.channel;
  const channel = own ?? openChannel();
  try {
    channel?.postMessage(message);
  } catch {
    // A closed channel: the other tabs find out at their next check.
  }
  if (!own) channel?.close();
}

function onTabMessage(data: unknown): void {
  const message = readTabMessage(data);
  if (!message) return;
  if (message.type === 'unlocked') return unlock(message, false);
  page.quiet = true;
  expireSession(message.type === 'logout' ? 'logged out in another tab' : 'expired in another tab');
  page.quiet = false;
}

/**
 * Starts the page-wide check: the first check after `firstCheckMs`, then as planned from each answer.
 * Idempotent: a second call shares the running check (its options are ignored) and gets its own stop;
 * the check ends when every caller has stopped, and requests held for re-login are then rejected.
 */
export function startSessionCheck(options: SessionCheckOptions = {}): () => void {
  let c = page.checker;
  if (!c) {
    const checker = checkerFor(options);
    c = page.checker = checker;
    checker.channel = openChannel();
    if (checker.channel) checker.channel.onmessage = (event) => onTabMessage(event.data);
    const unlisten = $sessionState.listen((state, old) => {
      if (state.status !== 'expired' || old?.status === 'expired') return;
      clearTimeout(checker.timer);
      checker.dueAt = null;
      if (page.quiet) return;
      post({ type: 'expired' });
      writeTiming(0);
    });
    const onReachability = () => (paused() ? pause(checker) : resume(checker));
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key !== storageKey(TIMING_KEY)) return;
      const parsed = parseJson(event.newValue);
      if (parsed.ok) followRecord(checker, parsed.value);
    };
    document.addEventListener('visibilitychange', onReachability);
    window.addEventListener('online', onReachability);
    window.addEventListener('offline', onReachability);
    window.addEventListener('storage', onStorage);
    checker.unbind = () => {
      unlisten();
      document.removeEventListener('visibilitychange', onReachability);
      window.removeEventListener('online', onReachability);
      window.removeEventListener('offline', onReachability);
      window.removeEventListener('storage', onStorage);
    };
    schedule(checker, checker.firstCheckMs);
  }
  const running = c;
  running.users++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--running.users > 0) return;
    running.stopped = true;
    clearTimeout(running.timer);
    running.unbind();
    running.channel?.close();
    if (page.checker === running) page.checker = null;
    settleHeld(false);
  };
}

/**
 * 'Stay signed in' (WCAG 2.2.1): an ordinary request renews the session, then a check reads the new
 * end and resets the timer. True when the session is known to be extended.
 */
export async function extendSession(): Promise<boolean> {
  if ($sessionState.get().status === 'expired') return false;
  const c = page.checker ?? checkerFor({});
  try {
    await http.get<unknown>(c.keepAlivePath, { noReplay: true });
  } catch {
    // A 401 has locked the page already; other failures leave the warning up to try again.
    return false;
  }
  // A check already under way may have been answered before the renewal: ask again after it.
  await c.inFlight;
  return check(c);
}

function unlock(result: UnlockResult, tell: boolean): void {
  page.unlockedAt = requestsSent();
  const config = getConfig();
  const known = config.user?.id ?? config.session?.id ?? null;
  if (tell)
    post({ type: 'unlocked', csrfToken: result.csrfToken, minutesLeft: result.minutesLeft, userId: result.userId });
  if (result.userId !== null && known !== null && result.userId !== known) {
    // Another person's session: nothing queued, shown or stored for the previous user may go on.
    settleHeld(false);
    clearUserData();
    location.reload();
    return;
  }
  setCsrfToken(result.csrfToken);
  resumeSession();
  const c = page.checker;
  if (c) {
    const msLeft = readAnswer({ SessionMinutesLeft: result.minutesLeft }, 'default', Date.now()).msLeft;
    if (msLeft === null) schedule(c, c.firstCheckMs);
    else apply(c, msLeft);
  }
  runUnlockCallbacks();
  settleHeld(result.csrfToken);
}

/**
 * After a successful re-login: store the new token, unlock, restart the timer, run the unlock
 * callbacks, replay held requests once, and tell the other tabs. A different user than the page
 * was rendered for drops the held requests and reloads the page.
 */
export function completeUnlock(result: UnlockResult): void {
  unlock(result, true);
}

/**
 * Log out links call this before navigating away: other tabs lock, held requests end, and the
 * user's stored data (recent searches) is removed.
 */
export function broadcastLogout(): void {
  clearUserData();
  writeTiming(0);
  post({ type: 'logout' });
  settleHeld(false);
}
