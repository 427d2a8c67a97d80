import { createElementClass, defineElement } from '../src/element/define-element';
import { TermsPrompt, type TermsPromptProps } from '../src/components/terms-prompt/terms-prompt';
import { termsPromptStyles } from '../src/components/terms-prompt/terms-prompt.styles';

/** Detail of `hr-close` from `<hr-terms-prompt>`. */
export interface TermsPromptCloseDetail {
  /** What the user answered, once the server saved it. */
  action: 'accept' | 'dismiss';
}

/**
 * The updated-terms prompt "We've updated our Terms of Service", with a link to read them, Accept
 * and Not Now.
 *
 * **Trigger.** SPEC names only the two calls, so the trigger is the back end's, as with every
 * server-decided prompt: the page prints the tag when the session user has terms to respond to
 * (a newer version published since they last accepted, and no dismissal since), and the element
 * shows whenever it is printed. It makes no request to decide. Accept posts `/ajax/terms/accept`,
 * Not Now posts `/ajax/terms/dismiss`; once the server answers the prompt closes and fires
 * `hr-close` with the action. The back end then stops printing it: for good after an accept, and
 * after a dismissal until it chooses to remind again (the demo back end: until the terms are
 * published anew). When the post fails the prompt stays, says 'Oops. Something went wrong. Please
 * try again.' in an alert, and fires `hr-error`.
 *
 * Like `<hr-cookie-notice>` it is a labelled region in the page's flow, not a modal dialog: it
 * takes its own room and never covers the focused control (WCAG 2.4.11). Print it near the top of
 * the content, after the banner stack.
 *
 * ```html
 * <?php if ($session->termsPending): ?>
 * <hr-terms-prompt href="/legal/terms"></hr-terms-prompt>
 * <?php endif ?>
 * ```
 *
 * @summary The updated-terms prompt: read, Accept (POST /ajax/terms/accept) or Not Now (POST /ajax/terms/dismiss).
 * @tag hr-terms-prompt
 *
 * @attr {string} href - Where the terms can be read: root-relative, same-origin, or https on a host of the config's `allowedHosts` (opens in a new tab). Anything else, or none, shows no link.
 * @attr {string} config - JSON overrides of the page config for this element (urlPrefix, csrfToken, allowedHosts…).
 *
 * @prop {string | undefined} href - Reflects `href`.
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{action: 'accept' | 'dismiss'}>} hr-close - The server saved the answer and the prompt closed. Bubbles, composed; not cancelable.
 * @fires {CustomEvent<{message: string, status: number}>} hr-error - The answer could not be saved (`status` 0 when no response arrived); the prompt stays open. Bubbles, composed.
 *
 * @csspart base - The prompt (a region labelled by its title; aria-busy while saving).
 * @csspart title - The heading.
 * @csspart text - The explanation and the link.
 * @csspart link - The 'Read the Terms of Service' link.
 * @csspart error - The failure message (an alert; empty until a post fails).
 * @csspart dismiss - The Not Now button.
 * @csspart accept - The Accept button.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-surface - The prompt's background and the Not Now button's.
 * @cssprop --hr-color-text - Its text.
 * @cssprop --hr-color-border - Its border.
 * @cssprop --hr-radius - Its corner radius.
 * @cssprop --hr-color-primary - Its leading edge, the link, the buttons' border and the Accept button's background.
 * @cssprop --hr-color-primary-text - The Accept button's text.
 * @cssprop --hr-color-danger - The failure message.
 * @cssprop --hr-color-focus - Focus rings.
 * @cssprop --hr-font-family - Its font.
 */
export class HrTermsPromptElement extends createElementClass<TermsPromptProps>('hr-terms-prompt', TermsPrompt, {
  props: { href: 'string' },
  styles: termsPromptStyles,
}) {}

defineElement('hr-terms-prompt', HrTermsPromptElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-terms-prompt': HrTermsPromptElement;
  }
}
