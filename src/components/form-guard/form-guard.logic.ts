/** Rules of `<hr-form-guard>`. Pure: no React, no DOM, no network, no timers. */

/** What the guard reads off a click on a link. */
export interface LinkClick {
  /** 0 for the primary button. */
  button: number;
  /** Ctrl, Meta, Shift or Alt was held: the link opens elsewhere (a new tab or window, a download). */
  modifier: boolean;
  /** A page script already handled the click. */
  defaultPrevented: boolean;
  /** The link's resolved URL (`a.href`), '' when it has no href. */
  href: string;
  /** The link's target attribute ('' when none). */
  target: string;
  /** The link has a download attribute. */
  download: boolean;
}

/** Targets that replace the current page (in a top-level page, _parent and _top are the page itself). */
const SAME_PAGE_TARGETS = new Set(['', '_self', '_parent', '_top']);

/**
 * The URL a click on a link would leave the page for, or null when it does not leave it: a
 * handled click, a modified or non-primary click, a download, another target, a non-http(s) URL
 * (mailto:, tel:, javascript:) or a jump within the same document (#section).
 */
export function leavingUrl(click: LinkClick, pageUrl: string): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.modifier || click.download) return null;
  if (!SAME_PAGE_TARGETS.has(click.target.trim().toLowerCase())) return null;
  let url: URL;
  let page: URL;
  try {
    url = new URL(click.href, pageUrl);
    page = new URL(pageUrl);
  } catch {
    return null;
  }
  if (click.href === '' || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  const withoutHash = (value: URL) => value.href.replace(/#.*$/, '');
  if (url.href.includes('#') && withoutHash(url) === withoutHash(page)) return null;
  return url.href;
}

/** Events that make a tracked form changed: typing, choosing, and the form helpers' `hr-change`. */
export function marksChanged(eventType: string): boolean {
  return eventType === 'input' || eventType === 'change' || eventType === 'hr-change';
}

/** Events after which nothing is tracked as changed any more: the form was sent (saved) or reset. */
export function marksClean(eventType: string): boolean {
  return eventType === 'submit' || eventType === 'reset';
}

/** The answer to 'Just Checking...': what happens next. */
export type GuardAnswer = 'save' | 'discard' | 'stay';

export function afterAnswer(answer: GuardAnswer): { submit: boolean; follow: boolean; clean: boolean } {
  if (answer === 'save') return { submit: true, follow: false, clean: false };
  if (answer === 'discard') return { submit: false, follow: true, clean: true };
  return { submit: false, follow: false, clean: false };
}
