import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../elements/hr-session-lock';
import { expireSession, resumeSession } from '../src/stores/session';
import { $sessionState } from '../src/stores/session-state';

/*
 * <hr-session-lock> with `no-check` (no timers in a story): each play function expires the session
 * itself, as a 401 from any element would, and the lock opens. MSW answers the session calls the
 * way the demo back end does: GET /auth/get_login_type {type}, POST /auth/password_login (401
 * {success: false, error} for a wrong password), GET /auth/mfa_status, GET /auth/check_session.
 * Single sign-on stories stub window.open and post the popup's message themselves.
 */

const WRONG = "Sorry, that password doesn't look right. Try it again?";
const PASSWORD = 'correct horse';

const loginType = (type: string) => http.get('/auth/get_login_type', () => HttpResponse.json({ type }));
const passwordLogin = http.post('/auth/password_login', async ({ request }) => {
  const form = new URLSearchParams(await request.text());
  if (form.get('password') !== PASSWORD) return HttpResponse.json({ success: false, error: WRONG }, { status: 401 });
  return HttpResponse.json({ result: 'OK', success: true, CSRFToken: 'storybook-token', expiresIn: 1800, userId: 1 });
});
const mfaNone = http.get('/auth/mfa_status', () => HttpResponse.json({ status: 'none' }));
const checkSession = http.get('/auth/check_session', () =>
  HttpResponse.json({ CSRFToken: 'storybook-token', SessionMinutesLeft: 30 }),
);

interface SessionLockArgs {
  productName: string;
}

/** The lock's dialog, once it opened, and Testing Library queries inside it. */
async function openLock(canvasElement: HTMLElement) {
  const host = canvasElement.querySelector('hr-session-lock');
  if (!host) throw new Error('<hr-session-lock> not rendered');
  await waitFor(() => {
    if (!host.shadowRoot?.querySelector('dialog')) throw new Error('<hr-session-lock> has not rendered');
  });
  expireSession('401 from the story');
  const dialog = await waitFor(() => {
    const element = host.shadowRoot?.querySelector<HTMLDialogElement>('dialog');
    if (!element?.open) throw new Error('the lock did not open');
    return element;
  });
  return { host, dialog, ui: within(dialog as HTMLElement) };
}

/** Stubs window.open for the story (meta's beforeEach puts it back); returns the URLs asked for. */
function stubOpen(answer: Window | null): string[] {
  const urls: string[] = [];
  window.open = ((url?: string | URL) => {
    urls.push(String(url));
    return answer;
  }) as typeof window.open;
  return urls;
}

function ssoStory(type: string, name: string): Story {
  return {
    parameters: { msw: { handlers: [loginType(type), checkSession, mfaNone] } },
    play: async ({ canvasElement }) => {
      const { dialog, ui } = await openLock(canvasElement);
      const button = await ui.findByRole('button', { name: `Log in with ${name}` });
      await expect(dialog).toHaveTextContent('Log back in with');
      const urls = stubOpen({} as Window);
      await userEvent.click(button);
      await expect(await ui.findByRole('status')).toHaveTextContent('Finish signing in in the window that opened.');
      const nonce = new URL(urls[0] ?? '', location.href).searchParams.get('nonce');
      await expect(nonce).toMatch(/^[\da-f]{32}$/);
      // What the provider's popup posts when the sign-in is done (demo /sso/complete.js).
      window.dispatchEvent(
        new MessageEvent('message', { origin: location.origin, data: { type: 'hr-shell-sso', status: 'ok', nonce } }),
      );
      await waitFor(() => expect(dialog.open).toBe(false));
    },
  };
}

const meta = {
  title: 'Elements/hr-session-lock',
  args: { productName: 'Acme HR' },
  render: ({ productName }) => (
    <div style={{ minHeight: 420, padding: 16, fontSize: 15, color: '#1f2933' }}>
      <p>Page content stays as it is behind the lock.</p>
      <label>
        A draft field <input defaultValue="typed, not saved" />
      </label>
      {createElement('hr-session-lock', { 'no-check': '', 'product-name': productName })}
    </div>
  ),
  beforeEach: () => {
    const open = window.open;
    resumeSession();
    return () => {
      resumeSession();
      window.open = open;
    };
  },
  parameters: { msw: { handlers: [loginType('password'), passwordLogin, mfaNone] } },
} satisfies Meta<SessionLockArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Password users: 'Just to be safe, we logged you out.', a real password form, focus in the field; the right password unlocks. */
export const Password: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, ui } = await openLock(canvasElement);
    await expect(ui.getByRole('heading', { level: 2 })).toHaveTextContent('Just to be safe, we logged you out.');
    const field = await ui.findByLabelText('Password');
    await expect(field).toHaveAttribute('autocomplete', 'current-password');
    await expect(field).toHaveAttribute('type', 'password');
    await waitFor(() =>
      expect(dialog.getRootNode() instanceof ShadowRoot && (dialog.getRootNode() as ShadowRoot).activeElement).toBe(
        field,
      ),
    );
    await userEvent.type(field, PASSWORD);
    await userEvent.click(ui.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(dialog.open).toBe(false));
    await expect(canvasElement.querySelector('input')).toHaveValue('typed, not saved');
  },
};

