import { createFormControlClass } from '../src/element/form-control';
import { defineElement } from '../src/element/define-element';
import { PasswordInput, type PasswordInputProps } from '../src/components/password-input/password-input';
import { passwordInputStyles } from '../src/components/password-input/password-input.styles';

/** Detail of `hr-change` from `<hr-password-input>`. */
export interface PasswordInputChangeDetail {
  /** The input's name (`password` unless the page named it otherwise). */
  name: string;
  /** The value the form posts. */
  value: string;
}

/**
 * A password field with a show/hide toggle and an optional 'Forgot Password?' link. The page's own
 * `<input type="password">` inside the element is kept (or one named `password` with
 * `autocomplete="current-password"` is created), so a plain form posts, resets and validates it
 * natively, and password managers find a real password field in light DOM.
 *
 * ```html
 * <label for="pw">Password</label>
 * <hr-password-input forgot-href="/forgot_password.php">
 *   <input id="pw" type="password" name="password" autocomplete="current-password" required>
 * </hr-password-input>
 * ```
 *
 * **Show password** is a real `<button type="button">` with `aria-pressed` and `aria-controls`
 * the input: pressed, the input's type is `text`. The password is hidden again (type `password`)
 * when its form is submitted or reset, so a password manager saving it sees a password field.
 * The toggle follows `disabled`.
 *
 * **Forgot Password?** is a link (it navigates; it does not act on the page): shown only with
 * `forgot-href`, whose URL passes the one URL gate (`http(s)` on the page's origin or a host of
 * the config's `allowedHosts`; anything else shows no link). `forgot-target="_blank"` opens it in a
 * new tab with `rel="noopener noreferrer"`.
 *
 * Light DOM, styled through classes: `.hr-password-input__toggle` (the toggle, `[aria-pressed]`),
 * `.hr-password-input__forgot` (the link). Inside another element's shadow root the two also carry
 * the parts `show-password` and `forgot`, so that element can expose them.
 *
 * @summary Password field with a show/hide toggle and an optional 'Forgot Password?' link.
 * @tag hr-password-input
 *
 * @attr {string} forgot-href - URL of the 'Forgot Password?' link; without it there is no link.
 * @attr {string} forgot-target - The link's target (`_blank`: a new tab, with rel="noopener noreferrer").
 * @attr {string} name - Forwarded to the input (a created input is named `password`).
 * @attr {string} value - Forwarded to the input.
 * @attr {boolean} required - Forwarded to the input.
 * @attr {boolean} disabled - Forwarded to the input; disables the toggle too.
 * @attr {boolean} readonly - Forwarded to the input.
 * @attr {string} form - Forwarded to the input (id of its form).
 * @attr {string} placeholder - Forwarded to the input.
 * @attr {string} autocomplete - Forwarded to the input (a created input has `current-password`; use `new-password` on a sign-up or change form).
 * @attr {string} label - The input's aria-label when it has no visible label.
 * @attr {string} input-id - The id of an input the element creates.
 * @attr {string} config - JSON overrides of the page config for this element.
 *
 * @prop {string | undefined} forgotHref - Reflects `forgot-href`.
 * @prop {string | undefined} forgotTarget - Reflects `forgot-target`.
 * @prop {string} value - The posted value; setting it fires no event.
 * @prop {HTMLInputElement} control - The input the form posts.
 * @prop {HTMLFormElement | null} form - The input's form.
 *
 * @fires {Event} input - Native, from the input, on every edit.
 * @fires {Event} change - Native, from the input, when the user leaves it changed.
 * @fires {CustomEvent<{name: string, value: string}>} hr-change - After the native change; user edits only. Bubbles, composed. Like the input itself, it holds the password: do not log it.
 *
 * @cssprop --hr-color-primary - The toggle (pressed: its background) and the link.
 * @cssprop --hr-color-border - The toggle's border.
 */
export class HrPasswordInputElement extends createFormControlClass<PasswordInputProps>(
  'hr-password-input',
  PasswordInput,
  {
    props: { forgotHref: 'string', forgotTarget: 'string' },
    styles: passwordInputStyles,
    control: {
      kind: 'input',
      type: 'password',
      attributes: { name: 'password', autocomplete: 'current-password' },
    },
  },
) {}

defineElement('hr-password-input', HrPasswordInputElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-password-input': HrPasswordInputElement;
  }
}

declare module '../src/element/events' {
  interface HrChangeDetails {
    'hr-password-input': PasswordInputChangeDetail;
  }
}
