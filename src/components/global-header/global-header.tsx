import { useConfig } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { safeUrl } from '../../lib/urls';
import { SHELL_TOOLTIP_DELAY, Tooltip } from '../../ui/tooltip';
import { AccountMenu } from '../account-menu/account-menu';
import { HelpButton } from '../help-button/help-button';
import { InboxMenu } from '../inbox-menu/inbox-menu';
import { inboxVariant } from '../inbox-menu/inbox-menu.logic';
import { AnswersIcon, SettingsIcon } from '../../ui/icons';
import { isSettingsPath, withPrefix } from './global-header.logic';
import { useAnswersButton } from './use-global-header';

export interface GlobalHeaderProps {
  inboxSrc?: string;
  inboxVariant?: string;
  helpCenterHref?: string;
}

export const DEFAULT_HELP_CENTER_HREF = '/help/';

/** The top bar: logo and search slots, then the actions each on its canSee flag. */
export function GlobalHeader({ inboxSrc, inboxVariant: variant, helpCenterHref }: GlobalHeaderProps) {
  const { canSee, urlPrefix, allowedHosts } = useConfig();
  const { answers, keepRoom } = useAnswersButton(canSee.answers === true);
  const answersUrl = answers && safeUrl(answers.href, { allowedHosts });
  const helpUrl = safeUrl(withPrefix(helpCenterHref?.trim() || DEFAULT_HELP_CENTER_HREF, urlPrefix), { allowedHosts });
  const external = (url: { external: boolean } | null) => (url?.external ? 'noopener noreferrer' : undefined);

  return (
    <header className="bar" part="base" aria-label={t(m.headerLabel)}>
      <div className="logo" part="logo">
        <slot name="logo" />
      </div>
      <div className="search" part="search">
        <slot name="search" />
      </div>
      <div className="actions" part="actions">
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
        <div className="account" part="account">
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
