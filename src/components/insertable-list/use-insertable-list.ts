import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useEmit, useHttp } from '../../element/define-element';
import { dispatchNativeChange } from '../../element/form-control';
import { HttpFailure, isAbort } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { useChangeEvent, useFormControl, useFormReset } from '../../element/use-form-control';
import { counterMessage, levelOf, remaining, type CounterLevel } from '../char-counter/char-counter.logic';
import {
  checkOptionName,
  INSERT_LIST_SRC,
  insertForm,
  OPTION_LIMIT,
  parseInsertAnswer,
  refusalMessage,
} from './insertable-list.logic';

export interface InsertableListOptions {
  src: string | undefined;
  field: string | undefined;
  errorMessage: string | undefined;
}

type FocusTarget = 'add' | 'input' | 'select' | null;

export function useInsertableList({ src, field, errorMessage }: InsertableListOptions) {
  const { control, attributes } = useFormControl<HTMLSelectElement>();
  const changed = useChangeEvent<{ text: string; added: boolean }>();
  const emit = useEmit();
  const http = useHttp();
  const ids = useId().replace(/[^\w-]/g, '');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const focusNext = useRef<FocusTarget>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const request = useRef<AbortController | null>(null);
  const adding = useRef(false);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'add') addButton.current?.focus();
    else if (target === 'input') input.current?.focus();
    else if (target === 'select') control.focus();
  });

  const close = useCallback((focus: FocusTarget) => {
    request.current?.abort();
    request.current = null;
    setBusy(false);
    setOpen(false);
    setDraft('');
    setError('');
    focusNext.current = focus;
  }, []);

  // A disabled list cannot grow: close the editor.
  useEffect(() => {
    if (attributes.disabled) close(null);
  }, [attributes.disabled, close]);

  useEffect(() => () => request.current?.abort(), []);

  useEffect(() => {
    const onChange = () => {
      changed({ value: control.value, text: control.selectedOptions[0]?.text ?? '', added: adding.current });
      adding.current = false;
    };
    control.addEventListener('change', onChange);
    return () => control.removeEventListener('change', onChange);
  }, [control, changed]);

  useFormReset(control, () => {
    close(null);
    setStatus('');
  });

  const start = useCallback(() => {
    if (attributes.disabled) return;
    setOpen(true);
    setStatus('');
    focusNext.current = 'input';
  }, [attributes.disabled]);

  const cancel = useCallback(() => close('add'), [close]);

  const select = useCallback(
    (id: string, name: string) => {
      let option = [...control.options].find((candidate) => candidate.value === id);
      if (!option) {
        // createElement, not `new Option`: the same in every DOM (happy-dom has no Option constructor).
        option = control.ownerDocument.createElement('option');
        option.value = id;
        option.text = name;
        control.append(option);
      }
      // A multiple select keeps what was already chosen; a single one switches to the new option.
      if (control.multiple) option.selected = true;
      else control.value = id;
      adding.current = true;
      dispatchNativeChange(control);
      adding.current = false;
      setStatus(t(m.insertListAdded, { name: option.text }));
    },
    [control],
  );

  const fail = useCallback(
    (message: string, status: number) => {
      setError(message);
      setBusy(false);
      focusNext.current = 'input';
      emit('error', { status, message });
    },
    [emit],
  );

  const submit = useCallback(async () => {
    if (busy) return;
    const checked = checkOptionName(draft);
    if (!checked.ok) {
      setError(
        checked.reason === 'empty' ? errorMessage?.trim() || t(m.insertListEmpty) : t(m.counterTooLong, [OPTION_LIMIT]),
      );
      focusNext.current = 'input';
      return;
    }
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setBusy(true);
    setError('');
    try {
      const body = await http.post(src || INSERT_LIST_SRC, {
        form: insertForm(checked.name, field || control.name),
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      const answer = parseInsertAnswer(body, checked.name);
      if (answer.ret === 'SUCCESS') {
        close('select');
        select(answer.id, answer.name);
      } else fail(answer.ret === 'ERROR' ? answer.message : t(m.errorsRequest), 200);
    } catch (failure) {
      if (isAbort(failure) || controller.signal.aborted) return;
      const status = failure instanceof HttpFailure ? failure.status : 0;
      const explained = failure instanceof HttpFailure ? refusalMessage(failure.status, failure.serverMessage) : null;
      fail(explained ?? t(m.errorsRequest), status);
    } finally {
      if (request.current === controller) request.current = null;
    }
  }, [busy, draft, errorMessage, src, field, control, http, close, select, fail]);

  const edit = useCallback((value: string) => {
    setDraft(value);
    setError('');
  }, []);

  const left = remaining(draft, OPTION_LIMIT, 'chars');
  const shown = counterMessage(left, OPTION_LIMIT, false);
  const counterLevel: CounterLevel = levelOf(left);

  return {
    ids: {
      input: `hr-insertable-list-input-${ids}`,
      error: `hr-insertable-list-error-${ids}`,
      counter: `hr-insertable-list-counter-${ids}`,
    },
    disabled: attributes.disabled,
    open,
    draft,
    error,
    busy,
    status,
    counter: {
      level: counterLevel,
      text: shown.key === 'tooLong' ? t(m.counterTooLong, [shown.count]) : t(m.counterRemaining, [shown.count]),
    },
    addButton,
    input,
    start,
    cancel,
    submit,
    edit,
  };
}
