/**
 * Help-centre search (helpSearch: a third-party search service, 10 hits per page): an
 * Algolia-compatible query endpoint over the seeded help articles,
 * using SQLite FTS5. Contract: docs/api/help.yaml.
 *
 *   POST /help/1/indexes/articles/query   JSON {query?, page?, hitsPerPage?} or Algolia's {params: "query=…"}
 *   → {hits: [{objectID, name, type, url, _snippetResult: {body: {value, matchLevel}}}], nbHits, page, nbPages, hitsPerPage, query}
 *
 * It models a third-party service but stays behind the session and CSRF rules like every other
 * route. The FTS5 query is built from the words of the query only (each one quoted, the last one
 * a prefix), never from the user's own FTS syntax. Snippets are HTML-escaped and mark matches with
 * <em> only.
 */
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { jsonError, parseJsonBody } from '../../core/http';
import type { DemoModule } from '../../core/module';
import { helpArticles, HELP_TYPES } from './articles';

export const INDEX_NAME = 'articles';
/** The help search shows 10 hits. */
export const MAX_HITS_PER_PAGE = 10;
export const MAX_PAGE = 1000;
export const MAX_QUERY_LENGTH = 512;
const MAX_TERMS = 10;
const SNIPPET_WORDS = 24;
// Private-use markers FTS5 puts around matches; turned into <em> after escaping.
const OPEN = '\u{F0001}';
const CLOSE = '\u{F0002}';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);

/** The FTS5 MATCH expression for a query: its words quoted, the last one as a prefix; null when it has none. */
export function ftsQuery(query: string): string | null {
  const terms = (query.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).slice(0, MAX_TERMS);
  if (terms.length === 0) return null;
  return terms.map((term, i) => `"${term}"${i === terms.length - 1 ? '*' : ''}`).join(' ');
}

/** An FTS5 snippet with its markers, escaped, markers turned into <em>…</em>. */
export function snippetHtml(raw: string): string {
  return escapeHtml(raw).split(OPEN).join('<em>').split(CLOSE).join('</em>');
}

/** A help article opens at /home/?pendo={objectID}. */
export const articleUrl = (objectID: string) => `/home/?pendo=${encodeURIComponent(objectID)}`;

const whole = z
  .string()
  .regex(/^\d{1,4}$/, 'must be a whole number')
  .transform(Number);
const requestBody = z.object({
  query: z.string().optional(),
  page: z.number().int().min(0).max(MAX_PAGE).optional(),
  // Larger pages are cut to 10, as Algolia cuts to its own maximum.
  hitsPerPage: z.number().int().min(1).optional(),
  // What Algolia's JavaScript clients send: the search parameters as one URL-encoded string.
  params: z.string().max(4096).optional(),
});
const paramsString = z.object({
  query: z.string().optional(),
  page: whole.pipe(z.number().max(MAX_PAGE)).optional(),
  hitsPerPage: whole.pipe(z.number().min(1)).optional(),
});

interface HitRow {
  object_id: string;
  name: string;
  type: string;
  snippet: string;
}

function prepare(db: Database.Database) {
  return {
    count: db.prepare<[string], { n: number }>(
      'SELECT count(*) AS n FROM help_articles_fts WHERE help_articles_fts MATCH ?',
    ),
    search: db.prepare<[string, number, number], HitRow>(`
      SELECT a.object_id, a.name, a.type,
             snippet(help_articles_fts, 1, '${OPEN}', '${CLOSE}', '…', ${SNIPPET_WORDS}) AS snippet
      FROM help_articles_fts JOIN help_articles a ON a.id = help_articles_fts.rowid
      WHERE help_articles_fts MATCH ?
      ORDER BY bm25(help_articles_fts, 8.0, 1.0), a.id
      LIMIT ? OFFSET ?`),
    countAll: db.prepare<[], { n: number }>('SELECT count(*) AS n FROM help_articles'),
    all: db.prepare<[number, number], { object_id: string; name: string; type: string; body: string }>(
      'SELECT object_id, name, type, body FROM help_articles ORDER BY name COLLATE NOCASE, id LIMIT ? OFFSET ?',
    ),
  };
}

