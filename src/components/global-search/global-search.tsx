import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useHost } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { report } from '../../lib/report';
import { SearchBox } from '../../ui/combobox/search-box';
import type { GlobalSearchComboboxProps } from './global-search-combobox';
import { readHandoff, type Handoff } from './handoff';
import { enrolForShortcuts, pageShortcut, readSingleKeys } from './page-shortcuts';

export interface GlobalSearchProps {
  debounce?: number;
  expandSection?: boolean;
  noShortcut?: boolean;
  placeholder?: string;
}

type Combobox = ComponentType<GlobalSearchComboboxProps>;

let loading: Promise<Combobox> | null = null;

/** The combobox, its popup, recent searches and shortcuts dialog: a chunk of their own, fetched once. */
function loadCombobox(): Promise<Combobox> {
  loading ??= import('./global-search-combobox').then(
    (module) => module.GlobalSearchCombobox,
    (error: unknown) => {
      // The next sign of intent asks again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The header's search. The first render is the box alone, a real input; the first sign of intent
 * (focus, pointer over the box, typing, a shortcut) fetches the combobox, which replaces the box
 * in the same task it arrives in and takes over its text, caret and focus. Nothing is read from
 * storage before then. The page-wide shortcuts answer from the start: the shortcut (or ↓ in the
 * box) that asked for the combobox is carried out when it arrives.
 */
export function GlobalSearch(props: GlobalSearchProps) {
  const host = useHost();
  const input = useRef<HTMLInputElement>(null);
  const action = useRef<Handoff['action']>(null);
  const alive = useRef(true);
  const [ready, setReady] = useState<{ Combobox: Combobox; handoff: Handoff } | null>(null);
  const taken = useRef(false);
  const { noShortcut = false } = props;

  const want = useCallback(() => {
    loadCombobox().then(
      (Combobox) => {
        if (!alive.current || taken.current) return;
        taken.current = true;
        const handoff = readHandoff(input.current, action.current);
        // In this task: a keystroke after it would land in the box being replaced.
        flushSync(() => setReady({ Combobox, handoff }));
      },
      (error: unknown) => report(error, { source: 'hr-global-search', phase: 'runtime' }),
    );
  }, []);

  useEffect(() => {
    alive.current = true;
    const release = enrolForShortcuts(host);
    return () => {
      alive.current = false;
      release();
    };
  }, [host]);

  useEffect(() => {
    if (ready) return undefined;
    const keys = (event: KeyboardEvent) => {
      const found = pageShortcut(event, host, () => !noShortcut && readSingleKeys());
      if (!found) return;
      event.preventDefault();
      if (found === 'help') action.current = 'help';
      else {
        if (found === 'open') action.current = 'open';
        input.current?.focus();
        input.current?.select();
      }
      want();
    };
    document.addEventListener('keydown', keys);
    return () => document.removeEventListener('keydown', keys);
  }, [ready, host, noShortcut, want]);

  if (ready) return <ready.Combobox {...props} handoff={ready.handoff} />;
  return (
    <SearchBox
      onPointerEnter={want}
      input={{
        ref: input,
        label: t(m.searchLabel),
        placeholder: props.placeholder ?? t(m.searchPlaceholder),
        part: 'box',
        // The stored switch for single keys is read when the combobox arrives.
        adornment: !noShortcut && (
          <kbd className="key" aria-hidden="true">
            s
          </kbd>
        ),
        extra: {
          'aria-keyshortcuts': noShortcut ? 'Control+K Meta+K' : 's Control+K Meta+K',
          enterKeyHint: 'search',
          onFocus: want,
          onInput: want,
        },
        // ↓ before the combobox arrived: it opens when it does (recent items in an empty box).
        onKeyDown: (event) => {
          if (event.key !== 'ArrowDown' || event.altKey || event.ctrlKey || event.metaKey) return;
          event.preventDefault();
          action.current = 'open';
          want();
        },
      }}
    />
  );
}
