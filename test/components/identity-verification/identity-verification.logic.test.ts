import { describe, expect, it } from 'vitest';
import {
  INITIAL_STATE,
  identityChannel,
  identityReducer,
  isDropped,
  readVerificationCode,
  type IdentityState,
} from '../../../src/components/identity-verification/identity-verification.logic';
import type { SessionUser } from '../../../src/lib/config';

const session = (id: number | null, companyId?: number): SessionUser => ({
  id,
  isOnboardingUser: false,
  isOfferLetterUser: false,
  loginType: 'password',
  ...(companyId !== undefined && { companyId }),
});
const user = { id: 9, employeeId: 90, firstName: 'A', lastName: 'B' };

describe('identityChannel', () => {
  it("is the session user's identity channel: private-{companyId}-identity-{userId}", () => {
    expect(identityChannel({ session: session(7, 3), user: null })).toBe('private-3-identity-7');
  });

  it('falls back to the shell user id when the session has none', () => {
    expect(identityChannel({ session: session(null, 3), user })).toBe('private-3-identity-9');
  });

  it('is none without the company or the user', () => {
    expect(identityChannel({ session: session(7), user: null })).toBeNull();
    expect(identityChannel({ session: null, user })).toBeNull();
    expect(identityChannel({ session: session(null, 3), user: null })).toBeNull();
  });
});

describe('readVerificationCode', () => {
  it('takes the code of the event data, trimmed', () => {
    expect(readVerificationCode({ code: '123456' })).toBe('123456');
    expect(readVerificationCode({ code: '  A1b2C3 ' })).toBe('A1b2C3');
    expect(readVerificationCode({ code: 482913 })).toBe('482913');
  });

  it('keeps markup as text, for the view to show literally', () => {
    expect(readVerificationCode({ code: '<img src=x onerror=alert(1)>' })).toBe('<img src=x onerror=alert(1)>');
  });

  it('is no code for data without one, an empty or overlong code, control characters or a non-string', () => {
    for (const data of [
      null,
      undefined,
      '123456',
      {},
      { code: '' },
      { code: '   ' },
      { code: 'x'.repeat(33) },
      { code: '12\n34' },
      { code: '12\u0000' },
      { code: 1.5 },
      { code: Number.MAX_SAFE_INTEGER * 2 },
      { code: ['123456'] },
      { code: { toString: () => '123456' } },
    ])
      expect(readVerificationCode(data), JSON.stringify(data)).toBeNull();
    expect(readVerificationCode({ code: 'x'.repeat(32) })).toBe('x'.repeat(32));
  });
});

describe('identityReducer', () => {
  const showing: IdentityState = { code: '123456', status: 'live' };

  it("shows the code of a 'verify' event, and a newer code replaces it", () => {
    expect(identityReducer(INITIAL_STATE, { type: 'event', event: 'verify', data: { code: '123456' } }).code).toBe(
      '123456',
    );
    expect(identityReducer(showing, { type: 'event', event: 'verify', data: { code: '654321' } }).code).toBe('654321');
  });

  it("hides it on a 'close' event or when the user closes it", () => {
    expect(identityReducer(showing, { type: 'event', event: 'close', data: {} })).toEqual({
      code: null,
      status: 'live',
    });
    expect(identityReducer(showing, { type: 'dismiss' })).toEqual({ code: null, status: 'live' });
  });

  it("ignores a 'verify' without a valid code and every other event", () => {
    expect(identityReducer(showing, { type: 'event', event: 'verify', data: { code: '' } })).toBe(showing);
    expect(identityReducer(showing, { type: 'event', event: 'notify', data: { code: '999999' } })).toBe(showing);
    expect(identityReducer(INITIAL_STATE, { type: 'event', event: 'close', data: {} })).toBe(INITIAL_STATE);
  });

  it('follows the connection status without touching the code', () => {
    expect(identityReducer(showing, { type: 'status', status: 'dropped' })).toEqual({
      code: '123456',
      status: 'dropped',
    });
  });
});

describe('isDropped', () => {
  it('shows the message only when no event can arrive', () => {
    expect(isDropped('dropped')).toBe(true);
    expect(isDropped('connecting')).toBe(false);
    expect(isDropped('live')).toBe(false);
  });
});
