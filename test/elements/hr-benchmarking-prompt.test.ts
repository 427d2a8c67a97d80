import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-benchmarking-prompt';
import type {
  BenchmarkingPromptChangeDetail,
  HrBenchmarkingPromptElement,
} from '../../elements/hr-benchmarking-prompt';
import { loadHttpClient } from '../../src/lib/http';
import { configure, reloadConfig } from '../../src/stores/config';
import { json, mockFetch, type RecordedRequest } from '../support/fetch';
import { listen, mount, press, settle } from '../support/elements';

/*
 * <hr-benchmarking-prompt> from markup as the layout prints it, with the page config of the
 * viewer; the network is mocked at fetch, the real http service runs. happy-dom has no top layer:
 * focus trapping and axe are checked in the e2e suite.
 */

const GENERIC = 'Uh oh, something went wrong';
const ADMIN = {
  csrfToken: 'tok-1',
  user: { id: 2, employeeId: 2, firstName: 'Grace', lastName: 'Hopper', isAdmin: true, supportAdmin: false },
  features: { BENCHMARKING_OPT_OUT: true },
};

let requests: RecordedRequest[];
let status: unknown;
let answerPut: (request: RecordedRequest) => Response;

beforeAll(async () => {
  await loadHttpClient();
  // The dialog is a lazy chunk: loaded once so each test's first show is not a module load.
  await import('../../src/components/benchmarking-prompt/benchmarking-dialog');
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  configure(ADMIN);
  status = { status: 'prompt-opt-in' };
  answerPut = () => new Response(null, { status: 204 });
  ({ requests } = mockFetch((request) => (request.method === 'GET' ? json(status) : answerPut(request))));
});

