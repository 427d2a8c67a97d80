import { createElementClass, defineElement } from '../src/element/define-element';
import { GlobalSearch, type GlobalSearchProps } from '../src/components/global-search/global-search';
import { globalSearchStyles } from '../src/components/global-search/global-search.styles';
import type { SectionName } from '../src/components/global-search/global-search.logic';

/** Detail of `hr-snapshot-open`: the employee whose snapshot should open. */
export interface SnapshotOpenDetail {
  employeeId: number;
}

/** Detail of `hr-select` from `<hr-global-search>`. */
export interface GlobalSearchSelectDetail {
  /** `employee`, `job-candidate`, `report`, `job-opening` or `file`. */
  section: SectionName;
  /** The result as shown ("Ada Lovelace"). */
  text: string;
  /** Absolute URL the browser is about to open. */
  href: string;
}

/**
 * The header's global search (place it in `<hr-global-header>`'s `search` slot). Typing posts
 * `q` to POST `/ajax/globalsearch.php?format=json` after a debounce (500 ms by default); a loader
 * shows while pending, an earlier request is aborted and a stale answer is never shown. A blank
 * query sends nothing and closes the popup; Clear, Escape, click-away or an empty input close it.
 * A failed search shows its message with a Retry button (reachable with Tab); after a network
 * failure the search runs again once when the browser is back online.
 *
 * The 380 px popup lists Employees, Candidates, Reports, Job Openings and Files in that order
 * (docs/api globalSearch). Matched parts of names are marked (accent-stripped, case-insensitive); a middle name
 * or nickname shows only when a typed word matches it, the employee number "(#0042)" only when a
 * typed word begins with `#` or a digit; inactive employees are muted; photos fall back to a
 * default picture. Results open their destination page (with the URL prefix; a report's own
 * `url` only when it passes the URL check). An employee the user may not open
 * (`canSeeProfile: false`) opens the employee snapshot when the `CORE_SNAPSHOT` feature is on, by
 * firing `hr-snapshot-open`; otherwise it is shown but cannot be opened.
 *
 * Keyboard (WAI-ARIA 1.2 combobox): ↑/↓ move, Enter opens, Escape closes (a second Escape clears).
 * A polite live region announces the result count or 'No matches for "{query}"'.
 *
 * Shortcuts: `s` focuses the search when nothing is focused and no modal is open (never while
 * typing or with a modifier); `?` (or Ctrl/⌘+/) lists the shortcuts, with a switch for single-key
 * shortcuts saved per browser (WCAG 2.1.4); Ctrl/⌘+K opens the search from anywhere. With an empty
 * box, ↓ or Ctrl/⌘+K shows recent searches and recently opened results, kept per user in local
 * storage under the configured prefix (`globalSearchRecent:{userId}`) and clearable from the list.
 * Only the first search on a page answers the page-wide shortcuts.
 *
 * The first render is the search box alone, from a small file; the combobox (results popup,
 * recent searches, shortcuts dialog) is fetched on the first sign of intent: focus, the pointer
 * over the box, typing, a shortcut or `focus()`. It takes over the text, caret and focus of the
 * box, searches what was typed meanwhile and carries out the shortcut that asked for it. The
 * switch for single-key shortcuts is read from storage when such a key is first pressed.
 *
 * @summary The header's search box with grouped, highlighted results.
 * @tag hr-global-search
 *
 * @attr {number} debounce - Milliseconds between the last keystroke and the request. Default 500; 0 asks at once; at most 5000.
 * @attr {boolean} expand-section - Adds "Show more …" to full sections; choosing it asks for up to 25 results of that section (`section`, `limit`).
 * @attr {boolean} no-shortcut - Turns off the single-key shortcuts `s` and `?` (Ctrl/⌘+K and Ctrl/⌘+/ stay).
 * @attr {string} placeholder - Placeholder of the box. Default "Search people, reports, files…".
 * @attr {string} config - JSON overrides of the page config for this element (urlPrefix, features.CORE_SNAPSHOT, allowedHosts, user, storagePrefix…).
 *
 * @prop {number | undefined} debounce - Reflects `debounce`.
 * @prop {boolean} expandSection - Reflects `expand-section`.
 * @prop {boolean} noShortcut - Reflects `no-shortcut`.
 * @prop {string | undefined} placeholder - Reflects `placeholder`.
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @method focus - Focuses the search box (and fetches the combobox).
 *
 * @fires {CustomEvent<{section: string, text: string, href: string}>} hr-select - A result is about to open. Cancelable: preventDefault() stops the navigation. Bubbles, composed.
 * @fires {CustomEvent<{employeeId: number}>} hr-snapshot-open - An employee the user may not open as a profile was chosen while CORE_SNAPSHOT is on: the employee snapshot should open. Bubbles, composed.
 * @fires {CustomEvent<{status: number, message: string}>} hr-error - A search failed (status 0 when no response arrived); also fired with `{message, attribute}` when an attribute cannot be parsed. Bubbles, composed.
 *
 * @csspart base - Wrapper of everything the element renders.
 * @csspart box - The rounded box around the input.
 * @csspart input - The search input (role=combobox).
 * @csspart loader - The spinner shown while a search is pending.
 * @csspart clear - The clear button.
 * @csspart popup - The results popup (380 px).
 * @csspart listbox - The list of results.
 * @csspart section - One group of results.
 * @csspart section-title - A group's title.
 * @csspart option - One result; also `option-active` (selected) and `option-inactive` (inactive employee).
 * @csspart match - A marked match in a name.
 * @csspart photo - An employee photo.
 * @csspart empty - The 'No matches for "{query}"' text.
 * @csspart error - The error text.
 * @csspart retry - The Retry button after the error text.
 * @csspart shortcuts - The keyboard shortcuts dialog.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-search-background - Box background at rest.
 * @cssprop --hr-search-border - Box border at rest.
 * @cssprop --hr-search-active - Background of the selected result.
 * @cssprop --hr-search-popup-width - Popup width (default 380px).
 * @cssprop --hr-color-highlight - Background of matches.
 * @cssprop --hr-color-primary - Focus ring, selection bar and links.
 */
export class HrGlobalSearchElement extends createElementClass<GlobalSearchProps>('hr-global-search', GlobalSearch, {
  props: {
    debounce: 'number',
    expandSection: 'boolean',
    noShortcut: 'boolean',
    placeholder: 'string',
  },
  styles: globalSearchStyles,
}) {
  /** Focuses the search box; the combobox is fetched as for any focus. */
  override focus(options?: FocusOptions): void {
    this.shadowRoot?.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus(options);
  }
}

defineElement('hr-global-search', HrGlobalSearchElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-global-search': HrGlobalSearchElement;
  }
  interface GlobalEventHandlersEventMap {
    'hr-snapshot-open': CustomEvent<SnapshotOpenDetail>;
  }
}
