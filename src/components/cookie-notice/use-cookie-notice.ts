import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useConfig, useEmit, useHttp } from '../../element/define-element';
import { getCookie, setCookie } from '../../lib/cookies';
import { HttpFailure } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { report } from '../../lib/report';
import {
  FALLBACK_COOKIE,
  FALLBACK_MAX_AGE,
  FALLBACK_VALUE,
  acceptPath,
  noticeReducer,
  shouldShowNotice,
  type NoticeState,
} from './cookie-notice.logic';

/**
 * Decides on mount (and on every hash change) whether the notice shows, and what Accept does:
 * post to the session user's endpoint and close; on failure set the 5-year fallback cookie,
 * report the error, fire `hr-error`, and close all the same (the browser remembers the choice).
 */
export function useCookieNotice(): { state: NoticeState; accept: () => void } {
  const config = useConfig();
  const http = useHttp();
  const emit = useEmit();
  const [state, dispatch] = useReducer(noticeReducer, 'hidden');
  const acceptedCookies = config.session?.acceptedCookies;
  const session = useRef(config.session);
  session.current = config.session;
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    const check = () =>
      dispatch({
        type: 'check',
        show: shouldShowNotice({ acceptedCookies, cookie: getCookie(FALLBACK_COOKIE), hash: location.hash }),
      });
    check();
    window.addEventListener('hashchange', check);
    return () => {
      alive.current = false;
      window.removeEventListener('hashchange', check);
    };
  }, [acceptedCookies]);

  const accept = useCallback(() => {
    dispatch({ type: 'accept' });
    http.post(acceptPath(session.current)).then(
      () => {
        if (!alive.current) return;
        dispatch({ type: 'done' });
        emit('close', { saved: true });
      },
      (error: unknown) => {
        setCookie(FALLBACK_COOKIE, FALLBACK_VALUE, { maxAge: FALLBACK_MAX_AGE });
        report(error, { source: 'hr-cookie-notice', phase: 'runtime' });
        if (!alive.current) return;
        emit('error', { message: t(m.cookiesSaveFailed), status: error instanceof HttpFailure ? error.status : 0 });
        dispatch({ type: 'done' });
        emit('close', { saved: false });
      },
    );
  }, [emit, http]);

  return { state, accept };
}
