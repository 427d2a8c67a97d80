import { defineElement } from '../src/element/define-element';
import { createFormControlClass } from '../src/element/form-control';
import { NumberField, type NumberFieldProps } from '../src/components/number-field/number-field';
import { numberFieldStyles } from '../src/components/number-field/number-field.styles';
import type { NumberFieldChangeDetail } from '../src/components/number-field/use-number-field';

export type { NumberFieldChangeDetail };

/**
 * A number, percent or currency field around a real `<input>` the page's `<form>` posts,
 * resets and validates natively. Values are exact decimals (big.js, no float drift).
 *
 * Typing is read with the page locale's separators (`lang`, or the `locale` config): '1.234,56'
 * is 1234.56 in de-DE and refused in en-US, where '1,234.56' is. Thousands separators, spaces,
 * the currency symbol, % and any other character around the number are stripped (SPEC §5:
 * '#12' is 12), then what remains is validated. Characters between the digits are not stripped,
 * because dropping them would change the amount, and an amount in accounting brackets ('(5)') is
 * not read as 5; anything that is not clearly a number (letters between
 * digits, '1e309', 'NaN', 'Infinity', two minus signs, separators in the wrong places, more than
 * 40 digits, more decimals than the field keeps) is kept as typed, marked invalid through
 * `setCustomValidity` with a message shown under the field. Full-width digits are read as digits.
 *
 * When the field loses focus after a change (`change`), the text is reformatted: `number`
 * inserts thousands separators, `percent` appends %, `currency` shows the currency's symbol
 * before or after the amount as GET /ajax/get_currency says (`symbolPosition`), padded to its
 * cents. A value printed by the page or set from code is a plain decimal ('1234.5'); formatted
 * text is read too. The formatted text becomes the input's default value, so a form reset and
 * change tracking see it as unchanged.
 *
 * **What the form posts.** Without `raw`, the input posts the formatted text ('$1,234.50'), as
 * legacy PHP pages expect and parse. With `raw`, a hidden input posts the exact decimal
 * ('1234.5') under the field's name instead (the visible input loses its name). `currency-name`
 * posts the chosen ISO code in a hidden input of that name.
 *
 * **Currency picker** (`picker`): a button showing the currency opens a listbox of the currencies
 * GET /ajax/get_currency lists (query `field`, `employeeId`, `payScheduleId`; fetched once).
 * Keys: Enter, Space, ↓ or ↑ on the button open it; ↑ ↓ Home End PageUp PageDown and typing a
 * code or name move; Enter or Space chooses; Escape closes; focus returns to the button.
 *
 * Light DOM, styled by classes: `.hr-number-field__currency` (the button), `__popup`, `__list`,
 * `__option` (`__option--active`), `__message` (the invalid-value message), `__status`.
 *
 * @summary Number, percent and currency field with exact decimals and a currency picker.
 * @tag hr-number-field
 *
 * @attr {string} name - Field name (forwarded to the input, or to the hidden mirror with `raw`).
 * @attr {string} value - Initial value: a plain decimal such as `1234.5` (formatted text is read too).
 * @attr {"number" | "percent" | "currency"} format - How the value is shown. Default `number`.
 * @attr {string} currency - ISO 4217 code of a currency field (default: the first listed currency, else USD).
 * @attr {boolean} picker - Show the currency picker (currency fields).
 * @attr {string} currency-name - Name of a hidden input posting the chosen currency code.
 * @attr {boolean} raw - Post the exact decimal instead of the formatted text.
 * @attr {number} decimals - Most decimal places accepted (0–20). Default: the currency's cents for currency fields, any for the others.
 * @attr {string} employee-id - Employee whose currencies are listed (`employeeId`); must be an integer ≥ 1, else it is logged and left out.
 * @attr {string} pay-schedule-id - Pay schedule whose currency is listed (`payScheduleId`); an integer ≥ 1.
 * @attr {string} src - Currency list URL. Default `/ajax/get_currency`.
 * @attr {boolean} required - Forwarded to the input.
 * @attr {boolean} disabled - Forwarded to the input; disables the picker too.
 * @attr {boolean} readonly - Forwarded to the input; disables the picker too.
 * @attr {string} form - Forwarded to the input and the hidden inputs.
 * @attr {string} placeholder - Forwarded to the input.
 * @attr {string} label - Accessible name of a created input (`aria-label`); prefer a `<label for>`.
 * @attr {string} input-id - `id` of a created input, for a `<label for>`.
 * @attr {string} config - JSON overrides of the page config for this element (locale, urlPrefix…).
 *
 * @prop {string} value - The exact decimal (`''` when empty; the typed text when it was refused). Setting it fires no event.
 * @prop {string | undefined} format - Reflects `format`.
 * @prop {string | undefined} currency - Reflects `currency`.
 * @prop {HTMLInputElement} control - The real input.
 *
 * @fires {CustomEvent<{name: string, value: string, text: string, valid: boolean, currency?: string}>} hr-change - The user changed the value or chose a currency (after the text was reformatted). Not fired for values set from code. Bubbles, composed.
 * @fires {CustomEvent<{status: number, message: string}>} hr-error - The currency list could not be loaded. Bubbles, composed.
 * @fires input - Native, from the input, while typing and when a currency is chosen.
 * @fires change - Native, from the input, when a typed change is committed and when a currency is chosen.
 *
 * @cssprop --hr-color-danger - The invalid-value message and border.
 * @cssprop --hr-color-primary - The active currency.
 * @cssprop --hr-color-border - Edge of the button and the popup.
 */
export class HrNumberFieldElement extends createFormControlClass<NumberFieldProps>('hr-number-field', NumberField, {
  props: {
    format: 'string',
    currency: 'string',
    currencyName: 'string',
    picker: 'boolean',
    raw: 'boolean',
    decimals: 'number',
    employeeId: 'string',
    payScheduleId: 'string',
    src: 'string',
  },
  styles: numberFieldStyles,
  control: { kind: 'input', attributes: { autocomplete: 'off', spellcheck: 'false' } },
}) {}

defineElement('hr-number-field', HrNumberFieldElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-number-field': HrNumberFieldElement;
  }
}

declare module '../src/element/events' {
  interface HrChangeDetails {
    'hr-number-field': NumberFieldChangeDetail;
  }
}
