import { describe, expect, it } from 'vitest';
import {
  mobileAppLinks,
  formatTimeLeft,
  initialQrState,
  parseQrGrant,
  qrPath,
  qrReducer,
  type QrState,
} from '../../../src/components/mobile-qr/mobile-qr.logic';

const TOKEN = 'a'.repeat(43);

describe('mobileAppLinks (config mobileApp)', () => {
  it('uses the configured app pages on the stores and the solutions page, prefixed or on an allowed host', () => {
    expect(
      mobileAppLinks(
        {
          appStoreUrl: 'https://apps.apple.com/us/app/acme-hr/id123',
          googlePlayUrl: 'https://play.google.com/store/apps/details?id=com.acme.hr',
          solutionsUrl: '/mobile/',
        },
        '/hr',
        [],
      ),
    ).toEqual({
      appStore: 'https://apps.apple.com/us/app/acme-hr/id123',
      googlePlay: 'https://play.google.com/store/apps/details?id=com.acme.hr',
      solutions: '/hr/mobile/',
    });
    expect(
      mobileAppLinks({ solutionsUrl: 'https://www.acme.example/mobile' }, '', ['www.acme.example']).solutions,
    ).toBe('https://www.acme.example/mobile');
  });

  it('falls back to the stores and the default page, and refuses other hosts and schemes', () => {
    expect(mobileAppLinks({}, '/hr', [])).toEqual({
      appStore: 'https://apps.apple.com/',
      googlePlay: 'https://play.google.com/store/apps',
      solutions: '/hr/app/mobile/',
    });
    const hostile = mobileAppLinks(
      {
        appStoreUrl: 'javascript:alert(1)',
        googlePlayUrl: 'https://evil.example/play.google.com',
        solutionsUrl: '//evil.example/x',
      },
      '',
      [],
    );
    expect(hostile).toEqual({
      appStore: 'https://apps.apple.com/',
      googlePlay: 'https://play.google.com/store/apps',
      solutions: null,
    });
    expect(mobileAppLinks({ appStoreUrl: 'http://apps.apple.com/x' }, '', []).appStore).toBe('https://apps.apple.com/');
    expect(mobileAppLinks({ solutionsUrl: 'https://other.example/' }, '', []).solutions).toBeNull();
  });
});

describe('parseQrGrant', () => {
  it('takes the first entry: its refresh_token and its expiration in milliseconds', () => {
    expect(parseQrGrant([{ refresh_token: TOKEN, expiration: 1_700_000_120 }, { refresh_token: 'b' }])).toEqual({
      token: TOKEN,
      expiresAt: 1_700_000_120_000,
    });
  });

  it('accepts an expiration PHP encoded as a digit string', () => {
    expect(parseQrGrant([{ refresh_token: TOKEN, expiration: '1700000120' }, { refresh_token: 'b' }])?.expiresAt).toBe(
      1_700_000_120_000,
    );
  });

  it.each([
    ['not a list', { refresh_token: TOKEN, expiration: 1 }],
    ['one entry', [{ refresh_token: TOKEN, expiration: 1 }]],
    ['three entries', [{ refresh_token: TOKEN, expiration: 1 }, { refresh_token: 'b' }, { refresh_token: 'c' }]],
    ['no expiration', [{ refresh_token: TOKEN }, { refresh_token: 'b' }]],
    ['a non-numeric expiration', [{ refresh_token: TOKEN, expiration: 'soon' }, { refresh_token: 'b' }]],
    ['a NaN-like expiration', [{ refresh_token: TOKEN, expiration: '1e3' }, { refresh_token: 'b' }]],
    ['a negative expiration', [{ refresh_token: TOKEN, expiration: -5 }, { refresh_token: 'b' }]],
    ['a numeric token', [{ refresh_token: 12345, expiration: 1 }, { refresh_token: 'b' }]],
    ['an empty token', [{ refresh_token: '', expiration: 1 }, { refresh_token: 'b' }]],
    ['a second entry without a token', [{ refresh_token: TOKEN, expiration: 1 }, {}]],
    ['null entries', [null, null]],
    ['null', null],
  ])('treats %s as a failure', (_case, body) => {
    expect(parseQrGrant(body)).toBeNull();
  });
});

