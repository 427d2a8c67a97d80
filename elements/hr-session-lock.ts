import { createElementClass, defineElement } from '../src/element/define-element';
import { SessionLock, type SessionLockProps } from '../src/components/session-lock/session-lock';
import { sessionLockStyles } from '../src/components/session-lock/session-lock.styles';

/** Detail of `hr-session-expired`. */
export interface SessionExpiredDetail {
  /** What saw the 401 (a request path or the session check); null when unknown. */
  reason: string | null;
}

/** Detail of `hr-logged-in`. */
export interface LoggedInDetail {
  /** The user who logged back in, when the server said (else the configured user's id, or null). */
  userId: number | null;
}

/**
 * The session lock screen. On connect it starts the page-wide session check (one per
 * page, however many elements ask; offer-letter users are not checked). The check pauses while the
 * tab is hidden or offline and runs at once when it returns. Each answer is also written to local
 * storage as the lock-timing record, `{lastCheck, remainingMs}` under `sessionLockTiming` (after the
 * storage prefix; SPEC names the record but not its key, so legacy pages rely on this one), and
 * another tab's write of it moves this page's timer (a record alone never locks the page). When the session expires
 * (a 401 from the check or from any element's request) it fires `hr-session-expired` and shows
 * 'Just to be safe, we logged you out.' in a native modal dialog, with whose session it was: the
 * config user's photo (or the initials of their name) and name, as the account menu shows them
 * (the preferred name first). Focus is trapped, the page behind
 * is inert, and Escape does not close it. The way back in matches GET /auth/get_login_type:
 *
 * - password: a real form (paste and password managers work, show/hide toggle) that posts
 *   /auth/password_login with `isOnboarding`; a refusal shows the server's text (else 'Sorry,
 *   that password doesn't look right. Try it again?') and clears and refocuses the field;
 * - google, microsoft, okta, one_login, saml, qbop: a button that opens the provider's page
 *   (`/sso/<type>_login?nonce=…`) in a popup window; the popup's `{type: 'hr-shell-sso', status,
 *   nonce}` message (postMessage to the opener, or the `hr-shell-session` BroadcastChannel)
 *   completes it, checked by GET /auth/check_session. For Google and Microsoft, an identity in the
 *   message (`openIdConnectIss`, `openIdConnectSub`, `openIdConnectUpn`) is first checked with
 *   /auth/google_login_active or /auth/microsoft_login_active: GOOGLE_INACTIVE /
 *   MICROSOFT_INACTIVE open `{urlPrefix}/login.php?inactive=1`, an unknown identity says 'There is
 *   no {product} user for the account you chose.'. A blocked popup is said so, with a link that
 *   opens the sign-in page in a new tab.
 *
 * After a password or Google login GET /auth/mfa_status runs; setup, beforeRequired, or login with
 * an invalid result reload the page. Otherwise the page is never reloaded: the lock closes, the new
 * CSRF token is stored for every element, requests that got the 401 are replayed (so is one sent
 * before the re-login whose 401 arrives after it: it does not lock again), the timer restarts,
 * other tabs unlock too, and `hr-logged-in` fires. A 'Log out' link goes to
 * `{urlPrefix}/login.php?logout=1` (and tells other tabs).
 *
 * Before expiry (`warn-before` seconds, default 120) a warning shows the time left and 'Stay signed
 * in' (WCAG 2.2.1), announced to screen readers at most once a minute.
 *
 * @summary The lock screen and re-login for every login type, with the expiry warning.
 * @tag hr-session-lock
 *
 * @attr {boolean} no-check - Do not start the session check (another script or element runs it); the lock still follows the session state.
 * @attr {number} warn-before - Seconds before expiry the warning shows. Default 120.
 * @attr {string} variant - `default` (GET /auth/check_session) or `greenhouse` (GET /greenhouse/api/auth/session_status).
 * @attr {boolean} onboarding - The user is an onboarding user (sent as `isOnboarding`); also read from `session.isOnboardingUser` of the config.
 * @attr {boolean} offer-letter - The user is an offer-letter user: no session check; also read from `session.isOfferLetterUser`.
 * @attr {string} product-name - Product name in 'There is no {product} user for the account you chose.' Default "HR".
 * @attr {string} forgot-password-url - Shows a 'Forgot Password?' link to this URL under the password form.
 * @attr {string} config - JSON overrides of the page config for this element (urlPrefix, csrfToken, user…).
 *
 * @prop {boolean} noCheck - Reflects `no-check`.
 * @prop {number | undefined} warnBefore - Reflects `warn-before`.
 * @prop {string | undefined} variant - Reflects `variant`.
 * @prop {boolean} onboarding - Reflects `onboarding`.
 * @prop {boolean} offerLetter - Reflects `offer-letter`.
 * @prop {string | undefined} productName - Reflects `product-name`.
 * @prop {string | undefined} forgotPasswordUrl - Reflects `forgot-password-url`.
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{reason: string | null}>} hr-session-expired - The session expired and the lock opened; once per expiry. Bubbles, composed.
 * @fires {CustomEvent<{userId: number | null}>} hr-logged-in - The user logged back in and the lock closed (not fired when another tab unlocked this one). Bubbles, composed.
 * @fires {CustomEvent<{message: string, status?: number}>} hr-error - A login attempt failed (the text shown; `status` 0 when no response arrived), or `{message, attribute}` when an attribute cannot be parsed. Bubbles, composed.
 *
 * @csspart dialog - The lock `<dialog>`.
 * @csspart title - 'Just to be safe, we logged you out.'
 * @csspart user - Whose password is asked for: the user's photo and name (when the config has a user).
 * @csspart user-photo - The user's photo, or the default picture with their initials.
 * @csspart form - The password form, or the single sign-on block.
 * @csspart password - The password input.
 * @csspart show-password - The show/hide toggle (aria-pressed).
 * @csspart submit - The Log In button.
 * @csspart forgot - The 'Forgot Password?' link.
 * @csspart sso - The 'Log in with …' button.
 * @csspart popup-blocked - The blocked-popup message with its new-tab link.
 * @csspart error - The failure message (role=alert).
 * @csspart logout - The Log out link.
 * @csspart warning - The expiry warning.
 * @csspart countdown - The warning's time left.
 * @csspart stay - The 'Stay signed in' button.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-primary - Buttons and links.
 * @cssprop --hr-color-surface - Dialog and warning background.
 * @cssprop --hr-color-text - Text.
 * @cssprop --hr-color-text-muted - Instructions.
 * @cssprop --hr-color-border - Field, button and warning edges.
 * @cssprop --hr-color-danger - Failure text.
 * @cssprop --hr-color-danger-surface - Blocked-popup background.
 */
export class HrSessionLockElement extends createElementClass<SessionLockProps>('hr-session-lock', SessionLock, {
  props: {
    noCheck: 'boolean',
    warnBefore: 'number',
    variant: 'string',
    onboarding: 'boolean',
    offerLetter: 'boolean',
    productName: 'string',
    forgotPasswordUrl: 'string',
  },
  styles: sessionLockStyles,
}) {}

defineElement('hr-session-lock', HrSessionLockElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-session-lock': HrSessionLockElement;
  }
  interface GlobalEventHandlersEventMap {
    'hr-session-expired': CustomEvent<SessionExpiredDetail>;
    'hr-logged-in': CustomEvent<LoggedInDetail>;
  }
}
