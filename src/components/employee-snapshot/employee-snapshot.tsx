import { useEmployeeSnapshot } from './use-employee-snapshot';

export interface EmployeeSnapshotProps {
  /** The button's text. */
  label?: string;
  /** Shows the button disabled. */
  disabled?: boolean;
}

export function EmployeeSnapshot({ label, disabled }: EmployeeSnapshotProps) {
  const { text, press } = useEmployeeSnapshot(label);
  if (!text) return null;
  return (
    <span part="base">
      <button type="button" part="button" disabled={disabled} onClick={press}>
        {text}
      </button>
    </span>
  );
}
