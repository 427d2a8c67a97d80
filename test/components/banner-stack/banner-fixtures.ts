/**
 * Data the banner stack's tests share (unit, element and e2e): names and settings, not pages.
 * Each test still builds its own page and element from them.
 */

/** The banners of the data (docs/api shellBanners) in stack order, top to bottom (SPEC §4). */
export const DATA_BANNERS = [
  'paymentMethod',
  'gracePeriod',
  'announcement',
  'signedInAs',
  'cancellation',
  'newHirePacket',
  'preview',
  'trial',
] as const;

/** The demo control panel's settings (POST /demo/shell/settings) that turn every data banner on. */
export const EVERY_BANNER_SETTINGS = {
  paymentMethod: 'declined',
  gracePeriodDays: 1,
  trialStatus: 'active',
  cancellation: { accountDaysLeft: 30, payrollDaysLeft: 14 },
  signedInAs: 'on',
  preview: 'on',
  newHirePacket: 'on',
} as const;
