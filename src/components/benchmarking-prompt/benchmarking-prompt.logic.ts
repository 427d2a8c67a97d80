/** Rules of `<hr-benchmarking-prompt>`. Pure: no React, no DOM, no network, no timers. */

/** The status route (SPEC §7): `{status}`; only the two `prompt-*` values ask for a prompt. */
export const BENCHMARKING_STATUS_PATH = '/data_benchmarking_agreements';
/** Closing the prompt (Escape, the close button, Not Now) PUTs here, without a body. */
export const BENCHMARKING_CANCEL_PATH = '/data_benchmarking_agreements/cancel';
/** The feature flag without which nothing is asked (SPEC §4, §6). */
export const BENCHMARKING_FLAG = 'BENCHMARKING_OPT_OUT';

/** Which modal a status asks for: the 'Benchmarking' opt-in modal or the 'Opt Out of Benchmarking' one. */
export type BenchmarkingPromptKind = 'opt-in' | 'opt-out';

/** What the page config says about the viewer: the shell user and the feature flags. */
export interface BenchmarkingViewer {
  user?: { isAdmin?: boolean; supportAdmin?: boolean } | null;
  features?: Readonly<Record<string, boolean>>;
}

/**
 * Whether the status may be asked at all (SPEC §4 "an admin who is not a support admin, with the
 * feature flag, fetches status"; §6 "only for admins who are not support admins"): a signed-in
 * admin, not a support admin, with BENCHMARKING_OPT_OUT on. Anything missing or not exactly
 * `true` counts as no.
 */
export function mayAskBenchmarking({ user, features }: BenchmarkingViewer): boolean {
  return user?.isAdmin === true && user.supportAdmin !== true && features?.[BENCHMARKING_FLAG] === true;
}

/**
 * The modal a status answer asks for: `prompt-opt-in` → opt-in, `prompt-opt-out` → opt-out;
 * anything else (another status, a wrong type, a missing body) → none (SPEC §3).
 */
export function promptOf(answer: unknown): BenchmarkingPromptKind | null {
  if (typeof answer !== 'object' || answer === null || !Object.hasOwn(answer, 'status')) return null;
  const status = (answer as { status: unknown }).status;
  if (status === 'prompt-opt-in') return 'opt-in';
  if (status === 'prompt-opt-out') return 'opt-out';
  return null;
}

/** The route the modal's submit button PUTs to, without a body. */
export function submitPath(kind: BenchmarkingPromptKind): string {
  return `${BENCHMARKING_STATUS_PATH}/${kind}`;
}

/** What the user answered, as `hr-change` reports it. */
export type BenchmarkingAnswer = 'opted-in' | 'opted-out' | 'dismissed';

export const answerOf = (kind: BenchmarkingPromptKind): BenchmarkingAnswer =>
  kind === 'opt-in' ? 'opted-in' : 'opted-out';

/** The prompt on screen: its kind, the opt-out confirmation, a save in flight, the failure shown. */
export interface BenchmarkingPromptState {
  kind: BenchmarkingPromptKind | null;
  confirmed: boolean;
  saving: boolean;
  /** The failure message shown in the dialog, or null. */
  error: string | null;
}

export const CLOSED: BenchmarkingPromptState = { kind: null, confirmed: false, saving: false, error: null };

export type BenchmarkingPromptAction =
  | { type: 'show'; kind: BenchmarkingPromptKind }
  | { type: 'confirm'; confirmed: boolean }
  | { type: 'submit' }
  | { type: 'failed'; message: string }
  | { type: 'close' };

export function promptReducer(
  state: BenchmarkingPromptState,
  action: BenchmarkingPromptAction,
): BenchmarkingPromptState {
  switch (action.type) {
    case 'show':
      return { ...CLOSED, kind: action.kind };
    case 'confirm':
      return state.kind === 'opt-out' && !state.saving ? { ...state, confirmed: action.confirmed } : state;
    case 'submit':
      return canSubmit(state) ? { ...state, saving: true, error: null } : state;
    case 'failed':
      // The dialog stays, with the confirmation the user gave (SPEC §8; assumed users keep their input).
      return state.kind ? { ...state, saving: false, error: action.message } : state;
    case 'close':
      return CLOSED;
  }
}

/**
 * Whether the submit button is enabled: a prompt is open and nothing is being saved; the opt-out
 * button only once the confirmation checkbox is ticked (SPEC §4).
 */
export function canSubmit({ kind, confirmed, saving }: BenchmarkingPromptState): boolean {
  if (kind === null || saving) return false;
  return kind === 'opt-in' || confirmed;
}

/** A failed answer's message: the refusal's own text, else the generic one (src/lib/refusal.ts). */
export { failureText, type SaveFailure } from '../../lib/refusal';
