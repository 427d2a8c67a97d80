import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { exposeScriptTagGlobal } from '../../src/global-entry';
import { loadHttpClient } from '../../src/lib/http';
import { configure, reloadConfig } from '../../src/stores/config';
import { completeUnlock, startSessionCheck } from '../../src/stores/session';
import { expireSession } from '../../src/stores/session-state';
import { json, mockFetch } from '../support/fetch';

let stops: Array<() => void> = [];

beforeAll(() => loadHttpClient());

beforeEach(() => {
  vi.useFakeTimers();
  delete window.HrShell;
  exposeScriptTagGlobal();
  configure({ csrfToken: 'tok-0', user: { id: 7, employeeId: 70, firstName: 'Ada', lastName: 'L' } });
  mockFetch(() => json({ SessionMinutesLeft: 20 }));
  stops.push(startSessionCheck());
});

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  reloadConfig();
  delete window.HrShell;
  vi.useRealTimers();
});

function relogin() {
  expireSession('test');
  completeUnlock({ csrfToken: 'tok-1', minutesLeft: 20, userId: 7 });
}

describe('HrShell.onUnlock (SPEC §4 unlock callbacks)', () => {
  it('runs a page callback after each re-login until it unsubscribes', () => {
    const callback = vi.fn();
    const stop = window.HrShell!.onUnlock(callback);
    relogin();
    expect(callback).toHaveBeenCalledOnce();
    relogin();
    expect(callback).toHaveBeenCalledTimes(2);
    stop();
    relogin();
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it('reports a callback that throws and still runs the others', () => {
    const reportError = vi.fn();
    configure({ reportError });
    const boom = new Error('page bug');
    const after = vi.fn();
    const stops = [
      window.HrShell!.onUnlock(() => {
        throw boom;
      }),
      window.HrShell!.onUnlock(after),
    ];
    expect(() => relogin()).not.toThrow();
    expect(reportError).toHaveBeenCalledWith(boom, { source: 'session', phase: 'runtime' });
    expect(after).toHaveBeenCalledOnce();
    stops.forEach((stop) => stop());
  });

  it('ignores what is not a function, with a console error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stop = window.HrShell!.onUnlock('reload()' as unknown as () => void);
    expect(log).toHaveBeenCalledWith('[hr-shell] onUnlock expects a function');
    expect(() => relogin()).not.toThrow();
    stop();
  });

  it('keeps one registration per call: the same function twice runs twice, each stop removes one', () => {
    const callback = vi.fn();
    const first = window.HrShell!.onUnlock(callback);
    const second = window.HrShell!.onUnlock(callback);
    relogin();
    expect(callback).toHaveBeenCalledTimes(2);
    first();
    relogin();
    expect(callback).toHaveBeenCalledTimes(3);
    second();
  });
});
