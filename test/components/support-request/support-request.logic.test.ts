import { describe, expect, it } from 'vitest';
import {
  formRequest,
  formTarget,
  refusedAnswer,
  submitFailureMessage,
  submitFields,
  SUPPORT_FORM_SRC,
} from '../../../src/components/support-request/support-request.logic';
import * as m from '../../../src/lib/messages.en-US';

const PAGE = 'https://hr.example.com/hr/employees/index.php?id=4#notes';
const PERMISSION_TEST =
  "You are signed in as another user to test their permissions, so changes can't be saved in this session.";

describe('formRequest', () => {
  it('asks the default route, with admin=1 only for administrators', () => {
    expect(formRequest(undefined, false)).toEqual({ path: SUPPORT_FORM_SRC });
    expect(formRequest('  ', true)).toEqual({ path: SUPPORT_FORM_SRC, searchParams: { admin: '1' } });
    expect(formRequest('/support/form', false)).toEqual({ path: '/support/form' });
  });
});

describe('formTarget', () => {
  it('keeps a root-relative action as it is (the HTTP service adds the URL prefix)', () => {
    expect(formTarget('/ajax/dialog/feedback_submit.php', PAGE)).toEqual({
      ok: true,
      path: '/ajax/dialog/feedback_submit.php',
    });
  });

  it('accepts a same-origin absolute or relative action as an absolute URL', () => {
    expect(formTarget('https://hr.example.com/x.php', PAGE)).toEqual({
      ok: true,
      path: 'https://hr.example.com/x.php',
    });
    expect(formTarget('send.php', PAGE)).toEqual({ ok: true, path: 'https://hr.example.com/hr/employees/send.php' });
  });

  it.each([
    ['another origin', 'https://evil.example/collect'],
    ['another port', 'https://hr.example.com:8443/x.php'],
    ['protocol-relative', '//evil.example/collect'],
    ['a backslash trick', '/\\evil.example/collect'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,x'],
    ['credentials', 'https://user:pw@hr.example.com/x.php'],
    ['no action', null],
    ['an empty action', '   '],
    ['an overlong action', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_, action) => {
    expect(formTarget(action, PAGE)).toEqual({ ok: false });
  });
});

describe('submitFields', () => {
  it('sends every named text field plus the page URL, which wins over a field named url', () => {
    const file = new Blob(['x']);
    expect(
      submitFields(
        [
          ['topic', 'problem'],
          ['subject', 'Payroll'],
          ['url', 'https://evil.example/'],
          ['', 'nameless'],
          ['attachment', file],
        ],
        PAGE,
      ),
    ).toEqual({ topic: 'problem', subject: 'Payroll', url: PAGE });
  });
});

describe('refusedAnswer', () => {
  it('is null for an accepted answer', () => {
    expect(refusedAnswer({ success: true, message: 'Message Sent' })).toBeNull();
    expect(refusedAnswer(null)).toBeNull();
    expect(refusedAnswer('ok')).toBeNull();
  });

  it("gives a 2xx refusal's message, else the retry message", () => {
    expect(refusedAnswer({ success: false, message: 'Too many requests today.' })).toBe('Too many requests today.');
    expect(refusedAnswer({ success: false, error: 'Nope' })).toBe('Nope');
    expect(refusedAnswer({ success: false })).toBe(m.errorsGenericRetry);
  });
});

describe('submitFailureMessage', () => {
  it("shows an assumed-user session's permission-test message (403) as the server wrote it", () => {
    expect(submitFailureMessage({ status: 403, serverMessage: PERMISSION_TEST })).toBe(PERMISSION_TEST);
  });

  it("shows a refused field's message (422)", () => {
    expect(submitFailureMessage({ status: 422, serverMessage: 'Enter a subject.' })).toBe('Enter a subject.');
  });

  it('shows the retry message for server errors, network failures and empty messages', () => {
    expect(submitFailureMessage({ status: 500, serverMessage: 'stack trace…' })).toBe(m.errorsGenericRetry);
    expect(submitFailureMessage({ status: 0, serverMessage: null })).toBe(m.errorsGenericRetry);
    expect(submitFailureMessage({ status: 403, serverMessage: '  ' })).toBe(m.errorsGenericRetry);
  });
});
