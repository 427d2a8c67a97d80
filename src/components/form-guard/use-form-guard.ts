import { useCallback, useEffect, useRef, useState } from 'react';
import { useEmit, useHost } from '../../element/define-element';
import { afterAnswer, leavingUrl, marksChanged, marksClean, type GuardAnswer } from './form-guard.logic';

export interface FormGuardView {
  /** The URL the user asked to leave for while the form had changes; the question shows while set. */
  leavingFor: string | null;
  answer(answer: GuardAnswer): void;
}

/** The tracked form: the one named by `form`, else the first form inside the element. */
function trackedForm(host: HTMLElement, id: string | undefined): HTMLFormElement | null {
  const named = id ? document.getElementById(id) : null;
  return named instanceof HTMLFormElement ? named : host.querySelector('form');
}

/** Whether an event's target belongs to the form: inside it, or a control tied to it by form=. */
function belongsTo(form: HTMLFormElement, target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (form === target || form.contains(target)) return true;
  return 'form' in target && (target as { form: unknown }).form === form;
}

function linkOf(event: MouseEvent): HTMLAnchorElement | HTMLAreaElement | null {
  for (const node of event.composedPath())
    if (node instanceof HTMLAnchorElement || node instanceof HTMLAreaElement) return node;
  return null;
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older Chromium shows the leave warning only when returnValue is set.
  event.returnValue = '';
}

/**
 * Tracks whether the form has changed since the page loaded, was saved or reset; while it has, a
 * click on a link that would leave the page is held for the question, and the browser's leave
 * warning is on.
 */
export function useFormGuard(formId: string | undefined): FormGuardView {
  const host = useHost();
  const emit = useEmit();
  const [dirty, setDirty] = useState(false);
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const dirtyNow = useRef(false);

  const mark = useCallback(
    (next: boolean) => {
      if (dirtyNow.current === next) return;
      dirtyNow.current = next;
      setDirty(next);
      emit('change', { dirty: next });
    },
    [emit],
  );

  useEffect(() => {
    const onEvent = (event: Event) => {
      const form = trackedForm(host, formId);
      if (!form || !belongsTo(form, event.composedPath()[0] ?? event.target)) return;
      if (marksClean(event.type)) mark(false);
      else if (marksChanged(event.type)) mark(true);
    };
    const controller = new AbortController();
    // At the document: controls tied to the form by form= may sit outside the element.
    for (const type of ['input', 'change', 'hr-change'])
      document.addEventListener(type, onEvent, { signal: controller.signal });
    // Captured: the page's own submit handler may stop the event, the save still happened.
    for (const type of ['submit', 'reset'])
      document.addEventListener(type, onEvent, { capture: true, signal: controller.signal });
    return () => controller.abort();
  }, [host, formId, mark]);

  useEffect(() => {
    if (!dirty) return undefined;
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event);
      if (!link) return;
      const url = leavingUrl(
        {
          button: event.button,
          modifier: event.ctrlKey || event.metaKey || event.shiftKey || event.altKey,
          defaultPrevented: event.defaultPrevented,
          href: link.getAttribute('href') === null ? '' : link.href,
          target: link.target,
          download: link.hasAttribute('download'),
        },
        location.href,
      );
      if (url === null) return;
      event.preventDefault();
      setLeavingFor(url);
    };
    document.addEventListener('click', onClick);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);

  const answer = useCallback(
    (choice: GuardAnswer) => {
      const url = leavingFor;
      setLeavingFor(null);
      const next = afterAnswer(choice);
      if (next.clean) mark(false);
      if (next.submit) trackedForm(host, formId)?.requestSubmit();
      if (next.follow && url) {
        // The leave warning must be gone before the navigation starts.
        window.removeEventListener('beforeunload', onBeforeUnload);
        location.assign(url);
      }
    },
    [formId, host, leavingFor, mark],
  );

  return { leavingFor, answer };
}
