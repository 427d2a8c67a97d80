/**
 * The header of the history/update modal: the Employee global object (SPEC §3: id, preferredName,
 * lastName, jobTitle, photoURL) from wherever the page hands it over, validated field by field.
 * Pure: no React, no DOM, no network, no timers (the photo's URL gate, which reads the page's
 * origin, runs in the view).
 */
import { isRecord, parseJson } from '../../lib/json';
import { isEmployeeId } from '../../lib/validators';

/** The Employee object once validated: text fields are plain text ('' when missing), never markup. */
export interface EmployeeHeader {
  id: number;
  preferredName: string;
  lastName: string;
  jobTitle: string;
  /** As given (at most 2048 characters); the view still passes it through safeUrl. Null: none. */
  photoURL: string | null;
}

/** Longest name or job title kept, in code points (a longer one is cut, never an error). */
export const MAX_TEXT = 200;
export const MAX_URL = 2048;

// C0/C1 controls and the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069):
// a name must not reorder the text around it. Zero-width joiners stay (emoji sequences).
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const UNWANTED = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** A text field as shown: a string only, controls removed, whitespace runs collapsed, trimmed, capped. */
export function cleanText(value: unknown): string {
  if (typeof value !== 'string') return '';
  const text = value.replace(UNWANTED, ' ').replace(/\s+/g, ' ').trim();
  const points = [...text];
  return points.length > MAX_TEXT ? points.slice(0, MAX_TEXT).join('').trimEnd() : text;
}

function cleanUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  return url === '' || url.length > MAX_URL ? null : url;
}

export type ParsedEmployee = { ok: true; employee: EmployeeHeader } | { ok: false; reason: 'not-object' | 'bad-id' };

/**
 * The Employee object, or why it is refused: it must be an object whose `id` is an integer of at
 * least 1 (a decimal string is accepted, as PHP may print one; SPEC §5). Other fields are optional
 * and taken only when they are strings: anything else shows as empty (or the default picture).
 */
export function parseEmployee(value: unknown): ParsedEmployee {
  if (!isRecord(value)) return { ok: false, reason: 'not-object' };
  try {
    // A page object may have getters; one that throws refuses the object instead of the page.
    const { id, preferredName, lastName, jobTitle, photoURL } = value;
    if (!isEmployeeId(id)) return { ok: false, reason: 'bad-id' };
    return {
      ok: true,
      employee: {
        id: Number(id),
        preferredName: cleanText(preferredName),
        lastName: cleanText(lastName),
        jobTitle: cleanText(jobTitle),
        photoURL: cleanUrl(photoURL),
      },
    };
  } catch {
    return { ok: false, reason: 'not-object' };
  }
}

/** 'Preferred Last', either alone when the other is missing; '' when both are. */
export function displayName(employee: Pick<EmployeeHeader, 'preferredName' | 'lastName'>): string {
  return [employee.preferredName, employee.lastName].filter(Boolean).join(' ');
}

/** Where the header data comes from, in order: the `employee` property, `employee-id` (a request), `window.Employee`. */
export type HeaderSource =
  { kind: 'given'; employee: EmployeeHeader } | { kind: 'fetch'; id: number } | { kind: 'none' };

/**
 * Picks the header's source. `employee` (the property or the `employee` JSON attribute) wins when
 * it is a valid Employee; else `employeeId` (the attribute) is fetched; else the page's global
 * `Employee` object is used. Every value that was looked at, present and invalid, is named in
 * `problems` (the caller logs them, SPEC §5); with no usable source the header shows the default
 * picture only.
 */
export function headerSource(input: { employee?: unknown; employeeId?: unknown; pageEmployee?: unknown }): {
  source: HeaderSource;
  problems: string[];
} {
  const problems: string[] = [];
  const present = (value: unknown) => value !== undefined && value !== null;
  if (present(input.employee)) {
    // A page script (or React 19, which sets properties) may hand the attribute's JSON text to the property.
    const given = typeof input.employee === 'string' ? parseJson(input.employee) : { ok: true, value: input.employee };
    const parsed = given.ok ? parseEmployee(given.value) : ({ ok: false, reason: 'not-object' } as const);
    if (parsed.ok) return { source: { kind: 'given', employee: parsed.employee }, problems };
    problems.push(`employee: ${describeProblem(parsed.reason)}`);
  }
  if (present(input.employeeId)) {
    if (isEmployeeId(input.employeeId)) return { source: { kind: 'fetch', id: Number(input.employeeId) }, problems };
    problems.push('employee-id: the employee id must be an integer of at least 1');
  }
  if (present(input.pageEmployee)) {
    const parsed = parseEmployee(input.pageEmployee);
    if (parsed.ok) return { source: { kind: 'given', employee: parsed.employee }, problems };
    problems.push(`window.Employee: ${describeProblem(parsed.reason)}`);
  }
  return { source: { kind: 'none' }, problems };
}

function describeProblem(reason: 'not-object' | 'bad-id'): string {
  return reason === 'not-object' ? 'not an Employee object' : 'the employee id must be an integer of at least 1';
}

/** The header data route for an employee: `{src}{id}` (docs/api peopleEmployeeHeader). */
export const DEFAULT_EMPLOYEE_SRC = '/employees/employee_header/';

export function employeeRoute(src: string | undefined, id: number): string {
  const base = src && src.trim() !== '' ? src.trim() : DEFAULT_EMPLOYEE_SRC;
  return `${base}${id}`;
}

/**
 * The route's answer as an Employee, or null when it is not one or names another employee than
 * the one asked for.
 */
export function parseHeaderAnswer(body: unknown, id: number): EmployeeHeader | null {
  const parsed = parseEmployee(body);
  return parsed.ok && parsed.employee.id === id ? parsed.employee : null;
}
