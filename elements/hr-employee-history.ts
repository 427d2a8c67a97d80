import { createElementClass, defineElement } from '../src/element/define-element';
import { EmployeeHistory, type EmployeeHistoryProps } from '../src/components/employee-history/employee-history';
import { employeeHistoryStyles } from '../src/components/employee-history/employee-history.styles';

/** Detail of `hr-change` from `<hr-employee-history>`. */
export interface EmployeeHistoryChangeDetail {
  /** How many times the user has pressed the button since the element mounted. */
  count: number;
}

/**
 * A button showing the `label` attribute; each press fires `hr-change` with the number of presses
 * so far. Without a label there is no button (it would have no accessible name).
 *
 * ```html
 * <hr-employee-history label="Press me"></hr-employee-history>
 * ```
 *
 * @summary A labelled button that counts its presses.
 * @tag hr-employee-history
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
export class HrEmployeeHistoryElement extends createElementClass<EmployeeHistoryProps>(
  'hr-employee-history',
  EmployeeHistory,
  {
    props: { label: 'string', disabled: 'boolean' },
    styles: employeeHistoryStyles,
  },
) {}

defineElement('hr-employee-history', HrEmployeeHistoryElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-employee-history': HrEmployeeHistoryElement;
  }
}

declare module '../src/element/events' {
  interface HrChangeDetails {
    'hr-employee-history': EmployeeHistoryChangeDetail;
  }
}
