import type { RefObject } from 'react';
import { useShadowSheet } from '../../element/define-element';
import type { HrShellConfig } from '../../lib/config';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { safeUrl } from '../../lib/urls';
import type { InboxState } from '../../stores/inbox';
import { Popover } from '../../ui/popover/popover';
import { inboxPanelStyles } from './inbox-menu.styles';

export interface InboxPanelProps {
  anchor: RefObject<HTMLButtonElement | null>;
  open: boolean;
  id: string;
  inbox: InboxState;
  retry: () => void;
  config: Pick<HrShellConfig, 'urlPrefix' | 'allowedHosts'>;
  /**
   * A count's text, as on the button's badge (`badgeText`); null shows none. Handed over by the
   * button, whose chunk has it: imported here, it would be a chunk of its own on every page.
   */
  countText: (count: number) => string | null;
}

interface ItemProps {
  label: string;
  /** The count's text; null shows none. */
  badge: string | null;
  href: string | null;
  external?: boolean;
}

function Item({ label, badge, href, external }: ItemProps) {
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

/**
 * The inbox dropdown (a chunk of its own, fetched when the button is about to be used): the
 * subsections, then Inbox, Sent requests and Past announcements; 'Loading…' or the error with a
 * retry while there are no counts.
 */
export function InboxPanel({ anchor, open, id, inbox, retry, config, countText }: InboxPanelProps) {
  useShadowSheet('inbox-panel', inboxPanelStyles);
  const { data } = inbox;
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
                  badge={countText(item.count)}
                  href={url?.href ?? null}
                  external={url?.external}
                />
              );
            })}
          </ul>
        )}
        <ul className="list">
          <Item label={t(m.headerInbox)} badge={countText(data.inbox)} href={app('/inbox/')} />
          <Item
            label={t(m.headerSentRequests)}
            badge={countText(data.sentRequests)}
            href={app('/inbox/sent_requests/')}
          />
          {data.communityWidget && (
            <Item label={t(m.headerPastAnnouncements)} badge={null} href={app('/dashboard/announcements/')} />
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
    <Popover
      anchor={anchor}
      open={open}
      gap={8}
      id={id}
      className="panel"
      part="inbox-panel"
      aria-busy={inbox.state === 'loading' || undefined}
    >
      {body}
    </Popover>
  );
}
