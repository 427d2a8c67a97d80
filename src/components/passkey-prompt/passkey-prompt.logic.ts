/**
 * Rules of `<hr-passkey-prompt>` (SPEC §3 passkeyReminderFlag, §4 Passkey modal, §6 PASSKEYS).
 * Pure: no React, no DOM, no network, no timers.
 */
import type { HrShellConfig } from '../../lib/config';
import { isRecord } from '../../lib/json';

/** The user's stored answer to the modal (SPEC §3); null until they choose. */
export type ReminderFlag = 'passkeys_acknowledged' | 'remind_me_later';

export const REMINDER_FLAGS: readonly ReminderFlag[] = ['passkeys_acknowledged', 'remind_me_later'];

/** docs/api authPasskeyReminderGet, authPasskeyReminderSet, authPasskeyRegistrationOptions, authPasskeyRegister. */
export const REMINDER_PATH = '/auth/passkeys/reminder';
export const REGISTRATION_OPTIONS_PATH = '/auth/passkeys/registration-options';
export const REGISTER_PATH = '/auth/passkeys/register';

/** The user-scoped local-storage key recording that this browser created a passkey for the user. */
export const KNOWN_PASSKEY_USER_KEY = 'passkeyUser';

/** What the page knows before asking the server. */
export interface PageFacts {
  /** The browser can create passkeys here (`PublicKeyCredential`, `navigator.credentials.create`, not framed by another site). */
  supported: boolean;
  /** This browser has created a passkey for this user (local record). */
  knownPasskeyUser: boolean;
}

/** The `/auth/passkeys/reminder` answer, checked. */
export interface ReminderAnswer {
  passkeyReminderFlag: ReminderFlag | null;
  hasPasskey: boolean;
}

/** Which of the six conditions holds (all must for the modal to show). */
export interface Conditions {
  /** 1. Passkeys are supported by the browser. */
  supported: boolean;
  /** 2. The company has them enabled (company.passkeysEnabled) and the PASSKEYS feature flag is on. */
  companyEnabled: boolean;
  /** 3. The user has none (session hasPasskey). */
  hasNone: boolean;
  /** 4. The user is not a known passkey user (the server's hasPasskey, or this browser created one). */
  notKnownUser: boolean;
  /** 5. The user has not acknowledged them (flag is not passkeys_acknowledged). */
  notAcknowledged: boolean;
  /** 6. The modal has not been seen (no flag stored: remind_me_later means seen). */
  notSeen: boolean;
}

/**
 * The conditions the page alone can decide (1 to 3, and 4 as far as this browser knows): when
 * false, nothing is fetched and no dialog code loads.
 */
export function mayAsk(config: Pick<HrShellConfig, 'features' | 'company' | 'session' | 'user'>, facts: PageFacts) {
  return (
    config.user !== null &&
    config.session !== null &&
    facts.supported &&
    config.features.PASSKEYS === true &&
    config.company.passkeysEnabled === true &&
    config.session.hasPasskey !== true &&
    !facts.knownPasskeyUser
  );
}

/** The six conditions, from the page and the reminder answer. */
export function conditions(
  config: Pick<HrShellConfig, 'features' | 'company' | 'session'>,
  facts: PageFacts,
  answer: ReminderAnswer,
): Conditions {
  return {
    supported: facts.supported,
    companyEnabled: config.features.PASSKEYS === true && config.company.passkeysEnabled === true,
    hasNone: config.session !== null && config.session.hasPasskey !== true,
    notKnownUser: !facts.knownPasskeyUser && !answer.hasPasskey,
    notAcknowledged: answer.passkeyReminderFlag !== 'passkeys_acknowledged',
    notSeen: answer.passkeyReminderFlag === null,
  };
}

/** The modal shows only when every condition holds. */
export function shouldShow(all: Conditions): boolean {
  return Object.values(all).every(Boolean);
}

/** The reminder answer, or null when it is not one (then the modal stays hidden). */
export function parseReminder(value: unknown): ReminderAnswer | null {
  if (!isRecord(value) || typeof value.hasPasskey !== 'boolean') return null;
  const flag = value.passkeyReminderFlag;
  if (flag !== null && !REMINDER_FLAGS.includes(flag as ReminderFlag)) return null;
  return { passkeyReminderFlag: flag as ReminderFlag | null, hasPasskey: value.hasPasskey };
}

/** The choices of the modal (SPEC §4). */
export type Choice = 'no-thanks' | 'remind-later' | 'close';

/** No Thanks stores passkeys_acknowledged; Remind Me Later or closing stores remind_me_later. */
export function flagFor(choice: Choice): ReminderFlag {
  return choice === 'no-thanks' ? 'passkeys_acknowledged' : 'remind_me_later';
}

/** How a registration ceremony ended, from the error it threw (a DOMException name). */
export type CeremonyFailure = 'aborted' | 'already-registered' | 'unsupported' | 'failed';

/**
 * NotAllowedError (the user cancelled, or the time ran out) and AbortError (we aborted) are quiet;
 * InvalidStateError means the authenticator already holds a passkey of this user (excludeCredentials);
 * NotSupportedError: no authenticator or algorithm the browser can use.
 */
export function ceremonyFailure(error: unknown): CeremonyFailure {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (name === 'NotAllowedError' || name === 'AbortError') return 'aborted';
  if (name === 'InvalidStateError') return 'already-registered';
  if (name === 'NotSupportedError') return 'unsupported';
  return 'failed';
}
