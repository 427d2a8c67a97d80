import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useEmit } from '../../element/define-element';
import { lazyPart, useLazyPart } from '../../ui/lazy-part';

/** The slide-down and its styles: a chunk fetched on the first sign of intent. */
export const helpPanel = lazyPart(() => import('./help-panel').then((module) => module.HelpPanel), 'hr-global-header');

/**
 * The page's own help tool claims `hr-help-open` by calling preventDefault() (and opens itself);
 * when nobody claims it, the header shows its slide-down (help-panel.tsx: the help-centre search,
 * the Help Center link, 'Submit a Support Request'), once its chunk has arrived (a failed fetch
 * closes it again: the next press asks anew).
 */
export function useHelpButton() {
  const emit = useEmit();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { Part: Panel, want, intent } = useLazyPart(helpPanel);

  const toggle = useCallback(() => {
    if (open) setOpen(false);
    else if (emit('help-open', {}, { cancelable: true })) {
      setOpen(true);
      want().catch(() => setOpen(false));
    }
  }, [emit, open, want]);

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

  return { open, toggle, close, keyDown, buttonRef, Panel, intent };
}
