/**
 * Rules of the trial or demo banner's own chunk (who sees it is decided by the list: trialView in
 * banners.logic.ts). Pure: no React, no DOM, no network, no timers.
 */

export const QUICKSTART_PATH = '/app/setup/quickstart';

/** `tel:` target of a phone number as printed: digits and a leading + only. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}
