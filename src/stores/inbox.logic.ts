import { t } from '../lib/i18n';
import { isRecord } from '../lib/json';
import * as m from '../lib/messages.en-US';

/* Pure reading of the inbox counts answers for ./inbox.ts (no network, no timers). */

/**
 * `shell`: GET /ajax/inbox/inbox_counts_json.php → `{counts, isEmployeeCommunityWidgetEnabled, subsections}`.
 * `legacy`: the other endpoint (/ajax/inbox/inbox_counts.php) → `{success, counts, subsections, error, errorMessage}`,
 * which reports failure in the body and whose errorMessage is shown (docs/api shellInboxCountsLegacy).
 */
export type InboxVariant = 'shell' | 'legacy';

export interface InboxSubsection {
  label: string;
  count: number;
  /** As the server sent it: the view passes it through safeUrl() and shows plain text when refused. */
  href: string;
}

export interface InboxData {
  inbox: number;
  sentRequests: number;
  communityWidget: boolean;
  subsections: InboxSubsection[];
}

export type InboxParse = { ok: true; data: InboxData } | { ok: false; message: string | null };

/** A misbehaving server cannot turn the dropdown into a wall of links. */
const MAX_SUBSECTIONS = 20;
const MAX_TEXT = 200;

/**
 * Counts are shown, never echoed: anything but a non-negative safe integer (or a string of digits,
 * as PHP sometimes sends) counts as 0, so "-1", "abc", NaN, 1e309 or markup never reach the badge.
 */
export function toCount(raw: unknown): number {
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d{1,15}\s*$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

function text(raw: unknown): string {
  return typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT) : '';
}

function subsections(raw: unknown): InboxSubsection[] {
  if (!Array.isArray(raw)) return [];
  const out: InboxSubsection[] = [];
  for (const item of raw) {
    if (!isRecord(item)) continue;
    const label = text(item.label);
    // A row without a name would be an unlabeled link.
    if (label)
      out.push({ label, count: toCount(item.count), href: typeof item.href === 'string' ? item.href.trim() : '' });
    if (out.length === MAX_SUBSECTIONS) break;
  }
  return out;
}

/** Normalizes either response variant; `ok: false` carries the server's errorMessage, if any. */
export function parseInbox(raw: unknown, variant: InboxVariant): InboxParse {
  if (!isRecord(raw)) return { ok: false, message: null };
  if (
    variant === 'legacy' &&
    (raw.success === false ||
      (raw.error !== undefined && raw.error !== null && raw.error !== false && raw.error !== ''))
  ) {
    return {
      ok: false,
      message: text(raw.errorMessage) || (typeof raw.error === 'string' ? text(raw.error) : '') || null,
    };
  }
  const counts = isRecord(raw.counts) ? raw.counts : { inbox: raw.counts };
  return {
    ok: true,
    data: {
      inbox: toCount(counts.inbox),
      sentRequests: toCount(counts.sentRequests),
      communityWidget: raw.isEmployeeCommunityWidgetEnabled === true,
      subsections: subsections(raw.subsections),
    },
  };
}

/** The shell endpoint always shows the catalogue text; the other variant the server's own. */
export function inboxFailureMessage(variant: InboxVariant, serverMessage: string | null | undefined): string {
  const own = variant === 'legacy' ? text(serverMessage) : '';
  return own || t(m.inboxLoadFailed);
}
