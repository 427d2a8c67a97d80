/**
 * One URL gate for every link and request target that comes from data.
 * The WHATWG parser is the only judge: regexes on raw strings miss `/\evil`, `java\tscript:` and
 * `user@host` tricks that the parser resolves.
 */
export interface SafeUrl {
  href: string;
  /** True when the URL leaves the page's origin; render with rel="noopener noreferrer". */
  external: boolean;
}

export interface SafeUrlOptions {
  /** Hosts (exact, lower-case) that may be linked to besides the page's own origin. */
  allowedHosts?: readonly string[];
  /** Base for relative URLs; defaults to the document's URL. */
  base?: string;
}

function pageBase(): string {
  return typeof location === 'undefined' ? 'http://localhost/' : location.href;
}

export function pageOrigin(): string {
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

/** Returns null when the value must not be used as a link or request target. */
export function safeUrl(raw: unknown, options: SafeUrlOptions = {}): SafeUrl | null {
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > 4096) return null;
  let url: URL;
  try {
    url = new URL(raw, options.base ?? pageBase());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (url.origin === pageOrigin()) return { href: url.href, external: false };
  const allowed = options.allowedHosts ?? [];
  if (allowed.includes(url.host.toLowerCase())) return { href: url.href, external: true };
  return null;
}

export function isSameOrigin(raw: string, base?: string): boolean {
  try {
    return new URL(raw, base ?? pageBase()).origin === pageOrigin();
  } catch {
    return false;
  }
}
