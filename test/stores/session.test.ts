import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpFailure, http, loadHttpClient } from '../../src/lib/http';
import { writeUserStored } from '../../src/lib/storage';
import { configure, getConfig, reloadConfig } from '../../src/stores/config';
import {
  $session,
  broadcastLogout,
  completeUnlock,
  expireSession,
  extendSession,
  resumeSession,
  startSessionCheck,
} from '../../src/stores/session';
import { $sessionState } from '../../src/stores/session-state';
import { onUnlock } from '../../src/stores/session-unlock';
import { deferred, json, mockFetch, type RecordedRequest } from '../support/fetch';

const MIN = 60_000;

/** In-process stand-in for BroadcastChannel: delivers to the other instances of the same name. */
class FakeChannel {
  static open = new Set<FakeChannel>();
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly name: string) {
    FakeChannel.open.add(this);
  }
  postMessage(data: unknown) {
    for (const other of FakeChannel.open) if (other !== this && other.name === this.name) other.onmessage?.({ data });
  }
  close() {
    FakeChannel.open.delete(this);
  }
}

let stops: Array<() => void> = [];
function start(options?: Parameters<typeof startSessionCheck>[0]) {
  const stop = startSessionCheck(options);
  stops.push(stop);
  return stop;
}

/** Another tab of the same session: a channel of the same name this test posts on and listens to. */
function otherTab() {
  const tab = new FakeChannel('hr-shell:session');
  const heard: unknown[] = [];
  tab.onmessage = ({ data }) => heard.push(data);
  return { tab, heard };
}

const checks = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url.includes('check_session') || r.url.includes('session_status'));

beforeAll(async () => {
  await loadHttpClient();
});

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2025, 0, 6, 9) });
  vi.stubGlobal('BroadcastChannel', FakeChannel);
  configure({ csrfToken: 'tok-0', user: { id: 7, employeeId: 70, firstName: 'Ada', lastName: 'L' } });
});

