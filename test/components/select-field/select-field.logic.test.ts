import { describe, expect, it } from 'vitest';
import {
  DATE_PICKER_SEARCH_THRESHOLD,
  DROPDOWN_MAX_HEIGHT_PX,
  filterItems,
  fold,
  groupItems,
  joinValues,
  keyAction,
  moveActive,
  PAGE_SIZE,
  parseValueList,
  placeholderText,
  SEARCH_THRESHOLD,
  searchThreshold,
  showsSearch,
  typeAhead,
  type KeyContext,
  type SelectItem,
} from '../../../src/components/select-field/select-field.logic';

function items(labels: readonly string[], disabled: readonly number[] = []): SelectItem[] {
  return labels.map((label, index) => ({
    index,
    value: `v${index}`,
    label,
    disabled: disabled.includes(index),
    selected: false,
  }));
}

const labelsOf = (list: readonly SelectItem[]) => list.map((item) => item.label);

describe('SPEC §9 constants', () => {
  it('hides the search at or below 8 options, 130 in date-picker selects, and caps the list at 269 px', () => {
    expect([SEARCH_THRESHOLD, DATE_PICKER_SEARCH_THRESHOLD, DROPDOWN_MAX_HEIGHT_PX]).toEqual([8, 130, 269]);
  });
});

describe('fold and filterItems', () => {
  const list = items([
    'Société Générale',
    'STRASSE',
    'Straße',
    'Zoë',
    'Human Resources',
    '<img src=x onerror=alert(1)>',
    'İstanbul',
  ]);

  it('matches accent- and case-insensitively anywhere in the label', () => {
    expect(labelsOf(filterItems(list, 'societe'))).toEqual(['Société Générale']);
    expect(labelsOf(filterItems(list, 'GÉNÉ'))).toEqual(['Société Générale']);
    expect(labelsOf(filterItems(list, 'zoe'))).toEqual(['Zoë']);
    expect(labelsOf(filterItems(list, 'sources'))).toEqual(['Human Resources']);
  });

  it('folds ß to ss both ways', () => {
    expect(labelsOf(filterItems(list, 'strasse'))).toEqual(['STRASSE', 'Straße']);
    expect(labelsOf(filterItems(list, 'straße'))).toEqual(['STRASSE', 'Straße']);
  });

  it('treats markup in labels and queries as plain text', () => {
    expect(labelsOf(filterItems(list, '<img'))).toEqual(['<img src=x onerror=alert(1)>']);
    expect(labelsOf(filterItems(list, 'onerror=alert(1)>'))).toEqual(['<img src=x onerror=alert(1)>']);
  });

  it('treats regular-expression characters literally', () => {
    expect(filterItems(list, '.*')).toEqual([]);
    expect(filterItems(list, '(')).toHaveLength(1);
  });

  it('lists everything for a blank or white-space query and collapses pasted white space', () => {
    expect(filterItems(list, '')).toHaveLength(list.length);
    expect(filterItems(list, ' \t\n ')).toHaveLength(list.length);
    expect(labelsOf(filterItems(list, '  human \n  resources '))).toEqual(['Human Resources']);
  });

  it('matches dotted capitals and combining accents', () => {
    expect(fold('İstanbul')).toBe('istanbul');
    expect(labelsOf(filterItems(list, 'istanbul'))).toEqual(['İstanbul']);
    expect(fold('e\u0301')).toBe('e');
  });

  it('folds full-width letters and digits typed with an East Asian keyboard', () => {
    const grouped = items(['HR 2024', 'Payroll']);
    expect(labelsOf(filterItems(grouped, 'ｈｒ　２０２４'))).toEqual(['HR 2024']);
  });

  it('survives an overlong query without matching', () => {
    expect(filterItems(list, 'a'.repeat(100_000))).toEqual([]);
  });

  it('keeps options whose optgroup label matches', () => {
    const grouped: SelectItem[] = [
      {
        index: 0,
        value: 'hr',
        label: 'Human Resources',
        disabled: false,
        selected: false,
        group: 'People',
        groupIndex: 0,
      },
      {
        index: 1,
        value: 'eng',
        label: 'Engineering',
        disabled: false,
        selected: false,
        group: 'Product',
        groupIndex: 1,
      },
    ];
    expect(labelsOf(filterItems(grouped, 'peop'))).toEqual(['Human Resources']);
  });
});

