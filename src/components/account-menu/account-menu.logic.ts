import type { CurrentUser } from '../../lib/config';

export type { AccountItem, AccountItemId } from './account-menu-items.logic';

const givenName = (user: CurrentUser) => user.preferredName?.trim() || user.firstName.trim();
const names = (user: CurrentUser) => [givenName(user), user.lastName.trim()].filter(Boolean);

/** The name of the greeting 'Hi, {firstName}': the preferred name when there is one. */
export function greetingName(user: CurrentUser): string {
  return names(user)[0] ?? '';
}

/** The name on the menu button. */
export function fullName(user: CurrentUser): string {
  return names(user).join(' ');
}

/** Up to two letters for the default picture; whole code points, so an emoji is not split. */
export function initials(user: CurrentUser): string {
  return names(user)
    .map((name) => [...name][0])
    .join('')
    .toUpperCase();
}