afterEach(() => {
  for (const stop of stops) stop();
  localStorage.clear();
  stops = [];
  FakeChannel.open.clear();
  $sessionState.set({ status: 'active', reason: null, expiresAt: null });
  reloadConfig();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session check timer', () => {
  it('checks 15 s after load, then from SessionMinutesLeft: warns, and locks on the 401 at expiry', async () => {
    let answer: Response | (() => Response) = () => json({ CSRFToken: 'tok-1', SessionMinutesLeft: 20 });
    const { requests } = mockFetch(() => (typeof answer === 'function' ? answer() : answer));
    const t0 = Date.now();
    start();
    await vi.advanceTimersByTimeAsync(14_999);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests[0]?.url).toBe('http://localhost:3000/auth/check_session');
    expect($session.get()).toEqual({ status: 'active', reason: null, expiresAt: t0 + 15_000 + 20 * MIN });
    expect(getConfig().csrfToken).toBe('tok-1');

    // Next check at the warning point (2 minutes before the end), which confirms 2 minutes left.
    answer = () => json({ CSRFToken: 'tok-1', SessionMinutesLeft: 2 });
    await vi.advanceTimersByTimeAsync(18 * MIN - 1);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    expect($session.get().status).toBe('warning');

    answer = () => json({ error: 'Your session has expired. Please log in again.' }, 401);
    await vi.advanceTimersByTimeAsync(2 * MIN);
    expect(requests).toHaveLength(3);
    expect($session.get()).toMatchObject({ status: 'expired', reason: '401 from /auth/check_session' });
    // Locked: no more checks however long the page stays open.
    await vi.advanceTimersByTimeAsync(5 * 60 * MIN);
    expect(requests).toHaveLength(3);
  });

  it('goes back to active when the session was kept alive by other requests', async () => {
    let minutes = 2;
    mockFetch(() => json({ SessionMinutesLeft: minutes }));
    start();
    await vi.advanceTimersByTimeAsync(15_000);
    expect($session.get().status).toBe('warning');
    minutes = 30;
    await vi.advanceTimersByTimeAsync(2 * MIN);
    expect($session.get().status).toBe('active');
  });

  it('retries 1 minute after a failure other than 401', async () => {
    let fail = true;
    // A 404 (ky does not retry it) stands for any failure other than 401.
    const { requests } = mockFetch(() => (fail ? json({ error: 'gone' }, 404) : json({ SessionMinutesLeft: 20 })));
    start();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(MIN - 1);
    expect(requests).toHaveLength(1);
    fail = false;
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    expect($session.get().status).toBe('active');
  });

  it('retries a 500 after a minute, not in a loop', async () => {
    const { requests } = mockFetch(() => json({}, 500));
    start();
    await vi.advanceTimersByTimeAsync(15_000 + 10 * MIN);
    // ky retries a GET twice on 5xx; the check itself runs about once a minute.
    expect(checks(requests).length).toBeLessThanOrEqual(11 * 3);
    expect(checks(requests).length).toBeGreaterThanOrEqual(10);
    expect($session.get().status).toBe('active');
  });

  it.each([
    ['negative', { SessionMinutesLeft: -1 }],
    ['NaN', { SessionMinutesLeft: 'NaN' }],
    ['huge', { SessionMinutesLeft: 1e9 }],
    ['missing', { CSRFToken: 'x' }],
    ['not an object', 'ok'],
    ['zero', { SessionMinutesLeft: 0 }],
  ])('never loops on an absurd answer (%s): at most one check a minute over 6 hours', async (_name, body) => {
    const { requests } = mockFetch(() => json(body));
    start();
    await vi.advanceTimersByTimeAsync(6 * 60 * MIN);
    expect(requests.length).toBeGreaterThanOrEqual(1);
    expect(requests.length).toBeLessThanOrEqual(6 * 60 + 1);
  });

  it('checks a huge answer again after 12 h at the latest', async () => {
    const { requests } = mockFetch(() => json({ SessionMinutesLeft: 1e9 }));
    start();
    await vi.advanceTimersByTimeAsync(15_000 + 12 * 60 * MIN);
    expect(requests).toHaveLength(2);
    expect($session.get().status).toBe('active');
  });

  it('sends isOnboarding for onboarding users and uses session_status in the greenhouse variant', async () => {
    const { requests } = mockFetch((r) =>
      r.url.includes('session_status')
        ? json({ CSRFToken: 'g', expires: new Date(Date.now() + 10 * MIN).toISOString(), active: false })
        : json({ SessionMinutesLeft: 20 }),
    );
    const stop = startSessionCheck({ onboarding: true });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(requests[0]?.url).toBe('http://localhost:3000/auth/check_session?isOnboarding=1');
    stop();
    start({ variant: 'greenhouse' });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(requests[1]?.url).toBe('http://localhost:3000/greenhouse/api/auth/session_status');
    expect($session.get()).toMatchObject({ status: 'expired', reason: expect.stringContaining('inactive') });
  });

  it('reads the onboarding and offer-letter flags from the config', async () => {
    const { requests } = mockFetch(() => json({ SessionMinutesLeft: 20 }));
    configure({ session: { id: 7, isOnboardingUser: true, isOfferLetterUser: false, loginType: 'password' } });
    const stop = startSessionCheck();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(requests[0]?.url).toContain('isOnboarding=1');
    stop();
    configure({ session: { id: 7, isOnboardingUser: false, isOfferLetterUser: true, loginType: 'password' } });
    start();
    await vi.advanceTimersByTimeAsync(10 * 60 * MIN);
    expect(requests).toHaveLength(1);
  });

  it('runs no checks for offer-letter users', async () => {
    const { requests } = mockFetch(() => json({ SessionMinutesLeft: 20 }));
    start({ offerLetter: true });
    await vi.advanceTimersByTimeAsync(3 * 60 * MIN);
    expect(requests).toHaveLength(0);
  });

  it('is one check per page: a second start shares it; it ends when both stopped', async () => {
    const { requests } = mockFetch(() => json({ SessionMinutesLeft: 5 }));
    const first = startSessionCheck({ firstCheckMs: 1_000 });
    const second = startSessionCheck({ firstCheckMs: 99 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(requests).toHaveLength(1);
    first();
    first();
    await vi.advanceTimersByTimeAsync(3 * MIN);
    expect(requests).toHaveLength(2);
    second();
    expect(FakeChannel.open.size).toBe(0);
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(requests).toHaveLength(2);
  });
});

describe('Stay signed in', () => {
  it('renews with an ordinary request, then checks and resets the timer', async () => {
    let minutes = 2;
    const { requests } = mockFetch((r) =>
      r.url.includes('get_login_type')
        ? ((minutes = 20), json({ type: 'password' }))
        : json({ SessionMinutesLeft: minutes }),
    );
    start();
    await vi.advanceTimersByTimeAsync(15_000);
    expect($session.get().status).toBe('warning');
    await expect(extendSession()).resolves.toBe(true);
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/auth/check_session',
      '/auth/get_login_type',
      '/auth/check_session',
    ]);
    expect($session.get()).toMatchObject({ status: 'active', expiresAt: Date.now() + 20 * MIN });
    // The old timer (check at 2 minutes) is gone: the next check is at the new warning point.
    await vi.advanceTimersByTimeAsync(18 * MIN - 1);
    expect(requests).toHaveLength(3);
  });

  it('answers false when the renewal fails or the page is locked', async () => {
    mockFetch(() => json({}, 503));
    start();
    const result = extendSession();
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(result).resolves.toBe(false);
    expireSession('test');
    await expect(extendSession()).resolves.toBe(false);
  });
});

