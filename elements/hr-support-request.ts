import { createElementClass, defineElement } from '../src/element/define-element';
import { listenForSupportOpen, requestOpen } from '../src/components/support-request/support-open';
import { SupportRequest, type SupportRequestProps } from '../src/components/support-request/support-request';
import { supportRequestStyles } from '../src/components/support-request/support-request.styles';

/** Detail of `hr-sent` from `<hr-support-request>`. */
export interface SupportRequestSentDetail {
  /** 'Message Sent', as the dialog shows it. */
  message: string;
}

/**
 * The 'Submit a Support Request' dialog. Print the tag once per page for signed-in users, usually
 * in the shared layout: it renders nothing and requests nothing until it is opened, and the
 * dialog (a separate chunk with the HTTP client and DOMPurify) is fetched on the first open.
 *
 * It opens on the `hr-support-open` event heard on `document` (no detail needed) or with
 * `open()`; a help link of the page can fire the event:
 *
 * ```html
 * <hr-support-request></hr-support-request>
 * <button type="button" onclick="document.dispatchEvent(new CustomEvent('hr-support-open'))">Contact support</button>
 * ```
 * ```js
 * document.querySelector('hr-support-request').open();
 * ```
 *
 * On open it loads the form's HTML (GET `src`, with `admin=1` when the config's current user is an
 * administrator, which adds the custom-field help link to `/settings/custom_fields`). The HTML is
 * sanitized with DOMPurify: form fields, labels and links are kept, scripts, event handlers,
 * styles, buttons, file and image inputs never; links go through the URL gate, root-relative ones
 * behind the config's `urlPrefix`. The form is rendered as a real form with Cancel and Send; the
 * browser checks its `required` and length rules. Send POSTs the fields URL-encoded, plus `url`
 * (the current page's URL), to the form's own `action` with the page's X-CSRF-Token. An action on
 * another origin (or none) is refused: the dialog says so and posts nothing.
 *
 * 'Message Sent' is shown in a status region (announced) and focus moves to Close. A load failure
 * shows 'Oops. Something went wrong. Please try again later.'. A refused submit shows the server's
 * message (an assumed-user session's permission-test message, a 403) or 'Oops. Something went
 * wrong. Please try again.', and keeps the form with everything typed. Focus goes into the dialog
 * on open (the first editable field once the form has arrived) and back to the opener on close
 * (Escape, the close button, Cancel or Close); the page does not scroll behind it.
 *
 * @summary 'Submit a Support Request' modal: the server's support form, sanitized and posted, opened by `hr-support-open`.
 * @tag hr-support-request
 *
 * @attr {string} src - The form route (docs/api workflowsSupportForm): GET, answers the form's HTML. Default `/ajax/dialog/feedback.php`.
 * @attr {string} config - JSON overrides of the page config for this element (urlPrefix, csrfToken, user, allowedHosts…).
 *
 * @prop {string | undefined} src - Reflects `src`.
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{message: string}>} hr-sent - The server accepted the request ('Message Sent'). Bubbles, composed; not cancelable.
 * @fires {CustomEvent<{message: string, status: number}>} hr-error - The form did not load, its action was refused (status 0), or a submit was refused; the dialog shows the message. Bubbles, composed.
 * @fires {CustomEvent<{}>} hr-close - The user closed the dialog. Bubbles, composed.
 *
 * @csspart dialog - The dialog.
 * @csspart header - Its title bar.
 * @csspart close - The close button of the title bar.
 * @csspart body - The content below the title bar.
 * @csspart loader - 'Loading the support form…'.
 * @csspart form - The form.
 * @csspart fields - The server's fields inside the form.
 * @csspart actions - The button rows (Cancel and Send; Close once it has ended).
 * @csspart cancel - Cancel.
 * @csspart submit - Send.
 * @csspart done - Close, after sending or a failure.
 * @csspart error - A load failure, a refused action or a refused submit.
 * @csspart status - The status region that announces 'Message Sent'.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-primary - Buttons, links and the focus ring.
 * @cssprop --hr-color-surface - The dialog's background.
 * @cssprop --hr-color-border - Field borders and the title bar's separator.
 * @cssprop --hr-color-danger - Error text.
 * @cssprop --hr-color-danger-surface - Error background.
 */
export class HrSupportRequestElement extends createElementClass<SupportRequestProps>(
  'hr-support-request',
  SupportRequest,
  {
    props: { src: 'string' },
    styles: supportRequestStyles,
  },
) {
  /** Opens this element's dialog, as an `hr-support-open` event does. An open dialog stays as it is. */
  open(): void {
    requestOpen(this);
  }
}

listenForSupportOpen();
defineElement('hr-support-request', HrSupportRequestElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-support-request': HrSupportRequestElement;
  }
}
