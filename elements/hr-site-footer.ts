import { createElementClass, defineElement } from '../src/element/define-element';
import { SiteFooter, type SiteFooterProps } from '../src/components/site-footer/site-footer';
import { siteFooterStyles } from '../src/components/site-footer/site-footer.styles';

/** Detail of `hr-submit` and `hr-cancel` from `<hr-site-footer>`. */
export interface SiteFooterActionDetail {
  /** Id of the form the footer acts on ('' when it has none, or no id). */
  form: string;
}

/**
 * The sticky site footer with Save and Cancel for a page's form. It is a 60 px bar fixed to the
 * bottom of the viewport that slides up 60 px over 400 ms when it opens and down when it closes
 * (`prefers-reduced-motion: reduce`: it appears and goes at once). With `sidebar` it is the
 * footer of a sidebar instead: sticky at the bottom of its container, and it closes 300 ms after
 * it is asked to (an open request within those 300 ms keeps it open).
 *
 * ```html
 * <form id="job-form" method="post" action="/employees/job.php">…</form>
 * <hr-site-footer form="job-form" open></hr-site-footer>
 * <script>
 *   // From any script, without finding the element:
 *   document.dispatchEvent(new CustomEvent('hr-footer-processing'));
 * </script>
 * ```
 *
 * **States.** Open or closed (`open`); enabled, disabled (`disabled`: Save is unavailable) or
 * processing (`processing`: both buttons wait, Save reads 'Saving…' and a status message says
 * so). Blocked buttons keep their focus and are `aria-disabled`. The attributes are the state: set
 * them, or dispatch these events on `document` (or on the footer; they bubble to `document`).
 * With `detail: {id: 'footer-id'}` only the footer with that id follows; without it, every footer.
 *
 * | event | does |
 * | --- | --- |
 * | `hr-footer-open` | sets `open` |
 * | `hr-footer-close` | removes `open` |
 * | `hr-footer-enable` | removes `disabled` and `processing` |
 * | `hr-footer-disable` | sets `disabled`, removes `processing` |
 * | `hr-footer-processing` | sets `processing` |
 *
 * **Save** fires the cancelable `hr-submit`; unless vetoed it submits the form with
 * `requestSubmit()` (so its validation and submit handlers run). **Cancel** fires the cancelable
 * `hr-cancel`; unless vetoed it goes to `cancel-href` or, without one, resets the form.
 *
 * **Never over the focused control (WCAG 2.4.11).** While it is up, the element keeps room of
 * its height at its place in the page (put it at the end of the body, so the last control can
 * scroll above it), sets `scroll-padding-bottom` on the root element to its height, and scrolls a
 * control that gets the focus out from under it.
 *
 * @summary Sticky site footer with Save and Cancel: open, closed, enabled, disabled, processing.
 * @tag hr-site-footer
 *
 * @attr {boolean} open - Shown; removing it slides the footer away.
 * @attr {boolean} disabled - Save is unavailable (aria-disabled); Cancel still works.
 * @attr {boolean} processing - A save is running: both buttons wait, Save reads 'Saving…'.
 * @attr {boolean} sidebar - Sidebar footer: sticky in its container, closes after 300 ms.
 * @attr {string} form - Id of the form Save submits and Cancel resets; default: the form the footer is in.
 * @attr {string} cancel-href - Cancel goes to this URL (page origin or an allowed host) instead of resetting the form.
 * @attr {string} submit-label - Save's text. Default 'Save'.
 * @attr {string} cancel-label - Cancel's text. Default 'Cancel'.
 * @attr {string} config - JSON overrides of the page config for this element.
 *
 * @prop {boolean | undefined} open - Reflects `open`.
 * @prop {boolean | undefined} disabled - Reflects `disabled`.
 * @prop {boolean | undefined} processing - Reflects `processing`.
 * @prop {boolean | undefined} sidebar - Reflects `sidebar`.
 * @prop {string | undefined} form - Reflects `form`.
 * @prop {string | undefined} cancelHref - Reflects `cancel-href`.
 * @prop {string | undefined} submitLabel - Reflects `submit-label`.
 * @prop {string | undefined} cancelLabel - Reflects `cancel-label`.
 * @prop {object | undefined} config - Config overrides as an object (not reflected).
 *
 * @fires {CustomEvent<{form: string}>} hr-submit - Save was pressed; cancelable (the form is then not submitted). Bubbles, composed.
 * @fires {CustomEvent<{form: string}>} hr-cancel - Cancel was pressed; cancelable (no navigation, no reset). Bubbles, composed.
 *
 * @csspart bar - The footer bar (`data-state`: closed, opening, open, closing).
 * @csspart submit - The Save button.
 * @csspart cancel - The Cancel button.
 * @csspart fallback - Shown instead of the element if it fails to render.
 *
 * @cssprop --hr-site-footer-height - The bar's height and the room kept for it. Default 60px.
 * @cssprop --hr-color-primary - Save's background.
 * @cssprop --hr-color-surface - The bar's background.
 * @cssprop --hr-color-border - The bar's top border.
 */
export class HrSiteFooterElement extends createElementClass<SiteFooterProps>('hr-site-footer', SiteFooter, {
  props: {
    open: 'boolean',
    disabled: 'boolean',
    processing: 'boolean',
    sidebar: 'boolean',
    form: 'string',
    cancelHref: 'string',
    submitLabel: 'string',
    cancelLabel: 'string',
  },
  styles: siteFooterStyles,
}) {}

defineElement('hr-site-footer', HrSiteFooterElement);

declare global {
  interface HTMLElementTagNameMap {
    'hr-site-footer': HrSiteFooterElement;
  }
  interface GlobalEventHandlersEventMap {
    'hr-submit': CustomEvent<SiteFooterActionDetail>;
    'hr-cancel': CustomEvent<SiteFooterActionDetail>;
  }
}
