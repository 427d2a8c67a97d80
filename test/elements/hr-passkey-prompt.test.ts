import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-passkey-prompt';
import type { HrPasskeyPromptElement, PasskeyPromptChangeDetail } from '../../elements/hr-passkey-prompt';
import { fromBase64url, toBase64url } from '../../src/components/passkey-prompt/passkey-webauthn.logic';
import { loadHttpClient } from '../../src/lib/http';
import type { ConfigInput } from '../../src/lib/config';
import { configure, reloadConfig } from '../../src/stores/config';
import { json, mockFetch, type RecordedRequest } from '../support/fetch';
import { listen, mount, press, settle } from '../support/elements';

/*
 * <hr-passkey-prompt> from markup as the layout prints it, with the network faked at fetch and
 * WebAuthn faked at navigator.credentials (happy-dom has neither). happy-dom has no top layer:
 * the focus trap and a real passkey are checked in the e2e suite.
 */

const PAGE: ConfigInput = {
  csrfToken: 'tok-1',
  user: { id: 7, employeeId: 70, firstName: 'Ada', lastName: 'Lovelace' },
  session: { id: 7, isOnboardingUser: false, isOfferLetterUser: false, loginType: 'password', hasPasskey: false },
  features: { PASSKEYS: true },
  company: { passkeysEnabled: true },
};

const OPTIONS = {
  challenge: 'q83vEjRWeJA',
  rp: { id: 'localhost', name: 'hr-shell demo' },
  user: { id: 'dXNlci03', name: 'ada', displayName: 'Ada Lovelace' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  timeout: 60000,
  attestation: 'none',
  authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  excludeCredentials: [],
};

const bytes = (...values: number[]) => new Uint8Array(values).buffer;
const CREDENTIAL = {
  id: 'AQID',
  rawId: bytes(1, 2, 3),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: {
    clientDataJSON: bytes(4, 5),
    attestationObject: bytes(6, 7, 8),
    getTransports: () => ['internal'],
  },
};

let requests: RecordedRequest[];
let reminder: unknown;
let answer: (request: RecordedRequest) => Response | undefined;
let create: ReturnType<typeof vi.fn>;

const paths = () => requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);

function stubWebAuthn(supported = true) {
  create = vi.fn(async () => CREDENTIAL);
  if (supported) vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
  else vi.stubGlobal('PublicKeyCredential', undefined);
  Object.defineProperty(navigator, 'credentials', { value: { create }, configurable: true });
}

beforeAll(() => loadHttpClient());

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  localStorage.clear();
  configure(PAGE);
  reminder = { passkeyReminderFlag: null, hasPasskey: false };
  answer = () => undefined;
  stubWebAuthn();
  ({ requests } = mockFetch((request) => {
    const path = new URL(request.url).pathname;
    const given = answer(request);
    if (given) return given;
    if (path === '/auth/passkeys/reminder')
      return request.method === 'GET'
        ? json(reminder)
        : json({ success: true, passkeyReminderFlag: JSON.parse(request.body).passkeyReminderFlag });
    if (path === '/auth/passkeys/registration-options') return json(OPTIONS);
    if (path === '/auth/passkeys/register') return json({ success: true, credentialId: 'AQID' }, 201);
    return json({ error: 'Not found.' }, 404);
  }));
});

