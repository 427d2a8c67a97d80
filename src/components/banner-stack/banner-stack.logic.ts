/**
 * What `<hr-banner-stack>`'s own small chunk decides before it loads the banners: whether the data
 * may show any. Pure: no React, no DOM, no network, no timers.
 */
import { isRecord } from '../../lib/json';

/** The banners object of a shellBanners answer (`{banners: {…}}`) or of printed data (the inner object). */
export function bannersOf(input: unknown): unknown {
  return isRecord(input) && isRecord(input.banners) ? input.banners : input;
}

/** The banners' chunks of kinds, and the banners each shows (the setup summary's is asked for apart). */
const CHUNKS = {
  account: ['paymentMethod', 'gracePeriod', 'cancellation'],
  announcement: ['announcement'],
  people: ['signedInAs', 'newHirePacket', 'preview'],
  trial: ['trial'],
} as const;
export type BannerChunk = keyof typeof CHUNKS | 'setup';

/**
 * The chunks of the banners the data may show this user, in a fixed order: a kind given as an
 * object, the trial banner only to admins and owners unless it is the demo-data banner (SPEC §6).
 * The list checks each banner's fields and drops a malformed one.
 */
export function bannerChunks(input: unknown, user: { isAdmin?: boolean; isOwner?: boolean } | null): BannerChunk[] {
  const source = bannersOf(input);
  if (!user || !isRecord(source)) return [];
  const shows = (key: string) => {
    const value = Object.hasOwn(source, key) ? source[key] : undefined;
    return (
      isRecord(value) && (key !== 'trial' || value.status === 'demo' || user.isAdmin === true || user.isOwner === true)
    );
  };
  return (Object.keys(CHUNKS) as Array<keyof typeof CHUNKS>).filter((chunk) => CHUNKS[chunk].some(shows));
}
