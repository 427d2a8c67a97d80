import { describe, expect, it } from 'vitest';
import { accountMenuGroups, accountRole } from '../../../src/components/account-menu/account-menu-items.logic';
import { fullName, greetingName, initials } from '../../../src/components/account-menu/account-menu.logic';
import type { CurrentUser } from '../../../src/lib/config';

const USER: CurrentUser = {
  id: 7,
  employeeId: 42,
  firstName: 'Ada',
  lastName: 'Lovelace',
  preferredName: null,
  avatarMedium: null,
};
const ALL = {
  account: true,
  apps: true,
  devices: true,
  api: true,
  mobileQrLogin: true,
  devUtilities: true,
  twoStepSelfService: true,
};

function menu(
  capabilities: Record<string, boolean>,
  extra: { company?: Record<string, boolean>; urlPrefix?: string; user?: CurrentUser | null } = {},
) {
  return accountMenuGroups({
    urlPrefix: extra.urlPrefix ?? '',
    user: extra.user === undefined ? USER : extra.user,
    capabilities,
    company: extra.company ?? {},
  });
}
const labels = (groups: ReturnType<typeof menu>) => groups.map((group) => group.map((item) => item.label));

describe('accountMenuGroups', () => {
  it('lists every item in four groups with the SPEC routes when every flag is on', () => {
    expect(menu(ALL, { company: { passkeysEnabled: true } })).toEqual([
      [
        { id: 'apps', label: 'App Integrations', href: '/app/marketplace/' },
        { id: 'devices', label: 'My Devices & API Keys', href: '/settings/permissions/api.php?id=7' },
        { id: 'mobileQrLogin', label: 'Mobile App QR Code Login' },
        { id: 'devUtilities', label: 'Dev Utilities', href: '/dev' },
      ],
      [
        { id: 'twoStepLogin', label: '2-Step Login', href: '/app/settings/users/mfa_settings' },
        { id: 'passkeys', label: 'Passkeys', href: '/app/settings/users/passkey_settings' },
      ],
      [
        { id: 'accountSettings', label: 'Account Settings', href: '/settings/users/account_settings' },
        { id: 'changePassword', label: 'Change Password', href: '/dashboard/password.php' },
        { id: 'myInfo', label: 'My Info', href: '/employees/employee.php?id=42' },
      ],
      [{ id: 'logOut', label: 'Log Out', href: '/login.php?logout=1' }],
    ]);
  });

  it('puts the URL prefix in front of every route', () => {
    const hrefs = menu(ALL, { urlPrefix: '/acme', company: { passkeysEnabled: true } })
      .flat()
      .flatMap((item) => (item.href ? [item.href] : []));
    expect(hrefs).toHaveLength(9);
    for (const href of hrefs) expect(href.startsWith('/acme/')).toBe(true);
  });

  it('names the devices item after what the user has: both, devices only, API keys only, or neither', () => {
    const devicesItem = (flags: Record<string, boolean>) =>
      menu({ account: true, ...flags })[0]?.find((item) => item.id === 'devices')?.label;
    expect(devicesItem({ devices: true, api: true })).toBe('My Devices & API Keys');
    expect(devicesItem({ devices: true })).toBe('My Devices');
    expect(devicesItem({ api: true })).toBe('API Keys');
    expect(devicesItem({})).toBeUndefined();
  });

  it('drops the groups left empty: an account-only user gets account settings and log out', () => {
    expect(labels(menu({ account: true }))).toEqual([['Account Settings', 'Change Password', 'My Info'], ['Log Out']]);
  });

  it('shows Passkeys from the company flag, not from a capability', () => {
    expect(labels(menu({ account: true, passkeysEnabled: true }))[0]).toEqual([
      'Account Settings',
      'Change Password',
      'My Info',
    ]);
    expect(labels(menu({ account: true }, { company: { passkeysEnabled: true } }))[0]).toEqual(['Passkeys']);
  });

  it('treats a false flag like a missing one', () => {
    expect(labels(menu({ account: true, apps: false, mobileQrLogin: false, twoStepSelfService: false }))).toHaveLength(
      2,
    );
  });

  it('is empty without the account flag or without a user (the greeting or nothing is shown)', () => {
    expect(menu({ ...ALL, account: false })).toEqual([]);
    expect(menu(ALL, { user: null })).toEqual([]);
  });

  it('leaves out My Info when the user has no employee record', () => {
    expect(labels(menu({ account: true }, { user: { ...USER, employeeId: 0 } }))[0]).toEqual([
      'Account Settings',
      'Change Password',
    ]);
  });
});

describe('names', () => {
  it('greets with the preferred name when there is one', () => {
    expect(greetingName(USER)).toBe('Ada');
    expect(greetingName({ ...USER, preferredName: 'Countess' })).toBe('Countess');
    expect(greetingName({ ...USER, preferredName: '  ' })).toBe('Ada');
    expect(greetingName({ ...USER, firstName: '', preferredName: null })).toBe('Lovelace');
  });

  it('shows the full name on the button', () => {
    expect(fullName(USER)).toBe('Ada Lovelace');
    expect(fullName({ ...USER, preferredName: 'Countess' })).toBe('Countess Lovelace');
    expect(fullName({ ...USER, firstName: ' ', lastName: '' })).toBe('');
  });

  it('makes the initials from the name on the button: the preferred name first', () => {
    expect(initials({ ...USER, preferredName: 'Countess' })).toBe('CL');
    expect(fullName({ ...USER, preferredName: 'Countess' })).toBe('Countess Lovelace');
  });

  it('makes initials of whole code points', () => {
    expect(initials(USER)).toBe('AL');
    expect(initials({ ...USER, firstName: 'émile', lastName: 'zola' })).toBe('ÉZ');
    expect(initials({ ...USER, firstName: '👩‍💼 Ann', lastName: '' })).toBe('👩');
    expect(initials({ ...USER, firstName: '', lastName: '' })).toBe('');
  });

  it('keeps markup in names as plain characters (rendered as text by the view)', () => {
    const hostile = { ...USER, firstName: '<img src=x onerror=alert(1)>', lastName: '</b>' };
    expect(fullName(hostile)).toBe('<img src=x onerror=alert(1)> </b>');
    expect(initials(hostile)).toBe('<<');
  });
});

describe('accountRole', () => {
  it("names the role from the user's flags: owner, then support admin, then admin, else employee", () => {
    expect(accountRole({ isOwner: true, isAdmin: true })).toBe('Account Owner');
    expect(accountRole({ isAdmin: true, supportAdmin: true })).toBe('Support Administrator');
    expect(accountRole({ isAdmin: true })).toBe('Administrator');
    expect(accountRole({})).toBe('Employee');
    expect(accountRole({ isOwner: false, isAdmin: false, supportAdmin: false })).toBe('Employee');
  });
});
