import { useLayoutEffect, useRef, type FormEvent } from 'react';
import { useShadowSheet } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { Dialog, DialogTitle } from '../../ui/dialog/dialog';
import { CloseIcon } from '../../ui/icons';
import { supportDialogStyles } from './support-dialog.styles';
import { useSupportRequest } from './use-support-request';

/* Its own chunk (fetched on the first open), with the HTTP calls and the sanitizer behind it. */

export interface SupportDialogProps {
  /** The form route; default `/ajax/dialog/feedback.php`. */
  src?: string | undefined;
  onClose: () => void;
}

const FIELD =
  'input:not([type="hidden"]):not([readonly]):not([disabled]), select:not([disabled]), textarea:not([readonly]):not([disabled])';

/**
 * 'Submit a Support Request': the server's form (sanitized) as a real form with Send and Cancel;
 * 'Message Sent' in a status region once sent; the load failure, a refused action or a refused
 * submit (the permission-test message of an assumed-user session) as alerts. A refused submit
 * keeps the form and what the user typed.
 */
export function SupportDialog({ src, onClose }: SupportDialogProps) {
  useShadowSheet('support-dialog', supportDialogStyles);
  const { state, sending, error, submit } = useSupportRequest(src);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const fields = state.phase === 'form' ? state.fields : null;

  // The server's fields go in once per loaded form: later renders never touch what the user typed.
  useLayoutEffect(() => {
    const box = fieldsRef.current;
    if (!box || !fields) return;
    box.replaceChildren(fields.cloneNode(true));
    box.querySelector<HTMLElement>(FIELD)?.focus();
  }, [fields]);

  const ended = state.phase === 'sent' || state.phase === 'failed' || state.phase === 'refused';
  useLayoutEffect(() => {
    if (ended) closeRef.current?.focus();
  }, [ended]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(event.currentTarget);
  };

  return (
    <Dialog open className="support-dialog" part="dialog" onClose={onClose}>
      <div className="support-header" part="header">
        <DialogTitle>{t(m.supportTitle)}</DialogTitle>
        <button type="button" className="support-close" part="close" aria-label={t(m.commonClose)} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className="support-body" part="body">
        {state.phase === 'loading' && (
          <p className="support-message" part="loader">
            {t(m.supportLoading)}
          </p>
        )}
        {state.phase === 'failed' && (
          <p className="support-message support-error" part="error" role="alert">
            {t(m.supportLoadFailed)}
          </p>
        )}
        {state.phase === 'refused' && (
          <p className="support-message support-error" part="error" role="alert">
            {t(m.supportRefusedAction)}
          </p>
        )}
        {state.phase === 'form' && (
          <form part="form" onSubmit={onSubmit} aria-busy={sending || undefined}>
            <div ref={fieldsRef} className="support-fields" part="fields" />
            {error && (
              <p className="support-message support-error" part="error" role="alert">
                {error}
              </p>
            )}
            <div className="support-actions" part="actions">
              <button type="button" part="cancel" onClick={onClose}>
                {t(m.commonCancel)}
              </button>
              <button type="submit" className="primary" part="submit" disabled={sending}>
                {t(sending ? m.supportSending : m.supportSend)}
              </button>
            </div>
          </form>
        )}
        {/* Present from the first render, so the text put in it is announced. */}
        <p className="support-message support-status support-sent" part="status" role="status">
          {state.phase === 'sent' ? t(m.supportSent) : ''}
        </p>
        {ended && (
          <div className="support-actions" part="actions">
            <button ref={closeRef} type="button" className="primary" part="done" onClick={onClose}>
              {t(m.commonClose)}
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
