import { useId } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
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

/** Inbox button with its count badge, opening a list of inbox links (the dropdown, inbox-panel.tsx). */
export function InboxMenu({ src, variant }: InboxMenuProps) {
  const { inbox, open, toggle, keyDown, retry, rootRef, buttonRef, config, handlers, Panel } = useInboxMenu(
    src,
    variant,
  );
  const panelId = useId();
  const badge = badgeText(inbox.data?.inbox);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- keys from the button and the panel inside bubble here; pointer and focus events only time the hide delay and fetch the panel
    <div className="inbox" ref={rootRef} onKeyDown={keyDown} {...handlers}>
      <Tooltip label={t(m.headerInbox)} shell delay={SHELL_TOOLTIP_DELAY}>
        <button
          ref={buttonRef}
          type="button"
          className="icon-button"
          part="inbox-button"
          aria-label={badge ? t(m.headerInboxCount, { count: badge }) : t(m.headerInbox)}
          aria-expanded={open}
          aria-controls={open && Panel ? panelId : undefined}
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
      {Panel && (
        <Panel
          anchor={buttonRef}
          open={open}
          id={panelId}
          inbox={inbox}
          retry={retry}
          config={config}
          countText={badgeText}
        />
      )}
    </div>
  );
}
