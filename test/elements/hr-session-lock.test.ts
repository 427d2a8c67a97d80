import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-session-lock';
import type { HrSessionLockElement } from '../../elements/hr-session-lock';
import type { HrErrorDetail } from '../../src/element/events';
import { loadHttpClient } from '../../src/lib/http';
import { configure, getConfig, reloadConfig } from '../../src/stores/config';
import { $session, expireSession } from '../../src/stores/session';
import { $sessionState } from '../../src/stores/session-state';
import { json, mockFetch, type RecordedRequest } from '../support/fetch';
import { listen, mount, settle } from '../support/elements';

const WRONG = "Sorry, that password doesn't look right. Try it again?";
const OK = { result: 'OK', CSRFToken: 'tok-new', expiresIn: 1800, userId: 7 };

type Routes = Record<string, (request: RecordedRequest) => Response>;

/** Answers by path; anything else is a 404 the test did not expect. */
function server(routes: Routes) {
  return mockFetch((request) => {
    const path = new URL(request.url).pathname;
    return routes[path]?.(request) ?? json({ error: `unexpected ${path}` }, 404);
  });
}

const pathsOf = (requests: RecordedRequest[]) => requests.map((request) => new URL(request.url).pathname);

beforeAll(async () => {
  await loadHttpClient();
});

beforeEach(() => {
  configure({
    csrfToken: 'tok-0',
    urlPrefix: '/acme',
    user: { id: 7, employeeId: 70, firstName: 'Ada', lastName: 'L' },
  });
});

