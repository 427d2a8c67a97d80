import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchScan, type PollEnvironment } from '../../../../src/components/file-list/upload/scan-poller';
import type { ScanStatus } from '../../../../src/components/file-list/upload/upload.types';

/** Connectivity and visibility the test switches, telling subscribers like the browser's events do. */
function fakeEnvironment() {
  const state = { online: true, visible: true };
  const listeners = new Set<() => void>();
  const env: PollEnvironment = {
    online: () => state.online,
    visible: () => state.visible,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  const set = (change: Partial<typeof state>) => {
    Object.assign(state, change);
    for (const listener of [...listeners]) listener();
  };
  return { env, set, listeners };
}

type Answer = ScanStatus | 'missing' | null | Error;

function start(answers: Answer[], env: PollEnvironment) {
  const calls: number[] = [];
  const events: string[] = [];
  const controller = new AbortController();
  const t0 = Date.now();
  watchScan({
    signal: controller.signal,
    environment: env,
    check: async () => {
      calls.push(Date.now() - t0);
      const answer = answers.shift() ?? 'pending';
      if (answer instanceof Error) throw answer;
      return answer;
    },
    onDone: (status) => events.push(status),
    onMissing: () => events.push('missing'),
    onGiveUp: () => events.push('give-up'),
    onOffline: (offline) => events.push(offline ? 'offline' : 'online'),
  });
  return { calls, events, controller };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-02T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('watchScan', () => {
  it('polls at 2000, 5000, 9500… ms (waits of 2000 × 1.5ⁿ) and gives up after the 115330 ms wait', async () => {
    const { env } = fakeEnvironment();
    const { calls, events } = start([], env);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([2000]);
    await vi.advanceTimersByTimeAsync(400_000);
    const waits = [2000, 3000, 4500, 6750, 10125, 15188, 22781, 34172, 51258, 76887, 115330];
    let at = 0;
    expect(calls).toEqual(waits.map((wait) => (at += wait)));
    expect(events).toEqual(['give-up']);
  });

  it('ends with uploaded once the server says so (pending first)', async () => {
    const { env, listeners } = fakeEnvironment();
    const { calls, events } = start(['pending', 'pending', 'uploaded'], env);
    await vi.advanceTimersByTimeAsync(9500);
    expect(calls).toEqual([2000, 5000, 9500]);
    expect(events).toEqual(['uploaded']);
    await vi.advanceTimersByTimeAsync(200_000);
    expect(calls).toHaveLength(3);
    expect(listeners.size).toBe(0);
  });

  it('ends with virus', async () => {
    const { env } = fakeEnvironment();
    const { events } = start(['pending', 'virus'], env);
    await vi.advanceTimersByTimeAsync(5000);
    expect(events).toEqual(['virus']);
  });

  it('counts a failed or unreadable poll as pending, and ends when the file is missing', async () => {
    const { env } = fakeEnvironment();
    const { calls, events } = start([new Error('network'), null, 'missing'], env);
    await vi.advanceTimersByTimeAsync(9500);
    expect(calls).toEqual([2000, 5000, 9500]);
    expect(events).toEqual(['missing']);
  });

  it('stops everything when aborted (the element left the page)', async () => {
    const { env } = fakeEnvironment();
    const { calls, events, controller } = start([], env);
    await vi.advanceTimersByTimeAsync(2000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(400_000);
    expect(calls).toEqual([2000]);
    expect(events).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores an answer that arrives after the abort', async () => {
    const { env } = fakeEnvironment();
    const controller = new AbortController();
    const events: string[] = [];
    let answer!: (status: ScanStatus) => void;
    watchScan({
      signal: controller.signal,
      environment: env,
      check: () => new Promise((resolve) => (answer = resolve)),
      onDone: (status) => events.push(status),
      onMissing: () => events.push('missing'),
      onGiveUp: () => events.push('give-up'),
    });
    await vi.advanceTimersByTimeAsync(2000);
    controller.abort();
    answer('uploaded');
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([]);
  });

  it('pauses a due poll while offline and polls at once when back online, without using up the schedule', async () => {
    const { env, set } = fakeEnvironment();
    const { calls, events } = start(['pending', 'uploaded'], env);
    set({ online: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual([]);
    expect(events).toEqual(['offline']);
    set({ online: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([60_000]);
    expect(events).toEqual(['offline', 'online']);
    // The next wait is the second of the schedule (3000 ms), counted from the resumed poll.
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([60_000, 63_000]);
    expect(events).toEqual(['offline', 'online', 'uploaded']);
  });

  it('pauses while the tab is hidden and resumes when it is visible again (hidden is not shown as offline)', async () => {
    const { env, set } = fakeEnvironment();
    const { calls, events } = start(['uploaded'], env);
    set({ visible: false });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toEqual([]);
    set({ online: false });
    set({ visible: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual([]);
    set({ online: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([31_000]);
    expect(events).toEqual(['offline', 'online', 'uploaded']);
  });

  it('does nothing with a signal already aborted', async () => {
    const { env } = fakeEnvironment();
    const controller = new AbortController();
    controller.abort();
    const check = vi.fn();
    watchScan({ signal: controller.signal, environment: env, check, onDone() {}, onMissing() {}, onGiveUp() {} });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).not.toHaveBeenCalled();
  });
});
