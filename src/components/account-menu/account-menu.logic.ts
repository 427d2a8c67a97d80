import type { CurrentUser } from '../../lib/config';
import { initialsOf, shownNames } from '../../ui/avatar.logic';

export type { AccountItem, AccountItemId } from './account-menu-items.logic';

/** The name of the greeting 'Hi, {firstName}': the preferred name when there is one. */
export function greetingName(user: CurrentUser): string {
  return shownNames(user)[0] ?? '';
}

/** The name on the menu button. */
export function fullName(user: CurrentUser): string {
  return shownNames(user).join(' ');
}

/** Up to two letters for the default picture, from the name on the button (src/ui/avatar.logic.ts). */
export function initials(user: CurrentUser): string {
  return initialsOf(shownNames(user));
}
