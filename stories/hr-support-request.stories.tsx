import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-support-request';
import type { HrSupportRequestElement } from '../elements/hr-support-request';

/*
 * <hr-support-request> as the shared layout prints it: nothing shows until it is opened. The
 * button fires `hr-support-open` (what a page's help link does); each play calls `open()`, and MSW
 * answers the form and submit routes (docs/api/workflows.yaml) per story. The dialog renders in
 * the element's open shadow root: plays query inside it.
 */

const PERMISSION_TEST =
  "You are signed in as another user to test their permissions, so changes can't be saved in this session.";

const FORM = (action = '/ajax/dialog/feedback_submit.php') =>
  `<form class="support-request" method="post" action="${action}">` +
  `<p>Tell us what is going on and our support team will get back to you by email.</p>` +
  `<p class="field"><label for="support-name">Name</label><input id="support-name" name="name" type="text" value="Ada Lovelace" readonly></p>` +
  `<p class="field"><label for="support-email">Email</label><input id="support-email" name="email" type="email" value="ada@acme.example" readonly></p>` +
  `<p class="field"><label for="support-topic">Topic</label><select id="support-topic" name="topic" required><option value="question">I have a question</option><option value="problem">Something is not working</option></select></p>` +
  `<p class="field"><label for="support-subject">Subject</label><input id="support-subject" name="subject" type="text" maxlength="200" required></p>` +
  `<p class="field"><label for="support-message">How can we help?</label><textarea id="support-message" name="message" rows="6" maxlength="5000" required></textarea></p>` +
  `<p class="support-admin-help">Asking about custom fields? <a href="/settings/custom_fields">See your custom fields</a> first.</p>` +
  `<script>window.storyPwned = true</script></form>`;

const html = (body: string, status = 200) =>
  new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html' } });

interface Answers {
  form?: () => Response | Promise<Response>;
  submit?: () => Response | Promise<Response>;
}

const routes = ({ form, submit }: Answers = {}) => [
  http.get('/ajax/dialog/feedback.php', () => (form ? form() : html(FORM()))),
  http.post('/ajax/dialog/feedback_submit.php', () =>
    submit ? submit() : HttpResponse.json({ success: true, message: 'Message Sent' }),
  ),
];

async function openDialog(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrSupportRequestElement>('hr-support-request');
  if (!element) throw new Error('<hr-support-request> not rendered');
  await waitFor(() => expect(element.shadowRoot).not.toBeNull());
  element.open();
  const root = element.shadowRoot as ShadowRoot;
  const dialog = await waitFor(() => {
    const found = root.querySelector<HTMLDialogElement>('dialog[open]');
    if (!found) throw new Error('the support dialog has not opened');
    return found;
  });
  return { element, root, dialog };
}

async function fillAndSend(root: ShadowRoot) {
  const subject = await waitFor(() => {
    const found = root.querySelector<HTMLInputElement>('input[name="subject"]');
    if (!found) throw new Error('the form has not arrived');
    return found;
  });
  await userEvent.selectOptions(root.querySelector<HTMLSelectElement>('select[name="topic"]')!, 'problem');
  await userEvent.type(subject, 'Payroll totals');
  await userEvent.type(root.querySelector<HTMLTextAreaElement>('textarea[name="message"]')!, 'They do not add up.');
  await userEvent.click(root.querySelector<HTMLButtonElement>('[part="submit"]')!);
}

const meta = {
  title: 'Elements/hr-support-request',
  render: () => (
    <div style={{ minHeight: 720, fontSize: 14 }}>
      <button
        type="button"
        onClick={(event) =>
          event.currentTarget.dispatchEvent(new CustomEvent('hr-support-open', { bubbles: true, composed: true }))
        }
      >
        Contact support
      </button>
      <hr-support-request />
    </div>
  ),
  parameters: { msw: { handlers: routes() } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's form, sanitized (its script never runs), as a real form; focus on the first editable field. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const { root, dialog } = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName('Submit a Support Request');
    const topic = await waitFor(() => {
      const found = root.querySelector<HTMLSelectElement>('select[name="topic"]');
      if (!found) throw new Error('the form has not arrived');
      return found;
    });
    await waitFor(() => expect(root.activeElement).toBe(topic));
    await expect(root.querySelector('script')).toBeNull();
    await expect((window as { storyPwned?: boolean }).storyPwned).toBeUndefined();
    await expect(root.querySelector('a')).toHaveAttribute('href', `${location.origin}/settings/custom_fields`);
  },
};

/** While the form is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: routes({ form: () => delay('infinite').then(() => html(FORM())) }) } },
  play: async ({ canvasElement }) => {
    const { root } = await openDialog(canvasElement);
    await expect(root.querySelector('[part="loader"]')).toHaveTextContent('Loading the support form…');
  },
};

/** Sent: 'Message Sent' in the status region, focus on Close. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const { root } = await openDialog(canvasElement);
    await fillAndSend(root);
    await waitFor(() => expect(root.querySelector('[role="status"]')).toHaveTextContent('Message Sent'));
    await expect(root.querySelector('form')).toBeNull();
    await waitFor(() => expect(root.activeElement).toBe(root.querySelector('[part="done"]')));
  },
};

/** The form did not load. */
export const LoadFailure: Story = {
  parameters: { msw: { handlers: routes({ form: () => html('<h1>Server error</h1>', 500) }) } },
  play: async ({ canvasElement }) => {
    const { root } = await openDialog(canvasElement);
    await waitFor(() =>
      expect(root.querySelector('[role="alert"]')).toHaveTextContent(
        'Oops. Something went wrong. Please try again later.',
      ),
    );
  },
};

/** A form whose action is on another site: refused, nothing posted. */
export const RefusedAction: Story = {
  parameters: { msw: { handlers: routes({ form: () => html(FORM('https://collector.example/steal')) }) } },
  play: async ({ canvasElement }) => {
    const { root } = await openDialog(canvasElement);
    await waitFor(() => expect(root.querySelector('[role="alert"]')).toHaveTextContent(/posts to another site/));
    await expect(root.querySelector('form')).toBeNull();
  },
};

/** An assumed-user session: the save is refused (403) with the permission-test message; the input stays. */
export const AssumedUser: Story = {
  parameters: {
    msw: {
      handlers: routes({
        submit: () => HttpResponse.json({ success: false, error: PERMISSION_TEST }, { status: 403 }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const { root } = await openDialog(canvasElement);
    await fillAndSend(root);
    await waitFor(() => expect(root.querySelector('[role="alert"]')).toHaveTextContent(PERMISSION_TEST));
    await expect(root.querySelector('input[name="subject"]')).toHaveValue('Payroll totals');
    await expect(root.querySelector('textarea[name="message"]')).toHaveValue('They do not add up.');
  },
};
