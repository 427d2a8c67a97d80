import { createElementClass, defineElement } from '../src/element/define-element';
import { AccountMenu } from '../src/components/account-menu/account-menu';
import { accountMenuStyles } from '../src/components/account-menu/account-menu.styles';
import type { AccountItemId } from '../src/components/account-menu/account-menu.logic';

/** Detail of `hr-open` and `hr-close` from the account menu. */
export interface AccountMenuToggleDetail {
  menu: 'account';
}

/** Detail of `hr-select` from the account menu. */
export interface AccountMenuSelectDetail {
  menu: 'account';
  /** Which item: apps, devices, mobileQrLogin, devUtilities, twoStepLogin, passkeys, accountSettings, changePassword, myInfo, logOut. */
  item: AccountItemId;
  /** Absolute URL the item links to; null for Mobile App QR Code Login (it opens a dialog). */
  href: string | null;
}

/**
 * The signed-in user's account menu (the same one `<hr-global-header>` shows), for pages without
 * the header. A menu button with the user's photo and name opens a header naming the user (photo,
 * name, email, and a role from the config user's flags: Account Owner, Support Administrator,
 * Administrator or Employee), then: App Integrations; My Devices &
 * API Keys (or My Devices, or API Keys); Mobile App QR Code Login; Dev Utilities; 2-Step Login;
 * Passkeys; Account Settings; Change Password; My Info; Log Out. Each item depends on a capability
 * flag of the config (`account`, `apps`, `devices`, `api`, `mobileQrLogin`, `devUtilities`,
 * `twoStepSelfService`, and the company's `passkeysEnabled`); an empty group is dropped. Without
 * the `account` flag the element shows only 'Hi, {firstName}'; without a user, nothing.
 *
 * Keyboard (WAI-ARIA menu button): Enter, Space or ↓ opens on the first item, ↑ on the last;
 * arrows wrap; Home/End; a letter jumps to the next item starting with it; Escape closes and
 * focuses the button; Tab closes. Mobile App QR Code Login opens a modal dialog that requests
 * POST /auth/mobile_qr/token and draws the first token as a QR code (loaded only then), with the
 * time left, an Expired sheet with Refresh, and App Store / Google Play links. The menu's popup
 * loads on the first sign of intent (pointer over, focus, press); a press before it has arrived
 * opens it when it does.
 *
 * @summary The account menu (and the Mobile App QR Code Login dialog) on its own.
 * @tag hr-account-menu
 *
 * @attr {string} config - JSON overrides of the page config for this element (user, capabilities, company, urlPrefix, allowedHosts…).
 *
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{menu: 'account'}>} hr-open - The menu opened. Bubbles, composed.
 * @fires {CustomEvent<{menu: 'account'}>} hr-close - The menu closed (Escape, Tab, outside click, an item chosen). Bubbles, composed.
 * @fires {CustomEvent<{menu: 'account', item: string, href: string | null}>} hr-select - An item was chosen, before the link is followed or the QR dialog opens. Bubbles, composed, cancelable: `preventDefault()` stops the navigation (or the dialog), e.g. for client-side routing.
 * @fires {CustomEvent<{message: string, attribute: string}>} hr-error - The `config` attribute is not valid JSON. Bubbles, composed.
 *
 * @csspart menu-button - The button that opens the menu.
 * @csspart avatar - The user's photo, or the default picture with initials (of the name shown, preferred name first).
 * @csspart account-header - The popup's header: photo, name, email and role (not a menu item).
 * @csspart account-header-photo - The header's photo, or the default picture with initials.
 * @csspart name - The user's name on the button.
 * @csspart menu - The popup (role=menu).
 * @csspart menu-item - Each item.
 * @csspart greeting - 'Hi, {firstName}' (without the account flag).
 * @csspart qr-dialog - The Mobile App QR Code Login dialog.
 * @csspart qr-stage - The square holding the code and its sheets.
 * @csspart qr-code - The QR code (SVG).
 * @csspart qr-time - 'Expires in m:ss'.
 * @csspart qr-expired - The Expired sheet.
 * @csspart qr-error - The failure sheet.
 * @csspart qr-close - The dialog's close button.
 * @csspart qr-cancel - The dialog's Cancel button.
 * @csspart store-badge - The App Store and Google Play links.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-primary - Focused item, Refresh button, initials.
 * @cssprop --hr-color-surface - Menu and dialog background.
 * @cssprop --hr-color-text - Menu and dialog text.
 * @cssprop --hr-color-text-muted - Secondary text of the dialog.
 * @cssprop --hr-color-danger - The QR failure text.
 */
export class HrAccountMenuElement extends createElementClass<object>('hr-account-menu', AccountMenu, {
  props: {},
  styles: accountMenuStyles,
}) {}

defineElement('hr-account-menu', HrAccountMenuElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-account-menu': HrAccountMenuElement;
  }
}
