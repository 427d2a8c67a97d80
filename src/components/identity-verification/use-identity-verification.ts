import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useConfig } from '../../element/define-element';
import { listen, resubscribe } from '../../lib/realtime';
import { readRealtimeSettings } from '../../lib/realtime.logic';
import { onUnlock } from '../../stores/session-unlock';
import { INITIAL_STATE, identityChannel, identityReducer, type IdentityState } from './identity-verification.logic';

/**
 * Listens to the session user's identity channel while the element is mounted (the realtime
 * service shares one connection between every listener of the page), resubscribes after each
 * re-login, and keeps the code on screen and the connection's status.
 */
export function useIdentityVerification(): IdentityState & { dismiss: () => void } {
  const config = useConfig();
  const [state, dispatch] = useReducer(identityReducer, INITIAL_STATE);
  const channel = identityChannel(config);
  const wanted = channel !== null && readRealtimeSettings(config.realtime) !== null;
  const latest = useRef(config);
  latest.current = config;

  useEffect(() => {
    if (!wanted || channel === null) return;
    const stop = listen(
      channel,
      {
        onEvent: (event, data) => dispatch({ type: 'event', event, data }),
        onStatus: (status) => dispatch({ type: 'status', status }),
      },
      latest.current,
    );
    const stopUnlock = onUnlock(resubscribe);
    return () => {
      stopUnlock();
      stop();
    };
  }, [channel, wanted]);

  const dismiss = useCallback(() => dispatch({ type: 'dismiss' }), []);
  return { ...state, dismiss };
}
