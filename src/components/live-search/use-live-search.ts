import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useConfig, useEmit, useHost, useHttp } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { sanitizeFragment } from '../../lib/sanitize';
import { nextOption } from '../../ui/combobox/next-option';
import { useComboboxSearch } from '../../ui/combobox/use-combobox-search';
import { GLOBAL_SEARCH_PATH } from '../../lib/endpoints';
import { normalizeQuery, requestFields } from './live-search.logic';

export interface LiveSearchOptions {
  src: string | undefined;
  section: string | undefined;
  params: unknown;
  query: string | undefined;
  inputId: string | undefined;
  debounce: number | undefined;
}

/** Live search (HTML variant): idle, loading, then results or hidden; error is ours. */
export type LivePhase = 'idle' | 'loading' | 'results' | 'error';

const SELECTED = 'hr-live-selected';
const COMBOBOX_ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls'] as const;
let hostIds = 0;

/** The selectable results: the innermost list items, or the links when the fragment has no list. */
function itemsOf(container: HTMLElement): HTMLElement[] {
  const leaves = [...container.querySelectorAll<HTMLElement>('li')].filter((li) => !li.querySelector('li'));
  return leaves.length > 0 ? leaves : [...container.querySelectorAll<HTMLElement>('a[href]')];
}

function linkOf(item: HTMLElement | undefined): HTMLAnchorElement | null {
  if (!item) return null;
  return item instanceof HTMLAnchorElement && item.hasAttribute('href')
    ? item
    : item.querySelector<HTMLAnchorElement>('a[href]');
}

/** The page's input named by `for`, looked up in the tree the element sits in. */
function boundInput(host: HTMLElement, id: string | undefined): HTMLInputElement | null {
  if (!id) return null;
  const root = host.getRootNode() as Document | ShadowRoot;
  const found = root.getElementById?.(id) ?? null;
  return found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement ? (found as HTMLInputElement) : null;
}

