import { describe, expect, it } from 'vitest';
import {
  LOGIN_TYPES,
  makeNonce,
  mfaNeedsReload,
  minutesLeft,
  parseActiveCheck,
  parseLoginAnswer,
  parseLoginType,
  parseSsoMessage,
  shouldAnnounce,
  SSO_POPUP_PATHS,
  loginRefusalText,
  unlockFailure,
  failureText,
} from '../../../src/components/session-lock/session-lock.logic';

describe('parseLoginType', () => {
  it.each(LOGIN_TYPES)('accepts %s', (type) => {
    expect(parseLoginType({ type })).toBe(type);
  });

  it.each([{ type: 'PASSWORD' }, { type: 'ldap' }, { type: 3 }, {}, null, 'password', [{ type: 'password' }]])(
    'rejects %j',
    (body) => {
      expect(parseLoginType(body)).toBeNull();
    },
  );

  it('has a popup for every single sign-on type, on our own origin', () => {
    expect(Object.keys(SSO_POPUP_PATHS).sort()).toEqual(LOGIN_TYPES.filter((type) => type !== 'password').sort());
    for (const path of Object.values(SSO_POPUP_PATHS)) expect(path).toMatch(/^\/sso\/[a-z]+_login$/);
  });
});

describe('parseLoginAnswer (SPEC §3 login response)', () => {
  it("takes result 'OK' with the token, expiresIn in minutes and the user id", () => {
    expect(parseLoginAnswer({ result: 'OK', CSRFToken: 't', expiresIn: 1800, userId: 7 })).toEqual({
      csrfToken: 't',
      minutesLeft: 30,
      userId: 7,
    });
  });

  it('takes success: true instead of result, and no expiresIn or user id as unknown', () => {
    expect(parseLoginAnswer({ success: true, CSRFToken: 't' })).toEqual({
      csrfToken: 't',
      minutesLeft: null,
      userId: null,
    });
    expect(parseLoginAnswer({ success: true, CSRFToken: 't', expiresIn: -5, userId: 'x' })).toEqual({
      csrfToken: 't',
      minutesLeft: null,
      userId: null,
    });
  });

  it.each([
    { result: 'OK' },
    { result: 'OK', CSRFToken: '' },
    { success: 'true', CSRFToken: 't' },
    { result: 'FAIL', CSRFToken: 't' },
    { success: false, CSRFToken: 't' },
    null,
    'OK',
  ])('is not a success: %j', (body) => {
    expect(parseLoginAnswer(body)).toBeNull();
  });
});

describe('mfaNeedsReload (SPEC §4)', () => {
  it.each([
    [{ status: 'setup' }, true],
    [{ status: 'beforeRequired' }, true],
    [{ status: 'login', result: 'invalid' }, true],
    [{ status: 'login', result: 'valid' }, false],
    [{ status: 'login' }, false],
    [{ status: 'none' }, false],
    [null, false],
  ])('%j → %s', (body, reload) => {
    expect(mfaNeedsReload(body)).toBe(reload);
  });
});

describe('parseActiveCheck', () => {
  it('maps the results per provider', () => {
    expect(parseActiveCheck({ result: 'ACTIVE' }, 'google')).toBe('active');
    expect(parseActiveCheck({ result: 'GOOGLE_INACTIVE' }, 'google')).toBe('inactive');
    expect(parseActiveCheck({ result: 'MICROSOFT_INACTIVE' }, 'microsoft')).toBe('inactive');
    expect(parseActiveCheck({ result: 'MICROSOFT_INACTIVE' }, 'google')).toBeNull();
    expect(parseActiveCheck({ result: 'NO_USER' }, 'microsoft')).toBe('no-user');
    expect(parseActiveCheck('ACTIVE', 'google')).toBeNull();
  });
});

