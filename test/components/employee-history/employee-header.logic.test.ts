import { describe, expect, it } from 'vitest';
import {
  cleanText,
  DEFAULT_EMPLOYEE_SRC,
  displayName,
  employeeRoute,
  headerSource,
  MAX_TEXT,
  parseEmployee,
  parseHeaderAnswer,
} from '../../../src/components/employee-history/employee-header.logic';

const ADA = { id: 42, preferredName: 'Ada', lastName: 'Lovelace', jobTitle: 'Engineer', photoURL: '/photos/42.svg' };

describe('parseEmployee', () => {
  it('takes the Employee global object (SPEC §3) as it is', () => {
    expect(parseEmployee(ADA)).toEqual({ ok: true, employee: ADA });
  });

  it('accepts an id of at least 1, as a number or a decimal string (PHP may print one)', () => {
    expect(parseEmployee({ id: 1 })).toMatchObject({ ok: true, employee: { id: 1 } });
    expect(parseEmployee({ id: '7' })).toMatchObject({ ok: true, employee: { id: 7 } });
  });

  it.each([0, -1, 1.5, '0', '07', ' 7', '1e3', '１２', Number.NaN, Infinity, 2 ** 53, null, undefined, true, {}])(
    'refuses the id %s (SPEC §5)',
    (id) => {
      expect(parseEmployee({ ...ADA, id })).toEqual({ ok: false, reason: 'bad-id' });
    },
  );

  it.each([null, undefined, 'Ada', 42, [ADA], true])('refuses %s as not an object', (value) => {
    expect(parseEmployee(value)).toEqual({ ok: false, reason: 'not-object' });
  });

  it('shows non-string fields as empty and a missing photo as none', () => {
    expect(parseEmployee({ id: 3, preferredName: 12, lastName: ['x'], jobTitle: { a: 1 }, photoURL: 5 })).toEqual({
      ok: true,
      employee: { id: 3, preferredName: '', lastName: '', jobTitle: '', photoURL: null },
    });
  });

  it('keeps markup as plain text (the view renders text, never HTML)', () => {
    const parsed = parseEmployee({ id: 10, preferredName: '<img src=x onerror=alert(1)>', lastName: '</b>&amp;' });
    expect(parsed).toMatchObject({
      employee: { preferredName: '<img src=x onerror=alert(1)>', lastName: '</b>&amp;' },
    });
  });

  it('refuses an object whose getter throws, without throwing', () => {
    const hostile = {
      get id(): number {
        throw new Error('boom');
      },
    };
    expect(parseEmployee(hostile)).toEqual({ ok: false, reason: 'not-object' });
  });

  it('drops a blank or oversized photo URL (the view still checks the rest with safeUrl)', () => {
    expect(parseEmployee({ id: 1, photoURL: '   ' })).toMatchObject({ employee: { photoURL: null } });
    expect(parseEmployee({ id: 1, photoURL: `/${'a'.repeat(3000)}` })).toMatchObject({ employee: { photoURL: null } });
    expect(parseEmployee({ id: 1, photoURL: ' javascript:alert(1) ' })).toMatchObject({
      employee: { photoURL: 'javascript:alert(1)' },
    });
  });

  it('does not pick up polluted prototypes from JSON', () => {
    const parsed = parseEmployee(JSON.parse('{"id": 2, "__proto__": {"jobTitle": "Admin"}}'));
    expect(parsed).toMatchObject({ employee: { jobTitle: '' } });
    expect(({} as Record<string, unknown>).jobTitle).toBeUndefined();
  });
});

