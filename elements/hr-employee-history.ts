import { createElementClass, defineElement } from '../src/element/define-element';
import { EmployeeHistory, type EmployeeHistoryProps } from '../src/components/employee-history/employee-history';
import { employeeHistoryStyles } from '../src/components/employee-history/employee-history.styles';
import { listenForHistoryOpen, request } from '../src/components/employee-history/history-open';

/** The Employee global object (SPEC §3), as `employee`, `window.Employee` or the header data route gives it. */
export interface EmployeeHistoryEmployee {
  /** An integer of at least 1 (a decimal string is accepted). */
  id: number | string;
  preferredName?: string;
  lastName?: string;
  jobTitle?: string;
  /** Same-origin, or https on a host of the config's `allowedHosts`; anything else shows the default picture. */
  photoURL?: string | null;
}

/**
 * The history/update modal for employee data (SPEC §2): a modal dialog whose header shows the
 * employee's photo, preferred name and last name, and job title, around the page's own content
 * (the legacy job history table, an update form) printed as the element's children. The
 * children are slotted into the modal's body, so they show only while it is open; a form among
 * them is the page's own (light DOM): it submits, resets and validates as the page made it, and
 * a submit button outside it can be printed with `slot="actions"` and `form="…"` to sit next to
 * Close. A form with `method="dialog"` closes the modal when submitted.
 *
 * ```html
 * <hr-employee-history label="Job history" heading="Job history" employee-id="42">
 *   <table>…job history rows…</table>
 * </hr-employee-history>
 * ```
 *
 * **The header's data**, read each time the modal opens, from the first of:
 * 1. `employee`: the Employee object as a JSON attribute
 *    (`htmlspecialchars(json_encode($employee), ENT_QUOTES)`) or a property;
 * 2. `employee-id`: the header data is fetched from `{employee-src}{id}` (GET, docs/api
 *    peopleEmployeeHeader; answered once per page and route);
 * 3. `window.Employee`: the global object legacy pages set (`var Employee = {id: 42, …}`).
 *
 * Every field is validated: the id must be an integer of at least 1 (else the object is refused
 * and an error logged, SPEC §5); names and job title are plain text (strings only, control and
 * bidi-override characters removed, 200 characters at most), never markup; the photo goes through
 * the URL gate. A missing, refused or broken photo shows the default picture (SPEC §8). A failed
 * request shows 'An error has occurred while getting the data. Please reload the page and try
 * again.' (or the server's refusal on a 403) in the header and fires `hr-error`; the body still shows.
 *
 * **Opening**: the trigger button (printed when `label` is set), `open()`, or the
 * `hr-history-open` event on `document`: fired at (or inside) an element it opens that one, else
 * the one whose `id` is `detail.for`, else the first on the page. It closes on Escape, the × and
 * Close buttons, `close()` or a `method="dialog"` form. Focus goes to the title on open and back
 * to the opener on close; the page is inert and does not scroll behind it.
 *
 * ```js
 * document.dispatchEvent(new CustomEvent('hr-history-open', { detail: { for: 'job-history' } }));
 * document.querySelector('hr-employee-history').open();
 * ```
 *
 * The element's chunk holds the trigger and the open listener; the modal is a chunk of its own,
 * fetched when the pointer or focus reaches the trigger, or on open. Until the element is defined,
 * hr-shell.css hides its children.
 *
 * @summary History/update modal for employee data: header with avatar, name and job title around the page's own content.
 * @tag hr-employee-history
 *
 * @attr {string} label - The trigger button's text; without it there is no trigger (open with `open()` or `hr-history-open`).
 * @attr {string} heading - A line above the employee's name in the modal's title (e.g. 'Job history'), part of its accessible name.
 * @attr {string} employee - The Employee object as JSON: `{"id": 42, "preferredName": "Ada", "lastName": "Lovelace", "jobTitle": "Engineer", "photoURL": "/photos/42.jpg"}`.
 * @attr {number} employee-id - Fetch the header data of this employee (an integer of at least 1) when the modal opens.
 * @attr {string} employee-src - The header data route (docs/api peopleEmployeeHeader): GET `{employee-src}{employee-id}`. Default `/employees/employee_header/`.
 * @attr {string} config - JSON overrides of the page config for this element (urlPrefix, allowedHosts…).
 *
 * @prop {string | undefined} label - Reflects `label`.
 * @prop {string | undefined} heading - Reflects `heading`.
 * @prop {EmployeeHistoryEmployee | undefined} employee - The Employee object (not reflected).
 * @prop {number | undefined} employeeId - Reflects `employee-id`.
 * @prop {string | undefined} employeeSrc - Reflects `employee-src`.
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{}>} hr-open - The modal opened. Bubbles, composed.
 * @fires {CustomEvent<{}>} hr-close - The modal closed (Escape, a Close button, `close()`, a `method="dialog"` form). Bubbles, composed.
 * @fires {CustomEvent<{message: string, status: number}>} hr-error - The header data request failed (`status` 0 when no response arrived, 200 when the answer was not an Employee); the header shows the message. Bubbles, composed.
 *
 * @slot - The modal's body: the page's history table or update form (shown only while open).
 * @slot actions - The page's own buttons, before Close at the modal's foot (a submit button with `form="…"`).
 *
 * @csspart trigger - The trigger button (when `label` is set).
 * @csspart dialog - The modal `<dialog>`.
 * @csspart header - The header: photo, title, job title.
 * @csspart photo - The employee's photo, or the default picture (`data-default-photo`).
 * @csspart title - The heading: the `heading` line and the name.
 * @csspart heading - The `heading` line.
 * @csspart name - Preferred name and last name.
 * @csspart job-title - The job title.
 * @csspart error - The header data failure message (an alert).
 * @csspart close - The × button.
 * @csspart body - The scrolling area around the page's content.
 * @csspart actions - The foot with the page's actions and Close.
 * @csspart close-button - The Close button.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-primary - The trigger, the Close button and the default picture.
 * @cssprop --hr-color-surface - The modal's background.
 * @cssprop --hr-color-text - Its text.
 * @cssprop --hr-color-text-muted - The heading line and the job title.
 * @cssprop --hr-color-danger - The failure message's text and border.
 * @cssprop --hr-color-danger-surface - Its background.
 */
export class HrEmployeeHistoryElement extends createElementClass<EmployeeHistoryProps>(
  'hr-employee-history',
  EmployeeHistory,
  {
    props: {
      label: 'string',
      heading: 'string',
      employee: 'json',
      employeeId: 'number',
      employeeSrc: 'string',
    },
    styles: employeeHistoryStyles,
  },
) {
  /** Opens the modal (as the trigger and `hr-history-open` do). An open modal stays as it is. */
  open(): void {
    request(this, 'open');
  }

  /** Closes the modal, firing `hr-close` when it was open. */
  close(): void {
    request(this, 'close');
  }
}

listenForHistoryOpen();
defineElement('hr-employee-history', HrEmployeeHistoryElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-employee-history': HrEmployeeHistoryElement;
  }
}
