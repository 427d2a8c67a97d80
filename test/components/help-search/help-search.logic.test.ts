import { describe, expect, it } from 'vitest';
import {
  articlePath,
  decodeEntities,
  helpSearchTarget,
  parseHits,
  parseSnippet,
  typeLabel,
} from '../../../src/components/help-search/help-search.logic';

describe('help search logic', () => {
  it('turns <em> into highlights and everything else into text', () => {
    expect(parseSnippet('a <em>pay</em>roll &amp; <b>x</b> &lt;script&gt;')).toEqual([
      { text: 'a ', highlight: false },
      { text: 'pay', highlight: true },
      { text: 'roll & x <script>', highlight: false },
    ]);
    expect(parseSnippet('<img src=x onerror=alert(1)>ok')).toEqual([{ text: 'ok', highlight: false }]);
    expect(parseSnippet('1 < 2')).toEqual([{ text: '1 < 2', highlight: false }]);
  });
  it('decodes references without producing lone surrogates', () => {
    expect(decodeEntities('&#39;&#x41;&quot;&unknown;&#xD800;&#0;')).toBe('\'A"&unknown;&#xD800;&#0;');
  });
  it('keeps well-typed hits, at most 10, and encodes objectID in the link', () => {
    const hits = parseHits({
      hits: [
        { objectID: 'a', name: 'A', type: 'video' },
        { objectID: 5, name: 'B' },
        ...Array.from({ length: 12 }, (_, i) => ({ objectID: `x${i}`, name: 'X' })),
      ],
    });
    expect(hits).toHaveLength(10);
    expect(hits[0]).toEqual({ objectID: 'a', name: 'A', type: 'video', snippet: [] });
    expect(parseHits(null)).toEqual([]);
    expect(articlePath('a/b c&d?')).toBe('/home/?pendo=a%2Fb%20c%26d%3F');
    expect(typeLabel('knowledge-base')).toBe('Knowledge base');
    expect(typeLabel('whatever')).toBe('Article');
  });
});

describe('helpSearchTarget (the config block helpSearch)', () => {
  const ALLOWED = ['abc123-dsn.algolia.net', 'search.example.com:8443'];
  const BLOCK = { host: 'ABC123-dsn.algolia.net', appId: 'ABC123', apiKey: 'search-only-key', index: 'help articles' };

  it('is the same-origin default without a block', () => {
    expect(helpSearchTarget(undefined, ALLOWED)).toEqual({ kind: 'default' });
    expect(helpSearchTarget(null, ALLOWED)).toEqual({ kind: 'default' });
  });

  it("is the service's https query URL with the Algolia headers", () => {
    expect(helpSearchTarget(BLOCK, ALLOWED)).toEqual({
      kind: 'service',
      url: 'https://abc123-dsn.algolia.net/1/indexes/help%20articles/query',
      headers: { 'X-Algolia-Application-Id': 'ABC123', 'X-Algolia-API-Key': 'search-only-key' },
    });
    expect(helpSearchTarget({ ...BLOCK, host: 'https://search.example.com:8443/' }, ALLOWED)).toMatchObject({
      url: 'https://search.example.com:8443/1/indexes/help%20articles/query',
    });
    expect(helpSearchTarget({ ...BLOCK, index: '../../keys' }, ALLOWED)).toMatchObject({
      url: 'https://abc123-dsn.algolia.net/1/indexes/..%2F..%2Fkeys/query',
    });
  });

  it('refuses a host that is not listed, not https, or not a bare host', () => {
    const reason = (block: object, allowed = ALLOWED) => {
      const target = helpSearchTarget({ ...BLOCK, ...block }, allowed);
      return target.kind === 'refused' ? target.reason : target.kind;
    };
    expect(reason({}, [])).toBe('helpSearch.host "abc123-dsn.algolia.net" is not in allowedHosts');
    // Allowed by host, not by origin: the page's own host must be listed too.
    expect(reason({ host: 'localhost:3000' })).toBe('helpSearch.host "localhost:3000" is not in allowedHosts');
    expect(reason({ host: 'http://abc123-dsn.algolia.net' })).toBe('helpSearch.host is not https');
    for (const host of [
      'abc123-dsn.algolia.net/1/indexes',
      'user@abc123-dsn.algolia.net',
      'javascript:alert(1)',
      'ftp://abc123-dsn.algolia.net',
      '',
      42,
      undefined,
    ])
      expect(reason({ host })).toBe('helpSearch.host is not a host name');
  });

  it('refuses a missing or unusable appId, apiKey or index', () => {
    const reason = (block: object) => {
      const target = helpSearchTarget({ ...BLOCK, ...block }, ALLOWED);
      return target.kind === 'refused' ? target.reason : target.kind;
    };
    expect(reason({ appId: '' })).toBe('helpSearch.appId is missing or not an id');
    expect(reason({ appId: 'a b' })).toBe('helpSearch.appId is missing or not an id');
    expect(reason({ apiKey: undefined })).toBe('helpSearch.apiKey is missing or not visible ASCII');
    expect(reason({ apiKey: 'key\r\nX-Evil: 1' })).toBe('helpSearch.apiKey is missing or not visible ASCII');
    expect(reason({ index: '  ' })).toBe('helpSearch.index is missing');
    expect(helpSearchTarget('yes', ALLOWED)).toEqual({ kind: 'refused', reason: 'helpSearch is not an object' });
  });
});
