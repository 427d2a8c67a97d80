import { createElementClass, defineElement } from '../src/element/define-element';
import { GlobalNav, type GlobalNavProps } from '../src/components/global-nav/global-nav';
import { globalNavStyles } from '../src/components/global-nav/global-nav.styles';

/** Detail of `hr-toggle` from `<hr-global-nav>`. */
export interface GlobalNavToggleDetail {
  /** True when the user expanded the navigation, false when they collapsed it to the rail. */
  open: boolean;
}

/** Detail of `hr-nav-drawer` from `<hr-global-nav>`. */
export interface GlobalNavDrawerDetail {
  /** True while the narrow layout's drawer is open. */
  open: boolean;
}

/**
 * The left global navigation of the page shell: Home, My Info, Employees, Hiring, Reports, Files,
 * Payroll, Try Payroll, Payroll Partner, Benefits, Compensation and Global Employment. Each item
 * shows only when its `canSee` flag in the page config is true (a missing flag hides it); My Info
 * also needs `user.employeeId` ≥ 1. Links get the configured URL prefix.
 *
 * The highlighted item (`aria-current="page"`) is the one named by `active`, else the one whose
 * `/app/{section}` holds the current path (longest match: `/app/payroll/registration` is Try
 * Payroll, not Payroll). The path match follows single-page navigation: back and forward
 * (`popstate`) everywhere, and `history.pushState` where the browser has the Navigation API
 * (Chromium). A router that must work elsewhere too sets `active` on each route change
 * (`nav.active = 'reports'`) or dispatches `popstate` after its `pushState`.
 *
 * A toggle button collapses the navigation to a rail of icons (each still a named link, with a
 * tooltip on wide screens) and expands it again. The state is kept in local storage under
 * `globalNavigationOpen` (with the configured prefix; default open) and shown on the host as the
 * class `hr-global-nav-open` or `hr-global-nav-closed`, so the page can lay itself out around it;
 * a user whose flags allow no item gets no nav and the class `hr-global-nav-empty`.
 * A page that keeps the user's choice itself (from `hr-toggle`, in a cookie or a preference) prints
 * it as `state="open"` or `state="closed"`: the nav then starts in that state without reading local
 * storage, whose first access is the nav's one cost at load (docs/embedding.md). The attribute is
 * read for the first render only; later toggles still store the state and fire `hr-toggle`.
 * Below the narrow breakpoint (959.98 px and less: `SHELL_NARROW_BREAKPOINT`, 960 px) the nav is an
 * off-canvas drawer instead, closed on load whatever the stored state. A page's menu button (the
 * header's) opens and closes it by dispatching `hr-nav-toggle` (bubbling, composed) from itself;
 * the nav hears it on the document and ignores it at desktop widths. The open drawer is a modal
 * dialog named "Navigation" over a dimmed page: focus moves to the current page's item (else the
 * first item), Tab stays inside, the page behind does not scroll, and Escape, its Close button or
 * a click on the dimmed page close it, giving focus back to the control that opened it. It slides
 * in from the start edge (at once with `prefers-reduced-motion: reduce`). Its behaviour and styles
 * are a chunk fetched only when the window is narrow. The drawer never writes the stored state
 * and fires no `hr-toggle`; it says every change in `hr-nav-drawer` (and once on mount, closed),
 * so the menu button can set its `aria-expanded`. The host then carries `hr-global-nav-drawer`
 * instead of `hr-global-nav-open`/`-closed` and takes no width (it wins over the page's width
 * rule), so the page should drop its column under the same breakpoint. Crossing the breakpoint
 * either way closes the drawer; the rail comes back in its stored state.
 * While open, a filter box narrows the items as the user types (case- and accent-insensitive);
 * Escape clears it, ArrowDown moves to the first match, and the arrow keys, Home and End move
 * between items.
 *
 * Global Employment is a button: it asks `GET /global-employment/remote-link?path=/dashboard` and
 * opens `data.url` in a new tab with `noopener,noreferrer`. The tab opens after the answer, not as
 * a blank tab before it: a pre-opened tab cannot be opened with `noopener`, and on a failure it
 * would flash open and shut. When the browser reports that the click's activation has expired by
 * then (a slow answer), a "Your link is ready" link is shown instead of a popup the browser would
 * block. `data.url` must pass the shell's URL check: same origin, or a host listed in
 * `allowedHosts` of the page config (or of this element's `config` attribute). The provider's
 * host is not trusted implicitly, so a back end must list it; any other URL counts as a failure.
 * A 403 shows 'Oops! You don't have permissions to login to {provider-name} on behalf of this
 * customer.', any other failure 'Uh Oh! something went wrong getting your magic link.', both in a
 * dismissible alert under the item.
 *
 * @summary The left global navigation with a collapsible icon rail and a type-to-filter box.
 * @tag hr-global-nav
 *
 * @attr {string} active - Id of the current page's item (home, myInfo, employees, hiring, reports, files, payroll, payrollTrial, payrollPartner, benefits, compensation, globalEmployment). Wins over the path match; an id that is not shown is ignored.
 * @attr {string} state - The open state the page printed, `open` or `closed`; read at the first render instead of local storage. Any other value is ignored.
 * @attr {string} provider-name - Name of the global employment provider in the 403 message. Default "the global employment provider".
 * @attr {boolean} no-filter - Hides the filter box.
 * @attr {string} config - JSON overrides of the page config for this element (canSee, urlPrefix, user, allowedHosts…).
 *
 * @prop {string | undefined} active - Reflects `active`.
 * @prop {string | undefined} state - Reflects `state`.
 * @prop {string | undefined} providerName - Reflects `provider-name`.
 * @prop {boolean} noFilter - Reflects `no-filter`.
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{open: boolean}>} hr-toggle - The user expanded (`open: true`) or collapsed (`open: false`) the navigation; the new state is already stored. Not fired for the state read on load. Bubbles, composed; not cancelable.
 * @fires {CustomEvent<{open: boolean}>} hr-nav-drawer - The narrow layout's drawer opened (`open: true`) or closed (`open: false`), also after a resize across the breakpoint closed it; fired once on mount with `open: false` at every width. Bubbles, composed; not cancelable.
 * @fires {CustomEvent<{status: number, message: string}>} hr-error - The global employment link failed: `status` is the HTTP status (0 when no response arrived, 200 when the answer held no allowed `data.url`) and `message` the text shown. Also fired with `{message, attribute}` when an attribute cannot be parsed. Bubbles, composed.
 *
 * @csspart base - The `<nav>`; also carries `open` or `closed`.
 * @csspart open - Added to `base` while expanded.
 * @csspart closed - Added to `base` while collapsed to the rail.
 * @csspart toggle - The expand/collapse button (in the drawer: its Close button).
 * @csspart drawer - The drawer's `<dialog>` below the narrow breakpoint (its scrim is `::backdrop`).
 * @csspart filter - The filter box (label with icon and input).
 * @csspart filter-input - The filter's search input.
 * @csspart list - The list of items.
 * @csspart item - Each link (and the Global Employment button).
 * @csspart active - Added to the highlighted `item`.
 * @csspart label - An item's text (visually hidden in the rail).
 * @csspart icon - Every icon.
 * @csspart error - The global employment failure message (role=alert).
 * @csspart ready - The "Your link is ready" message (role=status).
 * @csspart empty - The "No items match" message (role=status).
 * @csspart tooltip - The tooltip of the rail's items and of the toggle.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-primary - Highlighted item and its marker.
 * @cssprop --hr-color-surface - Background of the navigation.
 * @cssprop --hr-color-text - Item text.
 * @cssprop --hr-color-text-muted - Icons and the filter placeholder.
 * @cssprop --hr-color-border - Edge of the navigation and the filter box.
 * @cssprop --hr-color-danger - Global employment failure text.
 * @cssprop --hr-color-danger-surface - Global employment failure background.
 */
export class HrGlobalNavElement extends createElementClass<GlobalNavProps>('hr-global-nav', GlobalNav, {
  props: {
    active: 'string',
    state: 'string',
    providerName: 'string',
    noFilter: 'boolean',
  },
  styles: globalNavStyles,
}) {}

defineElement('hr-global-nav', HrGlobalNavElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-global-nav': HrGlobalNavElement;
  }
  interface GlobalEventHandlersEventMap {
    'hr-toggle': CustomEvent<GlobalNavToggleDetail>;
    'hr-nav-drawer': CustomEvent<GlobalNavDrawerDetail>;
  }
}
