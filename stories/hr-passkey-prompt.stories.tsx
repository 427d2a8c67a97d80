import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-passkey-prompt';
import type { HrPasskeyPromptElement } from '../elements/hr-passkey-prompt';

/*
 * <hr-passkey-prompt> as the layout prints it for a user who may see it. MSW answers the reminder
 * check with the story's flag and records the choices; WebAuthn is faked per story at
 * navigator.credentials.create (a real passkey is made in the e2e suite, with Chromium's virtual
 * authenticator). The element renders in its open shadow root: plays query inside it.
 */

/** The page config a PHP page prints for a user who may see the modal, given as the element's `config` property. */
const USER = {
  user: { id: 7, employeeId: 7, firstName: 'Ada', lastName: 'Lovelace' },
  session: { id: 7, isOnboardingUser: false, isOfferLetterUser: false, loginType: 'password', hasPasskey: false },
  features: { PASSKEYS: true },
  company: { passkeysEnabled: true },
};

const OPTIONS = {
  challenge: 'q83vEjRWeJA',
  rp: { name: 'hr-shell demo' },
  user: { id: 'dXNlci03', name: 'ada', displayName: 'Ada Lovelace' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  timeout: 60000,
  attestation: 'none',
  excludeCredentials: [],
};

/** What the back end of the current story was asked. */
const server = { asked: 0, flags: [] as string[], registered: 0 };

const reminder = (flag: string | null, status = 200) => [
  http.get('/auth/passkeys/reminder', () => {
    server.asked += 1;
    return HttpResponse.json({ passkeyReminderFlag: flag, hasPasskey: false });
  }),
  http.post('/auth/passkeys/reminder', async ({ request }) => {
    const { passkeyReminderFlag } = (await request.json()) as { passkeyReminderFlag: string };
    server.flags.push(passkeyReminderFlag);
    return status === 200
      ? HttpResponse.json({ success: true, passkeyReminderFlag })
      : HttpResponse.json({ error: 'You are testing permissions: changes are not saved.' }, { status });
  }),
  http.post('/auth/passkeys/registration-options', () => HttpResponse.json(OPTIONS)),
  http.post('/auth/passkeys/register', () => {
    server.registered += 1;
    return HttpResponse.json({ success: true, credentialId: 'AQID' }, { status: 201 });
  }),
];

const bytes = (...values: number[]) => new Uint8Array(values).buffer;

/** Replaces navigator.credentials.create for one story; the returned function puts the browser's back. */
function fakeCreate(outcome: 'created' | 'NotAllowedError' | 'NotSupportedError') {
  Object.defineProperty(navigator.credentials, 'create', {
    configurable: true,
    value: async () => {
      if (outcome !== 'created') throw new DOMException('The ceremony ended.', outcome);
      return {
        rawId: bytes(1, 2, 3),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: { clientDataJSON: bytes(4, 5), attestationObject: bytes(6, 7, 8), getTransports: () => ['internal'] },
      };
    },
  });
  return () => {
    Reflect.deleteProperty(navigator.credentials, 'create');
  };
}

interface Args {
  config: object;
}

function parts(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrPasskeyPromptElement>('hr-passkey-prompt');
  if (!element) throw new Error('<hr-passkey-prompt> not rendered');
  const part = <T extends Element = HTMLButtonElement>(name: string) =>
    (element.shadowRoot as ShadowRoot).querySelector<T>(`[part~="${name}"]`);
  return { element, part, dialog: () => part<HTMLDialogElement>('dialog') };
}

async function opened(canvasElement: HTMLElement) {
  const view = parts(canvasElement);
  await waitFor(() => {
    if (!view.dialog()?.open) throw new Error('the prompt has not opened');
  });
  return view;
}

const meta = {
  title: 'Elements/hr-passkey-prompt',
  args: { config: USER },
  render: ({ config }) => (
    <div style={{ minHeight: 420, fontSize: 14 }}>
      <p>A page of a user without a passkey.</p>
      <hr-passkey-prompt config={config} />
    </div>
  ),
  parameters: { msw: { handlers: reminder(null) } },
  beforeEach() {
    server.asked = 0;
    server.flags = [];
    server.registered = 0;
    // A passkey created by an earlier story makes this browser know the user: forget it.
    for (const key of Object.keys(localStorage)) if (key.startsWith('hr-shell:')) localStorage.removeItem(key);
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All six conditions hold: 'Goodbye passwords. Hello passkeys!' with its three choices. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const view = await opened(canvasElement);
    await expect(view.part('title')).toHaveTextContent('Goodbye passwords. Hello passkeys!');
    await expect(view.part('no-thanks')).toHaveTextContent('No Thanks');
    await expect(view.part('remind-later')).toHaveTextContent('Remind Me Later');
    await expect(view.part('add')).toHaveTextContent('Add a Passkey');
  },
};

/** No Thanks stores passkeys_acknowledged and closes. */
export const NoThanks: Story = {
  play: async ({ canvasElement }) => {
    const view = await opened(canvasElement);
    await userEvent.click(view.part('no-thanks')!);
    await waitFor(() => expect(view.dialog()).toBeNull());
    await expect(server.flags).toEqual(['passkeys_acknowledged']);
  },
};

/** Escape (like the close button and Remind Me Later) stores remind_me_later. */
export const RemindLater: Story = {
  play: async ({ canvasElement }) => {
    const view = await opened(canvasElement);
    await waitFor(() => expect(view.element.shadowRoot?.activeElement).not.toBeNull());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(view.dialog()).toBeNull());
    await waitFor(() => expect(server.flags).toEqual(['remind_me_later']));
  },
};

