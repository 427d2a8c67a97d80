import { useBenchmarkingPrompt } from './use-benchmarking-prompt';

export interface BenchmarkingPromptProps {
  /** The button's text. */
  label?: string;
  /** Shows the button disabled. */
  disabled?: boolean;
}

export function BenchmarkingPrompt({ label, disabled }: BenchmarkingPromptProps) {
  const { text, press } = useBenchmarkingPrompt(label);
  if (!text) return null;
  return (
    <span part="base">
      <button type="button" part="button" disabled={disabled} onClick={press}>
        {text}
      </button>
    </span>
  );
}
