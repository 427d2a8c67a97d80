/**
 * Global search, live search and quick search (globalSearch, quickSearch). Contract:
 * docs/api/search.yaml. Matching rules: ./match.ts.
 *
 * - POST /ajax/globalsearch.php?format=json  form q (+ optional section, limit) →
 *   `{searches: [employees, candidates, reports, openings, files], employeePhotoUrls}`
 * - POST /ajax/globalsearch.php              form q, section, extra params → safe HTML fragment
 * - GET  /ajax/quicksearch.php?query=…       → `[{id, name, canSeeProfile, imageUrl?}]`, max 20
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../core/env';
import { parseForm, parseQuery } from '../../core/http';
import type { DemoModule } from '../../core/module';
import { renderFragment } from './html';
import { matchesAny, queryWords, type QueryWord } from './match';
import { createSearcher, SECTIONS, type EmployeeResult, type SearchResults, type SectionName } from './queries';
import { searchScope, type SearchScope } from './scope';
import { SCHEMA, seedSearch } from './seed';

/** Results per section in the header popup, and for one expanded section. */
export const SECTION_LIMIT = 5;
export const EXPANDED_LIMIT = 25;
/** Quick search shows at most 20 items. */
export const QUICK_SEARCH_LIMIT = 20;

const limitField = (max: number) =>
  z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, `must be 1 to ${max}`).max(max, `must be 1 to ${max}`));

const searchForm = z.object({
  // Anything but a string cannot arrive in a form; a missing q is "not a string".
  q: z.string().optional(),
  section: z.union([z.enum(SECTIONS), z.literal('')]).optional(),
  limit: limitField(EXPANDED_LIMIT).optional(),
});

const searchQuery = z.object({
  format: z.enum(['json', 'html']).optional(),
});

const quickQuery = z.object({
  query: z.string().optional(),
  limit: limitField(QUICK_SEARCH_LIMIT).optional(),
});

/** Per-section limits of the sections the user's scope allows (others stay empty). */
function limitsFor(
  section: SectionName | '' | undefined,
  limit: number | undefined,
  scope: SearchScope,
): Partial<Record<SectionName, number>> {
  if (section) return scope.sections.has(section) ? { [section]: limit ?? EXPANDED_LIMIT } : {};
  return Object.fromEntries(
    SECTIONS.filter((name) => scope.sections.has(name)).map((name) => [name, limit ?? SECTION_LIMIT]),
  );
}

/** "First Last", with the middle name and the nickname only when a typed word matches them. */
export function displayName(e: EmployeeResult, queryWords: readonly QueryWord[]): string {
  const words = queryWords.map((word) => word.text);
  const middle = e.middleName && matchesAny(e.middleName, words) ? ` ${e.middleName}` : '';
  const nickname = e.nickname && matchesAny(e.nickname, words) ? ` (${e.nickname})` : '';
  return `${e.firstName}${middle} ${e.lastName}${nickname}`;
}

/** Five lists in the order employee, candidate, report, opening, file, plus photos by id. */
function jsonBody(results: SearchResults) {
  const employeePhotoUrls: Record<string, string> = {};
  for (const employee of results.employees)
    if (employee.photoUrl) employeePhotoUrls[String(employee.id)] = employee.photoUrl;
  return {
    searches: [results.employees, results.candidates, results.reports, results.openings, results.files],
    employeePhotoUrls,
  };
}

export const searchModule: DemoModule = {
  name: 'search',
  schema: SCHEMA,
  seed: seedSearch,
  routes(app, { db, options }) {
    const searcher = createSearcher(db, options.now);

    app.post('/ajax/globalsearch.php', async (c: Context<AppEnv>) => {
      const format = parseQuery(c, searchQuery);
      if (!format.ok) return format.response;
      const parsed = await parseForm(c, searchForm);
      if (!parsed.ok) return parsed.response;
      const user = c.get('user')!;
      const words = queryWords(parsed.data.q);
      const scope = searchScope(user);
      const results = searcher.search(
        words,
        user,
        limitsFor(parsed.data.section, parsed.data.limit, scope),
        scope.onlyEmployeeId,
      );
      if (format.data.format === 'json') return c.json(jsonBody(results));
      // Live search: an empty body when the query is blank or nothing matched.
      return c.body(renderFragment(results, words), 200, { 'Content-Type': 'text/html; charset=utf-8' });
    });

    app.get('/ajax/quicksearch.php', (c: Context<AppEnv>) => {
      const parsed = parseQuery(c, quickQuery);
      if (!parsed.ok) return parsed.response;
      const user = c.get('user')!;
      const words = queryWords(parsed.data.query);
      const limit = parsed.data.limit ?? QUICK_SEARCH_LIMIT;
      const scope = searchScope(user);
      const { employees } = searcher.search(words, user, { employee: limit }, scope.onlyEmployeeId);
      return c.json(
        employees.map((e) => ({
          id: e.id,
          name: displayName(e, words),
          canSeeProfile: e.canSeeProfile,
          ...(e.photoUrl ? { imageUrl: e.photoUrl } : {}),
        })),
      );
    });
  },
};
