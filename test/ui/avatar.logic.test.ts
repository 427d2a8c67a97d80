import { describe, expect, it } from 'vitest';
import { initialsOf, shownNames } from '../../src/ui/avatar.logic';

const ADA = { firstName: 'Ada', lastName: 'Lovelace', preferredName: null };

describe('shownNames', () => {
  it('puts the preferred name first when there is one, as the product shows the person', () => {
    expect(shownNames(ADA)).toEqual(['Ada', 'Lovelace']);
    expect(shownNames({ ...ADA, preferredName: 'Countess' })).toEqual(['Countess', 'Lovelace']);
    expect(shownNames({ ...ADA, preferredName: '  ' })).toEqual(['Ada', 'Lovelace']);
    expect(shownNames({ ...ADA, firstName: ' ', lastName: ' Lovelace ' })).toEqual(['Lovelace']);
  });
});

describe('initialsOf', () => {
  it('makes the letters from the name shown, so "Countess Lovelace" reads CL (not AL)', () => {
    expect(initialsOf(shownNames({ ...ADA, preferredName: 'Countess' }))).toBe('CL');
    expect(initialsOf(shownNames(ADA))).toBe('AL');
  });

  it('takes whole code points and upper-cases them', () => {
    expect(initialsOf(['émile', 'zola'])).toBe('ÉZ');
    expect(initialsOf(['👩‍💼 Ann', ''])).toBe('👩');
    expect(initialsOf(['İlker', 'Çelik'])).toBe('İÇ');
    expect(initialsOf([])).toBe('');
    expect(initialsOf(shownNames({ firstName: ' ', lastName: '', preferredName: null }))).toBe('');
  });

  it('keeps markup as plain characters (views render it as text)', () => {
    expect(initialsOf(['<img src=x onerror=alert(1)>', '</b>'])).toBe('<<');
  });
});
