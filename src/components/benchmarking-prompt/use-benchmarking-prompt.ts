import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useConfig, useEmit, useHttp } from '../../element/define-element';
import { HttpFailure, isAbort } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { lazyPart, useLazyPart } from '../../ui/lazy-part';
import {
  BENCHMARKING_CANCEL_PATH,
  BENCHMARKING_STATUS_PATH,
  CLOSED,
  answerOf,
  canSubmit,
  failureText,
  mayAskBenchmarking,
  promptOf,
  promptReducer,
  submitPath,
  type BenchmarkingPromptState,
} from './benchmarking-prompt.logic';

// The dialog, its styles and its texts are a chunk of their own: a page whose status asks for no
// prompt loads only the element's entry and makes one GET.
const dialogPart = lazyPart(
  () => import('./benchmarking-dialog').then((module) => module.BenchmarkingDialog),
  'hr-benchmarking-prompt',
);

const statusOf = (error: unknown) => (error instanceof HttpFailure ? error.status : 0);

/**
 * Asks the status once on mount when the viewer may be asked (admin, not a support admin, with
 * BENCHMARKING_OPT_OUT), fetches the dialog only when the status asks for a prompt, and answers:
 * submit PUTs opt-in/opt-out and closes, closing PUTs cancel.
 */
export function useBenchmarkingPrompt() {
  const config = useConfig();
  const http = useHttp();
  const emit = useEmit();
  const { Part, want } = useLazyPart(dialogPart);
  const [state, dispatch] = useReducer(promptReducer, CLOSED);
  const latest = useRef<BenchmarkingPromptState>(state);
  latest.current = state;
  const alive = useRef<AbortController | null>(null);
  const asks = mayAskBenchmarking(config);

  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    if (asks) {
      http.get<unknown>(BENCHMARKING_STATUS_PATH, { signal: controller.signal }).then(
        (answer) => {
          const kind = promptOf(answer);
          if (!kind || controller.signal.aborted) return;
          // Shown once the dialog's chunk is there (a failed fetch is reported by lazyPart).
          want().then(
            () => !controller.signal.aborted && dispatch({ type: 'show', kind }),
            () => undefined,
          );
        },
        (error: unknown) => {
          if (isAbort(error) || controller.signal.aborted) return;
          emit('error', { message: t(m.benchmarkingFailed), status: statusOf(error) });
        },
      );
    }
    return () => controller.abort();
  }, [asks, http, emit, want]);

  const submit = useCallback(() => {
    const current = latest.current;
    if (!current.kind || !canSubmit(current)) return;
    const kind = current.kind;
    const signal = alive.current?.signal;
    dispatch({ type: 'submit' });
    http.put(submitPath(kind), { signal }).then(
      () => {
        dispatch({ type: 'close' });
        emit('change', { answer: answerOf(kind) });
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        const message = failureText(error instanceof HttpFailure ? error : {}, t(m.benchmarkingFailed));
        dispatch({ type: 'failed', message });
        emit('error', { message, status: statusOf(error) });
      },
    );
  }, [http, emit]);

  const close = useCallback(() => {
    const current = latest.current;
    if (!current.kind || current.saving) return;
    // Closing never traps the user in a modal: the dialog goes at once; a failed cancel is reported
    // (hr-error) and the server simply asks again on a later page.
    dispatch({ type: 'close' });
    emit('change', { answer: 'dismissed' });
    http.put(BENCHMARKING_CANCEL_PATH).catch((error: unknown) => {
      if (!isAbort(error)) emit('error', { message: t(m.benchmarkingFailed), status: statusOf(error) });
    });
  }, [http, emit]);

  const confirm = useCallback((confirmed: boolean) => dispatch({ type: 'confirm', confirmed }), []);

  return { state, Part, submit, close, confirm };
}