afterEach(async () => {
  document.body.replaceChildren();
  await settle(4);
  reloadConfig();
  Reflect.deleteProperty(navigator, 'credentials');
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function setup(markup = '<hr-passkey-prompt></hr-passkey-prompt>') {
  const element = mount(markup).querySelector('hr-passkey-prompt') as HrPasskeyPromptElement;
  await settle();
  const root = element.shadowRoot as ShadowRoot;
  const part = <T extends Element = HTMLButtonElement>(name: string) => root.querySelector<T>(`[part~="${name}"]`);
  return {
    element,
    dialog: () => part<HTMLDialogElement>('dialog'),
    part,
    changes: listen<PasskeyPromptChangeDetail>(document.body, 'hr-change'),
    errors: listen<{ message: string; status: number }>(document.body, 'hr-error'),
  };
}

async function shown() {
  const parts = await setup();
  await vi.waitFor(() => expect(parts.dialog()?.open).toBe(true));
  return parts;
}

const posted = (path: string) =>
  requests
    .filter((request) => request.method === 'POST' && new URL(request.url).pathname === path)
    .map((request) => (request.body ? (JSON.parse(request.body) as unknown) : null));

describe('<hr-passkey-prompt>: when it shows', () => {
  it('asks the reminder once when the page allows it, and shows the modal when all six conditions hold', async () => {
    const { dialog, part } = await shown();
    expect(paths()).toEqual(['GET /auth/passkeys/reminder']);
    expect(part('title')?.textContent).toBe('Goodbye passwords. Hello passkeys!');
    expect(dialog()?.getAttribute('aria-labelledby')).toBe(part('title')?.id);
    expect(part('no-thanks')?.textContent).toBe('No Thanks');
    expect(part('remind-later')?.textContent).toBe('Remind Me Later');
    expect(part('add')?.textContent).toBe('Add a Passkey');
    expect(part('close')?.getAttribute('aria-label')).toBe('Close');
  });

  it.each([
    ['the browser has no WebAuthn', () => stubWebAuthn(false)],
    ['the PASSKEYS flag is off', () => configure({ features: { PASSKEYS: false } })],
    ['the company has passkeys off', () => configure({ company: { passkeysEnabled: false } })],
    ['the session user has a passkey', () => configure({ session: { ...PAGE.session!, hasPasskey: true } })],
    ['this browser created a passkey for the user', () => localStorage.setItem('hr-shell:user:passkeyUser', 'true')],
    ['nobody is signed in', () => configure({ user: null, session: null })],
    [
      'the page is framed by another site',
      () =>
        vi.spyOn(window, 'top', 'get').mockReturnValue({
          get location(): Location {
            throw new DOMException('Blocked a frame with origin', 'SecurityError');
          },
        } as unknown as Window),
    ],
  ])('asks nothing and loads no dialog when %s', async (_, arrange) => {
    localStorage.setItem('hr-shell:user-data-owner', '"7"');
    arrange();
    const { dialog, element } = await setup();
    await settle(6);
    expect(requests).toEqual([]);
    expect(dialog()).toBeNull();
    expect(element.shadowRoot?.childElementCount ?? 0).toBeLessThanOrEqual(1);
  });

  it.each([
    ['acknowledged them', { passkeyReminderFlag: 'passkeys_acknowledged', hasPasskey: false }],
    ['has seen the modal (remind_me_later)', { passkeyReminderFlag: 'remind_me_later', hasPasskey: false }],
    ['is a known passkey user on the server', { passkeyReminderFlag: null, hasPasskey: true }],
    ['gets an answer that is not one', { passkeyReminderFlag: 'maybe', hasPasskey: false }],
  ])('stays hidden when the user %s', async (_, body) => {
    reminder = body;
    const { dialog } = await setup();
    await vi.waitFor(() => expect(paths()).toEqual(['GET /auth/passkeys/reminder']));
    await settle(6);
    expect(dialog()).toBeNull();
  });

  it('stays hidden and reports a failed reminder check with hr-error', async () => {
    answer = (request) => (request.method === 'GET' ? json({ error: 'Down for maintenance.' }, 503) : undefined);
    const { dialog, errors } = await setup();
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]?.detail).toMatchObject({ message: 'Down for maintenance.', status: 503 });
    expect(dialog()).toBeNull();
  });
});

