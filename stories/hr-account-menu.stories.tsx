import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../elements/hr-account-menu';

/*
 * <hr-account-menu> as a page shows it on its own (the same menu sits inside <hr-global-header>).
 * Each story passes the page config through the `config` property (PHP prints the same JSON in the
 * attribute): the user, the capability flags and the company's passkeysEnabled.
 * Play functions query inside the shadow root. The QR stories answer POST /auth/mobile_qr/token
 * with MSW the way the real endpoint does: two entries, the first with `expiration` (epoch s).
 */

const TOKEN_URL = '/auth/mobile_qr/token';
const PHOTO_URL = '/photos/ada-lovelace.svg';
const HOSTILE = '<img src=x onerror=alert(1)>';
const EVERY_FLAG = {
  account: true,
  apps: true,
  devices: true,
  api: true,
  mobileQrLogin: true,
  devUtilities: true,
  twoStepSelfService: true,
};
const ADA = {
  id: 1,
  employeeId: 1,
  firstName: 'Ada',
  lastName: 'Lovelace',
  preferredName: null,
  avatarMedium: PHOTO_URL,
  isOwner: true,
  isAdmin: true,
};
const OWNER_CONFIG = { user: ADA, capabilities: EVERY_FLAG, company: { passkeysEnabled: true } };

const PHOTO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c9d8ea"/><circle cx="32" cy="25" r="12" fill="#5b6f86"/><path d="M10 64c2-15 11-22 22-22s20 7 22 22z" fill="#5b6f86"/></svg>`;
const photo = http.get(PHOTO_URL, () => new HttpResponse(PHOTO, { headers: { 'Content-Type': 'image/svg+xml' } }));

/** A token pair as the endpoint returns it; `seconds` from now until the first expires. */
function grant(request: Request, seconds: number) {
  if (request.headers.get('X-CSRF-Token') !== 'storybook-token')
    return HttpResponse.json({ error: 'Invalid CSRF token.' }, { status: 403 });
  const token = Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return HttpResponse.json(
    [{ refresh_token: token, expiration: Math.floor(Date.now() / 1000) + seconds }, { refresh_token: `${token}-2` }],
    {
      headers: { 'Cache-Control': 'no-store' },
    },
  );
}

const tokenAnswer = (seconds: number) => http.post(TOKEN_URL, ({ request }) => grant(request, seconds));

/** Token requests the QrRefreshed story's handler answered. */
let issued = 0;

interface AccountMenuArgs {
  config: object;
}

function hostOf(canvasElement: HTMLElement): HTMLElement {
  const host = canvasElement.querySelector('hr-account-menu');
  if (!host) throw new Error('<hr-account-menu> not rendered');
  return host;
}

/** The menu wrapper inside the shadow root, once React rendered it. */
async function menu(canvasElement: HTMLElement) {
  const host = hostOf(canvasElement);
  const wrapper = await waitFor(() => {
    const element = host.shadowRoot?.querySelector<HTMLElement>('.hr-menu');
    if (!element) throw new Error('<hr-account-menu> has not rendered its menu');
    return element;
  });
  return { host, ui: within(wrapper), button: within(wrapper).getByRole('button', { expanded: false }) };
}

/** Opens the menu with the mouse and chooses Mobile App QR Code Login; returns the dialog. */
async function openQr(canvasElement: HTMLElement) {
  const { host, ui, button } = await menu(canvasElement);
  await userEvent.click(button);
  await userEvent.click(await ui.findByRole('menuitem', { name: 'Mobile App QR Code Login' }));
  const dialog = await waitFor(() => {
    const element = host.shadowRoot?.querySelector<HTMLElement>('dialog');
    if (!element) throw new Error('the QR dialog did not open');
    return element;
  });
  return { host, button, dialog, qr: within(dialog) };
}

function recordEvents(canvasElement: HTMLElement, name: 'hr-open' | 'hr-close' | 'hr-select'): unknown[] {
  const details: unknown[] = [];
  canvasElement.addEventListener(name, (event) => details.push((event as CustomEvent).detail));
  return details;
}

