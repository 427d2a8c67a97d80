import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-agreement-prompt';
import type { AgreementPromptChangeDetail, HrAgreementPromptElement } from '../elements/hr-agreement-prompt';

/*
 * <hr-agreement-prompt> as the layout prints it for an admin. MSW answers
 * GET /data_processing_agreements/latest with the story's agreement and records the answers
 * POSTed. The element renders in its open shadow root: plays query inside it.
 */

const GENERIC = 'Oops. Something went wrong. Please try again.';
const PERMISSION_TEST =
  "You are signed in as another user to test their permissions, so changes can't be saved in this session.";
const DAY = 86_400_000;
/** The page config a PHP page prints for an admin, given as the element's `config` property. */
const ADMIN = { user: { id: 2, employeeId: 2, firstName: 'Grace', lastName: 'Hopper', isAdmin: true } };
const DISMISSED = /user:agreementUpdateDismissedAt$/;

/** What the back end of the current story was asked. */
const server = { asked: 0, posts: [] as string[] };

const latest = (status: string, daysAgo = 1) =>
  http.get('/data_processing_agreements/latest', () => {
    server.asked += 1;
    return HttpResponse.json({ id: 2, status, statusUpdatedDate: new Date(Date.now() - daysAgo * DAY).toISOString() });
  });

const answers = (code = 200, error = 'down') =>
  http.post('/data_processing_agreements/:id/:action', async ({ params, request }) => {
    server.posts.push(`${String(params.action)} ${await request.text()}`);
    if (code !== 200) return HttpResponse.json({ error }, { status: code });
    const status = { accept: 'signed', decline: 'declined', 'complete-later': 'complete_later' }[String(params.action)];
    return HttpResponse.json({ id: 2, status, statusUpdatedDate: new Date().toISOString() });
  });

const dismissalKeys = () => Object.keys(localStorage).filter((key) => DISMISSED.test(key));

interface Args {
  config: object;
}

async function parts(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrAgreementPromptElement>('hr-agreement-prompt');
  if (!element) throw new Error('<hr-agreement-prompt> not rendered');
  const root = () => element.shadowRoot as ShadowRoot;
  const part = <T extends Element = HTMLButtonElement>(name: string) => root().querySelector<T>(`[part="${name}"]`);
  const changes: AgreementPromptChangeDetail[] = [];
  element.addEventListener('hr-change', (event) =>
    changes.push((event as CustomEvent<AgreementPromptChangeDetail>).detail),
  );
  return {
    element,
    part,
    changes,
    dialog: () => part<HTMLDialogElement>('dialog'),
    title: () => part<HTMLElement>('title'),
    error: () => part<HTMLElement>('error'),
    buttons: () => [...root().querySelectorAll('.agreement-actions button')].map((button) => button.textContent),
  };
}

async function opened(canvasElement: HTMLElement) {
  const view = await parts(canvasElement);
  await waitFor(() => {
    if (!view.dialog()?.open) throw new Error('the prompt has not opened');
  });
  return view;
}

