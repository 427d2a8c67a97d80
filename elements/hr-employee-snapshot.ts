import { createElementClass, defineElement } from '../src/element/define-element';
import { EmployeeSnapshot, type EmployeeSnapshotProps } from '../src/components/employee-snapshot/employee-snapshot';
import { employeeSnapshotStyles } from '../src/components/employee-snapshot/employee-snapshot.styles';
import { listenForSnapshotOpen, requestOpen } from '../src/components/employee-snapshot/snapshot-open';

/** Detail of `hr-snapshot-open`, the event that opens the snapshot (fired by search or any page script). */
export interface EmployeeSnapshotOpenDetail {
  /** The employee to show: an integer of at least 1. */
  employeeId: number;
  /** Same-origin URL of context data (docs/api snapshotContext); the dialog shows it first. */
  contextUrl?: string;
}

/**
 * The employee snapshot: a non-modal side dialog with an employee's summary (photo, name, job
 * title, department, statuses, profile link when allowed) and the sections the server lays out
 * (basic information, job history, job information, reports). Print the tag once per page,
 * usually in the shared layout; it shows nothing until an employee is opened, and the dialog
 * itself (a separate chunk) is fetched on the first open.
 *
 * It opens on the `hr-snapshot-open` event heard on `document`, which `<hr-global-search>` and
 * `<hr-quick-search>` fire for people the user may not open as a profile (when CORE_SNAPSHOT is
 * on). Any page script may fire it too, or call `open()`:
 *
 * ```js
 * document.dispatchEvent(new CustomEvent('hr-snapshot-open', { detail: { employeeId: 42 } }));
 * document.querySelector('hr-employee-snapshot').open(42, '/employees/snapshot/context/42?context=hiring');
 * ```
 *
 * Invalid data (an id that is not an integer of at least 1, a context URL of another origin) is
 * ignored with a console warning. A newer open replaces the employee and cancels the older
 * requests. With a context URL the dialog shows the context data first; Back shows the default
 * snapshot and 'Employee Summary' returns to the context. The loader shows only after 200 ms.
 *
 * The dialog is 379 × 800 px, 32 px from the right and 20 px from the top, never larger than the
 * window. Drag its header to move it and its bottom-left corner to resize it, or use the arrow keys
 * on the move and resize handles; buttons move it to the other side, make it larger or smaller and
 * reset it. Focus moves into it on open and back on close (Escape or the close button). Expanded
 * and collapsed sections are remembered in the `snapshotSectionState` cookie (Secure,
 * SameSite=Strict).
 *
 * @summary Draggable, resizable employee snapshot side dialog, opened by `hr-snapshot-open`.
 * @tag hr-employee-snapshot
 *
 * @attr {string} snapshot-src - Default snapshot route (docs/api snapshotDefault, snapshotSummary): `{snapshot-src}{id}` and `{snapshot-src}{id}/summary`. Default `/employees/snapshot/`.
 * @attr {string} summary-src - Employee summary route (docs/api snapshotEmployeeSummary), the header of the context view: `{summary-src}{id}`. Default `/employees/employee_summary/`.
 * @attr {string} config - JSON overrides of the page config for this element (urlPrefix, allowedHosts, locale…).
 *
 * @prop {string | undefined} snapshotSrc - Reflects `snapshot-src`.
 * @prop {string | undefined} summarySrc - Reflects `summary-src`.
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{message: string, status: number}>} hr-error - A snapshot request failed; the dialog shows the message. Bubbles, composed.
 *
 * @csspart dialog - The dialog.
 * @csspart header - Its title bar (the drag handle area).
 * @csspart handle - The move handle (arrow keys move the dialog).
 * @csspart resize - The resize handle (arrow keys resize the dialog).
 * @csspart body - The scrolling content.
 * @csspart summary - The employee's photo, name, job title, department and statuses.
 * @csspart photo - The employee's photo (or the default picture).
 * @csspart section - Each section.
 * @csspart loader - The loading indicator.
 * @csspart error - A failure message.
 * @csspart empty - 'Nothing More to See Here'.
 * @csspart swap - The button that moves the dialog to the other side of the window.
 * @csspart size - The button that makes the dialog larger or smaller.
 * @csspart reset - The button that puts the dialog back at its default place and size.
 * @csspart close - The dialog's close button.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-primary - Links, buttons and the focus ring.
 * @cssprop --hr-color-surface - The dialog's background.
 * @cssprop --hr-color-border - Its edge and separators.
 * @cssprop --hr-color-text-muted - Labels.
 */
export class HrEmployeeSnapshotElement extends createElementClass<EmployeeSnapshotProps>(
  'hr-employee-snapshot',
  EmployeeSnapshot,
  {
    props: { snapshotSrc: 'string', summarySrc: 'string' },
    styles: employeeSnapshotStyles,
  },
) {
  /**
   * Opens this element's dialog on an employee, as an `hr-snapshot-open` event does: the context
   * URL (same-origin) is shown first when given. Invalid arguments only warn in the console.
   */
  open(employeeId: number, contextUrl?: string): void {
    requestOpen(this, contextUrl === undefined ? { employeeId } : { employeeId, contextUrl });
  }
}

listenForSnapshotOpen();
defineElement('hr-employee-snapshot', HrEmployeeSnapshotElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-employee-snapshot': HrEmployeeSnapshotElement;
  }
}
