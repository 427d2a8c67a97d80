// The items of the popup: in the popup's chunk (account-menu-popup.tsx), not in the first render.
import type { CurrentUser, HrShellConfig } from '../../lib/config';
import * as m from '../../lib/messages.en-US';
import { isEmployeeId } from '../../lib/validators';

/** Identifiers of the account menu's items; `hr-select` reports them as `detail.item`. */
export type AccountItemId =
  | 'apps'
  | 'devices'
  | 'mobileQrLogin'
  | 'devUtilities'
  | 'twoStepLogin'
  | 'passkeys'
  | 'accountSettings'
  | 'changePassword'
  | 'myInfo'
  | 'logOut';

export interface AccountItem {
  id: AccountItemId;
  /** A catalogue message (no placeholders). */
  label: string;
  /** URL prefix + route; absent for the item that opens the QR dialog. */
  href?: string;
}

type AccountConfig = Pick<HrShellConfig, 'urlPrefix' | 'user' | 'capabilities' | 'company'>;

/** Devices and api share one item whose name says which of the two it covers. */
function devicesLabel(devices: boolean, api: boolean): string | null {
  if (devices && api) return m.accountDevicesAndApiKeys;
  if (devices) return m.accountDevices;
  return api ? m.accountApiKeys : null;
}

/**
 * The full account menu (routes in docs/api/pages.yaml) in its four groups; empty groups are dropped.
 * Empty when there is no user or no `account` capability (the greeting is shown instead).
 */
export function accountMenuGroups({ urlPrefix, user, capabilities: can, company }: AccountConfig): AccountItem[][] {
  if (!user || !can.account) return [];
  const link = (id: AccountItemId, label: string, path: string): AccountItem => ({ id, label, href: urlPrefix + path });
  const devices = devicesLabel(can.devices === true, can.api === true);
  const groups: Array<Array<AccountItem | false | null>> = [
    [
      can.apps === true && link('apps', m.accountAppIntegrations, '/app/marketplace/'),
      devices !== null && link('devices', devices, `/settings/permissions/api.php?id=${user.id}`),
      can.mobileQrLogin === true && { id: 'mobileQrLogin', label: m.accountMobileQrLogin },
      can.devUtilities === true && link('devUtilities', m.accountDevUtilities, '/dev'),
    ],
    [
      can.twoStepSelfService === true &&
        link('twoStepLogin', m.accountTwoStepLogin, '/app/settings/users/mfa_settings'),
      company.passkeysEnabled === true && link('passkeys', m.accountPasskeys, '/app/settings/users/passkey_settings'),
    ],
    [
      link('accountSettings', m.accountSettings, '/settings/users/account_settings'),
      link('changePassword', m.accountChangePassword, '/dashboard/password.php'),
      // Without an employee record there is no profile to open.
      isEmployeeId(user.employeeId) && link('myInfo', m.accountMyInfo, `/employees/employee.php?id=${user.employeeId}`),
    ],
    [link('logOut', m.accountLogOut, '/login.php?logout=1')],
  ];
  return groups
    .map((group) => group.filter((item): item is AccountItem => Boolean(item)))
    .filter((group) => group.length > 0);
}

/**
 * The user's role in the menu's header (a catalogue message), from the config user's flags: the
 * account owner first (owners are admins too), then a support admin (also an admin), an admin,
 * else an employee.
 */
export function accountRole(user: Pick<CurrentUser, 'isOwner' | 'isAdmin' | 'supportAdmin'>): string {
  if (user.isOwner) return m.accountRoleOwner;
  if (user.supportAdmin) return m.accountRoleSupportAdmin;
  return user.isAdmin ? m.accountRoleAdmin : m.accountRoleEmployee;
}
