import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useEmit } from '../../element/define-element';

/**
 * The page's own help tool claims `hr-help-open` by calling preventDefault() (and opens itself);
 * when nobody claims it, the header shows its "help menu needs a little help" slide-down.
 */
export function useHelpButton() {
  const emit = useEmit();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const toggle = useCallback(() => {
    if (open) setOpen(false);
    else if (emit('help-open', {}, { cancelable: true })) setOpen(true);
  }, [emit, open]);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  const keyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      close();
    },
    [close, open],
  );

  return { open, toggle, close, keyDown, buttonRef };
}
