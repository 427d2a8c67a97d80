import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-agreement-prompt';
import type { AgreementPromptChangeDetail, HrAgreementPromptElement } from '../../elements/hr-agreement-prompt';
import { loadHttpClient } from '../../src/lib/http';
import { configure, reloadConfig } from '../../src/stores/config';
import { deferred, json, mockFetch, type RecordedRequest } from '../support/fetch';
import { listen, mount, press, settle } from '../support/elements';

/*
 * <hr-agreement-prompt> from markup as the layout prints it, with the page config of an admin;
 * the network is mocked at fetch, the real http service and local storage run, and the clock is
 * fixed (fake Date). happy-dom has no top layer: focus trapping and axe are checked in the e2e
 * suite. The exact window boundaries are the logic tests'; here the windows are crossed by a minute.
 */

const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const DAY = 86_400_000;
const WEEK = 7 * DAY;
const MINUTE = 60_000;
const GENERIC = 'Oops. Something went wrong. Please try again.';
const DATA_FETCH = 'An error has occurred while getting the data. Please reload the page and try again.';
const PERMISSION_TEST =
  "You are signed in as another user to test their permissions, so changes can't be saved in this session.";
const DISMISSED_KEY = 'hr-shell:user:agreementUpdateDismissedAt';
const ADMIN = {
  csrfToken: 'tok-1',
  user: { id: 2, employeeId: 2, firstName: 'Grace', lastName: 'Hopper', isAdmin: true },
};

let requests: RecordedRequest[];
let latest: unknown;
let answer: (request: RecordedRequest) => Response | Promise<Response>;

const iso = (time: number) => new Date(time).toISOString();
const agreementOf = (status: string, statusUpdatedDate = iso(NOW - DAY)) => ({ id: 2, status, statusUpdatedDate });

beforeAll(async () => {
  await loadHttpClient();
  // The dialog is a lazy chunk: loaded once so each test's first show is not a module load.
  await import('../../src/components/agreement-prompt/agreement-dialog');
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  localStorage.clear();
  // The user-scoped data belongs to user 2 (src/lib/storage.ts drops it for another user).
  localStorage.setItem('hr-shell:user-data-owner', JSON.stringify('2'));
  configure(ADMIN);
  latest = agreementOf('needs_prompt');
  answer = (request) => {
    const action = new URL(request.url).pathname.split('/').at(-1);
    const status = { accept: 'signed', decline: 'declined', 'complete-later': 'complete_later' }[action ?? ''];
    return json({ id: 2, status, statusUpdatedDate: iso(NOW) });
  };
  ({ requests } = mockFetch((request) => (request.method === 'GET' ? json(latest) : answer(request))));
});

