import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../elements/hr-clear-demo-data';
import type { HrClearDemoDataElement } from '../elements/hr-clear-demo-data';
import { navigation } from '../src/lib/navigation';

/*
 * <hr-clear-demo-data> as a PHP page prints it, beside a stand-in for the trial banner's 'Clear
 * Demo Data' button (it fires the same composed `hr-clear-demo-data` event). MSW plays the back
 * end and records the calls; the page reload at the end is recorded instead of reloading the
 * story. The element renders in its open shadow root: plays query inside it. The flow waits SPEC
 * §9's 3000 ms before clearing: plays wait for the next step's state, with a timeout above it.
 */

const PHONE = '1-800-555-0142';
const PERMISSION_TEST = 'You are testing permissions as another user: nothing was saved.';
/** The page config a PHP page prints (the printed banners carry the sales number), as the element's `config` property. */
const CONFIG = {
  user: { id: 2, employeeId: 2, firstName: 'Grace', lastName: 'Hopper', isAdmin: true },
  banners: {
    trial: { status: 'demo', freeTrialDays: 0, salesNumber: PHONE, companyMasterIsDemo: true, canClearDemoData: true },
  },
};
/** Past the 3000 ms wait plus the calls. */
const AFTER_CLEAR = { timeout: 6000 };

/** What the back end of the current story was asked, and the reloads asked for. */
const server = { calls: [] as string[], status: 'needs_prompt', hasEmployees: true, reloads: 0 };

interface Backend {
  clear?: number;
  answers?: number;
  hasEmployees?: boolean;
  latest?: number;
}

function backend({ clear = 200, answers = 200, hasEmployees = true, latest = 200 }: Backend = {}) {
  const statuses: Record<string, string> = {
    accept: 'signed',
    decline: 'declined',
    'complete-later': 'complete_later',
  };
  return [
    http.post('/clear-demo-data', () => {
      server.calls.push('clear');
      if (clear === 403) return HttpResponse.json({ error: PERMISSION_TEST }, { status: 403 });
      if (clear !== 200) return HttpResponse.json({ error: 'The demo data could not be cleared.' }, { status: clear });
      return HttpResponse.json({ success: true, companyMasterIsDemo: false });
    }),
    http.get('/data_processing_agreements/latest', () => {
      server.calls.push('latest');
      if (latest !== 200) return HttpResponse.json({ error: 'down' }, { status: latest });
      return HttpResponse.json({ id: 2, status: server.status, statusUpdatedDate: '2026-11-23T08:00:00.000Z' });
    }),
    http.get('/clear-demo-data/acceptance', () =>
      HttpResponse.json({ isAccepted: server.status === 'signed', hasEmployees }),
    ),
    http.post('/data_processing_agreements/:id/:action', ({ params }) => {
      const action = String(params.action);
      server.calls.push(action);
      if (answers !== 200) return HttpResponse.json({ error: 'down' }, { status: answers });
      server.status = statuses[action] ?? server.status;
      return HttpResponse.json({ id: 2, status: server.status, statusUpdatedDate: '2026-11-26T08:00:00.000Z' });
    }),
  ];
}

function view(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HrClearDemoDataElement>('hr-clear-demo-data');
  if (!element) throw new Error('<hr-clear-demo-data> not rendered');
  const part = <T extends Element = HTMLElement>(name: string) =>
    element.shadowRoot?.querySelector<T>(`[part~="${name}"]`) ?? null;
  return {
    element,
    opener: canvasElement.querySelector<HTMLButtonElement>('[data-banner-button]')!,
    dialog: () => part<HTMLDialogElement>('dialog'),
    title: () => part('title'),
    button: (name: string) => part<HTMLButtonElement>(name),
    radio: (name: string) => part<HTMLInputElement>(name),
    waiting: () => part('waiting'),
    error: () => part('error'),
  };
}
type View = ReturnType<typeof view>;

/** Step 1, opened from the banner's button. */
async function step1(canvasElement: HTMLElement): Promise<View> {
  const ui = view(canvasElement);
  await userEvent.click(ui.opener);
  await waitFor(() => expect(ui.title()).toHaveTextContent('Clear Demo Data'));
  return ui;
}

/** Step 2, after 'Clear Data' and the wait. */
async function step2(canvasElement: HTMLElement): Promise<View> {
  const ui = await step1(canvasElement);
  await userEvent.click(ui.button('confirm')!);
  await waitFor(() => expect(ui.title()).toHaveTextContent('GDPR Compliance'), AFTER_CLEAR);
  return ui;
}

const meta = {
  title: 'Elements/hr-clear-demo-data',
  render: () => (
    <div style={{ minHeight: 480, fontSize: 14 }}>
      <p>
        Demo data banner:{' '}
        <button
          type="button"
          data-banner-button
          onClick={(event) =>
            event.currentTarget.dispatchEvent(new CustomEvent('hr-clear-demo-data', { bubbles: true, composed: true }))
          }
        >
          Clear Demo Data
        </button>
      </p>
      <hr-clear-demo-data config={CONFIG} />
    </div>
  ),
  parameters: { msw: { handlers: backend() } },
  beforeEach() {
    server.calls = [];
    server.status = 'needs_prompt';
    server.reloads = 0;
    const reload = navigation.reload;
    navigation.reload = () => {
      server.reloads += 1;
    };
    return () => {
      navigation.reload = reload;
    };
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: 'Clear Demo Data' asks before anything is cleared; Cancel closes it without a call. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const ui = await step1(canvasElement);
    await expect(ui.dialog()).toHaveAttribute('role', 'alertdialog');
    await expect(ui.button('confirm')).toHaveTextContent('Clear Data');
    await userEvent.click(ui.button('cancel')!);
    await waitFor(() => expect(ui.dialog()).toBeNull());
    await expect(server.calls).toEqual([]);
  },
};

