import { canSubmit } from './benchmarking-prompt.logic';
import { useBenchmarkingPrompt } from './use-benchmarking-prompt';

/** The element has no attributes of its own besides `config` (common to every element). */
export type BenchmarkingPromptProps = Record<never, never>;

/**
 * Nothing until the status asks for a prompt; then the 'Benchmarking' or 'Opt Out of Benchmarking'
 * modal, from its own chunk.
 */
export function BenchmarkingPrompt() {
  const { state, Part, submit, close, confirm } = useBenchmarkingPrompt();
  if (!Part || state.kind === null) return null;
  return <Part state={state} submittable={canSubmit(state)} onSubmit={submit} onClose={close} onConfirm={confirm} />;
}
