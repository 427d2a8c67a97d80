/** Rules of `<hr-terms-prompt>`. Pure: no React, no DOM, no network, no timers. */
import { safeUrl, type SafeUrl } from '../../lib/urls';

export type TermsAction = 'accept' | 'dismiss';

/** SPEC §7: the two calls the prompt makes. */
export const TERMS_PATHS: Readonly<Record<TermsAction, string>> = {
  accept: '/ajax/terms/accept',
  dismiss: '/ajax/terms/dismiss',
};

/**
 * The "Read the Terms of Service" link from the `href` attribute: same-origin or an allowed host,
 * http(s) only; null (no link) for anything else.
 */
export function termsLink(href: string | undefined, allowedHosts: readonly string[]): SafeUrl | null {
  return safeUrl(href, { allowedHosts });
}

export interface TermsState {
  /** open: waiting for the user; saving: a post is out; closed: answered (or never shown). */
  phase: 'open' | 'saving' | 'closed';
  /** The action being saved. */
  pending: TermsAction | null;
  /** The last post failed: the prompt stays and says so. */
  failed: boolean;
}

export const INITIAL_TERMS: TermsState = { phase: 'open', pending: null, failed: false };

export type TermsEvent = { type: 'send'; action: TermsAction } | { type: 'saved' } | { type: 'failed' };

/** open → saving (Accept / Not Now) → closed when saved, back to open with the failure when not. */
export function termsReducer(state: TermsState, event: TermsEvent): TermsState {
  switch (event.type) {
    case 'send':
      return state.phase === 'open' ? { phase: 'saving', pending: event.action, failed: false } : state;
    case 'saved':
      return state.phase === 'saving' ? { phase: 'closed', pending: null, failed: false } : state;
    case 'failed':
      return state.phase === 'saving' ? { phase: 'open', pending: null, failed: true } : state;
  }
}