describe('<hr-passkey-prompt>: the choices', () => {
  it('No Thanks stores passkeys_acknowledged (with the CSRF token), fires hr-change and closes', async () => {
    const { dialog, part, changes, element } = await shown();
    part('no-thanks')?.click();
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(posted('/auth/passkeys/reminder')).toEqual([{ passkeyReminderFlag: 'passkeys_acknowledged' }]);
    expect(requests.at(-1)?.headers.get('x-csrf-token')).toBe('tok-1');
    expect(changes.map((event) => event.detail)).toEqual([
      { choice: 'no-thanks', passkeyReminderFlag: 'passkeys_acknowledged' },
    ]);
    expect(changes[0]?.target).toBe(element);
    expect(changes[0]?.bubbles && changes[0]?.composed && !changes[0]?.cancelable).toBe(true);
  });

  it('Remind Me Later stores remind_me_later and closes', async () => {
    const { dialog, part, changes } = await shown();
    part('remind-later')?.click();
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(posted('/auth/passkeys/reminder')).toEqual([{ passkeyReminderFlag: 'remind_me_later' }]);
    expect(changes.map((event) => event.detail.choice)).toEqual(['remind-later']);
  });

  it('the close button and Escape close at once and store remind_me_later', async () => {
    const first = await shown();
    first.part('close')?.click();
    await settle();
    expect(first.dialog()).toBeNull();
    await vi.waitFor(() =>
      expect(posted('/auth/passkeys/reminder')).toEqual([{ passkeyReminderFlag: 'remind_me_later' }]),
    );
    await vi.waitFor(() => expect(first.changes.map((event) => event.detail.choice)).toEqual(['close']));

    document.body.replaceChildren();
    await settle(4);
    const second = await shown();
    press(second.dialog()!, 'Escape');
    await settle();
    expect(second.dialog()).toBeNull();
    await vi.waitFor(() => expect(posted('/auth/passkeys/reminder')).toHaveLength(2));
    expect(posted('/auth/passkeys/reminder')[1]).toEqual({ passkeyReminderFlag: 'remind_me_later' });
  });

  it('Escape while a choice is being stored closes without storing a second flag', async () => {
    let finish: (response: Response) => void = () => undefined;
    answer = (request) =>
      request.method === 'POST' ? (new Promise<Response>((resolve) => (finish = resolve)) as never) : undefined;
    const { dialog, part, changes } = await shown();
    part('no-thanks')?.click();
    await vi.waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    press(dialog()!, 'Escape');
    await settle();
    expect(dialog()).toBeNull();
    finish(json({ success: true, passkeyReminderFlag: 'passkeys_acknowledged' }));
    await vi.waitFor(() => expect(changes.map((event) => event.detail.choice)).toEqual(['no-thanks']));
    expect(posted('/auth/passkeys/reminder')).toEqual([{ passkeyReminderFlag: 'passkeys_acknowledged' }]);
  });

  it("a refused save (an assumed user's 403) shows the server's message and keeps the dialog open", async () => {
    const message = 'You are testing permissions: changes are not saved.';
    answer = (request) => (request.method === 'POST' ? json({ error: message }, 403) : undefined);
    const { dialog, part, errors, changes } = await shown();
    part('no-thanks')?.click();
    await vi.waitFor(() => expect(part('message')?.textContent).toBe(message));
    expect(part('message')?.getAttribute('role')).toBe('alert');
    expect(dialog()?.open).toBe(true);
    expect(part('no-thanks')?.disabled).toBe(false);
    expect(errors.map((event) => event.detail)).toEqual([{ message, status: 403 }]);
    expect(changes).toEqual([]);
  });
});

