import { NARROW_MEDIA, SHELL_WIDE_BREAKPOINT, token } from '../../styles/tokens';
import { comboboxBoxStyles } from '../../ui/combobox/combobox.styles';

/**
 * The box at rest, all the first render needs: a rounded search box that fills the header's
 * search slot, with its key hint. Under SHELL_WIDE_BREAKPOINT the clear button shows only while
 * the box has the focus (SPEC §9); Escape clears it as well. Under NARROW_MEDIA (phones) the key
 * hint goes and the popup takes the box's width, so it stays inside the window. The popup's rules come with the combobox (global-search-popup.styles.ts).
 */
export const globalSearchStyles = `
${comboboxBoxStyles}
.field {
  gap: .5em; min-height: 2.5em; padding: 0 .5em 0 .75em;
  border: 1px solid var(--hr-search-border, #c5ccd5); border-radius: 1.25em;
  background: var(--hr-search-background, #f5f7fa); transition: border-color .15s, background-color .15s, box-shadow .15s;
}
.field:focus-within { background: ${token('color-surface')}; border-color: ${token('color-focus')}; box-shadow: 0 0 0 3px rgba(29, 95, 191, .18); }
.field:focus-within .key { display: none; }
input { flex: 1; min-width: 0; height: 2.375em; border: 0; background: transparent; outline: none; font-size: .9375em; }
input:focus-visible { outline: none; }
.icon, .photo { width: 1.25em; height: 1.25em; flex: none; stroke-width: 1.75; }
.clear {
  display: inline-grid; width: 1.75em; height: 1.75em; min-width: 24px; min-height: 24px;
  padding: 0; border-radius: 50%;
}
.clear:hover { background: #e4e8ee; }
.clear .icon { width: 1em; height: 1em; }
@media (max-width: ${SHELL_WIDE_BREAKPOINT - 0.02}px) { .field:not(:focus-within) .clear { display: none; } }
@media ${NARROW_MEDIA} { .key { display: none; } :host .popup { width: auto; min-width: 0; inset-inline-end: 0; } }
.key, kbd {
  display: inline-block; min-width: 1.6em; padding: 0 .35em; border: 1px solid #c5ccd5; border-bottom-width: 2px;
  border-radius: .3em; background: ${token('color-surface')}; color: ${token('color-text-muted')};
  font: .75em/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; text-align: center;
}
`;
