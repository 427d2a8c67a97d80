import QRCode from 'qrcode';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../elements/hr-account-menu';
import type { HrAccountMenuElement } from '../../../elements/hr-account-menu';
import { qrPath } from '../../../src/components/mobile-qr/mobile-qr.logic';
import { loadHttpClient } from '../../../src/lib/http';
import { reloadConfig } from '../../../src/stores/config';
import { deferred, json, mockFetch } from '../../support/fetch';
import { mount, settle } from '../../support/elements';

/*
 * The Mobile App QR Code Login dialog, opened from <hr-account-menu> as a user does. happy-dom has
 * no top layer or inertness: the dialog's focus trap and inert page are checked in the e2e suite.
 */

const NOW = Date.parse('2026-03-02T09:00:00Z');
const TOKEN = 'Qm9vayBvZiBBZGE6IGEgcXIgdG9rZW4gZm9yIHRlc3Rz_-1';
const SECOND_TOKEN = 'U2Vjb25kIHRva2VuIGZvciB0aGUgcmVmcmVzaCB0ZXN0-2';
const grant = (token = TOKEN, seconds = 120) => [
  { refresh_token: token, expiration: NOW / 1000 + seconds },
  { refresh_token: `${token}x` },
];

beforeAll(() => loadHttpClient());
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
});
afterEach(async () => {
  document.body.replaceChildren();
  await settle();
  reloadConfig();
});

async function openQr(config: object = {}) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'hr-shell-config';
  script.textContent = JSON.stringify({
    csrfToken: 'csrf-1',
    urlPrefix: '/acme',
    user: { id: 7, employeeId: 42, firstName: 'Ada', lastName: 'Lovelace' },
    capabilities: { account: true, mobileQrLogin: true },
    ...config,
  });
  document.head.append(script);
  reloadConfig();
  const el = mount('<hr-account-menu></hr-account-menu>').querySelector('hr-account-menu') as HrAccountMenuElement;
  await settle();
  const root = el.shadowRoot as ShadowRoot;
  const button = root.querySelector<HTMLButtonElement>('[part="menu-button"]') as HTMLButtonElement;
  button.click();
  // The menu's popup and the dialog are chunks of their own: a first import takes a while on a busy machine.
  const item = await vi.waitFor(
    () => {
      const found = [...root.querySelectorAll<HTMLElement>('[role=menuitem]')].find(
        (each) => each.textContent === 'Mobile App QR Code Login',
      );
      expect(found).toBeDefined();
      return found!;
    },
    { timeout: 15_000 },
  );
  item.click();
  await vi.waitFor(() => expect(root.querySelector('dialog')).not.toBeNull(), { timeout: 15_000 });
  const dialog = root.querySelector('dialog') as HTMLDialogElement;
  return {
    el,
    root,
    button,
    dialog,
    text: () => dialog.textContent ?? '',
    path: () => dialog.querySelector('[part="qr-code"] path')?.getAttribute('d') ?? null,
    time: () => dialog.querySelector('[part="qr-time"]')?.textContent,
    status: () => dialog.querySelector('[role=status]')?.textContent,
    buttonNamed: (name: string) =>
      [...dialog.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name),
  };
}

const pathOf = (token: string) => qrPath(QRCode.create(token, { errorCorrectionLevel: 'L' }).modules);

