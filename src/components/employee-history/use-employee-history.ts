import { useCallback, useEffect, useRef, useState } from 'react';
import { useEmit, useHost } from '../../element/define-element';
import { lazyPart, useLazyPart, type LazyPartState } from '../../ui/lazy-part';
import { buttonText } from './employee-history.logic';
import { registerHistoryHost } from './history-open';

// The dialog, its header rules, its styles and the header request are a chunk of their own,
// fetched on the first sign of intent (a pointer over the trigger, focus on it) or on open: a
// page that prints the element pays only for this trigger and the open listener.
const dialogPart = lazyPart(
  () => import('./history-dialog').then((module) => module.HistoryDialog),
  'hr-employee-history',
);

export type HistoryDialogComponent = typeof import('./history-dialog').HistoryDialog;

export interface EmployeeHistoryState {
  /** The trigger button's text ('' = no trigger). */
  text: string;
  /** The modal is asked for (it renders once its chunk is there). */
  open: boolean;
  Part: LazyPartState<HistoryDialogComponent>['Part'];
  intent: LazyPartState<HistoryDialogComponent>['intent'];
  show: () => void;
  /** The user (Escape, Close, a `method="dialog"` form) or `close()` closed the modal. */
  close: () => void;
}

/**
 * Open state of the history modal: `open()`, `close()`, `hr-history-open` and the trigger open it;
 * `hr-open` fires when it opens and `hr-close` when it closes. A chunk that fails to arrive is
 * reported by lazyPart and leaves the modal closed (the next open asks again).
 */
export function useEmployeeHistory(label: string | undefined): EmployeeHistoryState {
  const host = useHost();
  const emit = useEmit();
  const [open, setOpen] = useState(false);
  // The latest state for the handlers (an open and a close in one task see each other).
  const isOpen = useRef(false);
  const { Part, want, intent } = useLazyPart(dialogPart);

  const change = useCallback(
    (next: boolean) => {
      if (isOpen.current === next) return;
      isOpen.current = next;
      setOpen(next);
      emit(next ? 'open' : 'close', {});
    },
    [emit],
  );

  const show = useCallback(() => {
    change(true);
    want().catch(() => change(false));
  }, [change, want]);

  const close = useCallback(() => change(false), [change]);

  useEffect(() => registerHistoryHost(host, (action) => (action === 'open' ? show() : close())), [host, show, close]);

  return { text: buttonText(label), open, Part, intent, show, close };
}
