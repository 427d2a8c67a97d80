import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { HrShellConfig } from '../lib/config';
import { http, HttpFailure, isAbort } from '../lib/http';
import { shared } from '../lib/runtime';
import { inboxFailureMessage, parseInbox, type InboxData, type InboxVariant } from './inbox.logic';

/** Any script on the page asks for fresh counts with this window event. */
export const INBOX_RELOAD_EVENT = 'inbox:reload';
export const DEFAULT_INBOX_SRC = '/ajax/inbox/inbox_counts_json.php';

export interface InboxState {
  state: 'idle' | 'loading' | 'ready' | 'error';
  /** The last good answer; kept while a reload is in flight so the badge does not flicker. */
  data: InboxData | null;
  /** Error text to show (state 'error'). */
  message: string | null;
}

export interface InboxSource {
  src: string;
  variant: InboxVariant;
  config?: HrShellConfig;
}

/**
 * The counts the page printed into its config block (`inbox`, the answer of the default shell
 * endpoint), when this source is that endpoint and the printed answer has not been shown yet:
 * printed counts serve the first paint of the page, and a header that starts the store again later
 * asks the server. Another endpoint (`inbox-src`, the legacy variant) is always asked.
 */
export function printedInbox(source: InboxSource): InboxData | null {
  const printed = source.config?.inbox;
  if (!printed || inbox.printedShown.has(printed)) return null;
  if (source.variant !== 'shell' || source.src !== DEFAULT_INBOX_SRC) return null;
  const parsed = parseInbox(printed, 'shell');
  return parsed.ok ? parsed.data : null;
}

const IDLE: InboxState = { state: 'idle', data: null, message: null };

interface InboxRuntime {
  $state: WritableAtom<InboxState>;
  users: number;
  source: InboxSource;
  controller: AbortController | null;
  /** Reload requests that arrived while a request was in flight collapse into one trailing load. */
  again: boolean;
  queued: boolean;
  listener: () => void;
  /** Printed answers already put in the store: each serves one start only. */
  printedShown: WeakSet<object>;
}

// One store per page even when two bundle copies are loaded (see runtime.ts).
const inbox: InboxRuntime = shared('inbox', () => ({
  $state: atom<InboxState>(IDLE),
  users: 0,
  source: { src: DEFAULT_INBOX_SRC, variant: 'shell' },
  controller: null,
  again: false,
  queued: false,
  listener: () => loadInbox(),
  printedShown: new WeakSet(),
}));

/** Inbox counts shared by every header on the page. */
export const $inbox: ReadableAtom<InboxState> = inbox.$state;

/**
 * Asks for fresh counts. At most one request is in flight; however many calls arrive meanwhile
 * (a burst of `inbox:reload` events), they end in one trailing request. Calls in
 * the same task share the first request, which starts on the next microtask.
 */
export function loadInbox(): void {
  if (inbox.controller) inbox.again = true;
  else if (!inbox.queued) {
    inbox.queued = true;
    queueMicrotask(() => void run());
  }
}

async function run(): Promise<void> {
  inbox.queued = false;
  if (!inbox.users) return;
  const controller = new AbortController();
  inbox.controller = controller;
  const { src, variant, config } = inbox.source;
  const { $state } = inbox;
  $state.set({ state: 'loading', data: $state.get().data, message: null });
  try {
    const parsed = parseInbox(
      await http.get(src, { signal: controller.signal, ...(config ? { config } : {}) }),
      variant,
    );
    $state.set(parsed.ok ? { state: 'ready', data: parsed.data, message: null } : failed(variant, parsed.message));
  } catch (error) {
    if (!isAbort(error)) $state.set(failed(variant, error instanceof HttpFailure ? error.serverMessage : null));
  } finally {
    if (inbox.controller === controller) {
      inbox.controller = null;
      if (inbox.again) {
        inbox.again = false;
        loadInbox();
      }
    }
  }
}

function failed(variant: InboxVariant, serverMessage: string | null): InboxState {
  return { state: 'error', data: null, message: inboxFailureMessage(variant, serverMessage) };
}

/**
 * Called by each inbox menu on mount. The first one shows the printed counts (see printedInbox)
 * or loads them, and starts listening for `inbox:reload`; the returned release removes the
 * listener (and drops the state) when the last one unmounts. The most recently mounted menu's
 * source is the one requested; mounting one with another source reloads at once.
 */
export function startInbox(source: InboxSource): () => void {
  const previous = inbox.source;
  inbox.source = source;
  if (inbox.users++ === 0) {
    window.addEventListener(INBOX_RELOAD_EVENT, inbox.listener);
    const printed = printedInbox(source);
    if (printed && source.config?.inbox) {
      inbox.printedShown.add(source.config.inbox);
      inbox.$state.set({ state: 'ready', data: printed, message: null });
    } else loadInbox();
  } else if (
    previous.src !== source.src ||
    previous.variant !== source.variant ||
    previous.config?.urlPrefix !== source.config?.urlPrefix
  ) {
    // A header replaced by one for another endpoint (the old one unmounts a task later).
    loadInbox();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--inbox.users > 0) return;
    window.removeEventListener(INBOX_RELOAD_EVENT, inbox.listener);
    inbox.controller?.abort();
    inbox.controller = null;
    inbox.again = false;
    inbox.$state.set(IDLE);
  };
}
