import { isRecord } from '../../lib/json';
import * as m from '../../lib/messages.en-US';

/** The help-centre index (demo/server/modules/help, docs/api/help.yaml). */
export const HELP_SEARCH_SRC = '/help/1/indexes/articles/query';
/** helpSearch (docs/api): 10 hits per page. */
export const HELP_HITS = 10;
const MAX_TEXT = 400;

export interface SnippetPiece {
  text: string;
  highlight: boolean;
}

export interface HelpHit {
  objectID: string;
  name: string;
  type: string;
  snippet: SnippetPiece[];
}

/** Milliseconds a configured service has to answer before the search fails (as the app's own calls). */
export const HELP_SERVICE_TIMEOUT = 10_000;

/**
 * Where the help search asks (the page config's `helpSearch`, README Configuration):
 * - `default`: no `helpSearch` (or null): the same-origin endpoint (HELP_SEARCH_SRC or `src`),
 *   through the app's HTTP service;
 * - `service`: an Algolia-compatible service at `https://{host}/1/indexes/{index}/query`, with the
 *   application id and search-only key as the service's own headers, never cookies or the CSRF token;
 * - `refused`: a `helpSearch` that cannot be used, with the reason (the help search is not available).
 */
export type HelpSearchTarget =
  | { kind: 'default' }
  | { kind: 'service'; url: string; headers: Readonly<Record<string, string>> }
  | { kind: 'refused'; reason: string };

/** A host name with an optional port, optionally written as an `https://` origin (a trailing slash allowed). */
const HOST = /^(?:(https?):\/\/)?([a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?(?::\d{1,5})?)\/?$/i;
const APP_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** What a header value can carry without surprises: visible ASCII. */
const API_KEY = /^[\x21-\x7e]{1,512}$/;
const MAX_INDEX = 256;

/**
 * Checks the page config's `helpSearch` block: `host` must be https (a bare host name means
 * https) and listed in `allowedHosts` (the host is allowed, not an origin: the page's own host
 * must be listed too); `appId` a plain id; `apiKey` visible ASCII; `index` a non-blank name.
 */
export function helpSearchTarget(value: unknown, allowedHosts: readonly string[]): HelpSearchTarget {
  if (value === undefined || value === null) return { kind: 'default' };
  if (!isRecord(value)) return { kind: 'refused', reason: 'helpSearch is not an object' };
  const refused = (reason: string): HelpSearchTarget => ({ kind: 'refused', reason });
  const hostMatch = typeof value.host === 'string' ? HOST.exec(value.host.trim()) : null;
  if (!hostMatch) return refused('helpSearch.host is not a host name');
  if (hostMatch[1] && hostMatch[1].toLowerCase() !== 'https') return refused('helpSearch.host is not https');
  const host = (hostMatch[2] as string).toLowerCase();
  if (!allowedHosts.includes(host)) return refused(`helpSearch.host "${host}" is not in allowedHosts`);
  const { appId, apiKey, index } = value;
  if (typeof appId !== 'string' || !APP_ID.test(appId)) return refused('helpSearch.appId is missing or not an id');
  if (typeof apiKey !== 'string' || !API_KEY.test(apiKey))
    return refused('helpSearch.apiKey is missing or not visible ASCII');
  const name = typeof index === 'string' ? index.trim() : '';
  if (name === '' || name.length > MAX_INDEX) return refused('helpSearch.index is missing');
  return {
    kind: 'service',
    url: `https://${host}/1/indexes/${encodeURIComponent(name)}/query`,
    headers: { 'X-Algolia-Application-Id': appId, 'X-Algolia-API-Key': apiKey },
  };
}

/** The console line for a refused `helpSearch` (`where` names the element). */
export function refusalMessage(where: string, reason: string): string {
  return `[hr-shell] ${where}: ${reason}; the help search is not available.`;
}

/** A help article opens at /home/?pendo={objectID}, the id URL-encoded. */
export function articlePath(objectID: string): string {
  return `/home/?pendo=${encodeURIComponent(objectID)}`;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Turns character references into text; unknown ones stay literal. Never produces markup: the result is text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code =
      ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    // Lone surrogates and NUL would make broken text; leave them as written.
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The service's snippet (HTML with `<em>` around matches, Algolia `_snippetResult`) as text
 * pieces: `<em>` opens a highlight, `</em>` closes it, every other tag is dropped and the rest
 * is decoded to text. Nothing is ever inserted as HTML, so a hostile snippet stays text.
 */
export function parseSnippet(html: string): SnippetPiece[] {
  const pieces: SnippetPiece[] = [];
  let highlight = false;
  let length = 0;
  for (const part of html.split(/(<[^>]*>)/)) {
    if (part.startsWith('<') && part.endsWith('>')) {
      const tag = part.replace(/\s+/g, '').toLowerCase();
      if (tag === '<em>') highlight = true;
      else if (tag === '</em>') highlight = false;
      continue;
    }
    // A stray "<" without ">" is just text.
    const text = decodeEntities(part);
    if (text === '' || length >= MAX_TEXT) continue;
    const kept = [...text].slice(0, MAX_TEXT - length).join('');
    length += kept.length;
    const last = pieces[pieces.length - 1];
    if (last && last.highlight === highlight) last.text += kept;
    else pieces.push({ text: kept, highlight });
  }
  return pieces;
}

/** Well-typed hits only, at most 10; the hit's own `url` is ignored: links are built from objectID. */
export function parseHits(body: unknown): HelpHit[] {
  if (!isRecord(body) || !Array.isArray(body.hits)) return [];
  const hits: HelpHit[] = [];
  for (const hit of body.hits) {
    if (hits.length === HELP_HITS) break;
    if (!isRecord(hit) || typeof hit.objectID !== 'string' || hit.objectID === '' || typeof hit.name !== 'string')
      continue;
    const snippetResult = isRecord(hit._snippetResult) ? hit._snippetResult : {};
    const body = isRecord(snippetResult.body) ? snippetResult.body : {};
    hits.push({
      objectID: hit.objectID,
      name: [...hit.name].slice(0, 200).join(''),
      type: typeof hit.type === 'string' ? hit.type : '',
      snippet: typeof body.value === 'string' ? parseSnippet(body.value) : [],
    });
  }
  return hits;
}

/** A support-article kind, a knowledge-base kind, or other. */
export function typeLabel(type: string): string {
  switch (type) {
    case 'support-article':
      return m.helpTypeSupportArticle;
    case 'knowledge-base':
      return m.helpTypeKnowledgeBase;
    case 'video':
      return m.helpTypeVideo;
    case 'release-note':
      return m.helpTypeReleaseNote;
    default:
      return m.helpTypeOther;
  }
}
