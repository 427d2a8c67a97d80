import { useTermsPrompt } from './use-terms-prompt';

export interface TermsPromptProps {
  /** The button's text. */
  label?: string;
  /** Shows the button disabled. */
  disabled?: boolean;
}

export function TermsPrompt({ label, disabled }: TermsPromptProps) {
  const { text, press } = useTermsPrompt(label);
  if (!text) return null;
  return (
    <span part="base">
      <button type="button" part="button" disabled={disabled} onClick={press}>
        {text}
      </button>
    </span>
  );
}
