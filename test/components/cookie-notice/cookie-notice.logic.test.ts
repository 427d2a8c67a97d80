import { describe, expect, it } from 'vitest';
import {
  ACCEPT_PATH,
  FALLBACK_MAX_AGE,
  ONBOARDING_ACCEPT_PATH,
  acceptPath,
  isHashULink,
  noticeReducer,
  shouldShowNotice,
} from '../../../src/components/cookie-notice/cookie-notice.logic';

describe('isHashULink', () => {
  it('is true when the fragment carries a u parameter, alone or among others', () => {
    expect(isHashULink('#u')).toBe(true);
    expect(isHashULink('#u=42')).toBe(true);
    expect(isHashULink('#tab=files&u=42')).toBe(true);
    expect(isHashULink('#%75=42')).toBe(true);
  });

  it('is false without a fragment or without a u parameter', () => {
    expect(isHashULink('')).toBe(false);
    expect(isHashULink('#')).toBe(false);
    expect(isHashULink('#users')).toBe(false);
    expect(isHashULink('#tab=u')).toBe(false);
    expect(isHashULink('#uu=1&xu=2')).toBe(false);
  });

  it('does not throw on a malformed escape', () => {
    expect(isHashULink('#%E0%A4%A=1')).toBe(false);
    expect(isHashULink('#%E0%A4%A=1&u=2')).toBe(true);
  });
});

describe('shouldShowNotice', () => {
  const base = { acceptedCookies: false, cookie: null, hash: '' } as const;

  it('shows when not accepted, no cookie and not a hash+u link', () => {
    expect(shouldShowNotice(base)).toBe(true);
  });

  it('treats an unprinted acceptedCookies as not accepted (the page printed the tag)', () => {
    expect(shouldShowNotice({ ...base, acceptedCookies: undefined })).toBe(true);
  });

  it('stays hidden once the user accepted', () => {
    expect(shouldShowNotice({ ...base, acceptedCookies: true })).toBe(false);
  });

  it('stays hidden when the fallback cookie is present, whatever its value', () => {
    expect(shouldShowNotice({ ...base, cookie: '1' })).toBe(false);
    expect(shouldShowNotice({ ...base, cookie: '' })).toBe(false);
  });

  it('stays hidden on a hash+u link', () => {
    expect(shouldShowNotice({ ...base, hash: '#u=7' })).toBe(false);
  });
});

describe('acceptPath', () => {
  it('posts onboarding users to their packet endpoint, everyone else to the settings one', () => {
    expect(acceptPath({ isOnboardingUser: true })).toBe(ONBOARDING_ACCEPT_PATH);
    expect(ONBOARDING_ACCEPT_PATH).toBe('/self_onboarding/packet/accept_cookies');
    expect(acceptPath({ isOnboardingUser: false })).toBe(ACCEPT_PATH);
    expect(ACCEPT_PATH).toBe('/settings/users/accept_cookies');
    expect(acceptPath(null)).toBe(ACCEPT_PATH);
    expect(acceptPath(undefined)).toBe(ACCEPT_PATH);
  });
});

describe('the fallback cookie', () => {
  it('lives 5 years (SPEC §9)', () => {
    expect(FALLBACK_MAX_AGE).toBe(5 * 365 * 86_400);
  });
});

describe('noticeReducer', () => {
  it('shows or hides on a check, only before the user acted', () => {
    expect(noticeReducer('hidden', { type: 'check', show: true })).toBe('shown');
    expect(noticeReducer('shown', { type: 'check', show: false })).toBe('hidden');
    expect(noticeReducer('saving', { type: 'check', show: false })).toBe('saving');
    expect(noticeReducer('closed', { type: 'check', show: true })).toBe('closed');
  });

  it('goes shown → saving → closed, ignoring out-of-turn actions', () => {
    expect(noticeReducer('shown', { type: 'accept' })).toBe('saving');
    expect(noticeReducer('saving', { type: 'accept' })).toBe('saving');
    expect(noticeReducer('hidden', { type: 'accept' })).toBe('hidden');
    expect(noticeReducer('saving', { type: 'done' })).toBe('closed');
    expect(noticeReducer('shown', { type: 'done' })).toBe('shown');
  });
});
