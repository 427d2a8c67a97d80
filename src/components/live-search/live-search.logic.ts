import { isRecord } from '../../lib/json';
/** Longer queries are cut before they are sent. */
export const MAX_QUERY_LENGTH = 100;

export type FormFields = Record<string, string | number | boolean>;

/** The query as sent: trimmed, at most MAX_QUERY_LENGTH code points; '' means "hide". */
export function normalizeQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return [...raw.trim()].slice(0, MAX_QUERY_LENGTH).join('');
}

/**
 * Form fields of one request (globalSearch: q, section plus extra params).
 * Extra params come from the page as a JSON object: only string, number and boolean values are
 * kept, and `q` and `section` cannot be overridden by them.
 */
export function requestFields(query: string, section: string | undefined, params: unknown): FormFields {
  const fields: FormFields = {};
  if (isRecord(params))
    for (const [key, value] of Object.entries(params))
      if (
        typeof value === 'string' ||
        typeof value === 'boolean' ||
        (typeof value === 'number' && Number.isFinite(value))
      )
        fields[key] = value;
  fields.q = query;
  if (section) fields.section = section;
  else delete fields.section;
  return fields;
}