describe('cleanText', () => {
  it('collapses whitespace runs and trims', () => {
    expect(cleanText('  Ada \n\t Lovelace ')).toBe('Ada Lovelace');
  });

  it('removes control and bidi-override characters (a name must not reorder what follows)', () => {
    expect(cleanText('Ada\u0000\u202eecalevoL\u202c')).toBe('Ada ecalevoL');
    expect(cleanText('a\u2066b\u2069c')).toBe('a b c');
  });

  it('keeps accents, emoji sequences and zero-width joiners', () => {
    expect(cleanText('Zoë Ångström 👩‍💼')).toBe('Zoë Ångström 👩‍💼');
  });

  it(`cuts a long text at ${MAX_TEXT} code points without splitting a surrogate pair`, () => {
    const long = '😀'.repeat(MAX_TEXT + 50);
    const cut = cleanText(long);
    expect([...cut]).toHaveLength(MAX_TEXT);
    expect(cut.endsWith('😀')).toBe(true);
  });

  it('is empty for anything but a string', () => {
    expect(cleanText(undefined)).toBe('');
    expect(cleanText(42)).toBe('');
  });
});

describe('displayName', () => {
  it('is the preferred name and the last name', () => {
    expect(displayName({ preferredName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  });

  it('is either one alone when the other is missing, empty when both are', () => {
    expect(displayName({ preferredName: '', lastName: 'Lovelace' })).toBe('Lovelace');
    expect(displayName({ preferredName: 'Ada', lastName: '' })).toBe('Ada');
    expect(displayName({ preferredName: '', lastName: '' })).toBe('');
  });
});

describe('headerSource', () => {
  it('prefers a valid employee property', () => {
    expect(headerSource({ employee: ADA, employeeId: 7, pageEmployee: { id: 8 } })).toEqual({
      source: { kind: 'given', employee: ADA },
      problems: [],
    });
  });

  it('parses the JSON text of the attribute when a script sets it on the property', () => {
    expect(headerSource({ employee: JSON.stringify(ADA) })).toEqual({
      source: { kind: 'given', employee: ADA },
      problems: [],
    });
    expect(headerSource({ employee: '{not json' }).problems).toEqual(['employee: not an Employee object']);
  });

  it('fetches by employee id when there is no employee property', () => {
    expect(headerSource({ employeeId: 7, pageEmployee: { id: 8 } })).toEqual({
      source: { kind: 'fetch', id: 7 },
      problems: [],
    });
  });

  it("falls back to the page's window.Employee", () => {
    expect(headerSource({ pageEmployee: ADA })).toEqual({ source: { kind: 'given', employee: ADA }, problems: [] });
  });

  it('names every invalid value it passed over, and goes on to the next source', () => {
    const { source, problems } = headerSource({ employee: { id: 0 }, employeeId: -3, pageEmployee: ADA });
    expect(source).toEqual({ kind: 'given', employee: ADA });
    expect(problems).toEqual([
      'employee: the employee id must be an integer of at least 1',
      'employee-id: the employee id must be an integer of at least 1',
    ]);
  });

  it('has no source (the default picture only) when nothing usable is given', () => {
    expect(headerSource({})).toEqual({ source: { kind: 'none' }, problems: [] });
    expect(headerSource({ pageEmployee: 'Ada' })).toEqual({
      source: { kind: 'none' },
      problems: ['window.Employee: not an Employee object'],
    });
  });
});

describe('employeeRoute and parseHeaderAnswer', () => {
  it('puts the id after the route (default /employees/employee_header/)', () => {
    expect(employeeRoute(undefined, 42)).toBe(`${DEFAULT_EMPLOYEE_SRC}42`);
    expect(employeeRoute('  ', 42)).toBe('/employees/employee_header/42');
    expect(employeeRoute('/hr/api/header/', 5)).toBe('/hr/api/header/5');
  });

  it('takes an answer about the employee asked for, refuses another or a non-Employee', () => {
    expect(parseHeaderAnswer(ADA, 42)).toEqual(ADA);
    expect(parseHeaderAnswer(ADA, 43)).toBeNull();
    expect(parseHeaderAnswer({ error: 'nope' }, 42)).toBeNull();
    expect(parseHeaderAnswer('<html>', 42)).toBeNull();
  });
});