describe('groupItems', () => {
  it('groups consecutive options of one optgroup and keeps ungrouped ones apart', () => {
    const list: SelectItem[] = [
      { index: 0, value: 'a', label: 'A', disabled: false, selected: false },
      { index: 1, value: 'b', label: 'B', disabled: false, selected: false, group: 'G', groupIndex: 0 },
      { index: 2, value: 'c', label: 'C', disabled: false, selected: false, group: 'G', groupIndex: 0 },
      { index: 3, value: 'd', label: 'D', disabled: false, selected: false, group: 'G', groupIndex: 1 },
    ];
    const groups = groupItems(list);
    expect(groups.map((group) => [group.label, group.items.map((item) => item.value)])).toEqual([
      [undefined, ['a']],
      ['G', ['b', 'c']],
      ['G', ['d']],
    ]);
    expect(new Set(groups.map((group) => group.key)).size).toBe(3);
  });
});

describe('searchThreshold and showsSearch', () => {
  it('shows the search only above 8 options', () => {
    const threshold = searchThreshold();
    expect(showsSearch(8, threshold)).toBe(false);
    expect(showsSearch(9, threshold)).toBe(true);
    expect(showsSearch(0, threshold)).toBe(false);
  });

  it('uses 130 for date-picker selects', () => {
    const threshold = searchThreshold({ datePicker: true });
    expect(showsSearch(130, threshold)).toBe(false);
    expect(showsSearch(131, threshold)).toBe(true);
  });

  it('takes a valid override, even for date pickers, and ignores hostile ones', () => {
    expect(searchThreshold({ override: 0 })).toBe(0);
    expect(searchThreshold({ override: 20, datePicker: true })).toBe(20);
    expect(searchThreshold({ override: 3.9 })).toBe(3);
    for (const bad of [Number.NaN, -1, Number.POSITIVE_INFINITY, Number('1e309')])
      expect(searchThreshold({ override: bad })).toBe(8);
    expect(searchThreshold({ override: -0 })).toBe(0);
  });
});

describe('placeholderText', () => {
  const base = { single: 'Select an option', several: 'Select Some Options' };

  it("defaults to 'Select an option' and 'Select Some Options'", () => {
    expect(placeholderText({ ...base, multiple: false })).toBe('Select an option');
    expect(placeholderText({ ...base, multiple: true })).toBe('Select Some Options');
  });

  it('prefers the attribute, then data-placeholder, then the empty option text, skipping blanks', () => {
    expect(
      placeholderText({ ...base, multiple: false, attribute: 'Pick', dataPlaceholder: 'Data', emptyOption: 'Empty' }),
    ).toBe('Pick');
    expect(
      placeholderText({ ...base, multiple: false, attribute: '  ', dataPlaceholder: 'Data', emptyOption: 'Empty' }),
    ).toBe('Data');
    expect(placeholderText({ ...base, multiple: true, emptyOption: ' Choose\n languages ' })).toBe('Choose languages');
    expect(placeholderText({ ...base, multiple: false, emptyOption: '\u00a0' })).toBe('Select an option');
  });
});

describe('parseValueList and joinValues', () => {
  it('takes a single select value as it is', () => {
    expect(parseValueList('a,b', false)).toEqual(['a,b']);
    expect(parseValueList('', false)).toEqual(['']);
  });

  it('splits a comma list for a multiple select, trimming and dropping blanks and repeats', () => {
    expect(parseValueList('en, fr,,en , de', true)).toEqual(['en', 'fr', 'de']);
    expect(parseValueList('', true)).toEqual([]);
    expect(parseValueList(' , ', true)).toEqual([]);
  });

  it('joins chosen values with commas', () => {
    expect(joinValues(['en', 'fr'])).toBe('en,fr');
    expect(joinValues([])).toBe('');
  });
});

