import { createElementClass, defineElement } from '../src/element/define-element';
import { BannerStack, type BannerStackProps } from '../src/components/banner-stack/banner-stack';
import { bannerStackStyles } from '../src/components/banner-stack/banner-stack.styles';

/** Detail of `hr-dismiss` from `<hr-banner-stack>`. */
export interface BannerStackDismissDetail {
  /** The banner the user closed. */
  banner: 'announcement' | 'setupSummary';
  /** The announcement's id (announcement only). */
  id?: number;
}

/**
 * The banners above the page, top to bottom: payment method, grace period, announcement,
 * signed-in-as, cancellation, new hire packet, preview-as, trial or demo, setup summary. Printed once
 * in the page layout, on every page:
 *
 * ```html
 * <hr-banner-stack></hr-banner-stack>
 * ```
 *
 * Its data is the `banners` object of GET /ajax/banners.json (docs/api shellBanners). Its `banners`
 * property wins; else the config's `banners` (printed into the config block as `{"banners": {…}}`, or
 * set with `HrShell.configure({banners})`); else it requests it once a user is signed in. Signed out,
 * it shows nothing. Pages should print the data: then the stack asks nothing, and when no banner
 * shows it loads nothing more than this element's own small file. The banners themselves are a
 * chunk loaded only when the data (or a stored setup summary record) may show one.
 *
 * Room, so the page does not jump (docs/embedding.md, "The banner stack's room"): the element
 * upgrades after the page's first paint, and its banners arrive later still. Print the room the
 * banners this user will see take as `reserve` and as an inline `min-height`; the element keeps
 * that room as a floor until its banners are in the DOM, then takes its real height (at once when
 * no banner shows). First view: N one-line banners take `calc(N * 2.8125em + (N-1)px + 1em)`.
 * After its banners render, and each time its height changes, the element records the room it
 * takes in the cookie `hr_banner_room` (Path=/, SameSite=Lax, Secure on https, a week) for the
 * viewport's width band, keyed by the set of banners shown (not with the setup summary banner);
 * a page showing the same set prints that room per band (a `<style>` setting `--hr-banner-room`,
 * and `reserve="var(--hr-banner-room)"`), so a reload moves nothing at any width. The cookie is
 * hostile input to the server: parse it strictly and print only the numbers parsed. When the data
 * is requested instead, the element keeps `reserve` until the answer and the banners are in.
 *
 * Bytes: the element's own chunk decides from the data which banners may show, then loads the
 * banners' list and the chunks of those kinds only (account, announcement, people, trial, setup
 * summary), all at once.
 *
 * - Messages are shown as text, never as markup. The grace period banner turns error style at 8
 *   days or fewer and has its own message at 1 day. Billing links go to
 *   `/app/settings/account/billing` on pages under `/app/`, else `/settings/account/billing`.
 * - Dismissing the announcement hides it at once and POSTs `action=read&id=…` to
 *   /ajax/announcement.php (the server remembers it); a failed dismiss brings it back with an error.
 * - A previewing user (the data has a `preview` banner) gets a button instead of the new hire
 *   packet link; it opens the 'Disabled for Previewing' modal (a chunk loaded on first use).
 * - The trial banner (active or expired) is for admins, with the quick-start link; the sales
 *   number call-out is for owners; the demo-data banner is for everyone, and with
 *   `canClearDemoData` its 'Clear Demo Data' button fires `hr-clear-demo-data` (the flow listens).
 * - The preview banner's photo falls back to a default picture when it is missing or broken;
 *   'Done Previewing' goes to /settings/permissions/?test=0&uri={requestUri}, the URI encoded and
 *   only when it is same-origin (else `/`).
 * - The setup summary banner reads the local-storage record `setupSummaryBanner` (under the
 *   configured storage prefix) written by the setup pages: `{type, stepKey, recordId, clientId,
 *   dataPath, timeStamp}`. It shows on `dataPath` and the pages under it, with the data of
 *   /setup/{type}/steps… (or /registration/payroll/steps… for payroll). The record is removed when
 *   it does not parse, when dataPath is on another origin, when the request fails, on close, and
 *   when a `customerOnboarding` record is 24 hours old. A page fires
 *   `document.dispatchEvent(new CustomEvent('updateBannerData', {detail: {stepKey}}))` after a step
 *   changes; the banner re-reads the record and re-fetches when the stored step key matches.
 * - The stack is in normal flow (never over the page, so it never hides the focused control);
 *   banners that appear after load are announced once in a polite live region; hidden in print.
 *
 * The compensation modal's banner for an employee hired through a global employment provider
 * (GET /employees/hired-by-remote-banner-modal, sanitized) is the same tag with a variant; it
 * shows only that banner, loaded as a chunk of its own:
 *
 * ```html
 * <hr-banner-stack variant="hired-by-remote" employee-id="42"></hr-banner-stack>
 * ```
 *
 * @summary The stack of account banners above every page, and the hired-by-remote banner.
 * @tag hr-banner-stack
 *
 * @attr {string} src - Where the banners are requested when neither `banners` nor the config has them (default /ajax/banners.json).
 * @attr {string} reserve - A CSS length kept free (a floor) until the banners are rendered, e.g. `var(--hr-banner-room)`; with the same inline `min-height` printed, also before the script runs.
 * @attr {'hired-by-remote'} variant - Shows only the hired-by-remote banner of `employee-id` instead of the stack.
 * @attr {number} employee-id - The employee of the hired-by-remote banner.
 * @attr {string} banners - JSON of the banners object (docs/api shellBanners); overrides the config's `banners`.
 * @attr {string} config - JSON overrides of the page config for this element.
 *
 * @prop {object | undefined} banners - The banners object (not reflected).
 * @prop {string | undefined} src - Reflects `src`.
 * @prop {string | undefined} reserve - Reflects `reserve`.
 * @prop {string | undefined} variant - Reflects `variant`.
 * @prop {number | undefined} employeeId - Reflects `employee-id`.
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{banner: 'announcement' | 'setupSummary', id?: number}>} hr-dismiss - The user closed the announcement (after the server marked it read) or the setup summary banner. Bubbles, composed; not cancelable.
 * @fires {CustomEvent<{}>} hr-clear-demo-data - The user pressed 'Clear Demo Data' in the demo banner; the clear-demo-data flow listens for it. Bubbles, composed; not cancelable.
 * @fires {CustomEvent<{message: string, status?: number}>} hr-error - The banners could not be loaded, or the announcement could not be dismissed. Bubbles, composed.
 *
 * @csspart base - The stack (a region named 'Account notices' while it shows banners).
 * @csspart banner - Every banner; also `banner-<name>`: banner-paymentMethod, banner-gracePeriod, banner-announcement, banner-signedInAs, banner-cancellation, banner-newHirePacket, banner-preview, banner-trial, banner-setupSummary, banner-hiredByRemote.
 * @csspart dismiss - The announcement's dismiss button.
 * @csspart new-hire-packet - The new hire packet link (or button while previewing).
 * @csspart photo - The preview banner's photo (the default picture when it is missing or broken).
 * @csspart sales - The sales number call-out.
 * @csspart clear-demo-data - The 'Clear Demo Data' button.
 * @csspart setup-close - The setup summary banner's close button.
 * @csspart preview-dialog - The 'Disabled for Previewing' dialog.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-primary - Links, and the border of information banners.
 * @cssprop --hr-color-danger - The border and text of error banners.
 * @cssprop --hr-color-danger-surface - The background of error banners.
 */
export class HrBannerStackElement extends createElementClass<BannerStackProps>('hr-banner-stack', BannerStack, {
  props: { banners: 'json', src: 'string', reserve: 'string', variant: 'string', employeeId: 'number' },
  styles: bannerStackStyles,
}) {}

defineElement('hr-banner-stack', HrBannerStackElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-banner-stack': HrBannerStackElement;
  }
  interface GlobalEventHandlersEventMap {
    'hr-dismiss': CustomEvent<BannerStackDismissDetail>;
    'hr-clear-demo-data': CustomEvent<Record<string, never>>;
  }
}
