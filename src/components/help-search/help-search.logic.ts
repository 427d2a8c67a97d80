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
