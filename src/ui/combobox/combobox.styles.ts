import { token } from '../../styles/tokens';

const hover = `color-mix(in srgb, ${token('color-primary')} 9%, ${token('color-surface')})`;

/** The Combobox view in a shadow root: a search box with a listbox popup under it. */
export const comboboxStyles = `
:host { display: block; position: relative; color: ${token('color-text')}; line-height: 1.4; }
.base { position: relative; }
svg { width: 1.125em; height: 1.125em; fill: none; stroke: currentColor; stroke-width: 1.8; stroke-linecap: round; stroke-linejoin: round; }
.field { position: relative; display: flex; align-items: center; }
.field > svg { position: absolute; inset-inline-start: .625em; color: ${token('color-text-muted')}; pointer-events: none; }
input {
  width: 100%; min-height: 2.5em; padding: .375em 2.25em .375em 2.25em; border: 1px solid ${token('color-border')};
  border-radius: .5em; background: ${token('color-surface')}; color: ${token('color-text')};
}
input::placeholder { color: ${token('color-text-muted')}; opacity: 1; }
input:focus-visible { outline-offset: 0; border-color: ${token('color-focus')}; }
.clear {
  position: absolute; inset-inline-end: .25em; display: grid; place-items: center; width: 2em; height: 2em;
  border: 0; border-radius: .375em; background: none; color: ${token('color-text-muted')}; cursor: pointer;
}
.clear:hover { background: ${hover}; color: ${token('color-text')}; }
.popup {
  position: absolute; z-index: 1000; top: calc(100% + .25em); inset-inline: 0; min-width: min(22em, calc(100vw - 1em));
  max-height: min(30em, 70vh); overflow: auto; padding: .375em; border-radius: .5em;
  border: 1px solid color-mix(in srgb, ${token('color-border')} 60%, transparent);
  background: ${token('color-surface')}; box-shadow: 0 .5em 1.5em rgb(15 23 42 / 16%), 0 1px 3px rgb(15 23 42 / 10%);
}
.popup[hidden] { display: none; }
.list { margin: 0; padding: 0; list-style: none; }
.option {
  display: flex; align-items: baseline; gap: .5em; padding: .4375em .625em; border-radius: .375em;
  color: inherit; text-decoration: none; cursor: pointer;
}
.option.active { background: ${hover}; color: ${token('color-primary')}; }
.name { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.hint, .type {
  flex: none; padding: 0 .4375em; border-radius: 1em; font-size: .75em;
  color: ${token('color-text-muted')}; border: 1px solid color-mix(in srgb, ${token('color-border')} 70%, transparent);
}
.note { margin: 0; padding: .5em .625em; color: ${token('color-text-muted')}; font-size: .875em; }
.note.error { color: ${token('color-danger')}; background: ${token('color-danger-surface')}; border-radius: .375em; }
`;
