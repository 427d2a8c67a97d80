import { describe, expect, it } from 'vitest';
import { fold, nameRank, type NameFields } from '../../src/lib/search-text';

describe('fold()', () => {
  it('strips accents and case', () => {
    expect(fold('José ZOË İlker Ångström')).toBe('jose zoe ilker angstrom');
  });

  it('maps letters that are not accented forms, small and capital', () => {
    expect(fold('Søren ØSTERGAARD')).toBe('soren ostergaard');
    expect(fold('Łukasz ŁÓDŹ')).toBe('lukasz lodz');
    expect(fold('Straße STRAẞE')).toBe('strasse strasse');
    expect(fold('Æsir ÆSIR')).toBe('aesir aesir');
    expect(fold('Œuvre cœur')).toBe('oeuvre coeur');
    expect(fold('Đorđe ĐOKOVIĆ')).toBe('dorde dokovic');
    expect(fold('Þór ÞÓRA')).toBe('thor thora');
  });
});

describe('nameRank(): exact word, then word prefix, then substring; first, last, middle, then nickname', () => {
  const rank = (fields: NameFields, query: string) => nameRank(fields, fold(query).split(' '));
  const order = (people: NameFields[], query: string) =>
    [...people]
      .sort((a, b) => rank(a, query) - rank(b, query))
      .map((p) => `${p.first} ${p.last}${p.nickname ? ` (${p.nickname})` : ''}`);

  it('puts an exact first name before a last name that starts with the word', () => {
    expect(
      order(
        [
          { first: 'Lilia', last: 'Gastélum Pedroza' },
          { first: 'Pedro', last: 'Funk' },
        ],
        'pedro',
      ),
    ).toEqual(['Pedro Funk', 'Lilia Gastélum Pedroza']);
  });

  it('puts an exact first name before an exact nickname, and both before a prefix', () => {
    expect(
      order(
        [
          { first: 'Joseph', last: 'Keeling' },
          { first: 'Diego', last: 'Sauceda', nickname: 'José' },
          { first: 'José', last: 'Álvarez', middle: 'María' },
        ],
        'jose',
      ),
    ).toEqual(['José Álvarez', 'Diego Sauceda (José)', 'Joseph Keeling']);
  });

  it('ranks exact before prefix before substring, and first before last within a kind', () => {
    const words = ['ann'];
    const exactFirst = nameRank({ first: 'Ann', last: 'X' }, words);
    const exactLast = nameRank({ first: 'X', last: 'Ann' }, words);
    const prefixFirst = nameRank({ first: 'Anne', last: 'X' }, words);
    const prefixLast = nameRank({ first: 'X', last: 'Annan' }, words);
    const substring = nameRank({ first: 'Joann', last: 'X' }, words);
    const none = nameRank({ first: 'X', last: 'Y' }, words);
    expect([exactFirst, exactLast, prefixFirst, prefixLast, substring, none]).toEqual(
      [exactFirst, exactLast, prefixFirst, prefixLast, substring, none].sort((a, b) => a - b),
    );
    expect(new Set([exactFirst, exactLast, prefixFirst, prefixLast, substring, none]).size).toBe(6);
  });

  it('matches name parts split on name punctuation and folds both sides', () => {
    expect(nameRank({ first: 'Siobhán', last: "O'Connor" }, ['connor'])).toBe(
      nameRank({ first: 'X', last: 'Connor' }, ['connor']),
    );
    expect(nameRank({ first: 'Søren', last: 'K' }, [fold('SØREN')])).toBe(nameRank({ first: 'A', last: 'B' }, ['a']));
  });

  it('adds the kinds of every word, so two exact words beat one exact and one prefix', () => {
    const both = nameRank({ first: 'José', last: 'Álvarez' }, ['jose', 'alvarez']);
    const one = nameRank({ first: 'José', last: 'Álvarezo' }, ['jose', 'alvarez']);
    expect(both).toBeLessThan(one);
  });
});
