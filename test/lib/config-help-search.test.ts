import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, mergeConfig, sanitizeConfig } from '../../src/lib/config';

// The config block's helpSearch (README Configuration): kept as given when it is an object or
// null, checked by the help search itself (help-search.logic.ts helpSearchTarget).
describe('config helpSearch', () => {
  const BLOCK = { host: 'abc-dsn.algolia.net', appId: 'ABC', apiKey: 'key', index: 'articles' };

  it('keeps an object or null as given, drops any other type', () => {
    expect(sanitizeConfig({ helpSearch: BLOCK }).helpSearch).toEqual(BLOCK);
    expect(sanitizeConfig({ helpSearch: null })).toEqual({ helpSearch: null });
    for (const helpSearch of ['abc-dsn.algolia.net', 1, true, [BLOCK]])
      expect(sanitizeConfig({ helpSearch })).toEqual({});
    expect(DEFAULT_CONFIG.helpSearch).toBeUndefined();
  });

  it('keeps the other object-valued keys as before (printed answers, realtime)', () => {
    const input = {
      banners: { trial: null },
      inbox: { counts: {} },
      answersButton: null,
      realtime: { key: 'k' },
      mobileApp: 'x',
    };
    expect(sanitizeConfig(input)).toEqual({
      banners: { trial: null },
      inbox: { counts: {} },
      answersButton: null,
      realtime: { key: 'k' },
    });
    expect(sanitizeConfig({ realtime: 'yes', banners: [], inbox: 3 })).toEqual({});
  });

  it('is replaced whole on merge', () => {
    const base = mergeConfig(DEFAULT_CONFIG, { helpSearch: BLOCK });
    expect(mergeConfig(base, { helpSearch: { host: 'other.example' } }).helpSearch).toEqual({ host: 'other.example' });
    expect(mergeConfig(base, { helpSearch: null }).helpSearch).toBeNull();
    expect(mergeConfig(base, {}).helpSearch).toEqual(BLOCK);
  });
});
