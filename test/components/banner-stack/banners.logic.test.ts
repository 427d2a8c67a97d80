import { describe, expect, it } from 'vitest';
import { billingPath, graceState } from '../../../src/components/banner-stack/account-banners.logic';
import {
  BANNER_ORDER,
  NO_BANNERS,
  parseBanners,
  trialView,
  visibleBanners,
  type Banners,
} from '../../../src/components/banner-stack/banners.logic';
import { donePreviewingHref } from '../../../src/components/banner-stack/people-banners.logic';
import { telHref } from '../../../src/components/banner-stack/trial-banner.logic';

const ORIGIN = 'https://hr.example';

const ALL: Banners = {
  paymentMethod: { problem: 'expired' },
  gracePeriod: { daysLeftUntilSuspend: 5 },
  announcement: { id: 3, message: '<b>Hi</b>' },
  signedInAs: { userName: 'Ada', actorName: 'Sam', actorIsSupportAdmin: true },
  cancellation: { accountDaysLeft: 30, payrollDaysLeft: 14 },
  newHirePacket: { prefFirstName: 'Ada' },
  preview: { previewName: 'Ada', employeeImageUrl: null, requestUri: '/home/' },
  trial: {
    status: 'active',
    freeTrialDays: 9,
    salesNumber: '1-800-555-0142',
    companyMasterIsDemo: false,
    canClearDemoData: false,
  },
};

const ADMIN = { isAdmin: true };

describe('stack order', () => {
  it('is SPEC §4 order, top to bottom, whatever order the data has', () => {
    const shuffled = Object.fromEntries(Object.entries(ALL).reverse());
    expect(visibleBanners(parseBanners({ banners: shuffled }), { setupSummary: true, user: ADMIN })).toEqual([
      ...BANNER_ORDER,
    ]);
    expect(BANNER_ORDER).toEqual([
      'paymentMethod',
      'gracePeriod',
      'announcement',
      'signedInAs',
      'cancellation',
      'newHirePacket',
      'preview',
      'trial',
      'setupSummary',
    ]);
  });

  it('leaves out null banners, hidden ones and the setup summary when it does not show', () => {
    const banners = { ...NO_BANNERS, gracePeriod: ALL.gracePeriod, trial: ALL.trial, announcement: ALL.announcement };
    expect(
      visibleBanners(banners, { setupSummary: false, user: ADMIN, hidden: new Set(['announcement'] as const) }),
    ).toEqual(['gracePeriod', 'trial']);
  });

  it('shows the trial banner only where trialView has one: admins, or anyone for demo data', () => {
    const banners = { ...NO_BANNERS, trial: ALL.trial };
    expect(visibleBanners(banners, { setupSummary: false, user: {} })).toEqual([]);
    expect(visibleBanners(banners, { setupSummary: false, user: null })).toEqual([]);
    const demo: Banners = { ...NO_BANNERS, trial: { ...(ALL.trial as NonNullable<Banners['trial']>), status: 'demo' } };
    expect(visibleBanners(demo, { setupSummary: false, user: {} })).toEqual(['trial']);
  });
});

describe('parseBanners', () => {
  it('takes the shellBanners answer or its inner object (the config block)', () => {
    expect(parseBanners({ banners: ALL })).toEqual(ALL);
    expect(parseBanners(ALL)).toEqual(ALL);
  });

  it('drops a malformed banner and keeps the others; drops unknown fields', () => {
    const parsed = parseBanners({
      ...ALL,
      gracePeriod: { daysLeftUntilSuspend: '5' },
      announcement: { id: 0, message: 'x' },
      paymentMethod: { problem: 'expired', billingUrl: 'javascript:alert(1)' },
      preview: { previewName: 'A', requestUri: '/' },
    });
    expect(parsed.gracePeriod).toBeNull();
    expect(parsed.announcement).toBeNull();
    expect(parsed.preview).toBeNull();
    expect(parsed.paymentMethod).toEqual({ problem: 'expired' });
    expect(parsed.cancellation).toEqual(ALL.cancellation);
  });

  it('is no banners for anything that is not an object', () => {
    for (const bad of [null, undefined, 'x', 5, [ALL], { banners: 'x' }]) expect(parseBanners(bad)).toEqual(NO_BANNERS);
  });
});