describe('moveActive', () => {
  const list = items(['A', 'B', 'C', 'D', 'E'], [0, 2, 4]);

  it('skips disabled options and does not wrap', () => {
    expect(moveActive(list, -1, 'next')).toBe(1);
    expect(moveActive(list, 1, 'next')).toBe(3);
    expect(moveActive(list, 3, 'next')).toBe(3);
    expect(moveActive(list, 3, 'previous')).toBe(1);
    expect(moveActive(list, 1, 'previous')).toBe(1);
    expect(moveActive(list, -1, 'previous')).toBe(3);
  });

  it('finds the first and last enabled options', () => {
    expect(moveActive(list, 3, 'first')).toBe(1);
    expect(moveActive(list, 1, 'last')).toBe(3);
  });

  it('moves by a page and stops at the ends', () => {
    const long = items(
      Array.from({ length: 25 }, (_, index) => `Option ${index}`),
      [10],
    );
    expect(moveActive(long, 0, 'pageDown')).toBe(9);
    expect(moveActive(long, 9, 'pageDown')).toBe(19);
    expect(moveActive(long, 19, 'pageDown')).toBe(24);
    expect(moveActive(long, 24, 'pageDown')).toBe(24);
    expect(moveActive(long, 24, 'pageUp')).toBe(14);
    expect(moveActive(long, 14, 'pageUp')).toBe(4);
    expect(moveActive(long, 4, 'pageUp')).toBe(0);
    expect(moveActive(long, -1, 'pageDown')).toBe(PAGE_SIZE - 1);
  });

  it('returns -1 when every option is disabled or there are none', () => {
    const off = items(['A', 'B'], [0, 1]);
    for (const move of ['next', 'previous', 'first', 'last', 'pageDown', 'pageUp'] as const) {
      expect(moveActive(off, -1, move)).toBe(-1);
      expect(moveActive([], -1, move)).toBe(-1);
    }
  });
});

describe('typeAhead', () => {
  const list = items(['Day', 'Deutsch', 'Évening', 'Night', 'Dutch'], [4]);

  it('jumps to the next option starting with the letter, accent-insensitively', () => {
    expect(typeAhead(list, -1, 'd')).toBe(0);
    expect(typeAhead(list, -1, 'e')).toBe(2);
    expect(typeAhead(list, 0, 'N')).toBe(3);
  });

  it('cycles through options with a repeated letter and skips disabled ones', () => {
    expect(typeAhead(list, 0, 'dd')).toBe(1);
    expect(typeAhead(list, 1, 'ddd')).toBe(0);
  });

  it('keeps the current option while a longer string still matches it', () => {
    expect(typeAhead(list, 1, 'de')).toBe(1);
    expect(typeAhead(list, 0, 'deu')).toBe(1);
  });

  it('stays put when nothing matches', () => {
    expect(typeAhead(list, 3, 'x')).toBe(3);
    expect(typeAhead([], -1, 'a')).toBe(-1);
    expect(typeAhead(list, 2, '')).toBe(2);
  });
});

