import { createElementClass, defineElement } from '../src/element/define-element';
import { AgreementPrompt, type AgreementPromptProps } from '../src/components/agreement-prompt/agreement-prompt';
import type { AgreementAnswer, AgreementModal } from '../src/components/agreement-prompt/agreement-prompt.logic';
import { agreementPromptStyles } from '../src/components/agreement-prompt/agreement-prompt.styles';
import type { Agreement } from '../src/components/agreements/agreements.logic';

/** Detail of `hr-change` from `<hr-agreement-prompt>`. */
export interface AgreementPromptChangeDetail {
  /**
   * What the user answered: `accepted`, `declined` or `completed-later` once saved; `not-now` when
   * they put the updated modal off (stored in the browser); `dismissed` when they closed the
   * requested or optional modal without answering.
   */
  answer: AgreementAnswer;
  /** The modal they answered: `requested`, `optional` or `updated`. */
  modal: AgreementModal;
  /** The agreement as the server answered the save (its new status); null when nothing was saved. */
  agreement: Agreement | null;
}

/**
 * The data-processing-agreement modals (SPEC §2, §4). On connect it GETs
 * `/data_processing_agreements/latest` once, when the page config's `user` is an admin
 * (`isAdmin: true`; the route is admin-only: for anyone else it makes no request and renders
 * nothing), and opens the modal the status asks for:
 *
 * - `needs_to_sign`: the requested modal (Decline, Accept);
 * - `needs_prompt`: the optional modal (Decline, Complete Later, Accept);
 * - `complete_later`: the optional modal, only when `statusUpdatedDate` is over one week old (a
 *   missing or unreadable date counts as old; a date ahead of the browser's clock as just now);
 * - `update_pending`: the updated modal (Not Now, Accept), unless the user put it off less than 7
 *   days ago;
 * - `signed`, `declined`: nothing.
 *
 * Accept, Decline and Complete Later POST `/data_processing_agreements/{id}/accept`, `/decline` or
 * `/complete-later` with the form field `setSessionMessage` = `1` for accept and decline (the
 * server then flashes its confirmation on the next page the user opens) and `0` for complete
 * later; on success the modal closes and `hr-change` fires. A failure keeps the modal with 'Oops.
 * Something went wrong. Please try again.' (or, on a 403, the server's own text, such as an
 * assumed-user session's permission-test message) in an alert, and fires `hr-error`; nothing is
 * changed or stored.
 *
 * Not Now, and Escape or × on the updated modal, store the time in local storage under the
 * user-scoped key `<storagePrefix>user:agreementUpdateDismissedAt` (default
 * `hr-shell:user:agreementUpdateDismissedAt`, an ISO date-time; cleared when the user logs out or
 * another user signs in; a value that is not a past date-time counts as none). Escape or × on the
 * requested and optional modals close them for this page only: the next page asks again.
 *
 * The element's own chunk is tiny: the dialog is a chunk of its own, fetched only when a modal is
 * due. Print the tag only on pages of admins whose latest agreement may ask (docs/embedding.md).
 *
 * ```html
 * <hr-agreement-prompt></hr-agreement-prompt>
 * ```
 *
 * @summary The requested, optional and updated data-processing-agreement modals, shown when the latest agreement asks.
 * @tag hr-agreement-prompt
 *
 * @attr {string} config - JSON overrides of the page config for this element (user, urlPrefix, csrfToken, storagePrefix…).
 *
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{answer: 'accepted' | 'declined' | 'completed-later' | 'not-now' | 'dismissed', modal: 'requested' | 'optional' | 'updated', agreement: {id: number, status: string, statusUpdatedDate: string | null} | null}>} hr-change - The user answered or closed the modal (after the save succeeded, for a saved answer). Bubbles, composed; not cancelable.
 * @fires {CustomEvent<{message: string, status: number}>} hr-error - Fetching the latest agreement or saving an answer failed (`status` 0 when no response arrived). Bubbles, composed.
 *
 * @csspart dialog - The modal `<dialog>`.
 * @csspart title - Its heading.
 * @csspart close - The × close button.
 * @csspart error - The failure message (an alert; empty when there is none).
 * @csspart accept - Accept (every modal).
 * @csspart decline - Decline (requested and optional modals).
 * @csspart complete-later - Complete Later (optional modal).
 * @csspart not-now - Not Now (updated modal).
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-primary - The buttons.
 * @cssprop --hr-color-primary-text - Accept's text.
 * @cssprop --hr-color-surface - The dialog's background.
 * @cssprop --hr-color-text - The dialog's text.
 * @cssprop --hr-color-danger - The failure message's text and border.
 * @cssprop --hr-color-danger-surface - Its background.
 */
export class HrAgreementPromptElement extends createElementClass<AgreementPromptProps>(
  'hr-agreement-prompt',
  AgreementPrompt,
  {
    props: {},
    styles: agreementPromptStyles,
  },
) {}

defineElement('hr-agreement-prompt', HrAgreementPromptElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-agreement-prompt': HrAgreementPromptElement;
  }
}

declare module '../src/element/events' {
  interface HrChangeDetails {
    'hr-agreement-prompt': AgreementPromptChangeDetail;
  }
}
