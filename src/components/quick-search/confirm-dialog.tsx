import { useRef } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { Dialog, DialogTitle } from '../../ui/dialog/dialog';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  /** true for Yes; Escape and No answer false. */
  onAnswer(yes: boolean): void;
}

/**
 * A yes/no question as a modal alert dialog (APG alert dialog: the question is its name and its
 * description). No, the least destructive answer, gets the focus; focus returns to the opener.
 */
export function ConfirmDialog({ open, message, onAnswer }: ConfirmDialogProps) {
  const no = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      open={open}
      role="alertdialog"
      className="confirm"
      part="dialog"
      initialFocus={no}
      onClose={() => onAnswer(false)}
    >
      <DialogTitle as="p" className="confirm-message" describes>
        {message}
      </DialogTitle>
      <div className="confirm-actions">
        <button ref={no} type="button" className="confirm-no" part="dialog-no" onClick={() => onAnswer(false)}>
          {t(m.commonNo)}
        </button>
        <button type="button" className="confirm-yes" part="dialog-yes" onClick={() => onAnswer(true)}>
          {t(m.commonYes)}
        </button>
      </div>
    </Dialog>
  );
}
