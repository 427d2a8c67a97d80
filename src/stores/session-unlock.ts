import { report } from '../lib/report';
import { shared } from '../lib/runtime';

/*
 * The page's callbacks that run after a re-login without reload. Apart from
 * the session check (./session.ts runs them) so the autoloader can offer HrShell.onUnlock without
 * loading the check.
 */

/** One set per page, even with two bundle copies (see runtime.ts). */
const callbacks = shared('session-unlock-callbacks', () => new Set<() => void>());

/**
 * Runs `callback` after each re-login that unlocked the page (in this tab or another); returns the
 * unsubscribe. A callback that throws is reported and does not stop the others.
 */
export function onUnlock(callback: () => void): () => void {
  if (typeof callback !== 'function') {
    console.error('[hr-shell] onUnlock expects a function');
    return () => {};
  }
  const own = () => callback();
  callbacks.add(own);
  return () => callbacks.delete(own);
}

export function runUnlockCallbacks(): void {
  for (const callback of [...callbacks]) {
    try {
      callback();
    } catch (error) {
      report(error, { source: 'session', phase: 'runtime' });
    }
  }
}
