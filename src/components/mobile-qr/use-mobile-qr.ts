import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useHttp } from '../../element/define-element';
import { initialQrState, parseQrGrant, QR_ERROR_CORRECTION, QR_TOKEN_PATH, qrPath, qrReducer } from './mobile-qr.logic';
import { importBesideScript } from '../../lib/script-tag';

/** A page framed by another site must not show a sign-in code (clickjacking). */
function framedByOtherSite(): boolean {
  try {
    return window.top !== window.self && window.top?.location.origin !== location.origin;
  } catch {
    return true;
  }
}

/**
 * Requests a token pair, draws the first token as a QR code and counts down to its expiration.
 * The token lives only in this function's locals: it is never put in state, storage or a log;
 * only the drawn code is kept, and only until it expires or the dialog closes (unmount aborts the
 * request and clears the timer).
 */
export function useMobileQr() {
  // Stable, and reads the config at request time: a rotated CSRF token must not restart an open dialog.
  const http = useHttp();
  const [state, dispatch] = useReducer(qrReducer, initialQrState);
  const current = useRef<AbortController | null>(null);

  const generate = useCallback(async () => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    if (framedByOtherSite()) return dispatch({ type: 'framed' });
    dispatch({ type: 'request' });
    try {
      // qrcode is fetched only now, in parallel with the token, never with the page.
      const [body, qrcode] = await Promise.all([
        http.post(QR_TOKEN_PATH, { signal: controller.signal }),
        typeof __HR_SCRIPT_TAG__ === 'boolean' && __HR_SCRIPT_TAG__
          ? importBesideScript<typeof import('./qrcode')>('qrcode.js')
          : import('./qrcode'),
      ]);
      const grant = parseQrGrant(body);
      if (!grant) throw new TypeError('unexpected answer');
      const { modules } = qrcode.create(grant.token, { errorCorrectionLevel: QR_ERROR_CORRECTION });
      if (!controller.signal.aborted)
        dispatch({
          type: 'shown',
          code: { path: qrPath(modules), size: modules.size },
          expiresAt: grant.expiresAt,
          now: Date.now(),
        });
    } catch {
      // Deliberately not reported: an error could carry the token. The dialog says what failed.
      if (!controller.signal.aborted) dispatch({ type: 'failed' });
    }
  }, [http]);

  useEffect(() => {
    void generate();
    return () => current.current?.abort();
  }, [generate]);

  // One timer, due when the shown second changes; the Expired sheet opens on the tick that passes
  // `expiration`. Cleared on every state change and on unmount.
  useEffect(() => {
    if (state.phase !== 'showing') return;
    const timer = setTimeout(
      () => dispatch({ type: 'tick', now: Date.now() }),
      (state.expiresAt - Date.now()) % 1000 || 1000,
    );
    return () => clearTimeout(timer);
  }, [state]);

  return { state, generate };
}