afterEach(async () => {
  document.body.replaceChildren();
  await settle();
  $sessionState.set({ status: 'active', reason: null, expiresAt: null });
  reloadConfig();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function lockPage(
  markup = '<hr-session-lock no-check product-name="Acme"></hr-session-lock>',
): Promise<HrSessionLockElement> {
  const el = mount(markup).querySelector('hr-session-lock') as HrSessionLockElement;
  await settle();
  return el;
}

function ui(el: HrSessionLockElement) {
  const root = el.shadowRoot as ShadowRoot;
  return {
    root,
    dialog: () => root.querySelector('dialog') as HTMLDialogElement,
    password: () => root.querySelector<HTMLInputElement>('[part="password"]'),
    form: () => root.querySelector<HTMLFormElement>('form'),
    error: () => root.querySelector('[part="error"]')?.textContent ?? '',
    sso: () => root.querySelector<HTMLButtonElement>('[part="sso"]'),
    active: () => root.activeElement,
  };
}

async function expire(reason = '401 from /ajax/save.php') {
  expireSession(reason);
  await settle(6);
}

async function submitPassword(el: HrSessionLockElement, value: string) {
  const u = ui(el);
  (u.password() as HTMLInputElement).value = value;
  u.form()?.requestSubmit();
  await settle(10);
}

describe('<hr-session-lock>', () => {
  it('upgrades to a closed modal dialog and stays quiet while the session is active', async () => {
    const { requests } = server({});
    const el = await lockPage();
    expect(el).toBeInstanceOf(customElements.get('hr-session-lock') as CustomElementConstructor);
    expect(ui(el).dialog().open).toBe(false);
    expect(ui(el).root.querySelector('[part="warning"]')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('opens on expiry, fires hr-session-expired once with the reason, and shows the password form of the login type', async () => {
    server({ '/acme/auth/get_login_type': () => json({ type: 'password' }) });
    const el = await lockPage();
    const expired = listen<{ reason: string }>(document, 'hr-session-expired');
    await expire();
    expireSession('a second 401');
    await settle();
    const u = ui(el);
    expect(u.dialog().open).toBe(true);
    expect(expired.map((event) => event.detail)).toEqual([{ reason: '401 from /ajax/save.php' }]);
    expect(u.root.querySelector('h2')?.textContent).toBe('Just to be safe, we logged you out.');
    expect(u.dialog().getAttribute('aria-labelledby')).toBe(u.root.querySelector('h2')?.id);
    const input = u.password() as HTMLInputElement;
    expect([input.type, input.name, input.autocomplete, input.required]).toEqual([
      'password',
      'password',
      'current-password',
      true,
    ]);
    expect(input.hasAttribute('onpaste')).toBe(false);
    expect(u.active()).toBe(input);
    expect(u.root.querySelector('[part="logout"]')?.getAttribute('href')).toBe('/acme/login.php?logout=1');
  });

  it("names whose password it asks for: the user's initials (no photo) and name, preferred name first", async () => {
    server({ '/acme/auth/get_login_type': () => json({ type: 'password' }) });
    configure({ user: { id: 7, employeeId: 70, firstName: 'Ada', lastName: 'Lovelace', preferredName: 'Countess' } });
    const el = await lockPage();
    await expire();
    const user = ui(el).root.querySelector('[part="user"]');
    expect(user?.closest('dialog')).toBe(ui(el).dialog());
    expect(user?.querySelector('.user-name')?.textContent).toBe('Countess Lovelace');
    const photo = user?.querySelector('[part="user-photo"]');
    expect([photo?.localName, photo?.textContent, photo?.getAttribute('aria-hidden')]).toEqual(['span', 'CL', 'true']);
  });

  it("shows the user's photo when it is a safe URL, the initials when it is not, and nobody without a user", async () => {
    server({ '/acme/auth/get_login_type': () => json({ type: 'password' }) });
    configure({ user: { id: 7, employeeId: 70, firstName: 'Ada', lastName: 'L', avatarMedium: '/photos/7.svg' } });
    let el = await lockPage();
    await expire();
    expect(ui(el).root.querySelector('[part="user-photo"]')?.getAttribute('src')).toBe(
      'http://localhost:3000/photos/7.svg',
    );
    expect(ui(el).root.querySelector('[part="user-photo"]')?.getAttribute('alt')).toBe('');
    document.body.replaceChildren();
    configure({
      user: { id: 7, employeeId: 70, firstName: 'Ada', lastName: 'L', avatarMedium: 'javascript:alert(1)' },
    });
    el = await lockPage();
    expect(ui(el).root.querySelector('[part="user-photo"]')?.textContent).toBe('AL');
    document.body.replaceChildren();
    configure({ user: null });
    el = await lockPage();
    expect(ui(el).dialog().open).toBe(true);
    expect(ui(el).root.querySelector('[part="user"]')).toBeNull();
  });

  it('cannot be dismissed with Escape (cancel) while expired', async () => {
    server({ '/acme/auth/get_login_type': () => json({ type: 'password' }) });
    const el = await lockPage();
    await expire();
    const cancel = new Event('cancel', { cancelable: true });
    ui(el).dialog().dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('shows and hides the password with a pressed toggle', async () => {
    server({ '/acme/auth/get_login_type': () => json({ type: 'password' }) });
    const el = await lockPage();
    await expire();
    const toggle = ui(el).root.querySelector<HTMLButtonElement>('[part="show-password"]') as HTMLButtonElement;
    toggle.click();
    await settle();
    expect([ui(el).password()?.type, toggle.getAttribute('aria-pressed')]).toEqual(['text', 'true']);
  });

  it("is an <hr-password-input>, whose 'Forgot Password?' link opens forgot-password-url in a new tab", async () => {
    server({ '/acme/auth/get_login_type': () => json({ type: 'password' }) });
    const el = await lockPage(
      '<hr-session-lock no-check forgot-password-url="/acme/forgot_password.php"></hr-session-lock>',
    );
    await expire();
    const u = ui(el);
    expect(u.password()?.parentElement?.localName).toBe('hr-password-input');
    const forgot = u.root.querySelector<HTMLAnchorElement>('[part="forgot"]');
    expect([forgot?.textContent, forgot?.getAttribute('href'), forgot?.target, forgot?.rel]).toEqual([
      'Forgot Password?',
      new URL('/acme/forgot_password.php', location.href).href,
      '_blank',
      'noopener noreferrer',
    ]);
  });

  it('a wrong password shows the server text, clears and refocuses the field, and fires hr-error', async () => {
    server({
      '/acme/auth/get_login_type': () => json({ type: 'password' }),
      '/acme/auth/password_login': () => json({ success: false, error: WRONG }, 401),
    });
    const el = await lockPage();
    const errors = listen<HrErrorDetail>(document, 'hr-error');
    await expire();
    await submitPassword(el, 'nope');
    const u = ui(el);
    expect(u.error()).toBe(WRONG);
    expect(u.password()?.value).toBe('');
    expect(u.active()).toBe(u.password());
    expect(u.password()?.getAttribute('aria-invalid')).toBe('true');
    expect(errors.map((event) => event.detail)).toEqual([{ message: WRONG, status: 401 }]);
    expect(u.dialog().open).toBe(true);
    expect($session.get().status).toBe('expired');
  });

  it('shows another server text as is (rate limit), and the SPEC wording when the server gave none', async () => {
    let answer = json({ error: 'Too many failed attempts. Try again in 5 minutes.' }, 429);
    server({
      '/acme/auth/get_login_type': () => json({ type: 'password' }),
      '/acme/auth/password_login': () => answer,
    });
    const el = await lockPage();
    await expire();
    await submitPassword(el, 'nope');
    expect(ui(el).error()).toBe('Too many failed attempts. Try again in 5 minutes.');
    answer = new Response('', { status: 401 });
    await submitPassword(el, 'nope');
    expect(ui(el).error()).toBe(WRONG);
  });

  it('unlocks: posts password and isOnboarding, checks MFA, stores the token, closes, resumes and fires hr-logged-in', async () => {
    const { requests } = server({
      '/acme/auth/get_login_type': () => json({ type: 'password' }),
      '/acme/auth/password_login': () => json(OK),
      '/acme/auth/mfa_status': () => json({ status: 'none' }),
    });
    const el = await lockPage('<hr-session-lock no-check onboarding></hr-session-lock>');
    const loggedIn = listen<{ userId: number }>(document, 'hr-logged-in');
    await expire();
    await submitPassword(el, 'pa ss&word');
    expect(ui(el).dialog().open).toBe(false);
    expect($session.get().status).toBe('active');
    expect(getConfig().csrfToken).toBe('tok-new');
    expect(loggedIn.map((event) => event.detail)).toEqual([{ userId: 7 }]);
    const login = requests.find((request) => request.url.endsWith('/auth/password_login')) as RecordedRequest;
    expect(Object.fromEntries(new URLSearchParams(login.body))).toEqual({ password: 'pa ss&word', isOnboarding: '1' });
    expect(login.headers.get('X-CSRF-Token')).toBe('tok-0');
    expect(pathsOf(requests)).toEqual([
      '/acme/auth/get_login_type',
      '/acme/auth/password_login',
      '/acme/auth/mfa_status',
    ]);
  });

  it.each([
    [{ status: 'setup' }, true],
    [{ status: 'beforeRequired' }, true],
    [{ status: 'login', result: 'invalid' }, true],
    [{ status: 'login', result: 'valid' }, false],
  ])('after the login, MFA %j reloads the page: %s', async (mfa, reloads) => {
    server({
      '/acme/auth/get_login_type': () => json({ type: 'password' }),
      '/acme/auth/password_login': () => json(OK),
      '/acme/auth/mfa_status': () => json(mfa),
    });
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const el = await lockPage();
    await expire();
    await submitPassword(el, 'secret');
    expect(reload).toHaveBeenCalledTimes(reloads ? 1 : 0);
    expect($session.get().status).toBe(reloads ? 'expired' : 'active');
  });

  it('an answer without a token says the login failed', async () => {
    server({
      '/acme/auth/get_login_type': () => json({ type: 'password' }),
      '/acme/auth/password_login': () => json({ result: 'OK' }),
    });
    const el = await lockPage();
    await expire();
    await submitPassword(el, 'secret');
    expect(ui(el).error()).toBe('Failed to authenticate login');
  });

  it.each([
    [
      { success: false, error: 'Your account is locked. Call your administrator.' },
      'Your account is locked. Call your administrator.',
    ],
    [{ result: 'INVALID' }, "Sorry, that password doesn't look right. Try it again?"],
  ])(
    'a 200 answer that is not OK shows the server text, else the wrong-password message (%o)',
    async (answer, text) => {
      server({
        '/acme/auth/get_login_type': () => json({ type: 'password' }),
        '/acme/auth/password_login': () => json(answer),
      });
      const el = await lockPage();
      await expire();
      await submitPassword(el, 'secret');
      expect(ui(el).error()).toBe(text);
    },
  );

  it.each([
    ['saml', 'single sign-on', '/acme/sso/saml_login'],
    ['okta', 'Okta', '/acme/sso/okta_login'],
    ['one_login', 'OneLogin', '/acme/sso/onelogin_login'],
    ['qbop', 'QuickBooks', '/acme/sso/qbop_login'],
    ['microsoft', 'Microsoft', '/acme/sso/microsoft_login'],
    ['google', 'Google', '/acme/sso/google_login'],
  ])(
    '%s: a button opens %s in a popup with a nonce; the popup message unlocks after a session check',
    async (type, name, path) => {
      const { requests } = server({
        '/acme/auth/get_login_type': () => json({ type }),
        '/acme/auth/check_session': () => json({ CSRFToken: 'tok-sso', SessionMinutesLeft: 30 }),
        '/acme/auth/mfa_status': () => json({ status: 'none' }),
      });
      const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
      const el = await lockPage();
      const loggedIn = listen(document, 'hr-logged-in');
      await expire();
      const button = ui(el).sso() as HTMLButtonElement;
      expect(button.textContent).toBe(`Log in with ${name}`);
      expect(ui(el).active()).toBe(button);
      button.click();
      await settle();
      const url = new URL(String(open.mock.calls[0]?.[0]), location.origin);
      expect(url.pathname).toBe(path);
      const nonce = url.searchParams.get('nonce');
      expect(nonce).toMatch(/^[\da-f]{32}$/);
      expect(ui(el).root.querySelector('[role=status]')?.textContent).toBe(
        'Finish signing in in the window that opened.',
      );

      // Another attempt's message, or another origin's, is ignored.
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: location.origin,
          data: { type: 'hr-shell-sso', status: 'ok', nonce: 'someone-elses' },
        }),
      );
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://evil.example',
          data: { type: 'hr-shell-sso', status: 'ok', nonce },
        }),
      );
      await settle();
      expect(ui(el).dialog().open).toBe(true);

      window.dispatchEvent(
        new MessageEvent('message', { origin: location.origin, data: { type: 'hr-shell-sso', status: 'ok', nonce } }),
      );
      await settle(10);
      expect(ui(el).dialog().open).toBe(false);
      expect(getConfig().csrfToken).toBe('tok-sso');
      expect(loggedIn).toHaveLength(1);
      expect(pathsOf(requests)).toEqual([
        '/acme/auth/get_login_type',
        '/acme/auth/check_session',
        ...(type === 'google' ? ['/acme/auth/mfa_status'] : []),
      ]);
    },
  );

  it('a blocked popup is said so, with a new-tab link, and a failed popup says the login failed', async () => {
    server({ '/acme/auth/get_login_type': () => json({ type: 'okta' }) });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const el = await lockPage();
    await expire();
    ui(el).sso()?.click();
    await settle();
    const blocked = ui(el).root.querySelector('[part="popup-blocked"]') as HTMLElement;
    expect(blocked.getAttribute('role')).toBe('alert');
    expect(blocked.textContent).toContain('Your browser blocked the sign-in window.');
    const link = blocked.querySelector('a') as HTMLAnchorElement;
    expect([link.textContent, link.target]).toEqual(['Open the sign-in page in a new tab', '_blank']);
    const nonce = new URL(link.href).searchParams.get('nonce');
    expect(new URL(link.href).pathname).toBe('/acme/sso/okta_login');

    window.dispatchEvent(
      new MessageEvent('message', {
        origin: location.origin,
        data: { type: 'hr-shell-sso', status: 'wrong_login_type', nonce },
      }),
    );
    await settle();
    expect(ui(el).error()).toBe('Failed to authenticate login');
  });

  it.each([
    ['google', { result: 'NO_USER' }, 'There is no Acme user for the account you chose.'],
    ['microsoft', { result: 'NO_USER' }, 'There is no Acme user for the account you chose.'],
  ])(
    '%s: an identity in the popup message is checked first; %j → the no-user message',
    async (type, answer, message) => {
      const { requests } = server({
        '/acme/auth/get_login_type': () => json({ type }),
        [`/acme/auth/${type}_login_active`]: () => json(answer),
      });
      const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
      const el = await lockPage();
      await expire();
      ui(el).sso()?.click();
      await settle();
      const nonce = new URL(String(open.mock.calls[0]?.[0]), location.origin).searchParams.get('nonce');
      const identity = {
        openIdConnectIss: 'https://accounts.example',
        openIdConnectSub: 'sub-1',
        openIdConnectUpn: 'ada@acme.example',
      };
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: location.origin,
          data: { type: 'hr-shell-sso', status: 'ok', nonce, ...identity },
        }),
      );
      await settle(10);
      expect(ui(el).error()).toBe(message);
      const check = new URL(requests[1]?.url ?? '');
      expect(Object.fromEntries(check.searchParams)).toEqual(identity);
      expect(check.searchParams.has('callback')).toBe(false);
    },
  );

  it('google: GOOGLE_INACTIVE opens the inactive page', async () => {
    server({
      '/acme/auth/get_login_type': () => json({ type: 'google' }),
      '/acme/auth/google_login_active': () => json({ result: 'GOOGLE_INACTIVE' }),
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const el = await lockPage();
    await expire();
    ui(el).sso()?.click();
    await settle();
    const nonce = new URL(String(open.mock.calls[0]?.[0]), 'http://localhost:3000').searchParams.get('nonce');
    const data = {
      type: 'hr-shell-sso',
      status: 'ok',
      nonce,
      openIdConnectIss: 'https://accounts.example',
      openIdConnectSub: 's',
    };
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data }));
    await settle(10);
    expect(assign).toHaveBeenCalledWith('/acme/login.php?inactive=1');
  });

  it('falls back to the password form when the login type cannot be read', async () => {
    server({ '/acme/auth/get_login_type': () => json({ type: 'carrier-pigeon' }) });
    const el = await lockPage();
    await expire();
    expect(ui(el).password()).not.toBeNull();
  });

  it('closes without hr-logged-in when another tab (or anything else) resumes the session', async () => {
    server({ '/acme/auth/get_login_type': () => json({ type: 'password' }) });
    const el = await lockPage();
    const loggedIn = listen(document, 'hr-logged-in');
    await expire();
    $sessionState.set({ status: 'active', reason: null, expiresAt: null });
    await settle();
    expect(ui(el).dialog().open).toBe(false);
    expect(loggedIn).toHaveLength(0);
  });

  it('warns before expiry with the minutes left and Stay signed in', async () => {
    server({});
    const el = await lockPage();
    $sessionState.set({ status: 'warning', reason: null, expiresAt: Date.now() + 90_000 });
    await settle();
    const warning = ui(el).root.querySelector('[part="warning"]') as HTMLElement;
    expect(warning.querySelector('h2')?.textContent).toBe('Your session is about to end');
    expect(warning.querySelector('[part="countdown"]')?.textContent).toBe(
      'For your security, you will be logged out in 2 minutes.',
    );
    expect(warning.querySelector('[role=alert]')?.textContent).toBe(
      'For your security, you will be logged out in 2 minutes.',
    );
    expect(warning.querySelector('[part="stay"]')?.textContent).toBe('Stay signed in');
    expect(ui(el).dialog().open).toBe(false);
  });

  it('starts the page-wide session check unless no-check is set', async () => {
    vi.useFakeTimers();
    try {
      const { requests } = server({
        '/acme/auth/check_session': () => json({ CSRFToken: 'tok-0', SessionMinutesLeft: 30 }),
      });
      const el = mount('<hr-session-lock></hr-session-lock>').querySelector('hr-session-lock') as HrSessionLockElement;
      // React mounts on its own scheduler; then the first check is due 15 s later.
      for (let i = 0; i < 50 && !el.shadowRoot?.querySelector('dialog'); i++) await vi.advanceTimersByTimeAsync(10);
      await vi.advanceTimersByTimeAsync(14_000);
      expect(requests).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_500);
      expect(pathsOf(requests)).toEqual(['/acme/auth/check_session']);
      document.body.replaceChildren();
      await vi.advanceTimersByTimeAsync(10);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fires hr-error for an unparsable warn-before and keeps working', async () => {
    server({});
    const errors = listen<HrErrorDetail>(document, 'hr-error');
    await lockPage('<hr-session-lock no-check warn-before="soon"></hr-session-lock>');
    expect(errors[0]?.detail.attribute).toBe('warn-before');
  });
});
