import { createElementClass, defineElement } from '../src/element/define-element';
import { PasskeyPrompt, type PasskeyPromptProps } from '../src/components/passkey-prompt/passkey-prompt';
import { passkeyPromptStyles } from '../src/components/passkey-prompt/passkey-prompt.styles';
import type { ReminderFlag } from '../src/components/passkey-prompt/passkey-prompt.logic';

/** Detail of `hr-change` from `<hr-passkey-prompt>`: what the user chose. */
export interface PasskeyPromptChangeDetail {
  /** `no-thanks`, `remind-later`, `close` (the close button or Escape), or `created` (a passkey was added). */
  choice: 'no-thanks' | 'remind-later' | 'close' | 'created';
  /** The flag stored at `/auth/passkeys/reminder`; absent for `created`. */
  passkeyReminderFlag?: ReminderFlag;
}

/**
 * The passkey recommendation 'Goodbye passwords. Hello passkeys!' (SPEC §4 Passkey modal): a
 * modal dialog suggesting the user adds a passkey. Print the tag once, in the shared layout, and
 * only for a user who may see it (see the embedding guide, "Passkey recommendation"): a page that
 * does not print it loads none of its code. It renders nothing until it has decided to show.
 *
 * It shows when all six conditions hold:
 * 1. the browser supports passkeys (`PublicKeyCredential` and `navigator.credentials.create`),
 *    and the page is not framed by another site;
 * 2. the company has them enabled: the config's `company.passkeysEnabled` and the `PASSKEYS`
 *    feature flag (SPEC §6);
 * 3. the user has none: the config's `session.hasPasskey` is not true;
 * 4. the user is not a known passkey user: the server does not say `hasPasskey` and this browser
 *    has not created one for them (local storage, under the user's scope);
 * 5. the user has not acknowledged them: their `passkeyReminderFlag` is not `passkeys_acknowledged`;
 * 6. the modal has not been seen: their `passkeyReminderFlag` is not set at all (`remind_me_later`
 *    counts as seen; a back end that wants to remind again clears the flag).
 *
 * 1 to 4 are read from the page first; only when they hold does it ask
 * `GET /auth/passkeys/reminder` (docs/api authPasskeyReminderGet), and only when all six hold is
 * the dialog's chunk fetched. The choices (SPEC §4): No Thanks stores `passkeys_acknowledged`;
 * Remind Me Later, the close button or Escape store `remind_me_later` (POST
 * `/auth/passkeys/reminder`); Add a Passkey asks `/auth/passkeys/registration-options`, runs
 * `navigator.credentials.create` with them and posts the new credential to
 * `/auth/passkeys/register`, then says 'Success! Passkey created.'. A ceremony the user cancels
 * (NotAllowedError, AbortError) leaves the dialog as it was, quietly; a browser that cannot create
 * passkeys gets a message instead of Add a Passkey. A refused save (an assumed user's 403) shows
 * the server's message and keeps the dialog open.
 *
 * ```html
 * <hr-passkey-prompt></hr-passkey-prompt>
 * ```
 *
 * @summary The 'Goodbye passwords. Hello passkeys!' modal: suggests adding a passkey, once, when SPEC §4's conditions hold.
 * @tag hr-passkey-prompt
 *
 * @attr {string} config - JSON overrides of the page config for this element (features, company, session, urlPrefix…).
 *
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{choice: string, passkeyReminderFlag?: string}>} hr-change - The user's choice was stored (`no-thanks`, `remind-later`, `close` with its `passkeyReminderFlag`), or a passkey was added (`created`). Bubbles, composed; not cancelable.
 * @fires {CustomEvent<{message: string, status: number}>} hr-error - A request failed: the reminder check (the dialog then stays hidden), storing a choice, or the registration. Bubbles, composed.
 *
 * @csspart dialog - The modal dialog.
 * @csspart title - Its title, 'Goodbye passwords. Hello passkeys!'.
 * @csspart close - The close button (stores `remind_me_later`).
 * @csspart status - The progress and success line ('Success! Passkey created.'), a polite live region.
 * @csspart message - The alert line: unsupported browser, refused save, failed creation.
 * @csspart no-thanks - The No Thanks button.
 * @csspart remind-later - The Remind Me Later button.
 * @csspart add - The Add a Passkey button.
 * @csspart done - The Done button after a passkey was created.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-primary - The buttons and the focus ring.
 * @cssprop --hr-color-surface - The dialog's background.
 * @cssprop --hr-color-danger - The alert line's text and border.
 * @cssprop --hr-color-danger-surface - Its background.
 */
export class HrPasskeyPromptElement extends createElementClass<PasskeyPromptProps>('hr-passkey-prompt', PasskeyPrompt, {
  props: {},
  styles: passkeyPromptStyles,
}) {}

defineElement('hr-passkey-prompt', HrPasskeyPromptElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-passkey-prompt': HrPasskeyPromptElement;
  }
}

declare module '../src/element/events' {
  interface HrChangeDetails {
    'hr-passkey-prompt': PasskeyPromptChangeDetail;
  }
}
