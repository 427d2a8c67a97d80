import { describe, expect, it } from 'vitest';
import { isRecord, parseJson } from '../../src/lib/json';

describe('parseJson', () => {
  it('parses valid JSON', () => {
    expect(parseJson('{"a":[1,2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it('reports invalid or missing JSON instead of throwing', () => {
    expect(parseJson('{bad').ok).toBe(false);
    expect(parseJson(null).ok).toBe(false);
    expect(parseJson(undefined).ok).toBe(false);
  });

  it('drops __proto__, constructor and prototype keys so merging the result cannot pollute prototypes', () => {
    const parsed = parseJson<Record<string, unknown>>(
      '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}},"ok":1}',
    );
    expect(parsed.ok && parsed.value).toEqual({ ok: 1 });
    Object.assign({}, parsed.ok ? parsed.value : {});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('drops a forbidden key spelled with escapes', () => {
    const parsed = parseJson<Record<string, unknown>>(
      '{"\\u005f_proto__":{"polluted":1},"\\u0063onstructor":1,"ok":1}',
    );
    expect(parsed.ok && parsed.value).toEqual({ ok: 1 });
  });

  it('keeps escapes of other characters and keys that only contain a forbidden word as text', () => {
    const parsed = parseJson('{"name":"Jos\\u00e9","note":"see constructor.pdf","proto":1}');
    expect(parsed.ok && parsed.value).toEqual({ name: 'José', note: 'see constructor.pdf', proto: 1 });
  });
});

describe('isRecord', () => {
  it('accepts plain objects only', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
  });
});
