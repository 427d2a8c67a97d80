/**
 * Rules of the account banners (payment method, grace period, cancellation), in their own chunk.
 * Pure: no React, no DOM, no network, no timers.
 */

/** SPEC §9: the grace period banner turns error style at 8 days or fewer. */
export const GRACE_ERROR_DAYS = 8;

/** Grace period: error style at 8 days or fewer; the special message at 1 day ('today' at 0). */
export function graceState(daysLeft: number): { error: boolean; message: 'today' | 'oneDay' | 'days' } {
  return {
    error: daysLeft <= GRACE_ERROR_DAYS,
    message: daysLeft <= 0 ? 'today' : daysLeft === 1 ? 'oneDay' : 'days',
  };
}

/** SPEC §2 billing routes: app pages (under /app/) link to the app's billing settings. */
export function billingPath(pathname: string): string {
  return /^\/app(\/|$)/.test(pathname) ? '/app/settings/account/billing' : '/settings/account/billing';
}

export const CANCELLATION_PATH = '/app/settings/cancellation';
