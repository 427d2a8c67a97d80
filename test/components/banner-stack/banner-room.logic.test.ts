import { describe, expect, it } from 'vitest';
import {
  bandQuery,
  bannerSet,
  estimatedRoom,
  nextRoomCookie,
  parseRoomCookie,
  printedRoom,
  ROOM_BAND_EDGES,
  roomBand,
  roomCookieOf,
} from '../../../src/components/banner-stack/banner-room.logic';
import type { BannerKey } from '../../../src/components/banner-stack/banners.logic';

/** The owner's banners on the demo: the announcement (bit 2) and the demo-data banner (bit 7). */
const OWNER: BannerKey[] = ['announcement', 'trial'];
const OWNER_SET = 4 + 128;
const SELECTOR = 'hr-banner-stack[reserve]';

/** The value a `document.cookie` assignment sets. */
const valueOf = (assignment: string | null) => assignment?.split(';')[0]?.split('=')[1] ?? null;

describe('width bands', () => {
  it('puts each viewport width in the band of its edges: narrower than 360, …, 1600 and up', () => {
    expect(roomBand(320)).toBe(0);
    expect(roomBand(359.9)).toBe(0);
    expect(roomBand(360)).toBe(1);
    expect(roomBand(390)).toBe(1);
    expect(roomBand(1440)).toBe(7);
    expect(roomBand(1600)).toBe(8);
    expect(roomBand(5000)).toBe(ROOM_BAND_EDGES.length);
  });

  it('has a media query per band that matches exactly its widths', () => {
    expect(bandQuery(0)).toBe('(max-width: 359.98px)');
    expect(bandQuery(1)).toBe('(min-width: 360px) and (max-width: 399.98px)');
    expect(bandQuery(8)).toBe('(min-width: 1600px)');
  });
});

describe('the set of banners', () => {
  it('is a bit per place in the stack order, whatever order the keys come in', () => {
    expect(bannerSet(OWNER)).toBe(OWNER_SET);
    expect(bannerSet(['trial', 'announcement'])).toBe(OWNER_SET);
    expect(bannerSet([])).toBe(0);
    expect(bannerSet(['paymentMethod', 'setupSummary'])).toBe(1 + 256);
  });
});

describe('recording the room (nextRoomCookie)', () => {
  it('writes the set, the band and the room in tenths of a px, for the whole site, Lax, a week', () => {
    expect(nextRoomCookie('', OWNER_SET, 1, 131.44, false)).toBe(
      'hr_banner_room=1.132.1_1314; Path=/; Max-Age=604800; SameSite=Lax',
    );
    expect(nextRoomCookie('', OWNER_SET, 1, 131.44, true)).toMatch(/; SameSite=Lax; Secure$/);
  });

  it("keeps the same set's other bands, replaces the band measured, drops another set's record", () => {
    const first = valueOf(nextRoomCookie('a=1; hr_banner_room=1.132.7_906', OWNER_SET, 1, 131.4, false));
    expect(first).toBe('1.132.7_906.1_1314');
    expect(valueOf(nextRoomCookie(`hr_banner_room=${first}`, OWNER_SET, 7, 95, false))).toBe('1.132.1_1314.7_950');
    expect(valueOf(nextRoomCookie(`hr_banner_room=${first}`, 4, 7, 95, false))).toBe('1.4.7_950');
  });

  it('drops what is malformed or repeated in the stored record, so what it writes always parses', () => {
    const stored = 'hr_banner_room=1.132.2_10.2_20.x_1.9_5.3_0.4_123456.8_12001.5_7<script>.6_1';
    const value = valueOf(nextRoomCookie(stored, OWNER_SET, 1, 50, false));
    expect(value).toBe('1.132.2_10.6_1.1_500');
    expect(parseRoomCookie(value)).not.toBeNull();
  });

  it('records nothing for no banner, a set out of range, or a room of nothing or over the cap', () => {
    expect(nextRoomCookie('', 0, 1, 100, false)).toBeNull();
    expect(nextRoomCookie('', 512, 1, 100, false)).toBeNull();
    expect(nextRoomCookie('', OWNER_SET, 1, 0, false)).toBeNull();
    expect(nextRoomCookie('', OWNER_SET, 1, Number.NaN, false)).toBeNull();
    expect(nextRoomCookie('', OWNER_SET, 1, 1200.1, false)).toBeNull();
  });

  it('reads only its own cookie from a Cookie header', () => {
    expect(roomCookieOf('xhr_banner_room=1.4.1_10; hr_banner_room=1.132.1_20')).toBe('1.132.1_20');
    expect(roomCookieOf('a=b')).toBeNull();
  });
});

