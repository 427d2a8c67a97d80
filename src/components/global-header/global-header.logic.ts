import { isRecord } from '../../lib/json';

/** The answers button as GET /answers/header-button describes it, when it is to be shown. */
export interface AnswersButton {
  label: string;
  /** As the server sent it; the view passes it through safeUrl(). */
  href: string;
  isNew: boolean;
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
