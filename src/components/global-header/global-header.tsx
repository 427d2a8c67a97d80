import { useState } from 'react';
import { useConfig } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { safeUrl } from '../../lib/urls';
import { SHELL_TOOLTIP_DELAY, Tooltip } from '../../ui/tooltip';
import { AccountMenu } from '../account-menu/account-menu';
import { HelpButton } from '../help-button/help-button';
import { InboxMenu } from '../inbox-menu/inbox-menu';
import { inboxVariant } from '../inbox-menu/inbox-menu.logic';
import { AnswersIcon, Icon, SEARCH_ICON, SettingsIcon } from '../../ui/icons';
import { lazyPart, useLazyPart } from '../../ui/lazy-part';
import { MenuButton } from '../../ui/menu-button';
import { isSettingsPath, withPrefix } from './global-header.logic';
import { useAnswersButton, useNavDrawer } from './use-global-header';

export interface GlobalHeaderProps {
  inboxSrc?: string;
  inboxVariant?: string;
  helpCenterHref?: string;
}

export const DEFAULT_HELP_CENTER_HREF = '/help/';

/** The narrow layout's open search and overflow menu popup: each fetched on the first sign of intent. */
const headerSearch = lazyPart(
  () => import('./header-search').then((module) => module.HeaderSearch),
  'hr-global-header',
);
const overflowPopup = lazyPart(
  () => import('./header-overflow').then((module) => module.HeaderOverflowPopup),
  'hr-global-header',
);

/** The top bar: logo and search slots, then the actions each on its canSee flag. */
export function GlobalHeader({ inboxSrc, inboxVariant: variant, helpCenterHref }: GlobalHeaderProps) {
  const { canSee, urlPrefix, allowedHosts } = useConfig();
  const { answers, keepRoom } = useAnswersButton(canSee.answers === true);
  const answersUrl = answers && safeUrl(answers.href, { allowedHosts });
  const helpUrl = safeUrl(withPrefix(helpCenterHref?.trim() || DEFAULT_HELP_CENTER_HREF, urlPrefix), { allowedHosts });
  const external = (url: { external: boolean } | null) => (url?.external ? 'noopener noreferrer' : undefined);
  const drawer = useNavDrawer();
  const [searching, setSearching] = useState(false);
  const search = useLazyPart(headerSearch);
  const overflow = useLazyPart(overflowPopup);

  return (
    <header className={searching ? 'bar searching' : 'bar'} part="base" aria-label={t(m.headerLabel)}>
      <button
        type="button"
        className="icon-button narrow"
        part="nav-button"
        aria-label={t(m.headerMenu)}
        aria-expanded={drawer}
        onClick={(event) =>
          event.currentTarget.dispatchEvent(new CustomEvent('hr-nav-toggle', { bubbles: true, composed: true }))
        }
      >
        <Icon d="M4 6h16M4 12h16M4 18h16" className="icon" />
      </button>
      <div className="logo" part="logo">
        <slot name="logo" />
      </div>
      <div className="search" part="search">
        <slot name="search" />
        {search.Part && <search.Part open={searching} onOpen={setSearching} />}
      </div>
      <div className="actions" part="actions">
        <button
          type="button"
          className="icon-button narrow"
          part="search-button"
          aria-label={t(m.searchLabel)}
          {...search.intent}
          onClick={() => {
            setSearching(true);
            void search.want();
          }}
        >
          <Icon d={SEARCH_ICON} className="icon" />
        </button>
        <slot />
        {/* An asked-for button keeps its room from the first render, so its answer moves nothing. */}
        {(keepRoom || answersUrl) && (
          <span className="answers-slot" part="answers-slot">
            {answers && answersUrl && (
              <a className="answers" part="answers-button" href={answersUrl.href} rel={external(answersUrl)}>
                <AnswersIcon />
                <span className="answers-label">{answers.label}</span>
                {answers.isNew && (
                  <span className="new-dot" part="answers-new">
                    <span className="sr-only">{t(m.headerNew)}</span>
                  </span>
                )}
              </a>
            )}
          </span>
        )}
        {canSee.inbox && <InboxMenu src={inboxSrc} variant={inboxVariant(variant)} />}
        {canSee.help && <HelpButton helpCenterHref={helpUrl?.href ?? null} />}
        {canSee.settings && (
          <Tooltip label={t(m.headerSettings)} shell delay={SHELL_TOOLTIP_DELAY}>
            <a
              className="icon-button"
              part="settings-link"
              href={`${urlPrefix}/settings/`}
              aria-label={t(m.headerSettings)}
              aria-current={isSettingsPath(location.pathname, urlPrefix) ? 'page' : undefined}
            >
              <SettingsIcon />
            </a>
          </Tooltip>
        )}
        {(canSee.help || canSee.settings || answersUrl) && (
          <MenuButton
            className="more narrow"
            triggerPart="more-button"
            trigger={<Icon d="M12 5h.01M12 12h.01M12 19h.01" className="icon dots" />}
            triggerLabel={t(m.headerMore)}
            label={t(m.headerMore)}
            Popup={overflow.Part}
            onIntent={overflow.want}
          />
        )}
        <div className="account" part="account">
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