export const helpModule: DemoModule = {
  name: 'help',
  schema: `
    CREATE TABLE IF NOT EXISTS help_articles (
      id INTEGER PRIMARY KEY,
      object_id TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      type TEXT NOT NULL CHECK (type IN (${HELP_TYPES.map((type) => `'${type}'`).join(', ')})),
      body TEXT NOT NULL
    );
    CREATE VIRTUAL TABLE IF NOT EXISTS help_articles_fts USING fts5(
      name, body, content='help_articles', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
    );
  `,
  seed(db) {
    const insert = db.prepare('INSERT INTO help_articles (id, object_id, name, type, body) VALUES (?, ?, ?, ?, ?)');
    helpArticles().forEach((article, i) =>
      insert.run(i + 1, article.objectID, article.name, article.type, article.body),
    );
    db.exec("INSERT INTO help_articles_fts (help_articles_fts) VALUES ('rebuild')");
  },
  routes(app, { db }) {
    const statements = prepare(db);

    app.post('/help/1/indexes/:indexName/query', async (c) => {
      if (c.req.param('indexName') !== INDEX_NAME) return jsonError(c, 404, 'Index does not exist.');
      const parsed = await parseJsonBody(c, requestBody);
      if (!parsed.ok) return parsed.response;
      let { query, page, hitsPerPage } = parsed.data;
      if (parsed.data.params !== undefined) {
        const fromParams = paramsString.safeParse(Object.fromEntries(new URLSearchParams(parsed.data.params)));
        if (!fromParams.success)
          return jsonError(
            c,
            422,
            `params: ${fromParams.error.issues[0]?.path.join('.')}: ${fromParams.error.issues[0]?.message}`,
          );
        query ??= fromParams.data.query;
        page ??= fromParams.data.page;
        hitsPerPage ??= fromParams.data.hitsPerPage;
      }
      const text = [...(query ?? '')].slice(0, MAX_QUERY_LENGTH).join('');
      const perPage = Math.min(hitsPerPage ?? MAX_HITS_PER_PAGE, MAX_HITS_PER_PAGE);
      const pageNumber = page ?? 0;
      const offset = pageNumber * perPage;

      let nbHits: number;
      let hits: Array<{
        objectID: string;
        name: string;
        type: string;
        url: string;
        _snippetResult: { body: { value: string; matchLevel: string } };
      }>;
      if (text.trim() === '') {
        // Like Algolia, an empty query lists every record.
        nbHits = statements.countAll.get()!.n;
        hits = statements.all.all(perPage, offset).map((row) => {
          const words = row.body.split(/\s+/);
          const value = escapeHtml(words.slice(0, SNIPPET_WORDS).join(' ')) + (words.length > SNIPPET_WORDS ? '…' : '');
          return {
            objectID: row.object_id,
            name: row.name,
            type: row.type,
            url: articleUrl(row.object_id),
            _snippetResult: { body: { value, matchLevel: 'none' } },
          };
        });
      } else {
        const match = ftsQuery(text);
        nbHits = match === null ? 0 : statements.count.get(match)!.n;
        hits =
          match === null
            ? []
            : statements.search.all(match, perPage, offset).map((row) => ({
                objectID: row.object_id,
                name: row.name,
                type: row.type,
                url: articleUrl(row.object_id),
                _snippetResult: {
                  body: { value: snippetHtml(row.snippet), matchLevel: row.snippet.includes(OPEN) ? 'full' : 'none' },
                },
              }));
      }
      return c.json({
        hits,
        nbHits,
        page: pageNumber,
        nbPages: Math.ceil(nbHits / perPage),
        hitsPerPage: perPage,
        query: text,
      });
    });
  },
};
