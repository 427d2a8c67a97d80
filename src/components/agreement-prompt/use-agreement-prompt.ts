import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useConfig, useEmit, useHttp } from '../../element/define-element';
import { HttpFailure, isAbort } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { readUserStored, writeUserStored } from '../../lib/storage';
import { lazyPart, useLazyPart } from '../../ui/lazy-part';
import { answerAgreement, fetchLatestAgreement } from '../agreements/agreements-api';
import {
  CLOSED,
  UPDATE_DISMISSED_KEY,
  closeChoiceOf,
  failureText,
  isDismissal,
  modalFor,
  promptReducer,
  setsSessionMessage,
  type AgreementChoice,
  type AgreementPromptState,
} from './agreement-prompt.logic';

// The dialog, its styles and its texts are a chunk of their own: a page whose agreement asks for
// no modal loads only the element's entry and makes one GET.
const dialogPart = lazyPart(
  () => import('./agreement-dialog').then((module) => module.AgreementDialog),
  'hr-agreement-prompt',
);

const statusOf = (error: unknown) => (error instanceof HttpFailure ? error.status : 0);
const storedDismissal = () => readUserStored<string | null>(UPDATE_DISMISSED_KEY, null, isDismissal);

/**
 * Fetches the latest agreement once on mount when the viewer is an admin (the route is
 * admin-only), decides the modal (SPEC §4), fetches the dialog only when one is due, and answers:
 * a saved answer POSTs and closes on success; not-now stores the dismissal date.
 */
export function useAgreementPrompt() {
  const config = useConfig();
  const http = useHttp();
  const emit = useEmit();
  const { Part, want } = useLazyPart(dialogPart);
  const [state, dispatch] = useReducer(promptReducer, CLOSED);
  const latest = useRef<AgreementPromptState>(state);
  latest.current = state;
  const alive = useRef<AbortController | null>(null);
  const admin = config.user?.isAdmin === true;

  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    if (admin) {
      fetchLatestAgreement(http, controller.signal).then(
        (agreement) => {
          if (controller.signal.aborted) return;
          const modal = modalFor(agreement, { now: Date.now(), dismissed: storedDismissal() });
          if (!modal) return;
          // Shown once the dialog's chunk is there (a failed fetch is reported by lazyPart).
          want().then(
            () => !controller.signal.aborted && dispatch({ type: 'show', modal, agreementId: agreement.id }),
            () => undefined,
          );
        },
        (error: unknown) => {
          if (isAbort(error) || controller.signal.aborted) return;
          emit('error', { message: t(m.errorsDataFetch), status: statusOf(error) });
        },
      );
    }
    return () => controller.abort();
  }, [admin, http, emit, want]);

  const choose = useCallback(
    (choice: AgreementChoice) => {
      const { modal, agreementId, saving } = latest.current;
      if (!modal || agreementId === null || saving) return;
      const { answer, action } = choice;
      if (!action) {
        if (answer === 'not-now') writeUserStored(UPDATE_DISMISSED_KEY, new Date(Date.now()).toISOString());
        dispatch({ type: 'close' });
        emit('change', { answer, modal, agreement: null });
        return;
      }
      const signal = alive.current?.signal;
      dispatch({ type: 'save', answer });
      answerAgreement(http, agreementId, action, { setSessionMessage: setsSessionMessage(action) }).then(
        (agreement) => {
          if (signal?.aborted) return;
          dispatch({ type: 'close' });
          emit('change', { answer, modal, agreement });
        },
        (error: unknown) => {
          if (isAbort(error) || signal?.aborted) return;
          const message = failureText(error instanceof HttpFailure ? error : {}, t(m.errorsGenericRetry));
          dispatch({ type: 'failed', message });
          emit('error', { message, status: statusOf(error) });
        },
      );
    },
    [http, emit],
  );

  const close = useCallback(() => {
    const { modal, saving } = latest.current;
    if (modal && !saving) choose(closeChoiceOf(modal));
  }, [choose]);

  return { state, Part, choose, close };
}
