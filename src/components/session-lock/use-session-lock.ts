import { useCallback, useEffect, useRef, useState } from 'react';
import { useConfig, useEmit, useHttp } from '../../element/define-element';
import { HttpFailure, isAbort } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { useStoreValue } from '../../element/use-store';
import { $session, broadcastLogout, completeUnlock, extendSession, startSessionCheck } from '../../stores/session';
import { unlockFromCheck, type UnlockResult } from '../../stores/session.logic';
import { CHECK_SESSION_PATH, LOGIN_TYPE_PATH } from '../../lib/endpoints';
import { safeUrl } from '../../lib/urls';
import { initialsOf, shownNames } from '../../ui/avatar.logic';
import {
  ACTIVE_CHECK_PATHS,
  failureText,
  INACTIVE_PATH,
  LOGOUT_PATH,
  makeNonce,
  MFA_STATUS_PATH,
  mfaNeedsReload,
  parseActiveCheck,
  loginRefusalText,
  parseLoginAnswer,
  parseLoginType,
  parseSsoMessage,
  PASSWORD_LOGIN_PATH,
  SSO_CHANNEL,
  SSO_POPUP_PATHS,
  unlockFailure,
  type LoginType,
  type SsoIdentity,
} from './session-lock.logic';

export interface SessionLockOptions {
  noCheck?: boolean;
  /** Seconds before expiry the warning shows (default 120). */
  warnBefore?: number;
  variant?: string;
  onboarding?: boolean;
  offerLetter?: boolean;
  productName?: string;
}

/** 'waiting': a sign-in popup is open; 'blocked': the browser refused to open it. */
export type LockPhase = 'idle' | 'busy' | 'waiting' | 'blocked';

/**
 * Wires the lock screen: starts the page-wide session check, fires `hr-session-expired` once per
 * expiry, asks the login type, runs the password and single sign-on flows (popup + nonce, then a
 * session check as proof), the multi-factor check (authMfaStatus), and hands the new token to
 * `completeUnlock` (which resumes and replays what the 401 held). The page is never reloaded,
 * except when the multi-factor check asks for it.
 */