describe('grace period', () => {
  it('is error style at 8 days or fewer, warning above', () => {
    expect(graceState(9).error).toBe(false);
    expect(graceState(8).error).toBe(true);
    expect(graceState(7).error).toBe(true);
  });

  it('has the special message at exactly 1 day, its own at 0, the day count otherwise', () => {
    expect(graceState(1).message).toBe('oneDay');
    expect(graceState(2).message).toBe('days');
    expect(graceState(0).message).toBe('today');
  });
});

describe('billingPath', () => {
  it('links app pages to the app billing settings', () => {
    expect(billingPath('/app/payroll')).toBe('/app/settings/account/billing');
    expect(billingPath('/app')).toBe('/app/settings/account/billing');
    expect(billingPath('/application/x')).toBe('/settings/account/billing');
    expect(billingPath('/employees/')).toBe('/settings/account/billing');
  });
});

describe('donePreviewingHref', () => {
  it('encodes a same-origin request URI (path, query, hash)', () => {
    expect(donePreviewingHref('/employees/employee.php?id=4&tab=a b#x', ORIGIN)).toBe(
      `/settings/permissions/?test=0&uri=${encodeURIComponent('/employees/employee.php?id=4&tab=a%20b#x')}`,
    );
    expect(donePreviewingHref(`${ORIGIN}/home/?a=1`, ORIGIN)).toBe(
      `/settings/permissions/?test=0&uri=${encodeURIComponent('/home/?a=1')}`,
    );
  });

  it('goes home for another origin, a protocol-relative URI, script or a non-URL', () => {
    const home = `/settings/permissions/?test=0&uri=${encodeURIComponent('/')}`;
    for (const hostile of [
      'https://evil.example/x',
      '//evil.example/x',
      'javascript:alert(1)',
      '/\\evil.example',
      'http://[bad',
    ])
      expect(donePreviewingHref(hostile, ORIGIN)).toBe(home);
  });
});

describe('trialView', () => {
  const trial = ALL.trial!;
  const owner = { isOwner: true, isAdmin: true };
  const admin = { isAdmin: true };

  it('shows trial details to admins, the sales call-out to owners only', () => {
    expect(trialView(trial, owner)).toEqual({
      wording: 'trial',
      days: 9,
      quickStart: true,
      sales: true,
      clearDemoData: false,
    });
    expect(trialView(trial, admin)).toMatchObject({ wording: 'trial', days: 9, sales: false });
  });

  it('shows no trial banner to a non-admin, but the demo-data banner to anyone', () => {
    expect(trialView(trial, {})).toBeNull();
    expect(trialView({ ...trial, status: 'expired' }, {})).toBeNull();
    expect(trialView({ ...trial, status: 'demo' }, {})).toMatchObject({
      wording: 'demo',
      days: null,
      quickStart: false,
    });
  });

  it('words a trial on demo data, an expired trial and demo data apart; days only while active', () => {
    expect(trialView({ ...trial, companyMasterIsDemo: true }, admin)).toMatchObject({ wording: 'trialDemo', days: 9 });
    expect(trialView({ ...trial, status: 'expired' }, admin)).toMatchObject({
      wording: 'expired',
      days: null,
      quickStart: false,
    });
    expect(trialView({ ...trial, status: 'demo', canClearDemoData: true }, admin)).toMatchObject({
      wording: 'demo',
      clearDemoData: true,
    });
  });

  it('skips the call-out when there is no number', () => {
    expect(trialView({ ...trial, salesNumber: ' ' }, owner)?.sales).toBe(false);
    expect(telHref('1-800-555-0142')).toBe('tel:18005550142');
    expect(telHref('+1 (800) 555+0142')).toBe('tel:+18005550142');
    expect(telHref('call us')).toBeNull();
  });
});
