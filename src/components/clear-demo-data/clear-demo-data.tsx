import { useClearDemoData } from './use-clear-demo-data';

export interface ClearDemoDataProps {
  /** The button's text. */
  label?: string;
  /** Shows the button disabled. */
  disabled?: boolean;
}

export function ClearDemoData({ label, disabled }: ClearDemoDataProps) {
  const { text, press } = useClearDemoData(label);
  if (!text) return null;
  return (
    <span part="base">
      <button type="button" part="button" disabled={disabled} onClick={press}>
        {text}
      </button>
    </span>
  );
}
