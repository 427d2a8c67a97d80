import { useId } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { safeUrl } from '../../lib/urls';
import { Popover } from '../../ui/popover/popover';
import { SHELL_TOOLTIP_DELAY, Tooltip } from '../../ui/tooltip';
import { InboxIcon } from '../../ui/icons';
import type { InboxVariant } from '../../stores/inbox.logic';
import { badgeText } from './inbox-menu.logic';
import { useInboxMenu } from './use-inbox-menu';

export interface InboxMenuProps {
  /** Counts endpoint; /ajax/inbox/inbox_counts_json.php when empty. */
  src?: string | undefined;
  variant: InboxVariant;
}

interface ItemProps {
  label: string;
  count: number;
  href: string | null;
  external?: boolean;
}

function Item({ label, count, href, external }: ItemProps) {
  const badge = badgeText(count);
  const content = (
    <>
      <span className="item-label">{label}</span>
      {/* The space keeps the name "Approvals 3" for screen readers; flex layout drops it visually. */}
      {badge && ' '}
      {badge && <span className="count">{badge}</span>}
    </>
  );
  return (
    <li>
      {href ? (
        <a className="item" href={href} rel={external ? 'noopener noreferrer' : undefined}>
          {content}
        </a>
      ) : (
        <span className="item">{content}</span>
      )}
    </li>
  );
}

/** Inbox button with its count badge, opening a list of inbox links (the inbox counts dropdown). */
export function InboxMenu({ src, variant }: InboxMenuProps) {
  const { inbox, open, toggle, keyDown, retry, rootRef, buttonRef, config, hover } = useInboxMenu(src, variant);
  const panelId = useId();
  const { data } = inbox;
  const badge = badgeText(data?.inbox);
  const app = (path: string) => `${config.urlPrefix}${path}`;

  let body;
  if (data) {
    body = (
      <nav aria-label={t(m.headerInbox)}>
        {data.subsections.length > 0 && (
          <ul className="list">
            {data.subsections.map((item, index) => {
              const url = safeUrl(item.href, { allowedHosts: config.allowedHosts });
              return (
                <Item
                  key={index}
                  label={item.label}
                  count={item.count}
                  href={url?.href ?? null}
                  external={url?.external}
                />
              );
            })}
          </ul>
        )}
        <ul className="list">
          <Item label={t(m.headerInbox)} count={data.inbox} href={app('/inbox/')} />
          <Item label={t(m.headerSentRequests)} count={data.sentRequests} href={app('/inbox/sent_requests/')} />
          {data.communityWidget && (
            <Item label={t(m.headerPastAnnouncements)} count={0} href={app('/dashboard/announcements/')} />
          )}
        </ul>
      </nav>
    );
  } else if (inbox.state === 'error') {
    body = (
      <div className="panel-status">
        <p role="alert" className="error" part="inbox-error">
          {inbox.message}
        </p>
        <button type="button" className="retry" onClick={retry}>
          {t(m.elementRetry)}
        </button>
      </div>
    );
  } else {
    body = (
      <p className="panel-status" role="status">
        {t(m.headerLoading)}
      </p>
    );
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- keys from the button and the panel inside bubble here; pointer enter/leave only time the hide delay
    <div className="inbox" ref={rootRef} onKeyDown={keyDown} {...hover.handlers}>
      <Tooltip label={t(m.headerInbox)} shell delay={SHELL_TOOLTIP_DELAY}>
        <button
          ref={buttonRef}
          type="button"
          className="icon-button"
          part="inbox-button"
          aria-label={badge ? t(m.headerInboxCount, { count: badge }) : t(m.headerInbox)}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={toggle}
        >
          <InboxIcon />
          {badge && (
            <span className="badge" part="inbox-badge" aria-hidden="true">
              {badge}
            </span>
          )}
        </button>
      </Tooltip>
      <Popover
        anchor={buttonRef}
        open={open}
        gap={8}
        id={panelId}
        className="panel"
        part="inbox-panel"
        aria-busy={inbox.state === 'loading' || undefined}
      >
        {body}
      </Popover>
    </div>
  );
}
