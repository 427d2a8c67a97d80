import { defineElement } from '../src/element/define-element';
import { createFormControlClass } from '../src/element/form-control';
import { SelectField, type SelectFieldProps } from '../src/components/select-field/select-field';
import { selectFieldStyles } from '../src/components/select-field/select-field.styles';
import { chosenValues, REFRESH_UI, type Refreshable } from '../src/components/select-field/use-select-field';

/** Detail of `hr-change` from `<hr-select-field>`. */
export interface SelectFieldChangeDetail {
  /** The select's name. */
  name: string;
  /** `element.value`: the chosen value, or a multiple select's chosen values joined by commas. */
  value: string;
  /** Every chosen value, in option order (one item, or none, for a single select). */
  values: string[];
}

/**
 * Enhances the page's own `<select>` (single or `multiple`) into a searchable dropdown. The
 * native select stays in light DOM as the form's control: it posts,
 * resets and validates natively (`required` shows the browser's bubble on the field). It is kept
 * invisible under the box, out of the tab order and the accessibility tree; focusing it (a
 * `<label for>` click, validation) focuses the enhanced box, which takes its accessible name from
 * the select's `<label>`s (or the `label` attribute).
 *
 * ```html
 * <label for="dept">Department</label>
 * <hr-select-field><select id="dept" name="department" required>
 *   <option value="">Select a department</option>
 *   <optgroup label="People"><option value="hr">Human Resources</option></optgroup>
 * </select></hr-select-field>
 * ```
 *
 * The dropdown mirrors the select: option groups, disabled options and groups, `hidden` options
 * (left out), the selection, and options added, removed, renamed or disabled by page scripts. A
 * script that changes the selection of the native select directly should then dispatch `change`
 * on it (or set `element.value` instead), as it would have to for the legacy enhancer.
 *
 * A search box (accent- and case-insensitive) shows above 8 options (above 130 with
 * `date-picker`, or `search-threshold`). The placeholder is the `placeholder` attribute, else the
 * select's `data-placeholder`, else its empty-valued first option's text, else 'Select an option'
 * ('Select Some Options' for a multiple select). A search with no match shows 'No results match'
 * and the query. The list is at most 269 px high.
 *
 * A multiple select shows its chosen options as tokens with a remove button; the list stays open
 * while choosing; Backspace in the empty box removes the last token.
 *
 * Keys (WAI-ARIA APG combobox: select-only without the search box, editable with it; the listbox
 * is `aria-multiselectable` for a multiple select): ↓ or Alt+↓ opens; ↑ ↓ PageUp PageDown move
 * (Home and End too without a search box: in the search box they stay caret keys); Enter chooses,
 * and Space without a search box; Alt+↑ chooses and closes; typing a letter jumps to the next
 * option starting with it when there is no search box; Escape closes and keeps focus on the box;
 * Tab closes and moves on.
 *
 * Setting `element.value` from code chooses that value (a multiple select takes a comma-separated
 * list, e.g. `'en,fr'`; values containing commas need the `values` property) and fires nothing.
 * Only a user's choice fires the native select's `input` and `change`, then `hr-change`.
 *
 * Once the browser has found the select invalid (a submit or `reportValidity()`), the box is
 * `aria-invalid` and outlined in the danger colour until a valid choice.
 *
 * Light-DOM classes for page styling: `.hr-select-field` (wrapper, with `is-open`, `is-disabled`,
 * `is-multiple`, `is-invalid`), `.hr-select-field__box`, `.hr-select-field__combobox`, `.hr-select-field__placeholder`,
 * `.hr-select-field__tokens`, `.hr-select-field__token`, `.hr-select-field__remove`, `.hr-select-field__popup`,
 * `.hr-select-field__list`, `.hr-select-field__group`, `.hr-select-field__group-label`, `.hr-select-field__option` (with
 * `is-active` and `is-chosen`), `.hr-select-field__empty`.
 *
 * @summary Searchable single or multiple dropdown enhancing a native select.
 * @tag hr-select-field
 *
 * @attr {boolean} date-picker - A date picker's month or year select: the search box shows only above 130 options.
 * @attr {number} search-threshold - Options the select may have before the search box shows (default 8; 130 with `date-picker`). `0` always shows it; a large number never does.
 * @attr {string} placeholder - Text shown while nothing is chosen (default: the select's empty first option's text, or 'Select an option' / 'Select Some Options').
 * @attr {string} name - Forwarded to the select.
 * @attr {boolean} required - Forwarded to the select: native validation.
 * @attr {boolean} disabled - Forwarded to the select: the field is not posted and the box cannot be used.
 * @attr {string} form - Forwarded to the select: the id of its form when it sits outside it.
 * @attr {string} label - Accessible name when the select has no `<label>` (forwarded as the select's aria-label).
 * @attr {string} input-id - Forwarded as the select's id (for a `<label for>`).
 * @attr {string} config - JSON overrides of the page config for this element.
 *
 * @prop {string} value - The chosen value; for a multiple select the chosen values joined by commas. Setting it chooses (a comma list for a multiple select) and fires no event.
 * @prop {string[]} values - Every chosen value. Setting it chooses exactly those (a multiple select; a single select takes the first) and fires no event.
 * @prop {HTMLSelectElement} control - The native select the form posts.
 * @prop {boolean | undefined} datePicker - Reflects `date-picker`.
 * @prop {number | undefined} searchThreshold - Reflects `search-threshold`.
 * @prop {string} name - Reflects `name`.
 * @prop {boolean} disabled - Reflects `disabled`.
 * @prop {boolean} required - Reflects `required`.
 * @prop {HTMLFormElement | null} form - The select's form.
 *
 * @fires {CustomEvent<{name: string, value: string, values: string[]}>} hr-change - The user chose or removed an option (after the select's native `input` and `change`). Never fired for a value set from code. Bubbles, composed.
 *
 * @cssprop --hr-color-primary - The active option.
 * @cssprop --hr-color-border - Edge of the box and the list.
 * @cssprop --hr-color-surface - Background of the box and the list.
 * @cssprop --hr-color-focus - Focus ring of the box.
 * @cssprop --hr-color-danger - Edge of an invalid box.
 */
export class HrSelectFieldElement extends createFormControlClass<SelectFieldProps>('hr-select-field', SelectField, {
  props: {
    datePicker: 'boolean',
    searchThreshold: 'number',
  },
  styles: selectFieldStyles,
  control: { kind: 'select' },
}) {
  get values(): string[] {
    return chosenValues(this.control as HTMLSelectElement);
  }

  set values(values: readonly string[]) {
    const select = this.control as HTMLSelectElement;
    const wanted = [...(values ?? [])].map(String);
    if (select.multiple) for (const option of select.options) option.selected = wanted.includes(option.value);
    else select.value = wanted[0] ?? '';
    (this as Refreshable)[REFRESH_UI]?.();
  }
}

defineElement('hr-select-field', HrSelectFieldElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-select-field': HrSelectFieldElement;
  }
}
