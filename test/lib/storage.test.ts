import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, getCookie, setCookie } from '../../src/lib/cookies';
import { readStored, removeStored, storageKey, writeStored } from '../../src/lib/storage';
import { configure, reloadConfig } from '../../src/stores/config';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

afterEach(() => reloadConfig());

describe('local storage', () => {
  it('writes and reads JSON under the configured prefix', () => {
    configure({ storagePrefix: 'acme:' });
    expect(writeStored('globalNavigationOpen', true)).toBe(true);
    expect(localStorage.getItem('acme:globalNavigationOpen')).toBe('true');
    expect(readStored('globalNavigationOpen', false, isBoolean)).toBe(true);
    expect(storageKey('x')).toBe('acme:x');
  });

  it('returns the fallback for missing, invalid, tampered or wrongly typed values', () => {
    expect(readStored('missing', false, isBoolean)).toBe(false);
    localStorage.setItem(storageKey('bad'), '{not json');
    expect(readStored('bad', false, isBoolean)).toBe(false);
    localStorage.setItem(storageKey('typed'), '"yes"');
    expect(readStored('typed', false, isBoolean)).toBe(false);
    localStorage.setItem(storageKey('proto'), '{"__proto__":{"polluted":1}}');
    readStored('proto', {}, (v): v is object => typeof v === 'object');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps working when the browser refuses storage', () => {
    const refuse = (name: string) => () => {
      throw new DOMException('refused', name);
    };
    vi.stubGlobal('localStorage', {
      setItem: refuse('QuotaExceededError'),
      getItem: refuse('SecurityError'),
      removeItem: refuse('SecurityError'),
    });
    expect(writeStored('x', 1)).toBe(false);
    expect(readStored('x', 5, (v): v is number => typeof v === 'number')).toBe(5);
    expect(() => removeStored('x')).not.toThrow();
  });

  it('removes a stored value', () => {
    writeStored('gone', 1);
    removeStored('gone');
    expect(localStorage.getItem(storageKey('gone'))).toBeNull();
  });
});

describe('cookies', () => {
  it('sets cookies with Secure and SameSite=Strict and an encoded value', () => {
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
    });
    setCookie('snapshotSectionState', '{"jobHistory":false}', { maxAge: 60 });
    expect(writes[0]).toBe(
      'snapshotSectionState=%7B%22jobHistory%22%3Afalse%7D; Path=/; Max-Age=60; Secure; SameSite=Strict',
    );
  });

  it('reads and decodes a cookie, ignoring malformed encodings', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('a=1; snapshotSectionState=%7B%7D; broken=%E0%A4%A');
    expect(getCookie('snapshotSectionState')).toBe('{}');
    expect(getCookie('broken')).toBeNull();
    expect(getCookie('none')).toBeNull();
  });

  it('deletes a cookie by expiring it', () => {
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
    });
    deleteCookie('x');
    expect(writes[0]).toContain('Max-Age=0');
  });
});
