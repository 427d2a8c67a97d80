import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useConfig, useEmit, useHttp } from '../../element/define-element';
import { HttpFailure, isAbort } from '../../lib/http';
import { readUserStored } from '../../lib/storage';
import { lazyPart } from '../../ui/lazy-part';
import type { PasskeyDialogProps } from './passkey-dialog';
import { passkeysSupported } from './passkey-support';
import {
  conditions,
  KNOWN_PASSKEY_USER_KEY,
  mayAsk,
  parseReminder,
  REMINDER_PATH,
  shouldShow,
  type PageFacts,
} from './passkey-prompt.logic';

/** The dialog, its styles and the WebAuthn code: a chunk fetched only once the modal is due. */
export const passkeyDialogPart = lazyPart(
  () => import('./passkey-dialog').then((module) => module.PasskeyDialog),
  'hr-passkey-prompt',
);

const isTrue = (value: unknown): value is boolean => typeof value === 'boolean';

/** What the page knows: support, and whether this browser created a passkey for the user. */
export function pageFacts(): PageFacts {
  return { supported: passkeysSupported(), knownPasskeyUser: readUserStored(KNOWN_PASSKEY_USER_KEY, false, isTrue) };
}

/**
 * On mount: when the page's conditions hold, asks `/auth/passkeys/reminder` once; when all six
 * hold, fetches the dialog's chunk and shows it. `Dialog` is null while the modal is not shown.
 */
export function usePasskeyPrompt(): { Dialog: ComponentType<PasskeyDialogProps> | null; close: () => void } {
  const config = useConfig();
  const http = useHttp();
  const emit = useEmit();
  const [Dialog, setDialog] = useState<ComponentType<PasskeyDialogProps> | null>(null);
  const ask = mayAsk(config, pageFacts());

  useEffect(() => {
    if (!ask) return;
    const controller = new AbortController();
    const facts = pageFacts();
    http.get(REMINDER_PATH, { signal: controller.signal }).then(
      async (value) => {
        const answer = parseReminder(value);
        if (!answer || controller.signal.aborted) return;
        if (!shouldShow(conditions(config, facts, answer))) return;
        // A chunk that fails to load is reported by lazyPart; the suggestion is then skipped.
        const component = await passkeyDialogPart.load().catch(() => null);
        if (component && !controller.signal.aborted) setDialog(() => component);
      },
      (error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        const status = error instanceof HttpFailure ? error.status : 0;
        // The modal is a suggestion: a failed check only says so to the page, and nothing shows.
        emit('error', { message: error instanceof Error ? error.message : String(error), status });
      },
    );
    return () => controller.abort();
    // Asked once per mount: a later config change does not bring the suggestion back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ask]);

  const close = useCallback(() => setDialog(null), []);
  return { Dialog, close };
}
