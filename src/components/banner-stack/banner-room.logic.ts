/**
 * The room the banner stack takes, so a reload does not move the page (docs/embedding.md, "Banner
 * stack"). After its banners render, the stack records its height for the viewport's width band
 * in the cookie `hr_banner_room`, keyed by the set of banners it showed; the page prints that
 * height per band (media queries) when the set it is about to show is the same, else an estimate
 * from the number of banners. Pure: no React, no DOM, no network, no timers. The server side
 * (parse, print) is here too, so the demo back end and the element agree on one format.
 *
 * Cookie value: `1.<set>.<band>_<tenths>[.<band>_<tenths>…]`: format version 1; the set as a
 * bit mask over BANNER_ORDER (1–511); per band its index (0–8) and the room in tenths of a CSS px
 * (1–12000). Anything else is no record.
 */
import { BANNER_ORDER, type BannerKey } from './banners.logic';

export const ROOM_COOKIE = 'hr_banner_room';
/** A week: a record older than that is likely about banners that changed. */
export const ROOM_MAX_AGE = 7 * 24 * 60 * 60;
/**
 * The viewport width bands' edges (CSS px): band 0 is narrower than 360 px, band i is from
 * EDGES[i-1] up to EDGES[i], the last from 1600 px up. A phone keeps its band; rotating it changes.
 */
export const ROOM_BAND_EDGES = [360, 400, 480, 600, 768, 1024, 1280, 1600] as const;
/** The tallest room kept (px): a taller stack is not recorded, and no page prints more. */
export const ROOM_MAX_PX = 1200;
const MAX_LENGTH = 120;

/** A recorded room: the set of banners it was measured with, and the room (px) per width band. */
export interface BannerRoom {
  set: number;
  /** Band index → room in px (tenths). */
  rooms: ReadonlyMap<number, number>;
}

/** The width band of a viewport width (CSS px). */
export function roomBand(width: number): number {
  const band = ROOM_BAND_EDGES.findIndex((edge) => width < edge);
  return band < 0 ? ROOM_BAND_EDGES.length : band;
}

/** The set of shown banners as the cookie keys it: a bit per BANNER_ORDER place (0 for none). */
export function bannerSet(keys: readonly BannerKey[]): number {
  return keys.reduce((set, key) => set | (1 << BANNER_ORDER.indexOf(key)), 0);
}

const MAX_SET = (1 << BANNER_ORDER.length) - 1;
const VALUE = /^1\.([1-9]\d{0,2})((?:\.\d_[1-9]\d{0,4}){1,9})$/;

/**
 * The cookie's value as a record, or null: hostile input (from any script or a forged request),
 * so anything but the exact format, a set or band out of range, a room over ROOM_MAX_PX or a band
 * given twice is no record at all.
 */
export function parseRoomCookie(value: unknown): BannerRoom | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  const match = VALUE.exec(value);
  if (!match) return null;
  const set = Number(match[1]);
  if (set > MAX_SET) return null;
  const rooms = new Map<number, number>();
  for (const entry of (match[2] ?? '').slice(1).split('.')) {
    const [band, tenths] = entry.split('_').map(Number) as [number, number];
    if (band > ROOM_BAND_EDGES.length || tenths > ROOM_MAX_PX * 10 || rooms.has(band)) return null;
    rooms.set(band, tenths / 10);
  }
  return { set, rooms };
}

/**
 * The `document.cookie` assignment that records `px` of room in `band` with the banners `set`,
 * given the page's cookies: the record's other bands are kept when it is of the same set (a
 * record of another set is dropped), anything malformed in it is dropped. Null when there is
 * nothing to record (no banner, a room out of range). Whole site, sent on links from other sites
 * (Lax), for a week.
 */
export function nextRoomCookie(cookies: string, set: number, band: number, px: number, secure: boolean): string | null {
  const tenths = Math.round(px * 10);
  if (!(set >= 1 && set <= MAX_SET && tenths >= 1 && tenths <= ROOM_MAX_PX * 10)) return null;
  const head = `1.${set}`;
  const old = cookies.match(/(?:^|;\s*)hr_banner_room=([^;]*)/)?.[1] ?? '';
  const kept = old.startsWith(`${head}.`)
    ? old
        .slice(head.length + 1)
        .split('.')
        .filter(
          (entry, index, all) =>
            /^[0-8]_[1-9]\d{0,4}$/.test(entry) &&
            Number(entry.slice(2)) <= ROOM_MAX_PX * 10 &&
            entry[0] !== String(band) &&
            all.findIndex((other) => other[0] === entry[0]) === index,
        )
    : [];
  return `${ROOM_COOKIE}=${[head, ...kept, `${band}_${tenths}`].join('.')}; Path=/; Max-Age=${ROOM_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The cookie's raw value in a Cookie header (or `document.cookie`), or null. */
export function roomCookieOf(cookies: string): string | null {
  return cookies.match(/(?:^|;\s*)hr_banner_room=([^;]*)/)?.[1] ?? null;
}

/**
 * The estimate without a record: `count` one-line banners (3em each at the banners' .9375em size,
 * 1px between them) and the 1em below the stack. Right on wide screens; narrow ones wrap.
 */
export function estimatedRoom(count: number): string {
  return count > 0 ? `calc(${count} * 2.8125em + ${count - 1}px + 1em)` : '';
}

/** The media query of a width band. */
export function bandQuery(band: number): string {
  const min = band > 0 ? ROOM_BAND_EDGES[band - 1] : undefined;
  const max = ROOM_BAND_EDGES[band];
  const parts = [
    ...(min === undefined ? [] : [`(min-width: ${min}px)`]),
    ...(max === undefined ? [] : [`(max-width: ${max - 0.02}px)`]),
  ];
  return parts.join(' and ');
}

/** What a page prints to keep the stack's room: the `reserve` value and, with a record, CSS for it. */
export interface PrintedRoom {
  /** The `reserve` attribute and the inline `min-height` (a CSS length, or a var() of `css`). */
  reserve: string;
  /** Rules setting `--hr-banner-room` on `selector` per width band; empty without a record. */
  css: string;
}

/**
 * The room of the banners `shown` (the keys the stack will show this user, in any order): the
 * recorded room per band when `cookie` holds a record of exactly that set (the estimate in the
 * other bands), else the estimate alone. Nothing for no banners. Only numbers parsed here are
 * printed: nothing of the cookie is echoed.
 */
export function printedRoom(shown: readonly BannerKey[], cookie: unknown, selector: string): PrintedRoom {
  const estimate = estimatedRoom(shown.length);
  if (!estimate) return { reserve: '', css: '' };
  const room = parseRoomCookie(cookie);
  if (!room || room.set !== bannerSet(shown)) return { reserve: estimate, css: '' };
  const rules = [...room.rooms]
    .sort(([a], [b]) => a - b)
    .map(([band, px]) => `@media ${bandQuery(band)} { ${selector} { --hr-banner-room: ${px}px; } }`);
  return {
    reserve: 'var(--hr-banner-room)',
    css: [`${selector} { --hr-banner-room: ${estimate}; }`, ...rules].join('\n'),
  };
}
