import { useEffect, useRef } from 'react';
import { useShadowSheet } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { Dialog, DialogDescription, DialogTitle } from '../../ui/dialog/dialog';
import { passkeyDialogStyles } from './passkey-dialog.styles';
import { usePasskeyDialog } from './use-passkey-dialog';

export interface PasskeyDialogProps {
  /** The user chose (or the passkey was created and they pressed Done): unmount the dialog. */
  onDone: () => void;
}

/**
 * 'Goodbye passwords. Hello passkeys!': a modal `<Dialog>` with No Thanks, Remind Me Later and
 * Add a Passkey (SPEC §4). While the browser's passkey ceremony runs the choices wait; after it
 * the dialog says 'Success! Passkey created.' with a Done button. Messages (unsupported browser,
 * refused save, failed creation) show in an alert line; a cancelled ceremony says nothing.
 */
export function PasskeyDialog({ onDone }: PasskeyDialogProps) {
  useShadowSheet('passkey-dialog', passkeyDialogStyles);
  const { phase, message, choose, dismiss, add, finish } = usePasskeyDialog(onDone);
  const done = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement & HTMLParagraphElement>(null);
  const busy = phase === 'saving' || phase === 'creating';
  const created = phase === 'created';

  // The pressed button is disabled while the choice is stored or the ceremony runs: the focus waits
  // on the title (inside the dialog, not lost to the page). On success it moves to Done.
  useEffect(() => {
    if (created) done.current?.focus();
    else if (busy) title.current?.focus();
  }, [created, busy]);

  return (
    <Dialog open className="passkey-dialog" part="dialog" onClose={dismiss}>
      <div className="passkey-head">
        <DialogTitle className="passkey-title" part="title" ref={title} focusable>
          {t(m.passkeyTitle)}
        </DialogTitle>
        <button type="button" className="passkey-close" part="close" aria-label={t(m.passkeyClose)} onClick={dismiss}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="m4 4 8 8m0-8-8 8" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <DialogDescription className="passkey-intro">{t(m.passkeyIntro)}</DialogDescription>
      <p className={created ? 'passkey-status passkey-created' : 'passkey-status'} part="status" role="status">
        {created ? t(m.passkeyCreated) : phase === 'creating' ? t(m.passkeyCreating) : ''}
      </p>
      {created && <p className="passkey-status">{t(m.passkeyCreatedHelp)}</p>}
      <p className="passkey-message" part="message" role="alert">
        {message?.text ?? ''}
      </p>
      <div className="passkey-actions">
        {created ? (
          <button type="button" ref={done} className="passkey-button primary" part="done" onClick={finish}>
            {t(m.passkeyDone)}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="passkey-button"
              part="no-thanks"
              disabled={busy}
              onClick={() => choose('no-thanks')}
            >
              {t(m.passkeyNoThanks)}
            </button>
            <button
              type="button"
              className="passkey-button"
              part="remind-later"
              disabled={busy}
              onClick={() => choose('remind-later')}
            >
              {t(m.passkeyRemindLater)}
            </button>
            {message?.kind !== 'unsupported' && (
              <button type="button" className="passkey-button primary" part="add" disabled={busy} onClick={add}>
                {t(m.passkeyAdd)}
              </button>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