/** The waiting view: "We're wiping the slate clean."; no way out while the clear runs. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const ui = await step1(canvasElement);
    await userEvent.click(ui.button('confirm')!);
    await waitFor(() => expect(ui.waiting()).toHaveTextContent("We're wiping the slate clean."));
    await expect(ui.button('close')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(ui.waiting()).not.toBeNull();
    // Nothing is sent before SPEC §9's 3000 ms.
    await expect(server.calls).toEqual([]);
    await waitFor(() => expect(ui.title()).toHaveTextContent('GDPR Compliance'), AFTER_CLEAR);
    await expect(server.calls).toEqual(['clear', 'latest']);
  },
};

/** Step 2, accepted: Done is enabled once the agreement is accepted, and reloads the page. */
export const Accepted: Story = {
  play: async ({ canvasElement }) => {
    const ui = await step2(canvasElement);
    await expect(ui.button('done')).toBeDisabled();
    await userEvent.click(ui.radio('accept')!);
    await waitFor(() => expect(ui.button('done')).toBeEnabled());
    await userEvent.click(ui.button('done')!);
    await expect(server.reloads).toBe(1);
    await expect(server.calls).toEqual(['clear', 'latest', 'accept']);
  },
};

/** Step 2, declined while the company has employees: Done stays disabled; Complete Later saves and reloads. */
export const Declined: Story = {
  play: async ({ canvasElement }) => {
    const ui = await step2(canvasElement);
    await userEvent.click(ui.radio('decline')!);
    await waitFor(() => expect(server.calls).toContain('decline'));
    await waitFor(() => expect(ui.button('complete-later')).toBeEnabled());
    await expect(ui.button('done')).toBeDisabled();
    await expect(ui.button('hint')).not.toBeNull();
    await userEvent.click(ui.button('complete-later')!);
    await waitFor(() => expect(server.reloads).toBe(1));
    await expect(server.calls).toEqual(['clear', 'latest', 'decline', 'complete-later']);
  },
};

/** Step 2 for a company without employees: Done is enabled whatever the answer. */
export const NoEmployees: Story = {
  parameters: { msw: { handlers: backend({ hasEmployees: false }) } },
  play: async ({ canvasElement }) => {
    const ui = await step2(canvasElement);
    await expect(ui.button('done')).toBeEnabled();
  },
};

/** The clear failed: back to step 1 with SPEC §8's message and the sales number. */
export const ClearFailed: Story = {
  parameters: { msw: { handlers: backend({ clear: 500 }) } },
  play: async ({ canvasElement }) => {
    const ui = await step1(canvasElement);
    await userEvent.click(ui.button('confirm')!);
    await waitFor(
      () =>
        expect(ui.error()).toHaveTextContent(
          `Uh oh. Looks like your demo data didn't clear. Please try again, or call us at ${PHONE} for help.`,
        ),
      AFTER_CLEAR,
    );
    await expect(ui.error()).toHaveAttribute('role', 'alert');
    await expect(ui.button('confirm')).toBeEnabled();
  },
};

/** An assumed user: the server refuses (403) with the permission-test message; nothing changes. */
export const AssumedUserRefused: Story = {
  parameters: { msw: { handlers: backend({ clear: 403 }) } },
  play: async ({ canvasElement }) => {
    const ui = await step1(canvasElement);
    await userEvent.click(ui.button('confirm')!);
    await waitFor(() => expect(ui.error()).toHaveTextContent(PERMISSION_TEST), AFTER_CLEAR);
    await expect(ui.title()).toHaveTextContent('Clear Demo Data');
    await expect(server.calls).toEqual(['clear']);
  },
};

/** An answer failed: step 2 stays, with 'Oops. Something went wrong. Please try again.'. */
export const AnswerFailed: Story = {
  parameters: { msw: { handlers: backend({ answers: 500 }) } },
  play: async ({ canvasElement }) => {
    const ui = await step2(canvasElement);
    await userEvent.click(ui.radio('accept')!);
    await waitFor(() => expect(ui.error()).toHaveTextContent('Oops. Something went wrong. Please try again.'));
    await expect(ui.title()).toHaveTextContent('GDPR Compliance');
    await expect(ui.button('done')).toBeDisabled();
  },
};

/** The agreement did not load after the clear: step 2 says to reload; Done stays disabled, Complete Later reloads. */
export const NextStepFailed: Story = {
  parameters: { msw: { handlers: backend({ latest: 500 }) } },
  play: async ({ canvasElement }) => {
    const ui = await step2(canvasElement);
    await waitFor(() =>
      expect(ui.error()).toHaveTextContent(
        "Uh oh! It looks like the next step didn't load as expected. Please reload this page.",
      ),
    );
    await expect(ui.radio('accept')).toBeNull();
    await expect(ui.button('done')).toBeDisabled();
    await userEvent.click(ui.button('complete-later')!);
    await expect(server.reloads).toBe(1);
    // GETs are retried by the HTTP service; nothing was posted besides the clear.
    await expect(server.calls.filter((call) => call !== 'latest')).toEqual(['clear']);
  },
};
