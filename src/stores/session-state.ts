import { atom, type WritableAtom } from 'nanostores';
import { shared } from '../lib/runtime';

/* The session state alone, apart from the check that drives it (./session.ts: timers, tab channel). */

export type SessionStatus = 'active' | 'warning' | 'expired';

export interface SessionState {
  status: SessionStatus;
  /** Why it locked: the request or check that saw the 401, or the other tab that logged out. */
  reason: string | null;
  /** Epoch ms the session is expected to end, from the last check's answer; null before one. */
  expiresAt: number | null;
}

/** Written by this file and ./session.ts only; everyone else reads `$session`. */
export const $sessionState: WritableAtom<SessionState> = shared('session', () =>
  atom<SessionState>({ status: 'active', reason: null, expiresAt: null }),
);

/**
 * Marks the session expired. Any number of 401s (parallel requests from many elements) make one
 * transition, so listeners react once. Fires no DOM event: the lock element does that.
 */
export function expireSession(reason: string): boolean {
  const state = $sessionState.get();
  if (state.status === 'expired') return false;
  $sessionState.set({ ...state, status: 'expired', reason });
  return true;
}

export function resumeSession(): void {
  const state = $sessionState.get();
  if (state.status !== 'expired') return;
  $sessionState.set({ ...state, status: 'active', reason: null });
}
