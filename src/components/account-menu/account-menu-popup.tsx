import { useMemo } from 'react';
import { useConfig, useShadowSheet } from '../../element/define-element';
import { t } from '../../lib/i18n';
import { safeUrl } from '../../lib/urls';
import { Avatar } from '../../ui/avatar';
import type { MenuItem, MenuPopupProps } from '../../ui/menu-button';
import { MenuPopup } from '../../ui/menu-popup';
import { menuPopupStyles } from '../../ui/menu.styles';
import { accountMenuGroups, accountRole } from './account-menu-items.logic';
import { fullName, initials } from './account-menu.logic';
import { accountHeaderStyles } from './account-menu-popup.styles';

/**
 * The account menu's popup: a header naming the user (photo, name, email, role; not an item, so
 * the keys skip it), the items (from the config's capability flags) and its stylesheet, in a chunk
 * fetched on the first sign of intent.
 */
export function AccountMenuPopup(props: MenuPopupProps) {
  useShadowSheet('menu-popup', menuPopupStyles);
  useShadowSheet('account-header', accountHeaderStyles);
  const config = useConfig();
  const { user, allowedHosts } = config;
  const groups = useMemo(
    () =>
      accountMenuGroups(config).map((group) =>
        group.flatMap((item): MenuItem[] => {
          const label = t(item.label);
          if (!item.href) return [{ id: item.id, label }];
          // A hostile URL prefix must not turn the routes into script or off-site links.
          const url = safeUrl(item.href);
          return url && !url.external ? [{ id: item.id, label, href: item.href }] : [];
        }),
      ),
    [config],
  );
  const photo = user ? (safeUrl(user.avatarMedium, { allowedHosts })?.href ?? null) : null;
  const header = user && (
    <div className="account-header" part="account-header">
      <Avatar
        key={photo}
        src={photo}
        className="account-header-photo"
        part="account-header-photo"
        initials={initials(user)}
      />
      <div className="account-header-text">
        <span className="account-header-name">{fullName(user)}</span>
        {user.email && <span className="account-header-email">{user.email}</span>}
        <span className="account-header-role">{t(accountRole(user))}</span>
      </div>
    </div>
  );
  return <MenuPopup {...props} groups={groups} header={header} />;
}
