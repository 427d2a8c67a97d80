import { useId } from 'react';
import { useShadowSheet } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { Dialog, DialogDescription, DialogTitle } from '../../ui/dialog/dialog';
import { benchmarkingDialogStyles } from './benchmarking-dialog.styles';
import type { BenchmarkingPromptState } from './benchmarking-prompt.logic';

export interface BenchmarkingDialogProps {
  state: BenchmarkingPromptState;
  /** The submit button is enabled (canSubmit of the logic, decided by the element's chunk). */
  submittable: boolean;
  onConfirm: (confirmed: boolean) => void;
  onSubmit: () => void;
  /** Escape, the × button or Not Now / Cancel: the prompt is dismissed. */
  onClose: () => void;
}

/**
 * The 'Benchmarking' (opt-in) or 'Opt Out of Benchmarking' modal: a chunk of its own, fetched only
 * when the status asks for a prompt. Opt-out's submit waits for the confirmation checkbox. A failed
 * save shows its message in an alert and keeps the dialog and the confirmation.
 */
export function BenchmarkingDialog({ state, submittable, onConfirm, onSubmit, onClose }: BenchmarkingDialogProps) {
  useShadowSheet('benchmarking-dialog', benchmarkingDialogStyles);
  const confirmId = useId();
  const { kind, confirmed, saving, error } = state;
  if (kind === null) return null;
  const optOut = kind === 'opt-out';

  return (
    <Dialog open className="benchmarking-dialog" part="dialog" dismissible={!saving} onClose={onClose}>
      <div className="benchmarking-head">
        <DialogTitle className="benchmarking-title" part="title">
          {t(optOut ? m.benchmarkingOptOutTitle : m.benchmarkingOptInTitle)}
        </DialogTitle>
        <button
          type="button"
          className="benchmarking-x"
          part="close"
          aria-label={t(m.commonClose)}
          disabled={saving}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <DialogDescription className="benchmarking-text">
        {t(optOut ? m.benchmarkingOptOutIntro : m.benchmarkingOptInIntro)}
      </DialogDescription>
      {optOut && (
        <label className="benchmarking-confirm" htmlFor={confirmId}>
          <input
            id={confirmId}
            type="checkbox"
            part="confirm"
            checked={confirmed}
            disabled={saving}
            onChange={(event) => onConfirm(event.currentTarget.checked)}
          />
          <span>{t(m.benchmarkingOptOutConfirm)}</span>
        </label>
      )}
      <p className="benchmarking-error" part="error" role="alert">
        {error ?? ''}
      </p>
      <div className="benchmarking-actions">
        <button type="button" className="benchmarking-secondary" part="dismiss" disabled={saving} onClick={onClose}>
          {t(optOut ? m.commonCancel : m.benchmarkingNotNow)}
        </button>
        <button
          type="button"
          className="benchmarking-primary"
          part="submit"
          disabled={!submittable}
          aria-busy={saving || undefined}
          onClick={onSubmit}
        >
          {saving ? t(m.benchmarkingSaving) : t(optOut ? m.benchmarkingOptOutSubmit : m.benchmarkingOptInSubmit)}
        </button>
      </div>
    </Dialog>
  );
}
