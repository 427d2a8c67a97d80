import { useHost, useLocale } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { formatDisplayDate } from './date-field.logic';
import { useDateField } from './use-date-field';

export interface DateFieldProps {
  format?: string;
  min?: string;
  max?: string;
  futureOnly?: boolean;
  startField?: string;
  endField?: string;
  showDuration?: boolean;
  isoName?: string;
}

function CalendarIcon() {
  return (
    <svg
      className="hr-date-field__icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M4 0h1.5v2h5V0H12v2h2a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H2a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1h2V0ZM2.5 6v8.5h11V6h-11Zm1.5 1.5h2v2H4v-2Zm3 0h2v2H7v-2Zm3 0h2v2h-2v-2Zm-6 3h2v2H4v-2Zm3 0h2v2H7v-2Z"
      />
    </svg>
  );
}

/** The calendar button, format hint, message, duration and calendar beside the page's input. */
export function DateField({ isoName, ...options }: DateFieldProps) {
  const host = useHost();
  const locale = useLocale();
  const field = useDateField(options);
  const label =
    field.iso && !field.message
      ? t(m.dateFieldChange, { date: formatDisplayDate(field.iso, locale) })
      : t(m.dateFieldChoose);
  return (
    <>
      <button
        ref={field.buttonRef}
        type="button"
        className="hr-date-field__button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={field.open}
        aria-controls={field.ids.popup}
        disabled={field.disabled || field.readOnly}
        onClick={field.toggle}
        onPointerEnter={field.wantCalendar}
      >
        <CalendarIcon />
      </button>
      {field.durationText ? (
        <span className="hr-date-field__duration" id={field.ids.duration}>
          {field.durationText}
        </span>
      ) : null}
      <span className="hr-date-field__hint" id={field.ids.hint}>
        {t(m.dateFieldFormatHint, { format: field.format })}
      </span>
      <span className="hr-date-field__error" id={field.ids.error} aria-live="polite">
        {field.message}
      </span>
      <div
        ref={field.calendarRef}
        id={field.ids.popup}
        className="hr-date-field__calendar"
        role="dialog"
        // Tab stays inside while it is open (APG date picker dialog); Escape or a click outside leaves.
        aria-modal="true"
        aria-label={t(m.dateFieldCalendar)}
        hidden={!field.open}
        popover={field.popover ? 'manual' : undefined}
      />
      {isoName ? (
        <input
          type="hidden"
          name={isoName}
          value={field.iso}
          form={host.getAttribute('form') ?? undefined}
          disabled={field.disabled}
        />
      ) : null}
    </>
  );
}
