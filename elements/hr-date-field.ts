import { defineElement } from '../src/element/define-element';
import { createFormControlClass } from '../src/element/form-control';
import { DateField, type DateFieldProps } from '../src/components/date-field/date-field';
import { fromLocalDate, parseDateText, resolveFormat, toIso } from '../src/components/date-field/date-field.logic';
import { dateFieldStyles } from '../src/components/date-field/date-field.styles';

export { formatDisplayDate } from '../src/components/date-field/date-field.logic';

/** Detail of `hr-change` from `<hr-date-field>`. */
export interface DateFieldChangeDetail {
  /** The field's `name`. */
  name: string;
  /** The text the form posts, in the configured format ('' when cleared). */
  value: string;
  /** The same day as yyyy-mm-dd, or '' when the text is not a date. */
  iso: string;
}

/**
 * A date field with a keyboard-usable calendar (flatpickr) for legacy forms. The
 * page's own `<input>` (or one created from the attributes) stays in light DOM and is what the
 * form posts: the text in the configured format (`format`, default mm/dd/yyyy), as legacy PHP
 * expects. `iso-name` adds a hidden field posting the same day as yyyy-mm-dd.
 *
 * Typing always works: separators, single digits, full-width digits, two-digit years and
 * yyyy-mm-dd are understood, and a good date is rewritten in the format on change. Two-digit
 * years fall in the hundred years ending 20 years after today (in 2026: 00–46 → 2000–2046,
 * 47–99 → 1947–1999). Bad text is kept as typed, shown with 'Invalid date format.' (or the
 * allowed range), and set as the input's custom validity, so the form does not submit. The
 * visible format hint is tied to the input with `aria-describedby`.
 *
 * Dates run from January 1st a hundred years back to December 31st twenty years ahead
 * unless `min`/`max` say otherwise; `future-only` starts at today ("today" is read again when the
 * field takes focus, the calendar opens or the tab shows again, so a page left open past
 * midnight moves on). Linked from/to fields:
 * `<hr-date-field id="start" end-field="end">` and `<hr-date-field id="end" start-field="start">`
 * (ids in the same document or shadow root): the start's date is the end's minimum and the end's
 * date the start's maximum, whether chosen, typed or set from code.
 *
 * Keys: Alt+ArrowDown in the input, or the calendar button, opens the calendar on the chosen day
 * (else today). Arrows move by day and week, Home/End to the first and last day of the week,
 * PageUp/PageDown by month (with Shift by year),
 * Ctrl+arrows as flatpickr does, Enter or Space picks, Tab cycles through the month arrows, month,
 * year and days, Escape closes and returns focus. The calendar lives inside the element (never
 * `document.body`), so it works in shadow roots and modal `<dialog>`s.
 *
 * Light DOM, classes: `hr-date-field__button` (calendar button), `hr-date-field__hint`,
 * `hr-date-field__error`, `hr-date-field__duration`, `hr-date-field__calendar` (the popup; flatpickr's
 * own classes inside). The input gets `aria-invalid="true"` while a message shows.
 *
 * @summary Date input with format hint, validation, linked ranges and an accessible calendar.
 * @tag hr-date-field
 *
 * @attr {string} name - Name the form posts the text under (forwarded to the input).
 * @attr {string} value - Initial date, in the format or yyyy-mm-dd (shown in the format).
 * @attr {string} format - One of `mm/dd/yyyy` (default), `dd/mm/yyyy`, `yyyy-mm-dd`, `mm/dd/yy`, `dd/mm/yy`, `yy-mm-dd`, `dd MMM YYYY`, `MMM d, yyyy`. Unknown values use the default.
 * @attr {string} min - Earliest date, yyyy-mm-dd (replaces the 100-years-back limit).
 * @attr {string} max - Latest date, yyyy-mm-dd (replaces the 20-years-ahead limit).
 * @attr {boolean} future-only - Only today and later.
 * @attr {string} end-field - Id of the linked end field: its date is this field's maximum.
 * @attr {string} start-field - Id of the linked start field: its date is this field's minimum.
 * @attr {boolean} show-duration - Shows 'Mar 4, 2021 (2y, 3m, 4d)' (or '(< 1 month)') beside the field: the distance to the linked field's date, else to today.
 * @attr {string} iso-name - Also posts the day as yyyy-mm-dd in a hidden field of this name ('' when the text is not a date).
 * @attr {boolean} required - The form will not submit without a date.
 * @attr {boolean} disabled - Disables the input and the calendar button; nothing is posted.
 * @attr {boolean} readonly - The input is read-only and the calendar button disabled.
 * @attr {string} form - Id of the form the field belongs to when outside it.
 * @attr {string} label - Accessible name of the input when the page has no `<label>`.
 * @attr {string} input-id - Id of the created input (for a `<label for>`).
 * @attr {string} placeholder - Placeholder of the input.
 * @attr {string} config - JSON overrides of the page config (locale…).
 *
 * @prop {string} value - The posted text. Set it (format or yyyy-mm-dd) from code: shown in the format, no event fires.
 * @prop {string} iso - Read-only: the day as yyyy-mm-dd, or '' when the text is not a date.
 * @prop {HTMLInputElement} control - The real input the form posts.
 * @prop {string | undefined} format - Reflects `format`.
 * @prop {string | undefined} min - Reflects `min`.
 * @prop {string | undefined} max - Reflects `max`.
 * @prop {boolean} futureOnly - Reflects `future-only`.
 * @prop {string | undefined} startField - Reflects `start-field`.
 * @prop {string | undefined} endField - Reflects `end-field`.
 * @prop {boolean} showDuration - Reflects `show-duration`.
 * @prop {string | undefined} isoName - Reflects `iso-name`.
 *
 * @fires {Event} input - Native, from the input, on typing and when a day is picked.
 * @fires {Event} change - Native, from the input, when typing is committed or a day is picked.
 * @fires {CustomEvent<{name: string, value: string, iso: string}>} hr-change - After each user change (typed and committed, or picked); never when code sets the value. Bubbles, composed. `document.addEventListener('hr-change', (e) => e.target.localName === 'hr-date-field' && save(e.detail.iso))`.
 *
 * @cssprop --hr-color-primary - Calendar button, today's ring and the chosen day.
 * @cssprop --hr-color-border - Edges of the button and the calendar.
 * @cssprop --hr-color-danger - The message and the invalid input's edge.
 * @cssprop --hr-color-highlight - Days and arrows under the pointer.
 */
export class HrDateFieldElement extends createFormControlClass<DateFieldProps>('hr-date-field', DateField, {
  props: {
    format: 'string',
    min: 'string',
    max: 'string',
    futureOnly: 'boolean',
    startField: 'string',
    endField: 'string',
    showDuration: 'boolean',
    isoName: 'string',
  },
  styles: dateFieldStyles,
  control: { kind: 'input', type: 'text', attributes: { autocomplete: 'off', spellcheck: 'false', inputmode: 'text' } },
}) {
  /** Works before React mounts too: linked fields read each other through it. */
  get iso(): string {
    const parsed = parseDateText(this.value, resolveFormat(this.getAttribute('format')), fromLocalDate(new Date()));
    return parsed.kind === 'date' ? toIso(parsed.date) : '';
  }
}

defineElement('hr-date-field', HrDateFieldElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-date-field': HrDateFieldElement;
  }
}

declare module '../src/element/events' {
  interface HrChangeDetails {
    'hr-date-field': DateFieldChangeDetail;
  }
}