describe('parseSsoMessage', () => {
  const nonce = 'abcdef0123456789';
  it('takes the message of this attempt only', () => {
    expect(parseSsoMessage({ type: 'hr-shell-sso', status: 'ok', nonce }, nonce)).toEqual({
      status: 'ok',
      identity: null,
    });
    expect(parseSsoMessage({ type: 'hr-shell-sso', status: 'ok', nonce: 'other-attempt' }, nonce)).toBeNull();
    expect(parseSsoMessage({ type: 'hr-shell-sso', status: 'ok', nonce: null }, null)).toBeNull();
    expect(parseSsoMessage({ type: 'unlocked', status: 'ok', nonce }, nonce)).toBeNull();
    expect(parseSsoMessage({ type: 'hr-shell-sso', nonce }, nonce)).toBeNull();
  });

  it('carries an identity for the active check when the message has one', () => {
    expect(
      parseSsoMessage(
        {
          type: 'hr-shell-sso',
          status: 'ok',
          nonce,
          openIdConnectIss: 'https://i',
          openIdConnectSub: 's',
          openIdConnectUpn: 'u',
        },
        nonce,
      ),
    ).toEqual({
      status: 'ok',
      identity: { openIdConnectIss: 'https://i', openIdConnectSub: 's', openIdConnectUpn: 'u' },
    });
    expect(
      parseSsoMessage({ type: 'hr-shell-sso', status: 'ok', nonce, openIdConnectIss: 'https://i' }, nonce)?.identity,
    ).toBeNull();
  });
});

describe('loginRefusalText (SPEC §8)', () => {
  it('words a 200 that is not OK by the server, else as a wrong password; an OK without a token failed', () => {
    expect(loginRefusalText({ success: false, error: ' Account locked. ' }, 'Acme')).toBe('Account locked.');
    expect(loginRefusalText({ result: 'FAIL', message: 'Try later' }, 'Acme')).toBe('Try later');
    expect(loginRefusalText({ result: 'FAIL' }, 'Acme')).toBe("Sorry, that password doesn't look right. Try it again?");
    expect(loginRefusalText('<html>', 'Acme')).toBe("Sorry, that password doesn't look right. Try it again?");
    expect(loginRefusalText({ result: 'OK' }, 'Acme')).toBe('Failed to authenticate login');
    expect(loginRefusalText({ success: true, error: 'ignored' }, 'Acme')).toBe('Failed to authenticate login');
  });
});

describe('unlockFailure (SPEC §8)', () => {
  it('single sign-on identity unknown → no-user; server text → that text; otherwise the wrong-password message', () => {
    expect(unlockFailure({ noSsoUser: true, serverMessage: 'x' })).toEqual({ kind: 'no-sso-user' });
    expect(unlockFailure({ serverMessage: ' Too many failed attempts. ' })).toEqual({
      kind: 'server',
      text: 'Too many failed attempts.',
    });
    expect(unlockFailure({ serverMessage: '  ' })).toEqual({ kind: 'bad-password' });
    expect(unlockFailure({})).toEqual({ kind: 'bad-password' });
  });

  it('words each choice', () => {
    expect(failureText({ kind: 'no-sso-user' }, 'Acme HR')).toBe('There is no Acme HR user for the account you chose.');
    expect(failureText({ kind: 'server', text: 'Locked.' }, 'Acme HR')).toBe('Locked.');
    expect(failureText({ kind: 'bad-password' }, 'Acme HR')).toBe(
      "Sorry, that password doesn't look right. Try it again?",
    );
  });
});

describe('countdown', () => {
  it('rounds minutes up and says 0 under a minute', () => {
    expect(minutesLeft(null, 0)).toBeNull();
    expect(minutesLeft(120_000, 0)).toBe(2);
    expect(minutesLeft(90_000, 0)).toBe(2);
    expect(minutesLeft(60_000, 0)).toBe(1);
    expect(minutesLeft(59_999, 0)).toBe(0);
    expect(minutesLeft(0, 5)).toBe(0);
  });

  it('announces at most once a minute, and only a changed number', () => {
    expect(shouldAnnounce(null, 2, 0)).toBe(true);
    expect(shouldAnnounce({ at: 0, minutes: 2 }, 1, 30_000)).toBe(false);
    expect(shouldAnnounce({ at: 0, minutes: 2 }, 2, 90_000)).toBe(false);
    expect(shouldAnnounce({ at: 0, minutes: 2 }, 1, 60_000)).toBe(true);
  });
});

describe('makeNonce', () => {
  it('is 32 hex characters the demo popup accepts, different each time', () => {
    const a = makeNonce();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(a).toHaveLength(32);
    expect(makeNonce()).not.toBe(a);
  });
});
