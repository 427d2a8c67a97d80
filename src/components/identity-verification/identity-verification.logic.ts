import type { HrShellConfig } from '../../lib/config';
import { IDENTITY_SUBJECT, privateChannel, type RealtimeStatus } from '../../lib/realtime.logic';

/** Rules of `<hr-identity-verification>`. Pure: no React, no DOM, no network, no timers. */

/** The longest code shown; anything longer is not a verification code. */
export const MAX_CODE_LENGTH = 32;

/**
 * The session user's identity channel, `private-{companyId}-identity-{userId}` (SPEC §3), or null
 * when the page config lacks the company or the user (then nothing listens).
 */
export function identityChannel(config: Pick<HrShellConfig, 'session' | 'user'>): string | null {
  return privateChannel(config.session?.companyId, IDENTITY_SUBJECT, config.session?.id ?? config.user?.id);
}

/**
 * The code of a `verify` event's data (`{code}`): a string (or a whole number) of 1 to 32
 * characters after trimming, without control characters; null for anything else. It is shown
 * as text, so markup stays visible markup.
 */
export function readVerificationCode(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('code' in data)) return null;
  const raw = (data as { code: unknown }).code;
  const code = typeof raw === 'string' ? raw.trim() : Number.isSafeInteger(raw) ? String(raw) : '';
  // eslint-disable-next-line no-control-regex -- control characters are what this rejects
  if (!code || code.length > MAX_CODE_LENGTH || /[\u0000-\u001f\u007f-\u009f]/.test(code)) return null;
  return code;
}

export interface IdentityState {
  /** The code on screen; null while the dialog is hidden. */
  code: string | null;
  status: RealtimeStatus;
}

export const INITIAL_STATE: IdentityState = { code: null, status: 'connecting' };

export type IdentityAction =
  { type: 'event'; event: string; data: unknown } | { type: 'status'; status: RealtimeStatus } | { type: 'dismiss' };

/**
 * SPEC §4: a `verify` event shows its code (a newer one replaces it), a `close` event hides it;
 * the user may close it too. A `verify` without a valid code and any other event change nothing.
 */
export function identityReducer(state: IdentityState, action: IdentityAction): IdentityState {
  switch (action.type) {
    case 'status':
      return action.status === state.status ? state : { ...state, status: action.status };
    case 'dismiss':
      return state.code === null ? state : { ...state, code: null };
    case 'event': {
      if (action.event === 'close') return state.code === null ? state : { ...state, code: null };
      if (action.event !== 'verify') return state;
      const code = readVerificationCode(action.data);
      return code === null || code === state.code ? state : { ...state, code };
    }
  }
}

/** Whether the dropped-connection message shows: only when no event can arrive. */
export function isDropped(status: RealtimeStatus): boolean {
  return status === 'dropped';
}
