import { describe, expect, it } from 'vitest';
import { bannerChunks, bannersOf } from '../../../src/components/banner-stack/banner-stack.logic';

const USER = {};
const ADMIN = { isAdmin: true };
const TRIAL = {
  status: 'active',
  freeTrialDays: 9,
  salesNumber: '',
  companyMasterIsDemo: false,
  canClearDemoData: false,
};

describe("bannerChunks: which of the banners' chunks are loaded, if any", () => {
  it('is false for no data, no banners, or all banners null', () => {
    expect(bannerChunks(null, ADMIN)).toEqual([]);
    expect(bannerChunks({}, ADMIN)).toEqual([]);
    expect(bannerChunks({ banners: { paymentMethod: null, trial: null } }, ADMIN)).toEqual([]);
    expect(bannerChunks({ paymentMethod: null, gracePeriod: null }, ADMIN)).toEqual([]);
  });

  it('is true for a banner given as an object, printed or as the shellBanners answer', () => {
    expect(bannerChunks({ gracePeriod: { daysLeftUntilSuspend: 3 } }, USER)).not.toEqual([]);
    expect(bannerChunks({ banners: { announcement: { id: 1, message: 'Hi' } } }, USER)).not.toEqual([]);
  });

  it('is false signed out, and for values that are not objects', () => {
    expect(bannerChunks({ gracePeriod: { daysLeftUntilSuspend: 3 } }, null)).toEqual([]);
    expect(bannerChunks({ gracePeriod: 3, announcement: 'x', preview: [] }, ADMIN)).toEqual([]);
  });

  it('counts the trial banner for admins and owners only, the demo-data banner for everyone', () => {
    expect(bannerChunks({ trial: TRIAL }, USER)).toEqual([]);
    expect(bannerChunks({ trial: TRIAL }, ADMIN)).not.toEqual([]);
    expect(bannerChunks({ trial: TRIAL }, { isOwner: true })).not.toEqual([]);
    expect(bannerChunks({ trial: { ...TRIAL, status: 'demo' } }, USER)).not.toEqual([]);
  });
});

describe('bannerChunks: one chunk per group of kinds', () => {
  it("loads the owner's announcement and demo banner as two chunks, nothing of the other kinds", () => {
    const owner = { isAdmin: true, isOwner: true };
    const data = { announcement: { id: 3, message: 'Hi' }, trial: { ...TRIAL, status: 'demo' }, preview: null };
    expect(bannerChunks(data, owner)).toEqual(['announcement', 'trial']);
  });

  it('groups the account banners and the banners about who is signed in, in a fixed order', () => {
    const data = {
      preview: { previewName: 'Ada' },
      cancellation: { accountDaysLeft: 3 },
      newHirePacket: { prefFirstName: 'Ada' },
      paymentMethod: { problem: 'declined' },
      gracePeriod: { daysLeftUntilSuspend: 3 },
      signedInAs: { userName: 'Ada' },
    };
    expect(bannerChunks({ banners: data }, USER)).toEqual(['account', 'people']);
  });

  it('ignores keys that are no banner', () => {
    expect(bannerChunks({ setupSummary: {}, __proto__: { trial: TRIAL }, other: {} }, ADMIN)).toEqual([]);
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
