import { createFormControlClass } from '../src/element/form-control';
import { defineElement } from '../src/element/define-element';
import { AddressFields, type AddressFieldsProps } from '../src/components/address-fields/address-fields';
import { addressFieldsStyles } from '../src/components/address-fields/address-fields.styles';

/** Detail of `hr-change` from `<hr-address-fields>`. */
export interface AddressFieldsChangeDetail {
  /** Which field the user changed. */
  part: 'country' | 'state' | 'zip';
  /** That field's name. */
  name: string;
  /** That field's value (for `country`, also the element's `value`). */
  value: string;
}

/** Detail of `hr-error` from `<hr-address-fields>`. */
export interface AddressFieldsErrorDetail {
  /** HTTP status (0 when no response arrived, 200 for an answer without `success: true`). */
  status: number;
  message: string;
}

/**
 * Country, state and zip fields of a PHP address form, with labels that follow the country, as
 * that country's own addresses name them, for every country of the reference data (docs/api
 * referenceCountries): 1 United States and 0 (not specified) → State / ZIP Code; 3 Canada →
 * Province / Postal Code; 13 Australia → State / Postcode; 222 United Kingdom → County / Postcode;
 * 157 Mexico, 30 Brazil, 80 Germany → State / Postal Code; 99 India → State / PIN Code; 104 Ireland
 * → County / Eircode; 109 Japan → Prefecture / Postal Code; 204 Switzerland → Canton / Postal Code;
 * 73 France, 56 Czech Republic, 57 Denmark → Region / Postal Code; 153 New Zealand → Region /
 * Postcode; 150 Netherlands → Province / Postcode; 160 Norway, 203 Sweden → County / Postal Code;
 * 170 Philippines → Province / ZIP Code; any other → Province / Postal Code. A country select
 * without a usable id counts as the default company country (1).
 *
 * **Not SPEC's id rule, on purpose.** SPEC §5 gives 3 State / Post Code and every country but its
 * five ids Province / Postal Code. In the reference data 3 is Canada, which writes Province /
 * Postal Code, and a German Land or a Japanese prefecture is no province: the labels follow the
 * country, SPEC's ids keep the labels that are right for them (1, 0, 157, 222 with Postcode, the
 * UK's own spelling), and SPEC's Province / Postal Code stays the default for an id not listed.
 *
 * The element wraps the page's own controls and their `<label>`s, in this order: the country
 * `<select>` (the element's control and `value`), the state `<select>` (or an `<input>` the element
 * only relabels), the zip `<input>`. Mark them with `data-address-part="state|zip|timezone"` when
 * the order differs. Only the first non-blank text of each label changes, so a required marker in
 * its own element stays.
 *
 * - Countries come from `GET /ajax/get_countries` (sorted by name, "0" first), states from
 *   `GET /ajax/get_states?country=` (both with `employeeId` / `payScheduleId` when given). The
 *   state list reloads when the country changes, keeping the chosen state while it is still
 *   offered; if the user's country change drops it, the state select fires native input/change.
 *   The page's own value="" options stay first; the state the page printed stays on the first load
 *   even when the server's list lacks it (saved data is never dropped unasked). With no usable
 *   country id the state list is left as it is. A failed load keeps the lists as they were and
 *   shows 'An error has occurred while getting the data. Please reload the page and try again.'
 * - On a zip change, for a ZIP-labelled country (0 or 1) and a US ZIP (12345 or 12345-6789),
 *   `GET /location/getTimezoneFromZip/{zip}` fills the timezone field (a `data-address-part="timezone"`
 *   control or one named "timezone" inside the element, or the form field named by `timezone-field`)
 *   and fires its native change. Without a timezone field nothing is asked. Lookup errors are only
 *   logged (console.warn).
 * - `variant="dependent"` labels read 'Dependent State', 'Dependent ZIP Code'…; `variant="emergency"`
 *   'Emergency Contact State'…
 * - A form reset restores the printed country and state, and the labels follow.
 *
 * ```html
 * <hr-address-fields employee-id="42">
 *   <label for="country">Country</label>
 *   <select id="country" name="country"><option value="1" selected>United States</option></select>
 *   <label for="state">State</label>
 *   <select id="state" name="state"><option value="">–Select–</option><option value="1045" selected>Utah</option></select>
 *   <label for="zip">ZIP Code</label>
 *   <input id="zip" name="zip" value="84042">
 * </hr-address-fields>
 * ```
 *
 * CSS classes (light DOM): `.hr-address-fields__error` (the load failure message); a state select
 * has `aria-busy="true"` while its list loads.
 *
 * @summary Country, state and zip fields with country-dependent labels, reference lists and timezone lookup.
 * @tag hr-address-fields
 *
 * @attr {string} variant - `dependent` or `emergency`: prefixed labels ('Dependent State', 'Emergency Contact ZIP Code'…).
 * @attr {number} employee-id - Sent as `employeeId` to get_countries and get_states. Must be an integer ≥ 1, else logged and not sent.
 * @attr {number} pay-schedule-id - Sent as `payScheduleId` likewise (narrows the countries to the schedule's).
 * @attr {string} timezone-field - Name of a field anywhere in the form the timezone goes into. Default: the element's own field named `timezone`.
 * @attr {string} name - Forwarded to the country select.
 * @attr {boolean} required - Forwarded to the country select.
 * @attr {boolean} disabled - Forwarded to the country select; also disables the state and zip fields.
 * @attr {string} form - Forwarded to the country select (id of its form).
 * @attr {string} label - The country select's aria-label when it has no visible label.
 * @attr {string} config - JSON overrides of the page config for this element (urlPrefix…).
 *
 * @prop {string} value - The country id. Setting it relabels and reloads the states, and fires no event.
 * @prop {string | undefined} variant - Reflects `variant`.
 * @prop {string | undefined} employeeId - Reflects `employee-id`.
 * @prop {string | undefined} payScheduleId - Reflects `pay-schedule-id`.
 * @prop {string | undefined} timezoneField - Reflects `timezone-field`.
 * @prop {HTMLSelectElement} control - The country select.
 *
 * @fires {Event} input - Native, from the country, state or timezone field, on a user change (or its consequence).
 * @fires {Event} change - Native, likewise.
 * @fires {CustomEvent<{part: string, name: string, value: string}>} hr-change - The user changed the country, state or zip. Bubbles, composed.
 * @fires {CustomEvent<{status: number, message: string}>} hr-error - A country or state list failed to load. Bubbles, composed.
 *
 * @cssprop --hr-color-danger - The load failure message.
 */
export class HrAddressFieldsElement extends createFormControlClass<AddressFieldsProps>(
  'hr-address-fields',
  AddressFields,
  {
    props: { variant: 'string', employeeId: 'string', payScheduleId: 'string', timezoneField: 'string' },
    styles: addressFieldsStyles,
    control: { kind: 'select' },
  },
) {}

defineElement('hr-address-fields', HrAddressFieldsElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-address-fields': HrAddressFieldsElement;
  }
}

declare module '../src/element/events' {
  interface HrChangeDetails {
    'hr-address-fields': AddressFieldsChangeDetail;
  }
}
