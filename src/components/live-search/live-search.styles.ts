import { token } from '../../styles/tokens';
import { comboboxPopupStyles } from '../../ui/combobox/combobox.styles';

const hover = `color-mix(in srgb, ${token('color-primary')} 9%, ${token('color-surface')})`;

/**
 * The combobox view's popup hangs under the element (placed right after the page's input) and overlays what
 * follows; it is 380px wide unless the page sets --hr-live-search-width.
 * The fragment's markup is the server's: these rules style its usual classes and bare tags.
 */
export const liveSearchStyles = `
:host { display: block; position: relative; color: ${token('color-text')}; line-height: 1.4; font-size: 1em; }
${comboboxPopupStyles()}
.popup {
  top: .25em; inset-inline-end: auto; width: min(var(--hr-live-search-width, 380px), calc(100vw - 1em));
  max-height: min(32em, 70vh);
}
.note { display: flex; align-items: center; gap: .5em; }
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
