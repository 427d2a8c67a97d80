import { createElementClass, defineElement } from '../src/element/define-element';
import {
  IdentityVerification,
  type IdentityVerificationProps,
} from '../src/components/identity-verification/identity-verification';
import { identityVerificationStyles } from '../src/components/identity-verification/identity-verification.styles';

/**
 * Customer Identity Verification: while a support agent verifies the signed-in user, the back end
 * publishes a `verify` event with a code on the user's private realtime channel
 * `private-{companyId}-identity-{userId}` and this element shows the code in the 'Customer Identity
 * Verification' modal; a `close` event hides it again (the user may close it too). Print the tag
 * once, in the shared layout; it renders nothing else until a code arrives.
 *
 * It listens only when the page config asks for realtime: a `realtime` block with the Pusher app
 * `key` (docs/embedding.md, "Realtime"), and the session user's `companyId` and `id`. Only then is
 * pusher-js fetched (a chunk of its own). Every element that listens shares one connection per
 * page. The channel is authorized at `/pusher/auth` (docs/api realtimeAuthorizeChannel) with the
 * CSRF token of that moment, so after a re-login the new token is used; the subscription is made
 * again after every reconnect and every re-login. TLS is forced unless the config says
 * `"forceTLS": false`.
 *
 * The code is shown as text (markup in it stays visible markup; a code that is not 1 to 32
 * characters is ignored). While the connection is down (the browser is offline, pusher-js has not
 * reconnected within its 10 s, or the authorization was refused), a status line says so in a
 * polite live region, inside the dialog while it is open.
 *
 * ```html
 * <hr-identity-verification></hr-identity-verification>
 * ```
 *
 * @summary The Customer Identity Verification dialog: a code sent over realtime (Pusher), shown until closed.
 * @tag hr-identity-verification
 *
 * @attr {string} config - JSON overrides of the page config for this element (realtime, session, urlPrefix…).
 *
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @csspart status - The dropped-connection line outside the dialog (empty while connected).
 * @csspart dialog - The 'Customer Identity Verification' dialog.
 * @csspart code - The verification code.
 * @csspart dialog-status - The dropped-connection line inside the dialog.
 * @csspart close - The dialog's Close button.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-primary - The Close button.
 * @cssprop --hr-color-surface - The dialog's background.
 * @cssprop --hr-color-danger - The dropped-connection line's text and border.
 * @cssprop --hr-color-danger-surface - Its background.
 */
export class HrIdentityVerificationElement extends createElementClass<IdentityVerificationProps>(
  'hr-identity-verification',
  IdentityVerification,
  {
    props: {},
    styles: identityVerificationStyles,
  },
) {}

defineElement('hr-identity-verification', HrIdentityVerificationElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-identity-verification': HrIdentityVerificationElement;
  }
}
