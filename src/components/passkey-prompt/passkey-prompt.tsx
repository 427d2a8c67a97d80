import { usePasskeyPrompt } from './use-passkey-prompt';

/** `<hr-passkey-prompt>` has no attributes of its own (its `config` is common to every element). */
export type PasskeyPromptProps = Record<never, never>;

/**
 * Renders nothing until the six conditions of SPEC §4 hold (use-passkey-prompt.ts); then the
 * 'Goodbye passwords. Hello passkeys!' modal, a chunk loaded at that moment. It goes away for good
 * once the user has chosen.
 */
export function PasskeyPrompt() {
  const { Dialog, close } = usePasskeyPrompt();
  return Dialog ? <Dialog onDone={close} /> : null;
}