const meta = {
  title: 'Elements/hr-account-menu',
  args: { config: OWNER_CONFIG },
  render: ({ config }) => (
    <div
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        minHeight: 420,
        padding: '8px 16px',
        fontSize: 15,
        color: '#1f2933',
      }}
    >
      {createElement('hr-account-menu', { config })}
    </div>
  ),
  parameters: { msw: { handlers: [photo, tokenAnswer(120)] } },
} satisfies Meta<AccountMenuArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An owner with every flag: the button shows the photo and the name; no menu is shown (its popup loads on intent). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { host, ui, button } = await menu(canvasElement);
    await expect(button).toHaveAccessibleName('Ada Lovelace');
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(host.shadowRoot?.querySelector('img[part="avatar"]')).toHaveAttribute(
      'src',
      new URL(PHOTO_URL, location.href).href,
    );
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(ui.queryByRole('menu')).toBeNull();
  },
};

/** Open: every item in four groups, the first focused; hr-open fired. */
export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const opened = recordEvents(canvasElement, 'hr-open');
    const { host, ui, button } = await menu(canvasElement);
    await userEvent.click(button);
    const items = await ui.findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'App Integrations',
      'My Devices & API Keys',
      'Mobile App QR Code Login',
      'Dev Utilities',
      '2-Step Login',
      'Passkeys',
      'Account Settings',
      'Change Password',
      'My Info',
      'Log Out',
    ]);
    await expect(ui.getAllByRole('group')).toHaveLength(4);
    await expect(host.shadowRoot?.activeElement).toBe(items[0]);
    await expect(ui.getByRole('menuitem', { name: 'Log Out' })).toHaveAttribute('href', '/login.php?logout=1');
    await expect(opened).toEqual([{ menu: 'account' }]);
  },
};

/** Keyboard only: ArrowDown opens on the first item, End, type-ahead, Escape back to the button. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const { host, button } = await menu(canvasElement);
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const active = () => host.shadowRoot?.activeElement?.textContent;
    await waitFor(() => expect(active()).toBe('App Integrations'));
    await userEvent.keyboard('{End}');
    await expect(active()).toBe('Log Out');
    await userEvent.keyboard('c');
    await expect(active()).toBe('Change Password');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(active()).toBe('App Integrations');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(host.shadowRoot?.activeElement).toBe(button));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** An employee with only account and mobileQrLogin: the groups without items are dropped. */
export const FewFlags: Story = {
  args: {
    config: { user: { ...ADA, isOwner: false, isAdmin: false }, capabilities: { account: true, mobileQrLogin: true } },
  },
  play: async ({ canvasElement }) => {
    const { ui, button } = await menu(canvasElement);
    await userEvent.click(button);
    await expect(
      (await ui.findAllByRole('group')).map((group) =>
        within(group)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ),
    ).toEqual([['Mobile App QR Code Login'], ['Account Settings', 'Change Password', 'My Info'], ['Log Out']]);
  },
};

/** Devices without API keys: the item is named 'My Devices'. */
export const DevicesOnly: Story = {
  args: { config: { user: ADA, capabilities: { account: true, devices: true } } },
  play: async ({ canvasElement }) => {
    const { ui, button } = await menu(canvasElement);
    await userEvent.click(button);
    await expect(await ui.findByRole('menuitem', { name: 'My Devices' })).toHaveAttribute(
      'href',
      '/settings/permissions/api.php?id=1',
    );
    await expect(ui.queryByRole('menuitem', { name: 'My Devices & API Keys' })).toBeNull();
  },
};

/** Without the `account` flag (an onboarding user): only 'Hi, {firstName}', with the preferred name. */
export const GreetingOnly: Story = {
  args: { config: { user: { ...ADA, preferredName: 'Countess' }, capabilities: {} } },
  play: async ({ canvasElement }) => {
    const host = hostOf(canvasElement);
    await waitFor(() => expect(host.shadowRoot?.querySelector('[part="greeting"]')).toHaveTextContent('Hi, Countess'));
    await expect(host.shadowRoot?.querySelector('button')).toBeNull();
  },
};

/** A photo that does not load and no usable name parts: the default picture with initials, never a broken image. */
export const BrokenPhoto: Story = {
  args: { config: { ...OWNER_CONFIG, user: { ...ADA, avatarMedium: 'javascript:alert(1)' } } },
  play: async ({ canvasElement }) => {
    const { host } = await menu(canvasElement);
    await expect(host.shadowRoot?.querySelector('img')).toBeNull();
    await expect(host.shadowRoot?.querySelector('[part="avatar"]')).toHaveTextContent('AL');
  },
};

