import { isRecord } from '../../lib/json';

/** The quick search shows at most 20 items. */
export const QUICK_SEARCH_LIMIT = 20;
const MAX_NAME_LENGTH = 200;

export interface QuickPerson {
  id: number;
  name: string;
  canSeeProfile: boolean;
}

/** Rows the server sent, kept only when well-typed, names cut, at most 20. */
export function parseQuickResults(body: unknown): QuickPerson[] {
  if (!Array.isArray(body)) return [];
  const people: QuickPerson[] = [];
  for (const row of body) {
    if (people.length === QUICK_SEARCH_LIMIT) break;
    if (!isRecord(row) || !Number.isSafeInteger(row.id) || (row.id as number) < 1 || typeof row.name !== 'string')
      continue;
    const name = [...row.name.trim()].slice(0, MAX_NAME_LENGTH).join('');
    if (name === '') continue;
    // A profile link only when canSeeProfile is true; anything else means no.
    people.push({ id: row.id as number, name, canSeeProfile: row.canSeeProfile === true });
  }
  return people;
}

/** The profile page of an employee (the My Info route). */
export function profilePath(id: number): string {
  return `/employees/employee.php?id=${encodeURIComponent(String(id))}`;
}

/** What a form field looks like for the change check (copied from the DOM by the hook). */
export type FieldSnapshot =
  | { kind: 'checkable'; checked: boolean; defaultChecked: boolean }
  | { kind: 'select'; options: ReadonlyArray<{ selected: boolean; defaultSelected: boolean }> }
  | { kind: 'text'; value: string; defaultValue: string }
  | { kind: 'ignored' };

/** True when a field differs from the value the page printed (what `form.reset()` would restore). */
export function fieldChanged(field: FieldSnapshot): boolean {
  switch (field.kind) {
    case 'checkable':
      return field.checked !== field.defaultChecked;
    case 'select': {
      // With no `selected` attribute anywhere, the browser selects the first option by default.
      const anyDefault = field.options.some((option) => option.defaultSelected);
      return field.options.some((option, i) => option.selected !== (anyDefault ? option.defaultSelected : i === 0));
    }
    case 'text':
      return field.value !== field.defaultValue;
    default:
      return false;
  }
}
