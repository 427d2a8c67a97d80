import { createElementClass, defineElement } from '../src/element/define-element';
import { PasskeyPrompt, type PasskeyPromptProps } from '../src/components/passkey-prompt/passkey-prompt';
import { passkeyPromptStyles } from '../src/components/passkey-prompt/passkey-prompt.styles';

/** Detail of `hr-change` from `<hr-passkey-prompt>`. */
export interface PasskeyPromptChangeDetail {
  /** How many times the user has pressed the button since the element mounted. */
  count: number;
}

/**
 * A button showing the `label` attribute; each press fires `hr-change` with the number of presses
 * so far. Without a label there is no button (it would have no accessible name).
 *
 * ```html
 * <hr-passkey-prompt label="Press me"></hr-passkey-prompt>
 * ```
 *
 * @summary A labelled button that counts its presses.
 * @tag hr-passkey-prompt
 *
 * @attr {string} label - The button's text; runs of whitespace show as one space.
 * @attr {boolean} disabled - Shows the button disabled.
 * @attr {string} config - JSON overrides of the page config for this element.
 *
 * @prop {string | undefined} label - Reflects `label`.
 * @prop {boolean} disabled - Reflects `disabled`.
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{count: number}>} hr-change - The user pressed the button. Bubbles, composed; not cancelable.
 *
 * @csspart base - Wrapper of everything the element renders.
 * @csspart button - The button.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-primary - The button's text and border colour.
 */
export class HrPasskeyPromptElement extends createElementClass<PasskeyPromptProps>('hr-passkey-prompt', PasskeyPrompt, {
  props: { label: 'string', disabled: 'boolean' },
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
