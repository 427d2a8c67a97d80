import { createElementClass, defineElement } from '../src/element/define-element';
import { FormGuard, type FormGuardProps } from '../src/components/form-guard/form-guard';
import { formGuardStyles } from '../src/components/form-guard/form-guard.styles';

/** Detail of `hr-change` from `<hr-form-guard>`. */
export interface FormGuardChangeDetail {
  /** The tracked form has changes that are not saved. */
  dirty: boolean;
}

/**
 * Form change tracking: wrap a form in `<hr-form-guard>` and, once the user has changed it,
 * following a link that leaves the page first asks 'Just Checking...' with **Save Changes** or
 * **Don't Save**, and the browser's own leave warning (`beforeunload`) is on.
 *
 * ```html
 * <hr-form-guard>
 *   <form method="post" action="/employees/job.php">…</form>
 * </hr-form-guard>
 * ```
 *
 * **What counts as a change.** `input`, `change` and `hr-change` events (so the form helpers
 * count) from the form's controls, including controls outside it tied to it by `form=`. A value a
 * script sets fires none of them and does not count. **Nothing is tracked after a save or a
 * reset:** the form's `submit` (heard before the page's own handlers, so an AJAX save that cancels
 * the submit counts too) and `reset` make it unchanged again, until the next change.
 *
 * **Which clicks ask.** A primary click, without Ctrl, Meta, Shift or Alt, on a link (`<a href>`
 * or `<area href>`, anywhere in the page, including inside other elements' shadow roots) whose
 * target is the page itself and whose URL is http(s) and not a `#` jump within the page; a click a
 * page script already cancelled is left alone. Links that open a new tab, download, `mailto:` or
 * `tel:` do not leave the page and do not ask.
 *
 * **The question** is a modal `alertdialog` named 'Just Checking...' and described by its text.
 * Save Changes has the focus; it submits the form with `requestSubmit()` (its validation and
 * submit handlers run; an invalid form stays, with the browser's message, and is still changed).
 * Don't Save forgets the changes and follows the link. Escape or the × (Stay on this page) closes
 * it and keeps the page; focus goes back to the link.
 *
 * @summary Asks 'Just Checking...' (Save Changes or Don't Save) before a link leaves a changed form.
 * @tag hr-form-guard
 *
 * @attr {string} form - Id of the tracked form; default: the first form inside the element.
 * @attr {string} config - JSON overrides of the page config for this element.
 *
 * @prop {string | undefined} form - Reflects `form`.
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{dirty: boolean}>} hr-change - The form became changed (`dirty: true`, on the first change) or unchanged again (`dirty: false`: saved, reset or Don't Save). Bubbles, composed; not cancelable. Open an `<hr-site-footer>` on it, for instance.
 *
 * @slot - The form.
 *
 * @csspart dialog - The 'Just Checking...' alert dialog.
 * @csspart save - Save Changes.
 * @csspart discard - Don't Save.
 * @csspart stay - The × button that keeps the page (Stay on this page).
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-primary - The buttons.
 * @cssprop --hr-color-surface - The dialog's background.
 */
export class HrFormGuardElement extends createElementClass<FormGuardProps>('hr-form-guard', FormGuard, {
  props: { form: 'string' },
  styles: formGuardStyles,
}) {}

defineElement('hr-form-guard', HrFormGuardElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-form-guard': HrFormGuardElement;
  }
}

declare module '../src/element/events' {
  interface HrChangeDetails {
    'hr-form-guard': FormGuardChangeDetail;
  }
}
