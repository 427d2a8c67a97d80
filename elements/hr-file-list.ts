import { createElementClass, defineElement } from '../src/element/define-element';
import { FileList, type FileListProps } from '../src/components/file-list/file-list';
import { fileListStyles } from '../src/components/file-list/file-list.styles';

/** What changed, in the `hr-change` detail of `<hr-file-list>`. */
export type FileListChangeAction =
  'rename' | 'move' | 'share' | 'unshare' | 'delete' | 'add-category' | 'rename-category' | 'delete-category';

/** Detail of `hr-change` from `<hr-file-list>`. */
export interface FileListChangeDetail {
  action: FileListChangeAction;
  /** The files it changed (file actions). */
  ids?: number[];
  /** The category it changed, or the target of a move. */
  categoryId?: number;
  /** The new name (renames, added categories). */
  name?: string;
}

/**
 * Employee or company files, one collapsible section per file category (SPEC §2). A section's
 * open state is saved per user through the section-status calls and comes back on the next load.
 * Each file has a checkbox (Shift+click checks or clears a range; each section has a box that
 * selects all its files) and an actions menu: Open, Rename, Move, Share or Unshare, Delete. While
 * boxes are checked a bar offers Move and Delete for all of them. Delete asks first: the server
 * previews what would go (GET), the dialog confirms (POST); a file someone else deleted meanwhile
 * reports 'It looks like this file has already been deleted.' as a success. Admins also add,
 * rename and delete categories ('Please enter a category name.'; the comment and keep categories
 * are protected; only empty categories can be deleted). Files still being scanned cannot be
 * opened; infected ones carry a virus marker.
 *
 * Replace is not offered: SPEC names no call for it (a replacement would be an upload plus a swap
 * the contract does not define). Rename and Share use `filesRename` and `filesShare`, which the
 * reference server adds to docs/api/files.yaml for the menu's Rename and Share.
 *
 * Who may do what is the server's call: the categories answer says whether the user manages files
 * (admins); others see their own shared files with Open only, and may upload into their own
 * employee files (the server shares such a file with them), not into company files or another
 * employee's. Every write is checked again on the server; a refusal (403) shows the server's
 * message.
 *
 * Deleting the row that has the focus moves it to the next file of the section, else the
 * previous one, else the section header, and the status region says what was deleted. With no signed-in user in the page config
 * the element renders nothing; a page user who is not an admin, on another employee's
 * `employee-id`, gets 'You do not have access to these files.' without a request.
 *
 * The list is a WAI-ARIA grid with one tab stop: arrow keys move between rows and cells, Enter or
 * Space opens a file's menu. Thousands of files stay fast: only the rows near the viewport are in
 * the DOM (`render-all` turns that off), and `aria-rowcount`/`aria-rowindex` give the full count.
 *
 * ```html
 * <hr-file-list employee-id="2" uploader-id="employee-files"></hr-file-list>
 * <hr-file-list company uploader-id="company-files" allowed-extensions="pdf,docx" max-size="5"></hr-file-list>
 * ```
 *
 * @summary Employee or company files: sections, selection, file and category actions, uploads.
 * @tag hr-file-list
 *
 * @attr {number} employee-id - Whose employee files to show (`/ajax/employee_files.php?employeeId=`). Without it: the signed-in user's own. Ignored with `company`.
 * @attr {boolean} company - Shows the company files (`/ajax/company_files.php`) instead of an employee's.
 * @attr {string} label - Accessible name of the list; default 'Employee files' or 'Company files'.
 * @attr {string} uploader-id - Turns on uploads (file picker and dropping files onto the list) for users who may upload (those who manage files; everyone else on their own employee files); sent with every upload as `uploaderId`. 1 to 64 letters, digits or `_ . : -`.
 * @attr {string} allowed-extensions - Comma list of the extensions uploads may have; default the SPEC list (pdf, doc, docx, xls, xlsx, csv, jpg, jpeg, tif, tiff, gif, png, bmp, txt, rtf, zip). Checked before any byte is sent.
 * @attr {number} max-size - Uploads must be smaller than this many MB (default 10). Checked before any byte is sent.
 * @attr {boolean} render-all - Puts every row in the page instead of the rows near the viewport (for printing or find-in-page); slow with thousands of files.
 * @attr {string} config - JSON overrides of the page config for this element (urlPrefix, csrfToken, locale…).
 *
 * @prop {number | undefined} employeeId - Reflects `employee-id`.
 * @prop {boolean} company - Reflects `company`.
 * @prop {string | undefined} label - Reflects `label`.
 * @prop {string | undefined} uploaderId - Reflects `uploader-id`.
 * @prop {string | undefined} allowedExtensions - Reflects `allowed-extensions`.
 * @prop {number | undefined} maxSize - Reflects `max-size`.
 * @prop {boolean} renderAll - Reflects `render-all`.
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{action: string, ids?: number[], categoryId?: number, name?: string}>} hr-change - The server accepted a change the user made: `action` is rename, move, share, unshare, delete, add-category, rename-category or delete-category. Bubbles, composed; not cancelable.
 * @fires {CustomEvent<{message: string, status: number}>} hr-error - A call failed (status 0 when no answer arrived; 403 when the user may not do it); the message is also shown. Also `{message, attribute}` when an attribute cannot be parsed. Bubbles, composed.
 *
 * @csspart base - Wrapper of everything the element renders.
 * @csspart toolbar - Add category (users who manage files) and the upload controls (users who may upload).
 * @csspart add-category - The Add category button.
 * @csspart uploads - The upload target and picker.
 * @csspart notice - The last success message (role=status).
 * @csspart error - The last error message (role=alert).
 * @csspart bulk-bar - Move and Delete for the checked files; shown while boxes are checked.
 * @csspart loading - Shown while the categories load.
 * @csspart failed - Shown when the categories could not be loaded, with Try again.
 * @csspart empty - Shown when there are no categories.
 * @csspart grid - The scrolling list (role=grid).
 * @csspart section - A category's header row.
 * @csspart section-toggle - The button that opens or closes a section.
 * @csspart file - A file row; also `pending`, `uploaded` or `virus` by scan status.
 * @csspart file-link - A file's name as its download link (clean files only).
 * @csspart badge - A status badge (`pending`, `virus`, `shared`).
 * @csspart menu-button - An actions menu button.
 * @csspart menu - An open actions menu.
 * @csspart menu-item - An item of an actions menu.
 * @csspart upload-button - The button that picks files to upload.
 * @csspart upload-rows - The list of uploads in progress or done.
 * @csspart upload-row - One upload: its name, progress and outcome.
 * @csspart virus-marker - The mark on an upload whose scan found a virus.
 * @csspart dialog - The rename, move, delete and category dialogs.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-primary - Links and buttons.
 * @cssprop --hr-color-danger - Errors, Delete and the virus marker.
 * @cssprop --hr-color-border - The list's frame and fields.
 */
export class HrFileListElement extends createElementClass<FileListProps>('hr-file-list', FileList, {
  props: {
    employeeId: 'number',
    company: 'boolean',
    label: 'string',
    uploaderId: 'string',
    allowedExtensions: 'string',
    maxSize: 'number',
    renderAll: 'boolean',
  },
  styles: fileListStyles,
}) {}

defineElement('hr-file-list', HrFileListElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-file-list': HrFileListElement;
  }
}

declare module '../src/element/events' {
  interface HrChangeDetails {
    'hr-file-list': FileListChangeDetail;
  }
}
