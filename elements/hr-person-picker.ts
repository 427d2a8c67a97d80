import { defineElement } from '../src/element/define-element';
import { createFormControlClass } from '../src/element/form-control';
import { PersonPicker, type PersonPickerProps } from '../src/components/person-picker/person-picker';
import { personPickerStyles } from '../src/components/person-picker/person-picker.styles';
import {
  fieldName,
  prepareFields,
  readPeople,
  syncFields,
  writeIds,
  writePeople,
} from '../src/components/person-picker/person-fields';
import {
  DEFAULT_FIELD_NAME,
  idsValue,
  parsePeople,
  type Person,
} from '../src/components/person-picker/person-picker.logic';

/** A chosen person as `element.people` gives and takes it. */
export type PersonPickerPerson = Person;

/** Detail of `hr-change` from `<hr-person-picker>`. */
export interface PersonPickerChangeDetail {
  /** The field name (default `eeids[]`). */
  name: string;
  /** The chosen ids joined by commas, as `element.value`. */
  value: string;
  ids: number[];
}

/** Detail of `hr-error` from `<hr-person-picker>`. */
export interface PersonPickerErrorDetail {
  /** HTTP status, 0 when no response arrived. */
  status: number;
  message: string;
}

/**
 * Chooses people for a form, with an autocomplete on docs/api quickSearch. Each chosen person is
 * posted as a hidden field `eeids[]` (the `name`), value the
 * employee id, one per person, and shows as a token with photo (initials when there is none or it
 * fails to load), name and a "Remove {name}" button.
 *
 * **States.** Inactive: a button with the description ('Add people'). Activating it (click, Enter,
 * Space, or a click on the field's `<label>`) shows the text input. With nobody chosen, leaving the
 * input makes it inactive again; once people are chosen it stays active.
 *
 * **Suggestions.** Typing asks `GET /ajax/quicksearch.php?query=…` 50 ms after the last
 * keystroke (query trimmed, spaces collapsed, at most 100 characters); the last answer is reused
 * for the same query (cache length 1), an earlier request is aborted and a stale answer dropped.
 * At most 20 people are listed, people already chosen are not, and the first one is preselected.
 * WAI-ARIA 1.2 combobox: ↓/↑ move through the list (the focus stays in the input, which carries
 * `aria-activedescendant`), Enter adds the active person, Escape closes the list and a second
 * Escape clears the input, Home/End move the caret. Enter never submits the form while something is
 * typed. Backspace in an empty input removes the last chosen person. Result counts, "No matches
 * for …", additions and removals are announced in a polite live region.
 *
 * **Initial people** (what a form reset returns to), first that applies:
 * 1. hidden inputs the page printed inside the element, as PHP would:
 *    `<input type="hidden" name="eeids[]" value="12" data-name="Ann Lee" data-image="/photos/12.jpg">`
 *    (with a `name` on the element, only fields of that name; without one, the element takes theirs);
 * 2. the `value` attribute (`"12,40"`), names and photos taken from `people`, else 'Employee #12';
 * 3. the `people` attribute on its own.
 * Every id goes through the shared employee id check: a bad one is logged and skipped.
 *
 * **Form control.** The element's text input (the page may put its own `<input type="text">`
 * inside, e.g. with an id for its `<label>`; or use `input-id`/`label`) posts nothing itself.
 * `required` means at least one person: the input gets a custom validity message ('Choose at
 * least one person.'), shown next to it after a failed validation. `disabled` disables the input
 * and buttons and posts nothing. Reset restores the initial people. `element.value` reads the ids
 * as `"12,40"`; setting it (ids, comma-separated) fires no event and fetches nothing. A user's
 * addition or removal fires native `input` and `change` from the input, then `hr-change`.
 *
 * Light DOM, styled through classes: `.hr-person-picker__activate` (description button),
 * `.hr-person-picker__popup`, `.hr-person-picker__option` (`--active`), `.hr-person-picker__tokens`,
 * `.hr-person-picker__token`, `.hr-person-picker__photo` (`--initials`), `.hr-person-picker__remove`,
 * `.hr-person-picker__error` with its Retry button `.hr-person-picker__retry` (a network failure is also asked
 * again once the browser is back online); the input is `hr-person-picker > input[data-hr-control]`.
 *
 * @summary Person picker posting hidden eeids[] fields, with quick-search suggestions and removable tokens.
 * @tag hr-person-picker
 *
 * @attr {string} name - Name of the hidden fields. Default `eeids[]`.
 * @attr {string} value - Initial chosen ids, comma-separated (`12,40`). Read when the element connects.
 * @attr {string} people - JSON `[{"id": 12, "name": "Ann Lee", "imageUrl": "/photos/12.jpg"}]`: names and photos for `value` (or the initial people without `value`). Read when the element connects.
 * @attr {string} description - Text of the inactive state's button. Default "Add people".
 * @attr {string} src - Suggestions endpoint, asked with `?query=`. Default `/ajax/quicksearch.php`; root-relative URLs get the configured URL prefix.
 * @attr {boolean} required - At least one person must be chosen.
 * @attr {boolean} disabled - Disables the picker; nothing is posted.
 * @attr {string} form - Id of the form the fields belong to, when outside it.
 * @attr {string} placeholder - Placeholder of the input. Default "Type a name…".
 * @attr {string} label - Accessible name of the input when no `<label>` names it. Default "People".
 * @attr {string} input-id - Id given to the input (for a `<label for>`).
 * @attr {string} config - JSON overrides of the page config for this element (urlPrefix, allowedHosts for photos…).
 *
 * @prop {string} value - The chosen ids, comma-separated. Setting it fires no event.
 * @prop {PersonPickerPerson[]} people - The chosen people `{id, name, imageUrl?}`. Setting it fires no event.
 * @prop {string} name - Reflects `name` (default `eeids[]`).
 * @prop {boolean} disabled - Reflects `disabled`.
 * @prop {boolean} required - Reflects `required`.
 * @prop {string | undefined} description - Reflects `description`.
 * @prop {string | undefined} src - Reflects `src`.
 * @prop {HTMLInputElement} control - The text input.
 *
 * @fires {CustomEvent<{name: string, value: string, ids: number[]}>} hr-change - The user added or removed a person. Bubbles, composed.
 * @fires {CustomEvent<{status: number, message: string}>} hr-error - The suggestions request failed (status 0 when no response arrived). Bubbles, composed.
 * @fires {Event} input - From the input, when the user added or removed a person.
 * @fires {Event} change - From the input, when the user added or removed a person.
 *
 * @cssprop --hr-color-primary - The active suggestion and the description button.
 * @cssprop --hr-color-border - Edges of the input and tokens.
 * @cssprop --hr-color-surface - Background of the input, popup and tokens.
 * @cssprop --hr-color-danger - The validation message.
 */
