/**
 * Rules of `<hr-agreement-prompt>` (SPEC §4 "Agreement status to modal", §9 reminder windows).
 * Pure: no React, no DOM, no network, no timers; `now` is always passed in.
 */
import type { Agreement, AgreementAction } from '../agreements/agreements.logic';

/** The data-processing-agreement modals (SPEC §2): must sign, may sign, the agreement changed. */
export type AgreementModal = 'requested' | 'optional' | 'updated';

const DAY = 86_400_000;
/** SPEC §9: complete_later asks again once the status is over one week old. */
export const COMPLETE_LATER_WINDOW_MS = 7 * DAY;
/** SPEC §9: update_pending asks again once the stored dismissal is over 7 days old. */
export const UPDATE_DISMISSAL_WINDOW_MS = 7 * DAY;

/**
 * The user-scoped local-storage key (`<storagePrefix>user:agreementUpdateDismissedAt`, default
 * `hr-shell:user:agreementUpdateDismissedAt`) holding when the user last put the updated modal
 * off (Not Now, ×, Escape): an ISO date-time string. Like every user-scoped key it is dropped when
 * another user signs in on the browser or the user logs out.
 */
export const UPDATE_DISMISSED_KEY = 'agreementUpdateDismissedAt';

/** A date-time as milliseconds, or null when it is not a string that parses to a real instant. */
export function instantOf(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

/**
 * The stored dismissal as milliseconds, or null for none: anything that is not a date-time string
 * (tampered, corrupt, an older format) and a date after `now` (written by a clock that was wrong,
 * or by hand to silence the modal for good) read as no dismissal.
 */
export function dismissalOf(stored: unknown, now: number): number | null {
  const time = instantOf(stored);
  return time === null || time > now ? null : time;
}

/** The storage guard: a string holding a date-time (the date itself is checked by dismissalOf). */
export const isDismissal = (value: unknown): value is string => instantOf(value) !== null;

export interface DecisionInput {
  /** The current time in milliseconds. */
  now: number;
  /** The stored dismissal of the updated modal, as read (validated here; see dismissalOf). */
  dismissed?: unknown;
}

/**
 * Which modal the latest agreement asks for (SPEC §4), or null for none:
 * - needs_to_sign → requested; needs_prompt → optional;
 * - complete_later → optional only when statusUpdatedDate is over one week old (strictly more
 *   than 7 × 24 h before `now`). A missing or unparsable date counts as old (the agreement is
 *   still unanswered, and answering sets a fresh date); a date after `now` (the server's clock
 *   ahead of the browser's) counts as just now.
 * - update_pending → updated when no valid dismissal is stored or it is over 7 days old
 *   (strictly); see dismissalOf for what counts as valid.
 * - signed and declined are settled; no agreement → none.
 */
export function modalFor(agreement: Agreement | null, { now, dismissed }: DecisionInput): AgreementModal | null {
  if (!agreement) return null;
  switch (agreement.status) {
    case 'needs_to_sign':
      return 'requested';
    case 'needs_prompt':
      return 'optional';
    case 'complete_later': {
      const updated = instantOf(agreement.statusUpdatedDate);
      return updated === null || now - updated > COMPLETE_LATER_WINDOW_MS ? 'optional' : null;
    }
    case 'update_pending': {
      const at = dismissalOf(dismissed, now);
      return at === null || now - at > UPDATE_DISMISSAL_WINDOW_MS ? 'updated' : null;
    }
    case 'signed':
    case 'declined':
      return null;
  }
}

/**
 * Whether a page prints the tag at all, as a PHP layout decides from the status it knows: the
 * server's half of modalFor (the dismissal date lives in the browser, so it counts as none).
 */
export const mayPrompt = (agreement: Agreement | null, now: number): boolean => modalFor(agreement, { now }) !== null;

/** What the user answered, as `hr-change` reports it. */
export type AgreementAnswer = 'accepted' | 'declined' | 'completed-later' | 'not-now' | 'dismissed';

/** A choice of a modal's button row: a saved answer (`action`) or the local not-now. */
export interface AgreementChoice {
  answer: AgreementAnswer;
  /** The POST it sends; none for not-now (stored in the browser only). */
  action: AgreementAction | null;
}

const ACCEPT: AgreementChoice = { answer: 'accepted', action: 'accept' };
const DECLINE: AgreementChoice = { answer: 'declined', action: 'decline' };
const LATER: AgreementChoice = { answer: 'completed-later', action: 'complete-later' };
const NOT_NOW: AgreementChoice = { answer: 'not-now', action: null };

/**
 * The buttons of each modal, in reading order (the last is the primary one): requested: Decline,
 * Accept; optional: Decline, Complete Later, Accept; updated: Not Now, Accept.
 */
export function choicesOf(modal: AgreementModal): readonly AgreementChoice[] {
  switch (modal) {
    case 'requested':
      return [DECLINE, ACCEPT];
    case 'optional':
      return [DECLINE, LATER, ACCEPT];
    case 'updated':
      return [NOT_NOW, ACCEPT];
  }
}

/**
 * What closing the modal without a button (Escape, ×) means: the updated modal is put off like
 * Not Now (the dismissal date is stored); the others close for this page only and ask again on
 * the next one, since their status is unchanged.
 */
export const closeChoiceOf = (modal: AgreementModal): AgreementChoice =>
  modal === 'updated' ? NOT_NOW : { answer: 'dismissed', action: null };

/**
 * The setSessionMessage flag an answer posts (SPEC §7): true for accept and decline, so the
 * legacy server flashes its confirmation on the next page the user opens (the modal itself just
 * closes); false for complete-later, which settles nothing.
 */
export const setsSessionMessage = (action: AgreementAction): boolean => action !== 'complete-later';

/** The modal on screen: its kind, the agreement it answers, a save in flight, the failure shown. */
export interface AgreementPromptState {
  modal: AgreementModal | null;
  agreementId: number | null;
  /** The answer being saved, or null. */
  saving: AgreementAnswer | null;
  /** The failure message shown in the dialog, or null. */
  error: string | null;
}

export const CLOSED: AgreementPromptState = { modal: null, agreementId: null, saving: null, error: null };

export type AgreementPromptAction =
  | { type: 'show'; modal: AgreementModal; agreementId: number }
  | { type: 'save'; answer: AgreementAnswer }
  | { type: 'failed'; message: string }
  | { type: 'close' };

export function promptReducer(state: AgreementPromptState, action: AgreementPromptAction): AgreementPromptState {
  switch (action.type) {
    case 'show':
      return { ...CLOSED, modal: action.modal, agreementId: action.agreementId };
    case 'save':
      return state.modal && !state.saving ? { ...state, saving: action.answer, error: null } : state;
    case 'failed':
      // The dialog stays so the user can try again (SPEC §8 generic retry; assumed users change nothing).
      return state.modal ? { ...state, saving: null, error: action.message } : state;
    case 'close':
      return CLOSED;
  }
}

/** A failed answer's message: the refusal's own text, else the generic one (src/lib/refusal.ts). */
export { failureText, type SaveFailure } from '../../lib/refusal';