/** Add a Passkey: the ceremony succeeds, the attestation is posted, 'Success! Passkey created.' and Done. */
export const Created: Story = {
  beforeEach: () => fakeCreate('created'),
  play: async ({ canvasElement }) => {
    const view = await opened(canvasElement);
    await userEvent.click(view.part('add')!);
    await waitFor(() => expect(view.part('status')).toHaveTextContent('Success! Passkey created.'));
    await expect(server.registered).toBe(1);
    await waitFor(() => expect(view.element.shadowRoot?.activeElement).toBe(view.part('done')));
    await userEvent.click(view.part('done')!);
    await waitFor(() => expect(view.dialog()).toBeNull());
    await expect(server.flags).toEqual([]);
  },
};

/** The user cancels the browser's passkey sheet (NotAllowedError): nothing is said, the choices come back. */
export const Cancelled: Story = {
  beforeEach: () => fakeCreate('NotAllowedError'),
  play: async ({ canvasElement }) => {
    const view = await opened(canvasElement);
    await userEvent.click(view.part('add')!);
    await waitFor(() => expect(view.part('add')).toBeEnabled());
    await expect(view.part('message')).toHaveTextContent('');
    await expect(view.dialog()).not.toBeNull();
    await expect(server.registered).toBe(0);
  },
};

/** A browser that cannot create passkeys (NotSupportedError): its message, and Add a Passkey goes away. */
export const Unsupported: Story = {
  beforeEach: () => fakeCreate('NotSupportedError'),
  play: async ({ canvasElement }) => {
    const view = await opened(canvasElement);
    await userEvent.click(view.part('add')!);
    await waitFor(() => expect(view.part('message')).toHaveTextContent(/^This browser cannot create passkeys/));
    await expect(view.part('add')).toBeNull();
  },
};

/** An assumed user's save is refused (403): the server's message shows and the dialog stays. */
export const SaveRefused: Story = {
  parameters: { msw: { handlers: reminder(null, 403) } },
  play: async ({ canvasElement }) => {
    const view = await opened(canvasElement);
    await userEvent.click(view.part('no-thanks')!);
    await waitFor(() =>
      expect(view.part('message')).toHaveTextContent('You are testing permissions: changes are not saved.'),
    );
    await expect(view.part('message')).toHaveAttribute('role', 'alert');
    await expect(view.dialog()).not.toBeNull();
  },
};

/** The user already answered (remind_me_later): asked once, nothing shows. */
export const AlreadySeen: Story = {
  parameters: { msw: { handlers: reminder('remind_me_later') } },
  play: async ({ canvasElement }) => {
    const view = parts(canvasElement);
    await waitFor(() => expect(server.asked).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(view.dialog()).toBeNull();
  },
};

/** The company has passkeys off: nothing is asked, nothing shows. */
export const CompanyDisabled: Story = {
  args: { config: { ...USER, company: { passkeysEnabled: false } } },
  play: async ({ canvasElement }) => {
    const view = parts(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(server.asked).toBe(0);
    await expect(view.dialog()).toBeNull();
  },
};
