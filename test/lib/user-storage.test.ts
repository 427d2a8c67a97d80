import { afterEach, describe, expect, it } from 'vitest';
import { clearUserData, readStored, readUserStored, writeStored, writeUserStored } from '../../src/lib/storage';
import { configure, reloadConfig } from '../../src/stores/config';

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

const signIn = (id: number | null) =>
  configure({ storagePrefix: 'hr:', user: id === null ? null : { id, employeeId: id, firstName: 'A', lastName: 'B' } });

afterEach(() => {
  localStorage.clear();
  clearUserData();
  reloadConfig();
});

describe("the signed-in user's stored data", () => {
  it('is read back by the same user on a later page', () => {
    signIn(5);
    writeUserStored('recent', ['ada']);
    clearUserDataMemoryOnly();
    expect(readUserStored('recent', [], isStrings)).toEqual(['ada']);
  });

  it('is dropped, whole, when a page of another user (or of nobody) first reads it, while shared settings stay', () => {
    signIn(5);
    writeUserStored('recent', ['ada']);
    writeUserStored('opened', ['Ada Lovelace']);
    writeStored('globalNavigationOpen', false);
    clearUserDataMemoryOnly();
    signIn(6);
    expect(readUserStored('recent', [], isStrings)).toEqual([]);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('hr:user:'))).toEqual([]);
    expect(readStored('globalNavigationOpen', true, isBoolean)).toBe(false);

    writeUserStored('recent', ['grace']);
    clearUserDataMemoryOnly();
    signIn(null);
    expect(readUserStored('recent', [], isStrings)).toEqual([]);
  });

  it('is removed by clearUserData (log out), under this prefix only', () => {
    signIn(5);
    writeUserStored('recent', ['ada']);
    localStorage.setItem('other-app:user:recent', '["kept"]');
    clearUserData();
    expect(localStorage.getItem('hr:user:recent')).toBeNull();
    expect(localStorage.getItem('other-app:user:recent')).toBe('["kept"]');
  });
});

/** A new page load: the module forgets whom it checked, the storage keeps what was written. */
function clearUserDataMemoryOnly() {
  const saved = { ...localStorage };
  clearUserData();
  for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value);
}
