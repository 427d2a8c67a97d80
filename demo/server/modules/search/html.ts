/**
 * The live-search HTML fragment (globalSearch: POST /ajax/globalsearch.php → HTML fragment).
 *
 * Safe markup only: every value is escaped, the only tags are ul, li, a, span,
 * strong and mark, the only attributes `class` and `href`, and every href is built here from the
 * search result destinations (a report's own url only when it is a same-origin path).
 * The client still sanitizes it with its DOMPurify allow-list.
 */
import { highlight, matchesAny, type QueryWord } from './match';
import type { SearchResults, SectionName } from './queries';
import { destination } from './queries';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/** `text` escaped, with the stretches matching `words` wrapped in <mark>. */
function marked(text: string, words: readonly string[]): string {
  return highlight(text, words)
    .map((segment) => (segment.match ? `<mark>${escapeHtml(segment.text)}</mark>` : escapeHtml(segment.text)))
    .join('');
}

const span = (cls: string, html: string) => `<span class="${cls}">${html}</span>`;

function item(section: SectionName, href: string | null, inner: string, extraClass = ''): string {
  const cls = `hr-search-result hr-search-result--${section}${extraClass ? ` ${extraClass}` : ''}`;
  const body =
    href === null
      ? span('hr-search-result-link', inner)
      : `<a class="hr-search-result-link" href="${escapeHtml(href)}">${inner}</a>`;
  return `<li class="${cls}">${body}</li>`;
}

export const SECTION_TITLES: Record<SectionName, string> = {
  employee: 'Employees',
  'job-candidate': 'Candidates',
  report: 'Reports',
  'job-opening': 'Job Openings',
  file: 'Files',
};

/** The fragment for `results`; an empty string when there is nothing to show. */
export function renderFragment(results: SearchResults, queryWords: readonly QueryWord[]): string {
  const words = queryWords.filter((word) => word.kind === 'name').map((word) => word.text);
  const showNumber = queryWords.some((word) => word.kind === 'number');
  const sections: Array<[SectionName, string[]]> = [
    [
      'employee',
      results.employees.map((e) => {
        const parts = [marked(e.firstName, words)];
        if (e.middleName && matchesAny(e.middleName, words)) parts.push(marked(e.middleName, words));
        parts.push(marked(e.lastName, words));
        let inner = span('hr-search-result-name', parts.join(' '));
        if (e.nickname && matchesAny(e.nickname, words))
          inner += ` ${span('hr-search-result-nickname', `“${marked(e.nickname, words)}”`)}`;
        if (showNumber) inner += ` ${span('hr-search-result-number', `(#${escapeHtml(e.employeeNumber)})`)}`;
        const href = e.canSeeProfile ? destination.employee(e.id) : null;
        return item('employee', href, inner, e.status === 'Inactive' ? 'hr-search-result--inactive' : '');
      }),
    ],
    [
      'job-candidate',
      results.candidates.map((c) =>
        item(
          'job-candidate',
          destination.candidate(c.paId),
          `${span('hr-search-result-name', `${marked(c.firstName, words)} ${marked(c.lastName, words)}`)} ` +
            span(
              'hr-search-result-meta',
              `${escapeHtml(c.positionName)} · ${escapeHtml(c.status)} · ${escapeHtml(c.applicationAge)}`,
            ),
        ),
      ),
    ],
    [
      'report',
      results.reports.map((r) =>
        item('report', destination.report(r), span('hr-search-result-name', marked(r.name, words))),
      ),
    ],
    [
      'job-opening',
      results.openings.map((o) =>
        item(
          'job-opening',
          destination.opening(o.id),
          `${span('hr-search-result-name', marked(o.name, words))} ${span('hr-search-result-meta', `${escapeHtml(o.status)} · ${escapeHtml(o.age)}`)}`,
        ),
      ),
    ],
    [
      'file',
      results.files.map((f) =>
        item('file', destination.file(f.id), span('hr-search-result-name', marked(f.name, words))),
      ),
    ],
  ];
  const html = sections
    .filter(([, items]) => items.length > 0)
    .map(
      ([section, items]) =>
        `<li class="hr-search-section hr-search-section--${section}"><strong class="hr-search-section-title">${SECTION_TITLES[section]}</strong>` +
        `<ul class="hr-search-section-items">${items.join('')}</ul></li>`,
    )
    .join('');
  return html === '' ? '' : `<ul class="hr-search-results">${html}</ul>`;
}
