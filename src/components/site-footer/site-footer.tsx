import { useRef } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { useSiteFooter } from './use-site-footer';

export interface SiteFooterProps {
  /** Shown (slides up); removed, it slides away. */
  open?: boolean;
  /** Save is unavailable (Cancel still works). */
  disabled?: boolean;
  /** A save is running: both buttons wait and Save reads 'Saving…'. */
  processing?: boolean;
  /** The footer of a sidebar: sticky at the bottom of its container, closes 300 ms after it is asked to. */
  sidebar?: boolean;
  /** Id of the form Save submits and Cancel resets (default: the form the footer is in). */
  form?: string;
  /** Cancel goes to this URL instead of resetting the form. */
  cancelHref?: string;
  /** Save's text (default 'Save'). */
  submitLabel?: string;
  /** Cancel's text (default 'Cancel'). */
  cancelLabel?: string;
}

export function SiteFooter({
  open = false,
  disabled = false,
  processing = false,
  sidebar = false,
  form,
  cancelHref,
  submitLabel,
  cancelLabel,
}: SiteFooterProps) {
  const bar = useRef<HTMLDivElement>(null);
  const view = useSiteFooter({ open, disabled, processing, sidebar, form, cancelHref }, bar);
  const shown = view.phase !== 'closed';
  return (
    <>
      {shown && !sidebar && <div className="spacer" aria-hidden="true" />}
      <div
        ref={bar}
        className={sidebar ? 'bar sidebar' : 'bar'}
        part="bar"
        role="region"
        aria-label={t(m.footerActions)}
        data-state={view.phase}
        hidden={!shown}
      >
        <div className="actions">
          <button
            type="button"
            className="button primary"
            part="submit"
            aria-disabled={view.submitBlocked || undefined}
            aria-busy={view.busy || undefined}
            onClick={view.submit}
          >
            {view.busy ? t(m.footerSaving) : submitLabel?.trim() || t(m.footerSave)}
          </button>
          <button
            type="button"
            className="button"
            part="cancel"
            aria-disabled={view.cancelBlocked || undefined}
            onClick={view.cancel}
          >
            {cancelLabel?.trim() || t(m.commonCancel)}
          </button>
        </div>
        <span className="sr-only" role="status">
          {view.busy ? t(m.footerSaving) : ''}
        </span>
      </div>
    </>
  );
}
