import { useShadowSheet } from '../../element/define-element';
import type { MenuPopupProps } from '../../ui/menu-button';
import { MenuPopup } from '../../ui/menu-popup';
import { menuPopupStyles } from '../../ui/menu.styles';

/**
 * The narrow header's overflow menu popup (help, answers, settings): the shared menu popup and its
 * stylesheet, in a chunk fetched on the first sign of intent. The items come from the header.
 */
export function HeaderOverflowPopup(props: MenuPopupProps) {
  useShadowSheet('menu-popup', menuPopupStyles);
  return <MenuPopup {...props} />;
}
