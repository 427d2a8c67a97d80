/**
 * Pure parts of the header's global search: query words, accent folding, matching and
 * highlighting, the answer's shape (docs/api globalSearch), result links (search result
 * destinations) and the popup's sections in their fixed order. No React, DOM, network or timers.
 *
 * The server (demo/server/modules/search/match.ts) finds the results; these rules only decide
 * what is shown and marked, so they mirror the server's: fold, split on name punctuation, a word
 * matches where a name part starts with it.
 */
import { fold, NAME_SEPARATORS } from '../../lib/search-text';

/** Longest query that counts (code points) and most words, as on the server. */
export const MAX_QUERY_LENGTH = 100;
export const MAX_WORDS = 6;
export const EXPANDED_LIMIT = 25;
export const RECENT_LIMIT = 5;

const WORD_CHAR = /[\p{L}\p{N}]/u;
const SPLIT = NAME_SEPARATORS;

/** The shared search folding (lib/search-text): "soren" finds Søren, "strasse" Straße; lengths change, see highlight(). */
export { fold };

export interface QueryWord {
  /** Folded, with a leading `#` kept for number words. */
  text: string;
  /** A word beginning with `#` or a digit is about the employee number. */
  kind: 'name' | 'number';
}

/** Nothing is sent for a query that is not a string or is blank after trimming. */
export function searchable(raw: unknown): raw is string {
  return typeof raw === 'string' && raw.trim() !== '';
}

/** The query cut to MAX_QUERY_LENGTH code points, never inside a surrogate pair. */
export function capQuery(raw: string): string {
  // Cheap first: a 10,000-character paste must not be spread into an array of code points.
  if (raw.length <= MAX_QUERY_LENGTH) return raw;
  let out = '';
  let count = 0;
  for (const ch of raw) {
    if (count++ === MAX_QUERY_LENGTH) break;
    out += ch;
  }
  return out;
}

