import { usePasskeyPrompt } from './use-passkey-prompt';

export interface PasskeyPromptProps {
  /** The button's text. */
  label?: string;
  /** Shows the button disabled. */
  disabled?: boolean;
}

export function PasskeyPrompt({ label, disabled }: PasskeyPromptProps) {
  const { text, press } = usePasskeyPrompt(label);
  if (!text) return null;
  return (
    <span part="base">
      <button type="button" part="button" disabled={disabled} onClick={press}>
        {text}
      </button>
    </span>
  );
}