/** A wrong password: the wrong-password message, the field cleared and focused again. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, ui } = await openLock(canvasElement);
    const field = await ui.findByLabelText('Password');
    await userEvent.type(field, 'guess');
    await userEvent.click(ui.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(dialog.querySelector('[part="error"]')).toHaveTextContent(WRONG));
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.open).toBe(true);
  },
};

/** The server's own text wins (here the rate limit). */
export const ServerErrorText: Story = {
  parameters: {
    msw: {
      handlers: [
        loginType('password'),
        http.post('/auth/password_login', () =>
          HttpResponse.json({ error: 'Too many failed attempts. Try again in 5 minutes.' }, { status: 429 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { dialog, ui } = await openLock(canvasElement);
    await userEvent.type(await ui.findByLabelText('Password'), 'guess');
    await userEvent.click(ui.getByRole('button', { name: 'Log In' }));
    await waitFor(() =>
      expect(dialog.querySelector('[part="error"]')).toHaveTextContent(
        'Too many failed attempts. Try again in 5 minutes.',
      ),
    );
  },
};

export const Google: Story = ssoStory('google', 'Google');
export const Microsoft: Story = ssoStory('microsoft', 'Microsoft');
export const Okta: Story = ssoStory('okta', 'Okta');
export const OneLogin: Story = ssoStory('one_login', 'OneLogin');
export const Saml: Story = ssoStory('saml', 'single sign-on');
export const QuickBooks: Story = ssoStory('qbop', 'QuickBooks');

/** A Google identity the server does not know: 'There is no {product} user for the account you chose.' */
export const NoSsoUser: Story = {
  parameters: {
    msw: {
      handlers: [
        loginType('google'),
        http.get('/auth/google_login_active', () => HttpResponse.json({ result: 'NO_USER' })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { dialog, ui } = await openLock(canvasElement);
    const urls = stubOpen({} as Window);
    await userEvent.click(await ui.findByRole('button', { name: 'Log in with Google' }));
    const nonce = new URL(urls[0] ?? '', location.href).searchParams.get('nonce');
    const identity = { openIdConnectIss: 'https://accounts.google.com', openIdConnectSub: '1234567890' };
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: location.origin,
        data: { type: 'hr-shell-sso', status: 'ok', nonce, ...identity },
      }),
    );
    await waitFor(() =>
      expect(dialog.querySelector('[part="error"]')).toHaveTextContent(
        'There is no Acme HR user for the account you chose.',
      ),
    );
    await expect(dialog.open).toBe(true);
  },
};

/** The browser blocked the popup: said so, with a link that opens the sign-in page in a new tab. */
export const PopupBlocked: Story = {
  parameters: { msw: { handlers: [loginType('saml')] } },
  play: async ({ canvasElement }) => {
    const { dialog, ui } = await openLock(canvasElement);
    stubOpen(null);
    await userEvent.click(await ui.findByRole('button', { name: 'Log in with single sign-on' }));
    await waitFor(() =>
      expect(dialog.querySelector('[part="popup-blocked"]')).toHaveTextContent(
        'Your browser blocked the sign-in window.',
      ),
    );
    await expect(dialog.querySelector('[part="popup-blocked"]')).toHaveAttribute('role', 'alert');
    const link = await ui.findByRole('link', { name: 'Open the sign-in page in a new tab' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(new URL(link.getAttribute('href') ?? '', location.href).pathname).toBe('/sso/saml_login');
  },
};

/** Two minutes before the end: the warning with the time left and 'Stay signed in' (WCAG 2.2.1). */
export const Warning: Story = {
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('hr-session-lock');
    await waitFor(() => {
      if (!host?.shadowRoot?.querySelector('dialog')) throw new Error('<hr-session-lock> has not rendered');
    });
    $sessionState.set({ status: 'warning', reason: null, expiresAt: Date.now() + 110_000 });
    const warning = await waitFor(() => {
      const element = host?.shadowRoot?.querySelector<HTMLElement>('[part="warning"]');
      if (!element) throw new Error('no warning');
      return element;
    });
    await expect(within(warning).getByRole('heading')).toHaveTextContent('Your session is about to end');
    await expect(warning.querySelector('[part="countdown"]')).toHaveTextContent(
      'For your security, you will be logged out in 2 minutes.',
    );
    await expect(within(warning).getByRole('button', { name: 'Stay signed in' })).toBeTruthy();
  },
};

/**
 * Whose password the lock asks for: the page's user (from the config; here the element's `config`
 * property), by the name the product shows (preferred name first) and the initials of that name
 * when there is no photo.
 */
export const NamesTheUser: Story = {
  render: ({ productName }) => (
    <div style={{ minHeight: 420, padding: 16, fontSize: 15, color: '#1f2933' }}>
      <p>Page content stays as it is behind the lock.</p>
      {createElement('hr-session-lock', {
        'no-check': '',
        'product-name': productName,
        config: { user: { id: 1, employeeId: 1, firstName: 'Ada', lastName: 'Lovelace', preferredName: 'Countess' } },
      })}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const { dialog, ui } = await openLock(canvasElement);
    const user = await waitFor(() => {
      const element = dialog.querySelector<HTMLElement>('[part="user"]');
      if (!element) throw new Error('the lock names nobody');
      return element;
    });
    await expect(user).toHaveTextContent('Countess Lovelace');
    await expect(user.querySelector('[part="user-photo"]')).toHaveTextContent('CL');
    await expect(await ui.findByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  },
};