export function useLiveSearch(options: LiveSearchOptions, results: RefObject<HTMLDivElement | null>) {
  const { src, section, params, query, inputId, debounce } = options;
  const host = useHost();
  const emit = useEmit();
  const config = useConfig();
  const http = useHttp();
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [text, setText] = useState(query ?? '');
  const [count, setCount] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState('');
  const items = useRef<HTMLElement[]>([]);
  const selected = useRef(-1);

  // The `query` property/attribute drives the search too (a page without a bound input).
  useEffect(() => {
    if (query !== undefined) setText(query);
  }, [query]);

  // Bind to the page's input: it may be printed after the element, so look again once parsed.
  useEffect(() => {
    const find = () => setInput(boundInput(host, inputId));
    find();
    if (inputId && document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', find, { once: true });
      return () => document.removeEventListener('DOMContentLoaded', find);
    }
    return undefined;
  }, [host, inputId]);

  const select = useCallback((index: number, announce: boolean) => {
    items.current.forEach((item, i) => {
      item.classList.toggle(SELECTED, i === index);
      if (i === index) item.setAttribute('aria-current', 'true');
      else item.removeAttribute('aria-current');
    });
    selected.current = index;
    const item = items.current[index];
    if (!item) return;
    item.scrollIntoView?.({ block: 'nearest' });
    if (announce)
      setAnnouncement(
        t(m.liveSearchPosition, {
          text: (item.textContent ?? '').replace(/\s+/g, ' ').trim(),
          position: index + 1,
          count: items.current.length,
        }),
      );
  }, []);

  const clearResults = useCallback(() => {
    results.current?.replaceChildren();
    items.current = [];
    selected.current = -1;
    setCount(0);
  }, [results]);

  const q = normalizeQuery(text);
  const paramsKey = JSON.stringify(params ?? null);

  const load = useCallback(
    async (query: string, signal: AbortSignal) => {
      const form = requestFields(query, section, params);
      const html = await http.text('post', src || GLOBAL_SEARCH_PATH, { form, signal });
      // Sanitizing is async too: the search's sequence check covers it.
      return html.trim() === '' ? null : await sanitizeFragment(html, { allowedHosts: config.allowedHosts });
    },
    // params is compared by its JSON (paramsKey): a new but equal object must not search again.
    [section, paramsKey, src, config, http], // eslint-disable-line react-hooks/exhaustive-deps -- params is read through paramsKey
  );

  const search = useComboboxSearch<DocumentFragment | null>({
    debounce,
    load,
    isEmpty: (fragment) => !fragment || (fragment.textContent ?? '').trim() === '',
    onAnswer: (fragment, query) => {
      const container = results.current;
      if (!container) return;
      if (!fragment || (fragment.textContent ?? '').trim() === '') {
        clearResults();
        setAnnouncement(t(m.searchEmpty, { query }));
        emit('empty', { query });
        return;
      }
      container.replaceChildren(fragment);
      items.current = itemsOf(container);
      select(items.current.length > 0 ? 0 : -1, false);
      const found = items.current.length;
      setCount(found);
      setAnnouncement(found === 1 ? t(m.liveSearchResultsOne) : t(m.liveSearchResultsMany, { count: found }));
      emit('results', { query, count: found });
    },
    onError: () => {
      clearResults();
      setError(t(m.errorsGenericRetry));
      setAnnouncement('');
    },
  });
  const { schedule } = search;
  // An empty answer hides the popup: for this element it is idle again.
  const phase: LivePhase = search.phase === 'empty' ? 'idle' : search.phase;

  useEffect(() => {
    setError('');
    if (q === '') {
      clearResults();
      setAnnouncement('');
    }
    schedule(q);
  }, [q, load, schedule, clearResults]);

  // Typing again shows the popup again after Escape or a click elsewhere.
  useEffect(() => setDismissed(false), [q]);

  const open = !dismissed && phase !== 'idle';

  const onKey = useCallback(
    (event: KeyboardEvent) => {
      if (!open) {
        // Down after Escape brings the same results back.
        if (event.key === 'ArrowDown' && dismissed && phase === 'results') {
          event.preventDefault();
          setDismissed(false);
        }
        return;
      }
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (items.current.length === 0) return;
        event.preventDefault();
        select(nextOption(selected.current, items.current.length, event.key) ?? -1, true);
      } else if (event.key === 'Enter') {
        const link = linkOf(items.current[selected.current]);
        if (!link || phase !== 'results') return;
        // Enter opens the preselected result, not the page's form.
        event.preventDefault();
        link.click();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        setDismissed(true);
      }
    },
    [open, dismissed, phase, select],
  );

  // The bound input: its text drives the search; it becomes a combobox while bound.
  useEffect(() => {
    if (!input) return undefined;
    const saved = COMBOBOX_ATTRIBUTES.map((name) => [name, input.getAttribute(name)] as const);
    // aria-controls cannot point into the shadow root: it names the element itself, which holds the popup.
    const ownId = !host.id;
    if (ownId) host.id = `hr-live-search-${++hostIds}`;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', host.id);
    const onInput = () => setText(input.value);
    if (input.value) setText(input.value);
    input.addEventListener('input', onInput);
    return () => {
      input.removeEventListener('input', onInput);
      for (const [name, value] of saved) {
        if (value === null) input.removeAttribute(name);
        else input.setAttribute(name, value);
      }
      if (ownId) host.removeAttribute('id');
    };
  }, [input, host]);

  useEffect(() => {
    if (!input) return undefined;
    input.setAttribute('aria-expanded', String(open));
    input.addEventListener('keydown', onKey);
    return () => input.removeEventListener('keydown', onKey);
  }, [input, open, onKey]);

  // Clicking anywhere but the input or the results closes the popup.
  useEffect(() => {
    if (!open) return undefined;
    const away = (event: Event) => {
      const path = event.composedPath();
      if (!path.includes(host) && !(input && path.includes(input))) setDismissed(true);
    };
    document.addEventListener('pointerdown', away, true);
    return () => document.removeEventListener('pointerdown', away, true);
  }, [open, host, input]);

  /** Pointer over a result moves the preselection there, so Enter and the mouse agree. */
  const onPointerMove = useCallback(
    (target: EventTarget | null) => {
      const index = items.current.findIndex((item) => target instanceof Node && item.contains(target));
      if (index >= 0 && index !== selected.current) select(index, false);
    },
    [select],
  );

  return {
    phase,
    open,
    count,
    error,
    // The loader is announced while a request is out; the answer's own message replaces it.
    announcement: phase === 'loading' ? t(m.liveSearchLoading) : announcement,
    onPointerMove,
    loading: phase === 'loading',
  };
}
