import { defineElement } from '../src/element/define-element';
import { createFormControlClass } from '../src/element/form-control';
import { MaskedInput, type MaskedInputProps } from '../src/components/masked-input/masked-input';
import { maskedInputStyles } from '../src/components/masked-input/masked-input.styles';
import type { MaskName } from '../src/components/masked-input/masked-input.logic';

/** Detail of `hr-change` from `<hr-masked-input>`. */
export interface MaskedInputChangeDetail {
  /** The field's name. */
  name: string;
  /** What the form posts: the masked text, or the raw characters with `unmask`. */
  value: string;
  /** Every character the mask asks for is there and the value is valid (a real date, month 01–12). */
  complete: boolean;
  mask: MaskName;
}

/**
 * A text field with an input mask: SSN `999-99-9999`, SIN `999-999-999`, UK national
 * insurance `** ** ** ** *` (letters or digits, upper-case), national id (6 to 16 letters or
 * digits), passport (up to 20), card expiry `MM/YY` (month 01–12) and the date masks `mm/dd/yy`,
 * `dd/mm/yy`, `yy-mm-dd`, `dd MMM YYYY`, `MMM YYYY` (MMM is Jan…Dec; typing `j`, `u`, `n` or
 * pasting `January` gives `Jan`).
 *
 * The page's own `<input>` inside the element is kept (or one is created from the attributes), so
 * the form posts, resets and validates it natively. What the user types or pastes is normalized
 * first: full-width characters ('１２３－４５－６７８９'), spaces, dashes and other separators
 * are accepted. An edit that cannot fit (too long, wrong characters, month 13, day 32) is refused
 * with a message next to the field (`role="alert"`) and the field keeps what it had. A refused
 * date digit is named (typing `1`, `3` in card expiry: '"3" was not entered. Enter a month from
 * 01 to 12.') and its message stays while typing goes on, since the next digits then fill the
 * place the refused one was meant for (`1329` gives `12/9`, not what was meant); it goes when the
 * user deletes or undoes, or the value is complete and valid. A value
 * missing characters gets a message when the user leaves the field (`role="status"`). Both are
 * set with `setCustomValidity`, so native validation blocks the form until they are fixed; the
 * input is `aria-invalid` and `aria-describedby` the messages.
 *
 * **Posting the raw value (`unmask`).** The visible input gives its `name` to a hidden mirror,
 * `<input type="hidden" data-hr-mirror>`, which holds the characters without separators
 * (`123456789`); the visible input keeps `required` and the custom validity (hidden inputs take no
 * part in validation) and follows `disabled` and `form` together with the mirror. Until the element
 * has mounted (one task after upgrade) the visible input still carries the name.
 *
 * **Personal data.** ssn, sin, nin, national-id and passport get, unless the page set them:
 * `autocomplete="off"`, `spellcheck="false"`, `autocorrect="off"`, `autocapitalize="off"` (OWASP's
 * PII input hints; letters are upper-cased by the element), and `data-private`, `data-hj-suppress`,
 * `data-sensitive`: the attributes session-replay and analytics tools (LogRocket, Hotjar,
 * FullStory-style setups) read to leave a field out of recordings; the mirror gets them too. Their
 * value is concealed on screen (discs) until the user presses the **Show** toggle, and concealed
 * again when focus leaves the field. The toggle reads like `<hr-password-input>`'s: a fixed label
 * ('Show', named 'Show' plus the field's label) whose `aria-pressed` says whether the value is
 * shown (a toggle's label does not change with its state, the APG toggle-button rule), with
 * `aria-controls` naming the input (which gets an id if it has none) and disabled with the field; the value, and
 * so what the form posts, never changes. Digit-only masks get `inputmode="numeric"`, date masks a
 * format placeholder. The element never writes the value to the console or error reports.
 *
 * Light DOM, styled through classes: `.hr-masked-input__message` (the messages),
 * `.hr-masked-input__message--rejected` (a refused edit), `.hr-masked-input__reveal` (the Show
 * toggle), `hr-masked-input.hr-masked-input--concealed` (value concealed), and the input's
 * `[aria-invalid="true"]`.
 *
 * @summary Masked text field (SSN, SIN, national insurance, ids, card expiry, dates) posting masked or raw.
 * @tag hr-masked-input
 *
 * @attr {string} mask - ssn, sin, nin, national-id, passport, card-expiry, mm/dd/yy, dd/mm/yy, yy-mm-dd, `dd MMM YYYY` or `MMM YYYY`. Changing it re-masks the value. Unknown: the field stays unmasked (one console warning).
 * @attr {boolean} unmask - Post the raw characters without separators (the field still shows the mask).
 * @attr {string} name - Name the form posts (forwarded to the input, or to the mirror with `unmask`).
 * @attr {string} value - Initial value, masked or raw (`123456789` and `123-45-6789` both work). The form's reset returns to it.
 * @attr {boolean} required - Forwarded to the input.
 * @attr {boolean} disabled - Forwarded to the input (and the mirror).
 * @attr {boolean} readonly - Forwarded to the input.
 * @attr {string} form - Id of the form the field belongs to, when outside it.
 * @attr {string} placeholder - Forwarded to the input.
 * @attr {string} autocomplete - Forwarded to the input (overrides the `off` of sensitive masks).
 * @attr {string} label - Accessible name of the input (`aria-label`) when there is no `<label for>`.
 * @attr {string} input-id - Id of the created input, for `<label for>`.
 * @attr {string} config - JSON overrides of the page config for this element.
 *
 * @prop {string | undefined} mask - Reflects `mask`.
 * @prop {boolean | undefined} unmask - Reflects `unmask`.
 * @prop {string} value - What the form posts. Setting it normalizes and masks it like a paste and fires no event; characters that do not fit are left out with a message.
 * @prop {string} name - Reflects `name`.
 * @prop {boolean} disabled - Reflects `disabled`.
 * @prop {boolean} required - Reflects `required`.
 * @prop {HTMLFormElement | null} form - The form the field belongs to.
 * @prop {HTMLInputElement} control - The real input.
 * @prop {ValidityState} validity - The input's validity (customError while a message shows).
 * @prop {string} validationMessage - The input's validation message.
 *
 * @fires {Event} input - Native, from the input, while the user types or pastes.
 * @fires {Event} change - Native, from the input, when the user commits a change (leaves the field).
 * @fires {CustomEvent<{name: string, value: string, complete: boolean, mask: string}>} hr-change - After each user `change`; `value` is what the form posts. Never for values set from code or resets. Bubbles, composed. `el.addEventListener('hr-change', (e) => e.detail.complete && save(e.detail.value))`
 *
 * @cssprop --hr-color-danger - Messages and the invalid input's border.
 * @cssprop --hr-color-danger-surface - Background of a refused-edit message.
 */
export class HrMaskedInputElement extends createFormControlClass<MaskedInputProps>('hr-masked-input', MaskedInput, {
  props: { mask: 'string', unmask: 'boolean' },
  styles: maskedInputStyles,
  control: { kind: 'input', type: 'text' },
}) {}

defineElement('hr-masked-input', HrMaskedInputElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-masked-input': HrMaskedInputElement;
  }
}

declare module '../src/element/events' {
  interface HrChangeDetails {
    'hr-masked-input': MaskedInputChangeDetail;
  }
}
