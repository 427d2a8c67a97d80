import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useHost, useShadowSheet } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { Dialog, DialogTitle } from '../../ui/dialog/dialog';
import { navDrawerStyles } from './nav-drawer.styles';

export interface NavDrawerProps {
  open: boolean;
  /** Escape, a click on the scrim or the Close button asked to close it. */
  onClose: () => void;
  /** The `<nav>`. */
  children: ReactNode;
}

/** The drawer's controls in Tab order (the nav has no positive tabindex). */
const FOCUSABLE = '.drawer :is(a[href], button:not([disabled]), input:not([disabled]))';

/** Where focus goes when the drawer opens: the current page's item, else the first item. */
function entryItem(root: ParentNode | null | undefined): HTMLElement | null {
  return (
    root?.querySelector<HTMLElement>('.drawer .item[aria-current]') ?? root?.querySelector('.drawer .item') ?? null
  );
}

/**
 * The navigation as an off-canvas drawer below the narrow breakpoint: the shared modal `<Dialog>`
 * (WAI-ARIA APG modal dialog on the native `<dialog>`: top layer, inert page, Tab kept inside, the
 * page's scroll locked, Escape closes, focus back to the control that opened it, through shadow
 * roots), named "Navigation". A click on the scrim (the backdrop, which the browser reports on the
 * `<dialog>` itself; the `<nav>` fills the rest) closes it too. Focus goes to the current page's
 * item, else the first item, never to the filter box (a phone would pop up its keyboard). Loaded
 * lazily, with its stylesheet, only where the window is narrow.
 */
export function NavDrawer({ open, onClose, children }: NavDrawerProps) {
  useShadowSheet('hr-global-nav-drawer', navDrawerStyles);
  const host = useHost();
  // Read when the drawer opens, so it follows the highlighted item.
  const initialFocus = useMemo(
    () => ({
      get current() {
        return entryItem(host.shadowRoot);
      },
    }),
    [host],
  );
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const root = host.shadowRoot;
    if (!open || !root) return;
    const onClick = (event: Event) => {
      const target = event.target as Element;
      if (target.localName === 'dialog' && target.classList.contains('drawer')) close.current();
    };
    // The native modal lets Tab past the last control out to the browser's own UI (the page stays
    // inert); Tab wraps inside the drawer instead, both ways.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const all = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const edge = event.shiftKey ? all[0] : all[all.length - 1];
      if (!edge || root.activeElement !== edge) return;
      event.preventDefault();
      (event.shiftKey ? all[all.length - 1] : all[0])?.focus();
    };
    root.addEventListener('click', onClick);
    root.addEventListener('keydown', onKeyDown as EventListener);
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('keydown', onKeyDown as EventListener);
    };
  }, [host, open]);

  return (
    <Dialog open={open} onClose={onClose} initialFocus={initialFocus} className="drawer" part="drawer">
      <DialogTitle className="sr-only">{t(m.navDrawerLabel)}</DialogTitle>
      {children}
    </Dialog>
  );
}
