import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useEmit, useHost } from '../../element/define-element';
import { HttpFailure, isAbort } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { parseDebounce } from './debounce';
import { RETRY_EVENT } from './search-retry';

export type SearchPhase = 'idle' | 'loading' | 'results' | 'empty' | 'error';

export interface ComboboxSearchOptions<T, S extends string = never> {
  /**
   * The element's `debounce` attribute or property: milliseconds between the last change and the
   * request, read by parseDebounce (0 asks in the same task); anything else means `defaultDebounce`.
   */
  debounce?: number;
  /** Default SEARCH_DEBOUNCE (SPEC §9: 500 ms). */
  defaultDebounce?: number;
  /** Fetches the answer for a non-blank query; `section` is set when one section is expanded. */
  load(query: string, signal: AbortSignal, section?: S): Promise<T>;
  /** The answer lists nothing: the phase is `empty` instead of `results`. */
  isEmpty(answer: T): boolean;
  /** Section expansion: the expanded section's answer merged into the answer shown. */
  expand?(shown: T, more: T, section: S): T;
  /** The last answer is kept and reused, without a request, when the same query comes again. */
  cache?: boolean;
  /** The phase turns `loading` at the change (a loader while the debounce waits), not at the request. */
  loadingWhileWaiting?: boolean;
  /** The `hr-error` message of a failed request (default: the generic retry message). */
  errorMessage?: string;
  /** Runs with each new answer, in the same render as the answer. */
  onAnswer?(answer: T, query: string, section: S | undefined): void;
  onError?(): void;
}

export interface SearchState<T> {
  phase: SearchPhase;
  /** The answer shown; null when idle and after a failed search. */
  answer: T | null;
  /** The query the answer (or the failure) belongs to. */
  query: string;
}

const IDLE: SearchState<never> = { phase: 'idle', answer: null, query: '' };

/** The search that failed last, while it is the one shown. */
interface Failure<S> {
  query: string;
  section: S | undefined;
  /** No response arrived (the network, not the server). */
  network: boolean;
}

/**
 * The request side of every search combobox: a debounce, one request at a time (the previous one
 * is aborted), a sequence check so a late answer never replaces a newer one, the phase, an
 * optional cache of the last answer and optional section expansion. An answer is rendered in the
 * task it arrived in. A failed request fires `hr-error {status, message}`; a failed search drops
 * the answer, a failed expansion keeps the answer it would have expanded. A failed search is asked
 * again by the popup's Retry button (the view's RETRY_EVENT) and, when no response arrived, once
 * by each `online` event of the browser, while nothing newer was asked.
 *
 * `schedule(query)` searches after the debounce (a blank query goes idle at once), `run(query,
 * section?)` searches now, `cancel()` drops whatever is waiting or in flight.
 */
export function useComboboxSearch<T, S extends string = never>(options: ComboboxSearchOptions<T, S>) {
  const emit = useEmit();
  const [state, setState] = useState<SearchState<T>>(IDLE);
  // The state as last set, for reads between renders (an expansion merges into it).
  const shown = useRef<SearchState<T>>(IDLE);
  const latest = useRef(options);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController | null>(null);
  const sequence = useRef(0);
  const cached = useRef<{ query: string; answer: T } | null>(null);
  const failed = useRef<Failure<S> | null>(null);
  const host = useHost();

  useLayoutEffect(() => {
    latest.current = options;
  });

  const commit = useCallback((next: SearchState<T>) => {
    shown.current = next;
    setState(next);
  }, []);

  const settle = useCallback(
    (answer: T, query: string) =>
      commit({ phase: latest.current.isEmpty(answer) ? 'empty' : 'results', answer, query }),
    [commit],
  );

  const loading = useCallback(() => {
    if (shown.current.phase !== 'loading') commit({ ...shown.current, phase: 'loading' });
  }, [commit]);

  /** Whatever waits or is in flight can no longer show its answer; returns the next sequence number. */
  const stop = useCallback(() => {
    failed.current = null;
    clearTimeout(timer.current);
    request.current?.abort();
    request.current = null;
    return ++sequence.current;
  }, []);

  const run = useCallback(
    async (query: string, section?: S) => {
      const seq = stop();
      const controller = new AbortController();
      request.current = controller;
      loading();
      try {
        const found = await latest.current.load(query, controller.signal, section);
        if (seq !== sequence.current) return;
        const { expand, cache, onAnswer } = latest.current;
        const before = shown.current.answer;
        if (cache && !section) cached.current = { query, answer: found };
        // Rendered now: left to the scheduler, the popup would miss the frame the answer arrived in.
        flushSync(() => {
          settle(section && expand && before !== null ? expand(before, found, section) : found, query);
          onAnswer?.(found, query, section);
        });
      } catch (failure) {
        if (isAbort(failure) || seq !== sequence.current) return;
        commit({ phase: 'error', answer: section ? shown.current.answer : null, query });
        const status = failure instanceof HttpFailure ? failure.status : 0;
        failed.current = { query, section, network: status === 0 };
        latest.current.onError?.();
        emit('error', {
          status,
          message: latest.current.errorMessage ?? t(m.errorsGenericRetry),
        });
      } finally {
        if (request.current === controller) request.current = null;
      }
    },
    [stop, loading, settle, commit, emit],
  );

  const schedule = useCallback(
    (query: string) => {
      stop();
      const { cache, loadingWhileWaiting, onAnswer } = latest.current;
      const debounce = parseDebounce(latest.current.debounce, latest.current.defaultDebounce);
      if (query === '') {
        commit(IDLE);
        return;
      }
      const hit = cache && cached.current?.query === query ? cached.current : null;
      if (hit) {
        settle(hit.answer, query);
        onAnswer?.(hit.answer, query, undefined);
        return;
      }
      if (loadingWhileWaiting) loading();
      if (debounce === 0) void run(query);
      else timer.current = setTimeout(() => void run(query), debounce);
    },
    [stop, commit, settle, loading, run],
  );

  /** Drops the pending search; a loader goes away, the answer shown stays. */
  const cancel = useCallback(() => {
    stop();
    if (shown.current.phase === 'loading') commit({ ...shown.current, phase: 'idle' });
  }, [stop, commit]);

  /** Asks the failed search again; nothing when the search shown did not fail. */
  const retry = useCallback(() => {
    const last = failed.current;
    if (last) void run(last.query, last.section);
  }, [run]);

  useEffect(() => {
    const onRetry = (event: Event) => {
      event.stopPropagation();
      retry();
    };
    const onOnline = () => {
      if (failed.current?.network) retry();
    };
    host.addEventListener(RETRY_EVENT, onRetry);
    window.addEventListener('online', onOnline);
    return () => {
      host.removeEventListener(RETRY_EVENT, onRetry);
      window.removeEventListener('online', onOnline);
    };
  }, [host, retry]);

  useEffect(() => () => void stop(), [stop]);

  return { ...state, schedule, run, cancel, retry };
}
