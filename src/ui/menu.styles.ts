import { token } from '../styles/tokens';

/** The menu button (ui/menu-button.tsx): in the first render of an element whose popup is fetched later. */
export const menuButtonStyles = `
.hr-menu { position: relative; display: inline-block; }
.hr-menu-button {
  display: inline-flex; align-items: center; gap: .5em; min-height: 2.25em; padding: .25em .5em;
  border: 0; border-radius: .5em; background: none; cursor: pointer;
}
.hr-menu-button:hover, .hr-menu-button[aria-expanded=true] { background: rgba(31, 41, 51, .07); }
`;

/** The popup (ui/menu-popup.tsx): a fetched popup adopts it when it first renders. */
export const menuPopupStyles = `
.hr-menu-popup {
  position: absolute; z-index: 30; top: calc(100% + .375em); width: max-content; min-width: 14em; max-width: min(22em, calc(100vw - 1em));
  padding: .375em; border: 1px solid rgba(31, 41, 51, .12); border-radius: .625em;
  background: ${token('color-surface')}; color: ${token('color-text')};
  box-shadow: 0 .75em 2em rgba(31, 41, 51, .16), 0 .125em .375em rgba(31, 41, 51, .08);
  font-size: .9375em; line-height: 1.35; text-align: start;
}
.hr-menu-popup[hidden] { display: none; }
.hr-menu-fixed { position: fixed; top: auto; }
.hr-menu-end { right: 0; }
.hr-menu-start { left: 0; }
.hr-menu-item {
  display: block; width: 100%; min-height: 2.25em; padding: .5em .75em; border: 0; border-radius: .375em;
  background: none; color: inherit; font: inherit; text-align: inherit; text-decoration: none;
  cursor: pointer; overflow-wrap: anywhere;
}
.hr-menu-item:hover { background: rgba(31, 41, 51, .06); }
.hr-menu-item[aria-disabled=true] { color: ${token('color-text-muted')}; cursor: not-allowed; }
.hr-menu-item:focus { outline: 0; background: #e3ecf9; color: #123f80; box-shadow: inset 3px 0 ${token('color-primary')}; }
.hr-menu-separator { height: 1px; margin: .375em -.375em; background: rgba(31, 41, 51, .12); }
@media (forced-colors: active) { .hr-menu-item:focus { outline: 2px solid Highlight; } }
`;

/** Styles of `<Menu>` (ui/menu.tsx), button and popup: include this string in the stylesheet of any element using it. */
export const menuStyles = `${menuButtonStyles}${menuPopupStyles}`;
