import { pollDelay } from './upload.logic';
import type { ScanStatus } from './upload.types';

/** What the poller needs from the page: connectivity and visibility, and a way to hear them change. */
export interface PollEnvironment {
  online(): boolean;
  visible(): boolean;
  /** Calls `onChange` on every online/offline/visibility change; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  /** Runs `run` after `ms` milliseconds; returns the cancel (default: setTimeout). */
  after?(run: () => void, ms: number): () => void;
}

const afterTimeout = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/** The browser's: navigator.onLine, document.visibilityState, and their events. */
export const browserEnvironment: PollEnvironment = {
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  visible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  subscribe(onChange) {
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    document.addEventListener('visibilitychange', onChange);
    return () => {
      window.removeEventListener('online', onChange);
      window.removeEventListener('offline', onChange);
      document.removeEventListener('visibilitychange', onChange);
    };
  },
};

export interface ScanWatch {
  /** Asks the server once; `missing` when the file is gone, null for an answer it cannot read. Throws on failure. */
  check(signal: AbortSignal): Promise<ScanStatus | 'missing' | null>;
  /** The scan ended. */
  onDone(status: 'uploaded' | 'virus'): void;
  /** The server no longer knows the file. */
  onMissing(): void;
  /** Every wait of the schedule has passed without an end: the give-up state. */
  onGiveUp(): void;
  /** A due poll waits because the browser is offline (true), or goes ahead again (false). */
  onOffline?(offline: boolean): void;
  /** Stops everything: timers, listeners, the request in flight. */
  signal: AbortSignal;
  environment?: PollEnvironment;
}

/**
 * Polls one file's scan status on the backoff schedule of upload.logic (2000 ms, ×1.5, until the
 * wait would pass 120000 ms). A poll that falls due while the browser is offline or the tab is
 * hidden waits until both are back, then runs at once; waiting does not use up the schedule. A
 * failed or unreadable poll counts as `pending`.
 */
export function watchScan(watch: ScanWatch): void {
  const env = watch.environment ?? browserEnvironment;
  const { signal } = watch;
  let attempt = 0;
  const after = env.after ?? afterTimeout;
  let cancelTimer: (() => void) | null = null;
  let unsubscribe: (() => void) | null = null;
  let request: AbortController | null = null;
  let reportedOffline = false;

  const stop = () => {
    cancelTimer?.();
    cancelTimer = null;
    unsubscribe?.();
    unsubscribe = null;
    request?.abort();
  };
  if (signal.aborted) return;
  signal.addEventListener('abort', stop, { once: true });
  const finish = (end: () => void) => {
    signal.removeEventListener('abort', stop);
    stop();
    end();
  };

  const schedule = () => {
    const delay = pollDelay(attempt);
    if (delay === null) return finish(() => watch.onGiveUp());
    cancelTimer = after(due, delay);
  };

  const setOffline = (offline: boolean) => {
    if (offline === reportedOffline) return;
    reportedOffline = offline;
    watch.onOffline?.(offline);
  };

  function due() {
    if (env.online() && env.visible()) {
      setOffline(false);
      void poll();
      return;
    }
    setOffline(!env.online());
    unsubscribe ??= env.subscribe(() => {
      if (!env.online() || !env.visible()) return setOffline(!env.online());
      unsubscribe?.();
      unsubscribe = null;
      due();
    });
  }

  async function poll() {
    request = new AbortController();
    let status: ScanStatus | 'missing' | null = null;
    try {
      status = await watch.check(request.signal);
    } catch {
      status = null;
    }
    request = null;
    if (signal.aborted) return;
    if (status === 'uploaded' || status === 'virus') {
      const end = status;
      return finish(() => watch.onDone(end));
    }
    if (status === 'missing') return finish(() => watch.onMissing());
    attempt += 1;
    schedule();
  }

  schedule();
}
