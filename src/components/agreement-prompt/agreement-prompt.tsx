import { useAgreementPrompt } from './use-agreement-prompt';

export interface AgreementPromptProps {
  /** The button's text. */
  label?: string;
  /** Shows the button disabled. */
  disabled?: boolean;
}

export function AgreementPrompt({ label, disabled }: AgreementPromptProps) {
  const { text, press } = useAgreementPrompt(label);
  if (!text) return null;
  return (
    <span part="base">
      <button type="button" part="button" disabled={disabled} onClick={press}>
        {text}
      </button>
    </span>
  );
}
