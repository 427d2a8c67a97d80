import { useLayoutEffect, type RefObject } from 'react';
import { bannerSet, nextRoomCookie, roomBand } from './banner-room.logic';
import type { BannerKey } from './banners.logic';

/**
 * Records the room the stack takes (its height and the margin below it) for the viewport's width
 * band in the cookie `hr_banner_room` (banner-room.logic.ts), each time it changes size, so the
 * page can print it on the next load. Not with the setup summary banner, which the server cannot
 * know of (local storage), nor with no banner.
 */
export function useBannerRoom(base: RefObject<HTMLElement | null>, keys: readonly BannerKey[]): void {
  const set = keys.includes('setupSummary') ? 0 : bannerSet(keys);
  useLayoutEffect(() => {
    const node = base.current;
    if (!node || !set || typeof ResizeObserver === 'undefined') return;
    let written = '';
    const observer = new ResizeObserver(() => {
      const room = node.getBoundingClientRect().height + (parseFloat(getComputedStyle(node).marginBottom) || 0);
      const cookie = nextRoomCookie(document.cookie, set, roomBand(innerWidth), room, location.protocol === 'https:');
      if (!cookie || cookie === written) return;
      written = cookie;
      document.cookie = cookie;
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [base, set]);
}
