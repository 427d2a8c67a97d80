import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/hr-support-request';
import type { HrSupportRequestElement } from '../../elements/hr-support-request';
import { loadHttpClient } from '../../src/lib/http';
import * as m from '../../src/lib/messages.en-US';
import { configure, reloadConfig } from '../../src/stores/config';
import { patchHappyDomNodeName } from '../components/live-search/happy-dom-purify';
import { json, mockFetch, type RecordedRequest } from '../support/fetch';
import { listen, mount, press, settle } from '../support/elements';

const PERMISSION_TEST =
  "You are signed in as another user to test their permissions, so changes can't be saved in this session.";
const USER = { id: 7, employeeId: 4, firstName: 'Ann', lastName: 'Lee', isAdmin: false };

const FORM = (action = '/ajax/dialog/feedback_submit.php', extra = '') =>
  `<form class="support-request" method="post" action="${action}">` +
  `<p>Tell us what is going on.</p>` +
  `<p class="field"><label for="support-name">Name</label><input id="support-name" name="name" type="text" value="Ann Lee" readonly></p>` +
  `<p class="field"><label for="support-topic">Topic</label><select id="support-topic" name="topic" required><option value="question">I have a question</option><option value="problem">Something is not working</option></select></p>` +
  `<p class="field"><label for="support-subject">Subject</label><input id="support-subject" name="subject" type="text" required></p>` +
  `<p class="field"><label for="support-message">How can we help?</label><textarea id="support-message" name="message" required></textarea></p>` +
  extra +
  `</form>`;

const html = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'text/html' } });

let requests: RecordedRequest[];
let answer: (request: RecordedRequest) => Response | Promise<Response>;

beforeAll(async () => {
  patchHappyDomNodeName();
  await loadHttpClient();
  // The dialog is a lazy chunk: load it (and DOMPurify) once so each test's first open is not a module load.
  await import('../../src/components/support-request/support-dialog');
  await (await import('../../src/lib/sanitize')).loadSanitizer();
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  configure({ user: USER, csrfToken: 'tok-123' });
  answer = (request) => (request.method === 'GET' ? html(FORM()) : json({ success: true, message: 'Message Sent' }));
  ({ requests } = mockFetch((request) => answer(request)));
});

