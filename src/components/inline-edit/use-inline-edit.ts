import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useActivation, useEmit, useHost, useHttp } from '../../element/define-element';
import { HttpFailure } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import {
  inlineEditReducer,
  initialInlineEditState,
  interpretSaveResponse,
  planSave,
  yieldsToAnotherEditor,
} from './inline-edit.logic';
import { saveLineOf, type SaveResult } from './save-line';

/** A saved value is highlighted for 1500 ms. */
export const HIGHLIGHT_MS = 1500;

export interface InlineEditOptions {
  saveSrc: string | undefined;
  recordId: number | undefined;
  value: string;
  disabled: boolean;
}

/**
 * Values of the page that hold an open editor or show an error: opening an editor closes the
 * others that yield (yieldsToAnotherEditor: an unsent draft stays open with its text).
 */
const openOnPage = new Set<() => void>();

function failure(error: unknown): SaveResult {
  if (error instanceof HttpFailure) {
    const fallback =
      error.kind === 'network' || error.kind === 'timeout' ? t(m.errorsGenericRetry) : t(m.errorsRequest);
    return { ok: false, status: error.status, message: error.serverMessage ?? fallback };
  }
  return { ok: false, status: 0, message: t(m.errorsRequest) };
}

export function useInlineEdit({ saveSrc, recordId, value, disabled }: InlineEditOptions) {
  const host = useHost();
  const emit = useEmit();
  const http = useHttp();
  const activation = useActivation();
  const [state, dispatch] = useReducer(inlineEditReducer, undefined, () =>
    initialInlineEditState(value, activation === 'click'),
  );
  // The state as last rendered, for another value's editor asking this one to give way.
  const latest = useRef(state);
  latest.current = state;
  const displayRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const line = saveLineOf(host);
  const focusDisplay = useRef(activation === 'focus');

  useEffect(() => dispatch({ type: 'external', value }), [value]);

  // Outcomes arrive in the order the saves were sent, also those that came while the element was
  // off the page; each accepted value is announced, and the newest save's failure.
  useEffect(
    () =>
      line.listen((outcome) => {
        if (outcome.ok) {
          dispatch({ type: 'saved', seq: outcome.seq, value: outcome.value });
          emit('change', { id: outcome.id, value: outcome.value });
          return;
        }
        dispatch({ type: 'failed', seq: outcome.seq, message: outcome.message });
        if (outcome.seq === line.latestSeq) emit('error', { status: outcome.status, message: outcome.message });
      }),
    [line, emit],
  );

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

  useEffect(() => {
    if (state.mode !== 'editing' && !state.error) return;
    const close = () => {
      if (yieldsToAnotherEditor(latest.current)) dispatch({ type: 'cancel' });
    };
    if (state.mode === 'editing') for (const other of openOnPage) other();
    openOnPage.add(close);
    return () => void openOnPage.delete(close);
  }, [state.mode, state.error]);

  const edit = useCallback(() => dispatch({ type: 'edit' }), []);

  // A click on the element itself (its light-DOM text, or el.click() from a page script) edits
  // too, as it did before React mounted; clicks on our own controls are handled by them (the
  // event's path says so even when the control is gone by now, as a dismissed message is).
  // A layout effect, so a click right after a hover activation already finds the listener.
  useLayoutEffect(() => {
    const clickHost = (event: MouseEvent) => {
      const root = host.shadowRoot;
      if (!disabled && !(root && event.composedPath().includes(root))) dispatch({ type: 'edit' });
    };
    host.addEventListener('click', clickHost);
    return () => host.removeEventListener('click', clickHost);
  }, [host, disabled]);
  const input = useCallback((next: string) => dispatch({ type: 'input', value: next }), []);
  const cancel = useCallback(() => {
    focusDisplay.current = true;
    dispatch({ type: 'cancel' });
  }, []);
  const dismiss = useCallback(() => {
    if (state.mode === 'editing') inputRef.current?.focus();
    else displayRef.current?.focus();
    dispatch({ type: 'dismiss' });
  }, [state.mode]);

  // Not aborted when the element leaves the page: the server's answer still decides its value.
  const send = useCallback(
    async (id: number, next: string): Promise<SaveResult> => {
      try {
        if (!saveSrc) throw new HttpFailure('invalid-url', 0);
        const outcome = interpretSaveResponse(await http.post(saveSrc, { form: { id, value: next, ajax: 1 } }));
        if (!outcome.ok) throw new HttpFailure('client', 200, outcome.message);
        // The element's value is the server's: a re-attached element starts from it.
        (host as HTMLElement & { value?: string }).value = next;
        return { ok: true };
      } catch (error) {
        return failure(error);
      }
    },
    [saveSrc, http, host],
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
      const { id, value: next } = plan;
      const seq = line.submit(id, next, () => send(id, next));
      dispatch({ type: 'submit', seq, value: next });
    },
    [recordId, state, line, send],
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

  return {
    state,
    displayRef,
    inputRef,
    edit,
    input,
    cancel,
    dismiss,
    submit,
    keyDown,
  };
}
