import { useEffect, useId, useRef } from 'react';
import { useShadowSheet } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { Dialog, DialogDescription, DialogTitle } from '../../ui/dialog/dialog';
import { clearDemoDataDialogStyles } from './clear-demo-data-dialog.styles';
import { canFinish, chosenAnswer, dismissible, type ClearDemoDataError } from './clear-demo-data.logic';
import { errorText, useClearDemoDataFlow } from './use-clear-demo-data';

export interface ClearDemoDataDialogProps {
  /** The company's sales number for SPEC §8's failed-clear message (null: the generic retry message). */
  salesNumber: string | null;
  /** Step 1 was closed (Cancel, × or Escape). */
  onClose: () => void;
}

/**
 * The flow's modal, a chunk of its own fetched on the first open: step 1 'Clear Demo Data', the
 * waiting view, step 2 'GDPR Compliance'. Only step 1 can be closed; the focus moves to the title
 * when the step changes (the pressed button is gone).
 */
export function ClearDemoDataDialog({ salesNumber, onClose }: ClearDemoDataDialogProps) {
  useShadowSheet('clear-demo-data-dialog', clearDemoDataDialogStyles);
  const { state, confirm, close, answer, done } = useClearDemoDataFlow(salesNumber, onClose);
  const title = useRef<HTMLHeadingElement & HTMLParagraphElement>(null);
  const hintId = useId();
  const name = useId();
  const { step, error, answering, agreement } = state;

  const first = useRef(true);
  useEffect(() => {
    // The dialog's own opening puts the focus on its first control; later steps park it on the title.
    if (first.current) {
      first.current = false;
      return;
    }
    if (step !== 'closed') title.current?.focus();
  }, [step]);

  if (step === 'closed') return null;
  const gdpr = step === 'agreement' || step === 'finishing';
  const busy = step === 'clearing' || step === 'finishing' || answering !== null;
  const chosen = chosenAnswer(agreement);
  const finishable = canFinish(state);

  return (
    <Dialog
      open
      className="cdd-dialog"
      part="dialog"
      role={step === 'confirm' ? 'alertdialog' : 'dialog'}
      dismissible={dismissible(step)}
      onClose={close}
    >
      <div className="cdd-head">
        <DialogTitle ref={title} focusable className="cdd-title" part="title">
          {t(gdpr ? m.demoDataGdprTitle : m.demoDataClearTitle)}
        </DialogTitle>
        {step === 'confirm' && (
          <button type="button" className="cdd-x" part="close" aria-label={t(m.commonClose)} onClick={close}>
            ×
          </button>
        )}
      </div>

      {step === 'confirm' && <DialogDescription className="cdd-text">{t(m.demoDataClearText)}</DialogDescription>}

      {step === 'clearing' && (
        <div part="waiting" aria-busy="true">
          <p className="cdd-wait" role="status">
            <span className="cdd-spinner" aria-hidden="true" />
            {t(m.demoDataWiping)}
          </p>
          <p className="cdd-hint">{t(m.demoDataWipingHint)}</p>
        </div>
      )}

      {gdpr && (
        <>
          <DialogDescription className="cdd-text">{t(m.demoDataGdprText)}</DialogDescription>
          {agreement && (
            <fieldset className="cdd-choices" part="choices" disabled={busy}>
              <legend>{t(m.demoDataGdprChoice)}</legend>
              <label className="cdd-choice">
                <input
                  type="radio"
                  name={name}
                  part="accept"
                  checked={(answering ?? chosen) === 'accept'}
                  onChange={() => answer('accept')}
                />
                <span>{t(m.demoDataGdprAccept)}</span>
              </label>
              <label className="cdd-choice">
                <input
                  type="radio"
                  name={name}
                  part="decline"
                  checked={(answering ?? chosen) === 'decline'}
                  onChange={() => answer('decline')}
                />
                <span>{t(m.demoDataGdprDecline)}</span>
              </label>
            </fieldset>
          )}
        </>
      )}

      <p className="cdd-error" part="error" role="alert">
        {error && <ErrorMessage error={error} salesNumber={salesNumber} />}
      </p>

      {step === 'confirm' && (
        <div className="cdd-actions">
          <button type="button" className="cdd-secondary" part="cancel" onClick={close}>
            {t(m.commonCancel)}
          </button>
          <button type="button" className="cdd-primary" part="confirm" onClick={confirm}>
            {t(m.demoDataClearConfirm)}
          </button>
        </div>
      )}

      {gdpr && (
        <>
          {agreement && !finishable && (
            <p className="cdd-hint" id={hintId} part="hint">
              {t(m.demoDataDoneHint)}
            </p>
          )}
          <div className="cdd-actions">
            <button
              type="button"
              className="cdd-secondary"
              part="complete-later"
              disabled={busy}
              aria-busy={answering === 'complete-later' || undefined}
              onClick={() => answer('complete-later')}
            >
              {answering === 'complete-later' ? t(m.demoDataSaving) : t(m.demoDataCompleteLater)}
            </button>
            <button
              type="button"
              className="cdd-primary"
              part="done"
              disabled={!finishable || busy}
              aria-describedby={agreement && !finishable ? hintId : undefined}
              onClick={done}
            >
              {t(m.demoDataDone)}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}

/** The error as text; the sales number of the failed-clear message is kept on one line. */
function ErrorMessage({ error, salesNumber }: { error: ClearDemoDataError; salesNumber: string | null }) {
  if (error.kind !== 'clear' || !salesNumber) return errorText(error, salesNumber);
  const [before = '', after = ''] = t(m.demoDataClearFailed, { phone: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <span className="cdd-phone">{salesNumber}</span>
      {after}
    </>
  );
}
