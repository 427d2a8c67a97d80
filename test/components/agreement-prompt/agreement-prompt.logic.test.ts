import { describe, expect, it } from 'vitest';
import {
  CLOSED,
  COMPLETE_LATER_WINDOW_MS,
  UPDATE_DISMISSAL_WINDOW_MS,
  choicesOf,
  closeChoiceOf,
  dismissalOf,
  failureText,
  instantOf,
  isDismissal,
  mayPrompt,
  modalFor,
  promptReducer,
  setsSessionMessage,
} from '../../../src/components/agreement-prompt/agreement-prompt.logic';
import type { Agreement, AgreementStatus } from '../../../src/components/agreements/agreements.logic';

const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const DAY = 86_400_000;
const WEEK = 7 * DAY;
const iso = (time: number) => new Date(time).toISOString();
const agreement = (status: AgreementStatus, statusUpdatedDate: string | null = iso(NOW - DAY)): Agreement => ({
  id: 2,
  status,
  statusUpdatedDate,
});

describe('modalFor (SPEC §4 agreement status to modal)', () => {
  it('opens the requested modal for needs_to_sign and the optional one for needs_prompt, whatever the dates', () => {
    for (const date of [iso(NOW), iso(NOW - 400 * DAY), null, 'nonsense']) {
      expect(modalFor(agreement('needs_to_sign', date), { now: NOW })).toBe('requested');
      expect(modalFor(agreement('needs_prompt', date), { now: NOW, dismissed: iso(NOW) })).toBe('optional');
    }
  });

  it.each(['signed', 'declined'] as const)('treats %s as settled', (status) => {
    expect(modalFor(agreement(status, iso(NOW - 400 * DAY)), { now: NOW })).toBeNull();
    expect(modalFor(agreement(status, null), { now: NOW })).toBeNull();
  });

  it('opens nothing without an agreement', () => {
    expect(modalFor(null, { now: NOW })).toBeNull();
  });

  it('uses windows of exactly one week', () => {
    expect(COMPLETE_LATER_WINDOW_MS).toBe(604_800_000);
    expect(UPDATE_DISMISSAL_WINDOW_MS).toBe(604_800_000);
  });

  describe('complete_later: optional only when the status is over one week old', () => {
    it.each([
      ['just now', NOW, null],
      ['6 days ago', NOW - 6 * DAY, null],
      ['7 days less 1 ms ago', NOW - WEEK + 1, null],
      ['exactly 7 days ago', NOW - WEEK, null],
      ['7 days and 1 ms ago', NOW - WEEK - 1, 'optional'],
      ['8 days ago', NOW - 8 * DAY, 'optional'],
    ])('updated %s → %s', (_, updated, expected) => {
      expect(modalFor(agreement('complete_later', iso(updated)), { now: NOW })).toBe(expected);
    });

    it('ignores the stored dismissal (that is the updated modal’s)', () => {
      expect(modalFor(agreement('complete_later', iso(NOW - 8 * DAY)), { now: NOW, dismissed: iso(NOW) })).toBe(
        'optional',
      );
    });

    it('counts a missing or unreadable date as old, and a date ahead of the clock as just now', () => {
      expect(modalFor(agreement('complete_later', null), { now: NOW })).toBe('optional');
      expect(modalFor(agreement('complete_later', 'last Tuesday'), { now: NOW })).toBe('optional');
      expect(modalFor(agreement('complete_later', '2026-02-30T00:00:00Z'), { now: NOW })).toBe('optional');
      expect(modalFor(agreement('complete_later', iso(NOW + DAY)), { now: NOW })).toBeNull();
    });

    it('reads dates with an offset as the instant they name', () => {
      // 2026-11-13T11:00:00+01:00 is exactly one week before NOW: not over.
      expect(modalFor(agreement('complete_later', '2026-11-13T11:00:00+01:00'), { now: NOW })).toBeNull();
      expect(modalFor(agreement('complete_later', '2026-11-13T10:59:59.999+01:00'), { now: NOW })).toBe('optional');
    });
  });

  describe('update_pending: updated unless dismissed less than 7 days ago', () => {
    const pending = agreement('update_pending', iso(NOW));

    it('opens without a stored dismissal', () => {
      expect(modalFor(pending, { now: NOW })).toBe('updated');
      expect(modalFor(pending, { now: NOW, dismissed: null })).toBe('updated');
    });

    it.each([
      ['just now', NOW, null],
      ['6 days ago', NOW - 6 * DAY, null],
      ['7 days less 1 ms ago', NOW - WEEK + 1, null],
      ['exactly 7 days ago', NOW - WEEK, null],
      ['7 days and 1 ms ago', NOW - WEEK - 1, 'updated'],
      ['30 days ago', NOW - 30 * DAY, 'updated'],
    ])('dismissed %s → %s', (_, dismissed, expected) => {
      expect(modalFor(pending, { now: NOW, dismissed: iso(dismissed) })).toBe(expected);
    });

    it.each([
      ['a number', NOW],
      ['an object', { at: iso(NOW) }],
      ['garbage', 'not a date'],
      ['an empty string', ''],
      ['an impossible date', '2026-13-45T00:00:00Z'],
      ['a date after now', iso(NOW + 1)],
      ['a date far in the future', '9999-12-31T23:59:59Z'],
      ['a prototype-polluting object', JSON.parse('{"__proto__":{"polluted":1}}') as unknown],
    ])('reads %s as no dismissal and opens', (_, dismissed) => {
      expect(modalFor(pending, { now: NOW, dismissed })).toBe('updated');
    });

    it('does not depend on when the status changed', () => {
      expect(modalFor(agreement('update_pending', null), { now: NOW, dismissed: iso(NOW - DAY) })).toBeNull();
      expect(modalFor(agreement('update_pending', iso(NOW - 400 * DAY)), { now: NOW })).toBe('updated');
    });
  });
});