export class HrPersonPickerElement extends createFormControlClass<PersonPickerProps>('hr-person-picker', PersonPicker, {
  props: { src: 'string', description: 'string' },
  styles: personPickerStyles,
  control: { kind: 'input', type: 'text' },
}) {
  override connectedCallback(): void {
    // The base waits for the parser when the element was defined before its children arrived.
    const waiting = document.readyState === 'loading' && !this.querySelector('input');
    if (this.isConnected && !waiting) prepareFields(this);
    super.connectedCallback();
    if (this.isConnected && !waiting) syncFields(this, this.control as HTMLInputElement);
  }

  override attributeChangedCallback(attribute: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(attribute, old, value);
    // name, disabled, form and required apply to the eeids[] fields at once (a disabled picker posts nothing).
    if (this.isConnected && this.querySelector('input[data-hr-control]'))
      syncFields(this, this.control as HTMLInputElement);
  }

  override get value(): string {
    return idsValue(readPeople(this));
  }

  override set value(value: string) {
    writeIds(this, this.control as HTMLInputElement, value == null ? '' : String(value));
  }

  get people(): PersonPickerPerson[] {
    return readPeople(this).map((person) => ({ ...person }));
  }

  set people(people: readonly PersonPickerPerson[]) {
    writePeople(this, this.control as HTMLInputElement, parsePeople(people, '<hr-person-picker> people'));
  }

  override get name(): string {
    return fieldName(this);
  }

  override set name(value: string) {
    this.setAttribute('name', value || DEFAULT_FIELD_NAME);
  }
}

defineElement('hr-person-picker', HrPersonPickerElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-person-picker': HrPersonPickerElement;
  }
}
