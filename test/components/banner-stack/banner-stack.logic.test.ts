import { describe, expect, it } from 'vitest';
import { bannersOf, mayShowBanners } from '../../../src/components/banner-stack/banner-stack.logic';

const USER = {};
const ADMIN = { isAdmin: true };
const TRIAL = {
  status: 'active',
  freeTrialDays: 9,
  salesNumber: '',
  companyMasterIsDemo: false,
  canClearDemoData: false,
};

describe('mayShowBanners: whether the banners chunk is loaded at all', () => {
  it('is false for no data, no banners, or all banners null', () => {
    expect(mayShowBanners(null, ADMIN)).toBe(false);
    expect(mayShowBanners({}, ADMIN)).toBe(false);
    expect(mayShowBanners({ banners: { paymentMethod: null, trial: null } }, ADMIN)).toBe(false);
    expect(mayShowBanners({ paymentMethod: null, gracePeriod: null }, ADMIN)).toBe(false);
  });

  it('is true for a banner given as an object, printed or as the shellBanners answer', () => {
    expect(mayShowBanners({ gracePeriod: { daysLeftUntilSuspend: 3 } }, USER)).toBe(true);
    expect(mayShowBanners({ banners: { announcement: { id: 1, message: 'Hi' } } }, USER)).toBe(true);
  });

  it('is false signed out, and for values that are not objects', () => {
    expect(mayShowBanners({ gracePeriod: { daysLeftUntilSuspend: 3 } }, null)).toBe(false);
    expect(mayShowBanners({ gracePeriod: 3, announcement: 'x', preview: [] }, ADMIN)).toBe(false);
  });

  it('counts the trial banner for admins and owners only, the demo-data banner for everyone', () => {
    expect(mayShowBanners({ trial: TRIAL }, USER)).toBe(false);
    expect(mayShowBanners({ trial: TRIAL }, ADMIN)).toBe(true);
    expect(mayShowBanners({ trial: TRIAL }, { isOwner: true })).toBe(true);
    expect(mayShowBanners({ trial: { ...TRIAL, status: 'demo' } }, USER)).toBe(true);
  });
});

describe('bannersOf', () => {
  it('unwraps a shellBanners answer and leaves printed data as it is', () => {
    const inner = { gracePeriod: null };
    expect(bannersOf({ banners: inner })).toBe(inner);
    expect(bannersOf(inner)).toBe(inner);
    expect(bannersOf('x')).toBe('x');
  });
});
