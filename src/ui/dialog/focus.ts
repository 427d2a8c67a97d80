/** Innermost focused element, through open shadow roots. */
export function deepActiveElement(): HTMLElement | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element instanceof HTMLElement ? element : null;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element inside `container` to focus first: one marked `autofocus`, else the first focusable. */
export function firstFocusable(container: HTMLElement): HTMLElement | null {
  return (
    container.querySelector<HTMLElement>('[autofocus]') ??
    [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].find((element) => !element.closest('[hidden], [inert]')) ??
    null
  );
}
