import { describe, expect, it } from 'vitest';
import {
  MAX_DELAY_MS,
  MIN_DELAY_MS,
  RETRY_MS,
  announcement,
  clampDelay,
  delayOnResume,
  duration,
  isPaused,
  planFromRecord,
  readTimingRecord,
  timingRecord,
  planAfterAnswer,
  readAnswer,
  readTabMessage,
  unlockFromCheck,
} from '../../src/stores/session.logic';

const NOW = Date.UTC(2025, 0, 6, 9, 0, 0);

describe('session timing rules', () => {
  it('reads SessionMinutesLeft as minutes × 60,000 ms, numeric strings included', () => {
    expect(readAnswer({ CSRFToken: 't', SessionMinutesLeft: 20 }, 'default', NOW)).toEqual({
      csrfToken: 't',
      msLeft: 1_200_000,
      inactive: false,
    });
    expect(readAnswer({ SessionMinutesLeft: '3' }, 'default', NOW).msLeft).toBe(180_000);
  });

  it('clamps absurd answers: negative to 0, huge to 24 h, non-numbers to "unknown"', () => {
    const msLeft = (value: unknown) => readAnswer({ SessionMinutesLeft: value }, 'default', NOW).msLeft;
    expect(msLeft(-1)).toBe(0);
    expect(msLeft(1e9)).toBe(86_400_000);
    expect(msLeft(Infinity)).toBe(86_400_000);
    for (const bad of [Number.NaN, 'abc', '', undefined, null, {}, [], true]) expect(msLeft(bad)).toBeNull();
    expect(readAnswer(null, 'default', NOW)).toEqual({ csrfToken: null, msLeft: null, inactive: false });
    expect(readAnswer({ CSRFToken: 5, SessionMinutesLeft: 1 }, 'default', NOW).csrfToken).toBeNull();
  });

  it('reads the greenhouse status: ISO or epoch (s or ms) expiry, active false as ended', () => {
    const iso = new Date(NOW + 600_000).toISOString();
    expect(readAnswer({ CSRFToken: 'g', expires: iso, active: true }, 'greenhouse', NOW)).toEqual({
      csrfToken: 'g',
      msLeft: 600_000,
      inactive: false,
    });
    expect(readAnswer({ expires: (NOW + 60_000) / 1000, active: true }, 'greenhouse', NOW).msLeft).toBe(60_000);
    expect(readAnswer({ expires: NOW + 60_000 }, 'greenhouse', NOW).msLeft).toBe(60_000);
    expect(readAnswer({ expires: new Date(NOW - 5_000).toISOString() }, 'greenhouse', NOW).msLeft).toBe(0);
    expect(readAnswer({ expires: 'soon' }, 'greenhouse', NOW).msLeft).toBeNull();
    expect(readAnswer({ CSRFToken: 'g', expires: iso, active: false }, 'greenhouse', NOW)).toMatchObject({
      inactive: true,
    });
  });

  it('never plans a delay that could spin or overflow', () => {
    expect(clampDelay(0)).toBe(MIN_DELAY_MS);
    expect(clampDelay(-5)).toBe(MIN_DELAY_MS);
    expect(clampDelay(Number.NaN)).toBe(RETRY_MS);
    expect(clampDelay(1e15)).toBe(MAX_DELAY_MS);
    expect(MAX_DELAY_MS).toBeLessThan(2 ** 31 - 1);
    expect(clampDelay(300_000)).toBe(300_000);
  });

  it('checks at the warning point, then warns and checks at the expected expiry', () => {
    expect(planAfterAnswer(20 * 60_000, 120_000)).toEqual({ status: 'active', delay: 18 * 60_000 });
    expect(planAfterAnswer(120_000, 120_000)).toEqual({ status: 'warning', delay: 120_000 });
    expect(planAfterAnswer(0, 120_000)).toEqual({ status: 'warning', delay: MIN_DELAY_MS });
    expect(planAfterAnswer(150_000, 120_000)).toEqual({ status: 'active', delay: MIN_DELAY_MS });
    expect(planAfterAnswer(600_000, 0)).toEqual({ status: 'active', delay: 600_000 });
  });

  it('sanitizes option durations', () => {
    expect(duration(30_000, 1)).toBe(30_000);
    expect(duration(0, 1)).toBe(0);
    for (const bad of [-1, Number.NaN, Infinity, '5', undefined]) expect(duration(bad, 7)).toBe(7);
    expect(duration(1e12, 1)).toBe(MAX_DELAY_MS);
  });

  it('announces the minutes left at most once per minute', () => {
    const said: number[] = [];
    let last: number | null = null;
    for (let ms = 120_000; ms >= 0; ms -= 1_000) {
      const minute = announcement(ms, last);
      if (minute !== null) said.push((last = minute));
    }
    expect(said).toEqual([2, 1, 0]);
    expect(announcement(Number.NaN, null)).toBe(0);
  });

  it('accepts only well-formed messages from other tabs', () => {
    expect(readTabMessage({ type: 'logout' })).toEqual({ type: 'logout' });
    expect(readTabMessage({ type: 'expired', extra: 1 })).toEqual({ type: 'expired' });
    expect(readTabMessage({ type: 'unlocked', csrfToken: 'n', minutesLeft: 20, userId: 7 })).toEqual({
      type: 'unlocked',
      csrfToken: 'n',
      minutesLeft: 20,
      userId: 7,
    });
    expect(readTabMessage({ type: 'unlocked', csrfToken: 'n', minutesLeft: 'x', userId: 1.5 })).toEqual({
      type: 'unlocked',
      csrfToken: 'n',
      minutesLeft: null,
      userId: null,
    });
    for (const bad of [null, 'logout', { type: 'unlocked' }, { type: 'unlocked', csrfToken: '' }, { type: 'other' }])
      expect(readTabMessage(bad)).toBeNull();
  });
});

