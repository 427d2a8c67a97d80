import { createElementClass, defineElement } from '../src/element/define-element';
import {
  TimeTrackingToggle,
  type TimeTrackingToggleProps,
} from '../src/components/time-tracking-toggle/time-tracking-toggle';
import { timeTrackingToggleStyles } from '../src/components/time-tracking-toggle/time-tracking-toggle.styles';

/** Detail of `hr-change` from `<hr-time-tracking-toggle>`. */
export interface TimeTrackingToggleChangeDetail {
  /** How many times the user has pressed the button since the element mounted. */
  count: number;
}

/**
 * A button showing the `label` attribute; each press fires `hr-change` with the number of presses
 * so far. Without a label there is no button (it would have no accessible name).
 *
 * ```html
 * <hr-time-tracking-toggle label="Press me"></hr-time-tracking-toggle>
 * ```
 *
 * @summary A labelled button that counts its presses.
 * @tag hr-time-tracking-toggle
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
export class HrTimeTrackingToggleElement extends createElementClass<TimeTrackingToggleProps>(
  'hr-time-tracking-toggle',
  TimeTrackingToggle,
  {
    props: { label: 'string', disabled: 'boolean' },
    styles: timeTrackingToggleStyles,
  },
) {}

defineElement('hr-time-tracking-toggle', HrTimeTrackingToggleElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-time-tracking-toggle': HrTimeTrackingToggleElement;
  }
}

declare module '../src/element/events' {
  interface HrChangeDetails {
    'hr-time-tracking-toggle': TimeTrackingToggleChangeDetail;
  }
}
