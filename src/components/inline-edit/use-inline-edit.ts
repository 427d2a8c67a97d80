import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useActivation, useEmit, useHost, useHttp } from '../../element/define-element';
import { HttpFailure, isAbort } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { inlineEditReducer, initialInlineEditState, interpretSaveResponse, planSave } from './inline-edit.logic';

/** A saved value is highlighted for 1500 ms. */
export const HIGHLIGHT_MS = 1500;

export interface InlineEditOptions {
  saveSrc: string | undefined;
  recordId: number | undefined;
  value: string;
  disabled: boolean;
}

function failureMessage(error: unknown): { status: number; message: string } {
  if (error instanceof HttpFailure) {
    const fallback =
      error.kind === 'network' || error.kind === 'timeout' ? t(m.errorsGenericRetry) : t(m.errorsRequest);
    return { status: error.status, message: error.serverMessage ?? fallback };
  }
  return { status: 0, message: t(m.errorsRequest) };
}

export function useInlineEdit({ saveSrc, recordId, value, disabled }: InlineEditOptions) {
  const host = useHost();
  const emit = useEmit();
  const http = useHttp();
  const activation = useActivation();
  const [state, dispatch] = useReducer(inlineEditReducer, undefined, () =>
    initialInlineEditState(value, activation === 'click'),
  );
  const displayRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const sequence = useRef(0);
  const committedSeq = useRef(0);
  const requests = useRef(new Set<AbortController>());
  const focusDisplay = useRef(activation === 'focus');

  useEffect(() => dispatch({ type: 'external', value }), [value]);

  // Requests die with the element: nothing resolves into an unmounted tree.
  useEffect(() => {
    const pending = requests.current;
    return () => pending.forEach((controller) => controller.abort());
  }, []);

  useEffect(() => {
    if (!state.highlightSeq) return;
    const seq = state.highlightSeq;
    const timer = setTimeout(() => dispatch({ type: 'highlight-end', seq }), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [state.highlightSeq]);

  useLayoutEffect(() => {
    if (state.mode === 'editing') {
      inputRef.current?.focus();
      return;
    }
    if (focusDisplay.current) {
      focusDisplay.current = false;
      displayRef.current?.focus();
    }
  }, [state.mode]);

  const edit = useCallback(() => dispatch({ type: 'edit' }), []);

  // A click on the element itself (its light-DOM text, or el.click() from a page script) edits
  // too, as it did before React mounted; clicks on our own controls are handled by them.
  // A layout effect, so a click right after a hover activation already finds the listener.
  useLayoutEffect(() => {
    const clickHost = (event: MouseEvent) => {
      const origin = event.composedPath()[0];
      if (!disabled && !(origin instanceof Node && host.shadowRoot?.contains(origin))) dispatch({ type: 'edit' });
    };
    host.addEventListener('click', clickHost);
    return () => host.removeEventListener('click', clickHost);
  }, [host, disabled]);
  const input = useCallback((next: string) => dispatch({ type: 'input', value: next }), []);
  const cancel = useCallback(() => {
    focusDisplay.current = true;
    dispatch({ type: 'cancel' });
  }, []);

  const post = useCallback(
    async (seq: number, id: number, next: string) => {
      const controller = new AbortController();
      requests.current.add(controller);
      try {
        if (!saveSrc) throw new HttpFailure('invalid-url', 0);
        const body = await http.post(saveSrc, {
          form: { id, value: next, ajax: 1 },
          signal: controller.signal,
        });
        const outcome = interpretSaveResponse(body);
        if (!outcome.ok) throw new HttpFailure('client', 200, outcome.message);
        dispatch({ type: 'saved', seq, value: next });
        // Every value that becomes the saved one is announced, even if a newer save is in flight.
        if (seq > committedSeq.current) {
          committedSeq.current = seq;
          emit('change', { id, value: next });
        }
      } catch (error) {
        if (isAbort(error)) return;
        const { status, message } = failureMessage(error);
        dispatch({ type: 'failed', seq, message });
        if (seq === sequence.current) emit('error', { status, message });
      } finally {
        requests.current.delete(controller);
      }
    },
    [saveSrc, http, emit],
  );

  const submit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      const plan = planSave(recordId, inputRef.current?.value ?? state.draft, state);
      if (plan.kind === 'invalid') {
        dispatch({ type: 'invalid', message: t(plan.message) });
        inputRef.current?.focus();
        return;
      }
      focusDisplay.current = true;
      if (plan.kind === 'unchanged') {
        dispatch({ type: 'cancel' });
        return;
      }
      const seq = ++sequence.current;
      dispatch({ type: 'submit', seq, value: plan.value });
      void post(seq, plan.id, plan.value);
    },
    [recordId, state, post],
  );

  const keyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Escape') return;
      // Escape belongs to this field: a dialog around it must not close as well.
      event.stopPropagation();
      event.preventDefault();
      cancel();
    },
    [cancel],
  );

  return { state, displayRef, inputRef, edit, input, cancel, submit, keyDown };
}
