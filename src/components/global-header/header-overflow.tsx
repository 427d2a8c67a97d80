import { useMemo, type MouseEvent } from 'react';
import { useConfig, useHost, useShadowSheet } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { safeUrl } from '../../lib/urls';
import type { MenuItem, MenuPopupProps } from '../../ui/menu-button';
import { MenuPopup } from '../../ui/menu-popup';
import { menuPopupStyles } from '../../ui/menu.styles';
import { useAnswersButton } from './use-global-header';

/**
 * The narrow header's overflow menu popup, in a chunk fetched on the first sign of intent: the
 * actions the narrow bar leaves out — Help (presses the header's help button), the answers link
 * (as the bar would show it) and Settings — each on its canSee flag, in the shared menu popup.
 */
export function HeaderOverflowPopup(props: MenuPopupProps) {
  useShadowSheet('menu-popup', menuPopupStyles);
  const host = useHost();
  const { canSee, urlPrefix, allowedHosts } = useConfig();
  const { answers } = useAnswersButton(canSee.answers === true);
  const groups = useMemo(() => {
    const url = answers && safeUrl(answers.href, { allowedHosts });
    const items: MenuItem[] = [
      ...(canSee.help ? [{ id: 'help', label: t(m.headerHelp) }] : []),
      ...(answers && url ? [{ id: 'answers', label: answers.label, href: url.href, external: url.external }] : []),
      ...(canSee.settings ? [{ id: 'settings', label: t(m.headerSettings), href: `${urlPrefix}/settings/` }] : []),
    ];
    return [items];
  }, [answers, allowedHosts, canSee.help, canSee.settings, urlPrefix]);
  const choose = (item: MenuItem, event: MouseEvent) => {
    props.onChoose(item, event);
    if (item.id === 'help') host.shadowRoot?.querySelector<HTMLElement>('[part~=help-button]')?.click();
  };
  return <MenuPopup {...props} groups={groups} onChoose={choose} />;
}
