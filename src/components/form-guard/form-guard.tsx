import { useRef } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { Dialog, DialogDescription, DialogTitle } from '../../ui/dialog/dialog';
import { useFormGuard } from './use-form-guard';

export interface FormGuardProps {
  /** Id of the tracked form (default: the first form inside the element). */
  form?: string;
}

/**
 * The page's own form (slotted) and 'Just Checking...' as a modal alert dialog: Save Changes (the
 * safe answer, focused first) or Don't Save; Escape or Stay on this page keeps the page.
 */
export function FormGuard({ form }: FormGuardProps) {
  const guard = useFormGuard(form);
  const save = useRef<HTMLButtonElement>(null);
  return (
    <>
      <slot />
      <Dialog
        open={guard.leavingFor !== null}
        role="alertdialog"
        className="guard"
        part="dialog"
        initialFocus={save}
        onClose={() => guard.answer('stay')}
      >
        <DialogTitle className="title">{t(m.formChangesTitle)}</DialogTitle>
        <DialogDescription className="text">{t(m.formGuardQuestion)}</DialogDescription>
        <div className="actions">
          <button ref={save} type="button" className="button primary" part="save" onClick={() => guard.answer('save')}>
            {t(m.formChangesSave)}
          </button>
          <button type="button" className="button" part="discard" onClick={() => guard.answer('discard')}>
            {t(m.formChangesDontSave)}
          </button>
        </div>
        <button
          type="button"
          className="stay"
          part="stay"
          aria-label={t(m.formGuardStay)}
          onClick={() => guard.answer('stay')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </Dialog>
    </>
  );
}
