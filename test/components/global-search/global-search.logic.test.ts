import { describe, expect, it } from 'vitest';
import {
  addRecentOpened,
  addRecentSearch,
  buildSections,
  capQuery,
  EMPTY_RECENT,
  employeeText,
  expandInto,
  fold,
  highlight,
  isRecentState,
  MAX_QUERY_LENGTH,
  queryWords,
  readAnswer,
  reportHref,
  searchable,
  type LinkContext,
  type Piece,
} from '../../../src/components/global-search/global-search.logic';

const marked = (pieces: Piece[]) => pieces.filter((p) => p.match).map((p) => p.text);
const joined = (pieces: Piece[]) => pieces.map((p) => p.text).join('');
const words = (q: string) => queryWords(q).map((w) => w.text);

const ctx: LinkContext = {
  urlPrefix: '',
  // The element passes safeUrl; here a stand-in that refuses anything but same-origin paths.
  check: (raw) => (/^\/(?![/\\])/.test(raw) ? `http://localhost${raw}` : null),
  snapshot: false,
};

const employee = (over: Record<string, unknown> = {}) => ({
  id: 1,
  firstName: 'Ada',
  lastName: 'Lovelace',
  middleName: 'Augusta',
  nickname: 'Countess',
  employeeNumber: '0042',
  status: 'Active',
  photoUrl: '/photos/1.jpg',
  canSeeProfile: true,
  ...over,
});

const answer = (over: Partial<Record<'e' | 'c' | 'r' | 'o' | 'f', unknown[]>> = {}, photos: unknown = {}) =>
  readAnswer({
    searches: [
      over.e ?? [employee()],
      over.c ?? [
        {
          id: 3,
          paId: 77,
          firstName: 'Grace',
          lastName: 'Hopper',
          positionName: 'Engineer',
          status: 'New',
          applicationAge: '3 days',
        },
      ],
      over.r ?? [{ id: 9, name: 'Headcount', url: null, newFramework: true, slug: 'head count' }],
      over.o ?? [{ id: 4, name: 'Engineer', status: 'Open', age: 'Today' }],
      over.f ?? [{ id: 5, name: 'Handbook.pdf' }],
    ],
    employeePhotoUrls: photos,
  })!;

describe('query words and folding (SPEC §5)', () => {
  it('sends nothing for a blank or non-string query', () => {
    for (const q of ['', '   ', '\n\t', null, undefined, 42, ['a'], { q: 'a' }]) expect(searchable(q)).toBe(false);
    expect(queryWords('   ')).toEqual([]);
    expect(queryWords(7)).toEqual([]);
    expect(searchable(' a ')).toBe(true);
  });

  it('folds accents and case, and splits on name punctuation', () => {
    expect(fold('José ZOË İstanbul STRASSE Straße')).toBe('jose zoe istanbul strasse strasse');
    expect(words("José O'Connor-Smith")).toEqual(['jose', 'o', 'connor', 'smith']);
  });

  it('marks number words (# or a digit) apart from name words', () => {
    expect(queryWords('#42 ada 7b')).toEqual([
      { text: '#42', kind: 'number' },
      { text: 'ada', kind: 'name' },
      { text: '7b', kind: 'number' },
    ]);
    expect(queryWords('#')).toEqual([]);
  });

  it('caps a 10,000-character query at 100 code points and 6 words, and highlights long text whole', () => {
    // Speed is the bench's business (no wall clock in unit tests); the caps are what bound the work.
    const long = 'a'.repeat(10_000);
    expect(capQuery(long)).toHaveLength(MAX_QUERY_LENGTH);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(6);
    expect(
      highlight(long, words(long))
        .map((piece) => piece.text)
        .join(''),
    ).toBe(long);
    const spaced = 'x '.repeat(5_000);
    expect(
      highlight(spaced, words('x y z'))
        .map((piece) => piece.text)
        .join(''),
    ).toBe(spaced);
    // Never cuts a surrogate pair.
    const emoji = '😀'.repeat(150);
    expect([...capQuery(emoji)]).toHaveLength(100);
    expect(capQuery(emoji).endsWith('😀')).toBe(true);
  });
});