describe('re-login', () => {
  it('unlocks without a reload: token stored, timer restarted, callbacks run, held requests replayed once', async () => {
    let locked = false;
    const { requests } = mockFetch((r) => {
      if (locked) return json({}, 401);
      return r.url.includes('check_session')
        ? json({ SessionMinutesLeft: 20 })
        : json({ saved: r.headers.get('X-CSRF-Token') });
    });
    const { heard } = otherTab();
    start();
    locked = true;
    const saves = [
      http.post('/ajax/inline_edit/save.php', { form: { a: 1 } }),
      http.post('/ajax/inline_edit/save.php', { form: { a: 2 } }),
    ];
    await vi.advanceTimersByTimeAsync(0);
    expect($session.get().status).toBe('expired');
    expect(heard).toEqual([{ type: 'expired' }]);

    const callback = vi.fn();
    onUnlock(callback);
    locked = false;
    completeUnlock({ csrfToken: 'tok-new', minutesLeft: 30, userId: 7 });
    expect(getConfig().csrfToken).toBe('tok-new');
    expect($session.get()).toMatchObject({ status: 'active', reason: null, expiresAt: Date.now() + 30 * MIN });
    expect(callback).toHaveBeenCalledOnce();
    await expect(Promise.all(saves)).resolves.toEqual([{ saved: 'tok-new' }, { saved: 'tok-new' }]);
    expect(requests.filter((r) => r.url.includes('save.php'))).toHaveLength(4);
    expect(heard[1]).toEqual({ type: 'unlocked', csrfToken: 'tok-new', minutesLeft: 30, userId: 7 });
    expect(JSON.stringify(heard)).not.toContain('password');
    // Timer restarted from the login's minutes: the next check at its warning point.
    await vi.advanceTimersByTimeAsync(28 * MIN);
    expect(checks(requests)).toHaveLength(1);
  });

  it('reloads and drops held requests when a different user signs in', async () => {
    const reload = vi.fn();
    vi.spyOn(location, 'reload').mockImplementation(reload);
    mockFetch(() => json({ error: 'expired' }, 401));
    start();
    const save = http.post('/x', { form: {} }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    completeUnlock({ csrfToken: 'other', minutesLeft: 20, userId: 8 });
    expect(reload).toHaveBeenCalledOnce();
    expect(await save).toBeInstanceOf(HttpFailure);
    expect($session.get().status).toBe('expired');
  });

  it('locks once however many elements get a 401', async () => {
    mockFetch(() => json({}, 401));
    start();
    const changes: string[] = [];
    const unbind = $session.listen((s) => changes.push(s.status));
    for (const path of ['/a', '/b', '/c']) void http.get(path).catch(() => {});
    await vi.advanceTimersByTimeAsync(0);
    unbind();
    expect(changes).toEqual(['expired']);
  });
});

describe('unauthorized gate', () => {
  it('locks the session on a 401 from any request, naming it, even with no check running', async () => {
    mockFetch(() => json({}, 401));
    const error = await http.get('/ajax/counts.php').catch((failure: unknown) => failure);
    expect(error).toMatchObject({ kind: 'unauthorized' });
    expect($session.get()).toMatchObject({ status: 'expired', reason: '401 from /ajax/counts.php' });
  });

  it('fails a 401 at once when no check runs: nothing could unlock it', async () => {
    mockFetch(() => json({}, 401));
    let outcome: unknown = 'pending';
    void http.post('/x', { form: {} }).catch((failure: unknown) => (outcome = failure));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toMatchObject({ kind: 'unauthorized' });
  });

  it('fails what a stopped check held, and counts 401s as one expiry until resumed', async () => {
    mockFetch(() => json({}, 401));
    const stop = start();
    const held = http.post('/x', { form: {} }).catch((failure: unknown) => failure);
    await vi.advanceTimersByTimeAsync(0);
    expect($session.get().status).toBe('expired');
    stop();
    expect(await held).toMatchObject({ kind: 'unauthorized' });
    resumeSession();
    await http.get('/b').catch(() => {});
    expect($session.get()).toMatchObject({ status: 'expired', reason: '401 from /b' });
  });
});

describe('tabs in step', () => {
  it("one tab's re-login unlocks the others without echoing it back", async () => {
    mockFetch(() => json({ SessionMinutesLeft: 20 }));
    start();
    const { tab, heard } = otherTab();
    expireSession('401 from /a');
    heard.length = 0;
    tab.postMessage({ type: 'unlocked', csrfToken: 'from-tab', minutesLeft: 25, userId: 7 });
    expect($session.get().status).toBe('active');
    expect(getConfig().csrfToken).toBe('from-tab');
    expect(heard).toEqual([]);
  });

  it("one tab's logout locks the others; bad messages are ignored", async () => {
    mockFetch(() => json({ SessionMinutesLeft: 20 }));
    start();
    const { tab, heard } = otherTab();
    tab.postMessage({ type: 'unlocked' });
    tab.postMessage('logout');
    expect($session.get().status).toBe('active');
    tab.postMessage({ type: 'logout' });
    expect($session.get()).toMatchObject({ status: 'expired', reason: 'logged out in another tab' });
    expect(heard).toEqual([]);
  });

  it('broadcasts this tab’s logout, with or without a running check, and removes the user’s stored data', () => {
    const { heard } = otherTab();
    writeUserStored('globalSearchRecent:1', { searches: ['ada'], opened: [] });
    broadcastLogout();
    expect(Object.keys(localStorage).filter((key) => key.includes('user:'))).toEqual([]);
    start();
    broadcastLogout();
    expect(heard).toEqual([{ type: 'logout' }, { type: 'logout' }]);
  });

  it('works without BroadcastChannel', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    mockFetch(() => json({ SessionMinutesLeft: 20 }));
    start();
    broadcastLogout();
    expireSession('x');
    completeUnlock({ csrfToken: 't', minutesLeft: null, userId: null });
    expect($session.get().status).toBe('active');
  });
});

