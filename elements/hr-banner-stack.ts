import { createElementClass, defineElement } from '../src/element/define-element';
import { BannerStack, type BannerStackProps } from '../src/components/banner-stack/banner-stack';
import { bannerStackStyles } from '../src/components/banner-stack/banner-stack.styles';

/** Detail of `hr-change` from `<hr-banner-stack>`. */
export interface BannerStackChangeDetail {
  /** How many times the user has pressed the button since the element mounted. */
  count: number;
}

/**
 * A button showing the `label` attribute; each press fires `hr-change` with the number of presses
 * so far. Without a label there is no button (it would have no accessible name).
 *
 * ```html
 * <hr-banner-stack label="Press me"></hr-banner-stack>
 * ```
 *
 * @summary A labelled button that counts its presses.
 * @tag hr-banner-stack
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
export class HrBannerStackElement extends createElementClass<BannerStackProps>('hr-banner-stack', BannerStack, {
  props: { label: 'string', disabled: 'boolean' },
  styles: bannerStackStyles,
}) {}

defineElement('hr-banner-stack', HrBannerStackElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-banner-stack': HrBannerStackElement;
  }
}

declare module '../src/element/events' {
  interface HrChangeDetails {
    'hr-banner-stack': BannerStackChangeDetail;
  }
}
