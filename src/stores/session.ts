import { atom, type ReadableAtom } from 'nanostores';
import { shared } from '../lib/runtime';

export type SessionStatus = 'active' | 'expired';

export interface SessionState {
  status: SessionStatus;
  /** Why it expired: the request or check that saw the 401. */
  reason: string | null;
}

const $writable = shared('session', () => atom<SessionState>({ status: 'active', reason: null }));

/** Page-wide session state; the lock screen (a later element) listens to it. */
export const $session: ReadableAtom<SessionState> = $writable;

/**
 * Marks the session expired. Any number of 401s (parallel requests from many elements) make one
 * transition, so listeners react once.
 */
export function expireSession(reason: string): boolean {
  if ($writable.get().status === 'expired') return false;
  $writable.set({ status: 'expired', reason });
  return true;
}

export function resumeSession(): void {
  if ($writable.get().status === 'active') return;
  $writable.set({ status: 'active', reason: null });
}
