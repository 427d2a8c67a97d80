import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useConfig, useEmit, useHost, useHttp } from '../../element/define-element';
import { GLOBAL_SEARCH_PATH } from '../../lib/endpoints';
import { HttpFailure } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { readUserStored, removeUserStored, writeUserStored } from '../../lib/storage';
import { safeUrl } from '../../lib/urls';
import { groupedOptions, type ComboboxGroup } from '../../ui/combobox/combobox-view';
import { nextOption } from '../../ui/combobox/next-option';
import { useComboboxSearch } from '../../ui/combobox/use-combobox-search';
import {
  addRecentOpened,
  addRecentSearch,
  buildSections,
  capQuery,
  EMPTY_RECENT,
  expandInto,
  EXPANDED_LIMIT,
  isRecentState,
  readAnswer,
  recentKey,
  searchable,
  type LinkContext,
  type RecentOpened,
  type RecentState,
  type ResultOption,
  type ResultSection,
  type SectionName,
} from './global-search.logic';
import { restoreHandoff, type Handoff } from './handoff';
import { pageShortcut, readSingleKeys, writeSingleKeys } from './page-shortcuts';

/** Results per section the server sends without `section` (docs/api/search.yaml). */
const PAGE_SIZE = 5;
/** Set on each answer, so a benchmark can time answer -> painted popup. */
export const ANSWER_MARK = 'hr-global-search:answer';

export interface GlobalSearchOptions {
  debounce: number | undefined;
  expandSection: boolean;
  noShortcut: boolean;
  /** The box at rest this combobox replaces. */
  handoff: Handoff;
}

/** One row of the popup; `key` is unique and makes the option's id. */
export type Choice =
  | { type: 'result'; key: string; option: ResultOption }
  | { type: 'more'; key: string; section: SectionName }
  | { type: 'query'; key: string; query: string }
  | { type: 'opened'; key: string; item: RecentOpened }
  | { type: 'clear'; key: string };

/** A section of the popup; "show more" and "clear recent" are footers. */
export type ChoiceGroup = ComboboxGroup<Choice>;

type Status = 'idle' | 'loading' | 'done' | 'error';

export const SECTION_TITLES: Record<SectionName, string> = {
  employee: m.searchSectionEmployee,
  'job-candidate': m.searchSectionCandidate,
  report: m.searchSectionReport,
  'job-opening': m.searchSectionOpening,
  file: m.searchSectionFile,
};

