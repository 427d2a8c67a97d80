import { createElement, useEffect, useId, useRef, useState, type FormEvent } from 'react';
// The lock's password field; defined here, since the script-tag build without form helpers has the lock too.
import '../../../elements/hr-password-input';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { Avatar } from '../../ui/avatar';
import { Dialog, DialogDescription, DialogTitle } from '../../ui/dialog/dialog';
import { minutesLeft, shouldAnnounce, SSO_NAMES, type LoginType } from './session-lock.logic';
import { useSessionLock, type SessionLockOptions } from './use-session-lock';

export interface SessionLockProps extends SessionLockOptions {
  /** Link for 'Forgot Password?' (optional; shown only when given). */
  forgotPasswordUrl?: string;
}

function methodName(type: LoginType): string {
  return type === 'password' ? '' : type === 'saml' ? t(m.sessionMethodSso) : SSO_NAMES[type];
}

function timeText(minutes: number | null): string {
  if (minutes === null || minutes <= 0) return t(m.sessionTimeUnderMinute);
  return minutes === 1 ? t(m.sessionTimeMinute) : t(m.sessionTimeMinutes, { minutes });
}

/** The warning before expiry (WCAG 2.2.1): minutes left and 'Stay signed in'; announced at most once a minute. */
function SessionWarning({
  expiresAt,
  failed,
  onExtend,
}: {
  expiresAt: number | null;
  failed: boolean;
  onExtend: () => void;
}) {
  const id = useId();
  const [now, setNow] = useState(() => Date.now());
  const [announced, setAnnounced] = useState('');
  const last = useRef<{ at: number; minutes: number | null } | null>(null);
  const minutes = minutesLeft(expiresAt, now);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5_000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!shouldAnnounce(last.current, minutes, now)) return;
    last.current = { at: now, minutes };
    setAnnounced(t(m.sessionWarningText, { time: timeText(minutes) }));
  }, [minutes, now]);

  return (
    <section className="warning" part="warning" aria-labelledby={`${id}t`}>
      <h2 id={`${id}t`} className="warning-title">
        {t(m.sessionWarningTitle)}
      </h2>
      <p className="warning-text" part="countdown" aria-hidden="true">
        {t(m.sessionWarningText, { time: timeText(minutes) })}
      </p>
      <p className="sr-only" role="alert">
        {announced}
      </p>
      {failed && (
        <p className="error" role="alert">
          {t(m.sessionExtendFailed)}
        </p>
      )}
      <button type="button" className="button primary" part="stay" onClick={onExtend}>
        {t(m.sessionStaySignedIn)}
      </button>
    </section>
  );
}

/**
 * The lock screen: a modal `<Dialog>` (focus trap, inert page) that neither Escape
 * nor any other close request closes while the session is expired, with the login of the user's type, and the warning
 * banner before expiry.
 */
export function SessionLock({ forgotPasswordUrl, ...options }: SessionLockProps) {
  const lock = useSessionLock(options);
  const { session, loginType, person, phase, error } = lock;
  const expired = session.status === 'expired';
  const password = useRef<HTMLInputElement>(null);
  const sso = useRef<HTMLButtonElement>(null);
  const id = useId();

  // Opening focused what was there (Log out); once the login type is known, its control.
  useEffect(() => {
    if (expired && loginType) (loginType === 'password' ? password.current : sso.current)?.focus();
  }, [expired, loginType]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = password.current;
    if (!input || phase === 'busy') return;
    if (!(await lock.submitPassword(input.value))) {
      input.value = '';
      input.focus();
    }
  };

  const busy = phase === 'busy';
  const method = loginType ? methodName(loginType) : '';

  return (
    <>
      {session.status === 'warning' && (
        <SessionWarning expiresAt={session.expiresAt} failed={lock.extendFailed} onExtend={() => void lock.extend()} />
      )}
      <Dialog open={expired} dismissible={false} className="lock" part="dialog">
        <DialogTitle className="title" part="title">
          {t(m.sessionLockTitle)}
        </DialogTitle>
        {person && (
          <p className="user" part="user">
            <Avatar
              key={person.photo}
              src={person.photo}
              className="user-photo"
              part="user-photo"
              initials={person.initials}
            />
            <span className="user-name">{person.name}</span>
          </p>
        )}
        <DialogDescription className="help">
          {loginType === null
            ? '\u00a0'
            : loginType === 'password'
              ? t(m.sessionLockPasswordHelp)
              : t(m.sessionLockSsoHelp, { method })}
        </DialogDescription>
        {loginType === 'password' && (
          <form className="form" part="form" onSubmit={(event) => void submit(event)}>
            <label className="label" htmlFor={`${id}p`}>
              {t(m.sessionPasswordLabel)}
            </label>
            {createElement(
              'hr-password-input',
              {
                className: 'field',
                'forgot-href': forgotPasswordUrl,
                'forgot-target': forgotPasswordUrl ? '_blank' : undefined,
              },
              <input
                ref={password}
                id={`${id}p`}
                className="input"
                part="password"
                type="password"
                name="password"
                autoComplete="current-password"
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}e` : undefined}
              />,
            )}
            <button type="submit" className="button primary" part="submit" disabled={busy}>
              {busy ? t(m.sessionSigningIn) : t(m.sessionLogIn)}
            </button>
          </form>
        )}
        {loginType !== null && loginType !== 'password' && (
          <div className="form">
            <button
              ref={sso}
              type="button"
              className="button primary"
              part="sso"
              disabled={busy}
              onClick={lock.startSso}
            >
              {busy ? t(m.sessionSigningIn) : t(m.sessionLogInWith, { method })}
            </button>
            {phase === 'waiting' && (
              <p className="note" role="status">
                {t(m.sessionPopupWaiting)}
              </p>
            )}
            {phase === 'blocked' && lock.popupUrl && (
              <div className="error" part="popup-blocked" role="alert">
                <p>{t(m.sessionPopupBlocked)}</p>
                <a className="link" href={lock.popupUrl} target="_blank">
                  {t(m.sessionPopupOpenTab)}
                </a>
              </div>
            )}
          </div>
        )}
        <p id={`${id}e`} className="error" part="error" role="alert">
          {error}
        </p>
        <p className="footer">
          <a className="link" part="logout" href={lock.logoutUrl} onClick={lock.logout}>
            {t(m.sessionLogOut)}
          </a>
        </p>
      </Dialog>
    </>
  );
}
