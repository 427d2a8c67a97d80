import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readStored, writeStored, writeUserStored } from '../../src/lib/storage';
import '../../elements/hr-account-menu';
import type { AccountMenuSelectDetail, HrAccountMenuElement } from '../../elements/hr-account-menu';
import type { HrErrorDetail } from '../../src/element/events';
import { reloadConfig } from '../../src/stores/config';
import { accountMenuPopup } from '../../src/components/account-menu/account-menu';
import { listen, mount, press, settle } from '../support/elements';

// The popup's chunk has arrived, as after a first hover; before it arrives: hr-global-header-lazy.test.ts.
beforeAll(async () => {
  await accountMenuPopup.load();
});

afterEach(async () => {
  document.body.replaceChildren();
  await settle();
  reloadConfig();
});

const USER = {
  id: 7,
  employeeId: 42,
  firstName: 'Ada',
  lastName: 'Lovelace',
  preferredName: null,
  avatarMedium: '/photos/ada.jpg',
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

/** The config block a PHP page prints, then the page's markup. */
async function page(config: object, markup = '<hr-account-menu></hr-account-menu>'): Promise<HrAccountMenuElement> {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'hr-shell-config';
  script.textContent = JSON.stringify(config);
  document.head.append(script);
  reloadConfig();
  const el = mount(markup).querySelector('hr-account-menu') as HrAccountMenuElement;
  await settle();
  return el;
}

function ui(el: HrAccountMenuElement) {
  const root = el.shadowRoot as ShadowRoot;
  return {
    root,
    button: () => root.querySelector<HTMLButtonElement>('[part="menu-button"]'),
    menu: () => root.querySelector<HTMLElement>('[role=menu]'),
    items: () => [...root.querySelectorAll<HTMLElement>('[role=menuitem]')],
    labels: () =>
      [...root.querySelectorAll('[role=group]')].map((group) =>
        [...group.querySelectorAll('[role=menuitem]')].map((item) => item.textContent),
      ),
    avatar: () => root.querySelector<HTMLElement>('[part="avatar"]'),
    active: () => root.activeElement as HTMLElement | null,
  };
}

async function openMenu(el: HrAccountMenuElement) {
  ui(el).button()?.click();
  await settle();
}

describe('<hr-account-menu> from PHP markup', () => {
  it('upgrades into a menu button with the photo and name of the configured user', async () => {
    const el = await page({ user: USER, capabilities: ALL });
    expect(el).toBeInstanceOf(customElements.get('hr-account-menu') as CustomElementConstructor);
    const u = ui(el);
    expect(u.button()?.getAttribute('aria-haspopup')).toBe('menu');
    expect(u.button()?.getAttribute('aria-expanded')).toBe('false');
    // The popup joins on the first sign of intent.
    expect(u.menu()).toBeNull();
    expect(u.button()?.textContent).toBe('Ada Lovelace');
    expect(u.avatar()?.localName).toBe('img');
    expect(u.avatar()?.getAttribute('src')).toBe('http://localhost:3000/photos/ada.jpg');
    expect(u.avatar()?.getAttribute('alt')).toBe('');
    await openMenu(el);
    expect(u.menu()?.getAttribute('aria-label')).toBe('Account menu');
  });

  it("heads the popup with the user's photo, name, email and role; the keys skip the header", async () => {
    const el = await page({
      user: { ...USER, preferredName: 'Countess', email: 'ada@acme.example', isOwner: true, isAdmin: true },
      capabilities: ALL,
    });
    await openMenu(el);
    const u = ui(el);
    const header = u.root.querySelector<HTMLElement>('[part="account-header"]');
    expect(header?.parentElement).toBe(u.menu());
    expect(header?.querySelector('img')?.getAttribute('src')).toBe('http://localhost:3000/photos/ada.jpg');
    expect([...(header?.querySelectorAll('span') ?? [])].map((span) => span.textContent)).toEqual([
      'Countess Lovelace',
      'ada@acme.example',
      'Account Owner',
    ]);
    expect(header?.querySelector('[role=menuitem], a, button')).toBeNull();
    expect(u.active()).toBe(u.items()[0]);
    press(u.active() as HTMLElement, 'ArrowUp');
    press(u.active() as HTMLElement, 'ArrowDown');
    expect(u.active()).toBe(u.items()[0]);
  });

  it('names the role from the flags, leaves out a missing email and draws initials of the name shown', async () => {
    const el = await page({
      user: { ...USER, preferredName: 'Countess', avatarMedium: null, isAdmin: true, supportAdmin: true },
      capabilities: ALL,
    });
    await openMenu(el);
    const u = ui(el);
    expect(u.avatar()?.textContent).toBe('CL');
    const header = u.root.querySelector<HTMLElement>('[part="account-header"]');
    expect(header?.querySelector('[part="account-header-photo"]')?.textContent).toBe('CL');
    expect(header?.querySelector('.account-header-email')).toBeNull();
    expect(header?.querySelector('.account-header-role')?.textContent).toBe('Support Administrator');
  });

  it('shows markup in the header as text', async () => {
    const el = await page({ user: { ...USER, email: '<img src=x onerror=alert(1)>' }, capabilities: ALL });
    await openMenu(el);
    const header = ui(el).root.querySelector<HTMLElement>('[part="account-header"]');
    expect(header?.querySelector('.account-header-email')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(header?.querySelectorAll('img')).toHaveLength(1);
    expect(header?.querySelector('.account-header-role')?.textContent).toBe('Employee');
  });

  it('lists every item in its group, with the SPEC routes behind the URL prefix, for a user with every flag', async () => {
    const el = await page({ urlPrefix: '/acme', user: USER, capabilities: ALL, company: { passkeysEnabled: true } });
    await openMenu(el);
    const u = ui(el);
    expect(u.labels()).toEqual([
      ['App Integrations', 'My Devices & API Keys', 'Mobile App QR Code Login', 'Dev Utilities'],
      ['2-Step Login', 'Passkeys'],
      ['Account Settings', 'Change Password', 'My Info'],
      ['Log Out'],
    ]);
    expect(u.items().map((item) => item.getAttribute('href'))).toEqual([
      '/acme/app/marketplace/',
      '/acme/settings/permissions/api.php?id=7',
      null,
      '/acme/dev',
      '/acme/app/settings/users/mfa_settings',
      '/acme/app/settings/users/passkey_settings',
      '/acme/settings/users/account_settings',
      '/acme/dashboard/password.php',
      '/acme/employees/employee.php?id=42',
      '/acme/login.php?logout=1',
    ]);
    expect(u.items()[2]?.localName).toBe('button');
    expect(u.root.querySelectorAll('[role=separator]')).toHaveLength(3);
  });

  it('drops empty groups: a user with only the account flag', async () => {
    const el = await page({ user: USER, capabilities: { account: true } });
    await openMenu(el);
    expect(ui(el).labels()).toEqual([['Account Settings', 'Change Password', 'My Info'], ['Log Out']]);
    expect(ui(el).root.querySelectorAll('[role=separator]')).toHaveLength(1);
  });

  it('shows only the greeting with the preferred name without the account flag', async () => {
    const el = await page({ user: { ...USER, preferredName: 'Countess' }, capabilities: { ...ALL, account: false } });
    const u = ui(el);
    expect(u.button()).toBeNull();
    expect(u.root.querySelector('[part="greeting"]')?.textContent).toBe('Hi, Countess');
  });

  it('renders nothing without a signed-in user', async () => {
    const el = await page({ capabilities: ALL });
    expect(ui(el).root.childElementCount).toBe(0);
  });

  it('takes overrides from its own config attribute', async () => {
    const el = await page(
      { user: USER, capabilities: ALL },
      `<hr-account-menu config='{"capabilities":{"apps":false,"devices":false,"api":false,"devUtilities":false,"mobileQrLogin":false,"twoStepSelfService":false}}'></hr-account-menu>`,
    );
    await openMenu(el);
    expect(ui(el).labels()).toEqual([['Account Settings', 'Change Password', 'My Info'], ['Log Out']]);
  });

  it('takes a config object set as a property', async () => {
    const el = await page({ user: USER, capabilities: ALL });
    el.config = { capabilities: { account: false } };
    await settle();
    expect(ui(el).root.textContent).toBe('Hi, Ada');
  });

  it('fires hr-error and keeps the page config when the config attribute is not JSON', async () => {
    const errors = listen<HrErrorDetail>(document, 'hr-error');
    const el = await page(
      { user: USER, capabilities: { account: true } },
      `<hr-account-menu config='{oops'></hr-account-menu>`,
    );
    expect(errors.map((event) => event.detail.attribute)).toEqual(['config']);
    expect(ui(el).button()?.textContent).toBe('Ada Lovelace');
  });
});

describe('<hr-account-menu> keyboard and events', () => {
  it('opens with ArrowDown on the first item, moves with the arrows and closes with Escape onto the button', async () => {
    const el = await page({ user: USER, capabilities: ALL });
    const u = ui(el);
    u.button()?.focus();
    press(u.button() as HTMLElement, 'ArrowDown');
    await settle();
    expect(u.active()?.textContent).toBe('App Integrations');
    press(u.active() as HTMLElement, 'ArrowUp');
    expect(u.active()?.textContent).toBe('Log Out');
    press(u.active() as HTMLElement, 'Escape');
    await settle();
    expect(u.active()).toBe(u.button());
    expect(u.menu()?.hidden).toBe(true);
  });

  it('fires hr-open and hr-close that bubble out of the shadow root', async () => {
    const opened = listen(document, 'hr-open');
    const closed = listen(document, 'hr-close');
    const el = await page({ user: USER, capabilities: ALL });
    await openMenu(el);
    expect(opened.map((event) => [event.detail, event.bubbles, event.composed, event.target])).toEqual([
      [{ menu: 'account' }, true, true, el],
    ]);
    press(ui(el).active() as HTMLElement, 'Escape');
    await settle();
    expect(closed.map((event) => event.detail)).toEqual([{ menu: 'account' }]);
  });

  it('fires hr-select with the item and its link before following it', async () => {
    const selected = listen<AccountMenuSelectDetail>(document, 'hr-select');
    const el = await page({ user: USER, capabilities: ALL });
    await openMenu(el);
    // The test page cannot navigate: keep the link from being followed after the event was seen.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    ui(el)
      .items()
      .find((item) => item.textContent === 'Log Out')
      ?.click();
    await settle();
    expect(selected.map((event) => event.detail)).toEqual([
      { menu: 'account', item: 'logOut', href: '/login.php?logout=1' },
    ]);
    expect(selected[0]?.cancelable).toBe(true);
    expect(ui(el).active()).toBe(ui(el).button());
  });

  it("removes the user's stored data (recent searches) when Log Out is chosen", async () => {
    const el = await page({ user: USER, capabilities: ALL });
    writeUserStored('globalSearchRecent:42', { searches: ['ada'], opened: [] });
    writeStored('globalNavigationOpen', false);
    await openMenu(el);
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    ui(el)
      .items()
      .find((item) => item.textContent === 'Log Out')
      ?.click();
    expect(Object.keys(localStorage).filter((key) => key.includes('user:'))).toEqual([]);
    expect(readStored('globalNavigationOpen', true, (value): value is boolean => typeof value === 'boolean')).toBe(
      false,
    );
    localStorage.clear();
  });

  it('lets a listener veto hr-select: the link is not followed', async () => {
    const el = await page({ user: USER, capabilities: ALL });
    el.addEventListener('hr-select', (event) => event.preventDefault());
    await openMenu(el);
    const followed: boolean[] = [];
    document.addEventListener('click', (event) => followed.push(!event.defaultPrevented), { once: true });
    ui(el).items()[0]?.click();
    expect(followed).toEqual([false]);
  });

  it('does not open the QR dialog when hr-select for it is vetoed', async () => {
    const el = await page({ user: USER, capabilities: ALL });
    el.addEventListener('hr-select', (event) => event.preventDefault());
    await openMenu(el);
    ui(el).items()[2]?.click();
    await settle(10);
    expect(ui(el).root.querySelector('dialog')).toBeNull();
  });
});

describe('<hr-account-menu> with hostile data', () => {
  it('shows markup in names as text', async () => {
    const el = await page({
      user: { ...USER, firstName: '<img src=x onerror=alert(1)>', lastName: '<b>Bold</b>' },
      capabilities: ALL,
    });
    const u = ui(el);
    expect(u.button()?.textContent).toBe('<img src=x onerror=alert(1)> <b>Bold</b>');
    expect(u.root.querySelector('b')).toBeNull();
    expect(u.root.querySelectorAll('img')).toHaveLength(1);
  });

  it('shows markup in the greeting as text', async () => {
    const el = await page({ user: { ...USER, preferredName: '<script>alert(1)</script>' }, capabilities: {} });
    expect(ui(el).root.textContent).toBe('Hi, <script>alert(1)</script>');
    expect(ui(el).root.querySelector('script')).toBeNull();
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['a host that is not allowed', 'https://evil.example/ada.jpg'],
    ['an empty string', ''],
  ])('shows the default picture with initials for %s as photo', async (_case, avatarMedium) => {
    const el = await page({ user: { ...USER, avatarMedium }, capabilities: ALL });
    const avatar = ui(el).avatar();
    expect(avatar?.localName).toBe('span');
    expect(avatar?.textContent).toBe('AL');
    expect(avatar?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows a photo from an allowed host', async () => {
    const el = await page({
      user: { ...USER, avatarMedium: 'https://cdn.example/ada.jpg' },
      capabilities: ALL,
      allowedHosts: ['cdn.example'],
    });
    expect(ui(el).avatar()?.getAttribute('src')).toBe('https://cdn.example/ada.jpg');
  });

  it('replaces a photo that fails to load by the default picture', async () => {
    const el = await page({ user: USER, capabilities: ALL });
    ui(el).avatar()?.dispatchEvent(new Event('error'));
    await settle();
    expect(ui(el).avatar()?.localName).toBe('span');
    expect(ui(el).avatar()?.textContent).toBe('AL');
  });

  it.each([['javascript:'], ['//evil.example'], ['https://evil.example']])(
    'drops every link when the URL prefix is %s',
    async (urlPrefix) => {
      const el = await page({ urlPrefix, user: USER, capabilities: ALL });
      await openMenu(el);
      const items = ui(el).items();
      expect(items.map((item) => item.textContent)).toEqual(['Mobile App QR Code Login']);
      expect(ui(el).root.querySelector('a')).toBeNull();
    },
  );
});