describe('keyAction', () => {
  const selectOnly: KeyContext = { open: false, editable: false, multiple: false, query: '', typing: false };
  const opened: KeyContext = { ...selectOnly, open: true };
  const search: KeyContext = { ...selectOnly, editable: true };

  it('opens on ↓, Alt+↓, ↑, Enter and Space in a closed select-only box', () => {
    expect(keyAction({ key: 'ArrowDown' }, selectOnly)).toEqual({ type: 'open', to: 'selected' });
    expect(keyAction({ key: 'ArrowDown', altKey: true }, selectOnly)).toEqual({ type: 'open', to: 'selected' });
    expect(keyAction({ key: 'ArrowUp' }, selectOnly)).toEqual({ type: 'open', to: 'selected' });
    expect(keyAction({ key: 'Enter' }, selectOnly)).toEqual({ type: 'open', to: 'selected' });
    expect(keyAction({ key: ' ' }, selectOnly)).toEqual({ type: 'open', to: 'selected' });
    expect(keyAction({ key: 'Home' }, selectOnly)).toEqual({ type: 'open', to: 'first' });
    expect(keyAction({ key: 'End' }, selectOnly)).toEqual({ type: 'open', to: 'last' });
  });

  it('moves with arrows, Home, End and the page keys when open', () => {
    expect(keyAction({ key: 'ArrowDown' }, opened)).toEqual({ type: 'move', move: 'next' });
    expect(keyAction({ key: 'ArrowUp' }, opened)).toEqual({ type: 'move', move: 'previous' });
    expect(keyAction({ key: 'Home' }, opened)).toEqual({ type: 'move', move: 'first' });
    expect(keyAction({ key: 'End' }, opened)).toEqual({ type: 'move', move: 'last' });
    expect(keyAction({ key: 'PageDown' }, opened)).toEqual({ type: 'move', move: 'pageDown' });
    expect(keyAction({ key: 'PageUp' }, opened)).toEqual({ type: 'move', move: 'pageUp' });
  });

  it('chooses with Enter and Space, and Alt+↑ chooses and closes', () => {
    expect(keyAction({ key: 'Enter' }, opened)).toEqual({ type: 'choose' });
    expect(keyAction({ key: ' ' }, opened)).toEqual({ type: 'choose' });
    expect(keyAction({ key: 'ArrowUp', altKey: true }, opened)).toEqual({ type: 'chooseAndClose' });
  });

  it('closes on Escape (restoring focus) and on Tab (letting focus move on), only when open', () => {
    expect(keyAction({ key: 'Escape' }, opened)).toEqual({ type: 'close', restoreFocus: true });
    expect(keyAction({ key: 'Tab' }, opened)).toEqual({ type: 'closeOnTab' });
    expect(keyAction({ key: 'Escape' }, selectOnly)).toEqual({ type: 'none' });
    expect(keyAction({ key: 'Tab', shiftKey: true }, selectOnly)).toEqual({ type: 'none' });
  });

  it('types ahead with printable keys in a select-only box, Space only mid-word', () => {
    expect(keyAction({ key: 'd' }, selectOnly)).toEqual({ type: 'typeAhead', character: 'd' });
    expect(keyAction({ key: 'é' }, opened)).toEqual({ type: 'typeAhead', character: 'é' });
    expect(keyAction({ key: ' ' }, { ...opened, typing: true })).toEqual({ type: 'typeAhead', character: ' ' });
    expect(keyAction({ key: 'c', ctrlKey: true }, opened)).toEqual({ type: 'none' });
    expect(keyAction({ key: 'F5' }, opened)).toEqual({ type: 'none' });
  });

  it('leaves typing, Space, Home and End to the search input', () => {
    expect(keyAction({ key: 'd' }, search)).toEqual({ type: 'none' });
    expect(keyAction({ key: ' ' }, { ...search, open: true })).toEqual({ type: 'none' });
    expect(keyAction({ key: 'Home' }, { ...search, open: true })).toEqual({ type: 'none' });
    expect(keyAction({ key: 'End' }, search)).toEqual({ type: 'none' });
    expect(keyAction({ key: 'Enter' }, search)).toEqual({ type: 'none' });
    expect(keyAction({ key: 'Enter' }, { ...search, open: true })).toEqual({ type: 'choose' });
  });

  it('removes the last chosen option on Backspace only in an empty multiple box', () => {
    const multiple = { ...search, multiple: true };
    expect(keyAction({ key: 'Backspace' }, multiple)).toEqual({ type: 'removeLast' });
    expect(keyAction({ key: 'Backspace' }, { ...multiple, query: 'fr' })).toEqual({ type: 'none' });
    expect(keyAction({ key: 'Backspace' }, search)).toEqual({ type: 'none' });
    expect(keyAction({ key: 'Backspace' }, { ...selectOnly, multiple: true })).toEqual({ type: 'removeLast' });
  });

  it('ignores keys during an IME composition', () => {
    expect(keyAction({ key: 'Enter', isComposing: true }, { ...search, open: true })).toEqual({ type: 'none' });
  });
});
