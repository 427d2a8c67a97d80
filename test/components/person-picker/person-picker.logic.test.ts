import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addPerson,
  cleanName,
  idsValue,
  initials,
  MAX_PEOPLE,
  normalizeQuery,
  parseIds,
  parsePeopleAttribute,
  parseSuggestions,
  peopleForIds,
  PERSON_SEARCH_DELAY,
  PERSON_SEARCH_LIMIT,
  removePerson,
  withoutChosen,
} from '../../../src/components/person-picker/person-picker.logic';

afterEach(() => vi.restoreAllMocks());
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('person picker constants (SPEC §9)', () => {
  it('waits 50 ms and lists at most 20', () => {
    expect(PERSON_SEARCH_DELAY).toBe(50);
    expect(PERSON_SEARCH_LIMIT).toBe(20);
  });
});

describe('normalizeQuery', () => {
  it('trims and collapses whitespace, tabs and newlines included', () => {
    expect(normalizeQuery('  ann \t\n lee  ')).toBe('ann lee');
  });

  it('is empty for blank input', () => {
    expect(normalizeQuery(' \u00a0\t')).toBe('');
  });

  it('composes accents (NFC) so the same name is the same query', () => {
    expect(normalizeQuery('Rene\u0301')).toBe('René');
  });

  it('cuts an overlong paste to 100 code points without splitting an emoji', () => {
    expect([...normalizeQuery('😀'.repeat(150))]).toHaveLength(100);
    expect(normalizeQuery('a'.repeat(5000))).toHaveLength(100);
  });
});

describe('parseIds', () => {
  it("treats empty pieces as separators and allows spaces around ids: '1,,2' and ' 3 , 4'", () => {
    expect(parseIds('1,,2', 'test')).toEqual([1, 2]);
    expect(parseIds(' 3 , 4 ', 'test')).toEqual([3, 4]);
    expect(parseIds('', 'test')).toEqual([]);
  });

  it("skips and logs what is not an employee id: '-1', '0', '-0', '1e3', '1.0', 'abc', 30 digits, full-width, NaN", () => {
    const error = quiet();
    const hostile = ['-1', '0', '-0', '1e3', '1.0', 'abc', '1'.repeat(30), '１２', 'NaN', '0x10', '+5'];
    expect(parseIds([...hostile, '7'].join(','), 'test')).toEqual([7]);
    expect(error).toHaveBeenCalledTimes(hostile.length);
    expect(String(error.mock.calls[0]?.[0])).toContain('test: the employee id must be an integer of at least 1');
  });

  it('drops repeated ids, keeping the first position', () => {
    expect(parseIds('5,3,5,3,1', 'test')).toEqual([5, 3, 1]);
  });

  it(`keeps at most ${MAX_PEOPLE} people and logs the rest`, () => {
    const error = quiet();
    const ids = Array.from({ length: MAX_PEOPLE + 10 }, (_, i) => i + 1).join(',');
    expect(parseIds(ids, 'test')).toHaveLength(MAX_PEOPLE);
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('people records', () => {
  it('keeps well-formed rows, names cut and trimmed, photos optional', () => {
    quiet();
    const rows = [
      { id: 1, name: '  Ann   Lee ', imageUrl: '/p/1.jpg' },
      { id: '2', name: 'Bob' },
      { id: 3, name: '   ' },
      { id: -4, name: 'Neg' },
      { id: 1.5, name: 'Half' },
      { id: 1, name: 'Duplicate' },
      { id: 6, name: 'x'.repeat(500), imageUrl: 42 },
      null,
      'row',
    ];
    const people = parseSuggestions(rows, 'test');
    expect(people.map((person) => person.id)).toEqual([1, 2, 6]);
    expect(people[0]).toEqual({ id: 1, name: 'Ann Lee', imageUrl: '/p/1.jpg' });
    expect(people[2]?.name).toHaveLength(200);
    expect(people[2]?.imageUrl).toBeUndefined();
  });

  it('lists at most 20 suggestions, counted after dropping people already chosen', () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({ id: i + 1, name: `P ${i}` }));
    const parsed = parseSuggestions(rows, 'test');
    expect(parsed).toHaveLength(100);
    const shown = withoutChosen(parsed, [
      { id: 1, name: 'P 0' },
      { id: 3, name: 'P 2' },
    ]);
    expect(shown).toHaveLength(20);
    expect(shown.slice(0, 3).map((person) => person.id)).toEqual([2, 4, 5]);
  });

  it('ignores a non-list answer', () => {
    expect(parseSuggestions({ id: 1, name: 'A' }, 'test')).toEqual([]);
    expect(parseSuggestions('<html>', 'test')).toEqual([]);
  });

  it('reads the people attribute, logging bad JSON', () => {
    const error = quiet();
    expect(parsePeopleAttribute('[{"id":3,"name":"Di"}]', 'test')).toEqual([{ id: 3, name: 'Di' }]);
    expect(parsePeopleAttribute('[{id:3}', 'test')).toEqual([]);
    expect(parsePeopleAttribute(null, 'test')).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('cleans names: null for non-strings and blanks', () => {
    expect(cleanName(42)).toBeNull();
    expect(cleanName(' \n ')).toBeNull();
    expect(cleanName('<b>x</b>')).toBe('<b>x</b>');
  });
});

describe('choosing', () => {
  const ann = { id: 1, name: 'Ann' };
  const bob = { id: 2, name: 'Bob' };

  it('does not suggest people already chosen', () => {
    expect(withoutChosen([ann, bob], [bob])).toEqual([ann]);
  });

  it('adds once and removes by id', () => {
    expect(addPerson([ann], ann)).toEqual([ann]);
    expect(addPerson([ann], bob)).toEqual([ann, bob]);
    expect(removePerson([ann, bob], 1)).toEqual([bob]);
  });

  it('joins ids as the posted value', () => {
    expect(idsValue([ann, bob])).toBe('1,2');
    expect(idsValue([])).toBe('');
  });

  it('names ids set from code from what is known, else the placeholder name', () => {
    const known = new Map([[1, ann]]);
    expect(peopleForIds([1, 9], known, (id) => `Employee #${id}`)).toEqual([ann, { id: 9, name: 'Employee #9' }]);
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last words, upper-cased', () => {
    expect(initials('ann marie lee')).toBe('AL');
    expect(initials('Cher')).toBe('C');
    expect(initials('Émile (Em) Zola')).toBe('ÉZ');
    expect(initials('😀 Smile')).toBe('S');
    expect(initials('   ')).toBe('');
  });
});