export function useGlobalSearch({ debounce, expandSection, noShortcut, handoff }: GlobalSearchOptions) {
  const host = useHost();
  const emit = useEmit();
  const config = useConfig();
  const http = useHttp();
  const baseId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(handoff.value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** Set by ↑/↓: the next active option is scrolled into view. */
  const arrowed = useRef(false);
  const storeKey = recentKey(config.user?.id);
  const [recent, setRecent] = useState<RecentState>(() => readUserStored(storeKey, EMPTY_RECENT, isRecentState));
  const [help, setHelp] = useState(false);
  const [single, setSingle] = useState(readSingleKeys);

  const links = useMemo<LinkContext>(
    () => ({
      urlPrefix: config.urlPrefix,
      check: (raw) => safeUrl(raw, { allowedHosts: config.allowedHosts })?.href ?? null,
      snapshot: config.features.CORE_SNAPSHOT === true,
    }),
    [config],
  );

  const load = useCallback(
    async (q: string, signal: AbortSignal, section?: SectionName): Promise<ResultSection[]> => {
      const form: Record<string, string | number> = { q: capQuery(q) };
      if (section) Object.assign(form, { section, limit: EXPANDED_LIMIT });
      const body = await http.post(GLOBAL_SEARCH_PATH, { searchParams: { format: 'json' }, form, signal });
      const answer = readAnswer(body);
      if (!answer) throw new HttpFailure('parse', 200);
      performance.mark?.(ANSWER_MARK);
      return buildSections(answer, q, links, section ? EXPANDED_LIMIT : PAGE_SIZE);
    },
    [http, links],
  );

  // A loader shows from the keystroke on; "Show more" expands one section in place.
  const search = useComboboxSearch<ResultSection[], SectionName>({
    debounce,
    load,
    isEmpty: (sections) => sections.length === 0,
    expand: (shown, more, section) => expandInto(shown, more[0], section),
    loadingWhileWaiting: true,
    errorMessage: t(m.searchFailed),
    onAnswer: (sections, _query, section) => {
      if (!section) setActive(sections.length ? 0 : -1);
    },
  });
  const { cancel, schedule, run: ask, phase, answer, query: answered } = search;
  const status: Status = phase === 'results' || phase === 'empty' ? 'done' : phase;
  const result = useMemo(() => answer && { query: answered, sections: answer }, [answer, answered]);

  const close = useCallback(() => {
    cancel();
    setOpen(false);
    setActive(-1);
  }, [cancel]);

  const run = useCallback(
    (q: string, section?: SectionName) => {
      if (!searchable(q)) return close();
      setOpen(true);
      void ask(q, section);
    },
    [close, ask],
  );

  const type = useCallback(
    (value: string) => {
      setQuery(value);
      if (!searchable(value)) {
        schedule('');
        return close();
      }
      setOpen(true);
      schedule(value);
    },
    [close, schedule],
  );

  const groups = useMemo<ChoiceGroup[]>(() => {
    if (!searchable(query)) {
      const out: ChoiceGroup[] = [];
      if (recent.searches.length)
        out.push({
          key: 'recent',
          label: t(m.searchRecent),
          options: recent.searches.map((q, i) => ({ type: 'query', key: `q${i}`, query: q })),
        });
      if (recent.opened.length)
        out.push({
          key: 'opened',
          label: t(m.searchRecentOpened),
          options: recent.opened.map((item, i) => ({ type: 'opened', key: `o${i}`, item })),
        });
      const last = out[out.length - 1];
      if (last) last.footer = { type: 'clear', key: 'clear' };
      return out;
    }
    if (!result) return [];
    return result.sections.map((s) => ({
      key: s.name,
      label: t(SECTION_TITLES[s.name]),
      options: s.options.map((option): Choice => ({ type: 'result', key: option.key, option })),
      ...(expandSection && s.more ? { footer: { type: 'more' as const, key: `more-${s.name}`, section: s.name } } : {}),
    }));
  }, [query, recent, result, expandSection]);
  const flat = useMemo(() => groupedOptions(groups), [groups]);
  const optionId = (choice: Choice) => `${baseId}-${choice.key}`;
  const activeChoice = open ? flat[active] : undefined;

  const remember = useCallback(
    (update: (state: RecentState) => RecentState) =>
      setRecent((state) => {
        const next = update(state);
        writeUserStored(storeKey, next);
        return next;
      }),
    [storeKey],
  );

  /** Goes to a result: the profile/link, or the employee snapshot. */
  const go = useCallback(
    (item: RecentOpened) => {
      close();
      if (item.snapshot !== undefined) {
        emit('snapshot-open', { employeeId: item.snapshot });
        return;
      }
      // Stored items come back through the URL gate: local storage is editable by the page.
      const href = item.href && links.check(item.href);
      if (!href) return;
      if (emit('select', { section: item.section, text: item.text, href }, { cancelable: true })) location.assign(href);
    },
    [close, emit, links],
  );

  const choose = useCallback(
    (choice: Choice | undefined) => {
      if (!choice) return;
      if (choice.type === 'more') run(result?.query ?? query, choice.section);
      else if (choice.type === 'query') {
        setQuery(choice.query);
        run(choice.query);
      } else if (choice.type === 'clear') {
        removeUserStored(storeKey);
        setRecent(EMPTY_RECENT);
        close();
      } else {
        const item =
          choice.type === 'opened'
            ? choice.item
            : {
                text: choice.option.text,
                section: choice.option.section,
                href: choice.option.href,
                ...(choice.option.snapshot !== undefined ? { snapshot: choice.option.snapshot } : {}),
              };
        if (item.href === null && item.snapshot === undefined) return;
        remember((state) => addRecentOpened(choice.type === 'result' ? addRecentSearch(state, query) : state, item));
        go(item);
      }
    },
    [run, result, query, storeKey, close, remember, go],
  );

  /** ArrowDown on a closed box, or Ctrl/⌘+K: the current results, or the recent items. */
  const reopen = useCallback(() => {
    if (searchable(query)) {
      if (result?.query === query) setOpen(true);
      else run(query);
    } else {
      // Read again: another tab (or element) may have added or cleared items meanwhile.
      const stored = readUserStored(storeKey, EMPTY_RECENT, isRecentState);
      setRecent(stored);
      if (stored.searches.length || stored.opened.length) {
        setOpen(true);
        setActive(-1);
      }
    }
  }, [query, result, run, storeKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      if (!open) reopen();
      else {
        arrowed.current = true;
        setActive((i) => nextOption(i, flat.length, key) ?? i);
      }
    } else if (key === 'Enter') {
      event.preventDefault();
      if (activeChoice) choose(activeChoice);
      else if (searchable(query)) run(query);
    } else if (key === 'Escape') {
      // Escape belongs to the box while it has something to close: a dialog around stays open.
      if (open) close();
      else if (query) type('');
      else return;
      event.preventDefault();
      event.stopPropagation();
    } else if (key === 'Tab' && (status !== 'error' || event.shiftKey)) {
      // Otherwise Tab goes on from a failed search to the popup's Retry button.
      close();
    }
  };

  const clear = () => {
    type('');
    input.current?.focus();
  };

  // The option the arrows moved to stays visible in a long list. Only the arrows scroll: a fresh
  // answer starts at the top with its first option active, and scrolling there would force a
  // second layout of the whole popup in the frame that shows it.
  const activeId = activeChoice ? optionId(activeChoice) : null;
  useLayoutEffect(() => {
    if (!arrowed.current) return;
    arrowed.current = false;
    if (activeId) host.shadowRoot?.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId, host]);

  // Page-wide: click-away closes; shortcuts (s, ?, Ctrl/⌘+K). Released on unmount.
  useEffect(() => {
    const away = (event: Event) => {
      if (!event.composedPath().includes(host)) close();
    };
    const keys = (event: globalThis.KeyboardEvent) => {
      const action = pageShortcut(event, host, () => single && !noShortcut);
      if (!action) return;
      event.preventDefault();
      if (action === 'help') setHelp(true);
      else {
        input.current?.focus();
        input.current?.select();
        if (action === 'open') reopen();
      }
    };
    document.addEventListener('pointerdown', away, true);
    document.addEventListener('keydown', keys);
    return () => {
      document.removeEventListener('pointerdown', away, true);
      document.removeEventListener('keydown', keys);
    };
  }, [host, close, reopen, single, noShortcut]);

  // Taking over from the box at rest: its focus and caret, a search for what was typed there,
  // and the shortcut that asked for the combobox.
  const handedOver = useRef(false);
  useLayoutEffect(() => {
    if (handedOver.current) return;
    handedOver.current = true;
    restoreHandoff(input.current, handoff);
    if (handoff.action === 'open') reopen();
    else if (searchable(handoff.value)) type(handoff.value);
    if (handoff.action === 'help') setHelp(true);
  }, [handoff, type, reopen]);

  const toggleSingle = (on: boolean) => {
    setSingle(on);
    writeSingleKeys(on);
  };

  const count = result?.sections.reduce((n, s) => n + s.options.length, 0) ?? 0;
  const shownQuery = result?.query ?? query;
  const announcement = !open
    ? ''
    : status === 'error'
      ? t(m.searchFailed)
      : status === 'done' && searchable(query)
        ? count === 0
          ? t(m.searchEmpty, { query: shownQuery.trim() })
          : count === 1
            ? t(m.searchCountOne)
            : t(m.searchCount, { count })
        : '';

  return {
    input,
    baseId,
    query,
    open,
    status,
    groups,
    flat,
    active,
    setActive,
    activeChoice,
    optionId,
    announcement,
    empty:
      open && status === 'done' && searchable(query) && count === 0
        ? t(m.searchEmpty, { query: shownQuery.trim() })
        : '',
    type,
    clear,
    choose,
    onKeyDown,
    help,
    closeHelp: () => setHelp(false),
    single: single && !noShortcut,
    canToggleSingle: !noShortcut,
    toggleSingle,
  };
}
