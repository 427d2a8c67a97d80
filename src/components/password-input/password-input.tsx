import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { usePasswordInput } from './use-password-input';

export interface PasswordInputProps {
  /** Shows a 'Forgot Password?' link to this URL. */
  forgotHref?: string;
  /** Where the link opens (`_blank` for a new tab). */
  forgotTarget?: string;
}

/**
 * Renders beside the page's own password input: the show/hide toggle and the optional forgot link.
 * Their `part` names matter only inside another element's shadow root (the lock screen's).
 */
export function PasswordInput({ forgotHref, forgotTarget }: PasswordInputProps) {
  const view = usePasswordInput(forgotHref, forgotTarget);
  return (
    <>
      <button
        type="button"
        className="hr-password-input__toggle"
        part="show-password"
        aria-pressed={view.shown}
        aria-controls={view.inputId}
        disabled={view.disabled}
        onClick={view.toggle}
      >
        {t(m.passwordShow)}
      </button>
      {view.forgot && (
        <a className="hr-password-input__forgot" part="forgot" {...view.forgot}>
          {t(m.passwordForgot)}
        </a>
      )}
    </>
  );
}
