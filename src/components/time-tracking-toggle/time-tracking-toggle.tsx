import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { useTimeTrackingToggle } from './use-time-tracking-toggle';

export interface TimeTrackingToggleProps {
  /** The employee (SPEC §5: an integer of at least 1). */
  employeeId?: string;
  /** Whether time tracking is on, as the page printed it. */
  enabled?: boolean;
  /** The employee's name, for the switch's accessible name. */
  employeeName?: string;
  /** After enabling, go to `/employees/timesheet/?id={employeeId}` instead of reloading. */
  goToTimesheet?: boolean;
}

/**
 * An APG switch (`role="switch"`, `aria-checked`) named 'Time tracking for {name}', the change-group
 * link beside it for an enabled employee when the company has more than one configuration, and the
 * flow's dialog (lazy) while a request runs.
 */
export function TimeTrackingToggle({ employeeId, enabled, employeeName, goToTimesheet }: TimeTrackingToggleProps) {
  const toggle = useTimeTrackingToggle({ employeeId, enabled, goToTimesheet });
  const { Part, request, id } = toggle;
  const name = employeeName?.replace(/\s+/g, ' ').trim();
  const forName = name ? <span className="sr-only"> {t(m.timeTrackingFor, { name })}</span> : null;
  return (
    <span part="base" className="tt-base" {...toggle.intent}>
      <button
        type="button"
        role="switch"
        part="switch"
        className="tt-switch"
        aria-checked={toggle.current}
        aria-busy={toggle.busy || undefined}
        disabled={id === null}
        onClick={() => !toggle.busy && toggle.toggle()}
      >
        <span className="tt-track" part="track" aria-hidden="true">
          <span className="tt-thumb" />
        </span>
        <span part="label">{t(m.timeTrackingLabel)}</span>
        {forName}
        <span className="tt-state" part="state" aria-hidden="true">
          {t(toggle.current ? m.timeTrackingOn : m.timeTrackingOff)}
        </span>
      </button>
      {toggle.changeGroup && (
        <button type="button" part="change-group" className="tt-link" onClick={toggle.openChangeGroup}>
          {t(m.timeTrackingChangeGroup)}
          {forName}
        </button>
      )}
      {Part && request !== null && id !== null && (
        <Part
          request={request}
          employeeId={id}
          checkMissingData={toggle.checkMissingData}
          goToTimesheet={toggle.goToTimesheet}
          onBusy={toggle.onBusy}
          onChanged={toggle.onChanged}
          onClose={toggle.onClose}
        />
      )}
    </span>
  );
}