export function queryWords(raw: unknown): QueryWord[] {
  if (!searchable(raw)) return [];
  const words: QueryWord[] = [];
  for (const part of fold(capQuery(raw)).split(SPLIT)) {
    if (part === '' || part === '#') continue;
    if (!words.some((word) => word.text === part))
      words.push({ text: part, kind: /^[#\d]/.test(part) ? 'number' : 'name' });
    if (words.length === MAX_WORDS) break;
  }
  return words;
}

/** A run of text, marked when it is what the user typed. Rendered as text, never as HTML. */
export interface Piece {
  text: string;
  match: boolean;
}

/**
 * Splits `text` where a name part starts with one of `words`. Matching runs on the folded text;
 * each folded character remembers the code point it came from, so ranges map back exactly even
 * when folding changes the length ("É" → "e", "İ" → "i", "ß" → "ss", "Þ" → "th") and never split an emoji.
 * Indexing with indexOf keeps regex characters in the query literal.
 */
export function highlight(text: string, words: readonly string[]): Piece[] {
  let folded = '';
  const origin: Array<[number, number]> = [];
  let offset = 0;
  for (const ch of text) {
    const f = fold(ch);
    for (let k = 0; k < f.length; k++) origin.push([offset, offset + ch.length]);
    folded += f;
    offset += ch.length;
  }
  const ranges: Array<[number, number]> = [];
  for (const word of words) {
    if (!word) continue;
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      // A part starts after any non-letter/digit ("<img" marks "img"); the server's parts are a subset.
      if (at > 0 && WORD_CHAR.test(folded[at - 1] ?? '')) continue;
      let end = origin[at + word.length - 1]?.[1] ?? text.length;
      // Combining marks after the match fold to nothing: keep them with their letter.
      for (
        let cp = text.codePointAt(end);
        cp !== undefined && fold(String.fromCodePoint(cp)) === '';
        cp = text.codePointAt(end)
      )
        end += cp > 0xffff ? 2 : 1;
      ranges.push([origin[at]?.[0] ?? 0, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const pieces: Piece[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (end <= cursor) continue;
    const from = Math.max(start, cursor);
    if (from > cursor) pieces.push({ text: text.slice(cursor, from), match: false });
    const last = pieces[pieces.length - 1];
    if (last?.match && from === cursor) last.text += text.slice(from, end);
    else pieces.push({ text: text.slice(from, end), match: true });
    cursor = end;
  }
  if (cursor < text.length) pieces.push({ text: text.slice(cursor), match: false });
  return pieces;
}

export function matchesAny(text: string | null | undefined, words: readonly string[]): boolean {
  return !!text && highlight(text, words).some((piece) => piece.match);
}

// ---------------------------------------------------------------------------------------------
// The answer (docs/api/search.yaml SearchResponse), read defensively: a bad item is dropped.

export interface EmployeeResult {
  id: number;
  firstName: string;
  lastName: string;
  middleName: string | null;
  nickname: string | null;
  employeeNumber: string;
  status: string;
  photoUrl: string | null;
  canSeeProfile: boolean;
}
export interface CandidateResult {
  id: number;
  paId: number;
  firstName: string;
  lastName: string;
  positionName: string;
  status: string;
  applicationAge: string;
}
export interface ReportResult {
  id: number;
  name: string;
  url: string | null;
  newFramework: boolean;
  slug: string;
}
export interface OpeningResult {
  id: number;
  name: string;
  status: string;
  age: string;
}
export interface FileResult {
  id: number;
  name: string;
}

export interface SearchAnswer {
  employees: EmployeeResult[];
  candidates: CandidateResult[];
  reports: ReportResult[];
  openings: OpeningResult[];
  files: FileResult[];
  photos: Record<string, string>;
}

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const id = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const opt = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function list<T>(raw: unknown, read: (item: Rec) => T | null): T[] {
  if (!Array.isArray(raw)) return [];
  const out: T[] = [];
  for (const item of raw) {
    const value = isRec(item) ? read(item) : null;
    if (value) out.push(value);
  }
  return out;
}

/** The answer's five lists in their fixed order; null when it is not a search answer at all. */
export function readAnswer(body: unknown): SearchAnswer | null {
  if (!isRec(body) || !Array.isArray(body.searches)) return null;
  const [e, c, r, o, f] = body.searches as unknown[];
  const photos: Record<string, string> = {};
  if (isRec(body.employeePhotoUrls))
    for (const [key, url] of Object.entries(body.employeePhotoUrls)) if (typeof url === 'string') photos[key] = url;
  return {
    employees: list(e, (x) =>
      id(x.id)
        ? {
            id: x.id,
            firstName: str(x.firstName),
            lastName: str(x.lastName),
            middleName: opt(x.middleName),
            nickname: opt(x.nickname),
            employeeNumber: str(x.employeeNumber),
            status: str(x.status),
            photoUrl: opt(x.photoUrl),
            canSeeProfile: x.canSeeProfile === true,
          }
        : null,
    ),
    candidates: list(c, (x) =>
      id(x.id) && id(x.paId)
        ? {
            id: x.id,
            paId: x.paId,
            firstName: str(x.firstName),
            lastName: str(x.lastName),
            positionName: str(x.positionName),
            status: str(x.status),
            applicationAge: str(x.applicationAge),
          }
        : null,
    ),
    reports: list(r, (x) =>
      id(x.id)
        ? { id: x.id, name: str(x.name), url: opt(x.url), newFramework: x.newFramework === true, slug: str(x.slug) }
        : null,
    ),
    openings: list(o, (x) =>
      id(x.id) ? { id: x.id, name: str(x.name), status: str(x.status), age: str(x.age) } : null,
    ),
    files: list(f, (x) => (id(x.id) ? { id: x.id, name: str(x.name) } : null)),
    photos,
  };
}

// ---------------------------------------------------------------------------------------------
// Links and the popup's model.

/** The fixed section order; the names are the request's `section` values (docs/api/search.yaml). */
export const SECTIONS = ['employee', 'job-candidate', 'report', 'job-opening', 'file'] as const;
export type SectionName = (typeof SECTIONS)[number];

/** Search result destinations, before the URL prefix. */
export const destination = {
  employee: (employeeId: number) => `/employees/employee.php?clearLooping=true&id=${employeeId}`,
  file: (fileId: number) => `/files/index.php?id=${fileId}`,
  candidate: (paId: number) => `/hiring/candidates/${paId}`,
  opening: (openingId: number) => `/applicant_tracking/index.php/viewPosition?id=${openingId}`,
  report: (r: Pick<ReportResult, 'id' | 'newFramework' | 'slug'>) =>
    r.newFramework && r.slug
      ? `/reports/custom/${encodeURIComponent(r.slug)}/${r.id}`
      : `/reports/report.php?id=${r.id}`,
};

export interface LinkContext {
  urlPrefix: string;
  /** The caller's URL gate (safeUrl): returns the href to use, or null to refuse. */
  check: (raw: string) => string | null;
  /** CORE_SNAPSHOT is on: employees the user may not open get the snapshot instead. */
  snapshot: boolean;
}

export interface ResultOption {
  /** Unique in the popup; also the option's DOM id suffix. */
  key: string;
  section: SectionName;
  label: Piece[];
  /** "(#0042)" when a typed word begins with # or a digit. */
  number?: string;
  /** Second line: position, status, age. */
  meta?: string;
  /** Where choosing it goes; null when it opens the snapshot or cannot be opened. */
  href: string | null;
  /** Choosing it opens the employee snapshot of this id. */
  snapshot?: number;
  inactive?: boolean;
  /** Employees only: photo URL (already checked), or null for the default picture. */
  photo?: string | null;
  /** Plain text of the label, for recent items and accessible names. */
  text: string;
}

export interface ResultSection {
  name: SectionName;
  options: ResultOption[];
  /** The section may have more results than shown (a full page came back). */
  more: boolean;
}

const prefixed = (path: string, ctx: LinkContext) => ctx.check(ctx.urlPrefix + path);

/** A report's own url (untrusted: it must pass the gate) or its default destination. */
export function reportHref(r: ReportResult, ctx: LinkContext): string | null {
  const own = r.url ? ctx.check(r.url) : null;
  return own ?? prefixed(destination.report(r), ctx);
}

export function employeeText(e: EmployeeResult, words: readonly string[]): string {
  const middle = e.middleName && matchesAny(e.middleName, words) ? ` ${e.middleName}` : '';
  const nickname = e.nickname && matchesAny(e.nickname, words) ? ` (${e.nickname})` : '';
  return `${e.firstName}${middle} ${e.lastName}${nickname}`.trim();
}

const join = (...parts: string[]) => parts.filter(Boolean).join(' · ');

/** The popup's sections in their fixed order, empty ones left out. */
export function buildSections(
  answer: SearchAnswer,
  query: string,
  ctx: LinkContext,
  pageSize: number,
): ResultSection[] {
  const words = queryWords(query);
  const names = words.filter((w) => w.kind === 'name').map((w) => w.text);
  const showNumber = words.some((w) => w.kind === 'number');
  const option = (
    section: SectionName,
    key: number,
    text: string,
    href: string | null,
    extra: Partial<ResultOption> = {},
  ): ResultOption => ({
    key: `${section}-${key}`,
    section,
    label: highlight(text, names),
    text,
    href,
    ...extra,
  });
  const sections: Array<[SectionName, ResultOption[]]> = [
    [
      'employee',
      answer.employees.map((e) => {
        const text = employeeText(e, names);
        const profile = e.canSeeProfile ? prefixed(destination.employee(e.id), ctx) : null;
        const photo = answer.photos[String(e.id)] ?? e.photoUrl;
        return option('employee', e.id, text, profile, {
          ...(showNumber && e.employeeNumber ? { number: `(#${e.employeeNumber.replace(/^#/, '')})` } : {}),
          ...(!e.canSeeProfile && ctx.snapshot ? { snapshot: e.id } : {}),
          inactive: e.status === 'Inactive',
          photo: photo ? ctx.check(photo) : null,
        });
      }),
    ],
    [
      'job-candidate',
      answer.candidates.map((c) =>
        option(
          'job-candidate',
          c.id,
          `${c.firstName} ${c.lastName}`.trim(),
          prefixed(destination.candidate(c.paId), ctx),
          {
            meta: join(c.positionName, c.status, c.applicationAge),
          },
        ),
      ),
    ],
    ['report', answer.reports.map((r) => option('report', r.id, r.name, reportHref(r, ctx)))],
    [
      'job-opening',
      answer.openings.map((o) =>
        option('job-opening', o.id, o.name, prefixed(destination.opening(o.id), ctx), { meta: join(o.status, o.age) }),
      ),
    ],
    ['file', answer.files.map((f) => option('file', f.id, f.name, prefixed(destination.file(f.id), ctx)))],
  ];
  return sections
    .filter(([, options]) => options.length > 0)
    .map(([name, options]) => ({ name, options, more: options.length >= pageSize }));
}

/** One section replaced by its expanded answer; the others stay as they were. */
export function expandInto(
  sections: readonly ResultSection[],
  expanded: ResultSection | undefined,
  name: SectionName,
): ResultSection[] {
  return sections.map((s) => (s.name === name ? { ...(expanded ?? s), name, more: false } : s));
}

// ---------------------------------------------------------------------------------------------
// Recent searches and recently opened results (stored per user under the storage prefix).

export interface RecentOpened {
  text: string;
  section: SectionName;
  href: string | null;
  snapshot?: number;
}
export interface RecentState {
  searches: string[];
  opened: RecentOpened[];
}

export const EMPTY_RECENT: RecentState = { searches: [], opened: [] };

export function recentKey(userId: number | undefined): string {
  return `globalSearchRecent:${userId ?? 0}`;
}

/** Storage is editable by anyone with the page: keep only well-formed entries. */
export function isRecentState(value: unknown): value is RecentState {
  if (!isRec(value) || !Array.isArray(value.searches) || !Array.isArray(value.opened)) return false;
  return (
    value.searches.every((s) => typeof s === 'string') &&
    value.opened.every(
      (o) =>
        isRec(o) &&
        typeof o.text === 'string' &&
        (SECTIONS as readonly unknown[]).includes(o.section) &&
        (o.href === null || typeof o.href === 'string') &&
        (o.snapshot === undefined || id(o.snapshot)),
    )
  );
}

export function addRecentSearch(state: RecentState, query: string): RecentState {
  const q = capQuery(query.trim());
  if (!q) return state;
  return { ...state, searches: [q, ...state.searches.filter((s) => s !== q)].slice(0, RECENT_LIMIT) };
}

export function addRecentOpened(state: RecentState, item: RecentOpened): RecentState {
  const same = (o: RecentOpened) => o.section === item.section && o.href === item.href && o.snapshot === item.snapshot;
  return { ...state, opened: [item, ...state.opened.filter((o) => !same(o))].slice(0, RECENT_LIMIT) };
}
