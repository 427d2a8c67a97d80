import { createFormControlClass } from '../src/element/form-control';
import { defineElement } from '../src/element/define-element';
import { CharCounter, type CharCounterProps } from '../src/components/char-counter/char-counter';
import { charCounterStyles } from '../src/components/char-counter/char-counter.styles';

/** Detail of `hr-change` from `<hr-char-counter>`. */
export interface CharCounterChangeDetail {
  /** The textarea's name. */
  name: string;
  /** Its text. */
  value: string;
}

/**
 * A live character counter for the page's `<textarea maxlength>`: hidden while more
 * than 100 characters remain, then 'This field can accept %1 more characters.', in warning style
 * at 20 or fewer and error style at 0 ('You cannot write more then %1 characters!').
 *
 * Typing or pasting past the limit keeps the user's existing text and inserts only the part that
 * fits, cut between whole characters (graphemes by `Intl.Segmenter`; without it, never inside a
 * surrogate pair, a letter with its combining accents, an emoji sequence or a flag), and the
 * counter says text was cut. A cut never runs two words together: when the part that fits ends
 * in a letter or digit right before a letter or digit of the text after the caret (pasting 'don
 * Quichotte' before 'Café' with room for 3 would give 'donCafé'), it ends after the last space it
 * keeps instead, or inserts nothing if no space fits. A paste without spaces (one long token, or a
 * script written without spaces) is cut at the grapheme. A value set from code is kept
 * whole even when too long: the counter then shows the error.
 *
 * Characters are counted the way the browser's own `maxlength` counts them (UTF-16 code units:
 * an emoji counts 2), so the counter and the native limit agree. With `bytes`, UTF-8 bytes are
 * counted instead (a line break counts 1, as in the textarea's value) and the counter says bytes
 * ('This field can accept 4 more bytes.', 'You cannot write more than 20 bytes!').
 *
 * Screen readers: the textarea's `aria-describedby` points at the counter (so the limit is read
 * with the field), and a polite live region speaks only when a threshold is crossed (20 left,
 * nothing left) or text was cut, never on every keystroke.
 *
 * ```html
 * <hr-char-counter>
 *   <label for="notes">Notes</label>
 *   <textarea id="notes" name="notes" maxlength="250"></textarea>
 * </hr-char-counter>
 * ```
 *
 * The textarea stays the page's own and is posted, reset and validated natively. CSS classes
 * (light DOM): `.hr-char-counter__counter` with `--normal`, `--warning`, `--error` (and `hidden`
 * above 100 left), `.hr-char-counter__live` (the visually hidden live region).
 *
 * @summary Live character (or byte) counter for a textarea with maxlength.
 * @tag hr-char-counter
 *
 * @attr {number} maxlength - The limit when the textarea has none (also set on the textarea). A plain integer; anything else is ignored.
 * @attr {boolean} bytes - Count UTF-8 bytes instead of characters; the counter then says bytes.
 * @attr {string} name - Forwarded to the textarea.
 * @attr {boolean} required - Forwarded to the textarea.
 * @attr {boolean} disabled - Forwarded to the textarea.
 * @attr {boolean} readonly - Forwarded to the textarea.
 * @attr {string} form - Forwarded to the textarea (id of its form).
 * @attr {string} placeholder - Forwarded to the textarea.
 * @attr {string} label - The textarea's aria-label when it has no visible label.
 * @attr {string} input-id - The id of a textarea the element creates.
 * @attr {string} config - JSON overrides of the page config for this element.
 *
 * @prop {string} value - The textarea's text. Setting it fires no event.
 * @prop {boolean | undefined} bytes - Reflects `bytes`.
 * @prop {string | undefined} maxlength - Reflects `maxlength`.
 * @prop {HTMLTextAreaElement} control - The textarea the form posts.
 * @prop {HTMLFormElement | null} form - The textarea's form.
 *
 * @fires {Event} input - Native, from the textarea, on every edit (also after a cut paste).
 * @fires {Event} change - Native, from the textarea, when the user leaves it changed.
 * @fires {CustomEvent<{name: string, value: string}>} hr-change - After the native change; user edits only. Bubbles, composed.
 *
 * @cssprop --hr-color-text-muted - The counter.
 * @cssprop --hr-color-warning - The counter at 20 or fewer left.
 * @cssprop --hr-color-danger - The counter at 0 left or after a cut.
 */
export class HrCharCounterElement extends createFormControlClass<CharCounterProps>('hr-char-counter', CharCounter, {
  props: { bytes: 'boolean', maxlength: 'string' },
  styles: charCounterStyles,
  control: { kind: 'textarea' },
}) {}

defineElement('hr-char-counter', HrCharCounterElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-char-counter': HrCharCounterElement;
  }
}

declare module '../src/element/events' {
  interface HrChangeDetails {
    'hr-char-counter': CharCounterChangeDetail;
  }
}