describe('<hr-passkey-prompt>: Add a Passkey', () => {
  it("creates the passkey with the server's options and posts the attestation, then says so", async () => {
    const { dialog, part, changes } = await shown();
    part('add')?.click();
    await vi.waitFor(() => expect(part('status')?.textContent).toBe('Success! Passkey created.'));
    expect(create).toHaveBeenCalledTimes(1);
    const { publicKey, signal } = create.mock.calls[0]![0] as CredentialCreationOptions;
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(toBase64url(publicKey!.challenge as Uint8Array)).toBe(OPTIONS.challenge);
    expect([...(publicKey!.user.id as Uint8Array)]).toEqual([...fromBase64url('dXNlci03')]);
    expect(publicKey!.rp).toEqual(OPTIONS.rp);
    expect(posted('/auth/passkeys/registration-options')).toEqual([null]);
    expect(posted('/auth/passkeys/register')).toEqual([
      {
        id: 'AQID',
        rawId: 'AQID',
        type: 'public-key',
        response: { clientDataJSON: 'BAU', attestationObject: 'BgcI', transports: ['internal'] },
        authenticatorAttachment: 'platform',
      },
    ]);
    expect(posted('/auth/passkeys/reminder')).toEqual([]);
    expect(changes.map((event) => event.detail)).toEqual([{ choice: 'created' }]);
    // This browser now knows the user as a passkey user.
    expect(localStorage.getItem('hr-shell:user:passkeyUser')).toBe('true');
    expect(part('no-thanks')).toBeNull();
    part('done')?.click();
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(posted('/auth/passkeys/reminder')).toEqual([]);
  });

  it.each(['NotAllowedError', 'AbortError'])('a ceremony ended by %s is quiet: the choices come back', async (name) => {
    const { dialog, part, errors } = await shown();
    create.mockRejectedValueOnce(new DOMException('The operation either timed out or was not allowed.', name));
    part('add')?.click();
    await vi.waitFor(() => expect(create).toHaveBeenCalled());
    await vi.waitFor(() => expect(part('add')?.disabled).toBe(false));
    expect(part('message')?.textContent).toBe('');
    expect(part('status')?.textContent).toBe('');
    expect(posted('/auth/passkeys/register')).toEqual([]);
    expect(errors).toEqual([]);
    expect(dialog()?.open).toBe(true);
  });

  it('says so when the authenticator already holds a passkey of the user (InvalidStateError)', async () => {
    const { part } = await shown();
    create.mockRejectedValueOnce(new DOMException('excluded', 'InvalidStateError'));
    part('add')?.click();
    await vi.waitFor(() =>
      expect(part('message')?.textContent).toBe('This device already holds a passkey for your account.'),
    );
  });

  it('an unsupported browser gets its message instead of Add a Passkey', async () => {
    const { part } = await shown();
    vi.stubGlobal('PublicKeyCredential', undefined);
    part('add')?.click();
    await vi.waitFor(() =>
      expect(part('message')?.textContent).toBe(
        'This browser cannot create passkeys. Try again in an up-to-date browser on a device with a screen lock.',
      ),
    );
    expect(create).not.toHaveBeenCalled();
    expect(part('add')).toBeNull();
    expect(part('no-thanks')).not.toBeNull();
  });

  it('NotSupportedError from the browser is the unsupported message too', async () => {
    const { part } = await shown();
    create.mockRejectedValueOnce(new DOMException('no algorithm', 'NotSupportedError'));
    part('add')?.click();
    await vi.waitFor(() => expect(part('message')?.textContent).toMatch(/^This browser cannot create passkeys/));
  });

  it("shows the server's refusal of the attestation and fires hr-error", async () => {
    answer = (request) =>
      new URL(request.url).pathname === '/auth/passkeys/register'
        ? json({ error: 'This passkey is already registered.' }, 409)
        : undefined;
    const { part, errors, changes } = await shown();
    part('add')?.click();
    await vi.waitFor(() => expect(part('message')?.textContent).toBe('This passkey is already registered.'));
    expect(errors.map((event) => event.detail)).toEqual([
      { message: 'This passkey is already registered.', status: 409 },
    ]);
    expect(changes).toEqual([]);
    expect(localStorage.getItem('hr-shell:user:passkeyUser')).toBeNull();
  });

  it('malformed options end in the failure message, without a ceremony', async () => {
    answer = (request) =>
      new URL(request.url).pathname === '/auth/passkeys/registration-options' ? json({ challenge: 'x y' }) : undefined;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { part } = await shown();
    part('add')?.click();
    await vi.waitFor(() =>
      expect(part('message')?.textContent).toBe("Your passkey couldn't be created. Please try again."),
    );
    expect(create).not.toHaveBeenCalled();
  });

  it('removing the element mid-ceremony aborts it, and nothing is posted or shown', async () => {
    let signal: AbortSignal | undefined;
    create.mockImplementationOnce(
      (options: CredentialCreationOptions) =>
        new Promise((_, reject) => {
          signal = options.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const { element, part, errors } = await shown();
    part('add')?.click();
    await vi.waitFor(() => expect(signal).toBeDefined());
    expect(part('status')?.textContent).toBe('Follow the steps your browser shows to create your passkey…');
    expect(part('no-thanks')?.disabled).toBe(true);
    // The focus waits inside the dialog, on its title, while the buttons are disabled.
    expect(element.shadowRoot?.activeElement).toBe(part('title'));
    element.remove();
    await settle(6);
    expect(signal?.aborted).toBe(true);
    expect(posted('/auth/passkeys/register')).toEqual([]);
    expect(errors).toEqual([]);
  });
});