/** Markup in the names and a javascript: URL prefix: names are text, links that would not be safe are dropped. */
export const HostileData: Story = {
  args: {
    config: {
      urlPrefix: 'javascript:alert(1)//',
      user: { ...ADA, firstName: HOSTILE, lastName: '<b>Bold</b>', avatarMedium: 'https://evil.example/x.png' },
      capabilities: EVERY_FLAG,
    },
  },
  play: async ({ canvasElement }) => {
    const { host, ui, button } = await menu(canvasElement);
    await expect(button).toHaveTextContent(`${HOSTILE} <b>Bold</b>`);
    await expect(host.shadowRoot?.querySelectorAll('img')).toHaveLength(0);
    await expect(host.shadowRoot?.querySelector('b')).toBeNull();
    await userEvent.click(button);
    await expect((await ui.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Mobile App QR Code Login',
    ]);
    await expect(host.shadowRoot?.querySelector('a')).toBeNull();
  },
};

/** The QR dialog while the token request is on its way: spinner and 'Generating your QR code…'. */
export const QrGenerating: Story = {
  parameters: {
    msw: {
      handlers: [
        photo,
        http.post(TOKEN_URL, async () => {
          await delay('infinite');
          return HttpResponse.json([]);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { dialog, qr } = await openQr(canvasElement);
    await expect(dialog).toHaveAttribute('open');
    // Visible once the dialog's fade-in has left opacity 0.
    await waitFor(() => expect(qr.getByRole('heading', { name: 'Mobile App QR Code Login' })).toBeVisible());
    await expect(qr.getByRole('status')).toHaveTextContent('Generating your QR code…');
    await expect(qr.queryByRole('img', { name: 'QR code for the mobile app' })).toBeNull();
  },
};

/** The code, drawn locally from the first token, with the time left and the store badges. */
export const QrShowing: Story = {
  play: async ({ canvasElement }) => {
    const { qr } = await openQr(canvasElement);
    const code = await qr.findByRole('img', { name: 'QR code for the mobile app' });
    await expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    await expect(qr.getByRole('timer')).toHaveTextContent(/^Expires in (2:00|1:59)$/);
    await expect(qr.getByRole('link', { name: 'Download on the App Store (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/',
    );
    await expect(qr.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(qr.getByRole('link', { name: 'Learn about our mobile solutions' })).toHaveAttribute(
      'href',
      '/app/mobile/',
    );
  },
};

/** The expiration passed: the Expired sheet covers the code (which is dropped) and offers Refresh. */
export const QrExpired: Story = {
  parameters: { msw: { handlers: [photo, tokenAnswer(1)] } },
  play: async ({ canvasElement }) => {
    const { dialog, qr } = await openQr(canvasElement);
    const sheet = await waitFor(
      () => dialog.querySelector<HTMLElement>('[part="qr-expired"]') ?? Promise.reject(new Error('not expired yet')),
    );
    await expect(sheet).toHaveTextContent('ExpiredThis code has expired. Refresh to get a new one.Refresh');
    await expect(qr.getByRole('status')).toHaveTextContent('This code has expired. Refresh to get a new one.');
    await expect(qr.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(qr.queryByRole('img', { name: 'QR code for the mobile app' })).toBeNull();
  },
};

/** Refresh on the Expired sheet asks for a new token and draws a new code (here the first one arrived expired). */
export const QrRefreshed: Story = {
  parameters: {
    msw: { handlers: [photo, http.post(TOKEN_URL, ({ request }) => grant(request, ++issued === 1 ? -5 : 120))] },
  },
  beforeEach() {
    issued = 0;
  },
  play: async ({ canvasElement }) => {
    const { qr } = await openQr(canvasElement);
    await userEvent.click(await qr.findByRole('button', { name: 'Refresh' }));
    await qr.findByRole('img', { name: 'QR code for the mobile app' });
    await expect(qr.queryByText('Expired')).toBeNull();
    await expect(issued).toBe(2);
  },
};

/** The token request failed: 'Failed to generate Mobile Login QR Code' with Try again. */
export const QrFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        photo,
        http.post(TOKEN_URL, () => HttpResponse.json({ error: 'Service unavailable' }, { status: 503 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { dialog, qr } = await openQr(canvasElement);
    await waitFor(() =>
      expect(dialog.querySelector('[part="qr-error"]')).toHaveTextContent(
        'Failed to generate Mobile Login QR CodeTry again',
      ),
    );
    // The dialog may still be fading in.
    await waitFor(() => expect(qr.getByRole('button', { name: 'Try again' })).toBeVisible());
    await expect(qr.getByRole('status')).toHaveTextContent('Failed to generate Mobile Login QR Code');
  },
};

/** A bad answer (one entry, no expiration) counts as a failure too. */
export const QrBadAnswer: Story = {
  parameters: {
    msw: { handlers: [photo, http.post(TOKEN_URL, () => HttpResponse.json([{ refresh_token: 'only-one' }]))] },
  },
  play: async ({ canvasElement }) => {
    const { qr } = await openQr(canvasElement);
    await waitFor(() => expect(qr.getByRole('status')).toHaveTextContent('Failed to generate Mobile Login QR Code'));
    await expect(qr.queryByRole('img', { name: 'QR code for the mobile app' })).toBeNull();
  },
};

/** Cancel closes the dialog and puts focus back on the menu button. */
export const QrCancelled: Story = {
  play: async ({ canvasElement }) => {
    const { host, button, qr } = await openQr(canvasElement);
    await qr.findByRole('img', { name: 'QR code for the mobile app' });
    await userEvent.click(qr.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(host.shadowRoot?.querySelector('dialog')).toBeNull());
    await expect(host.shadowRoot?.activeElement).toBe(button);
  },
};

/**
 * The popup's header names the user: photo (here the initials of the name shown: a preferred name,
 * no photo), name, email and the role from the flags. The button's initials agree with its name.
 */
export const Header: Story = {
  args: {
    config: {
      ...OWNER_CONFIG,
      user: { ...ADA, preferredName: 'Countess', avatarMedium: null, email: 'ada.lovelace@acme.example' },
    },
  },
  play: async ({ canvasElement }) => {
    const { host, ui, button } = await menu(canvasElement);
    await expect(button).toHaveAccessibleName('Countess Lovelace');
    await expect(host.shadowRoot?.querySelector('[part="avatar"]')).toHaveTextContent('CL');
    await userEvent.click(button);
    const header = await waitFor(() => {
      const element = host.shadowRoot?.querySelector<HTMLElement>('[part="account-header"]');
      if (!element) throw new Error('the popup has no header');
      return element;
    });
    await expect(header.querySelector('[part="account-header-photo"]')).toHaveTextContent('CL');
    await expect(header).toHaveTextContent('Countess Lovelace');
    await expect(header).toHaveTextContent('ada.lovelace@acme.example');
    await expect(header).toHaveTextContent('Account Owner');
    // Not an item: the first item has focus and the keys skip the header.
    const items = await ui.findAllByRole('menuitem');
    await expect(host.shadowRoot?.activeElement).toBe(items[0]);
    await userEvent.keyboard('{End}{ArrowDown}');
    await expect(host.shadowRoot?.activeElement).toBe(items[0]);
  },
};

/** An employee's header: their role, no email printed, their photo. */
export const HeaderEmployee: Story = {
  args: {
    config: {
      ...OWNER_CONFIG,
      user: { ...ADA, id: 4, employeeId: 4, firstName: 'Zoë', lastName: 'Ångström', isOwner: false, isAdmin: false },
    },
  },
  play: async ({ canvasElement }) => {
    const { host, button } = await menu(canvasElement);
    await userEvent.click(button);
    const header = await waitFor(() => {
      const element = host.shadowRoot?.querySelector<HTMLElement>('[part="account-header"]');
      if (!element) throw new Error('the popup has no header');
      return element;
    });
    await expect(header).toHaveTextContent('Zoë Ångström');
    await expect(header).toHaveTextContent('Employee');
    await expect(header.querySelector('img[part="account-header-photo"]')).toHaveAttribute(
      'src',
      new URL(PHOTO_URL, location.href).href,
    );
  },
};
