import { describe, expect, it } from 'vitest';
import { inboxFailureMessage, parseInbox, toCount } from '../../src/stores/inbox.logic';

describe('toCount', () => {
  it('keeps non-negative integers and digit strings', () => {
    expect(toCount(0)).toBe(0);
    expect(toCount(5)).toBe(5);
    expect(toCount(100)).toBe(100);
    expect(toCount('7')).toBe(7);
    expect(toCount(' 12 ')).toBe(12);
  });

  it.each([
    -1,
    -0.5,
    2.5,
    Number.NaN,
    Infinity,
    1e309, // eslint-disable-line no-loss-of-precision -- a server number too large for a double (JSON.parse gives Infinity)
    2 ** 60,
    '-1',
    'abc',
    '1e3',
    '<b>9</b>',
    '',
    null,
    undefined,
    true,
    {},
    [3],
    '9999999999999999',
  ])('treats %s as 0', (raw) => {
    expect(toCount(raw)).toBe(0);
  });
});

describe('parseInbox (shell variant)', () => {
  it('reads counts, the community widget flag and subsections', () => {
    const parsed = parseInbox(
      {
        counts: { inbox: 5, sentRequests: 2 },
        isEmployeeCommunityWidgetEnabled: true,
        subsections: [
          { label: 'Time off requests', count: 3, href: '/inbox/?section=timeoff' },
          { label: 'Approvals', count: 2, href: '/inbox/?section=approvals' },
        ],
      },
      'shell',
    );
    expect(parsed).toEqual({
      ok: true,
      data: {
        inbox: 5,
        sentRequests: 2,
        communityWidget: true,
        subsections: [
          { label: 'Time off requests', count: 3, href: '/inbox/?section=timeoff' },
          { label: 'Approvals', count: 2, href: '/inbox/?section=approvals' },
        ],
      },
    });
  });

  it('treats a missing or non-true widget flag as disabled', () => {
    const parsed = parseInbox({ counts: { inbox: 1 }, isEmployeeCommunityWidgetEnabled: 'yes' }, 'shell');
    expect(parsed.ok && parsed.data.communityWidget).toBe(false);
  });

  it('drops rows without a label, keeps markup as plain text and zeroes bad counts', () => {
    const parsed = parseInbox(
      {
        counts: { inbox: -1, sentRequests: 'abc' },
        subsections: [
          { label: '<img src=x onerror=alert(1)>', count: 1e309, href: 'javascript:alert(1)' }, // eslint-disable-line no-loss-of-precision -- a server number too large for a double (JSON.parse gives Infinity)
          { label: '   ', count: 4, href: '/x' },
          { count: 4, href: '/y' },
          'not a row',
          { label: 'Spaced\n\n  out', count: '3', href: 42 },
        ],
      },
      'shell',
    );
    expect(parsed).toEqual({
      ok: true,
      data: {
        inbox: 0,
        sentRequests: 0,
        communityWidget: false,
        subsections: [
          { label: '<img src=x onerror=alert(1)>', count: 0, href: 'javascript:alert(1)' },
          { label: 'Spaced out', count: 3, href: '' },
        ],
      },
    });
  });

  it('caps the number of subsections and the label length', () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ label: `Row ${i} ${'x'.repeat(500)}`, count: i, href: '/' }));
    const parsed = parseInbox({ counts: {}, subsections: rows }, 'shell');
    expect(parsed.ok && parsed.data.subsections.length).toBe(20);
    expect(parsed.ok && parsed.data.subsections[0]?.label.length).toBe(200);
  });

  it('fails on an answer that is not an object', () => {
    expect(parseInbox(null, 'shell')).toEqual({ ok: false, message: null });
    expect(parseInbox('<html>', 'shell')).toEqual({ ok: false, message: null });
    expect(parseInbox([1, 2], 'shell')).toEqual({ ok: false, message: null });
  });

  it('ignores success/error fields: the shell endpoint reports failure with its status', () => {
    expect(parseInbox({ success: false, counts: { inbox: 2 } }, 'shell').ok).toBe(true);
  });
});

describe('parseInbox (legacy variant)', () => {
  it('reads a successful answer', () => {
    const parsed = parseInbox(
      {
        success: true,
        counts: { inbox: 100, sentRequests: 1 },
        subsections: [{ label: 'A', href: '/a', count: 100 }],
        error: false,
        errorMessage: null,
      },
      'legacy',
    );
    expect(parsed).toEqual({
      ok: true,
      data: {
        inbox: 100,
        sentRequests: 1,
        communityWidget: false,
        subsections: [{ label: 'A', count: 100, href: '/a' }],
      },
    });
  });

  it('fails with the server errorMessage when success is false or error is set', () => {
    expect(parseInbox({ success: false, error: true, errorMessage: 'Inbox is down.' }, 'legacy')).toEqual({
      ok: false,
      message: 'Inbox is down.',
    });
    expect(parseInbox({ success: true, error: 'Broken' }, 'legacy')).toEqual({ ok: false, message: 'Broken' });
    expect(parseInbox({ success: false }, 'legacy')).toEqual({ ok: false, message: null });
  });

  it('accepts a bare number as the inbox count', () => {
    const parsed = parseInbox({ success: true, counts: 7 }, 'legacy');
    expect(parsed.ok && parsed.data.inbox).toBe(7);
  });
});

describe('inboxFailureMessage', () => {
  it('shows the catalogue text for the shell endpoint, whatever the server said', () => {
    expect(inboxFailureMessage('shell', 'Internal detail')).toBe('There was a problem getting inbox data');
  });

  it("shows the server's errorMessage in the legacy variant, the catalogue text without one", () => {
    expect(inboxFailureMessage('legacy', 'The inbox service is not available right now.')).toBe(
      'The inbox service is not available right now.',
    );
    expect(inboxFailureMessage('legacy', '  ')).toBe('There was a problem getting inbox data');
    expect(inboxFailureMessage('legacy', null)).toBe('There was a problem getting inbox data');
  });
});
