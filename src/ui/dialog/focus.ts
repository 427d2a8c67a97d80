/** Innermost focused element, through open shadow roots. */
export function deepActiveElement(): HTMLElement | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element instanceof HTMLElement ? element : null;
}

/** Focusable, in the tab order or not (`tabindex="-1"` counts, as for the browser's own dialog focusing). */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/**
 * The element inside `container` to focus first, as `showModal()` picks it: one marked `autofocus`,
 * else the first focusable one (a title with tabindex -1 comes before the buttons after it).
 */
export function firstFocusable(container: HTMLElement): HTMLElement | null {
  return (
    container.querySelector<HTMLElement>('[autofocus]') ??
    [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].find((element) => !element.closest('[hidden], [inert]')) ??
    null
  );
}