describe('Mobile App QR Code Login dialog', () => {
  it('asks for a token with the CSRF header, then shows the first token as a QR code with the time left', async () => {
    const { requests } = mockFetch(() => json(grant()));
    const qr = await openQr();
    expect(qr.dialog.open).toBe(true);
    expect(qr.dialog.getAttribute('aria-labelledby')).toBe(qr.dialog.querySelector('h2')?.id);
    expect(qr.dialog.querySelector('h2')?.textContent).toBe('Mobile App QR Code Login');
    await vi.waitFor(() => expect(qr.path()).not.toBeNull());
    expect(requests.map((r) => [r.method, r.url, r.headers.get('X-CSRF-Token')])).toEqual([
      ['POST', 'http://localhost:3000/acme/auth/mobile_qr/token', 'csrf-1'],
    ]);
    expect(qr.path()).toBe(pathOf(TOKEN));
    expect(qr.dialog.querySelector('[part="qr-code"]')?.getAttribute('width')).toBe('200');
    expect(qr.time()).toBe('Expires in 2:00');
    expect(qr.status()).toBe('Expires in 2:00');
  });

  it('shows the generating state while the token is on its way', async () => {
    const answer = deferred<Response>();
    mockFetch(() => answer.promise);
    const qr = await openQr();
    expect(qr.text()).toContain('Generating your QR code…');
    expect(qr.status()).toBe('Generating your QR code…');
    expect(qr.dialog.querySelector('[part="qr-stage"]')?.getAttribute('aria-busy')).toBe('true');
    answer.resolve(json(grant()));
    await vi.waitFor(() => expect(qr.path()).toBe(pathOf(TOKEN)));
  });

  it('counts down every second and announces the time at most once a minute', async () => {
    mockFetch(() => json(grant(TOKEN, 90)));
    const qr = await openQr();
    await vi.waitFor(() => expect(qr.time()).toBe('Expires in 1:30'));
    expect(qr.status()).toBe('Expires in 1:30');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(qr.time()).toBe('Expires in 1:29'));
    expect(qr.status()).toBe('Expires in 1:30');
    await vi.advanceTimersByTimeAsync(50_000);
    await vi.waitFor(() => expect(qr.time()).toMatch(/^Expires in 0:3\d$/));
    expect(qr.status()).toBe('Expires in 1:30');
    // (Fake time also follows real time here, so the exact second of the next announcement varies.)
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.waitFor(() => expect(qr.status()).toMatch(/^Expires in 0:[23]\d$/));
  });

  it('opens the Expired sheet when the expiration passes, drops the code, and Refresh makes a new one', async () => {
    let answer = grant(TOKEN, 5);
    const { requests } = mockFetch(() => json(answer));
    const qr = await openQr();
    await vi.waitFor(() => expect(qr.path()).toBe(pathOf(TOKEN)));
    await vi.advanceTimersByTimeAsync(5000);
    await vi.waitFor(() => expect(qr.dialog.querySelector('[part="qr-expired"]')?.textContent).toContain('Expired'));
    expect(qr.text()).toContain('This code has expired. Refresh to get a new one.');
    expect(qr.status()).toBe('This code has expired. Refresh to get a new one.');
    expect(qr.path()).toBeNull();
    vi.setSystemTime(Date.now());
    answer = [{ refresh_token: SECOND_TOKEN, expiration: Math.floor(Date.now() / 1000) + 120 }, { refresh_token: 'b' }];
    qr.buttonNamed('Refresh')?.click();
    await vi.waitFor(() => expect(qr.path()).toBe(pathOf(SECOND_TOKEN)));
    expect(requests).toHaveLength(2);
    expect(qr.dialog.querySelector('[part="qr-expired"]')).toBeNull();
    // Focus stays in the dialog when the sheet with the focused button goes away.
    expect(qr.root.activeElement).toBe(qr.dialog.querySelector('h2'));
  });

  it('shows the Expired sheet at once, with one request, when the code arrives already expired', async () => {
    const { requests } = mockFetch(() => json(grant(TOKEN, -10)));
    const qr = await openQr();
    await vi.waitFor(() => expect(qr.dialog.querySelector('[part="qr-expired"]')).not.toBeNull());
    await vi.advanceTimersByTimeAsync(5000);
    expect(requests).toHaveLength(1);
    expect(qr.path()).toBeNull();
  });

  it("says 'Failed to generate Mobile Login QR Code' when the request fails, and tries again", async () => {
    let fail = true;
    const { requests } = mockFetch(() => (fail ? json({ error: 'nope' }, 500) : json(grant())));
    const qr = await openQr();
    await vi.waitFor(() =>
      expect(qr.dialog.querySelector('[part="qr-error"]')?.textContent).toContain(
        'Failed to generate Mobile Login QR Code',
      ),
    );
    expect(qr.status()).toBe('Failed to generate Mobile Login QR Code');
    expect(qr.path()).toBeNull();
    fail = false;
    qr.buttonNamed('Try again')?.click();
    await vi.waitFor(() => expect(qr.path()).toBe(pathOf(TOKEN)));
    expect(requests).toHaveLength(2);
  });

  it.each([
    ['one entry', [{ refresh_token: TOKEN, expiration: NOW / 1000 + 60 }]],
    ['no expiration', [{ refresh_token: TOKEN }, { refresh_token: 'b' }]],
    ['a non-numeric expiration', [{ refresh_token: TOKEN, expiration: 'later' }, { refresh_token: 'b' }]],
    ['a non-string token', [{ refresh_token: { token: TOKEN }, expiration: NOW / 1000 + 60 }, { refresh_token: 'b' }]],
    ['an object', { refresh_token: TOKEN, expiration: NOW / 1000 + 60 }],
    [
      'a token too long for a QR code',
      [{ refresh_token: 'x'.repeat(5000), expiration: NOW / 1000 + 60 }, { refresh_token: 'b' }],
    ],
  ])('treats an answer with %s as a failure', async (_case, body) => {
    mockFetch(() => json(body));
    const qr = await openQr();
    await vi.waitFor(() => expect(qr.dialog.querySelector('[part="qr-error"]')).not.toBeNull());
    expect(qr.path()).toBeNull();
  });

  it('closes on Cancel, aborts the pending request and returns focus to the menu button', async () => {
    const answer = deferred<Response>();
    const { fetchMock } = mockFetch(() => answer.promise);
    const qr = await openQr();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const signal = (fetchMock.mock.calls[0]?.[0] as Request).signal;
    qr.buttonNamed('Cancel')?.click();
    await settle();
    expect(qr.root.querySelector('dialog')).toBeNull();
    expect(signal.aborted).toBe(true);
    expect(qr.root.activeElement).toBe(qr.button);
    answer.resolve(json(grant()));
    await settle();
    expect(qr.root.querySelector('dialog')).toBeNull();
  });

  it('closes on the Close button and on Escape (the dialog closing), clearing its timer', async () => {
    mockFetch(() => json(grant()));
    const qr = await openQr();
    await vi.waitFor(() => expect(qr.path()).not.toBeNull());
    // The countdown's timer is pending while the code shows, and gone once the dialog closed.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    expect(qr.dialog.querySelector('[part="qr-close"]')?.getAttribute('aria-label')).toBe('Close');
    qr.dialog.close(); // what Escape does to a modal dialog
    await settle();
    expect(qr.root.querySelector('dialog')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    const again = await reopen(qr.root);
    await vi.waitFor(() => expect(again.querySelector('[part="qr-code"]')).not.toBeNull());
    (again.querySelector('[part="qr-close"]') as HTMLButtonElement).click();
    await settle();
    expect(qr.root.querySelector('dialog')).toBeNull();
  });

  it('never logs or stores the token, and keeps no trace of it after closing', async () => {
    const logged = [
      vi.spyOn(console, 'log'),
      vi.spyOn(console, 'info'),
      vi.spyOn(console, 'warn'),
      vi.spyOn(console, 'error'),
      vi.spyOn(console, 'debug'),
    ];
    mockFetch(() => json(grant()));
    const qr = await openQr();
    await vi.waitFor(() => expect(qr.path()).not.toBeNull());
    expect(qr.root.innerHTML).not.toContain(TOKEN);
    expect(JSON.stringify({ ...localStorage })).not.toContain(TOKEN);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(TOKEN);
    expect(document.cookie).not.toContain(TOKEN);
    qr.buttonNamed('Cancel')?.click();
    await settle();
    expect(qr.root.innerHTML).not.toContain(pathOf(TOKEN));
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
  });

  it('links to both stores in a new tab and to the mobile solutions page behind the URL prefix', async () => {
    mockFetch(() => json(grant()));
    const qr = await openQr();
    const links = [...qr.dialog.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('target'),
      a.getAttribute('rel'),
    ]);
    expect(links).toEqual([
      ['Download on the App Store (opens in a new tab)', 'https://apps.apple.com/', '_blank', 'noopener noreferrer'],
      [
        'Get it on Google Play (opens in a new tab)',
        'https://play.google.com/store/apps',
        '_blank',
        'noopener noreferrer',
      ],
      ['Learn about our mobile solutions', '/acme/app/mobile/', null, null],
    ]);
  });

  it('shows no code and asks for no token when another site frames the page', async () => {
    const { requests } = mockFetch(() => json(grant()));
    const foreignTop = {
      get location(): Location {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
      },
    };
    vi.spyOn(window, 'top', 'get').mockReturnValue(foreignTop as unknown as Window);
    const qr = await openQr();
    await vi.waitFor(() =>
      expect(qr.text()).toContain(
        'For your security, the QR code is not shown while this page is embedded in another site.',
      ),
    );
    await settle();
    expect(requests).toHaveLength(0);
    expect(qr.path()).toBeNull();
  });
});

async function reopen(root: ShadowRoot): Promise<HTMLDialogElement> {
  (root.querySelector('[part="menu-button"]') as HTMLButtonElement).click();
  await settle();
  [...root.querySelectorAll<HTMLElement>('[role=menuitem]')]
    .find((item) => item.textContent === 'Mobile App QR Code Login')
    ?.click();
  await vi.waitFor(() => expect(root.querySelector('dialog')).not.toBeNull());
  return root.querySelector('dialog') as HTMLDialogElement;
}