afterEach(async () => {
  document.body.replaceChildren();
  await settle(4);
  reloadConfig();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const pathOf = (request: RecordedRequest) => `${request.method} ${new URL(request.url).pathname}`;

async function setup(markup = '<hr-benchmarking-prompt></hr-benchmarking-prompt>') {
  const element = mount(markup).querySelector('hr-benchmarking-prompt') as HrBenchmarkingPromptElement;
  await settle();
  const root = () => element.shadowRoot as ShadowRoot;
  const part = <T extends Element = HTMLElement>(name: string) => root().querySelector<T>(`[part="${name}"]`);
  const changes = listen<BenchmarkingPromptChangeDetail>(document.body, 'hr-change');
  const errors = listen<{ message: string; status: number }>(document.body, 'hr-error');
  return {
    element,
    dialog: () => part<HTMLDialogElement>('dialog'),
    title: () => part('title')?.textContent,
    submit: () => part<HTMLButtonElement>('submit'),
    confirm: () => part<HTMLInputElement>('confirm'),
    close: () => part<HTMLButtonElement>('close'),
    dismiss: () => part<HTMLButtonElement>('dismiss'),
    error: () => part('error'),
    changes,
    errors,
  };
}

async function shown(parts: Awaited<ReturnType<typeof setup>>) {
  await vi.waitFor(() => expect(parts.dialog()).not.toBeNull());
}

describe('<hr-benchmarking-prompt>', () => {
  it('shows the Benchmarking modal for prompt-opt-in, after one GET of the status', async () => {
    const parts = await setup();
    await shown(parts);
    expect(requests.map(pathOf)).toEqual(['GET /data_benchmarking_agreements']);
    expect(parts.title()).toBe('Benchmarking');
    expect(parts.dialog()?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(parts.confirm()).toBeNull();
    expect(parts.submit()?.disabled).toBe(false);
    expect(parts.submit()?.textContent).toBe('Opt In');
  });

  it('opts in: PUTs /opt-in with the CSRF token and no body, closes and fires hr-change', async () => {
    const parts = await setup();
    await shown(parts);
    parts.submit()?.click();
    await vi.waitFor(() => expect(parts.dialog()).toBeNull());
    const put = requests.at(-1)!;
    expect(pathOf(put)).toBe('PUT /data_benchmarking_agreements/opt-in');
    expect(put.body).toBe('');
    expect(put.headers.get('X-CSRF-Token')).toBe('tok-1');
    expect(parts.changes.map((event) => event.detail)).toEqual([{ answer: 'opted-in' }]);
    expect(parts.changes[0]?.target).toBe(parts.element);
    expect(parts.changes[0]?.bubbles && parts.changes[0]?.composed && !parts.changes[0]?.cancelable).toBe(true);
  });

  it('shows Opt Out of Benchmarking for prompt-opt-out, its submit enabled only once the checkbox is ticked', async () => {
    status = { status: 'prompt-opt-out' };
    const parts = await setup();
    await shown(parts);
    expect(parts.title()).toBe('Opt Out of Benchmarking');
    expect(parts.submit()?.disabled).toBe(true);
    parts.submit()?.click();
    await settle();
    expect(requests.map(pathOf)).toEqual(['GET /data_benchmarking_agreements']);

    parts.confirm()?.click();
    await vi.waitFor(() => expect(parts.submit()?.disabled).toBe(false));
    parts.confirm()?.click();
    await vi.waitFor(() => expect(parts.submit()?.disabled).toBe(true));
    parts.confirm()?.click();
    await vi.waitFor(() => expect(parts.submit()?.disabled).toBe(false));
    parts.submit()?.click();
    await vi.waitFor(() => expect(parts.dialog()).toBeNull());
    expect(requests.map(pathOf).at(-1)).toBe('PUT /data_benchmarking_agreements/opt-out');
    expect(parts.changes.map((event) => event.detail)).toEqual([{ answer: 'opted-out' }]);
  });

  it.each([
    ['Escape', (parts: Awaited<ReturnType<typeof setup>>) => press(parts.dialog()!, 'Escape')],
    ['the × button', (parts: Awaited<ReturnType<typeof setup>>) => parts.close()?.click()],
    ['Not Now', (parts: Awaited<ReturnType<typeof setup>>) => parts.dismiss()?.click()],
  ])('closing with %s PUTs /cancel and closes', async (_, act) => {
    const parts = await setup();
    await shown(parts);
    act(parts);
    await vi.waitFor(() => expect(parts.dialog()).toBeNull());
    await vi.waitFor(() => expect(requests.map(pathOf).at(-1)).toBe('PUT /data_benchmarking_agreements/cancel'));
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    expect(parts.changes.map((event) => event.detail)).toEqual([{ answer: 'dismissed' }]);
  });

  it("keeps the dialog and the confirmation when a save fails, with 'Uh oh, something went wrong'", async () => {
    status = { status: 'prompt-opt-out' };
    answerPut = () => json({ error: 'SQLSTATE[HY000]' }, 500);
    const parts = await setup();
    await shown(parts);
    parts.confirm()?.click();
    await vi.waitFor(() => expect(parts.submit()?.disabled).toBe(false));
    parts.submit()?.click();
    await vi.waitFor(() => expect(parts.error()?.textContent).toBe(GENERIC));
    expect(parts.error()?.getAttribute('role')).toBe('alert');
    expect(parts.dialog()).not.toBeNull();
    expect(parts.confirm()?.checked).toBe(true);
    expect(parts.submit()?.disabled).toBe(false);
    expect(parts.errors.map((event) => event.detail)).toEqual([{ message: GENERIC, status: 500 }]);
    expect(parts.changes).toEqual([]);

    // A retry that succeeds closes it.
    answerPut = () => new Response(null, { status: 204 });
    parts.submit()?.click();
    await vi.waitFor(() => expect(parts.dialog()).toBeNull());
  });

  it("shows an assumed user's permission-test refusal (403) as text and keeps the dialog", async () => {
    answerPut = () => json({ error: '<b>Permission test</b>: saving is off while acting as another user.' }, 403);
    const parts = await setup();
    await shown(parts);
    parts.submit()?.click();
    await vi.waitFor(() => expect(parts.error()?.textContent).toContain('Permission test'));
    expect(parts.error()?.querySelector('b')).toBeNull();
    expect(parts.dialog()).not.toBeNull();
  });

  it('a failed cancel still closes and fires hr-error', async () => {
    answerPut = () => json({}, 503);
    const parts = await setup();
    await shown(parts);
    parts.close()?.click();
    await vi.waitFor(() =>
      expect(parts.errors.map((event) => event.detail)).toEqual([{ message: GENERIC, status: 503 }]),
    );
    expect(parts.dialog()).toBeNull();
  });

  it.each([{ status: 'none' }, { status: 'opted-in' }, { status: 'dismissed' }, { nope: 1 }, []])(
    'shows nothing for the answer %j',
    async (answer) => {
      status = answer;
      const parts = await setup();
      await vi.waitFor(() => expect(requests).toHaveLength(1));
      await settle(4);
      expect(parts.dialog()).toBeNull();
      expect(parts.element.shadowRoot?.childElementCount ?? 0).toBe(0);
    },
  );

  it('shows nothing and reports when the status request fails', async () => {
    ({ requests } = mockFetch(() => json({ error: 'down' }, 500)));
    const parts = await setup();
    await vi.waitFor(() => expect(parts.errors).toHaveLength(1));
    expect(parts.errors[0]?.detail.message).toBe(GENERIC);
    expect(parts.dialog()).toBeNull();
  });

  it.each([
    ['a support admin', { ...ADMIN, user: { ...ADMIN.user, supportAdmin: true } }],
    ['an employee', { ...ADMIN, user: { ...ADMIN.user, isAdmin: false } }],
    ['a signed-out page', { ...ADMIN, user: null }],
    ['an admin without BENCHMARKING_OPT_OUT', { ...ADMIN, features: { BENCHMARKING_OPT_OUT: false } }],
  ])('asks nothing for %s', async (_, config) => {
    configure(config);
    const parts = await setup();
    await settle(6);
    expect(requests).toEqual([]);
    expect(parts.dialog()).toBeNull();
  });

  it("takes the element's own config attribute over the page's", async () => {
    const parts = await setup(
      `<hr-benchmarking-prompt config='{"features":{"BENCHMARKING_OPT_OUT":false}}'></hr-benchmarking-prompt>`,
    );
    await settle(6);
    expect(requests).toEqual([]);
    expect(parts.dialog()).toBeNull();
  });

  it('abandons the status request when removed before it answers', async () => {
    let resolve!: (response: Response) => void;
    ({ requests } = mockFetch(() => new Promise<Response>((done) => (resolve = done))));
    const parts = await setup();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    parts.element.remove();
    await settle(4);
    resolve(json({ status: 'prompt-opt-in' }));
    await settle(4);
    expect(parts.dialog()).toBeNull();
    expect(parts.errors).toEqual([]);
  });
});