describe('parseRoomCookie: the cookie is hostile input', () => {
  it('reads a record: its set and the room per band', () => {
    expect(parseRoomCookie('1.132.1_1314.7_906')).toEqual({
      set: OWNER_SET,
      rooms: new Map([
        [1, 131.4],
        [7, 90.6],
      ]),
    });
  });

  it.each([
    ['not a string', 132],
    ['empty', ''],
    ['another version', '2.132.1_1314'],
    ['no band', '1.132'],
    ['a set of none', '1.0.1_10'],
    ['a set over every banner', '1.512.1_10'],
    ['a band out of range', '1.132.9_10'],
    ['a room of nothing', '1.132.1_0'],
    ['a room over the cap', '1.132.1_12001'],
    ['a band twice', '1.132.1_10.1_20'],
    ['more entries than bands', `1.132${'.1_10'.repeat(10)}`],
    ['markup', '1.132.1_10"><script>alert(1)</script>'],
    ['CSS', '1.132.1_10;}body{display:none'],
    ['a sign or a fraction', '1.132.1_-10'],
    ['leading zeros', '1.0132.1_10'],
    ['very long', `1.132.1_10${'0'.repeat(500)}`],
  ])('is no record for %s', (_name, value) => {
    expect(parseRoomCookie(value)).toBeNull();
  });
});

describe('printedRoom: what the page prints', () => {
  it('estimates one line per banner without a record, and nothing for no banners', () => {
    expect(estimatedRoom(2)).toBe('calc(2 * 2.8125em + 1px + 1em)');
    expect(printedRoom(OWNER, undefined, SELECTOR)).toEqual({ reserve: 'calc(2 * 2.8125em + 1px + 1em)', css: '' });
    expect(printedRoom([], '1.132.1_1314', SELECTOR)).toEqual({ reserve: '', css: '' });
  });

  it('prints the recorded room per band, the estimate in the bands without one', () => {
    const { reserve, css } = printedRoom(OWNER, '1.132.7_906.0_1514', SELECTOR);
    expect(reserve).toBe('var(--hr-banner-room)');
    expect(css.split('\n')).toEqual([
      'hr-banner-stack[reserve] { --hr-banner-room: calc(2 * 2.8125em + 1px + 1em); }',
      '@media (max-width: 359.98px) { hr-banner-stack[reserve] { --hr-banner-room: 151.4px; } }',
      '@media (min-width: 1280px) and (max-width: 1599.98px) { hr-banner-stack[reserve] { --hr-banner-room: 90.6px; } }',
    ]);
  });

  it('ignores a record of another set of banners (a banner came or went)', () => {
    expect(printedRoom(['announcement'], '1.132.7_906', SELECTOR).css).toBe('');
    expect(printedRoom([...OWNER, 'gracePeriod'], '1.132.7_906', SELECTOR).css).toBe('');
  });

  it('never echoes the cookie: a hostile one is the estimate', () => {
    const hostile = '1.132.7_906</style><script>alert(1)</script>';
    const printed = printedRoom(OWNER, hostile, SELECTOR);
    expect(printed).toEqual({ reserve: 'calc(2 * 2.8125em + 1px + 1em)', css: '' });
  });
});
