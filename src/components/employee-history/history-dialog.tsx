import { useEffect, useRef } from 'react';
import { useConfig, useHost, useShadowSheet } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { safeUrl } from '../../lib/urls';
import { Avatar } from '../../ui/avatar';
import { Dialog, DialogTitle } from '../../ui/dialog/dialog';
import { CloseIcon } from '../../ui/icons';
import { displayName } from './employee-header.logic';
import { historyDialogStyles } from './history-dialog.styles';
import { useEmployeeHeader } from './use-employee-header';

export interface HistoryDialogProps {
  heading?: string | undefined;
  employee?: unknown;
  employeeId?: number | undefined;
  employeeSrc?: string | undefined;
  /** Escape, a Close button or a `method="dialog"` form of the page: the modal closes. */
  onClose: () => void;
}

/**
 * A page form printed with `method="dialog"` (or submitted by a `formmethod="dialog"` button) closes
 * the modal, as it would close a native dialog around it; the browser cannot find our dialog for it
 * across the shadow boundary. Every other form submits as the page made it.
 */
function useDialogForms(onClose: () => void) {
  const host = useHost();
  const latest = useRef(onClose);
  latest.current = onClose;
  useEffect(() => {
    const submitted = (event: Event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
      const submitter = (event as SubmitEvent).submitter;
      const method = submitter?.getAttribute('formmethod') ?? form.getAttribute('method');
      if (method?.trim().toLowerCase() !== 'dialog') return;
      event.preventDefault();
      latest.current();
    };
    host.addEventListener('submit', submitted);
    return () => host.removeEventListener('submit', submitted);
  }, [host]);
}

/**
 * The history/update modal (SPEC §2): a header with the employee's photo (or the default
 * picture), preferred name and last name, and job title; the page's own content (a job history
 * table, an update form) slotted in as the body; the page's actions and Close at the foot. Focus
 * goes to the title on open and back to the opener on close. Loaded lazily by `<EmployeeHistory>`.
 */
export function HistoryDialog({ heading, employee, employeeId, employeeSrc, onClose }: HistoryDialogProps) {
  useShadowSheet('history-dialog', historyDialogStyles);
  useDialogForms(onClose);
  const { allowedHosts } = useConfig();
  const title = useRef<HTMLHeadingElement & HTMLParagraphElement>(null);
  const header = useEmployeeHeader({ employee, employeeId, employeeSrc });
  const person = header.status === 'ready' ? header.employee : null;
  const photo = person ? (safeUrl(person.photoURL, { allowedHosts })?.href ?? null) : null;
  const name = person ? displayName(person) : '';
  const kicker = heading?.replace(/\s+/g, ' ').trim() ?? '';
  const loading = header.status === 'loading';

  return (
    <Dialog open className="history-dialog" part="dialog" onClose={onClose} initialFocus={title}>
      <header className="history-header" part="header" aria-busy={loading || undefined}>
        <Avatar key={photo ?? ''} src={photo} className="history-photo" />
        <div className="history-who">
          <DialogTitle className="history-title" part="title" ref={title} focusable>
            {kicker && (
              <>
                <span className="history-heading" part="heading">
                  {kicker}
                </span>{' '}
              </>
            )}
            <span className={`history-name${name ? '' : ' is-placeholder'}`} part="name">
              {name || (loading ? t(m.historyLoading) : kicker ? '' : t(m.historyUnnamed))}
            </span>
          </DialogTitle>
          {person?.jobTitle && (
            <p className="history-job" part="job-title">
              {person.jobTitle}
            </p>
          )}
          {header.status === 'error' && (
            <p className="history-error" part="error" role="alert">
              {header.message}
            </p>
          )}
        </div>
        <button type="button" className="history-x" part="close" aria-label={t(m.commonClose)} onClick={onClose}>
          <CloseIcon />
        </button>
      </header>
      {/* Focusable: a wide table scrolls in it, and a keyboard user must be able to scroll it (axe
          scrollable-region-focusable, WCAG 2.1.1); a named region says what the stop is. */}
      <div
        className="history-body"
        part="body"
        role="region"
        aria-label={kicker || name || t(m.historyUnnamed)}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region is the documented exception
        tabIndex={0}
      >
        <slot />
      </div>
      <footer className="history-actions" part="actions">
        <slot name="actions" />
        <button type="button" className="history-close" part="close-button" onClick={onClose}>
          {t(m.commonClose)}
        </button>
      </footer>
    </Dialog>
  );
}
