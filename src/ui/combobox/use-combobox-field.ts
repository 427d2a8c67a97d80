import { useCallback, useEffect, useState } from 'react';
import { nextOption } from './next-option';
import { useComboboxSearch } from './use-combobox-search';

const NONE: never[] = [];

export interface ComboboxFieldOptions<T> {
  /** The element's `debounce` (ms; see parseDebounce). */
  debounce: number | undefined;
  /** Fetches the options for a non-blank query; memoize it (a new function searches again). */
  load(query: string, signal: AbortSignal): Promise<T[]>;
}

/**
 * The state of a search box whose listbox lists one answer: the typed text, the search, the
 * active option and whether the popup is open. A blank query sends nothing and closes the list.
 */
export function useComboboxField<T>({ debounce, load }: ComboboxFieldOptions<T>) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const query = text.trim();
  const search = useComboboxSearch<T[]>({
    debounce,
    load,
    isEmpty: (answer) => answer.length === 0,
    onAnswer: () => setActive(-1),
  });
  const { schedule } = search;
  const options: T[] = search.answer ?? NONE;

  useEffect(() => {
    schedule(query);
    if (query === '') setActive(-1);
  }, [query, load, schedule]);

  const change = useCallback((value: string) => {
    setText(value);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  /** Shows the list again (its last answer, or the one on its way). */
  const reopen = useCallback(() => setOpen(true), []);

  /** Moves the active option for a listbox key; false when the key is not one. */
  const move = useCallback(
    (key: string): boolean => {
      const next = nextOption(active, options.length, key, { homeEnd: false });
      if (next === null) return false;
      setOpen(true);
      setActive(next);
      return true;
    },
    [active, options.length],
  );

  return {
    text,
    query,
    change,
    phase: search.phase,
    options,
    active,
    setActive,
    expanded: open && search.phase !== 'idle',
    close,
    reopen,
    move,
  };
}

export type ComboboxField<T> = ReturnType<typeof useComboboxField<T>>;
