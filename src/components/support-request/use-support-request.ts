import { useCallback, useEffect, useRef, useState } from 'react';
import { useConfig, useEmit, useHttp } from '../../element/define-element';
import { HttpFailure, isAbort } from '../../lib/http';
import * as m from '../../lib/messages.en-US';
import { sanitizeForm } from '../../lib/sanitize';
import { formRequest, formTarget, refusedAnswer, submitFailureMessage, submitFields } from './support-request.logic';

export type SupportState =
  | { phase: 'loading' }
  /** The form's fields (sanitized, without the `<form>` itself) and where it posts. */
  | { phase: 'form'; fields: DocumentFragment; action: string }
  | { phase: 'failed' }
  | { phase: 'refused' }
  | { phase: 'sent' };

export interface SupportRequestBehaviour {
  state: SupportState;
  sending: boolean;
  /** Why the last submit was refused (the server's permission-test message for assumed users). */
  error: string | null;
  submit: (form: HTMLFormElement) => void;
}

const pageHref = () => location.href;

/**
 * The dialog's behaviour: loads the form (GET, `admin=1` for administrators), sanitizes it,
 * checks its action, and posts it (URL-encoded fields plus the page URL, X-CSRF-Token from the
 * HTTP service). A refused submit keeps the form and what the user typed.
 */
export function useSupportRequest(src: string | undefined): SupportRequestBehaviour {
  const http = useHttp();
  const config = useConfig();
  const emit = useEmit();
  const [state, setState] = useState<SupportState>({ phase: 'loading' });
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sendController = useRef<AbortController | null>(null);
  const isAdmin = config.user?.isAdmin === true;
  // Read when the form arrives: a config change while the dialog is open (a new CSRF token after
  // re-login) must not load the form again over what the user typed.
  const latestConfig = useRef(config);
  latestConfig.current = config;

  useEffect(() => {
    const controller = new AbortController();
    const { path, searchParams } = formRequest(src, isAdmin);
    http
      .text('get', path, { signal: controller.signal, ...(searchParams && { searchParams }) })
      .then((html) => {
        const { allowedHosts, urlPrefix } = latestConfig.current;
        return sanitizeForm(html, { allowedHosts, urlPrefix });
      })
      .then((form) => {
        if (controller.signal.aborted) return;
        if (!form) throw new Error('The support form answer holds no <form>.');
        const target = formTarget(form.action, pageHref());
        if (!target.ok) {
          setState({ phase: 'refused' });
          emit('error', { message: m.supportRefusedAction, status: 0 });
          return;
        }
        setState({ phase: 'form', fields: form.fields, action: target.path });
      })
      .catch((failure: unknown) => {
        if (isAbort(failure) || controller.signal.aborted) return;
        setState({ phase: 'failed' });
        emit('error', { message: m.supportLoadFailed, status: failure instanceof HttpFailure ? failure.status : 0 });
      });
    return () => controller.abort();
  }, [http, src, isAdmin, emit]);

  useEffect(() => () => sendController.current?.abort(), []);

  const action = state.phase === 'form' ? state.action : null;
  const submit = useCallback(
    (form: HTMLFormElement) => {
      if (action === null || sendController.current) return;
      const controller = new AbortController();
      sendController.current = controller;
      setSending(true);
      setError(null);
      const fields = submitFields(new FormData(form).entries(), pageHref());
      http
        .post(action, { form: fields, signal: controller.signal })
        .then((answer) => {
          const refused = refusedAnswer(answer);
          if (refused !== null) {
            setError(refused);
            emit('error', { message: refused, status: 200 });
            return;
          }
          setState({ phase: 'sent' });
          emit('sent', { message: m.supportSent });
        })
        .catch((failure: unknown) => {
          if (isAbort(failure)) return;
          const status = failure instanceof HttpFailure ? failure.status : 0;
          const message = submitFailureMessage({
            status,
            serverMessage: failure instanceof HttpFailure ? failure.serverMessage : null,
          });
          setError(message);
          emit('error', { message, status });
        })
        .finally(() => {
          if (sendController.current !== controller) return;
          sendController.current = null;
          if (!controller.signal.aborted) setSending(false);
        });
    },
    [action, http, emit],
  );

  return { state, sending, error, submit };
}
