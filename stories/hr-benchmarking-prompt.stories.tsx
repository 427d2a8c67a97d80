import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-benchmarking-prompt';
import type { HrBenchmarkingPromptElement } from '../elements/hr-benchmarking-prompt';

/*
 * <hr-benchmarking-prompt> as the layout prints it for an admin who is not a support admin. MSW
 * answers GET /data_benchmarking_agreements with the story's status and records the PUTs. The
 * element renders in its open shadow root: plays query inside it.
 */

const FAILED = 'Uh oh, something went wrong';
/** The page config a PHP page prints for an admin with the flag, given as the element's `config` property. */
const ADMIN = {
  user: { id: 2, employeeId: 2, firstName: 'Grace', lastName: 'Hopper', isAdmin: true, supportAdmin: false },
  features: { BENCHMARKING_OPT_OUT: true },
};

/** What the back end of the current story was asked. */
const server = { asked: 0, puts: [] as string[] };

const status = (value: string) =>
  http.get('/data_benchmarking_agreements', () => {
    server.asked += 1;
    return HttpResponse.json({ status: value });
  });

const answers = (code = 204) =>
  http.put('/data_benchmarking_agreements/:action', ({ params }) => {
    server.puts.push(String(params.action));
    return code === 204
      ? new HttpResponse(null, { status: 204 })
      : HttpResponse.json({ error: 'down' }, { status: code });
  });

interface Args {
  config: object;
}

async function parts(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrBenchmarkingPromptElement>('hr-benchmarking-prompt');
  if (!element) throw new Error('<hr-benchmarking-prompt> not rendered');
  const root = () => element.shadowRoot as ShadowRoot;
  const part = <T extends Element = HTMLElement>(name: string) => root().querySelector<T>(`[part="${name}"]`);
  return {
    element,
    dialog: () => part<HTMLDialogElement>('dialog'),
    title: () => part('title'),
    submit: () => part<HTMLButtonElement>('submit'),
    confirm: () => part<HTMLInputElement>('confirm'),
    close: () => part<HTMLButtonElement>('close'),
    error: () => part('error'),
  };
}

async function opened(canvasElement: HTMLElement) {
  const view = await parts(canvasElement);
  await waitFor(() => {
    if (!view.dialog()?.open) throw new Error('the prompt has not opened');
  });
  return view;
}

const meta = {
  title: 'Elements/hr-benchmarking-prompt',
  args: { config: ADMIN },
  render: ({ config }) => (
    <div style={{ minHeight: 420, fontSize: 14 }}>
      <p>An admin's page.</p>
      <hr-benchmarking-prompt config={config} />
    </div>
  ),
  parameters: { msw: { handlers: [status('prompt-opt-in'), answers()] } },
  beforeEach() {
    server.asked = 0;
    server.puts = [];
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status prompt-opt-in: the 'Benchmarking' modal; Opt In saves (PUT opt-in) and closes. */
export const OptIn: Story = {
  play: async ({ canvasElement }) => {
    const view = await opened(canvasElement);
    await expect(view.title()).toHaveTextContent('Benchmarking');
    await expect(view.confirm()).toBeNull();
    await expect(view.submit()).toBeEnabled();
    await userEvent.click(view.submit()!);
    await waitFor(() => expect(view.dialog()).toBeNull());
    await expect(server.puts).toEqual(['opt-in']);
  },
};

/** Status prompt-opt-out: 'Opt Out of Benchmarking'; Opt Out stays disabled until the confirmation is ticked. */
export const OptOut: Story = {
  parameters: { msw: { handlers: [status('prompt-opt-out'), answers()] } },
  play: async ({ canvasElement }) => {
    const view = await opened(canvasElement);
    await expect(view.title()).toHaveTextContent('Opt Out of Benchmarking');
    await expect(view.submit()).toBeDisabled();
    await userEvent.click(view.confirm()!);
    await waitFor(() => expect(view.submit()).toBeEnabled());
    await userEvent.click(view.submit()!);
    await waitFor(() => expect(view.dialog()).toBeNull());
    await expect(server.puts).toEqual(['opt-out']);
  },
};

/** Escape (or ×, Not Now) closes it and PUTs cancel. */
export const Dismissed: Story = {
  play: async ({ canvasElement }) => {
    const view = await opened(canvasElement);
    await waitFor(() => expect(view.element.shadowRoot?.activeElement).toBe(view.close()));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(view.dialog()).toBeNull());
    await waitFor(() => expect(server.puts).toEqual(['cancel']));
  },
};

/** A failed save: 'Uh oh, something went wrong' in an alert; the dialog and the confirmation stay. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: [status('prompt-opt-out'), answers(500)] } },
  play: async ({ canvasElement }) => {
    const view = await opened(canvasElement);
    await userEvent.click(view.confirm()!);
    await userEvent.click(view.submit()!);
    await waitFor(() => expect(view.error()).toHaveTextContent(FAILED));
    await expect(view.error()).toHaveAttribute('role', 'alert');
    await expect(view.dialog()).not.toBeNull();
    await expect(view.confirm()).toBeChecked();
  },
};

/** Any other status (here `none`): nothing shows. */
export const NoPrompt: Story = {
  parameters: { msw: { handlers: [status('none'), answers()] } },
  play: async ({ canvasElement }) => {
    const view = await parts(canvasElement);
    await waitFor(() => expect(server.asked).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(view.dialog()).toBeNull();
  },
};

/** A support admin is never asked: no request, nothing shown. */
export const SupportAdmin: Story = {
  args: { config: { ...ADMIN, user: { ...ADMIN.user, supportAdmin: true } } },
  play: async ({ canvasElement }) => {
    const view = await parts(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(server.asked).toBe(0);
    await expect(view.dialog()).toBeNull();
  },
};
