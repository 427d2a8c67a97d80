import { createElementClass, defineElement } from '../src/element/define-element';
import { SupportRequest, type SupportRequestProps } from '../src/components/support-request/support-request';
import { supportRequestStyles } from '../src/components/support-request/support-request.styles';

/** Detail of `hr-change` from `<hr-support-request>`. */
export interface SupportRequestChangeDetail {
  /** How many times the user has pressed the button since the element mounted. */
  count: number;
}

/**
 * A button showing the `label` attribute; each press fires `hr-change` with the number of presses
 * so far. Without a label there is no button (it would have no accessible name).
 *
 * ```html
 * <hr-support-request label="Press me"></hr-support-request>
 * ```
 *
 * @summary A labelled button that counts its presses.
 * @tag hr-support-request
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
export class HrSupportRequestElement extends createElementClass<SupportRequestProps>(
  'hr-support-request',
  SupportRequest,
  {
    props: { label: 'string', disabled: 'boolean' },
    styles: supportRequestStyles,
  },
) {}

defineElement('hr-support-request', HrSupportRequestElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-support-request': HrSupportRequestElement;
  }
}

declare module '../src/element/events' {
  interface HrChangeDetails {
    'hr-support-request': SupportRequestChangeDetail;
  }
}
