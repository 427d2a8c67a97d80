import { createElementClass, defineElement } from '../src/element/define-element';
import {
  TimeTrackingToggle,
  type TimeTrackingToggleProps,
} from '../src/components/time-tracking-toggle/time-tracking-toggle';
import { timeTrackingToggleStyles } from '../src/components/time-tracking-toggle/time-tracking-toggle.styles';
import { requestState } from '../src/components/time-tracking-toggle/use-time-tracking-toggle';

/** Detail of `hr-change` from `<hr-time-tracking-toggle>`. */
export interface TimeTrackingToggleChangeDetail {
  /** The employee. */
  employeeId: number;
  /** Whether time tracking is now on. */
  enabled: boolean;
}

/**
 * Time tracking on or off for one employee (SPEC §4 "Time tracking per employee"): a switch the
 * page prints with the state it knows, in a table row or on the employee's page. Its first render
 * is the switch only; the dialogs, the calls and the sanitizer are a chunk fetched when the user
 * reaches for it.
 *
 * ```php
 * <hr-time-tracking-toggle employee-id="<?= (int) $employee->id ?>"
 *   employee-name="<?= htmlspecialchars($employee->name, ENT_QUOTES) ?>"
 *   <?= $employee->timeTrackingEnabled ? 'enabled' : '' ?>></hr-time-tracking-toggle>
 * ```
 *
 * - **Enable.** Outside the custom-overtime feature (the config's `features.CUSTOM_OVERTIME` is
 *   not true) it first asks GET `/time-tracking/missing-data-modal?employeeId=`: a 204 means
 *   nothing is missing, a form is the missing-data prompt, saved by POST to the same route. Then
 *   the enable modal: GET `/time-tracking/enable-time-tracking-modal?employeeId=` (an HTML body,
 *   sanitized, shown as a real form in our dialog), POSTed to the same route (its fields, URL-
 *   encoded; the form's own `action` is not used). `SUCCESS`/`success` shows 'Time tracking has
 *   been enabled for this employee!' and closing the message reloads the page (or, with
 *   `go-to-timesheet`, goes to `/employees/timesheet/?id={employeeId}`). `FAIL` with reason
 *   `no_pay_schedule` closes the enable modal and opens the no-pay-schedule modal (GET
 *   `/time-tracking/no-pay-schedule-modal?employeeId=`). Any other failure shows 'Sorry, something
 *   went wrong. Try giving it another shot?' in the dialog, keeping the form as it was.
 * - **Disable.** POST `/time-tracking/disable-time-tracking?employeeId=`, then 'OK, this employee
 *   will no longer be able to track time worked or access the timesheet.'; closing reloads.
 * - **Change group.** For an enabled employee, GET `/time_tracking/settings` (once per page);
 *   more than one configuration shows a 'Change group' link beside the switch, opening the
 *   change-group modal (GET/POST `/time-tracking/change-group-modal?employeeId=`).
 * - A request that matches the current state does nothing (no call). An `employee-id` that is not
 *   an integer of at least 1 is logged to the console and the switch stays disabled: no call.
 * - A save refused with a 403 and a message (an assumed-user session's permission-test message)
 *   shows that message, keeps the form, and changes nothing.
 *
 * The switch is an APG switch (`role="switch"`, `aria-checked`), named 'Time tracking for
 * {employee-name}'. Each dialog takes the focus, traps Tab, closes on Escape and gives the focus
 * back to the switch.
 *
 * @summary Time tracking per employee: a switch that enables it (missing data, group, no pay schedule) or disables it, then reloads.
 * @tag hr-time-tracking-toggle
 *
 * @attr {string} employee-id - The employee (an integer of at least 1).
 * @attr {boolean} enabled - Time tracking is on for the employee, as the page printed it.
 * @attr {string} employee-name - The employee's name, read by screen readers with the switch ('Time tracking for …').
 * @attr {boolean} go-to-timesheet - After enabling, go to the employee's timesheet (`/employees/timesheet/?id={employeeId}`) instead of reloading.
 * @attr {string} config - JSON overrides of the page config for this element (urlPrefix, csrfToken, features…).
 *
 * @prop {string | undefined} employeeId - Reflects `employee-id`.
 * @prop {boolean} enabled - Reflects `enabled`.
 * @prop {string | undefined} employeeName - Reflects `employee-name`.
 * @prop {boolean} goToTimesheet - Reflects `go-to-timesheet`.
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{employeeId: number, enabled: boolean}>} hr-change - Time tracking was turned on or off, or the group changed (enabled true), before the page reloads. Bubbles, composed; not cancelable.
 * @fires {CustomEvent<{message: string, status: number}>} hr-error - A modal did not load or a save was refused; the dialog shows the message. Bubbles, composed.
 *
 * @csspart base - Wrapper of the switch and the link.
 * @csspart switch - The switch (a button with role switch).
 * @csspart track - The switch's track (its thumb inside).
 * @csspart label - 'Time tracking'.
 * @csspart state - 'On' or 'Off' beside the switch (hidden from screen readers: the switch says it).
 * @csspart change-group - The 'Change group' link.
 * @csspart dialog - The dialog.
 * @csspart header - Its title bar.
 * @csspart title - Its title.
 * @csspart close - The close button of the title bar.
 * @csspart body - The content below the title bar.
 * @csspart loader - 'Loading…'.
 * @csspart intro - The server's text above the form.
 * @csspart form - The form.
 * @csspart fields - The server's fields inside the form.
 * @csspart actions - The button rows.
 * @csspart cancel - Cancel.
 * @csspart submit - Save and Continue, Enable or Save.
 * @csspart done - OK after a saved change (reloads), Close otherwise.
 * @csspart error - The default error, or the server's message.
 * @csspart status - The status region that announces the success message.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-primary - The switch when on, buttons and links.
 * @cssprop --hr-color-text-muted - The switch when off, and its state text.
 * @cssprop --hr-color-surface - The dialog's background.
 * @cssprop --hr-color-border - Field borders and the title bar's separator.
 * @cssprop --hr-color-danger - Error text.
 * @cssprop --hr-color-danger-surface - Error background.
 */
export class HrTimeTrackingToggleElement extends createElementClass<TimeTrackingToggleProps>(
  'hr-time-tracking-toggle',
  TimeTrackingToggle,
  {
    props: { employeeId: 'string', enabled: 'boolean', employeeName: 'string', goToTimesheet: 'boolean' },
    styles: timeTrackingToggleStyles,
  },
) {
  /** Turns time tracking on through the flow, as a press does; nothing when it is already on. */
  enable(): void {
    requestState(this, true);
  }

  /** Turns time tracking off, as a press does; nothing when it is already off. */
  disable(): void {
    requestState(this, false);
  }
}

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
