import { createElementClass, defineElement } from '../src/element/define-element';
import { QuickSearch, type QuickSearchProps } from '../src/components/quick-search/quick-search';
import { quickSearchStyles } from '../src/components/quick-search/quick-search.styles';

/** Detail of `hr-select` from `<hr-quick-search>`. */
export interface QuickSearchSelectDetail {
  id: number;
  name: string;
  canSeeProfile: boolean;
}

/** Detail of `hr-snapshot-open` from `<hr-quick-search>` (the same shape `<hr-global-search>` sends). */
export interface QuickSearchSnapshotDetail {
  employeeId: number;
}

/**
 * A person quick search (docs/api quickSearch): as the user types, after a
 * debounce, `GET /ajax/quicksearch.php?query=…` lists at most 20 people in a WAI-ARIA combobox.
 * A person whose profile the user may see is a link to `/employees/employee.php?id={id}`; any
 * other person opens the employee snapshot when the `CORE_SNAPSHOT` feature is on (the element
 * fires `hr-snapshot-open` for the page's `<hr-employee-snapshot>`); without it, that person is
 * listed as 'You cannot open this profile' and cannot be chosen.
 *
 * Inside a `<form>` with unsaved changes (a field differs from what the page printed), following
 * a profile link first asks 'Do you want to discard your changes?' in a modal dialog (Yes / No);
 * No keeps the page, the form and the search as they were.
 *
 * Keys: ↓/↑ move through the people (the focus stays in the box), Enter opens the active one,
 * Escape closes the list and a second Escape clears the box.
 *
 * @summary Person quick search with profile links, snapshot opening and a discard question.
 * @tag hr-quick-search
 *
 * @attr {string} src - Endpoint asked with `?query=`. Default `/ajax/quicksearch.php`. Root-relative URLs get the configured URL prefix.
 * @attr {string} label - Accessible name of the search box. Default "Find an employee".
 * @attr {string} placeholder - Placeholder of the search box. Default "Search employees…".
 * @attr {number} debounce - Milliseconds to wait after the last keystroke (default 500, SPEC §9; at most 5000).
 * @attr {string} config - JSON overrides of the page config for this element (urlPrefix, features.CORE_SNAPSHOT…).
 *
 * @prop {string | undefined} src - Reflects `src`.
 * @prop {string | undefined} label - Reflects `label`.
 * @prop {string | undefined} placeholder - Reflects `placeholder`.
 * @prop {number | undefined} debounce - Reflects `debounce`.
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{id: number, name: string, canSeeProfile: boolean}>} hr-select - The user chose a person. Cancelable: `preventDefault()` stops the navigation or the snapshot. Bubbles, composed.
 * @fires {CustomEvent<{employeeId: number}>} hr-snapshot-open - The chosen person's profile cannot be opened and CORE_SNAPSHOT is on: `<hr-employee-snapshot>` opens. Bubbles, composed.
 * @fires {CustomEvent<{status: number, message: string}>} hr-error - The search request failed (status 0 when no response arrived). Bubbles, composed.
 *
 * @csspart base - Wrapper of the box and the popup.
 * @csspart field - The box with its icon and clear button.
 * @csspart input - The search box.
 * @csspart clear - The clear button.
 * @csspart popup - The popup under the box.
 * @csspart list - The listbox.
 * @csspart option - Each person; `active` is added to the active one, `snapshot` to people opened in the snapshot.
 * @csspart error - The failure message.
 * @csspart retry - The Retry button after it; a network failure is also asked again once the browser is back online.
 * @csspart dialog - The discard question.
 * @csspart dialog-yes - Its Yes button.
 * @csspart dialog-no - Its No button.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-primary - The active person and the Yes button.
 * @cssprop --hr-color-border - Edge of the box.
 * @cssprop --hr-color-surface - Background of the box, popup and dialog.
 */
export class HrQuickSearchElement extends createElementClass<QuickSearchProps>('hr-quick-search', QuickSearch, {
  props: {
    src: 'string',
    label: 'string',
    placeholder: 'string',
    debounce: 'number',
  },
  styles: quickSearchStyles,
}) {}

defineElement('hr-quick-search', HrQuickSearchElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-quick-search': HrQuickSearchElement;
  }
}
