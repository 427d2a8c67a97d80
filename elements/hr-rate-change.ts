import { defineElement } from '../src/element/define-element';
import { createFormControlClass } from '../src/element/form-control';
import { RateChange, type RateChangeProps } from '../src/components/rate-change/rate-change';
import { rateChangeStyles } from '../src/components/rate-change/rate-change.styles';
import type { RateChangeDetail } from '../src/components/rate-change/use-rate-change';

export type { RateChangeDetail };

/**
 * A new rate and its percent change against the original rate, as two real inputs the
 * page's `<form>` posts under their own names. Exact decimals (big.js): the percent is
 * (new − original) / original × 100 rounded half-up to two decimals, updated as the rate is
 * typed; typing a percent updates the rate (original × (1 + percent / 100), rounded half-up to
 * the rate's places). Without an original rate (missing, zero or not a plain decimal) the
 * percent field is disabled and empty, with a hint saying why.
 *
 * The rate is the element's first `<input>` (or one created from `name`/`value`); the percent is
 * its second `<input>` (or one created from `percent-name`). Both read and show numbers the
 * `<hr-number-field>` way: the locale's separators, refused text kept and marked invalid with a
 * message, reformatted when the change is committed; the percent shows as '12.50%'.
 *
 * The field the user typed in fires its native events; the computed one is updated silently
 * (as a value from code) and reported in `hr-change`.
 *
 * Light DOM, styled by classes: `.hr-rate-change__message` (a refused value's message) and
 * `.hr-rate-change__hint` (the missing original rate).
 *
 * @summary A rate and its percent change against an original rate, computed both ways.
 * @tag hr-rate-change
 *
 * @attr {string} name - Name of the rate field.
 * @attr {string} value - Initial new rate, a plain decimal.
 * @attr {string} original-rate - The rate the change is computed against, a plain decimal (`20.00`). Missing, zero or invalid disables the percent field.
 * @attr {string} percent-name - Name of a created percent field.
 * @attr {string} percent-label - Accessible name of a created percent field. Default "Percent change".
 * @attr {string} percent-input-id - `id` of a created percent field, for a `<label for>`.
 * @attr {"number" | "currency"} format - How the rate is shown. Default `number`.
 * @attr {string} currency - ISO 4217 code of a currency rate (symbol from Intl).
 * @attr {number} decimals - Places of the rate (0–20): most accepted, and those of a rate computed from a percent. Default the currency's cents, else any typed and 2 computed.
 * @attr {boolean} required - Forwarded to the rate input.
 * @attr {boolean} disabled - Forwarded to the rate input; disables the percent too.
 * @attr {boolean} readonly - Forwarded to the rate input; the percent follows.
 * @attr {string} form - Forwarded to the rate input.
 * @attr {string} label - Accessible name of a created rate input (`aria-label`).
 * @attr {string} input-id - `id` of a created rate input.
 * @attr {string} config - JSON overrides of the page config for this element (locale…).
 *
 * @prop {string} value - The new rate as an exact decimal. Setting it recomputes the percent and fires no event.
 * @prop {string | undefined} originalRate - Reflects `original-rate`.
 * @prop {HTMLInputElement} control - The rate input.
 *
 * @fires {CustomEvent<{name: string, value: string, percentName: string, percent: string, changed: "rate" | "percent", valid: boolean}>} hr-change - The user committed a change of either field. Bubbles, composed.
 * @fires input - Native, from the field the user types in.
 * @fires change - Native, from the field the user changed.
 *
 * @cssprop --hr-color-danger - The invalid-value message and border.
 * @cssprop --hr-color-text-muted - The missing original rate hint.
 */
export class HrRateChangeElement extends createFormControlClass<RateChangeProps>('hr-rate-change', RateChange, {
  props: {
    originalRate: 'string',
    percentName: 'string',
    percentLabel: 'string',
    percentInputId: 'string',
    format: 'string',
    currency: 'string',
    decimals: 'number',
  },
  styles: rateChangeStyles,
  control: { kind: 'input', attributes: { autocomplete: 'off', spellcheck: 'false' } },
}) {}

defineElement('hr-rate-change', HrRateChangeElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-rate-change': HrRateChangeElement;
  }
}

declare module '../src/element/events' {
  interface HrChangeDetails {
    'hr-rate-change': RateChangeDetail;
  }
}
