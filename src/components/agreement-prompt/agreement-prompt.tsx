import { choicesOf } from './agreement-prompt.logic';
import { useAgreementPrompt } from './use-agreement-prompt';

/** The element has no attributes of its own besides `config` (common to every element). */
export type AgreementPromptProps = Record<never, never>;

/**
 * Nothing until the latest agreement asks for a modal; then the requested, optional or updated
 * modal, from its own chunk.
 */
export function AgreementPrompt() {
  const { state, Part, choose, close } = useAgreementPrompt();
  if (!Part || state.modal === null) return null;
  return <Part state={state} choices={choicesOf(state.modal)} onChoose={choose} onClose={close} />;
}
