import { useCallback, useEffect, useRef, useState } from 'react';
import { useEmit, useHttp } from '../../element/define-element';
import { HttpFailure, isAbort } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { report } from '../../lib/report';
import { writeUserStored } from '../../lib/storage';
import {
  ceremonyFailure,
  flagFor,
  KNOWN_PASSKEY_USER_KEY,
  REGISTER_PATH,
  REGISTRATION_OPTIONS_PATH,
  REMINDER_PATH,
  type Choice,
} from './passkey-prompt.logic';
import { creationOptionsFromJSON, registrationToJSON, type CreatedCredential } from './passkey-webauthn.logic';
import { passkeysSupported } from './passkey-support';

/** ask: the three choices; saving: a choice is being stored; creating: the ceremony runs; created: done. */
export type PasskeyPhase = 'ask' | 'saving' | 'creating' | 'created';

export interface PasskeyMessage {
  kind: 'unsupported' | 'error';
  text: string;
}

export interface PasskeyDialogState {
  phase: PasskeyPhase;
  /** Shown in the dialog's alert line; null when there is nothing to say. */
  message: PasskeyMessage | null;
  /** No Thanks, Remind Me Later: stores the flag, then closes (a refusal keeps the dialog open with its message). */
  choose: (choice: Exclude<Choice, 'close'>) => void;
  /**
   * The close button or Escape: closes at once and stores remind_me_later (a failure is reported to
   * the page); after a success, or while another choice is being stored, it only closes.
   */
  dismiss: () => void;
  /** Add a Passkey: the WebAuthn registration ceremony. */
  add: () => void;
  /** Done, after the passkey was created. */
  finish: () => void;
}

const statusOf = (error: unknown) => (error instanceof HttpFailure ? error.status : 0);

/**
 * The passkey modal's behaviour: storing the user's choice at `/auth/passkeys/reminder`, and the
 * registration (options from the server, `navigator.credentials.create`, the attestation posted
 * back). Unmounting aborts a running ceremony and its requests.
 */
export function usePasskeyDialog(onDone: () => void): PasskeyDialogState {
  const http = useHttp();
  const emit = useEmit();
  const [phase, setPhase] = useState<PasskeyPhase>('ask');
  const [message, setMessage] = useState<PasskeyMessage | null>(null);
  const ceremony = useRef<AbortController | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      ceremony.current?.abort();
    };
  }, []);

  const store = useCallback(
    (choice: Choice) => {
      const passkeyReminderFlag = flagFor(choice);
      return http.post(REMINDER_PATH, { json: { passkeyReminderFlag } }).then(() => {
        emit('change', { choice, passkeyReminderFlag });
      });
    },
    [http, emit],
  );

  const choose = useCallback(
    (choice: Exclude<Choice, 'close'>) => {
      if (phase !== 'ask') return;
      setPhase('saving');
      setMessage(null);
      store(choice).then(
        () => alive.current && onDone(),
        (error: unknown) => {
          if (isAbort(error)) return;
          // An assumed-user session is refused (403) with the server's permission-test message.
          const text = (error instanceof HttpFailure && error.serverMessage) || t(m.passkeySaveFailed);
          emit('error', { message: text, status: statusOf(error) });
          if (!alive.current) return;
          setMessage({ kind: 'error', text });
          setPhase('ask');
        },
      );
    },
    [phase, store, emit, onDone],
  );

  const dismiss = useCallback(() => {
    // After a success nothing is stored; while a choice is being stored, that choice stands.
    if (phase === 'created' || phase === 'saving') return onDone();
    ceremony.current?.abort();
    onDone();
    store('close').catch((error: unknown) => {
      if (isAbort(error)) return;
      const text = (error instanceof HttpFailure && error.serverMessage) || t(m.passkeySaveFailed);
      emit('error', { message: text, status: statusOf(error) });
    });
  }, [phase, store, emit, onDone]);

  const add = useCallback(() => {
    if (phase !== 'ask') return;
    if (!passkeysSupported()) {
      setMessage({ kind: 'unsupported', text: t(m.passkeyUnsupported) });
      return;
    }
    const controller = new AbortController();
    ceremony.current = controller;
    const { signal } = controller;
    setPhase('creating');
    setMessage(null);
    (async () => {
      const options = creationOptionsFromJSON(await http.post(REGISTRATION_OPTIONS_PATH, { signal }));
      const credential = await navigator.credentials.create({ publicKey: options, signal });
      if (!credential) throw new DOMException('No credential was created.', 'NotAllowedError');
      const body = registrationToJSON(credential as unknown as CreatedCredential);
      await http.post(REGISTER_PATH, { json: body, signal });
    })().then(
      () => {
        writeUserStored(KNOWN_PASSKEY_USER_KEY, true);
        emit('change', { choice: 'created' });
        if (alive.current) setPhase('created');
      },
      (error: unknown) => {
        if (signal.aborted || isAbort(error) || !alive.current) return;
        let next: PasskeyMessage | null;
        if (error instanceof HttpFailure) {
          const text = error.serverMessage || t(m.passkeyFailed);
          emit('error', { message: text, status: error.status });
          next = { kind: 'error', text };
        } else {
          const failure = ceremonyFailure(error);
          next =
            failure === 'aborted'
              ? null
              : failure === 'already-registered'
                ? { kind: 'error', text: t(m.passkeyAlreadyRegistered) }
                : failure === 'unsupported'
                  ? { kind: 'unsupported', text: t(m.passkeyUnsupported) }
                  : { kind: 'error', text: t(m.passkeyFailed) };
          if (failure === 'failed') report(error, { source: 'hr-passkey-prompt', phase: 'runtime' });
        }
        setMessage(next);
        setPhase('ask');
      },
    );
  }, [phase, http, emit]);

  return { phase, message, choose, dismiss, add, finish: onDone };
}
