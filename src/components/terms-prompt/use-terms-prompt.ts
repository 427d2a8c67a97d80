import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useEmit, useHttp } from '../../element/define-element';
import { HttpFailure } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { INITIAL_TERMS, TERMS_PATHS, termsReducer, type TermsAction, type TermsState } from './terms-prompt.logic';

/**
 * What Accept and Not Now do: post `/ajax/terms/accept` or `/ajax/terms/dismiss`; once saved the
 * prompt closes and fires `hr-close`; a failure keeps it open with the generic retry message and
 * fires `hr-error`.
 */
export function useTermsPrompt(): TermsState & { send: (action: TermsAction) => void } {
  const http = useHttp();
  const emit = useEmit();
  const [state, dispatch] = useReducer(termsReducer, INITIAL_TERMS);
  const busy = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const send = useCallback(
    (action: TermsAction) => {
      if (busy.current) return;
      busy.current = true;
      dispatch({ type: 'send', action });
      http.post(TERMS_PATHS[action]).then(
        () => {
          busy.current = false;
          if (!alive.current) return;
          dispatch({ type: 'saved' });
          emit('close', { action });
        },
        (error: unknown) => {
          busy.current = false;
          if (!alive.current) return;
          dispatch({ type: 'failed' });
          emit('error', {
            message: t(m.errorsGenericRetry),
            status: error instanceof HttpFailure ? error.status : 0,
          });
        },
      );
    },
    [emit, http],
  );

  return { ...state, send };
}
