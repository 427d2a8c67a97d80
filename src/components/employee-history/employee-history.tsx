import { useEmployeeHistory } from './use-employee-history';

export interface EmployeeHistoryProps {
  /** The button's text. */
  label?: string;
  /** Shows the button disabled. */
  disabled?: boolean;
}

export function EmployeeHistory({ label, disabled }: EmployeeHistoryProps) {
  const { text, press } = useEmployeeHistory(label);
  if (!text) return null;
  return (
    <span part="base">
      <button type="button" part="button" disabled={disabled} onClick={press}>
        {text}
      </button>
    </span>
  );
}
