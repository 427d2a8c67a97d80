import { describe, expect, it } from 'vitest';
import {
  ceremonyFailure,
  conditions,
  flagFor,
  mayAsk,
  parseReminder,
  shouldShow,
  type PageFacts,
  type ReminderAnswer,
} from '../../../src/components/passkey-prompt/passkey-prompt.logic';
import { DEFAULT_CONFIG, type HrShellConfig } from '../../../src/lib/config';

/** A page where every condition holds; each test breaks one. */
const page: HrShellConfig = {
  ...DEFAULT_CONFIG,
  user: { id: 7, employeeId: 70, firstName: 'Ada', lastName: 'Lovelace' },
  session: { id: 7, isOnboardingUser: false, isOfferLetterUser: false, loginType: 'password', hasPasskey: false },
  features: { PASSKEYS: true },
  company: { passkeysEnabled: true },
};
const facts: PageFacts = { supported: true, knownPasskeyUser: false };
const answer: ReminderAnswer = { passkeyReminderFlag: null, hasPasskey: false };

const show = (config: HrShellConfig = page, pageFacts: PageFacts = facts, reminder: ReminderAnswer = answer) =>
  mayAsk(config, pageFacts) && shouldShow(conditions(config, pageFacts, reminder));

describe('the six conditions of the passkey modal (SPEC §4)', () => {
  it('shows when all six hold', () => {
    expect(conditions(page, facts, answer)).toEqual({
      supported: true,
      companyEnabled: true,
      hasNone: true,
      notKnownUser: true,
      notAcknowledged: true,
      notSeen: true,
    });
    expect(show()).toBe(true);
  });

  it('1. not when the browser cannot create passkeys (and nothing is asked)', () => {
    const unsupported = { ...facts, supported: false };
    expect(mayAsk(page, unsupported)).toBe(false);
    expect(conditions(page, unsupported, answer).supported).toBe(false);
    expect(show(page, unsupported)).toBe(false);
  });

  it('2. not when the company has them off, or the PASSKEYS feature flag is off or missing (nothing asked)', () => {
    for (const config of [
      { ...page, company: { passkeysEnabled: false } },
      { ...page, company: {} },
      { ...page, features: { PASSKEYS: false } },
      { ...page, features: {} },
    ] as HrShellConfig[]) {
      expect(mayAsk(config, facts)).toBe(false);
      expect(conditions(config, facts, answer).companyEnabled).toBe(false);
      expect(show(config)).toBe(false);
    }
  });

  it('3. not when the session user has a passkey (nothing asked); a session without the flag counts as none', () => {
    const has = { ...page, session: { ...page.session!, hasPasskey: true } };
    expect(mayAsk(has, facts)).toBe(false);
    expect(conditions(has, facts, answer).hasNone).toBe(false);
    const unprinted = {
      ...page,
      session: { id: 7, isOnboardingUser: false, isOfferLetterUser: false, loginType: null },
    };
    expect(show(unprinted)).toBe(true);
  });

  it('4. not for a known passkey user: this browser created one (nothing asked), or the server says hasPasskey', () => {
    const known = { ...facts, knownPasskeyUser: true };
    expect(mayAsk(page, known)).toBe(false);
    expect(show(page, known)).toBe(false);
    expect(conditions(page, facts, { ...answer, hasPasskey: true }).notKnownUser).toBe(false);
    expect(show(page, facts, { ...answer, hasPasskey: true })).toBe(false);
  });

  it('5. not once the user acknowledged them (passkeys_acknowledged)', () => {
    const acknowledged = { ...answer, passkeyReminderFlag: 'passkeys_acknowledged' as const };
    expect(conditions(page, facts, acknowledged).notAcknowledged).toBe(false);
    expect(show(page, facts, acknowledged)).toBe(false);
  });

  it('6. not once the modal was seen (remind_me_later)', () => {
    const seen = { ...answer, passkeyReminderFlag: 'remind_me_later' as const };
    expect(conditions(page, facts, seen)).toMatchObject({ notAcknowledged: true, notSeen: false });
    expect(show(page, facts, seen)).toBe(false);
  });

  it('asks nothing without a signed-in user or session', () => {
    expect(mayAsk({ ...page, user: null }, facts)).toBe(false);
    expect(mayAsk({ ...page, session: null }, facts)).toBe(false);
  });
});

describe('parseReminder', () => {
  it('reads the flag and hasPasskey', () => {
    expect(parseReminder({ passkeyReminderFlag: null, hasPasskey: false })).toEqual(answer);
    expect(parseReminder({ passkeyReminderFlag: 'remind_me_later', hasPasskey: true })).toEqual({
      passkeyReminderFlag: 'remind_me_later',
      hasPasskey: true,
    });
  });

  it('refuses anything else (the modal then stays hidden)', () => {
    for (const bad of [
      null,
      'x',
      [],
      { passkeyReminderFlag: null },
      { passkeyReminderFlag: 'yes', hasPasskey: false },
      { passkeyReminderFlag: undefined, hasPasskey: false },
      { passkeyReminderFlag: '__proto__', hasPasskey: 'no' },
    ])
      expect(parseReminder(bad)).toBeNull();
  });
});

describe('the choices', () => {
  it('No Thanks stores passkeys_acknowledged; Remind Me Later and close store remind_me_later', () => {
    expect(flagFor('no-thanks')).toBe('passkeys_acknowledged');
    expect(flagFor('remind-later')).toBe('remind_me_later');
    expect(flagFor('close')).toBe('remind_me_later');
  });

  it('a cancelled or aborted ceremony is quiet; an excluded credential, an unsupported one and the rest are named', () => {
    expect(ceremonyFailure(new DOMException('cancelled', 'NotAllowedError'))).toBe('aborted');
    expect(ceremonyFailure(new DOMException('aborted', 'AbortError'))).toBe('aborted');
    expect(ceremonyFailure(new DOMException('exists', 'InvalidStateError'))).toBe('already-registered');
    expect(ceremonyFailure(new DOMException('no', 'NotSupportedError'))).toBe('unsupported');
    expect(ceremonyFailure(new TypeError('boom'))).toBe('failed');
    expect(ceremonyFailure(undefined)).toBe('failed');
    expect(ceremonyFailure('NotAllowedError')).toBe('failed');
  });
});
