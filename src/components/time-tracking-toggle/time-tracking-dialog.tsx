import { useLayoutEffect, useRef, type FormEvent } from 'react';
import { useShadowSheet } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { Dialog, DialogTitle } from '../../ui/dialog/dialog';
import { CloseIcon } from '../../ui/icons';
import type { FormModal } from './time-tracking-toggle.logic';
import { timeTrackingDialogStyles } from './time-tracking-dialog.styles';
import { useTimeTrackingFlow, type FlowOptions } from './use-time-tracking-flow';

/* Its own chunk (fetched when the user first reaches for the switch), with the calls and the sanitizer behind it. */

export type TimeTrackingDialogProps = FlowOptions;

const TITLES: Record<FormModal | 'noPaySchedule', string> = {
  missingData: m.timeTrackingMissingDataTitle,
  enable: m.timeTrackingEnableTitle,
  changeGroup: m.timeTrackingChangeGroupTitle,
  noPaySchedule: m.timeTrackingNoPayScheduleTitle,
};
const SUBMITS: Record<FormModal, string> = {
  missingData: m.timeTrackingMissingDataSubmit,
  enable: m.timeTrackingEnableSubmit,
  changeGroup: m.timeTrackingChangeGroupSubmit,
};

const FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * The toggle's dialogs: the missing-data prompt, the enable and change-group modals (the server's
 * body, sanitized, as a real form), the no-pay-schedule modal, and the outcome (the message of
 * SPEC §4, or an error) with one button that closes (and reloads after a saved change). Disabling
 * shows nothing until its answer arrives.
 */
export function TimeTrackingDialog(props: TimeTrackingDialogProps) {
  useShadowSheet('time-tracking-dialog', timeTrackingDialogStyles);
  const { state, submit, close } = useTimeTrackingFlow(props);
  const introRef = useRef<HTMLDivElement>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const body = state.phase === 'form' || state.phase === 'noPaySchedule' ? state.body : null;

  // The server's body goes in once per loaded modal: later renders never touch what the user typed.
  useLayoutEffect(() => {
    if (!body) return;
    introRef.current?.replaceChildren(body.intro.cloneNode(true));
    if (body.fields) fieldsRef.current?.replaceChildren(body.fields.cloneNode(true));
    (fieldsRef.current?.querySelector<HTMLElement>(FIELD) ?? doneRef.current)?.focus();
  }, [body]);

  const ended = state.phase === 'done' || state.phase === 'failed';
  useLayoutEffect(() => {
    if (ended) doneRef.current?.focus();
  }, [ended]);

  if (state.phase === 'idle' || (state.phase === 'loading' && state.modal === 'disable')) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(event.currentTarget);
  };
  const title =
    state.phase === 'form' || state.phase === 'loading'
      ? TITLES[state.modal === 'disable' ? 'enable' : state.modal]
      : state.phase === 'noPaySchedule'
        ? TITLES.noPaySchedule
        : m.timeTrackingTitle;
  const saving = state.phase === 'form' && state.saving;

  return (
    <Dialog open className="tt-dialog" part="dialog" onClose={close}>
      <div className="tt-header" part="header">
        <DialogTitle part="title">{t(title)}</DialogTitle>
        <button type="button" className="tt-x" part="close" aria-label={t(m.commonClose)} onClick={close}>
          <CloseIcon />
        </button>
      </div>
      <div className="tt-body" part="body" aria-busy={state.phase === 'loading' || saving || undefined}>
        {state.phase === 'loading' && (
          <p className="tt-message" part="loader">
            {t(m.timeTrackingLoading)}
          </p>
        )}
        {(state.phase === 'form' || state.phase === 'noPaySchedule') && (
          <div ref={introRef} className="tt-intro" part="intro" />
        )}
        {state.phase === 'form' && (
          <form part="form" onSubmit={onSubmit} data-modal={state.modal}>
            <div ref={fieldsRef} className="tt-fields" part="fields" />
            {state.error && (
              <p className="tt-message tt-error" part="error" role="alert">
                {state.error}
              </p>
            )}
            <div className="tt-actions" part="actions">
              <button type="button" part="cancel" onClick={close}>
                {t(m.commonCancel)}
              </button>
              <button type="submit" className="tt-primary" part="submit" disabled={saving}>
                {t(saving ? m.timeTrackingSaving : SUBMITS[state.modal])}
              </button>
            </div>
          </form>
        )}
        {state.phase === 'failed' && (
          <p className="tt-message tt-error" part="error" role="alert">
            {state.message}
          </p>
        )}
        {/* Present from the first render, so the message put in it is announced. */}
        <p className="tt-message tt-status" part="status" role="status">
          {state.phase === 'done' ? t(state.message) : ''}
        </p>
        {(ended || state.phase === 'noPaySchedule') && (
          <div className="tt-actions" part="actions">
            <button ref={doneRef} type="button" className="tt-primary" part="done" onClick={close}>
              {t(state.phase === 'done' ? m.timeTrackingDone : m.commonClose)}
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