describe('unlockFromCheck', () => {
  it('turns a check answer with a token into an unlock, minutes read as for the timer', () => {
    expect(unlockFromCheck({ CSRFToken: 't', SessionMinutesLeft: 12 }, NOW)).toEqual({
      csrfToken: 't',
      minutesLeft: 12,
      userId: null,
    });
    expect(unlockFromCheck({ CSRFToken: 't', SessionMinutesLeft: '20' }, NOW)?.minutesLeft).toBe(20);
    expect(unlockFromCheck({ CSRFToken: 't', SessionMinutesLeft: -5 }, NOW)?.minutesLeft).toBe(0);
    expect(unlockFromCheck({ CSRFToken: 't', SessionMinutesLeft: 'soon' }, NOW)).toEqual({
      csrfToken: 't',
      minutesLeft: null,
      userId: null,
    });
  });

  it('is no proof without a token', () => {
    expect(unlockFromCheck({ SessionMinutesLeft: 12 }, NOW)).toBeNull();
    expect(unlockFromCheck({ CSRFToken: '', SessionMinutesLeft: 12 }, NOW)).toBeNull();
    expect(unlockFromCheck('<html>', NOW)).toBeNull();
  });
});

describe('pausing and the stored lock-timing record', () => {
  it('pauses while hidden or offline only', () => {
    expect(isPaused('visible', true)).toBe(false);
    expect(isPaused('hidden', true)).toBe(true);
    expect(isPaused('visible', false)).toBe(true);
    expect(isPaused(undefined, undefined)).toBe(false);
  });

  it('checks at once on return, unless the last answer is under a minute old and nothing is due', () => {
    expect(delayOnResume(NOW, NOW - 1, NOW - 1_000)).toBe(0);
    expect(delayOnResume(NOW, NOW + 5 * 60_000, null)).toBe(0);
    expect(delayOnResume(NOW, NOW + 5 * 60_000, NOW - 61_000)).toBe(0);
    expect(delayOnResume(NOW, NOW + 5 * 60_000, NOW - 10_000)).toBe(5 * 60_000);
  });

  it('writes the last check and the whole milliseconds left, clamped', () => {
    expect(timingRecord(NOW, 1_200_000)).toEqual({ lastCheck: NOW, remainingMs: 1_200_000 });
    expect(timingRecord(NOW, -5)).toEqual({ lastCheck: NOW, remainingMs: 0 });
    expect(timingRecord(NOW, 0.4)).toEqual({ lastCheck: NOW, remainingMs: 0 });
  });

  it('reads a record as the milliseconds left now, and refuses what it cannot believe', () => {
    expect(readTimingRecord({ lastCheck: NOW - 60_000, remainingMs: 1_200_000 }, NOW)).toBe(1_140_000);
    expect(readTimingRecord({ lastCheck: NOW - 30 * 60_000, remainingMs: 1_200_000 }, NOW)).toBe(0);
    for (const bad of [
      null,
      'x',
      [],
      { lastCheck: NOW },
      { lastCheck: String(NOW), remainingMs: 1 },
      { lastCheck: NOW, remainingMs: -1 },
      { lastCheck: NOW, remainingMs: Number.POSITIVE_INFINITY },
      { lastCheck: NOW, remainingMs: 25 * 60 * 60_000 },
      { lastCheck: NOW + 5 * 60_000, remainingMs: 1 },
      { lastCheck: NOW - 25 * 60 * 60_000, remainingMs: 1 },
    ])
      expect(readTimingRecord(bad, NOW)).toBeNull();
  });

  it('calms a warning when the record shows the session extended; else asks for a check, at most one a minute', () => {
    expect(planFromRecord(20 * 60_000, 2 * 60_000, 5_000)).toEqual({ status: 'active', delay: 18 * 60_000 });
    expect(planFromRecord(60_000, 2 * 60_000, null)).toEqual({ status: null, delay: 0 });
    expect(planFromRecord(0, 2 * 60_000, 15_000)).toEqual({ status: null, delay: 45_000 });
    expect(planFromRecord(0, 2 * 60_000, 90_000)).toEqual({ status: null, delay: 0 });
  });
});