describe('highlight()', () => {
  it('is accent- and case-insensitive both ways', () => {
    expect(marked(highlight('José Ortiz', ['jose']))).toEqual(['José']);
    expect(marked(highlight('Jose Ortiz', words('JOSÉ')))).toEqual(['Jose']);
    expect(marked(highlight('Zoë Saldana', words('zoe')))).toEqual(['Zoë']);
    expect(marked(highlight('ZOE', words('Zoë')))).toEqual(['ZOE']);
  });

  it('maps positions back when folding changes the length', () => {
    // "İ" lower-cases to two code units; decomposed "é" is two code points folding to one.
    const turkish = highlight('İstanbul İzmir', words('iz'));
    expect(joined(turkish)).toBe('İstanbul İzmir');
    expect(marked(turkish)).toEqual(['İz']);
    const decomposed = 'Jose\u0301 Ortiz';
    expect(marked(highlight(decomposed, words('jose')))).toEqual(['Jose\u0301']);
    const strasse = highlight('Hauptstraße, Alte Straße 5', words('STRASSE'));
    expect(marked(strasse)).toEqual(['Straße']);
    expect(joined(strasse)).toBe('Hauptstraße, Alte Straße 5');
    // "ß" folds to two letters: a word ending inside it still marks the whole "ß".
    expect(marked(highlight('Straße', words('stras')))).toEqual(['Straß']);
  });

  it('never splits an emoji and keeps the text intact', () => {
    const text = '👩‍💼 Ann 🇫🇷 Annie';
    const pieces = highlight(text, words('ann'));
    expect(joined(pieces)).toBe(text);
    expect(marked(pieces)).toEqual(['Ann', 'Ann']);
    for (const p of pieces)
      expect(p.text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it('matches the start of a name part only', () => {
    expect(marked(highlight('Lovelace', ['ove']))).toEqual([]);
    expect(marked(highlight('Müller-Lüdenscheidt', words('lud')))).toEqual(['Lüd']);
    expect(marked(highlight("O'Connor", words('connor')))).toEqual(['Connor']);
  });

  it('merges overlapping matches', () => {
    expect(highlight('Annabel', ['an', 'anna'])).toEqual([
      { text: 'Anna', match: true },
      { text: 'bel', match: false },
    ]);
  });

  it('takes regex characters and markup literally', () => {
    for (const q of ['$&', '(a+)+$', '.*', '\\', '[', '?'])
      expect(() => highlight('a.* $& (a+)+$ \\', words(q))).not.toThrow();
    expect(marked(highlight('Total $& more', ['$&']))).toEqual(['$&']);
    const hostile = '<img src=x onerror=alert(1)>';
    const pieces = highlight(hostile, words('img'));
    expect(joined(pieces)).toBe(hostile);
    expect(marked(pieces)).toEqual(['img']);
  });
});

describe('readAnswer()', () => {
  it('keeps the five lists in SPEC §3 order and drops bad items', () => {
    const a = readAnswer({
      searches: [[employee(), { id: 'x' }, null, employee({ id: -1 })], [{ id: 1 }], 'nope', [], [{ id: 2, name: 7 }]],
      employeePhotoUrls: { 1: '/p.jpg', 2: 42 },
    });
    expect(a?.employees.map((e) => e.id)).toEqual([1]);
    expect(a?.candidates).toEqual([]);
    expect(a?.reports).toEqual([]);
    expect(a?.files).toEqual([{ id: 2, name: '' }]);
    expect(a?.photos).toEqual({ 1: '/p.jpg' });
  });

  it('refuses what is not a search answer', () => {
    for (const body of [null, 'x', [], { searches: {} }, {}]) expect(readAnswer(body)).toBeNull();
  });
});

describe('employee names (SPEC §5)', () => {
  const e = answer().employees[0]!;
  it('shows middle name and nickname only when a typed word matches them', () => {
    expect(employeeText(e, words('ada'))).toBe('Ada Lovelace');
    expect(employeeText(e, words('aug'))).toBe('Ada Augusta Lovelace');
    expect(employeeText(e, words('count'))).toBe('Ada Lovelace (Countess)');
  });

  it('shows the employee number when a word begins with # or a digit', () => {
    const [section] = buildSections(answer(), '#42', ctx, 5);
    expect(section?.options[0]?.number).toBe('(#0042)');
    expect(buildSections(answer(), '4', ctx, 5)[0]?.options[0]?.number).toBe('(#0042)');
    expect(buildSections(answer(), 'ada', ctx, 5)[0]?.options[0]?.number).toBeUndefined();
  });

  it('mutes inactive employees and uses the photo map first', () => {
    const a = answer(
      { e: [employee({ status: 'Inactive' }), employee({ id: 2, photoUrl: null })] },
      { 1: '/from-map.jpg' },
    );
    const [emp] = buildSections(a, 'ada', ctx, 5);
    expect(emp?.options.map((o) => [o.inactive, o.photo])).toEqual([
      [true, 'http://localhost/from-map.jpg'],
      [false, null],
    ]);
    // A photo that fails the URL check becomes the default picture.
    const bad = answer({ e: [employee({ photoUrl: 'javascript:alert(1)' })] });
    expect(buildSections(bad, 'ada', ctx, 5)[0]?.options[0]?.photo).toBeNull();
  });
});

describe('links (SPEC §2 "Search result destinations")', () => {
  it('builds every destination with the URL prefix, in SPEC §3 order', () => {
    const sections = buildSections(answer(), 'e', { ...ctx, urlPrefix: '/hr' }, 5);
    expect(sections.map((s) => s.name)).toEqual(['employee', 'job-candidate', 'report', 'job-opening', 'file']);
    expect(sections.map((s) => s.options[0]?.href)).toEqual([
      'http://localhost/hr/employees/employee.php?clearLooping=true&id=1',
      'http://localhost/hr/hiring/candidates/77',
      'http://localhost/hr/reports/custom/head%20count/9',
      'http://localhost/hr/applicant_tracking/index.php/viewPosition?id=4',
      'http://localhost/hr/files/index.php?id=5',
    ]);
    expect(sections[1]?.options[0]?.meta).toBe('Engineer · New · 3 days');
    expect(sections[3]?.options[0]?.meta).toBe('Open · Today');
  });

  it('reports: new framework, old, or their own url through the URL check', () => {
    const r = { id: 3, name: 'R', slug: 's', newFramework: false, url: null };
    expect(reportHref(r, ctx)).toBe('http://localhost/reports/report.php?id=3');
    expect(reportHref({ ...r, newFramework: true }, ctx)).toBe('http://localhost/reports/custom/s/3');
    expect(reportHref({ ...r, url: '/app/reports/3' }, ctx)).toBe('http://localhost/app/reports/3');
    expect(reportHref({ ...r, url: 'javascript:alert(1)' }, ctx)).toBe('http://localhost/reports/report.php?id=3');
    expect(reportHref({ ...r, url: '//evil.example/x' }, ctx)).toBe('http://localhost/reports/report.php?id=3');
  });

  it('employees without canSeeProfile: snapshot when CORE_SNAPSHOT is on, otherwise no link (SPEC §4, §6)', () => {
    const a = answer({ e: [employee({ canSeeProfile: false, id: 8 })] });
    expect(buildSections(a, 'ada', { ...ctx, snapshot: true }, 5)[0]?.options[0]).toMatchObject({
      href: null,
      snapshot: 8,
    });
    const off = buildSections(a, 'ada', ctx, 5)[0]?.options[0];
    expect(off?.href).toBeNull();
    expect(off?.snapshot).toBeUndefined();
  });

  it('leaves empty sections out and flags full ones, and expands one section in place', () => {
    const a = answer({ c: [], o: [], f: [] });
    const sections = buildSections(a, 'x', ctx, 1);
    expect(sections.map((s) => [s.name, s.more])).toEqual([
      ['employee', true],
      ['report', true],
    ]);
    const more = buildSections(answer({ r: [], e: [employee(), employee({ id: 2 })] }), 'x', ctx, 25)[0];
    const expanded = expandInto(sections, more, 'employee');
    expect(expanded.map((s) => [s.name, s.options.length, s.more])).toEqual([
      ['employee', 2, false],
      ['report', 1, true],
    ]);
  });
});

describe('recent items', () => {
  it('keeps the latest five, without duplicates', () => {
    let state = EMPTY_RECENT;
    for (const q of ['a', 'b', 'a', 'c', 'd', 'e', 'f', '  ']) state = addRecentSearch(state, q);
    expect(state.searches).toEqual(['f', 'e', 'd', 'c', 'a']);
    state = addRecentOpened(state, { text: 'Ada', section: 'employee', href: '/x' });
    state = addRecentOpened(state, { text: 'Ada L', section: 'employee', href: '/x' });
    expect(state.opened).toEqual([{ text: 'Ada L', section: 'employee', href: '/x' }]);
  });

  it('accepts only well-formed stored state', () => {
    expect(isRecentState({ searches: ['a'], opened: [{ text: 'A', section: 'file', href: null, snapshot: 3 }] })).toBe(
      true,
    );
    for (const bad of [
      null,
      [],
      { searches: [1], opened: [] },
      { searches: [], opened: [{ text: 'A', section: 'x', href: null }] },
      { searches: [] },
    ])
      expect(isRecentState(bad)).toBe(false);
  });
});

describe('highlight() of letters folded to other letters', () => {
  it('finds ø, ł, æ, œ, đ, þ and ß by their plain spellings and marks the original letters', () => {
    expect(marked(highlight('Søren Kierkegaard', words('soren')))).toEqual(['Søren']);
    expect(marked(highlight('Łukasz Nowak', words('lukasz')))).toEqual(['Łukasz']);
    expect(marked(highlight('Ann Straße', words('strasse')))).toEqual(['Straße']);
    expect(marked(highlight('Æsir Cœur', words('aesir coeur')))).toEqual(['Æsir', 'Cœur']);
    expect(marked(highlight('Đorđe Þórsdóttir', words('dord thor')))).toEqual(['Đorđ', 'Þór']);
    const text = 'Þór Ærø';
    const pieces = highlight(text, words('th aer'));
    // "Þ" folds to two letters: a word ending inside it marks the whole letter.
    expect(marked(pieces)).toEqual(['Þ', 'Ær']);
    expect(joined(pieces)).toBe(text);
  });
});
