import type { CurrentUser } from '../lib/config';

/**
 * A person's name as the product shows it, in parts: the given name shown (the preferred name
 * when there is one, else the first name), then the last name; trimmed, empty parts dropped.
 */
export function shownNames(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'preferredName'>): string[] {
  return [user.preferredName?.trim() || user.firstName.trim(), user.lastName.trim()].filter(Boolean);
}

/**
 * The letters of a default picture, from the name as it is shown beside it (the parts of
 * `shownNames`, trimmed and not empty): the first character of each part (a whole code point, so
 * an emoji is not split), upper-cased. One rule for the account menu, the lock screen and the demo
 * server's generated photos, so the letters and the name agree.
 */
export function initialsOf(names: readonly string[]): string {
  return names
    .map((name) => [...name][0])
    .join('')
    .toUpperCase();
}