export function useSessionLock(options: SessionLockOptions) {
  const session = useStoreValue($session);
  const config = useConfig();
  const emit = useEmit();
  const http = useHttp();
  const configRef = useRef(config);
  configRef.current = config;
  const onboarding = Boolean(options.onboarding || config.session?.isOnboardingUser);
  const offerLetter = Boolean(options.offerLetter || config.session?.isOfferLetterUser);
  const expired = session.status === 'expired';

  const [loginType, setLoginType] = useState<LoginType | null>(null);
  const [phase, setPhase] = useState<LockPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [popupUrl, setPopupUrl] = useState<string | null>(null);
  const [extendFailed, setExtendFailed] = useState(false);
  const nonce = useRef<string | null>(null);
  const product = options.productName || t(m.sessionProduct);

  const warnBeforeMs =
    options.warnBefore !== undefined && options.warnBefore >= 0 ? options.warnBefore * 1000 : undefined;
  const variant = options.variant === 'greenhouse' ? 'greenhouse' : 'default';
  useEffect(() => {
    if (options.noCheck) return;
    return startSessionCheck({ variant, onboarding, offerLetter, ...(warnBeforeMs !== undefined && { warnBeforeMs }) });
  }, [options.noCheck, variant, onboarding, offerLetter, warnBeforeMs]);

  // One hr-session-expired per expiry; a fresh lock (login type, no old message) each time.
  useEffect(() => {
    if (!expired) {
      nonce.current = null;
      return;
    }
    emit('session-expired', { reason: session.reason });
    setError(null);
    setPhase('idle');
    setPopupUrl(null);
    const controller = new AbortController();
    http
      .get(LOGIN_TYPE_PATH, { signal: controller.signal, noReplay: true })
      .then((body) => setLoginType(parseLoginType(body) ?? 'password'))
      .catch((failure: unknown) => {
        if (!isAbort(failure)) setLoginType('password');
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per transition to expired
  }, [expired]);

  useEffect(() => {
    if (session.status !== 'warning') setExtendFailed(false);
  }, [session.status]);

  const fail = useCallback(
    (message: string, status?: number) => {
      setError(message);
      setPhase('idle');
      emit('error', status === undefined ? { message } : { message, status });
    },
    [emit],
  );

  /** After the server accepted the login: the multi-factor check (password, Google), then resume. */
  const finish = useCallback(
    async (result: UnlockResult, checkMfa: boolean) => {
      if (checkMfa) {
        const body = await http.get(MFA_STATUS_PATH, { noReplay: true }).catch(() => null);
        if (mfaNeedsReload(body)) {
          location.reload();
          return;
        }
      }
      setPhase('idle');
      setError(null);
      completeUnlock(result);
      emit('logged-in', {
        userId: result.userId ?? configRef.current.user?.id ?? configRef.current.session?.id ?? null,
      });
    },
    [emit, http],
  );

  /** Resolves false when the password was refused (the view clears and refocuses it). */
  const submitPassword = useCallback(
    async (password: string): Promise<boolean> => {
      setPhase('busy');
      setError(null);
      try {
        const body = await http.post(PASSWORD_LOGIN_PATH, {
          form: { password, isOnboarding: onboarding ? '1' : '0' },
          noReplay: true,
        });
        const result = parseLoginAnswer(body);
        if (!result) {
          fail(loginRefusalText(body, product));
          return false;
        }
        await finish(result, true);
        return true;
      } catch (failure) {
        const status = failure instanceof HttpFailure ? failure.status : 0;
        fail(
          failureText(
            unlockFailure({ serverMessage: failure instanceof HttpFailure ? failure.serverMessage : null }),
            product,
          ),
          status,
        );
        return false;
      }
    },
    [fail, finish, http, onboarding, product],
  );

  /** The popup said it signed in: the active check (Google, Microsoft), then a session check as proof. */
  const ssoDone = useCallback(
    async (type: LoginType, identity: SsoIdentity | null) => {
      setPhase('busy');
      try {
        if ((type === 'google' || type === 'microsoft') && identity) {
          const body = await http.get(ACTIVE_CHECK_PATHS[type], {
            searchParams: { ...identity },
            noReplay: true,
          });
          const active = parseActiveCheck(body, type);
          if (active === 'inactive') {
            location.assign(configRef.current.urlPrefix + INACTIVE_PATH);
            return;
          }
          if (active !== 'active') {
            fail(
              active === 'no-user' ? failureText(unlockFailure({ noSsoUser: true }), product) : t(m.sessionLoginFailed),
            );
            return;
          }
        }
        const result = unlockFromCheck(
          await http.get(CHECK_SESSION_PATH, {
            searchParams: { isOnboarding: onboarding ? '1' : '0' },
            noReplay: true,
          }),
          Date.now(),
        );
        if (!result) fail(t(m.sessionLoginFailed));
        else await finish(result, type === 'google');
      } catch (failure) {
        fail(t(m.sessionLoginFailed), failure instanceof HttpFailure ? failure.status : 0);
      }
    },
    [fail, finish, http, onboarding, product],
  );

  // Listens for the popup's answer (postMessage to its opener and a BroadcastChannel: a popup
  // opened from the fallback link has no opener) while an attempt is open.
  useEffect(() => {
    if (phase !== 'waiting' && phase !== 'blocked') return;
    const type = loginType;
    const receive = (data: unknown) => {
      const message = parseSsoMessage(data, nonce.current);
      if (!message || !type) return;
      nonce.current = null;
      if (message.status === 'ok') void ssoDone(type, message.identity);
      else fail(t(m.sessionLoginFailed));
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === location.origin) receive(event.data);
    };
    window.addEventListener('message', onMessage);
    let channel: BroadcastChannel | null = null;
    try {
      channel = new BroadcastChannel(SSO_CHANNEL);
      channel.onmessage = (event: MessageEvent) => receive(event.data);
    } catch {
      channel = null;
    }
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, [phase, loginType, ssoDone, fail]);

  /** Opens the provider's window inside the click (a later open would be blocked). */
  const startSso = useCallback(() => {
    if (!loginType || loginType === 'password') return;
    const id = makeNonce();
    nonce.current = id;
    const url = `${configRef.current.urlPrefix}${SSO_POPUP_PATHS[loginType]}?nonce=${id}`;
    setError(null);
    setPopupUrl(url);
    const popup = window.open(url, 'hr-session-lock-sso', 'popup,width=520,height=640');
    setPhase(popup ? 'waiting' : 'blocked');
  }, [loginType]);

  // Whose password the lock asks for: the page's user, as the account menu shows them.
  const { user, allowedHosts } = config;
  const names = user ? shownNames(user) : [];
  const person = names.length
    ? {
        name: names.join(' '),
        initials: initialsOf(names),
        photo: safeUrl(user?.avatarMedium, { allowedHosts })?.href ?? null,
      }
    : null;

  const extend = useCallback(async () => {
    setExtendFailed(!(await extendSession()));
  }, []);

  return {
    session,
    loginType,
    person,
    phase,
    error,
    popupUrl,
    extendFailed,
    submitPassword,
    startSso,
    extend,
    logout: broadcastLogout,
    logoutUrl: config.urlPrefix + LOGOUT_PATH,
  };
}
