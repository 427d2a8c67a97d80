import { token } from '../../styles/tokens';

const hover = `color-mix(in srgb, ${token('color-primary')} 9%, ${token('color-surface')})`;

/**
 * The popup hangs under the element (placed right after the page's input) and overlays what
 * follows; it is 380px wide unless the page sets --hr-live-search-width.
 * The fragment's markup is the server's: these rules style its usual classes and bare tags.
 */
export const liveSearchStyles = `
:host { display: block; position: relative; color: ${token('color-text')}; line-height: 1.4; font-size: 1em; }
.panel {
  position: absolute; z-index: 1000; top: .25em; inset-inline-start: 0;
  width: min(var(--hr-live-search-width, 380px), calc(100vw - 1em)); max-height: min(32em, 70vh); overflow: auto;
  padding: .375em; border: 1px solid color-mix(in srgb, ${token('color-border')} 60%, transparent); border-radius: .5em;
  background: ${token('color-surface')}; box-shadow: 0 .5em 1.5em rgb(15 23 42 / 16%), 0 1px 3px rgb(15 23 42 / 10%);
}
.panel[hidden] { display: none; }
.loading { display: flex; align-items: center; gap: .5em; padding: .5em .625em; color: ${token('color-text-muted')}; font-size: .875em; }
.spinner {
  width: 1em; height: 1em; border: 2px solid color-mix(in srgb, currentColor 25%, transparent);
  border-top-color: ${token('color-primary')}; border-radius: 50%; animation: spin .7s linear infinite;
}
@keyframes spin { to { transform: rotate(1turn); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 2s; } }
.error {
  margin: 0; padding: .5em .625em; border-radius: .375em; font-size: .875em;
  color: ${token('color-danger')}; background: ${token('color-danger-surface')};
}
.results[hidden] { display: none; }
.results ul, .results ol { margin: 0; padding: 0; list-style: none; }
.results p { margin: .25em .625em; }
.results strong.hr-search-section-title {
  display: block; padding: .625em .625em .25em; color: ${token('color-text-muted')};
  font-size: .75em; font-weight: 600; letter-spacing: .04em; text-transform: uppercase;
}
.results .hr-search-section:first-child strong.hr-search-section-title { padding-top: .25em; }
.results li li, .results > a { display: block; border-radius: .375em; }
.results a, .results .hr-search-result-link {
  display: block; padding: .4375em .625em; border-radius: .375em; color: inherit; text-decoration: none;
}
.results a:focus-visible { outline-offset: -2px; }
.results .hr-live-selected { background: ${hover}; }
.results .hr-live-selected > a, .results a.hr-live-selected { color: ${token('color-primary')}; }
.results .hr-search-result-meta, .results .hr-search-result-number { color: ${token('color-text-muted')}; font-size: .875em; }
.results .hr-search-result--inactive { color: ${token('color-text-muted')}; }
.results mark { background: ${token('color-highlight')}; color: inherit; border-radius: 2px; }
`;
