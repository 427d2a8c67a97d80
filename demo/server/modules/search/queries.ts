/**
 * The search queries: one prepared statement per (section, word kinds), prepared on first use
 * and reused; user text reaches them only as bound, escaped LIKE patterns (see ./match.ts).
 */
import type Database from 'better-sqlite3';
import type { SessionUser } from '../../core/env';
import { nameParts, nameRank } from '../../../../src/lib/search-text';
import { photoUrl } from '../people';
import { namePattern, numberPatterns, type QueryWord } from './match';

export const SECTIONS = ['employee', 'job-candidate', 'report', 'job-opening', 'file'] as const;
export type SectionName = (typeof SECTIONS)[number];

export interface EmployeeResult {
  id: number;
  firstName: string;
  lastName: string;
  middleName: string | null;
  nickname: string | null;
  employeeNumber: string;
  status: 'Active' | 'Inactive';
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
export interface SearchResults {
  employees: EmployeeResult[];
  candidates: CandidateResult[];
  reports: ReportResult[];
  openings: OpeningResult[];
  files: FileResult[];
}

export const emptyResults = (): SearchResults => ({
  employees: [],
  candidates: [],
  reports: [],
  openings: [],
  files: [],
});

/** A report's own url, when it is a same-origin path (no scheme, no `//host`, no backslash tricks). */
export function sameOriginPath(url: string | null): string | null {
  if (url === null || !/^\/(?![/\\])/.test(url) || /[\\\s\u0000-\u001f]/.test(url)) return null; // eslint-disable-line no-control-regex -- a control character makes the URL unsafe
  return url;
}

/** Search result destinations, built on the server for the HTML fragment. */
export const destination = {
  employee: (id: number) => `/employees/employee.php?clearLooping=true&id=${id}`,
  file: (id: number) => `/files/index.php?id=${id}`,
  candidate: (paId: number) => `/hiring/candidates/${paId}`,
  opening: (id: number) => `/applicant_tracking/index.php/viewPosition?id=${id}`,
  report: (r: Pick<ReportResult, 'id' | 'url' | 'newFramework' | 'slug'>) =>
    sameOriginPath(r.url) ??
    (r.newFramework ? `/reports/custom/${encodeURIComponent(r.slug)}/${r.id}` : `/reports/report.php?id=${r.id}`),
};

/** "Today", "1 day", "12 days", "3 months", "2 years" between an ISO date and now. */
export function age(isoDate: string, now: number): string {
  const days = Math.max(0, Math.floor((now - Date.parse(`${isoDate}T00:00:00Z`)) / 86_400_000));
  if (days === 0) return 'Today';
  if (days < 60) return days === 1 ? '1 day' : `${days} days`;
  const months = Math.floor(days / 30.44);
  if (months < 24) return `${months} months`;
  return `${Math.floor(months / 12)} years`;
}

// Employees' search_text is folded first/middle/last/nickname joined by spaces; name punctuation
// becomes a space here so that every part can be matched by its start.
const EMPLOYEE_HAYSTACK = `(' ' || replace(replace(replace(replace(search_text, '-', ' '), '''', ' '), '’', ' '), '.', ' '))`;
const NAME_CONDITION = (column: string) => `${column} LIKE ? ESCAPE '\\'`;
const NUMBER_CONDITION = `(employee_number LIKE ? ESCAPE '\\' OR ltrim(employee_number, '0') LIKE ? ESCAPE '\\')`;

interface EmployeeRow {
  id: number;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  nickname: string | null;
  employee_number: string;
  status: 'Active' | 'Inactive';
  photo: string;
}
interface CandidateRow {
  id: number;
  pa_id: number;
  first_name: string;
  last_name: string;
  position_name: string;
  status: string;
  applied_on: string;
}
interface ReportRow {
  id: number;
  name: string;
  url: string | null;
  new_framework: number;
  slug: string;
}
interface OpeningRow {
  id: number;
  name: string;
  status: string;
  opened_on: string;
}

const SELECTS: Record<SectionName, { sql: string; order: string }> = {
  employee: {
    sql: 'SELECT id, first_name, last_name, middle_name, nickname, employee_number, status, photo FROM employees',
    order: 'first_name COLLATE NOCASE, last_name COLLATE NOCASE, id',
  },
  'job-candidate': {
    sql: `SELECT c.id, c.pa_id, c.first_name, c.last_name, o.name AS position_name, c.status, c.applied_on
          FROM search_candidates c JOIN search_openings o ON o.id = c.opening_id`,
    order: 'c.applied_on DESC, c.id',
  },
  report: { sql: 'SELECT id, name, url, new_framework, slug FROM search_reports', order: 'name COLLATE NOCASE, id' },
  'job-opening': { sql: 'SELECT id, name, status, opened_on FROM search_openings', order: 'opened_on DESC, id' },
  file: { sql: 'SELECT id, name FROM search_files', order: 'name COLLATE NOCASE, id' },
};

const HAYSTACKS: Record<Exclude<SectionName, 'employee'>, string> = {
  'job-candidate': 'c.search_text',
  report: 'search_text',
  'job-opening': 'search_text',
  file: 'search_text',
};

export interface Searcher {
  /** `onlyEmployeeId` narrows the employee section to that one record (see ./scope.ts). */
  search(
    words: readonly QueryWord[],
    user: SessionUser,
    limits: Partial<Record<SectionName, number>>,
    onlyEmployeeId?: number | null,
  ): SearchResults;
}

/** The SQL function that ranks an employee row: nameRank on its names and the space-joined folded words. */
const NAME_RANK = 'hr_name_rank';

/** Most names whose folded parts are kept between searches (the demo has about 5,000). */
const PARTS_CACHE_SIZE = 20_000;

export function createSearcher(db: Database.Database, now: () => number): Searcher {
  const statements = new Map<string, Database.Statement>();
  // Folding is the costly part of ranking: a one-letter query ranks most of the directory.
  const partsCache = new Map<string, readonly string[]>();
  const partsOf = (text: string): readonly string[] => {
    let parts = partsCache.get(text);
    if (!parts) {
      if (partsCache.size === PARTS_CACHE_SIZE) partsCache.clear();
      parts = nameParts(text);
      partsCache.set(text, parts);
    }
    return parts;
  };
  // The words arrive joined for every row of one search: split them once.
  let lastWords = '';
  let lastSplit: string[] = [];
  const wordsOf = (joined: string): string[] => {
    if (joined !== lastWords) {
      lastWords = joined;
      lastSplit = joined.split(' ');
    }
    return lastSplit;
  };
  db.function(
    NAME_RANK,
    { deterministic: true },
    (first: unknown, last: unknown, middle: unknown, nickname: unknown, words: unknown) =>
      nameRank(
        {
          first: typeof first === 'string' ? first : '',
          last: typeof last === 'string' ? last : '',
          middle: typeof middle === 'string' ? middle : null,
          nickname: typeof nickname === 'string' ? nickname : null,
        },
        typeof words === 'string' ? wordsOf(words) : [],
        partsOf,
      ),
  );

  /** Rows of `section` where every word matches; null when a word can never match there. */
  function rows<T>(
    section: SectionName,
    words: readonly QueryWord[],
    limit: number,
    onlyId: number | null = null,
  ): T[] {
    const conditions: string[] = [];
    const params: Array<string | number> = [];
    for (const word of words) {
      if (section === 'employee' && word.kind === 'number') {
        conditions.push(NUMBER_CONDITION);
        params.push(...numberPatterns(word.text));
      } else {
        conditions.push(NAME_CONDITION(section === 'employee' ? EMPLOYEE_HAYSTACK : HAYSTACKS[section]));
        params.push(namePattern(word.text));
      }
    }
    if (onlyId !== null) {
      conditions.push('id = ?');
      params.push(onlyId);
    }
    // An employee number typed in full comes first ("#42" lists 0042 before 0420).
    const exact = section === 'employee' ? words.find((word) => word.kind === 'number') : undefined;
    if (exact) params.push(exact.text.replace(/^#/, '').replace(/^0+/, ''));
    // Then the name ranking shared with the elements (nameRank), on the name words.
    const names = section === 'employee' ? words.filter((word) => word.kind === 'name').map((word) => word.text) : [];
    if (names.length > 0) params.push(names.join(' '));
    const key = `${section}:${words.map((word) => (section === 'employee' ? word.kind : 'name')).join(',')}${onlyId !== null ? ':one' : ''}`;
    let statement = statements.get(key);
    if (!statement) {
      const { sql, order } = SELECTS[section];
      // With a number word: the exact number first, then by number. Then active before inactive,
      // then by nameRank when there are name words, then alphabetically.
      const byNumber = exact ? "ltrim(employee_number, '0') = ? DESC, employee_number, " : '';
      const byName = names.length > 0 ? `${NAME_RANK}(first_name, last_name, middle_name, nickname, ?), ` : '';
      const rank = section === 'employee' ? `${byNumber}status = 'Inactive', ${byName}` : '';
      statement = db.prepare(`${sql} WHERE ${conditions.join(' AND ')} ORDER BY ${rank}${order} LIMIT ?`);
      statements.set(key, statement);
    }
    return statement.all(...params, limit) as T[];
  }

  return {
    search(words, user, limits, onlyEmployeeId = null) {
      const results = emptyResults();
      if (words.length === 0) return results;
      const at = now();
      if (limits.employee) {
        results.employees = rows<EmployeeRow>('employee', words, limits.employee, onlyEmployeeId).map((row) => ({
          id: row.id,
          firstName: row.first_name,
          lastName: row.last_name,
          middleName: row.middle_name,
          nickname: row.nickname,
          employeeNumber: row.employee_number,
          status: row.status,
          photoUrl: photoUrl(row.id, row.photo),
          // Results link to a profile only when canSeeProfile; everyone may open their own.
          canSeeProfile: user.canSeeProfile || row.id === user.employeeId,
        }));
      }
      if (limits['job-candidate']) {
        results.candidates = rows<CandidateRow>('job-candidate', words, limits['job-candidate']).map((row) => ({
          id: row.id,
          paId: row.pa_id,
          firstName: row.first_name,
          lastName: row.last_name,
          positionName: row.position_name,
          status: row.status,
          applicationAge: age(row.applied_on, at),
        }));
      }
      if (limits.report) {
        results.reports = rows<ReportRow>('report', words, limits.report).map((row) => ({
          id: row.id,
          name: row.name,
          url: row.url,
          newFramework: row.new_framework === 1,
          slug: row.slug,
        }));
      }
      if (limits['job-opening']) {
        results.openings = rows<OpeningRow>('job-opening', words, limits['job-opening']).map((row) => ({
          id: row.id,
          name: row.name,
          status: row.status,
          age: age(row.opened_on, at),
        }));
      }
      if (limits.file) results.files = rows<{ id: number; name: string }>('file', words, limits.file);
      return results;
    },
  };
}
