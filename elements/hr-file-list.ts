import { createElementClass, defineElement } from '../src/element/define-element';
import { FileList, type FileListProps } from '../src/components/file-list/file-list';
import { fileListStyles } from '../src/components/file-list/file-list.styles';

/** Detail of `hr-change` from `<hr-file-list>`. */
export interface FileListChangeDetail {
  /** How many times the user has pressed the button since the element mounted. */
  count: number;
}

/**
 * A button showing the `label` attribute; each press fires `hr-change` with the number of presses
 * so far. Without a label there is no button (it would have no accessible name).
 *
 * ```html
 * <hr-file-list label="Press me"></hr-file-list>
 * ```
 *
 * @summary A labelled button that counts its presses.
 * @tag hr-file-list
 *
 * @attr {string} label - The button's text; runs of whitespace show as one space.
 * @attr {boolean} disabled - Shows the button disabled.
 * @attr {string} config - JSON overrides of the page config for this element.
 *
 * @prop {string | undefined} label - Reflects `label`.
 * @prop {boolean} disabled - Reflects `disabled`.
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{count: number}>} hr-change - The user pressed the button. Bubbles, composed; not cancelable.
 *
 * @csspart base - Wrapper of everything the element renders.
 * @csspart button - The button.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-color-primary - The button's text and border colour.
 */
export class HrFileListElement extends createElementClass<FileListProps>('hr-file-list', FileList, {
  props: { label: 'string', disabled: 'boolean' },
  styles: fileListStyles,
}) {}

defineElement('hr-file-list', HrFileListElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-file-list': HrFileListElement;
  }
}

declare module '../src/element/events' {
  interface HrChangeDetails {
    'hr-file-list': FileListChangeDetail;
  }
}
