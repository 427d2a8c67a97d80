import { shared } from '../../lib/runtime';

interface ScrollLock {
  count: number;
  overflow: string;
}

/**
 * Stops the page behind an open modal from scrolling: `overflow: hidden` on the root element while
 * at least one modal is open, and the page's own inline value back once the last one closes.
 * Counted page-wide, so nested modals and two bundle copies share one lock. Returns the release.
 */
export function lockScroll(): () => void {
  const lock = shared<ScrollLock>('scroll-lock', () => ({ count: 0, overflow: '' }));
  const root = document.documentElement;
  if (lock.count++ === 0) {
    lock.overflow = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--lock.count === 0) root.style.overflow = lock.overflow;
  };
}
