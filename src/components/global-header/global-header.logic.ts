import { t } from '../../lib/i18n';
import { isRecord } from '../../lib/json';
import * as m from '../../lib/messages.en-US';

/** The answers button as GET /answers/header-button describes it, when it is to be shown. */
export interface AnswersButton {
  label: string;
  /** As the server sent it; the view passes it through safeUrl(). */
  href: string;
  isNew: boolean;
}

/** The answers page the button leads to when the server's answer cannot say (SPEC §2 /answers). */
export const ANSWERS_PAGE = '/answers';

/**
 * The button from the answer of GET /answers/header-button (docs/api shellAnswersButton):
 * `{visible: false}` hides it; anything else that is not `{visible: true, label, href}` with
 * non-empty strings — a failed call (`undefined`), another back end's shape — is a plain
 * 'Answers' link to /answers (with the URL prefix), so a back end that answers differently still
 * gets the button.
 */
export function answersButtonFrom(raw: unknown, urlPrefix: string): AnswersButton | null {
  if (isRecord(raw) && raw.visible === false) return null;
  return parseAnswers(raw) ?? { label: t(m.headerAnswers), href: withPrefix(ANSWERS_PAGE, urlPrefix), isNew: false };
}

/** Anything but `{visible: true, label, href}` with non-empty strings means "no button". */
export function parseAnswers(raw: unknown): AnswersButton | null {
  if (!isRecord(raw) || raw.visible !== true) return null;
  const label = typeof raw.label === 'string' ? raw.label.replace(/\s+/g, ' ').trim().slice(0, 60) : '';
  const href = typeof raw.href === 'string' ? raw.href.trim() : '';
  return label && href ? { label, href, isNew: raw.isNew === true } : null;
}

/** The settings link is active on any /settings or /app/settings path (after the URL prefix). */
export function isSettingsPath(pathname: string, urlPrefix: string): boolean {
  const path = urlPrefix && pathname.startsWith(`${urlPrefix}/`) ? pathname.slice(urlPrefix.length) : pathname;
  return /^\/(?:app\/)?settings(?:[/?#]|$)/i.test(path);
}

/** Root-relative links get the URL prefix (as request paths do); anything else is left to safeUrl(). */
export function withPrefix(href: string, urlPrefix: string): string {
  return href.startsWith('/') && !href.startsWith('//') ? `${urlPrefix}${href}` : href;
}
