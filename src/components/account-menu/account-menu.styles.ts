import { token } from '../../styles/tokens';
import { menuButtonStyles } from '../../ui/menu.styles';

/**
 * The account menu's button (`<hr-global-header>` includes it too). The popup and the QR dialog
 * bring their own stylesheets with their chunks (account-menu-popup.tsx, mobile-qr-dialog.tsx).
 */
export const accountMenuStyles = `
${menuButtonStyles}
.account-greeting { white-space: nowrap; }
.account-menu .hr-menu-button { color: inherit; }
.account-menu .hr-menu-button:hover, .account-menu .hr-menu-button[aria-expanded=true] {
  background: color-mix(in srgb, currentColor 12%, transparent);
}
.account-avatar {
  flex: none; display: grid; place-items: center; width: 2em; height: 2em; border-radius: 50%; overflow: hidden;
  object-fit: cover; background: #dbe7f7; color: ${token('color-primary')}; font-size: 1em; font-weight: 600;
}
.account-initials { font-size: .8125em; letter-spacing: .02em; }
.account-name { max-width: 12em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 500; }
.account-chevron { flex: none; opacity: .7; transition: transform .15s; }
[aria-expanded=true] > .account-chevron { transform: rotate(180deg); }
@media (prefers-reduced-motion: reduce) { .account-chevron { transition: none; } }
@media (max-width: 40em) {
  .account-name { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); }
}
`;
