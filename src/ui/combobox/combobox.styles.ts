import { token } from '../../styles/tokens';
import { comboboxSelector } from './class-names';

const hover = `color-mix(in srgb, ${token('color-primary')} 9%, ${token('color-surface')})`;

// A loader; in a shadow root only, where its keyframes cannot meet a page's own.
const spinner = `
.spinner {
  width: 1em; height: 1em; flex: none; border: 2px solid color-mix(in srgb, currentColor 25%, transparent);
  border-top-color: ${token('color-primary')}; border-radius: 50%; animation: spin .7s linear infinite;
}
@keyframes spin { to { transform: rotate(1turn); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 2s; } }
`;

/**
 * The popup of the combobox view: a card under the box holding the listbox (its options, or its
 * groups with their headings) and the loading, empty and failure notes. `prefix` scopes every rule
 * by a light-DOM element's tag (see class-names.ts); an element changes only what its look differs in.
 * A function, so only other `*.styles.ts` modules may call it: the builds turn those into strings.
 */
export function comboboxPopupStyles(prefix?: string): string {
  const s = (block: string, modifier?: string) => comboboxSelector(prefix, block, modifier);
  return `
${s('popup')} {
  position: absolute; z-index: 1000; top: calc(100% + .25em); inset-inline: 0;
  max-height: min(30em, 70vh); overflow: auto; padding: .375em; border-radius: .5em;
  border: 1px solid color-mix(in srgb, ${token('color-border')} 60%, transparent);
  background: ${token('color-surface')}; box-shadow: 0 .5em 1.5em rgb(15 23 42 / 16%), 0 1px 3px rgb(15 23 42 / 10%);
}
${s('popup')}[hidden] { display: none; }
${s('group')} + ${s('group')} { margin-top: .25em; padding-top: .25em; border-top: 1px solid #eef1f4; }
${s('heading')} {
  padding: .375em 1em .25em; color: ${token('color-text-muted')};
  font-size: .75em; font-weight: 700; letter-spacing: .04em; text-transform: uppercase;
}
${s('option')} {
  display: flex; align-items: baseline; gap: .5em; padding: .4375em .625em; border-radius: .375em;
  color: inherit; text-decoration: none; cursor: pointer;
}
${s('option', 'active')} { background: ${hover}; color: ${token('color-primary')}; }
${s('note')} { margin: 0; padding: .5em .625em; color: ${token('color-text-muted')}; font-size: .875em; }
${s('note', 'error')} { color: ${token('color-danger')}; background: ${token('color-danger-surface')}; border-radius: .375em; }
${s('retry')} {
  margin-inline-start: .25em; padding: 0; border: 0; background: none; color: ${token('color-primary')};
  font: inherit; font-weight: 600; text-decoration: underline; cursor: pointer;
}
${prefix ? '' : spinner}`;
}

/** The search box of the combobox view in a shadow root, its look left to a skin. */
export const comboboxBoxStyles = `
:host { display: block; position: relative; color: ${token('color-text')}; line-height: 1.4; }
.base { position: relative; }
svg { fill: none; stroke: currentColor; stroke-linecap: round; stroke-linejoin: round; }
.field { position: relative; display: flex; align-items: center; }
.field > svg { color: ${token('color-text-muted')}; }
input::placeholder { color: ${token('color-text-muted')}; opacity: 1; }
.clear { place-items: center; border: 0; background: none; color: ${token('color-text-muted')}; cursor: pointer; }
.clear:hover { color: ${token('color-text')}; }
`;

/** The combobox view in a shadow root: the search box with the popup under it. */
export const comboboxStyles = `${comboboxBoxStyles}${comboboxPopupStyles()}`;

/** The usual skin of the box: a bordered input, the search icon and the clear button inside it. */
export const searchBoxStyles = `
svg { width: 1.125em; height: 1.125em; stroke-width: 1.8; }
.field > svg { position: absolute; inset-inline-start: .625em; pointer-events: none; }
input {
  width: 100%; min-height: 2.5em; padding: .375em 2.25em .375em 2.25em; border: 1px solid ${token('color-border')};
  border-radius: .5em; background: ${token('color-surface')}; color: ${token('color-text')};
}
input:focus-visible { outline-offset: 0; border-color: ${token('color-focus')}; }
.clear { position: absolute; inset-inline-end: .25em; display: grid; width: 2em; height: 2em; border-radius: .375em; }
.clear:hover { background: ${hover}; }
.popup { min-width: min(22em, calc(100vw - 1em)); }
.name { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.hint, .type {
  flex: none; padding: 0 .4375em; border-radius: 1em; font-size: .75em;
  color: ${token('color-text-muted')}; border: 1px solid color-mix(in srgb, ${token('color-border')} 70%, transparent);
}
`;
