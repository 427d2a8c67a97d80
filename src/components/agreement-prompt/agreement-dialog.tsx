import { useShadowSheet } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { Dialog, DialogDescription, DialogTitle } from '../../ui/dialog/dialog';
import { agreementDialogStyles } from './agreement-dialog.styles';
import type { AgreementAnswer, AgreementChoice, AgreementModal, AgreementPromptState } from './agreement-prompt.logic';

export interface AgreementDialogProps {
  state: AgreementPromptState;
  /** The modal's buttons (choicesOf of the logic, decided by the element's chunk, so this chunk needs none of it). */
  choices: readonly AgreementChoice[];
  /** A button of the modal's row was pressed. */
  onChoose: (choice: AgreementChoice) => void;
  /** Escape or the × button. */
  onClose: () => void;
}

const TEXTS: Readonly<Record<AgreementModal, { title: string; text: string }>> = {
  requested: { title: m.agreementRequestedTitle, text: m.agreementRequestedText },
  optional: { title: m.agreementOptionalTitle, text: m.agreementOptionalText },
  updated: { title: m.agreementUpdatedTitle, text: m.agreementUpdatedText },
};

/** Each button's label and part name; the answer being saved shows 'Saving…'. */
const BUTTONS: Readonly<Record<AgreementAnswer, { label: string; part: string }>> = {
  accepted: { label: m.agreementAccept, part: 'accept' },
  declined: { label: m.agreementDecline, part: 'decline' },
  'completed-later': { label: m.agreementCompleteLater, part: 'complete-later' },
  'not-now': { label: m.agreementNotNow, part: 'not-now' },
  dismissed: { label: m.commonClose, part: 'close' },
};

/**
 * The requested, optional or updated data-processing-agreement modal: a chunk of its own,
 * fetched only when the latest agreement asks for one. While an answer is saved every button
 * waits; a failure shows its message in an alert and keeps the dialog.
 */
export function AgreementDialog({ state, choices, onChoose, onClose }: AgreementDialogProps) {
  useShadowSheet('agreement-dialog', agreementDialogStyles);
  const { modal, saving, error } = state;
  if (modal === null) return null;
  const { title, text } = TEXTS[modal];
  const busy = saving !== null;

  return (
    <Dialog open className="agreement-dialog" part="dialog" dismissible={!busy} onClose={onClose}>
      <div className="agreement-head">
        <DialogTitle className="agreement-title" part="title">
          {t(title)}
        </DialogTitle>
        <button
          type="button"
          className="agreement-x"
          part="close"
          aria-label={t(m.commonClose)}
          disabled={busy}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <DialogDescription className="agreement-text">{t(text)}</DialogDescription>
      <p className="agreement-error" part="error" role="alert">
        {error ?? ''}
      </p>
      <div className="agreement-actions">
        {choices.map((choice) => {
          const { label, part } = BUTTONS[choice.answer];
          const primary = choice.answer === 'accepted';
          return (
            <button
              key={choice.answer}
              type="button"
              className={primary ? 'agreement-primary' : 'agreement-secondary'}
              part={part}
              disabled={busy}
              aria-busy={saving === choice.answer || undefined}
              onClick={() => onChoose(choice)}
            >
              {saving === choice.answer ? t(m.agreementSaving) : t(label)}
            </button>
          );
        })}
      </div>
    </Dialog>
  );
}
