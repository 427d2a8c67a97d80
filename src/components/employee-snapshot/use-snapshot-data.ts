import { useCallback, useEffect, useRef, useState } from 'react';
import { useEmit, useHttp } from '../../element/define-element';
import { HttpFailure, isAbort } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import {
  failureMessage,
  LOADER_DELAY,
  parseSnapshotData,
  parseSummary,
  snapshotRoutes,
  type EmployeeSummary,
  type OpenRequest,
  type SnapshotSection,
  type SnapshotView,
} from './employee-snapshot.logic';

/** One request's outcome: waiting, the parsed answer, or the message to show. */
export type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string };

export interface SnapshotContent {
  summary: Load<EmployeeSummary>;
  sections: Load<SnapshotSection[]>;
}

const LOADING: SnapshotContent = { summary: { status: 'loading' }, sections: { status: 'loading' } };

/** Performance mark set when a view's data has arrived and is about to render (npm run bench). */
export const DATA_MARK = 'hr-employee-snapshot:data';

/** True once `active` has held for `delay` ms (the loader never flashes for fast answers). */
export function useDelayedFlag(active: boolean, delay: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [active, delay]);
  return active && shown;
}

/**
 * The summary and sections of the open employee in the current view. Each open (a new `seq`) and
 * each switch of view aborts the requests still running and ignores any late answer (a sequence
 * check as well, for answers already parsed). Views already loaded for this open are kept.
 */
export function useSnapshotData(
  request: OpenRequest & { seq: number },
  routes: { snapshotSrc?: string | undefined; summarySrc?: string | undefined },
) {
  const http = useHttp();
  const emit = useEmit();
  const initialView: SnapshotView = request.contextUrl ? 'context' : 'default';
  const [view, setView] = useState<SnapshotView>(initialView);
  const [content, setContent] = useState<SnapshotContent>(LOADING);
  const cache = useRef(new Map<string, SnapshotContent>());
  const latest = useRef(0);
  const [openSeq, setOpenSeq] = useState(request.seq);

  // A newer open starts over in its first view, with nothing cached.
  if (openSeq !== request.seq) {
    setOpenSeq(request.seq);
    setView(initialView);
    setContent(LOADING);
  }

  const { employeeId, contextUrl, seq } = request;
  const { snapshotSrc, summarySrc } = routes;
  useEffect(() => {
    const key = `${seq}:${view}`;
    const cached = cache.current.get(key);
    if (cached) {
      setContent(cached);
      return;
    }
    const token = ++latest.current;
    const controller = new AbortController();
    const { signal } = controller;
    const paths = snapshotRoutes(
      view,
      contextUrl === undefined ? { employeeId } : { employeeId, contextUrl },
      snapshotSrc || undefined,
      summarySrc || undefined,
    );
    const dataFailed = view === 'context' ? m.snapshotContextFailed : m.snapshotDefaultFailed;
    let current: SnapshotContent = LOADING;
    setContent(LOADING);

    const settle = (patch: Partial<SnapshotContent>) => {
      if (signal.aborted || token !== latest.current) return;
      current = { ...current, ...patch };
      if (current.summary.status !== 'loading' && current.sections.status !== 'loading')
        cache.current.set(key, current);
      if (patch.sections?.status === 'ready') performance.mark?.(DATA_MARK);
      setContent(current);
    };
    const fail = (error: unknown, fallback: string): { status: 'error'; message: string } => {
      const message = failureMessage(error, t(fallback));
      emit('error', { message, status: error instanceof HttpFailure ? error.status : 0 });
      return { status: 'error', message };
    };
    const load = <T>(path: string, parse: (body: unknown) => T | null, fallback: string): Promise<Load<T>> =>
      http.get(path, { signal }).then(
        (body) => {
          const value = parse(body);
          return value === null ? fail(null, fallback) : { status: 'ready' as const, value };
        },
        (error: unknown) => (isAbort(error) || signal.aborted ? { status: 'loading' as const } : fail(error, fallback)),
      );

    void load(paths.summary, parseSummary, m.snapshotSummaryFailed).then((summary) => settle({ summary }));
    void load(paths.data, parseSnapshotData, dataFailed).then((sections) => settle({ sections }));
    return () => controller.abort();
  }, [http, emit, employeeId, contextUrl, seq, view, snapshotSrc, summarySrc]);

  const loading = content.summary.status === 'loading' || content.sections.status === 'loading';
  const showLoader = useDelayedFlag(loading, LOADER_DELAY);
  const show = useCallback((next: SnapshotView) => setView(next), []);
  return { view, show, content, loading, showLoader, hasContext: contextUrl !== undefined };
}
