import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { toCount, type InboxVariant } from '../../stores/inbox.logic';

/** Above 99 the badge shows '99+'. */
export const INBOX_BADGE_CAP = 99;

/** The `variant` attribute: `legacy` picks the other counts endpoint's answer shape. */
export function inboxVariant(raw: string | undefined): InboxVariant {
  return raw?.trim().toLowerCase() === 'legacy' ? 'legacy' : 'shell';
}

/** Badge text for a count: null hides the badge (zero or empty). */
export function badgeText(count: unknown): string | null {
  const value = toCount(count);
  if (value === 0) return null;
  return value > INBOX_BADGE_CAP ? t(m.inboxOverflow) : String(value);
}
