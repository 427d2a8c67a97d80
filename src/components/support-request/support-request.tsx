import { useSupportRequest } from './use-support-request';

export interface SupportRequestProps {
  /** The button's text. */
  label?: string;
  /** Shows the button disabled. */
  disabled?: boolean;
}

export function SupportRequest({ label, disabled }: SupportRequestProps) {
  const { text, press } = useSupportRequest(label);
  if (!text) return null;
  return (
    <span part="base">
      <button type="button" part="button" disabled={disabled} onClick={press}>
        {text}
      </button>
    </span>
  );
}
