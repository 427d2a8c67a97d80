import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useEmit, useHttp } from '../../element/define-element';
import { HttpFailure, isAbort } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { answerAgreement, fetchDemoDataAcceptance, fetchLatestAgreement } from '../agreements/agreements-api';
import type { AgreementAction } from '../agreements/agreements.logic';
import {
  CLEAR_DELAY_MS,
  CLEAR_DEMO_DATA_PATH,
  CLOSED,
  canFinish,
  clearDemoDataReducer,
  errorOf,
  warnsOnLeave,
  type ClearDemoDataError,
  type ClearDemoDataState,
} from './clear-demo-data.logic';
import { navigation } from '../../lib/navigation';

/** The text of an error: SPEC §8's messages, the sales number in the failed-clear one. */
export function errorText(error: ClearDemoDataError, salesNumber: string | null): string {
  switch (error.kind) {
    case 'clear':
      // Without a number to call, the generic retry message: never "call us at  for help".
      return salesNumber ? t(m.demoDataClearFailed, { phone: salesNumber }) : t(m.errorsGenericRetry);
    case 'next-step':
      return t(m.demoDataNextStepFailed);
    case 'retry':
      return t(m.errorsGenericRetry);
    case 'refused':
      return error.message;
  }
}

const failureOf = (error: unknown) => (error instanceof HttpFailure ? error : {});
const statusOf = (error: unknown) => (error instanceof HttpFailure ? error.status : 0);

/**
 * The flow, from step 1 (it starts open) to the reload: the 3000 ms wait then the clear call, the
 * latest agreement and the acceptance state, the leave-page warning while clearing, the answers
 * of step 2, Done and Complete Later. Every failure fires `hr-error`; `onClose` is called when
 * step 1 is closed.
 */
export function useClearDemoDataFlow(salesNumber: string | null, onClose: () => void) {
  const http = useHttp();
  const emit = useEmit();
  const [state, dispatch] = useReducer(clearDemoDataReducer, CLOSED, (closed) =>
    clearDemoDataReducer(closed, { type: 'open' }),
  );
  const latest = useRef<ClearDemoDataState>(state);
  latest.current = state;
  const alive = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    return () => controller.abort();
  }, []);

  const fail = useCallback(
    (error: ClearDemoDataError, cause: unknown) =>
      emit('error', { message: errorText(error, salesNumber), status: statusOf(cause) }),
    [emit, salesNumber],
  );

  // The waiting view: SPEC §9's delay, then the clear call, then step 2's data.
  const clearing = state.step === 'clearing';
  useEffect(() => {
    if (!clearing) return;
    const controller = new AbortController();
    const { signal } = controller;
    const timer = setTimeout(() => {
      void (async () => {
        try {
          await http.post(CLEAR_DEMO_DATA_PATH, { signal });
        } catch (cause) {
          if (isAbort(cause) || signal.aborted) return;
          const error = errorOf(failureOf(cause), { kind: 'clear' });
          dispatch({ type: 'clear-failed', error });
          fail(error, cause);
          return;
        }
        const [agreement, acceptance] = await Promise.all([
          fetchLatestAgreement(http, signal).catch((cause: unknown) => {
            if (!isAbort(cause) && !signal.aborted) fail({ kind: 'next-step' }, cause);
            return null;
          }),
          // Without it, Done follows the agreement's own status.
          fetchDemoDataAcceptance(http, signal).catch(() => null),
        ]);
        if (signal.aborted) return;
        dispatch({ type: 'loaded', agreement, acceptance });
        emit('change', { action: 'cleared', status: agreement?.status ?? null });
      })();
    }, CLEAR_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [clearing, http, emit, fail]);

  // SPEC §4: while clearing, leaving the page asks 'Are you sure you want to leave now?' (the
  // browsers show their own wording; the text is set for those that show it).
  const warns = warnsOnLeave(state.step);
  useEffect(() => {
    if (!warns) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      const text = t(m.demoDataLeaveWarning);
      event.returnValue = text;
      return text;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [warns]);

  const finish = useCallback(() => {
    dispatch({ type: 'finish' });
    navigation.reload();
  }, []);

  const answer = useCallback(
    (action: AgreementAction) => {
      const current = latest.current;
      if (current.step !== 'agreement' || current.answering) return;
      if (!current.agreement) {
        // The agreement never loaded (the next-step message is shown): Complete Later just reloads.
        if (action === 'complete-later') finish();
        return;
      }
      const signal = alive.current?.signal;
      dispatch({ type: 'answer', action });
      void (async () => {
        try {
          // Complete Later reloads right after: the server flashes its confirmation on the next page.
          const agreement = await answerAgreement(http, current.agreement!.id, action, {
            setSessionMessage: action === 'complete-later',
          });
          const acceptance =
            action === 'complete-later' ? null : await fetchDemoDataAcceptance(http, signal).catch(() => null);
          if (signal?.aborted) return;
          dispatch({ type: 'answered', agreement, acceptance });
          emit('change', { action, status: agreement.status });
          if (action === 'complete-later') finish();
        } catch (cause) {
          if (isAbort(cause) || signal?.aborted) return;
          const error = errorOf(failureOf(cause), { kind: 'retry' });
          dispatch({ type: 'answer-failed', error });
          fail(error, cause);
        }
      })();
    },
    [http, emit, fail, finish],
  );

  const done = useCallback(() => {
    if (canFinish(latest.current)) finish();
  }, [finish]);

  const close = useCallback(() => {
    if (latest.current.step !== 'confirm') return;
    dispatch({ type: 'close' });
    onClose();
  }, [onClose]);

  const confirm = useCallback(() => dispatch({ type: 'confirm' }), []);

  return { state, confirm, close, answer, done };
}
