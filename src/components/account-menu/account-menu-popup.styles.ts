import { token } from '../../styles/tokens';

/** The popup's header (account-menu-popup.tsx): in the popup's chunk, not in the first render. */
export const accountHeaderStyles = `
.account-header {
  display: flex; align-items: center; gap: .75em; padding: .5em .75em .75em; margin: 0 -.375em .375em;
  border-bottom: 1px solid rgba(31, 41, 51, .12);
}
.account-header-photo {
  flex: none; display: grid; place-items: center; width: 2.75em; height: 2.75em; border-radius: 50%; overflow: hidden;
  object-fit: cover; background: #dbe7f7; color: ${token('color-primary')}; font-weight: 600;
}
.account-header-text { display: grid; min-width: 0; gap: .0625em; }
.account-header-name { font-weight: 600; overflow-wrap: anywhere; }
.account-header-email, .account-header-role { color: ${token('color-text-muted')}; font-size: .875em; overflow-wrap: anywhere; }
`;
