import { createElementClass, defineElement } from '../src/element/define-element';
import { HelpSearch, type HelpSearchProps } from '../src/components/help-search/help-search';
import { helpSearchStyles } from '../src/components/help-search/help-search.styles';

/**
 * The help-centre search dropdown (docs/api helpSearch): as the user
 * types, after a debounce, the Algolia-style index is asked for 10 hits
 * (`POST {query, hitsPerPage: 10}`), listed in a WAI-ARIA combobox with each hit's name, kind
 * (support article, knowledge base, or other) and snippet, matches highlighted. Each hit opens
 * `/home/?pendo={objectID}` (objectID URL-encoded, with the URL prefix); the hit's own `url` is
 * not used. The snippet's markup is never inserted as HTML: `<em>` becomes a highlight and
 * everything else is text. No hits shows 'Sorry, no results were found.'; a failure shows
 * 'Oops. Something went wrong. Please try again.' and fires `hr-error`.
 *
 * **Where it asks.** With the page config's `helpSearch` block (`{host, appId, apiKey, index}`,
 * SPEC §7's third-party service), POST `https://{host}/1/indexes/{index}/query` with the
 * service's own headers `X-Algolia-Application-Id` and `X-Algolia-API-Key` (the search-only key),
 * without cookies (`credentials: 'omit'`), the CSRF token or `X-Requested-With`, and not through
 * the app's HTTP client (a 401 there would lock the session). The host is allowed by host, not by
 * origin: it must be listed in `allowedHosts` and is always called over https. A block that
 * cannot be used (host not listed, `http://`, a missing `appId`, `apiKey` or `index`) is refused:
 * the console names the reason and the element shows 'Looks like our help menu needs a little
 * help. We'll have it back soon!' (part `not-ready`) instead of the box. Without the block (or
 * with `null`), the same-origin endpoint `/help/1/indexes/articles/query` (the demo's) through the
 * app's HTTP client. A `src` attribute always wins: that endpoint, through the app's HTTP client.
 *
 * Keys: ↓/↑ move through the hits (the focus stays in the box), Enter opens the active one,
 * Escape closes the list and a second Escape clears the box.
 *
 * @summary Help-centre search box with a dropdown of up to 10 articles.
 * @tag hr-help-search
 *
 * @attr {string} src - The index's query endpoint on the app's own origin. Default: the config's `helpSearch` service, else `/help/1/indexes/articles/query`. Root-relative URLs get the configured URL prefix.
 * @attr {string} label - Accessible name of the search box. Default "Search the Help Center".
 * @attr {string} placeholder - Placeholder of the search box. Default "Search help articles…".
 * @attr {number} debounce - Milliseconds to wait after the last keystroke (default 500, SPEC §9; at most 5000).
 * @attr {string} config - JSON overrides of the page config for this element (urlPrefix, helpSearch, allowedHosts…).
 *
 * @prop {string | undefined} src - Reflects `src`.
 * @prop {string | undefined} label - Reflects `label`.
 * @prop {string | undefined} placeholder - Reflects `placeholder`.
 * @prop {number | undefined} debounce - Reflects `debounce`.
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{status: number, message: string}>} hr-error - The search failed (status 0 when no response arrived). Bubbles, composed.
 *
 * @csspart base - Wrapper of the box and the dropdown (a search landmark).
 * @csspart field - The box with its icon.
 * @csspart input - The search box.
 * @csspart popup - The dropdown.
 * @csspart list - The listbox of hits.
 * @csspart option - Each hit (a link); `active` is added to the active one.
 * @csspart type - A hit's kind.
 * @csspart snippet - A hit's snippet.
 * @csspart empty - The no-results message.
 * @csspart error - The failure message.
 * @csspart retry - The Retry button after it; a network failure is also asked again once the browser is back online.
 * @csspart not-ready - The 'help menu needs a little help' text shown instead of the box when the config's `helpSearch` is refused.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-primary - The active hit.
 * @cssprop --hr-color-highlight - Background of matched words in snippets.
 * @cssprop --hr-color-surface - Background of the box and the dropdown.
 */
export class HrHelpSearchElement extends createElementClass<HelpSearchProps>('hr-help-search', HelpSearch, {
  props: {
    src: 'string',
    label: 'string',
    placeholder: 'string',
    debounce: 'number',
  },
  styles: helpSearchStyles,
}) {}

defineElement('hr-help-search', HrHelpSearchElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-help-search': HrHelpSearchElement;
  }
}
