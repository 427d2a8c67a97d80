import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { Dialog, DialogDescription, DialogTitle } from '../../ui/dialog/dialog';
import { isDropped } from './identity-verification.logic';
import { useIdentityVerification } from './use-identity-verification';

/** The element has no attributes of its own besides `config` (common to every element). */
export type IdentityVerificationProps = Record<never, never>;

/**
 * The 'Customer Identity Verification' modal while a code is on screen, and a polite status line
 * that shows while the connection is down (inside the dialog while it is open: the page behind a
 * modal dialog is inert).
 */
export function IdentityVerification() {
  const { code, status, dismiss } = useIdentityVerification();
  const message = isDropped(status) ? t(m.identityDropped) : '';

  return (
    <>
      <p className="identity-status" part="status" role="status">
        {code === null ? message : ''}
      </p>
      {code !== null && (
        <Dialog open className="identity-dialog" part="dialog" onClose={dismiss}>
          <DialogTitle className="identity-title">{t(m.identityTitle)}</DialogTitle>
          <DialogDescription className="identity-intro">{t(m.identityIntro)}</DialogDescription>
          <p className="identity-label">{t(m.identityCodeLabel)}</p>
          <p className="identity-code" part="code">
            {code}
          </p>
          <p className="identity-status" part="dialog-status" role="status">
            {message}
          </p>
          <div className="identity-actions">
            <button type="button" className="identity-close" part="close" onClick={dismiss}>
              {t(m.commonClose)}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
