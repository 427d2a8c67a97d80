import { useTimeTrackingToggle } from './use-time-tracking-toggle';

export interface TimeTrackingToggleProps {
  /** The button's text. */
  label?: string;
  /** Shows the button disabled. */
  disabled?: boolean;
}

export function TimeTrackingToggle({ label, disabled }: TimeTrackingToggleProps) {
  const { text, press } = useTimeTrackingToggle(label);
  if (!text) return null;
  return (
    <span part="base">
      <button type="button" part="button" disabled={disabled} onClick={press}>
        {text}
      </button>
    </span>
  );
}
