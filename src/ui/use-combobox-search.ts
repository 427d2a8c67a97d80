import { useCallback, useEffect, useRef, useState } from 'react';
import { useEmit } from '../element/define-element';
import { HttpFailure, isAbort } from '../lib/http';
import { t } from '../lib/i18n';
import * as m from '../lib/messages.en-US';
import { nextOption } from './listbox-keys';

export type SearchPhase = 'idle' | 'loading' | 'results' | 'empty' | 'error';

export interface ComboboxSearchOptions<T> {
  /** The element's `debounce` attribute (ms); invalid or missing means `defaultDebounce`. */
  debounce: number | undefined;
  defaultDebounce: number;
  /** Fetches the options for a non-blank query; memoize it (a new function searches again). */
  load(query: string, signal: AbortSignal): Promise<T[]>;
  /** Home/End move the active option (false: they stay caret keys). */
  homeEnd?: boolean;
}

/**
 * The typed-query side of a search combobox: debounce, one request at a time (the previous one is
 * aborted), a sequence check so a late answer never replaces a newer one, the phase, the active
 * option and the listbox keys. A failed request shows the generic retry message and fires
 * `hr-error {status, message}`.
 */
export function useComboboxSearch<T>({ debounce, defaultDebounce, load, homeEnd = true }: ComboboxSearchOptions<T>) {
  const emit = useEmit();
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<SearchPhase>('idle');
  const [options, setOptions] = useState<T[]>([]);
  const [active, setActive] = useState(-1);
  const [expanded, setExpanded] = useState(false);
  const sequence = useRef(0);
  const request = useRef<AbortController | null>(null);
  const query = text.trim();
  const wait = debounce !== undefined && debounce >= 0 ? Math.min(debounce, 5000) : defaultDebounce;

  useEffect(() => {
    request.current?.abort();
    const seq = ++sequence.current;
    // A blank query sends nothing and closes the list.
    if (query === '') {
      setOptions([]);
      setPhase('idle');
      setActive(-1);
      return undefined;
    }
    const timer = setTimeout(async () => {
      const controller = new AbortController();
      request.current = controller;
      setPhase('loading');
      try {
        const found = await load(query, controller.signal);
        if (seq !== sequence.current) return;
        setOptions(found);
        setActive(-1);
        setPhase(found.length > 0 ? 'results' : 'empty');
      } catch (failure) {
        if (isAbort(failure) || seq !== sequence.current) return;
        setOptions([]);
        setPhase('error');
        emit('error', {
          status: failure instanceof HttpFailure ? failure.status : 0,
          message: t(m.errorsGenericRetry),
        });
      }
    }, wait);
    return () => clearTimeout(timer);
  }, [query, wait, load, emit]);

  useEffect(() => () => request.current?.abort(), []);

  const change = useCallback((value: string) => {
    setText(value);
    setExpanded(true);
  }, []);

  const close = useCallback(() => {
    setExpanded(false);
    setActive(-1);
  }, []);

  const move = useCallback(
    (key: string): boolean => {
      const next = nextOption(active, options.length, key, { homeEnd });
      if (next === null) return false;
      setExpanded(true);
      setActive(next);
      return true;
    },
    [active, options.length, homeEnd],
  );

  return {
    text,
    query,
    change,
    phase,
    options,
    active,
    setActive,
    expanded: expanded && phase !== 'idle',
    close,
    move,
  };
}
