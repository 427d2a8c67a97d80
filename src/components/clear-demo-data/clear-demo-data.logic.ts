/**
 * Rules of `<hr-clear-demo-data>` (SPEC §2 "Demo-data modal flow", §4 "Clear-demo-data flow", §8,
 * §9): the flow as a state machine. Pure: no React, no DOM, no network, no timers.
 */
import { refusalText } from '../../lib/refusal';
import type { Agreement, AgreementAction, DemoDataAcceptance } from '../agreements/agreements.logic';

/** SPEC §9: the waiting view shows this long before the clear call is sent. */
export const CLEAR_DELAY_MS = 3000;
/** POST, payload not shown (SPEC §7): the demo data is cleared. */
export const CLEAR_DEMO_DATA_PATH = '/clear-demo-data';
/** The event the trial banner's 'Clear Demo Data' button fires (`<hr-banner-stack>`), heard on document. */
export const OPEN_EVENT = 'hr-clear-demo-data';

/**
 * - `closed`: nothing on screen.
 * - `confirm`: step 1, 'Clear Demo Data' with 'Clear Data'.
 * - `clearing`: the waiting view ('We're wiping the slate clean.'): the delay, the clear call, then
 *   the latest agreement and the acceptance state. The dialog cannot be closed; the page warns
 *   before it is left.
 * - `agreement`: step 2, 'GDPR Compliance'.
 * - `finishing`: Done or Complete Later went through; the page reloads.
 */
export type ClearDemoDataStep = 'closed' | 'confirm' | 'clearing' | 'agreement' | 'finishing';

/**
 * What went wrong, worded by the view:
 * - `clear`: the clear call failed (SPEC §8 'Uh oh. Looks like your demo data didn't clear…' with
 *   the sales number);
 * - `next-step`: the agreement did not load after the clear (SPEC §8 'Uh oh! It looks like the next
 *   step didn't load as expected. Please reload this page.');
 * - `retry`: an answer to the agreement failed (SPEC §8 'Oops. Something went wrong. Please try again.');
 * - `refused`: the server refused the save (403: an assumed-user session's permission-test
 *   message, shown as the server words it).
 */
export type ClearDemoDataError =
  { kind: 'clear' } | { kind: 'next-step' } | { kind: 'retry' } | { kind: 'refused'; message: string };

export interface ClearDemoDataState {
  step: ClearDemoDataStep;
  /** Step 2's agreement: null before it has loaded (or when it failed to). */
  agreement: Agreement | null;
  /** Step 2's acceptance state: null until it has loaded. */
  acceptance: DemoDataAcceptance | null;
  /** The answer being posted in step 2 (accept, decline or complete-later), else null. */
  answering: AgreementAction | null;
  error: ClearDemoDataError | null;
}

export const CLOSED: ClearDemoDataState = {
  step: 'closed',
  agreement: null,
  acceptance: null,
  answering: null,
  error: null,
};

export type ClearDemoDataAction =
  /** The banner's button, the event or open(). */
  | { type: 'open' }
  /** Cancel, × or Escape in step 1. */
  | { type: 'close' }
  /** 'Clear Data' pressed. */
  | { type: 'confirm' }
  /** The clear call failed: back to step 1 with the error. */
  | { type: 'clear-failed'; error: ClearDemoDataError }
  /** The demo data is cleared and step 2's data has arrived (agreement null: it failed to load). */
  | { type: 'loaded'; agreement: Agreement | null; acceptance: DemoDataAcceptance | null }
  /** An answer is posted in step 2. */
  | { type: 'answer'; action: AgreementAction }
  /** The answer went through: the agreement in its new status, the acceptance state after it. */
  | { type: 'answered'; agreement: Agreement; acceptance: DemoDataAcceptance | null }
  | { type: 'answer-failed'; error: ClearDemoDataError }
  /** Done, or Complete Later once posted: the page reloads. */
  | { type: 'finish' };

