import { createElementClass, defineElement } from '../src/element/define-element';
import { LiveSearch, type LiveSearchProps } from '../src/components/live-search/live-search';
import { liveSearchStyles } from '../src/components/live-search/live-search.styles';

/** Detail of `hr-results` from `<hr-live-search>`. */
export interface LiveSearchResultsDetail {
  /** The query as sent (trimmed). */
  query: string;
  /** How many results the fragment holds (its innermost list items, else its links). */
  count: number;
}

/** Detail of `hr-empty` from `<hr-live-search>`. */
export interface LiveSearchEmptyDetail {
  /** The query that found nothing. */
  query: string;
}

/**
 * The live search of legacy pages (the HTML variant of docs/api globalSearch): the text of a page
 * input (named by `for`) or the `query` property is posted, after a debounce, as the form fields
 * `q`, `section` and the extra `params` to `src`, which answers with an HTML fragment. The
 * fragment is sanitized (DOMPurify, loaded on the first answer, with a strict allow-list of tags
 * and of the attributes `href`, `class` and `title`; every href must pass the shell's URL check
 * or the link becomes text) and inserted as DOM nodes, never as an HTML string.
 *
 * States: idle, loading (a loader), then the results, or hidden when the query is blank or the
 * answer is empty. An empty answer fires `hr-empty`; a non-empty one preselects the first result
 * and then fires `hr-results`. Each new query aborts the request before it, and a sequence check
 * drops any answer that is no longer the newest.
 *
 * While bound to an input, ↑/↓ move the preselection, Enter opens the preselected result's link,
 * Escape closes the popup (↓ brings it back), and a click elsewhere closes it. The input gets
 * `role="combobox"` and `aria-expanded`; result counts and the preselected result are announced
 * through a polite status region, because ARIA id references cannot reach into a shadow root.
 *
 * Place the element right after its input: the popup hangs under the element and overlays what follows.
 *
 * @summary Live search that shows a sanitized server HTML fragment under a page input.
 * @tag hr-live-search
 *
 * @attr {string} for - Id of the page's input whose text drives the search (same document or shadow root as the element).
 * @attr {string} query - The query, for pages that drive the search from script instead of an input.
 * @attr {string} src - Endpoint posted to. Default `/ajax/globalsearch.php`. Root-relative URLs get the configured URL prefix.
 * @attr {string} section - Sent as the form field `section` (e.g. `employee`) when set.
 * @attr {string} params - JSON object of extra form fields (string, number or boolean values); `q` and `section` cannot be overridden.
 * @attr {number} debounce - Milliseconds to wait after the last keystroke (default 500, SPEC §9; at most 5000).
 * @attr {string} config - JSON overrides of the page config for this element (urlPrefix, allowedHosts…).
 *
 * @prop {string | undefined} for - Reflects `for`.
 * @prop {string | undefined} query - Reflects `query`.
 * @prop {string | undefined} src - Reflects `src`.
 * @prop {string | undefined} section - Reflects `section`.
 * @prop {object | undefined} params - Extra form fields as an object (not reflected).
 * @prop {number | undefined} debounce - Reflects `debounce`.
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{query: string, count: number}>} hr-results - A non-empty answer is shown and its first result preselected. Bubbles, composed.
 * @fires {CustomEvent<{query: string}>} hr-empty - The answer for a non-blank query was empty; the popup is hidden. Bubbles, composed.
 * @fires {CustomEvent<{status: number, message: string}>} hr-error - The request failed (status 0 when no response arrived; 200 when the answer was too large). Also fired with `{message, attribute}` when an attribute cannot be parsed. Bubbles, composed.
 *
 * @csspart panel - The popup; also carries the state (`loading`, `results`, `error`).
 * @csspart loading - The loader line.
 * @csspart results - The container of the sanitized fragment.
 * @csspart error - The failure message.
 * @csspart retry - The Retry button after it; a network failure is also asked again once the browser is back online.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-live-search-width - Width of the popup (default 380px).
 * @cssprop --hr-color-primary - The preselected result's text and the loader.
 * @cssprop --hr-color-highlight - Background of matched text (`<mark>`).
 * @cssprop --hr-color-surface - Background of the popup.
 * @cssprop --hr-color-danger - Failure text.
 */
export class HrLiveSearchElement extends createElementClass<LiveSearchProps>('hr-live-search', LiveSearch, {
  props: {
    for: 'string',
    query: 'string',
    src: 'string',
    section: 'string',
    params: 'json',
    debounce: 'number',
  },
  styles: liveSearchStyles,
}) {}

defineElement('hr-live-search', HrLiveSearchElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-live-search': HrLiveSearchElement;
  }
  interface GlobalEventHandlersEventMap {
    'hr-results': CustomEvent<LiveSearchResultsDetail>;
    'hr-empty': CustomEvent<LiveSearchEmptyDetail>;
  }
}
