/**
 * The open request of `<hr-employee-snapshot>` (`hr-snapshot-open` detail, `open()`). Pure, and
 * apart from the rest of the element's rules: the element's own small module imports it, the
 * dialog's lazy chunk everything else.
 */
import { isRecord } from '../../lib/json';

export interface OpenRequest {
  employeeId: number;
  /** Same-origin URL of the context data; absent: the default snapshot only. */
  contextUrl?: string;
}

/**
 * `{employeeId, contextUrl?}` as an open request, or null (the caller warns in the console):
 * the id is an integer of at least 1 (SPEC §5); the context URL, when present, a non-empty string
 * of at most 2048 characters (the caller still checks it is same-origin).
 */
export function parseOpenDetail(detail: unknown): OpenRequest | null {
  if (!isRecord(detail)) return null;
  const { employeeId, contextUrl } = detail;
  if (typeof employeeId !== 'number' || !Number.isSafeInteger(employeeId) || employeeId < 1) return null;
  if (contextUrl === undefined || contextUrl === null) return { employeeId };
  if (typeof contextUrl !== 'string' || contextUrl.trim() === '' || contextUrl.length > 2048) return null;
  return { employeeId, contextUrl: contextUrl.trim() };
}
