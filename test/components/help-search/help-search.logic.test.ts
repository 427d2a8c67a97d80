import { describe, expect, it } from 'vitest';
import {
  articlePath,
  decodeEntities,
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
