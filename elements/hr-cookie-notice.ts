import { createElementClass, defineElement } from '../src/element/define-element';
import { CookieNotice, type CookieNoticeProps } from '../src/components/cookie-notice/cookie-notice';
import { cookieNoticeStyles } from '../src/components/cookie-notice/cookie-notice.styles';

/** Detail of `hr-close` from `<hr-cookie-notice>`. */
export interface CookieNoticeCloseDetail {
  /** True when the server saved the acceptance; false when it failed and the fallback cookie remembers it. */
  saved: boolean;
}

/**
 * The cookie notice 'Surprise! We use cookies.' with a Got It button. Print the tag once, near the
 * top of the page's content (after the banner stack), and only for a session user who has not
 * accepted cookies: the element then checks the rest of SPEC §4 itself. It shows when
 *
 * - the page config's `session.acceptedCookies` is not `true` (a page that prints the tag without
 *   the flag asked for the notice),
 * - the fallback cookie `hr_accepted_cookies` is absent, and
 * - the URL is not a hash+u link: its fragment carries no `u` parameter (`#u`, `#u=…`, `#a=1&u=…`),
 *   the form of the product's shared links. It checks again when the hash changes.
 *
 * Got It posts to `/settings/users/accept_cookies`, or `/self_onboarding/packet/accept_cookies`
 * when `session.isOnboardingUser` is true, and closes. When the post fails, the element sets the
 * cookie `hr_accepted_cookies=1` for 5 years (`Secure; SameSite=Strict`, path `/`), reports the
 * error to the page's `reportError`, fires `hr-error`, and closes all the same: the browser
 * remembers the choice (a PHP layout should skip the tag when that cookie is set).
 *
 * The notice is not a modal dialog and never floats over the page: it is a labelled region in
 * the page's flow, so it takes its own room and can never hide the focused control (WCAG 2.2
 * 2.4.11), at any width. It renders nothing when it does not show.
 *
 * ```html
 * <?php if (!$session->acceptedCookies): ?><hr-cookie-notice></hr-cookie-notice><?php endif ?>
 * ```
 *
 * @summary The cookie notice 'Surprise! We use cookies.': shown until accepted, never covering the focused control.
 * @tag hr-cookie-notice
 *
 * @attr {string} config - JSON overrides of the page config for this element (session, urlPrefix, csrfToken…).
 *
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{saved: boolean}>} hr-close - The notice closed after Got It; `saved` is false when the post failed (the fallback cookie was set). Bubbles, composed; not cancelable.
 * @fires {CustomEvent<{message: string, status: number}>} hr-error - The acceptance could not be saved (`status` 0 when no response arrived). Fired before `hr-close`. Bubbles, composed.
 *
 * @csspart base - The notice (a region labelled by its title).
 * @csspart title - The heading 'Surprise! We use cookies.'.
 * @csspart text - The explanation.
 * @csspart accept - The Got It button (aria-disabled and 'Saving…' while the post runs).
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-surface - The notice's background.
 * @cssprop --hr-color-text - Its text.
 * @cssprop --hr-color-border - Its border.
 * @cssprop --hr-radius - Its corner radius.
 * @cssprop --hr-color-primary - The button's background.
 * @cssprop --hr-color-primary-text - The button's text.
 * @cssprop --hr-color-focus - The button's focus ring.
 * @cssprop --hr-font-family - Its font.
 */
export class HrCookieNoticeElement extends createElementClass<CookieNoticeProps>('hr-cookie-notice', CookieNotice, {
  props: {},
  styles: cookieNoticeStyles,
}) {}

defineElement('hr-cookie-notice', HrCookieNoticeElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-cookie-notice': HrCookieNoticeElement;
  }
}
