import { createFormControlClass } from '../src/element/form-control';
import { defineElement } from '../src/element/define-element';
import { InsertableList, type InsertableListProps } from '../src/components/insertable-list/insertable-list';
import { insertableListStyles } from '../src/components/insertable-list/insertable-list.styles';

/** Detail of `hr-change` from `<hr-insertable-list>`. */
export interface InsertableListChangeDetail {
  /** The select's name. */
  name: string;
  /** The chosen option's value (the new option's id after an insert). */
  value: string;
  /** The chosen option's text. */
  text: string;
  /** True when the option was just added through "Add new option". */
  added: boolean;
}

/** Detail of `hr-error` from `<hr-insertable-list>`. */
export interface InsertableListErrorDetail {
  /** HTTP status (200 for a `ret: 'ERROR'` answer, 0 when no response arrived). */
  status: number;
  /** The message shown under the input. */
  message: string;
}

/**
 * A `<select>` whose list the user can extend in place (docs/api listsInsert): "Add new option"
 * opens an inline input (maxlength 100); Enter or Add posts `ajax=1, action=new-section, name,
 * field` (URL-encoded) to `src` (default `/ajax/list_insert.php`) and reads `{ret, id, message}`:
 *
 * - `SUCCESS`: the option (value = id, text = the name the server stored, else the one sent) is
 *   added (or found, when the select already has that value), selected (added to the choices of a
 *   `multiple` select), and the select fires
 *   native `input` + `change` and the element `hr-change` (with `added: true`); focus goes to the select.
 * - `ERROR`: its `message` is shown under the input (a 403/409/422 answer carrying a message, as
 *   the demo server sends for no permission, duplicates and bad names, is shown the same way).
 * - anything else: 'Error processing your request.'
 *
 * An empty (or only-whitespace) name is refused before any request with 'You must enter a new
 * option to the list.' or the `error-message` attribute. Escape cancels and returns focus to the
 * "Add new option" button. The name is sent trimmed with runs of whitespace collapsed.
 *
 * The legacy "counter maximum 255" is the counter plugin's default cap; this input's own
 * maxlength (100) is lower, so 100 is the limit of the input and of the counter under it.
 *
 * ```html
 * <label for="jobTitle">Job title</label>
 * <hr-insertable-list field="jobTitle">
 *   <select id="jobTitle" name="jobTitle"><option value="">–Select–</option><option value="4">Designer</option></select>
 * </hr-insertable-list>
 * ```
 *
 * CSS classes (light DOM): `.hr-insertable-list__add`, `__editor`, `__label`, `__input`, `__save`,
 * `__cancel`, `__counter` (`--normal`, `--warning`, `--error`), `__error`, `__status` (visually hidden).
 *
 * @summary A select with an inline "Add new option" input that inserts through the server.
 * @tag hr-insertable-list
 *
 * @attr {string} src - URL of the insert POST. Default `/ajax/list_insert.php`. Root-relative URLs get the configured URL prefix.
 * @attr {string} field - The list's field name posted as `field`. Default: the select's name.
 * @attr {string} error-message - Shown instead of 'You must enter a new option to the list.'
 * @attr {string} name - Forwarded to the select.
 * @attr {boolean} required - Forwarded to the select.
 * @attr {boolean} disabled - Forwarded to the select; also disables "Add new option".
 * @attr {string} form - Forwarded to the select (id of its form).
 * @attr {string} label - The select's aria-label when it has no visible label.
 * @attr {string} input-id - The id of a select the element creates.
 * @attr {string} config - JSON overrides of the page config for this element (urlPrefix, csrfToken…).
 *
 * @prop {string} value - The selected option's value. Setting it fires no event.
 * @prop {string | undefined} src - Reflects `src`.
 * @prop {string | undefined} field - Reflects `field`.
 * @prop {string | undefined} errorMessage - Reflects `error-message`.
 * @prop {HTMLSelectElement} control - The select the form posts.
 *
 * @fires {Event} input - Native, from the select, when the user picks an option or one was added.
 * @fires {Event} change - Native, from the select, likewise.
 * @fires {CustomEvent<{name: string, value: string, text: string, added: boolean}>} hr-change - After the native change; user actions only. Bubbles, composed.
 * @fires {CustomEvent<{status: number, message: string}>} hr-error - The insert was refused or failed (the message is also shown). Bubbles, composed.
 *
 * @cssprop --hr-color-primary - "Add new option" and the Add button.
 * @cssprop --hr-color-danger - The error message and an invalid input.
 * @cssprop --hr-color-warning - The counter at 20 or fewer left.
 */
export class HrInsertableListElement extends createFormControlClass<InsertableListProps>(
  'hr-insertable-list',
  InsertableList,
  {
    props: { src: 'string', field: 'string', errorMessage: 'string' },
    styles: insertableListStyles,
    control: { kind: 'select' },
  },
) {}

defineElement('hr-insertable-list', HrInsertableListElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-insertable-list': HrInsertableListElement;
  }
}

declare module '../src/element/events' {
  interface HrChangeDetails {
    'hr-insertable-list': InsertableListChangeDetail;
  }
}
