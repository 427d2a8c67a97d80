import { describe, expect, it } from 'vitest';
import {
  BANNER_ORDER,
  billingPath,
  CUSTOMER_ONBOARDING_TTL_MS,
  donePreviewingHref,
  graceState,
  isSetupExpired,
  NO_BANNERS,
  parseBanners,
  parseSetupRecord,
  setupDataUrl,
  setupShowsOn,
  telHref,
  trialView,
  updatedStepKey,
  visibleBanners,
  type Banners,
} from '../../../src/components/banner-stack/banner-stack.logic';
import { parseSetupSummary } from '../../../src/components/banner-stack/setup-summary.logic';

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

describe('stack order', () => {
  it('is SPEC §4 order, top to bottom, whatever order the data has', () => {
    const shuffled = Object.fromEntries(Object.entries(ALL).reverse());
    expect(visibleBanners(parseBanners({ banners: shuffled }), { setupSummary: true })).toEqual([...BANNER_ORDER]);
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
    expect(visibleBanners(banners, { setupSummary: false, hidden: new Set(['announcement'] as const) })).toEqual([
      'gracePeriod',
      'trial',
    ]);
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

describe('setup summary record', () => {
  const base = { type: 'quickStart', stepKey: 'timeOff', dataPath: '/app/setup', timeStamp: 1_700_000_000_000 };

  it('keeps a valid record, the dataPath as a path', () => {
    expect(parseSetupRecord({ ...base, dataPath: `${ORIGIN}/app/setup?x=1` }, ORIGIN)).toEqual({
      type: 'quickStart',
      stepKey: 'timeOff',
      recordId: null,
      clientId: null,
      dataPath: '/app/setup',
      timeStamp: base.timeStamp,
    });
    expect(parseSetupRecord({ ...base, type: 'payroll', recordId: '501', clientId: 9001 }, ORIGIN)).toMatchObject({
      recordId: 501,
      clientId: 9001,
    });
  });

  it('drops a dataPath of another origin (absolute, protocol-relative, backslash tricks, script)', () => {
    for (const dataPath of [
      'https://evil.example/app',
      '//evil.example/app',
      '/\\evil.example/app',
      'javascript:alert(1)',
    ])
      expect(parseSetupRecord({ ...base, dataPath }, ORIGIN), dataPath).toBeNull();
  });

  it('drops hostile or corrupt records', () => {
    const bad: unknown[] = [
      null,
      'setupSummaryBanner',
      [base],
      { ...base, type: 'evil' },
      { ...base, type: '__proto__' },
      { ...base, stepKey: '../../admin' },
      { ...base, stepKey: 5 },
      { ...base, recordId: -1 },
      { ...base, clientId: '1e3' },
      { ...base, timeStamp: 'yesterday' },
      { ...base, timeStamp: Number.NaN },
      { ...base, dataPath: '' },
      { ...base, dataPath: undefined },
    ];
    for (const value of bad) expect(parseSetupRecord(value, ORIGIN), JSON.stringify(value)).toBeNull();
  });

  it('expires a customerOnboarding record at 24 hours, inclusive; other types never', () => {
    const record = parseSetupRecord({ ...base, type: 'customerOnboarding' }, ORIGIN)!;
    const at = base.timeStamp + CUSTOMER_ONBOARDING_TTL_MS;
    expect(CUSTOMER_ONBOARDING_TTL_MS).toBe(86_400_000);
    expect(isSetupExpired(record, at - 1)).toBe(false);
    expect(isSetupExpired(record, at)).toBe(true);
    expect(isSetupExpired(record, at + 1)).toBe(true);
    const quick = parseSetupRecord(base, ORIGIN)!;
    expect(isSetupExpired(quick, at + 365 * 86_400_000)).toBe(false);
  });

  it('shows on its dataPath and the paths under it only', () => {
    const record = parseSetupRecord(base, ORIGIN)!;
    expect(setupShowsOn(record, '/app/setup')).toBe(true);
    expect(setupShowsOn(record, '/app/setup/quickstart')).toBe(true);
    expect(setupShowsOn(record, '/app/setupx')).toBe(false);
    expect(setupShowsOn(record, '/employees/')).toBe(false);
    expect(setupShowsOn(parseSetupRecord({ ...base, dataPath: '/' }, ORIGIN)!, '/anything')).toBe(true);
  });

  it('asks the setup route of its type; payroll asks the registration routes with its ids', () => {
    const of = (extra: object) => setupDataUrl(parseSetupRecord({ ...base, ...extra }, ORIGIN)!);
    expect(of({})).toBe('/setup/quickStart/steps/timeOff');
    expect(of({ stepKey: null, type: 'core' })).toBe('/setup/core/steps');
    expect(of({ type: 'payroll', recordId: 501, clientId: 9001 })).toBe(
      '/registration/payroll/steps/timeOff?clientId=9001',
    );
    expect(of({ type: 'payroll', stepKey: null, recordId: 501, clientId: 9001 })).toBe(
      '/registration/payroll/steps?recordId=501&clientId=9001',
    );
    expect(of({ type: 'payroll', stepKey: null, clientId: 9001 })).toBeNull();
    expect(of({ type: 'payroll' })).toBeNull();
  });

  it('reads the step key of an updateBannerData event', () => {
    expect(updatedStepKey({ stepKey: 'timeOff' })).toBe('timeOff');
    expect(updatedStepKey('timeOff')).toBe('timeOff');
    expect(updatedStepKey(null)).toBeNull();
    expect(updatedStepKey({ stepKey: 4 })).toBeNull();
  });
});

describe('parseSetupSummary', () => {
  const steps = [
    { key: 'a', title: 'A', done: true, href: '/a' },
    { key: 'b', title: 'B', done: false, href: '/b' },
    { key: 'c', title: 'C', done: false, href: '/c' },
  ];

  it('counts done steps and finds the next one', () => {
    expect(parseSetupSummary({ title: 'Quick Start', steps, nextStepKey: 'c' })).toEqual({
      title: 'Quick Start',
      completedCount: 1,
      totalCount: 3,
      next: steps[2],
    });
    expect(parseSetupSummary({ title: 'Quick Start', steps })?.next).toEqual(steps[1]);
    expect(parseSetupSummary({ title: 'Done', steps: [steps[0]] })?.next).toBeNull();
  });

  it('is null for an answer that is not a checklist', () => {
    for (const bad of [null, {}, { title: 'x' }, { title: 'x', steps: [{ key: 'a' }] }, { title: 1, steps: [] }])
      expect(parseSetupSummary(bad)).toBeNull();
  });
});
