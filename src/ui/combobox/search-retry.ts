/**
 * Fired (bubbling, composed) by the Retry button of the combobox view; the element's search hook
 * hears it on its host, stops it there and asks the failed search again. Not part of the page's
 * `hr-*` vocabulary.
 */
export const RETRY_EVENT = 'hr-shell-internal:retry';

/** The input the popup belongs to: the nearest combobox around the button, or the page's input that names the host. */
function comboboxOf(button: HTMLElement): HTMLElement | null {
  for (let node = button.parentElement; node; node = node.parentElement) {
    const found = node.querySelector<HTMLElement>('[role="combobox"]');
    if (found) return found;
  }
  const root = button.getRootNode();
  const host = root instanceof ShadowRoot ? root.host : null;
  if (!host?.id) return null;
  return (host.getRootNode() as ParentNode).querySelector<HTMLElement>(`[aria-controls="${CSS.escape(host.id)}"]`);
}

/** Asks the failed search again; the focus goes back to the input before the button goes away. */
export function requestRetry(button: HTMLElement): void {
  comboboxOf(button)?.focus();
  button.dispatchEvent(new Event(RETRY_EVENT, { bubbles: true, composed: true }));
}
