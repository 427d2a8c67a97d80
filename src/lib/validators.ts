/**
 * Checks shared by every element. One place, so a page sees the same rule and the same
 * log line whichever element received the value.
 */

const DIGITS = /^[1-9]\d*$/;

/**
 * An employee id is an integer of at least 1. Numbers and plain decimal strings (attributes,
 * form values) are accepted; `1.0`, `1e3`, ` 7`, `-0`, full-width digits and unsafe integers are not.
 */
export function isEmployeeId(value: unknown): value is number | string {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 1;
  if (typeof value === 'string') return DIGITS.test(value) && Number.isSafeInteger(Number(value));
  return false;
}

/**
 * The id as a number, or null after logging an error naming where it came from. For
 * values that must be an id (a picker's `employee-id` attribute); a user without an employee
 * record is not an error: test those with isEmployeeId.
 */
export function checkEmployeeId(value: unknown, where: string): number | null {
  if (isEmployeeId(value)) return Number(value);
  console.error(`[hr-shell] ${where}: the employee id must be an integer of at least 1 (got ${describe(value)}).`);
  return null;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value == null) return String(value);
  return typeof value;
}
