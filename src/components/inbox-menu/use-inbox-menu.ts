import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useConfig, useEmit } from '../../element/define-element';
import { useStoreValue } from '../../element/use-store';
import { $inbox, DEFAULT_INBOX_SRC, loadInbox, printedInbox, startInbox, type InboxState } from '../../stores/inbox';
import type { InboxVariant } from '../../stores/inbox.logic';
import { lazyPart, useLazyPart } from '../../ui/lazy-part';
import { useHideDelay } from '../../ui/popover/use-hide-delay';

/** The dropdown's list and its styles: a chunk fetched on the first sign of intent. */
export const inboxPanel = lazyPart(
  () => import('./inbox-panel').then((module) => module.InboxPanel),
  'hr-global-header',
);

/**
 * Disclosure behaviour (APG "disclosure navigation") on top of the page-wide inbox store. The
 * panel arrives on intent (pointer over, focus, press); a click before it has arrived opens it
 * when it does, and one whose fetch failed closes again (the next click asks anew).
 */
export function useInboxMenu(src: string | undefined, variant: InboxVariant) {
  const config = useConfig();
  const emit = useEmit();
  const stored = useStoreValue($inbox);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const configRef = useRef(config);
  configRef.current = config;

  const endpoint = src?.trim() || DEFAULT_INBOX_SRC;
  // Counts the page printed are in the first render; the store takes them over when it starts.
  const [printed] = useState(() => printedInbox({ src: endpoint, variant, config }));
  const inbox = useMemo<InboxState>(
    () => (stored.state === 'idle' && printed ? { state: 'ready', data: printed, message: null } : stored),
    [stored, printed],
  );

  // A rotated CSRF token must not restart the store: only what changes the request does.
  const { urlPrefix } = config;
  useEffect(() => startInbox({ src: endpoint, variant, config: configRef.current }), [endpoint, variant, urlPrefix]);

  useEffect(() => {
    if (inbox.state === 'error' && inbox.message) emit('error', { message: inbox.message });
  }, [inbox, emit]);

  // Click outside closes. The path is composed: a click inside our shadow root is retargeted to
  // the host by the time it reaches the document.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpen(false);
    };
    document.addEventListener('click', outside);
    return () => document.removeEventListener('click', outside);
  }, [open]);

  const { Part: Panel, want, intent } = useLazyPart(inboxPanel);
  const toggle = useCallback(() => {
    setOpen(!open);
    if (!open) want().catch(() => setOpen(false));
  }, [open, want]);

  const keyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    },
    [open],
  );

  // A mouse that leaves the button and the panel closes it after 250 ms; focus left in
  // the panel goes back to the button.
  const hover = useHideDelay(() => {
    if (!open) return;
    setOpen(false);
    const focused = (rootRef.current?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
    if (focused && focused !== buttonRef.current && rootRef.current?.contains(focused)) buttonRef.current?.focus();
  });

  const handlers = useMemo(
    () => ({
      ...hover.handlers,
      ...intent,
      onPointerEnter(event: PointerEvent) {
        hover.handlers.onPointerEnter(event);
        intent.onPointerEnter(event);
      },
    }),
    [hover.handlers, intent],
  );

  return { inbox, open, toggle, keyDown, retry: loadInbox, rootRef, buttonRef, config, handlers, Panel };
}