export function clearDemoDataReducer(state: ClearDemoDataState, action: ClearDemoDataAction): ClearDemoDataState {
  switch (action.type) {
    case 'open':
      // An open while the flow is on screen changes nothing (a second press, a second event).
      return state.step === 'closed' ? { ...CLOSED, step: 'confirm' } : state;
    case 'close':
      // Only step 1 closes: the data is being cleared, or already is (the page must reload).
      return state.step === 'confirm' ? CLOSED : state;
    case 'confirm':
      return state.step === 'confirm' ? { ...state, step: 'clearing', error: null } : state;
    case 'clear-failed':
      return state.step === 'clearing' ? { ...state, step: 'confirm', error: action.error } : state;
    case 'loaded':
      if (state.step !== 'clearing') return state;
      return {
        ...state,
        step: 'agreement',
        agreement: action.agreement,
        acceptance: action.acceptance,
        error: action.agreement ? null : { kind: 'next-step' },
      };
    case 'answer':
      if (state.step !== 'agreement' || state.answering || !state.agreement) return state;
      return { ...state, answering: action.action, error: null };
    case 'answered':
      if (state.step !== 'agreement' || !state.answering) return state;
      return {
        ...state,
        answering: null,
        agreement: action.agreement,
        acceptance: action.acceptance ?? state.acceptance,
      };
    case 'answer-failed':
      return state.step === 'agreement' && state.answering ? { ...state, answering: null, error: action.error } : state;
    case 'finish':
      return state.step === 'agreement' && !state.answering ? { ...state, step: 'finishing' } : state;
  }
}

/**
 * Whether Done is enabled (SPEC §4): the agreement is accepted, or the company has no employees;
 * never while an answer is being posted. Accepted is the acceptance state's word, or an agreement
 * that is signed.
 */
export function canFinish({ step, agreement, acceptance, answering }: ClearDemoDataState): boolean {
  if (step !== 'agreement' || answering || !agreement) return false;
  const accepted = acceptance?.isAccepted === true || agreement.status === 'signed';
  return accepted || acceptance?.hasEmployees === false;
}

/** The choice step 2's radios show: from the agreement's status. */
export function chosenAnswer(agreement: Agreement | null): 'accept' | 'decline' | null {
  if (agreement?.status === 'signed') return 'accept';
  if (agreement?.status === 'declined') return 'decline';
  return null;
}

/** Whether the page warns before it is left (SPEC §4: while clearing). */
export const warnsOnLeave = (step: ClearDemoDataStep): boolean => step === 'clearing';

/** Whether Escape and the browser's close requests may close the dialog (step 1 only). */
export const dismissible = (step: ClearDemoDataStep): boolean => step === 'confirm';

/** A failed call as the HTTP service reports it. */
export interface CallFailure {
  kind?: string;
  status?: number;
  serverMessage?: string | null;
}

/**
 * The error of a failed call: a refusal (403) with the server's own text (an assumed-user
 * session's permission-test message; cut when overlong), else `fallback`.
 */
export function errorOf(failure: CallFailure, fallback: ClearDemoDataError): ClearDemoDataError {
  const message = refusalText(failure);
  return message === null ? fallback : { kind: 'refused', message };
}

/**
 * The phone number of SPEC §8's message: the element's `sales-number` attribute, else the
 * company's sales number in the printed banners (`banners.trial.salesNumber`, as
 * `/ajax/banners.json` answers it). Blank or non-text is none. Shown as text only.
 */
export function salesNumberOf(attribute: string | undefined, banners: unknown): string | null {
  const own = typeof attribute === 'string' ? attribute.trim() : '';
  if (own) return own.slice(0, 40);
  const source = isRecord(banners) && isRecord(banners.banners) ? banners.banners : banners;
  const trial = isRecord(source) ? source.trial : null;
  const number = isRecord(trial) && typeof trial.salesNumber === 'string' ? trial.salesNumber.trim() : '';
  return number ? number.slice(0, 40) : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `hr-change` detail: what the user did that the server now knows. */
export interface ClearDemoDataChange {
  /** `cleared`: the demo data is gone; else the answer posted to the agreement. */
  action: 'cleared' | AgreementAction;
  /** The agreement's status after it (null when it did not load). */
  status: Agreement['status'] | null;
}
