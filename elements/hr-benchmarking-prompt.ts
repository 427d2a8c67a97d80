import { createElementClass, defineElement } from '../src/element/define-element';
import {
  BenchmarkingPrompt,
  type BenchmarkingPromptProps,
} from '../src/components/benchmarking-prompt/benchmarking-prompt';
import type { BenchmarkingAnswer } from '../src/components/benchmarking-prompt/benchmarking-prompt.logic';
import { benchmarkingPromptStyles } from '../src/components/benchmarking-prompt/benchmarking-prompt.styles';

/** Detail of `hr-change` from `<hr-benchmarking-prompt>`. */
export interface BenchmarkingPromptChangeDetail {
  /** What the user answered: `opted-in` or `opted-out` once saved, `dismissed` when they closed the prompt. */
  answer: BenchmarkingAnswer;
}

/**
 * The benchmarking prompts (SPEC §4): asks `GET /data_benchmarking_agreements` once and, when the
 * status is `prompt-opt-in`, shows the 'Benchmarking' modal; when it is `prompt-opt-out`, the 'Opt
 * Out of Benchmarking' modal, whose Opt Out button is enabled only after its confirmation checkbox
 * is ticked. Any other status (or a failed request) shows nothing.
 *
 * It asks only when the page config's `user` is an admin (`isAdmin: true`) who is not a support
 * admin (`supportAdmin` not true) and `features.BENCHMARKING_OPT_OUT` is true; otherwise it makes no
 * request and renders nothing. Print the tag only on pages of such users (and, better, only when
 * the status asks for a prompt): docs/embedding.md, "Benchmarking prompt".
 *
 * The submit button PUTs `/data_benchmarking_agreements/opt-in` or `/opt-out` (no body) and closes
 * the modal; a failure shows 'Uh oh, something went wrong' (or the server's refusal text on a 403,
 * e.g. an assumed-user session's permission-test message) in an alert and keeps the dialog and the
 * confirmation. Closing (Escape, the × button, Not Now / Cancel) closes at once and PUTs
 * `/data_benchmarking_agreements/cancel`; a failed cancel fires `hr-error` only.
 *
 * The element's own chunk is tiny: the dialog is a chunk of its own, fetched only when the status
 * asks for a prompt.
 *
 * ```html
 * <hr-benchmarking-prompt></hr-benchmarking-prompt>
 * ```
 *
 * @summary The 'Benchmarking' opt-in and 'Opt Out of Benchmarking' modals, shown when the admin's status asks.
 * @tag hr-benchmarking-prompt
 *
 * @attr {string} config - JSON overrides of the page config for this element (user, features, urlPrefix, csrfToken…).
 *
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{answer: 'opted-in' | 'opted-out' | 'dismissed'}>} hr-change - The user answered the prompt: a saved opt-in or opt-out, or a dismissal (sent as cancel). Bubbles, composed; not cancelable.
 * @fires {CustomEvent<{message: string, status: number}>} hr-error - The status request, a save or the cancel failed (`status` 0 when no response arrived). Bubbles, composed.
 *
 * @csspart dialog - The modal `<dialog>`.
 * @csspart title - Its heading ('Benchmarking' or 'Opt Out of Benchmarking').
 * @csspart close - The × close button.
 * @csspart confirm - The opt-out confirmation checkbox.
 * @csspart error - The failure message (an alert; empty when there is none).
 * @csspart dismiss - Not Now (opt-in) or Cancel (opt-out): closes the prompt.
 * @csspart submit - Opt In or Opt Out.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-primary - The buttons.
 * @cssprop --hr-color-primary-text - The submit button's text.
 * @cssprop --hr-color-surface - The dialog's background.
 * @cssprop --hr-color-text - The dialog's text.
 * @cssprop --hr-color-danger - The failure message's text and border.
 * @cssprop --hr-color-danger-surface - Its background.
 */
export class HrBenchmarkingPromptElement extends createElementClass<BenchmarkingPromptProps>(
  'hr-benchmarking-prompt',
  BenchmarkingPrompt,
  {
    props: {},
    styles: benchmarkingPromptStyles,
  },
) {}

defineElement('hr-benchmarking-prompt', HrBenchmarkingPromptElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-benchmarking-prompt': HrBenchmarkingPromptElement;
  }
}

declare module '../src/element/events' {
  interface HrChangeDetails {
    'hr-benchmarking-prompt': BenchmarkingPromptChangeDetail;
  }
}
