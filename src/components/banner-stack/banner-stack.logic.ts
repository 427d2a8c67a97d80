/**
 * What `<hr-banner-stack>`'s own small chunk decides before it loads the banners: whether the data
 * may show any. Pure: no React, no DOM, no network, no timers.
 */
import { isRecord } from '../../lib/json';

/** The banners object of a shellBanners answer (`{banners: {…}}`) or of printed data (the inner object). */
export function bannersOf(input: unknown): unknown {
  return isRecord(input) && isRecord(input.banners) ? input.banners : input;
}

/**
 * Whether the data may show a banner to this user: any banner given as an object, the trial banner
 * only to admins and owners unless it is the demo-data banner (SPEC §6). The banners' chunk checks
 * each banner's fields and drops a malformed one.
 */
export function mayShowBanners(input: unknown, user: { isAdmin?: boolean; isOwner?: boolean } | null): boolean {
  const source = bannersOf(input);
  if (!user || !isRecord(source)) return false;
  return Object.entries(source).some(
    ([key, value]) =>
      isRecord(value) && (key !== 'trial' || value.status === 'demo' || user.isAdmin === true || user.isOwner === true),
  );
}
