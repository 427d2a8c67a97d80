import { useCallback, useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { report } from '../lib/report';

/** A part of an element that its first render does not show (a panel, a popup), in a chunk of its own. */
export interface LazyPart<T> {
  /** The part once it has arrived; null before. */
  readonly current: T | null;
  /** Fetches it, once per page. A failure is reported and the next call asks again. */
  load(): Promise<T>;
}

/** `importer` is an `import()` of the part's module; `source` names the element in reports. */
export function lazyPart<T>(importer: () => Promise<T>, source: string): LazyPart<T> {
  let loading: Promise<T> | null = null;
  const part: { current: T | null; load(): Promise<T> } = {
    current: null,
    load() {
      loading ??= importer().then(
        (value) => (part.current = value),
        (error: unknown) => {
          loading = null;
          report(error, { source, phase: 'runtime' });
          throw error;
        },
      );
      return loading;
    },
  };
  return part;
}

export interface LazyPartState<T> {
  /** The part to render: null until it has arrived (from the first render once it has). */
  Part: T | null;
  /**
   * Call on every sign of intent: fetches the part, and renders it once it is there. The promise
   * rejects when the fetch failed (already reported), so a caller can undo what it opened.
   */
  want: () => Promise<T>;
  /** Spread on the element around the trigger: a pointer over it, focus inside or a press fetch the part. */
  intent: {
    onPointerEnter: (event: SyntheticEvent) => void;
    onFocus: (event: SyntheticEvent) => void;
    onPointerDown: (event: SyntheticEvent) => void;
  };
}

/** A lazy part for one component: fetched on intent, so a click normally finds it loaded. */
export function useLazyPart<T>(part: LazyPart<T>): LazyPartState<T> {
  // A component is a function: kept as a value, never called as an initializer or updater.
  const [loaded, setLoaded] = useState(() => part.current);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const want = useCallback(() => {
    const loading = part.load();
    loading.then(
      (value) => alive.current && setLoaded(() => value),
      () => undefined,
    );
    return loading;
  }, [part]);
  const intent = useMemo(() => {
    const on = () => void want();
    return { onPointerEnter: on, onFocus: on, onPointerDown: on };
  }, [want]);
  return { Part: loaded ?? part.current, want, intent };
}
