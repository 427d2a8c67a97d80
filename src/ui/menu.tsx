import { MenuButton, type MenuProps } from './menu-button';
import { MenuPopup } from './menu-popup';

export type { MenuItem, MenuProps } from './menu-button';

/**
 * WAI-ARIA APG menu button. Enter, Space or ArrowDown opens and focuses the first item, ArrowUp the
 * last; arrows wrap; Home/End; a printable key jumps to the next item starting with it; Escape
 * closes and returns focus to the button; Tab closes and moves on from the button; a pointer down
 * outside closes, and so does a mouse that leaves the button and popup for 250 ms (focus
 * then goes back to the button if it was in the popup). The popup flips above the button and
 * shifts inside the window near its edges. Items are links (`<a role=menuitem>`) or buttons, focused one at a time (roving
 * focus: every item has tabindex=-1). Works inside shadow roots: outside clicks are judged by the
 * event's composed path, not its retargeted target. Styles: `menuStyles` (ui/menu.styles.ts).
 * The popup joins the page on the first sign of intent (pointer over, focus, press) and then
 * stays, hidden while closed; `MenuButton` (ui/menu-button.tsx) takes a popup fetched later instead.
 */
export function Menu(props: MenuProps) {
  return <MenuButton {...props} Popup={MenuPopup} />;
}
