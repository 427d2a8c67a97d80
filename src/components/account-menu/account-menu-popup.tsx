import { useMemo } from 'react';
import { useConfig, useShadowSheet } from '../../element/define-element';
import { t } from '../../lib/i18n';
import { safeUrl } from '../../lib/urls';
import type { MenuItem, MenuPopupProps } from '../../ui/menu-button';
import { MenuPopup } from '../../ui/menu-popup';
import { menuPopupStyles } from '../../ui/menu.styles';
import { accountMenuGroups } from './account-menu-items.logic';

/**
 * The account menu's popup: its items (from the config's capability flags) and its stylesheet, in
 * a chunk fetched on the first sign of intent.
 */
export function AccountMenuPopup(props: MenuPopupProps) {
  useShadowSheet('menu-popup', menuPopupStyles);
  const config = useConfig();
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
  return <MenuPopup {...props} groups={groups} />;
}
