import { useEffect, useId, useRef } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  /** true for Yes; Escape and No answer false. */
  onAnswer(yes: boolean): void;
}

/**
 * A yes/no question as a native modal dialog (QUALITY §3: showModal gives focus containment,
 * inert background and Escape; role=alertdialog with the question as name and description).
 * No, the least destructive answer, gets the focus; the browser returns focus to the opener.
 */
export function ConfirmDialog({ open, message, onAnswer }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const no = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      no.current?.focus();
    } else if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="confirm"
      part="dialog"
      role="alertdialog"
      aria-labelledby={messageId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
    >
      <p id={messageId} className="confirm-message">
        {message}
      </p>
      <div className="confirm-actions">
        <button ref={no} type="button" className="confirm-no" part="dialog-no" onClick={() => onAnswer(false)}>
          {t(m.commonNo)}
        </button>
        <button type="button" className="confirm-yes" part="dialog-yes" onClick={() => onAnswer(true)}>
          {t(m.commonYes)}
        </button>
      </div>
    </dialog>
  );
}