describe('formatTimeLeft', () => {
  it('shows m:ss rounded up to the second', () => {
    expect(formatTimeLeft(120_000)).toBe('2:00');
    expect(formatTimeLeft(119_001)).toBe('2:00');
    expect(formatTimeLeft(119_000)).toBe('1:59');
    expect(formatTimeLeft(5_000)).toBe('0:05');
    expect(formatTimeLeft(61_000)).toBe('1:01');
    expect(formatTimeLeft(600_000)).toBe('10:00');
  });

  it('never shows negative time', () => {
    expect(formatTimeLeft(0)).toBe('0:00');
    expect(formatTimeLeft(-30_000)).toBe('0:00');
  });
});

describe('qrPath', () => {
  it('draws one rectangle per horizontal run of dark modules', () => {
    // 3×3: row 0 "##.", row 1 ".#.", row 2 "###"
    expect(qrPath({ size: 3, data: [1, 1, 0, 0, 1, 0, 1, 1, 1] })).toBe('M0 0h2v1H0zM1 1h1v1H1zM0 2h3v1H0z');
  });

  it('draws nothing for an empty matrix', () => {
    expect(qrPath({ size: 2, data: [0, 0, 0, 0] })).toBe('');
  });
});

describe('qrReducer', () => {
  const code = { path: 'M0 0h1v1H0z', size: 21 };
  const shown = (expiresAt: number, now: number) => qrReducer(initialQrState, { type: 'shown', code, expiresAt, now });

  it('goes from generating to showing with the code and announces the time left at once', () => {
    const state = shown(120_000, 0);
    expect(state).toEqual({ phase: 'showing', code, expiresAt: 120_000, now: 0, announced: 120 });
  });

  it('counts down on ticks and announces at most once a minute', () => {
    let state = shown(150_000, 0);
    const at = (now: number) => (state = qrReducer(state, { type: 'tick', now }));
    expect(at(1_000).announced).toBe(150);
    expect(at(59_000).announced).toBe(150);
    expect(at(60_000).announced).toBe(90);
    expect(at(100_000).announced).toBe(90);
    expect(at(119_999).announced).toBe(90);
    expect(at(120_000).announced).toBe(30);
    expect(at(149_000)).toMatchObject({ phase: 'showing', now: 149_000, announced: 30 });
  });

  it('opens the Expired sheet and drops the code when the expiration passes', () => {
    const state = qrReducer(shown(5_000, 0), { type: 'tick', now: 5_000 });
    expect(state.phase).toBe('expired');
    expect(state.code).toBeNull();
  });

  it('goes straight to expired when the code arrives already expired', () => {
    const state = shown(1_000, 2_000);
    expect(state.phase).toBe('expired');
    expect(state.code).toBeNull();
  });

  it('ignores ticks outside the showing phase (no loop after expiry)', () => {
    const expired = shown(1_000, 2_000);
    expect(qrReducer(expired, { type: 'tick', now: 3_000 })).toBe(expired);
    const failed: QrState = qrReducer(initialQrState, { type: 'failed' });
    expect(qrReducer(failed, { type: 'tick', now: 3_000 })).toBe(failed);
  });

  it('starts over without the old code on a new request (Refresh, Try again)', () => {
    expect(qrReducer(shown(120_000, 0), { type: 'request' })).toEqual(initialQrState);
  });

  it('fails and frames without a code', () => {
    expect(qrReducer(shown(120_000, 0), { type: 'failed' })).toMatchObject({ phase: 'failed', code: null });
    expect(qrReducer(initialQrState, { type: 'framed' })).toMatchObject({ phase: 'framed', code: null });
  });
});
