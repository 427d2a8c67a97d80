/** Rules of `<hr-cookie-notice>`. Pure: no React, no DOM, no network, no timers. */

/**
 * The cookie the element sets when the acceptance could not be saved, so the notice does not come
 * back on every page (SPEC §8). A PHP layout may read it too: `$_COOKIE['hr_accepted_cookies'] === '1'`.
 */
export const FALLBACK_COOKIE = 'hr_accepted_cookies';
export const FALLBACK_VALUE = '1';
/** SPEC §9: the fallback cookie lives 5 years (5 × 365 days, in seconds). */
export const FALLBACK_MAX_AGE = 5 * 365 * 24 * 60 * 60;

export const ACCEPT_PATH = '/settings/users/accept_cookies';
/** SPEC §4/§7: users in self-onboarding accept through their packet's endpoint. */
export const ONBOARDING_ACCEPT_PATH = '/self_onboarding/packet/accept_cookies';

/**
 * A "hash+u link": a URL whose fragment carries a `u` parameter (`#u`, `#u=…`, `#x=1&u=…`), the
 * form of the product's shared links that open a page for someone else to see. The notice stays
 * away there.
 */
export function isHashULink(hash: string): boolean {
  const fragment = hash.replace(/^#/, '');
  if (fragment === '') return false;
  return fragment.split('&').some((pair) => {
    const key = pair.split('=', 1)[0] ?? '';
    try {
      return decodeURIComponent(key) === 'u';
    } catch {
      return key === 'u';
    }
  });
}

export interface CookieNoticeFacts {
  /** The session user's `acceptedCookies` (page config); undefined when the page did not print it. */
  acceptedCookies: boolean | undefined;
  /** The fallback cookie's value, null when absent. */
  cookie: string | null;
  /** `location.hash`. */
  hash: string;
}

/**
 * SPEC §4: shown when the user has not accepted cookies, the cookie is absent, and the page is not
 * a hash+u link. A page that printed the tag without `acceptedCookies` asked for the notice, so an
 * absent flag counts as "not accepted".
 */
export function shouldShowNotice({ acceptedCookies, cookie, hash }: CookieNoticeFacts): boolean {
  if (acceptedCookies === true) return false;
  if (cookie !== null) return false;
  return !isHashULink(hash);
}

/** Where the acceptance is posted for this session user. */
export function acceptPath(session: { isOnboardingUser?: boolean } | null | undefined): string {
  return session?.isOnboardingUser === true ? ONBOARDING_ACCEPT_PATH : ACCEPT_PATH;
}

export type NoticeState = 'hidden' | 'shown' | 'saving' | 'closed';

export type NoticeAction = { type: 'check'; show: boolean } | { type: 'accept' } | { type: 'done' };

/** hidden → shown (the check) → saving (Accept) → closed (saved, or failed and remembered by the cookie). */
export function noticeReducer(state: NoticeState, action: NoticeAction): NoticeState {
  switch (action.type) {
    case 'check':
      return state === 'hidden' || state === 'shown' ? (action.show ? 'shown' : 'hidden') : state;
    case 'accept':
      return state === 'shown' ? 'saving' : state;
    case 'done':
      return state === 'saving' ? 'closed' : state;
  }
}
