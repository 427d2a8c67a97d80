import { useCallback, useEffect, useState } from 'react';
import { useEmit, useHost } from '../element/define-element';
import { useLazyPart, type LazyPart } from './lazy-part';
import type { OpenRequests } from './open-requests';

/**
 * An element that is a dialog opened on request (src/ui/open-requests.ts: its open event or
 * `open()`): nothing until an open arrives, then its part, fetched on the first open. A chunk
 * that failed to arrive is reported by lazyPart and the next open asks again; an open while it
 * is open changes nothing. `close` hides it and fires `hr-close`.
 */
export function useRequestedPart<T>(part: LazyPart<T>, register: OpenRequests['register']) {
  const host = useHost();
  const emit = useEmit();
  const [open, setOpen] = useState(false);
  const { Part, want } = useLazyPart(part);

  useEffect(
    () =>
      register(host, (action) => {
        setOpen(action === 'open');
        if (action === 'open') want().catch(() => setOpen(false));
      }),
    [host, register, want],
  );

  const close = useCallback(() => {
    setOpen(false);
    emit('close');
  }, [emit]);

  return { Part: open ? Part : null, close };
}