/** The page's visibility and connection as the browser reports them, with their events. */
function setVisible(visible: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (visible ? 'visible' : 'hidden'),
  });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => !visible });
  document.dispatchEvent(new Event('visibilitychange'));
}
function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('paused while hidden or offline', () => {
  afterEach(() => {
    setVisible(true);
    setOnline(true);
  });

  it('sends no check while the tab is hidden, and checks at once when it shows again', async () => {
    const { requests } = mockFetch(() => json({ SessionMinutesLeft: 20 }));
    start();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(requests).toHaveLength(1);
    setVisible(false);
    await vi.advanceTimersByTimeAsync(5 * 60 * MIN);
    expect(requests).toHaveLength(1);
    setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(2);
    // Back on the planned rhythm from that answer: the next check at its warning point.
    await vi.advanceTimersByTimeAsync(18 * MIN - 1);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(3);
  });

  it('does not send the first check of a page loaded in a background tab until it shows', async () => {
    const { requests } = mockFetch(() => json({ SessionMinutesLeft: 20 }));
    setVisible(false);
    start();
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(requests).toHaveLength(0);
    setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
  });

  it('does not retry while offline, and checks at once when the connection returns', async () => {
    let offline = true;
    const { requests } = mockFetch(() =>
      offline ? Promise.reject(new TypeError('Failed to fetch')) : json({ SessionMinutesLeft: 20 }),
    );
    start();
    setOnline(false);
    await vi.advanceTimersByTimeAsync(30 * MIN);
    expect(requests).toHaveLength(0);
    offline = false;
    setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    expect($session.get().status).toBe('active');
  });

  it('sends one check, not one per return, when the tab flips back and forth', async () => {
    const { requests } = mockFetch(() => json({ SessionMinutesLeft: 20 }));
    start();
    await vi.advanceTimersByTimeAsync(15_000);
    for (let flip = 0; flip < 10; flip++) {
      setVisible(false);
      setVisible(true);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(requests).toHaveLength(1);
  });

  it('stops listening when the check ends', async () => {
    const { requests } = mockFetch(() => json({ SessionMinutesLeft: 20 }));
    const stop = startSessionCheck();
    stop();
    setVisible(false);
    setVisible(true);
    setOnline(true);
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(requests).toHaveLength(0);
  });
});

describe('requests in flight across a re-login', () => {
  it('replays a request whose 401 arrives after the re-login, without locking again', async () => {
    const late = deferred<Response>();
    let saves = 0;
    const { requests } = mockFetch((r) => {
      if (r.url.includes('check_session')) return json({ SessionMinutesLeft: 20 });
      // Sent with the old session; the server answers it only after the user has signed in again.
      if (saves++ === 0) return late.promise;
      return json({ saved: r.headers.get('X-CSRF-Token') });
    });
    start();
    const save = http.post('/ajax/save.php', { form: { a: 1 } });
    await vi.advanceTimersByTimeAsync(0);
    expireSession('401 from /ajax/counts.php');
    const statuses: string[] = [];
    const unbind = $session.listen((s) => statuses.push(s.status));
    completeUnlock({ csrfToken: 'tok-new', minutesLeft: 30, userId: 7 });
    late.resolve(json({ error: 'expired' }, 401));
    await expect(save).resolves.toEqual({ saved: 'tok-new' });
    unbind();
    expect(statuses).not.toContain('expired');
    expect($session.get().status).toBe('active');
    expect(requests.filter((r) => r.url.includes('save.php'))).toHaveLength(2);
  });

  it('holds a 401 that arrives while the lock is open for the same re-login', async () => {
    let locked = true;
    const { requests } = mockFetch((r) => (locked ? json({}, 401) : json({ ok: r.headers.get('X-CSRF-Token') })));
    start();
    const first = http.post('/a', { form: {} });
    await vi.advanceTimersByTimeAsync(0);
    const expired: string[] = [];
    const unbind = $session.listen((s) => expired.push(s.status));
    const second = http.post('/b', { form: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(expired).toEqual([]);
    locked = false;
    completeUnlock({ csrfToken: 'tok-2', minutesLeft: 30, userId: 7 });
    await expect(Promise.all([first, second])).resolves.toEqual([{ ok: 'tok-2' }, { ok: 'tok-2' }]);
    unbind();
    expect(requests).toHaveLength(4);
  });

  it('does not lock again on a check that was sent before the re-login', async () => {
    const stale = deferred<Response>();
    let first = true;
    const { requests } = mockFetch(() => {
      if (first) {
        first = false;
        return stale.promise;
      }
      return json({ SessionMinutesLeft: 30 });
    });
    start();
    await vi.advanceTimersByTimeAsync(15_000);
    expireSession('401 from /a');
    completeUnlock({ csrfToken: 'tok-3', minutesLeft: 30, userId: 7 });
    stale.resolve(json({}, 401));
    await vi.advanceTimersByTimeAsync(0);
    expect($session.get()).toMatchObject({ status: 'active', expiresAt: Date.now() + 30 * MIN });
    await vi.advanceTimersByTimeAsync(28 * MIN);
    expect(requests).toHaveLength(2);
  });

  it('still locks when the replay of such a request gets a 401 too', async () => {
    const late = deferred<Response>();
    let sent = 0;
    mockFetch((r) => (r.url.includes('slow') && sent++ === 0 ? late.promise : json({}, 401)));
    start();
    const save = http.post('/slow', { form: {} }).catch((failure: unknown) => failure);
    await vi.advanceTimersByTimeAsync(0);
    expireSession('x');
    completeUnlock({ csrfToken: 'tok-4', minutesLeft: 30, userId: 7 });
    late.resolve(json({}, 401));
    await vi.advanceTimersByTimeAsync(0);
    expect($session.get()).toMatchObject({ status: 'expired', reason: '401 from /slow' });
    void save;
  });
});

describe('stored lock-timing record', () => {
  const KEY = 'hr-shell:sessionLockTiming';
  const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;
  /** Another tab (or the old shell) writing the record: the browser tells this tab with a storage event. */
  function writtenElsewhere(value: string | null) {
    const oldValue = localStorage.getItem(KEY);
    if (value === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, value);
    window.dispatchEvent(
      new StorageEvent('storage', { key: KEY, oldValue, newValue: value, storageArea: localStorage }),
    );
  }

  it('writes the time of the last check and the milliseconds left after each answer', async () => {
    let minutes = 20;
    mockFetch(() => json({ SessionMinutesLeft: minutes }));
    start();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(stored()).toEqual({ lastCheck: Date.now(), remainingMs: 20 * MIN });
    minutes = 2;
    await vi.advanceTimersByTimeAsync(18 * MIN);
    expect(stored()).toEqual({ lastCheck: Date.now(), remainingMs: 2 * MIN });
  });

  it('writes 0 left when the session locks, and the new time after a re-login', async () => {
    mockFetch(() => json({}, 401));
    start();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(stored()).toEqual({ lastCheck: Date.now(), remainingMs: 0 });
    await vi.advanceTimersByTimeAsync(MIN);
    completeUnlock({ csrfToken: 't', minutesLeft: 30, userId: 7 });
    expect(stored()).toEqual({ lastCheck: Date.now(), remainingMs: 30 * MIN });
  });

  it('follows a record written by another tab: a longer session clears the warning and moves the check', async () => {
    const { requests } = mockFetch(() => json({ SessionMinutesLeft: 2 }));
    start();
    await vi.advanceTimersByTimeAsync(15_000);
    expect($session.get().status).toBe('warning');
    writtenElsewhere(JSON.stringify({ lastCheck: Date.now() - 1_000, remainingMs: 20 * MIN + 1_000 }));
    expect($session.get()).toMatchObject({ status: 'active', expiresAt: Date.now() + 20 * MIN });
    await vi.advanceTimersByTimeAsync(18 * MIN - 1);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
  });

  it("checks (never locks on its own word) when another tab's record says the session ended", async () => {
    let locked = false;
    const { requests } = mockFetch(() => (locked ? json({}, 401) : json({ SessionMinutesLeft: 20 })));
    start();
    await vi.advanceTimersByTimeAsync(15_000);
    locked = true;
    writtenElsewhere(JSON.stringify({ lastCheck: Date.now(), remainingMs: 0 }));
    expect($session.get().status).toBe('active');
    // At most one check a minute, whatever the record says.
    await vi.advanceTimersByTimeAsync(MIN - 15_001);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(MIN);
    expect(requests).toHaveLength(2);
    expect($session.get().status).toBe('expired');
  });

  it.each([
    ['not JSON', '{lastCheck:'],
    ['not an object', '"20"'],
    ['missing fields', '{"lastCheck":1}'],
    ['strings', '{"lastCheck":"now","remainingMs":"1200000"}'],
    ['negative', '{"lastCheck":1736154000000,"remainingMs":-5}'],
    ['NaN-like', '{"lastCheck":null,"remainingMs":1e999}'],
    ['from the far future', JSON.stringify({ lastCheck: Date.UTC(2030, 0, 1), remainingMs: 60_000 })],
    ['a prototype key', '{"__proto__":{"lastCheck":1,"remainingMs":1}}'],
    ['removed', null],
  ])('ignores a corrupt or hostile record (%s)', async (_name, value) => {
    const { requests } = mockFetch(() => json({ SessionMinutesLeft: 20 }));
    start();
    await vi.advanceTimersByTimeAsync(15_000);
    const before = $session.get();
    writtenElsewhere(value);
    expect($session.get()).toBe(before);
    await vi.advanceTimersByTimeAsync(18 * MIN - 1);
    expect(requests).toHaveLength(1);
  });

  it('keeps working when storage refuses the write', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    mockFetch(() => json({ SessionMinutesLeft: 20 }));
    start();
    await vi.advanceTimersByTimeAsync(15_000);
    expect($session.get().status).toBe('active');
  });
});
