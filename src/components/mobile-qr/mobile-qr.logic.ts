import { isRecord } from '../../lib/json';

/** authMobileQrToken (docs/api): the call that issues a token pair for the mobile app. */
export const QR_TOKEN_PATH = '/auth/mobile_qr/token';
/** Error correction level L, drawn 200 px wide. */
export const QR_ERROR_CORRECTION = 'L';
export const QR_SIZE = 200;
/** Quiet zone around the code, in modules (the dialog's white card adds more). */
export const QR_MARGIN = 2;
/**
 * Store badges, when the page config names no app page (`mobileApp.appStoreUrl`,
 * `mobileApp.googlePlayUrl`): the stores themselves. A page sets its app's own pages.
 */
export const APP_STORE_URL = 'https://apps.apple.com/';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps';
/** The provider's mobile solutions page (`mobileApp.solutionsUrl`), root-relative (gets the URL prefix). */
export const MOBILE_SOLUTIONS_PATH = '/app/mobile/';

export interface MobileAppLinks {
  appStore: string;
  googlePlay: string;
  /** Null when the configured page is neither root-relative nor https on an allowed host. */
  solutions: string | null;
}

/**
 * The dialog's links from the page config's `mobileApp` block: store pages must be https URLs on
 * the store's own host (anything else falls back to the store); the solutions page is
 * root-relative (prefixed) or https on an allowed host.
 */
export function mobileAppLinks(
  links: Readonly<Record<string, string>>,
  urlPrefix: string,
  allowedHosts: readonly string[],
): MobileAppLinks {
  const onHost = (raw: string | undefined, host: string, fallback: string) => {
    const url = httpsUrl(raw);
    return url && (url.hostname === host || url.hostname.endsWith(`.${host}`)) ? url.href : fallback;
  };
  const solutions = links.solutionsUrl?.trim() || MOBILE_SOLUTIONS_PATH;
  const external = httpsUrl(solutions);
  return {
    appStore: onHost(links.appStoreUrl, 'apple.com', APP_STORE_URL),
    googlePlay: onHost(links.googlePlayUrl, 'play.google.com', GOOGLE_PLAY_URL),
    solutions:
      solutions.startsWith('/') && !solutions.startsWith('//')
        ? urlPrefix + solutions
        : external && allowedHosts.includes(external.hostname)
          ? external.href
          : null,
  };
}

function httpsUrl(raw: string | undefined): URL | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
/** The remaining time is announced at most this often (the visible countdown updates every second). */
export const ANNOUNCE_EVERY_SECONDS = 60;

/** What the QR code carries, and when it stops working. */
export interface QrGrant {
  /** The first entry's `refresh_token`: the mobile app redeems it (POST /auth/mobile_qr/redeem). */
  token: string;
  /** The first entry's `expiration` (epoch seconds) in epoch milliseconds. */
  expiresAt: number;
}

/**
 * authMobileQrToken answers two entries with refresh_token; the first also has expiration (epoch
 * seconds, also accepted as a digit string as PHP sometimes encodes integers). Anything else is a
 * failure.
 */
export function parseQrGrant(body: unknown): QrGrant | null {
  if (!Array.isArray(body) || body.length !== 2) return null;
  const [first, second] = body as unknown[];
  if (!isRecord(first) || !isRecord(second)) return null;
  const token = first.refresh_token;
  if (typeof token !== 'string' || token === '' || typeof second.refresh_token !== 'string') return null;
  const raw = first.expiration;
  const seconds =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  return { token, expiresAt: seconds * 1000 };
}

/** 'm:ss' of the time left, rounded up so 0:00 shows only when the code has expired. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The dark modules of a QR matrix (row-major, `size`×`size`) as one SVG path, one run per segment.
 * The code is drawn as SVG from qrcode's own matrix rather than on a canvas: as sharp at every
 * pixel ratio, printable, and checkable in tests (DOMs without a canvas draw nothing).
 */
export function qrPath({ size, data }: { size: number; data: ArrayLike<number | boolean> }): string {
  let path = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!data[y * size + x]) continue;
      const start = x;
      while (x + 1 < size && data[y * size + x + 1]) x++;
      path += `M${start} ${y}h${x - start + 1}v1H${start}z`;
    }
  }
  return path;
}

export type QrPhase = 'generating' | 'showing' | 'expired' | 'failed' | 'framed';

export interface QrState {
  phase: QrPhase;
  /** The drawn code while it is valid; null otherwise (an expired code is not kept). */
  code: { path: string; size: number } | null;
  expiresAt: number;
  now: number;
  /** Seconds left when the time was last announced (null: not announced yet). */
  announced: number | null;
}

export type QrAction =
  | { type: 'request' }
  | { type: 'shown'; code: { path: string; size: number }; expiresAt: number; now: number }
  | { type: 'tick'; now: number }
  | { type: 'failed' }
  | { type: 'framed' };

export const initialQrState: QrState = { phase: 'generating', code: null, expiresAt: 0, now: 0, announced: null };

const secondsLeft = (expiresAt: number, now: number) => Math.max(0, Math.ceil((expiresAt - now) / 1000));

/** generating → showing → expired; a code already expired on arrival goes straight to expired. */
export function qrReducer(state: QrState, action: QrAction): QrState {
  switch (action.type) {
    case 'request':
      return initialQrState;
    case 'failed':
    case 'framed':
      return { ...initialQrState, phase: action.type };
    case 'shown':
    case 'tick': {
      if (action.type === 'tick' && state.phase !== 'showing') return state;
      const expiresAt = action.type === 'shown' ? action.expiresAt : state.expiresAt;
      if (action.now >= expiresAt) return { ...initialQrState, phase: 'expired', expiresAt, now: action.now };
      const left = secondsLeft(expiresAt, action.now);
      if (action.type === 'shown')
        return { phase: 'showing', code: action.code, expiresAt, now: action.now, announced: left };
      const due = state.announced === null || state.announced - left >= ANNOUNCE_EVERY_SECONDS;
      return { ...state, now: action.now, announced: due ? left : state.announced };
    }
  }
}
