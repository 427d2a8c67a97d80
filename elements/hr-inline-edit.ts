import { createElementClass, defineElement, type LazyMount } from '../src/element/define-element';
import { displayName, InlineEdit, type InlineEditProps } from '../src/components/inline-edit/inline-edit';
import { inlineEditStyles } from '../src/components/inline-edit/inline-edit.styles';

/** Detail of `hr-change` from `<hr-inline-edit>`. */
export interface InlineEditChangeDetail {
  /** The record id that was saved (`record-id`). */
  id: number;
  /** The value the server accepted. */
  value: string;
}

/**
 * Until first focus, hover or click the element is the server's own text made keyboard reachable
 * (three attributes); React mounts on that first interaction. See docs/design.md, "Lazy mount".
 */
const lazy: LazyMount<InlineEditProps> = {
  prepare(host, { value, label, placeholder, disabled }) {
    if (value !== undefined && host.textContent !== value) host.textContent = value;
    if (disabled) {
      this.release(host);
      return;
    }
    const shown = value ?? host.textContent?.trim() ?? '';
    host.setAttribute('tabindex', '0');
    host.setAttribute('role', 'button');
    host.setAttribute('aria-label', displayName(label, shown || (placeholder ?? '')));
  },
  release(host) {
    host.removeAttribute('tabindex');
    host.removeAttribute('role');
    host.removeAttribute('aria-label');
  },
};

/**
 * Click-to-edit text for one field of one record. Shows the value; a click (or Enter/Space) opens
 * an input with Save and Cancel; Escape cancels. Saving posts `id`, `value` and `ajax=1` as a form
 * to `save-src`; the saved value is highlighted for 1500 ms. When the server answers with an
 * error (HTTP error or JSON `{"error": "…"}`) the original value comes back, not highlighted (only
 * an accepted value is), and the server's text is shown under it. SPEC §5 calls that message an
 * alert: it is announced once, politely (the element's status region), not as an assertive
 * `role=alert`; it stays until its dismiss button, the next edit, or another editor opening clears it.
 *
 * One editor is open per page: opening another value's editor cancels an open one (its unsaved
 * text is dropped, as Escape would; nothing is saved without the user's Save or Enter) and clears
 * other values' messages. The editor and the message take the width of the box the element sits
 * in and add none to it, so a table column keeps its width while a value is edited.
 *
 * Saves go out one at a time, in order (a newer value replaces one still
 * waiting), so what the element shows is always the server's last accepted value, and `hr-change`
 * and `hr-error` fire in the order the saves were made. A save outlives the element's removal:
 * re-attached, the element shows the saved value and fires the events it missed.
 *
 * Put the current value between the tags (as the page would print it) or in `value`.
 *
 * @summary Click-to-edit text that saves itself to a PHP endpoint.
 * @tag hr-inline-edit
 *
 * @attr {string} save-src - URL the value is posted to (form fields `id`, `value`, `ajax=1`). Root-relative URLs get the configured URL prefix.
 * @attr {number} record-id - Id of the record being edited. Must be non-zero: otherwise saving shows 'Error: No ID defined'.
 * @attr {string} value - The current value. Defaults to the element's text content.
 * @attr {string} label - What the value is ("Job title"); names the input and the edit button.
 * @attr {string} placeholder - Text shown when the value is empty.
 * @attr {number} maxlength - Longest value the input accepts.
 * @attr {boolean} disabled - Shows the value as plain text that cannot be edited.
 * @attr {string} config - JSON overrides of the page config for this element (urlPrefix, csrfToken, locale…).
 *
 * @prop {string | undefined} saveSrc - Reflects `save-src`.
 * @prop {number | undefined} recordId - Reflects `record-id`.
 * @prop {string | undefined} value - Reflects `value`; after a save, the value the server accepted.
 * @prop {string | undefined} label - Reflects `label`.
 * @prop {string | undefined} placeholder - Reflects `placeholder`.
 * @prop {number | undefined} maxlength - Reflects `maxlength`.
 * @prop {boolean} disabled - Reflects `disabled`.
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{id: number, value: string}>} hr-change - The server accepted a value the user saved. Bubbles, composed; not cancelable.
 * @fires {CustomEvent<{status: number, message: string}>} hr-error - A save failed (status 0 when no response arrived) and the original value was restored; also fired with `{message, attribute}` when an attribute cannot be parsed. Bubbles, composed.
 *
 * @csspart base - Wrapper of everything the element renders.
 * @csspart display - The value as a button (display mode).
 * @csspart highlight - Added to `display` for 1500 ms after a successful save.
 * @csspart value - The value text.
 * @csspart form - The editing form.
 * @csspart input - The text input.
 * @csspart save-button - The Save button.
 * @csspart cancel-button - The Cancel button.
 * @csspart error - The error message under the value; its text is announced by the status region.
 * @csspart dismiss-button - Removes the error message.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-highlight - Background of a just-saved value.
 * @cssprop --hr-color-primary - Save button and focus colour.
 * @cssprop --hr-color-danger - Error text colour.
 */
export class HrInlineEditElement extends createElementClass<InlineEditProps>('hr-inline-edit', InlineEdit, {
  props: {
    saveSrc: 'string',
    recordId: 'number',
    value: 'string',
    label: 'string',
    placeholder: 'string',
    maxlength: 'number',
    disabled: 'boolean',
  },
  styles: inlineEditStyles,
  lazy,
}) {}

defineElement('hr-inline-edit', HrInlineEditElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-inline-edit': HrInlineEditElement;
  }
}

declare module '../src/element/events' {
  interface HrChangeDetails {
    'hr-inline-edit': InlineEditChangeDetail;
  }
}
