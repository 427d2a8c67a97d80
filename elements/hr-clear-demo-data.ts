import { createElementClass, defineElement } from '../src/element/define-element';
import { ClearDemoData, type ClearDemoDataProps } from '../src/components/clear-demo-data/clear-demo-data';
import { clearDemoDataStyles } from '../src/components/clear-demo-data/clear-demo-data.styles';

/** Detail of `hr-change` from `<hr-clear-demo-data>`. */
export interface ClearDemoDataChangeDetail {
  /** How many times the user has pressed the button since the element mounted. */
  count: number;
}

/**
 * A button showing the `label` attribute; each press fires `hr-change` with the number of presses
 * so far. Without a label there is no button (it would have no accessible name).
 *
 * ```html
 * <hr-clear-demo-data label="Press me"></hr-clear-demo-data>
 * ```
 *
 * @summary A labelled button that counts its presses.
 * @tag hr-clear-demo-data
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
export class HrClearDemoDataElement extends createElementClass<ClearDemoDataProps>(
  'hr-clear-demo-data',
  ClearDemoData,
  {
    props: { label: 'string', disabled: 'boolean' },
    styles: clearDemoDataStyles,
  },
) {}

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
