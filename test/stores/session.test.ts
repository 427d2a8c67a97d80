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
import { json, mockFetch, type RecordedRequest } from '../support/fetch';

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
