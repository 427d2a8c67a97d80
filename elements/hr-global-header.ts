import { createElementClass, defineElement } from '../src/element/define-element';
import { GlobalHeader, type GlobalHeaderProps } from '../src/components/global-header/global-header';
import { globalHeaderStyles } from '../src/components/global-header/global-header.styles';

/** Detail of `hr-help-open` from `<hr-global-header>` (empty: the event itself is the request). */
export type HelpOpenDetail = Record<string, never>;

/**
 * The page's top bar: company logo and quick search slots, then the actions — answers button,
 * inbox menu, help button, settings link — and the account menu. Each action shows only when its
 * `canSee` flag in the page config is true (`canSee.inbox`, `canSee.help`, `canSee.answers`,
 * `canSee.settings`; a missing flag hides it).
 *
 * **Inbox menu.** The badge shows the waiting count ('99+' above 99; hidden at zero, when empty,
 * and for counts that are not non-negative integers). The button opens a list of links: the
 * server's subsections (label, count, href), then Inbox `/inbox/`, Sent requests
 * `/inbox/sent_requests/`, and Past announcements `/dashboard/announcements/` when the employee
 * community widget is enabled. Counts reload on the window event `inbox:reload`
 * (`window.dispatchEvent(new Event('inbox:reload'))`); a burst of events makes at most one request
 * in flight plus one more. All headers of a page share one set of counts. Subsection hrefs are used
 * as the server wrote them (only same-origin or `allowedHosts` http(s) links; others show as text).
 * Counts the page printed into its config block (`inbox`: the answer of the default endpoint, see
 * docs/embedding.md) are shown in the first render without a request; later reloads ask the
 * server. A header with another `inbox-src` or `inbox-variant` always asks its endpoint. Fetched
 * counts change nothing in the layout: the badge sits over the button.
 *
 * **Help button.** Fires the cancelable `hr-help-open`. A page's help tool claims it with
 * `event.preventDefault()` and opens itself; when nobody claims it, a slide-down shows the
 * help-centre search (an `<hr-help-search>` in its markup: the autoloader defines it, and it asks
 * the config's `helpSearch` service or the same-origin endpoint), the Help Center link and, when
 * the page holds an `<hr-support-request>`, a 'Submit a Support Request' button that closes the
 * slide-down and fires `hr-support-open` on `document` (which opens that dialog). Only when the
 * help tool fails does the search's place say SPEC §8's 'Looks like our help menu needs a little
 * help. We'll have it back soon!': `<hr-help-search>` is still not defined 5 s after opening (its
 * module did not load, or the page's build has no autoloader; part `help-not-ready`, and a
 * definition that arrives later still shows the search), or the search refuses the config's
 * `helpSearch` (it says so itself, part `not-ready` of `<hr-help-search>`; the console names the reason).
 *
 * **Answers button.** The answer the page printed into its config block (`answersButton`) is used
 * as it is; otherwise the element asks GET `/answers/header-button` once per page
 * (`{visible, label, href, isNew}`, docs/api shellAnswersButton). `{visible: false}` leaves the
 * button out; `visible: true` with a non-empty `label` and `href` shows that link, a "New" dot
 * marking `isNew`. A failed call, or an answer of any other shape (another back end), gives a plain
 * 'Answers' link to `/answers` (with the URL prefix), so the button does not vanish with the call.
 * An href that is not same-origin or an allowed host is never a link. While the answer is asked, and after it, the button's room
 * (`answers-slot`, wide enough for "Answers" with its dot) is kept, so the answer moves nothing in
 * the header; a printed answer takes room only when it shows the button.
 *
 * **Settings link.** `/settings/`, marked `aria-current="page"` on any /settings or /app/settings
 * path.
 *
 * Icon buttons have a tooltip after 150 ms; under a 1500 px wide viewport tooltips are not shown
 * (the labels are visible there). App routes get the configured URL prefix.
 *
 * **Narrow windows.** Under 960 px of viewport (`SHELL_NARROW_BREAKPOINT`, src/styles/tokens.ts)
 * the bar is one row: a 'Menu' button first, the logo, then a 'Search' icon button, the inbox, a
 * 'More' menu and the account menu. The menu button fires `hr-nav-toggle`; `<hr-global-nav>` opens
 * or closes its drawer and says so with `hr-nav-drawer` (`{open}`) on the document, which the
 * button shows in `aria-expanded`. The search icon opens the slotted search over the row, focused,
 * with a Cancel button; Escape (once the search has nothing left to close) or Cancel folds it and
 * focus returns to the icon. Help, answers and settings move into the More menu (its popup is
 * fetched on intent). From 960 px up none of these show.
 *
 * The first render is the bar and its buttons. The inbox dropdown, the help slide-down, the
 * account menu's popup and the tooltips load in chunks of their own on the first sign of intent
 * (pointer over, focus, press); a press before one has arrived opens it when it does.
 *
 * @summary The top bar of every page: search, inbox, help, answers, settings and account menu.
 * @tag hr-global-header
 *
 * @attr {string} inbox-src - Inbox counts endpoint. Default `/ajax/inbox/inbox_counts_json.php`. Root-relative URLs get the URL prefix; other origins are refused.
 * @attr {string} inbox-variant - Response shape of `inbox-src`: `shell` (default; `{counts, isEmployeeCommunityWidgetEnabled, subsections}`, failure shows 'There was a problem getting inbox data') or `legacy` (the `/ajax/inbox/inbox_counts.php` shape `{success, counts, subsections, error, errorMessage}`; failure shows the server's `errorMessage`).
 * @attr {string} help-center-href - Help Center link of the help slide-down. Default `/help/`. Root-relative URLs get the URL prefix; other hosts must be in the config's `allowedHosts`.
 * @attr {string} config - JSON overrides of the page config for this element and the help search of its help slide-down (canSee flags, urlPrefix, allowedHosts, helpSearch…).
 *
 * @prop {string | undefined} inboxSrc - Reflects `inbox-src`.
 * @prop {string | undefined} inboxVariant - Reflects `inbox-variant`.
 * @prop {string | undefined} helpCenterHref - Reflects `help-center-href`.
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<null>} hr-nav-toggle - The narrow layout's menu button was pressed: the nav drawer should open or close. Fired from the button; bubbles, composed.
 * @fires {CustomEvent<{}>} hr-help-open - The help button was pressed. Cancelable: call preventDefault() when your help tool opens, otherwise the header shows its help slide-down. Bubbles, composed.
 * @fires {CustomEvent<{menu: 'account'}>} hr-open - The account menu opened. Bubbles, composed.
 * @fires {CustomEvent<{menu: 'account'}>} hr-close - The account menu closed. Bubbles, composed.
 * @fires {CustomEvent<{menu: 'account', item: string, href: string | null}>} hr-select - An account-menu item was chosen. Cancelable: preventDefault() stops the navigation (or the Mobile QR dialog). Bubbles, composed.
 * @fires {CustomEvent<{message: string}>} hr-error - The inbox counts could not be loaded (`message` is the text shown in the inbox menu); also fired with `{message, attribute}` when an attribute cannot be parsed. Bubbles, composed.
 *
 * @slot logo - The company logo, at the start of the bar.
 * @slot search - The quick search (`<hr-global-search slot="search">`); it grows to fill the bar.
 * @slot - Extra page actions, placed before the header's own actions.
 *
 * @csspart base - The bar (a `<header>` landmark named "Site"); it has the class `searching` while the narrow layout's search is open.
 * @csspart nav-button - The narrow layout's menu button (opens the nav drawer).
 * @csspart search-button - The narrow layout's search icon button.
 * @csspart search-cancel - The Cancel button beside the open search (narrow layout).
 * @csspart more-button - The narrow layout's More menu button (help, answers, settings).
 * @csspart logo - Wrapper of the logo slot.
 * @csspart search - Wrapper of the search slot.
 * @csspart actions - Wrapper of the default slot and every action.
 * @csspart answers-slot - The room of the answers link (kept while its answer is fetched).
 * @csspart answers-button - The answers link.
 * @csspart answers-new - The "New" dot of the answers link.
 * @csspart inbox-button - The inbox button.
 * @csspart inbox-badge - The count badge on the inbox button.
 * @csspart inbox-panel - The inbox dropdown.
 * @csspart inbox-error - The error text in the inbox dropdown.
 * @csspart help-button - The help button.
 * @csspart help-panel - The help slide-down.
 * @csspart help-center-link - The Help Center link in the slide-down.
 * @csspart help-search - The slide-down's `<hr-help-search>`.
 * @csspart help-not-ready - The slide-down's 'help menu needs a little help' text, shown when `<hr-help-search>` is not defined in time.
 * @csspart help-support - The slide-down's 'Submit a Support Request' button.
 * @csspart help-close - The slide-down's close button.
 * @csspart settings-link - The settings link.
 * @csspart account - Wrapper of the account menu.
 * @csspart menu-button - The account menu's button (the name and photo, or the photo alone at narrow widths).
 * @csspart tooltip - A tooltip.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-header-background - Bar background (default the surface colour).
 * @cssprop --hr-header-border - Bar bottom border and dividers.
 * @cssprop --hr-header-height - Minimum bar height (default 3.75em).
 * @cssprop --hr-header-font-size - Font size of the bar (default inherited).
 * @cssprop --hr-header-hover - Background of hovered actions and menu items.
 * @cssprop --hr-header-active-background - Background of the settings link on settings pages.
 * @cssprop --hr-header-count-background - Background of the counts in the inbox dropdown.
 * @cssprop --hr-header-notice-background - Background of the help slide-down.
 * @cssprop --hr-header-notice-border - Bottom border of the help slide-down.
 * @cssprop --hr-color-primary - Links, active settings link, answers icon.
 * @cssprop --hr-color-danger - Inbox badge and error text.
 */
export class HrGlobalHeaderElement extends createElementClass<GlobalHeaderProps>('hr-global-header', GlobalHeader, {
  props: {
    inboxSrc: 'string',
    inboxVariant: 'string',
    helpCenterHref: 'string',
  },
  styles: globalHeaderStyles,
}) {}

defineElement('hr-global-header', HrGlobalHeaderElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-global-header': HrGlobalHeaderElement;
  }
  interface GlobalEventHandlersEventMap {
    'hr-help-open': CustomEvent<HelpOpenDetail>;
  }
}
