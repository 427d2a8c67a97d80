import { describe, expect, it } from 'vitest';
import { fieldChanged, parseQuickResults, profilePath } from '../../../src/components/quick-search/quick-search.logic';

describe('quick search logic', () => {
  it('keeps well-typed rows, at most 20, canSeeProfile only when true', () => {
    const rows = [
      { id: 1, name: ' Ann ', canSeeProfile: 'yes' },
      { id: 0, name: 'x' },
      { id: 2 },
      { id: 3, name: '' },
      null,
      ...Array.from({ length: 25 }, (_, i) => ({ id: i + 10, name: 'P', canSeeProfile: true })),
    ];
    const people = parseQuickResults(rows);
    expect(people).toHaveLength(20);
    expect(people[0]).toEqual({ id: 1, name: 'Ann', canSeeProfile: false });
    expect(parseQuickResults({ rows })).toEqual([]);
    expect(profilePath(7)).toBe('/employees/employee.php?id=7');
  });
  it('tells changed fields from printed ones', () => {
    expect(fieldChanged({ kind: 'text', value: 'a', defaultValue: 'a' })).toBe(false);
    expect(fieldChanged({ kind: 'text', value: 'b', defaultValue: 'a' })).toBe(true);
    expect(fieldChanged({ kind: 'checkable', checked: true, defaultChecked: false })).toBe(true);
    expect(
      fieldChanged({
        kind: 'select',
        options: [
          { selected: true, defaultSelected: false },
          { selected: false, defaultSelected: false },
        ],
      }),
    ).toBe(false);
    expect(
      fieldChanged({
        kind: 'select',
        options: [
          { selected: false, defaultSelected: false },
          { selected: true, defaultSelected: false },
        ],
      }),
    ).toBe(true);
    expect(
      fieldChanged({
        kind: 'select',
        options: [
          { selected: false, defaultSelected: false },
          { selected: true, defaultSelected: true },
        ],
      }),
    ).toBe(false);
    expect(fieldChanged({ kind: 'ignored' })).toBe(false);
  });
});