afterEach(async () => {
  document.body.replaceChildren();
  await settle(4);
  reloadConfig();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function setup(markup = '<hr-support-request></hr-support-request>') {
  const element = mount(markup).querySelector('hr-support-request') as HrSupportRequestElement;
  await settle();
  const root = () => element.shadowRoot as ShadowRoot;
  const dialog = () => root().querySelector<HTMLDialogElement>('dialog');
  const form = () => root().querySelector<HTMLFormElement>('form[part="form"]');
  const field = <T extends Element>(selector: string) => root().querySelector<T>(selector);
  return { element, root, dialog, form, field };
}

async function until(check: () => boolean, rounds = 60) {
  for (let i = 0; i < rounds && !check(); i++) await settle(1);
  expect(check()).toBe(true);
}

const openByEvent = () => document.dispatchEvent(new CustomEvent('hr-support-open'));

function fill(root: ShadowRoot, subject: string, message: string) {
  root.querySelector<HTMLSelectElement>('select[name="topic"]')!.value = 'problem';
  root.querySelector<HTMLInputElement>('input[name="subject"]')!.value = subject;
  root.querySelector<HTMLTextAreaElement>('textarea[name="message"]')!.value = message;
}

describe('<hr-support-request>', () => {
  it('renders nothing and asks nothing until it is opened', async () => {
    const { root } = await setup();
    await settle(4);
    expect(root().querySelector('dialog')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it("opens on hr-support-open and shows the server's form as a real form", async () => {
    const { dialog, form, root } = await setup();
    openByEvent();
    await until(() => form() !== null && root().querySelector('input[name="subject"]') !== null);
    expect(dialog()?.open).toBe(true);
    expect(dialog()?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(root().querySelector('h2')?.textContent).toBe(m.supportTitle);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url).pathname + new URL(requests[0]!.url).search).toBe('/ajax/dialog/feedback.php');
    const data = new FormData(form()!);
    expect(data.get('name')).toBe('Ann Lee');
    expect(root().querySelector('label[for="support-subject"]')?.textContent).toBe('Subject');
    // The first editable field gets the focus once the form is there.
    expect(root().activeElement).toBe(root().querySelector('select[name="topic"]'));
  });

  it('asks with admin=1 for an administrator and puts the URL prefix before requests and root-relative links', async () => {
    configure({ user: { ...USER, isAdmin: true }, urlPrefix: '/hr' });
    answer = () =>
      html(
        FORM('/ajax/dialog/feedback_submit.php', '<p><a href="/settings/custom_fields">See your custom fields</a></p>'),
      );
    const { element, root } = await setup();
    element.open();
    await until(() => root().querySelector('a') !== null);
    expect(new URL(requests[0]!.url).pathname + new URL(requests[0]!.url).search).toBe(
      '/hr/ajax/dialog/feedback.php?admin=1',
    );
    expect(new URL(root().querySelector('a')!.href).pathname).toBe('/hr/settings/custom_fields');
  });

  it('sanitizes the form: no scripts, handlers, styles, buttons, file inputs, frames or javascript: links', async () => {
    answer = () =>
      html(
        FORM(
          '/ajax/dialog/feedback_submit.php',
          '<script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">' +
            '<input name="subject2" onfocus="window.pwned = 3" style="color:red">' +
            '<button type="submit" formaction="https://evil.example/">Go</button><input type="file" name="f">' +
            '<input type="image" src="x"><iframe></iframe><object data="x"></object><svg><a href="javascript:alert(1)">s</a></svg>' +
            '<a href="javascript:alert(1)">bad</a><a href="https://evil.example/">ext</a>',
        ),
      );
    const { root, form } = await setup();
    openByEvent();
    await until(() => form() !== null && root().querySelector('input[name="subject2"]') !== null);
    const fields = root().querySelector('[part="fields"]')!;
    expect(
      fields.querySelector('script, img, button, iframe, object, svg, input[type="file"], input[type="image"]'),
    ).toBeNull();
    expect(fields.querySelector('[onfocus], [style], [onerror]')).toBeNull();
    for (const link of fields.querySelectorAll('a')) expect(link.hasAttribute('href')).toBe(false);
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it("posts the fields URL-encoded plus the page URL to the form's action, with the CSRF token, and announces 'Message Sent'", async () => {
    const { root, form, element } = await setup();
    const sent = listen<{ message: string }>(element, 'hr-sent');
    openByEvent();
    await until(() => root().querySelector('input[name="subject"]') !== null);
    fill(root(), 'Payroll', 'It does not add up.');
    form()!.requestSubmit();
    await until(() => root().querySelector('[part="status"]')?.textContent === m.supportSent);
    const post = requests[1]!;
    expect(post.method).toBe('POST');
    expect(new URL(post.url).pathname).toBe('/ajax/dialog/feedback_submit.php');
    expect(post.headers.get('X-CSRF-Token')).toBe('tok-123');
    expect(post.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(post.body))).toEqual({
      name: 'Ann Lee',
      topic: 'problem',
      subject: 'Payroll',
      message: 'It does not add up.',
      url: location.href,
    });
    expect(root().querySelector('[part="status"]')?.getAttribute('role')).toBe('status');
    expect(form()).toBeNull();
    expect(sent.map((event) => event.detail)).toEqual([{ message: m.supportSent }]);
    expect(root().activeElement).toBe(root().querySelector('[part="done"]'));
  });

  it("shows an assumed-user session's permission-test message (403) and keeps the form and what was typed", async () => {
    answer = (request) =>
      request.method === 'GET' ? html(FORM()) : json({ success: false, error: PERMISSION_TEST }, 403);
    const { root, form, element } = await setup();
    const errors = listen<{ message: string; status: number }>(element, 'hr-error');
    openByEvent();
    await until(() => root().querySelector('input[name="subject"]') !== null);
    fill(root(), 'Payroll', 'Typed with care.');
    form()!.requestSubmit();
    await until(() => root().querySelector('[role="alert"]')?.textContent === PERMISSION_TEST);
    expect(form()).not.toBeNull();
    expect(root().querySelector<HTMLInputElement>('input[name="subject"]')!.value).toBe('Payroll');
    expect(root().querySelector<HTMLTextAreaElement>('textarea[name="message"]')!.value).toBe('Typed with care.');
    expect(root().querySelector<HTMLButtonElement>('[part="submit"]')!.disabled).toBe(false);
    expect(root().querySelector('[part="status"]')?.textContent).toBe('');
    expect(errors.map((event) => event.detail)).toEqual([{ message: PERMISSION_TEST, status: 403 }]);
  });

  it("shows 'Oops. Something went wrong. Please try again later.' when the form does not load", async () => {
    answer = () => html('<h1>Server error</h1>', 500);
    const { root, element } = await setup();
    const errors = listen<{ message: string; status: number }>(element, 'hr-error');
    openByEvent();
    await until(() => root().querySelector('[role="alert"]') !== null);
    expect(root().querySelector('[role="alert"]')?.textContent).toBe(m.supportLoadFailed);
    expect(root().querySelector('form')).toBeNull();
    expect(errors.map((event) => event.detail)).toEqual([{ message: m.supportLoadFailed, status: 500 }]);
  });

  it('treats an answer without a form as a load failure', async () => {
    answer = () => html('<p>Maintenance</p>');
    const { root } = await setup();
    openByEvent();
    await until(() => root().querySelector('[role="alert"]') !== null);
    expect(root().querySelector('[role="alert"]')?.textContent).toBe(m.supportLoadFailed);
  });

  it('refuses a form whose action is on another origin and posts nothing', async () => {
    answer = () => html(FORM('https://evil.example/collect'));
    const { root } = await setup();
    openByEvent();
    await until(() => root().querySelector('[role="alert"]') !== null);
    expect(root().querySelector('[role="alert"]')?.textContent).toBe(m.supportRefusedAction);
    expect(root().querySelector('form')).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('closes on Escape and on Cancel, fires hr-close, and opens again with a fresh form', async () => {
    const { root, dialog, element } = await setup();
    const closes = listen(element, 'hr-close');
    openByEvent();
    await until(() => root().querySelector('input[name="subject"]') !== null);
    press(dialog()!, 'Escape');
    await until(() => dialog() === null);
    element.open();
    await until(() => root().querySelector('[part="cancel"]') !== null);
    root().querySelector<HTMLButtonElement>('[part="cancel"]')!.click();
    await until(() => dialog() === null);
    expect(closes).toHaveLength(2);
    expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2);
  });

  it('an open before the element has mounted waits for it', async () => {
    openByEvent();
    const { root } = await setup();
    await until(() => root().querySelector('dialog') !== null);
  });

  it('a config change while it is open (a new CSRF token after re-login) keeps the form and what was typed', async () => {
    const { root } = await setup();
    openByEvent();
    await until(() => root().querySelector('input[name="subject"]') !== null);
    fill(root(), 'Payroll', 'Typed before the re-login.');
    configure({ user: USER, csrfToken: 'tok-after-relogin', allowedHosts: ['help.example.com'] });
    await settle(6);
    expect(requests.filter((request) => request.method === 'GET')).toHaveLength(1);
    expect(root().querySelector<HTMLTextAreaElement>('textarea[name="message"]')!.value).toBe(
      'Typed before the re-login.',
    );
    root().querySelector<HTMLFormElement>('form')!.requestSubmit();
    await until(() => requests.length === 2);
    expect(requests[1]!.headers.get('X-CSRF-Token')).toBe('tok-after-relogin');
  });
});
