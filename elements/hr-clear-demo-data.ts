import { createElementClass, defineElement } from '../src/element/define-element';
import { listenForClearDemoData, requestOpen } from '../src/components/clear-demo-data/clear-demo-data-open';
import { ClearDemoData, type ClearDemoDataProps } from '../src/components/clear-demo-data/clear-demo-data';
import type { ClearDemoDataChange } from '../src/components/clear-demo-data/clear-demo-data.logic';
import { clearDemoDataStyles } from '../src/components/clear-demo-data/clear-demo-data.styles';

/** Detail of `hr-change` from `<hr-clear-demo-data>`. */
export type ClearDemoDataChangeDetail = ClearDemoDataChange;

/**
 * The clear-demo-data flow (SPEC §2 "Demo-data modal flow", §4 "Clear-demo-data flow"). A page
 * may print the tag where it offers the flow: it renders nothing and requests nothing until it is
 * opened, and the dialog with the whole flow (a separate chunk) is fetched on the first open. It
 * need not: when the trial banner's 'Clear Demo Data' is pressed on a page without the tag (and no
 * page script cancelled the event), `<hr-banner-stack>` appends one to `<body>` and opens it, so
 * the element's code loads on that click only.
 *
 * It opens on the `hr-clear-demo-data` event heard on `document` (the trial banner of
 * `<hr-banner-stack>` fires it, bubbling and composed, when 'Clear Demo Data' is pressed; any page
 * script may fire it too, no detail needed) or with `open()`. One page-wide listener serves every
 * copy; an open that arrives before the element has rendered is kept for it. An open while the
 * flow is on screen changes nothing.
 *
 * ```html
 * <hr-clear-demo-data></hr-clear-demo-data>
 * <button type="button" id="clear-demo">Clear demo data</button>
 * ```
 * ```js
 * document.getElementById('clear-demo').addEventListener('click', () =>
 *   document.dispatchEvent(new CustomEvent('hr-clear-demo-data')));
 * // or: document.querySelector('hr-clear-demo-data').open();
 * ```
 *
 * Step 1, 'Clear Demo Data', asks for confirmation ('Clear Data', or Cancel / × / Escape, which
 * close it and fire `hr-close`). 'Clear Data' shows the waiting view "We're wiping the slate
 * clean." and, after 3000 ms, POSTs `/clear-demo-data` (no body, with the page's X-CSRF-Token),
 * then GETs the latest agreement (`/data_processing_agreements/latest`) and the acceptance state
 * (`/clear-demo-data/acceptance`). While this runs the dialog cannot be closed (Escape does
 * nothing, there is no close button) and leaving the page asks 'Are you sure you want to leave
 * now?' (`beforeunload`; browsers that show a text of their own show theirs); the warning is
 * removed as soon as the clear has ended, either way.
 *
 * Step 2, 'GDPR Compliance', offers to accept or decline the Data Processing Agreement (each choice
 * POSTs `/data_processing_agreements/{id}/accept` or `/decline` at once, then reads the acceptance
 * state again) and two ways out: Complete Later (POSTs `/complete-later` with
 * `setSessionMessage=1`, then reloads the page) and Done, enabled only when the agreement is
 * accepted or the company has no employees, which reloads the page. Step 2 cannot be dismissed
 * otherwise: the demo data is gone and the page must reload.
 *
 * Failures, each also fired as `hr-error`: a failed clear goes back to step 1 with 'Uh oh. Looks
 * like your demo data didn't clear. Please try again, or call us at {phone} for help.' ({phone}:
 * `sales-number`, else the printed banners' `trial.salesNumber`; without either, 'Oops. Something
 * went wrong. Please try again.'); an agreement that does not load after the clear shows step 2
 * with 'Uh oh! It looks like the next step didn't load as expected. Please reload this page.' (Done
 * stays disabled, Complete Later reloads); a failed answer keeps step 2 with 'Oops. Something went
 * wrong. Please try again.'. A refusal (403, e.g. an assumed-user session's permission-test
 * message) shows the server's own text and changes nothing. Messages are shown as text.
 *
 * @summary 'Clear Demo Data' then 'GDPR Compliance': the demo-data clearing and agreement flow, opened by the trial banner.
 * @tag hr-clear-demo-data
 *
 * @attr {string} sales-number - The company's sales number for the failed-clear message. Default: the config's `banners.trial.salesNumber`.
 * @attr {string} config - JSON overrides of the page config for this element (urlPrefix, csrfToken, banners…).
 *
 * @prop {string | undefined} salesNumber - Reflects `sales-number`.
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{action: 'cleared' | 'accept' | 'decline' | 'complete-later', status: string | null}>} hr-change - The demo data was cleared (`cleared`, with the latest agreement's status, null when it did not load), or an answer to the agreement was saved (with its new status). Bubbles, composed; not cancelable.
 * @fires {CustomEvent<{message: string, status: number}>} hr-error - The clear, the agreement or an answer failed; the dialog shows the message (`status` 0 when no response arrived). Bubbles, composed.
 * @fires {CustomEvent<{}>} hr-close - The user closed step 1 without clearing. Bubbles, composed.
 *
 * @csspart dialog - The modal `<dialog>`.
 * @csspart title - Its heading ('Clear Demo Data' or 'GDPR Compliance').
 * @csspart close - The × button (step 1 only).
 * @csspart cancel - Cancel (step 1).
 * @csspart confirm - 'Clear Data' (step 1).
 * @csspart waiting - The waiting view.
 * @csspart choices - The accept / decline radio group (step 2).
 * @csspart accept - The accept radio.
 * @csspart decline - The decline radio.
 * @csspart hint - Why Done is disabled (step 2, while it is).
 * @csspart complete-later - 'Complete Later' (step 2).
 * @csspart done - 'Done' (step 2).
 * @csspart error - The failure message (an alert; empty when there is none).
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-primary - Buttons and the spinner.
 * @cssprop --hr-color-primary-text - The primary buttons' text.
 * @cssprop --hr-color-surface - The dialog's background.
 * @cssprop --hr-color-text - The dialog's text.
 * @cssprop --hr-color-text-muted - Hints.
 * @cssprop --hr-color-danger - The failure message's text and border.
 * @cssprop --hr-color-danger-surface - Its background.
 */
export class HrClearDemoDataElement extends createElementClass<ClearDemoDataProps>(
  'hr-clear-demo-data',
  ClearDemoData,
  {
    props: { salesNumber: 'string' },
    styles: clearDemoDataStyles,
  },
) {
  /** Opens the flow at step 1, as an `hr-clear-demo-data` event does. An open flow stays as it is. */
  open(): void {
    requestOpen(this);
  }
}

listenForClearDemoData();
defineElement('hr-clear-demo-data', HrClearDemoDataElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-clear-demo-data': HrClearDemoDataElement;
  }
}

declare module '../src/element/events' {
  interface HrChangeDetails {
    'hr-clear-demo-data': ClearDemoDataChangeDetail;
  }
}