afterEach(async () => {
  document.body.replaceChildren();
  await settle(4);
  reloadConfig();
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const pathOf = (request: RecordedRequest) => `${request.method} ${new URL(request.url).pathname}`;

async function setup(markup = '<hr-agreement-prompt></hr-agreement-prompt>') {
  // Listening first: a quick answer may report before the first settle ends.
  const changes = listen<AgreementPromptChangeDetail>(document.body, 'hr-change');
  const errors = listen<{ message: string; status: number }>(document.body, 'hr-error');
  const element = mount(markup).querySelector('hr-agreement-prompt') as HrAgreementPromptElement;
  await settle();
  const root = () => element.shadowRoot as ShadowRoot;
  const part = <T extends Element = HTMLButtonElement>(name: string) => root().querySelector<T>(`[part="${name}"]`);
  return {
    element,
    part,
    dialog: () => part<HTMLDialogElement>('dialog'),
    title: () => part('title')?.textContent,
    error: () => part<HTMLElement>('error'),
    buttons: () => [...root().querySelectorAll('.agreement-actions button')].map((button) => button.textContent),
    changes,
    errors,
  };
}
type Parts = Awaited<ReturnType<typeof setup>>;

async function shown(parts: Parts) {
  await vi.waitFor(() => expect(parts.dialog()).not.toBeNull());
}

/** Waits until the GET has answered and the element has had every chance to show something. */
async function decided(parts: Parts) {
  await vi.waitFor(() => expect(requests).toHaveLength(1));
  await settle(6);
  expect(parts.dialog()).toBeNull();
  expect(parts.element.shadowRoot?.childElementCount ?? 0).toBe(0);
}

const storeDismissal = (value: unknown) => localStorage.setItem(DISMISSED_KEY, JSON.stringify(value));

describe('<hr-agreement-prompt>', () => {
  it('needs_to_sign: the requested modal (Decline, Accept), after one GET of the latest agreement', async () => {
    latest = agreementOf('needs_to_sign');
    const parts = await setup();
    await shown(parts);
    expect(requests.map(pathOf)).toEqual(['GET /data_processing_agreements/latest']);
    expect(parts.title()).toBe('Please sign our Data Processing Agreement');
    expect(parts.dialog()?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(parts.buttons()).toEqual(['Decline', 'Accept']);
  });

  it('needs_prompt: the optional modal; Accept POSTs with the CSRF token and setSessionMessage=1, closes, fires hr-change', async () => {
    const parts = await setup();
    await shown(parts);
    expect(parts.title()).toBe('Data Processing Agreement');
    expect(parts.buttons()).toEqual(['Decline', 'Complete Later', 'Accept']);
    parts.part('accept')?.click();
    await vi.waitFor(() => expect(parts.dialog()).toBeNull());
    const post = requests.at(-1)!;
    expect(pathOf(post)).toBe('POST /data_processing_agreements/2/accept');
    expect(post.body).toBe('setSessionMessage=1');
    expect(post.headers.get('X-CSRF-Token')).toBe('tok-1');
    expect(parts.changes.map((event) => event.detail)).toEqual([
      { answer: 'accepted', modal: 'optional', agreement: { id: 2, status: 'signed', statusUpdatedDate: iso(NOW) } },
    ]);
    expect(parts.changes[0]?.target).toBe(parts.element);
    expect(parts.changes[0]?.bubbles && parts.changes[0]?.composed && !parts.changes[0]?.cancelable).toBe(true);
    expect(localStorage.getItem(DISMISSED_KEY)).toBeNull();
  });

  it.each([
    ['decline', 'declined', 'setSessionMessage=1'],
    ['complete-later', 'completed-later', 'setSessionMessage=0'],
  ])('%s POSTs %s with %s', async (partName, expected, body) => {
    const parts = await setup();
    await shown(parts);
    parts.part(partName)?.click();
    await vi.waitFor(() => expect(parts.dialog()).toBeNull());
    expect(pathOf(requests.at(-1)!)).toBe(`POST /data_processing_agreements/2/${partName}`);
    expect(requests.at(-1)?.body).toBe(body);
    expect(parts.changes.map((event) => event.detail.answer)).toEqual([expected]);
  });

  it('while an answer saves every button waits, Escape does nothing, and the pressed one says Saving…', async () => {
    const held = deferred<Response>();
    answer = () => held.promise;
    const parts = await setup();
    await shown(parts);
    parts.part('accept')?.click();
    await vi.waitFor(() => expect(parts.part('accept')?.textContent).toBe('Saving…'));
    expect(parts.part('accept')?.getAttribute('aria-busy')).toBe('true');
    expect(['decline', 'complete-later', 'accept', 'close'].map((name) => parts.part(name)?.disabled)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    press(parts.dialog()!, 'Escape');
    parts.part('decline')?.click();
    await settle();
    expect(parts.dialog()).not.toBeNull();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    held.resolve(json(agreementOf('signed', iso(NOW))));
    await vi.waitFor(() => expect(parts.dialog()).toBeNull());
    expect(parts.changes.map((event) => event.detail.answer)).toEqual(['accepted']);
  });

  it.each([
    ['Escape', (parts: Parts) => press(parts.dialog()!, 'Escape')],
    ['the × button', (parts: Parts) => parts.part('close')?.click()],
  ])('%s closes the requested modal for this page only: nothing posted or stored', async (_, act) => {
    latest = agreementOf('needs_to_sign');
    const parts = await setup();
    await shown(parts);
    act(parts);
    await vi.waitFor(() => expect(parts.dialog()).toBeNull());
    expect(requests.map(pathOf)).toEqual(['GET /data_processing_agreements/latest']);
    expect(localStorage.getItem(DISMISSED_KEY)).toBeNull();
    expect(parts.changes.map((event) => event.detail)).toEqual([
      { answer: 'dismissed', modal: 'requested', agreement: null },
    ]);
  });

  describe('complete_later', () => {
    it('asks nothing within a week of the status change', async () => {
      latest = agreementOf('complete_later', iso(NOW - WEEK + MINUTE));
      await decided(await setup());
    });

    it('opens the optional modal once it is over a week old', async () => {
      latest = agreementOf('complete_later', iso(NOW - WEEK - MINUTE));
      const parts = await setup();
      await shown(parts);
      expect(parts.title()).toBe('Data Processing Agreement');
      expect(parts.buttons()).toEqual(['Decline', 'Complete Later', 'Accept']);
    });
  });

  describe('update_pending', () => {
    beforeEach(() => {
      latest = agreementOf('update_pending', iso(NOW - 30 * DAY));
    });

    it('opens the updated modal without a stored dismissal; Not Now stores the time, posts nothing and closes', async () => {
      const parts = await setup();
      await shown(parts);
      expect(parts.title()).toBe("We've updated our Data Processing Agreement");
      expect(parts.buttons()).toEqual(['Not Now', 'Accept']);
      parts.part('not-now')?.click();
      await vi.waitFor(() => expect(parts.dialog()).toBeNull());
      const stored = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? 'null') as string;
      expect(Date.parse(stored) - NOW).toBeGreaterThanOrEqual(0);
      expect(Date.parse(stored) - NOW).toBeLessThan(MINUTE);
      expect(requests.map(pathOf)).toEqual(['GET /data_processing_agreements/latest']);
      expect(parts.changes.map((event) => event.detail)).toEqual([
        { answer: 'not-now', modal: 'updated', agreement: null },
      ]);
    });

    it('Escape puts it off like Not Now', async () => {
      const parts = await setup();
      await shown(parts);
      press(parts.dialog()!, 'Escape');
      await vi.waitFor(() => expect(parts.dialog()).toBeNull());
      expect(localStorage.getItem(DISMISSED_KEY)).not.toBeNull();
      expect(parts.changes.map((event) => event.detail.answer)).toEqual(['not-now']);
    });

    it('asks nothing within 7 days of a dismissal', async () => {
      storeDismissal(iso(NOW - WEEK + MINUTE));
      await decided(await setup());
    });

    it('opens again once the dismissal is over 7 days old', async () => {
      storeDismissal(iso(NOW - WEEK - MINUTE));
      await shown(await setup());
    });

    it.each([['not a date'], [12345], [{ at: 'x' }], ['9999-12-31T00:00:00Z']])(
      'reads the stored %j as no dismissal',
      async (value) => {
        storeDismissal(value);
        await shown(await setup());
      },
    );

    it('reads corrupt JSON as no dismissal', async () => {
      localStorage.setItem(DISMISSED_KEY, '{"');
      await shown(await setup());
    });

    it('Accept posts and stores nothing', async () => {
      const parts = await setup();
      await shown(parts);
      parts.part('accept')?.click();
      await vi.waitFor(() => expect(parts.dialog()).toBeNull());
      expect(pathOf(requests.at(-1)!)).toBe('POST /data_processing_agreements/2/accept');
      expect(localStorage.getItem(DISMISSED_KEY)).toBeNull();
    });
  });

  it.each(['signed', 'declined'])('shows nothing for %s (settled)', async (status) => {
    latest = agreementOf(status, iso(NOW - 400 * DAY));
    await decided(await setup());
  });

  it('keeps the dialog with the generic retry message when a save fails, and fires hr-error', async () => {
    answer = () => json({ error: 'SQLSTATE[HY000]' }, 500);
    const parts = await setup();
    await shown(parts);
    parts.part('accept')?.click();
    await vi.waitFor(() => expect(parts.error()?.textContent).toBe(GENERIC));
    expect(parts.error()?.getAttribute('role')).toBe('alert');
    expect(parts.dialog()).not.toBeNull();
    expect(parts.part('accept')?.disabled).toBe(false);
    expect(parts.part('accept')?.textContent).toBe('Accept');
    expect(parts.errors.map((event) => event.detail)).toEqual([{ message: GENERIC, status: 500 }]);
    expect(parts.changes).toEqual([]);

    // A retry that succeeds closes it.
    answer = () => json(agreementOf('signed', iso(NOW)));
    parts.part('accept')?.click();
    await vi.waitFor(() => expect(parts.dialog()).toBeNull());
    expect(parts.changes.map((event) => event.detail.answer)).toEqual(['accepted']);
  });

  it('treats an answer that is not an agreement as a failure', async () => {
    answer = () => json({ ok: true });
    const parts = await setup();
    await shown(parts);
    parts.part('decline')?.click();
    await vi.waitFor(() => expect(parts.error()?.textContent).toBe(GENERIC));
    expect(parts.errors.map((event) => event.detail)).toEqual([{ message: GENERIC, status: 0 }]);
  });

  it("shows an assumed user's permission-test refusal (403) as text; nothing is stored or changed", async () => {
    latest = agreementOf('update_pending');
    answer = () => json({ error: `<b>${PERMISSION_TEST}</b>` }, 403);
    const parts = await setup();
    await shown(parts);
    parts.part('accept')?.click();
    await vi.waitFor(() => expect(parts.error()?.textContent).toBe(`<b>${PERMISSION_TEST}</b>`));
    expect(parts.error()?.querySelector('b')).toBeNull();
    expect(parts.dialog()).not.toBeNull();
    expect(parts.changes).toEqual([]);
    expect(parts.errors.map((event) => event.detail.status)).toEqual([403]);
    expect(localStorage.getItem(DISMISSED_KEY)).toBeNull();
  });

  it('shows nothing and fires hr-error when the latest agreement does not load', async () => {
    ({ requests } = mockFetch(() => json({ error: 'down' }, 500)));
    const parts = await setup();
    await vi.waitFor(() => expect(parts.errors).toHaveLength(1));
    expect(parts.errors[0]?.detail).toEqual({ message: DATA_FETCH, status: 500 });
    expect(parts.dialog()).toBeNull();
  });

  it.each([[{ id: 'x', status: 'needs_prompt' }], [{ id: 2, status: 'maybe' }], [[]], [null]])(
    'shows nothing for the answer %j (and reports it)',
    async (body) => {
      latest = body;
      const parts = await setup();
      await vi.waitFor(() => expect(parts.errors).toHaveLength(1));
      expect(parts.errors[0]?.detail).toEqual({ message: DATA_FETCH, status: 0 });
      expect(parts.dialog()).toBeNull();
    },
  );

  it.each([
    ['an employee', { ...ADMIN, user: { ...ADMIN.user, isAdmin: false } }],
    ['a signed-out page', { ...ADMIN, user: null }],
  ])('asks nothing for %s', async (_, config) => {
    configure(config);
    const parts = await setup();
    await settle(6);
    expect(requests).toEqual([]);
    expect(parts.dialog()).toBeNull();
  });

  it("takes the element's own config attribute over the page's", async () => {
    const parts = await setup(`<hr-agreement-prompt config='{"user":{"id":2,"isAdmin":false}}'></hr-agreement-prompt>`);
    await settle(6);
    expect(requests).toEqual([]);
    expect(parts.dialog()).toBeNull();
  });

  it('abandons the request when removed before it answers', async () => {
    const held = deferred<Response>();
    ({ requests } = mockFetch(() => held.promise));
    const parts = await setup();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    parts.element.remove();
    await settle(4);
    held.resolve(json(agreementOf('needs_to_sign')));
    await settle(4);
    expect(parts.dialog()).toBeNull();
    expect(parts.errors).toEqual([]);
  });
});
