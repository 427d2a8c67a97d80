import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import { deepActiveElement, firstFocusable } from './focus';
import { lockScroll } from './scroll-lock';

export interface DialogBehaviour {
  /** Shown while true. The dialog asks to close through `onClose`; the caller then sets this false. */
  open: boolean;
  /** `showModal()` (top layer, inert page, scroll lock) or `show()`. */
  modal: boolean;
  /** false: Escape and every other close request leave it open (a lock screen). */
  dismissible: boolean;
  /** Escape, a close request of the browser, or a `<form method="dialog">` closed it. */
  onClose?: (() => void) | undefined;
  /** Gets the focus on open; else the `autofocus` element, else the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
}

/**
 * Drives a native `<dialog>` after WAI-ARIA APG's dialog pattern: opens it while `open` holds,
 * moves focus in, locks the page's scroll while modal, and on close gives focus back to the element
 * that had it when the dialog opened (unless focus has moved elsewhere on purpose meanwhile).
 * Returns the handlers to spread on the `<dialog>`.
 */
export function useDialog(ref: RefObject<HTMLDialogElement | null>, behaviour: DialogBehaviour) {
  const latest = useRef(behaviour);
  latest.current = behaviour;
  // One request per opening: a second Escape before the caller re-renders asks nothing more.
  const requested = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const giveFocusBack = useRef(false);
  const { open, modal } = behaviour;

  const show = (dialog: HTMLDialogElement) => {
    if (!dialog.open) {
      if (modal) dialog.showModal();
      else dialog.show();
    }
    (latest.current.initialFocus?.current ?? firstFocusable(dialog))?.focus();
  };

  const requestClose = () => {
    if (requested.current) return;
    requested.current = true;
    latest.current.onClose?.();
  };

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    requested.current = false;
    const focused = deepActiveElement();
    if (!focused || !dialog.contains(focused)) opener.current = focused;
    show(dialog);
    const release = modal ? lockScroll() : undefined;
    return () => {
      release?.();
      const focusedNow = deepActiveElement();
      giveFocusBack.current = !focusedNow || focusedNow === document.body || dialog.contains(focusedNow);
      if (dialog.open) dialog.close();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- show() reads the latest options through a ref; only opening and the kind reopen the dialog
  }, [open, modal, ref]);

  // Focus goes back after the commit: React puts focus back where it was before a commit when a
  // mutation moved it, which would undo a move made while the dialog closes.
  useEffect(() => {
    if (!open) return;
    return () => {
      if (giveFocusBack.current && opener.current?.isConnected) opener.current.focus();
    };
  }, [open]);

  return {
    // A cancelled keydown makes no close request: Chromium would otherwise close a modal on a
    // second Escape without a cancelable `cancel` event.
    onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      if (latest.current.dismissible) requestClose();
    },
    onCancel(event: SyntheticEvent<HTMLDialogElement>) {
      event.preventDefault();
      if (latest.current.dismissible) requestClose();
    },
    onClose() {
      const dialog = ref.current;
      if (!latest.current.open || !dialog || dialog.open) return;
      if (latest.current.dismissible) requestClose();
      else show(dialog);
    },
  };
}
