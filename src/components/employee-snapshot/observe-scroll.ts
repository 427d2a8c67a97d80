import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';

/** The element itself or its nearest ancestor that scrolls vertically (overflow-y auto or scroll). */
export function scrollContainer(element: Element): HTMLElement | null {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if (node instanceof HTMLElement && (overflow === 'auto' || overflow === 'scroll')) return node;
  }
  return null;
}

/**
 * Calls `onChange(true)` while the scroll container of `element` is scrolled down from its top,
 * `false` at the top (the dialog's header shows a shadow then). A missing element or container
 * is a programming error: console errors 'No element provided to observeScroll.' and 'No scroll
 * container found.' (SPEC §8). Returns the stop.
 */
export function observeScroll(element: Element | null | undefined, onChange: (scrolled: boolean) => void): () => void {
  if (!element) {
    console.error(t(m.scrollNoElement));
    return () => undefined;
  }
  const container = scrollContainer(element);
  if (!container) {
    console.error(t(m.scrollNoContainer));
    return () => undefined;
  }
  let last: boolean | null = null;
  const check = () => {
    const scrolled = container.scrollTop > 0;
    if (scrolled !== last) onChange((last = scrolled));
  };
  check();
  container.addEventListener('scroll', check, { passive: true });
  return () => container.removeEventListener('scroll', check);
}