describe('mayPrompt (what the layout knows)', () => {
  it('is the decision without a dismissal date', () => {
    expect(mayPrompt(agreement('needs_to_sign'), NOW)).toBe(true);
    expect(mayPrompt(agreement('needs_prompt'), NOW)).toBe(true);
    expect(mayPrompt(agreement('update_pending'), NOW)).toBe(true);
    expect(mayPrompt(agreement('complete_later', iso(NOW - WEEK - 1)), NOW)).toBe(true);
    expect(mayPrompt(agreement('complete_later', iso(NOW - WEEK)), NOW)).toBe(false);
    expect(mayPrompt(agreement('signed'), NOW)).toBe(false);
    expect(mayPrompt(agreement('declined'), NOW)).toBe(false);
    expect(mayPrompt(null, NOW)).toBe(false);
  });
});

describe('stored dismissal', () => {
  it('accepts date-time strings only', () => {
    expect(isDismissal(iso(NOW))).toBe(true);
    expect(isDismissal('nope')).toBe(false);
    expect(isDismissal(NOW)).toBe(false);
    expect(isDismissal(null)).toBe(false);
    expect(isDismissal('   ')).toBe(false);
  });

  it('reads a future date as none', () => {
    expect(dismissalOf(iso(NOW), NOW)).toBe(NOW);
    expect(dismissalOf(iso(NOW + 1), NOW)).toBeNull();
    expect(instantOf(iso(NOW))).toBe(NOW);
  });
});

describe('choices', () => {
  const answers = (modal: Parameters<typeof choicesOf>[0]) => choicesOf(modal).map((choice) => choice.answer);

  it('gives requested Decline and Accept, optional Complete Later too, updated Not Now and Accept', () => {
    expect(answers('requested')).toEqual(['declined', 'accepted']);
    expect(answers('optional')).toEqual(['declined', 'completed-later', 'accepted']);
    expect(answers('updated')).toEqual(['not-now', 'accepted']);
  });

  it('posts each saved answer to its action; not-now posts nothing', () => {
    const actions = choicesOf('optional').map((choice) => choice.action);
    expect(actions).toEqual(['decline', 'complete-later', 'accept']);
    expect(choicesOf('updated')[0]?.action).toBeNull();
  });

  it('closing puts the updated modal off like Not Now and only closes the others', () => {
    expect(closeChoiceOf('updated')).toEqual({ answer: 'not-now', action: null });
    expect(closeChoiceOf('requested')).toEqual({ answer: 'dismissed', action: null });
    expect(closeChoiceOf('optional')).toEqual({ answer: 'dismissed', action: null });
  });

  it('asks the server to flash a confirmation for accept and decline, not for complete later', () => {
    expect(setsSessionMessage('accept')).toBe(true);
    expect(setsSessionMessage('decline')).toBe(true);
    expect(setsSessionMessage('complete-later')).toBe(false);
  });
});

describe('promptReducer', () => {
  const shown = promptReducer(CLOSED, { type: 'show', modal: 'optional', agreementId: 2 });

  it('shows, saves once, keeps the dialog on failure and closes', () => {
    expect(shown).toEqual({ modal: 'optional', agreementId: 2, saving: null, error: null });
    const saving = promptReducer(shown, { type: 'save', answer: 'accepted' });
    expect(saving.saving).toBe('accepted');
    expect(promptReducer(saving, { type: 'save', answer: 'declined' })).toBe(saving);
    const failed = promptReducer(saving, { type: 'failed', message: 'Oops' });
    expect(failed).toEqual({ modal: 'optional', agreementId: 2, saving: null, error: 'Oops' });
    expect(promptReducer(failed, { type: 'save', answer: 'accepted' }).error).toBeNull();
    expect(promptReducer(failed, { type: 'close' })).toEqual(CLOSED);
  });

  it('ignores saves and failures while closed', () => {
    expect(promptReducer(CLOSED, { type: 'save', answer: 'accepted' })).toBe(CLOSED);
    expect(promptReducer(CLOSED, { type: 'failed', message: 'x' })).toBe(CLOSED);
  });
});

describe('failureText', () => {
  const GENERIC = 'Oops. Something went wrong. Please try again.';

  it("shows a 403's own text, trimmed and cut when overlong, and the generic message otherwise", () => {
    expect(failureText({ kind: 'forbidden', serverMessage: '  Permission test.  ' }, GENERIC)).toBe('Permission test.');
    expect(failureText({ kind: 'forbidden', serverMessage: 'x'.repeat(400) }, GENERIC)).toHaveLength(300);
    expect(failureText({ kind: 'forbidden', serverMessage: null }, GENERIC)).toBe(GENERIC);
    expect(failureText({ kind: 'server', serverMessage: 'SQLSTATE[HY000]' }, GENERIC)).toBe(GENERIC);
    expect(failureText({}, GENERIC)).toBe(GENERIC);
  });
});