/** Lets the answer of the GET run through the element (tasks, not a timed wait). */
async function answered() {
  await waitFor(() => expect(server.asked).toBe(1));
  for (let round = 0; round < 10; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

const meta = {
  title: 'Elements/hr-agreement-prompt',
  args: { config: ADMIN },
  render: ({ config }) => (
    <div style={{ minHeight: 420, fontSize: 14 }}>
      <p>An admin's page.</p>
      <hr-agreement-prompt config={config} />
    </div>
  ),
  parameters: { msw: { handlers: [latest('needs_prompt'), answers()] } },
  beforeEach() {
    server.asked = 0;
    server.posts = [];
    for (const key of dismissalKeys()) localStorage.removeItem(key);
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** needs_to_sign: the requested modal (Decline, Accept); Accept POSTs with setSessionMessage=1 and closes. */
export const Requested: Story = {
  parameters: { msw: { handlers: [latest('needs_to_sign'), answers()] } },
  play: async ({ canvasElement }) => {
    const view = await opened(canvasElement);
    await expect(view.title()).toHaveTextContent('Please sign our Data Processing Agreement');
    await expect(view.buttons()).toEqual(['Decline', 'Accept']);
    await userEvent.click(view.part('accept')!);
    await waitFor(() => expect(view.dialog()).toBeNull());
    await expect(server.posts).toEqual(['accept setSessionMessage=1']);
    await expect(view.changes.map((change) => change.answer)).toEqual(['accepted']);
  },
};

/** needs_prompt (or complete_later over a week old): the optional modal; Complete Later POSTs with setSessionMessage=0. */
export const Optional: Story = {
  play: async ({ canvasElement }) => {
    const view = await opened(canvasElement);
    await expect(view.title()).toHaveTextContent('Data Processing Agreement');
    await expect(view.buttons()).toEqual(['Decline', 'Complete Later', 'Accept']);
    await userEvent.click(view.part('complete-later')!);
    await waitFor(() => expect(view.dialog()).toBeNull());
    await expect(server.posts).toEqual(['complete-later setSessionMessage=0']);
  },
};

/** complete_later 8 days ago: over the one-week window, so the optional modal again. */
export const CompleteLaterOverAWeek: Story = {
  parameters: { msw: { handlers: [latest('complete_later', 8), answers()] } },
  play: async ({ canvasElement }) => {
    const view = await opened(canvasElement);
    await expect(view.buttons()).toEqual(['Decline', 'Complete Later', 'Accept']);
  },
};

/** update_pending: the updated modal; Not Now stores the dismissal date in this browser and posts nothing. */
export const Updated: Story = {
  parameters: { msw: { handlers: [latest('update_pending'), answers()] } },
  play: async ({ canvasElement }) => {
    const view = await opened(canvasElement);
    await expect(view.title()).toHaveTextContent("We've updated our Data Processing Agreement");
    await expect(view.buttons()).toEqual(['Not Now', 'Accept']);
    await userEvent.click(view.part('not-now')!);
    await waitFor(() => expect(view.dialog()).toBeNull());
    await expect(server.posts).toEqual([]);
    await expect(dismissalKeys()).toHaveLength(1);
    await expect(view.changes).toEqual([{ answer: 'not-now', modal: 'updated', agreement: null }]);
  },
};

/** A failed answer: the generic retry message in an alert; the dialog stays and can be answered again. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: [latest('needs_to_sign'), answers(500)] } },
  play: async ({ canvasElement }) => {
    const view = await opened(canvasElement);
    await userEvent.click(view.part('decline')!);
    await waitFor(() => expect(view.error()).toHaveTextContent(GENERIC));
    await expect(view.error()).toHaveAttribute('role', 'alert');
    await expect(view.dialog()).not.toBeNull();
    await expect(view.part('decline')).toBeEnabled();
  },
};

/** An assumed-user session: the server's permission-test refusal (403) shows; nothing changes or is stored. */
export const AssumedUserRefused: Story = {
  parameters: { msw: { handlers: [latest('update_pending'), answers(403, PERMISSION_TEST)] } },
  play: async ({ canvasElement }) => {
    const view = await opened(canvasElement);
    await userEvent.click(view.part('accept')!);
    await waitFor(() => expect(view.error()).toHaveTextContent(PERMISSION_TEST));
    await expect(view.dialog()).not.toBeNull();
    await expect(view.changes).toEqual([]);
    await expect(dismissalKeys()).toEqual([]);
  },
};

/** signed (or declined, or complete_later within a week): settled, nothing shows. */
export const Settled: Story = {
  parameters: { msw: { handlers: [latest('signed'), answers()] } },
  play: async ({ canvasElement }) => {
    const view = await parts(canvasElement);
    await answered();
    await expect(view.dialog()).toBeNull();
  },
};

/** Not an admin: the route is admin-only, so no request and nothing shown. */
export const NotAnAdmin: Story = {
  args: { config: { user: { ...ADMIN.user, isAdmin: false } } },
  play: async ({ canvasElement }) => {
    const view = await parts(canvasElement);
    for (let round = 0; round < 10; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(server.asked).toBe(0);
    await expect(view.dialog()).toBeNull();
  },
};
