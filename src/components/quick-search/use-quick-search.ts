import { useCallback, useEffect, useRef, useState } from 'react';
import { useConfig, useEmit, useHost } from '../../lib/define-element';
import { HttpFailure, http, isAbort } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { safeUrl } from '../../lib/urls';
import {
  fieldChanged,
  nextOption,
  parseQuickResults,
  profilePath,
  QUICK_SEARCH_DEBOUNCE,
  QUICK_SEARCH_SRC,
  type FieldSnapshot,
  type QuickPerson,
} from './quick-search.logic';

export type QuickPhase = 'idle' | 'loading' | 'results' | 'empty' | 'error';

export interface QuickOption extends QuickPerson {
  /** Profile URL when the user may open it (prefixed, checked); null opens the snapshot instead. */
  href: string | null;
}

function snapshot(element: Element): FieldSnapshot {
  if (element instanceof HTMLInputElement) {
    if (['checkbox', 'radio'].includes(element.type)) return { kind: 'checkable', checked: element.checked, defaultChecked: element.defaultChecked };
    if (['button', 'submit', 'reset', 'image', 'file', 'hidden'].includes(element.type)) return { kind: 'ignored' };
    return { kind: 'text', value: element.value, defaultValue: element.defaultValue };
  }
  if (element instanceof HTMLTextAreaElement) return { kind: 'text', value: element.value, defaultValue: element.defaultValue };
  if (element instanceof HTMLSelectElement)
    return { kind: 'select', options: [...element.options].map((o) => ({ selected: o.selected, defaultSelected: o.defaultSelected })) };
  return { kind: 'ignored' };
}

/** The surrounding form has unsaved changes: a field differs from what the page printed. */
function formIsDirty(host: HTMLElement): boolean {
  const form = host.closest('form');
  return form ? [...form.elements].some((element) => fieldChanged(snapshot(element))) : false;
}

export function useQuickSearch({ src, debounce }: { src: string | undefined; debounce: number | undefined }) {
  const host = useHost();
  const emit = useEmit();
  const config = useConfig();
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<QuickPhase>('idle');
  const [options, setOptions] = useState<QuickOption[]>([]);
  const [active, setActive] = useState(-1);
  const [expanded, setExpanded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const pendingLink = useRef<HTMLAnchorElement | null>(null);
  const confirmed = useRef(false);
  const sequence = useRef(0);
  const request = useRef<AbortController | null>(null);
  const query = text.trim();
  const wait = debounce !== undefined && debounce >= 0 ? Math.min(debounce, 5000) : QUICK_SEARCH_DEBOUNCE;

  useEffect(() => {
    request.current?.abort();
    const seq = ++sequence.current;
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
        const body = await http.get(src || QUICK_SEARCH_SRC, { searchParams: { query }, signal: controller.signal, config });
        if (seq !== sequence.current) return;
        const people = parseQuickResults(body).map((person) => ({
          ...person,
          href: person.canSeeProfile ? (safeUrl(`${config.urlPrefix}${profilePath(person.id)}`, { allowedHosts: config.allowedHosts })?.href ?? null) : null,
        }));
        setOptions(people);
        setActive(-1);
        setPhase(people.length > 0 ? 'results' : 'empty');
      } catch (failure) {
        if (isAbort(failure) || seq !== sequence.current) return;
        const message = t(m.errorsGenericRetry);
        setOptions([]);
        setPhase('error');
        emit('error', { status: failure instanceof HttpFailure ? failure.status : 0, message });
      }
    }, wait);
    return () => clearTimeout(timer);
  }, [query, src, wait, config, emit]);

  useEffect(() => () => request.current?.abort(), []);

  const change = useCallback((value: string) => {
    setText(value);
    setExpanded(true);
  }, []);

  const close = useCallback(() => {
    setExpanded(false);
    setActive(-1);
  }, []);

  /**
   * Choosing a person: `hr-select` (cancelable) first; then a profile link navigates (after the
   * discard question when the surrounding form has unsaved changes), a person whose profile the
   * user may not see opens the employee snapshot instead (SPEC §4 "Snapshot").
   * Returns true when the caller must let the link's click run its default action.
   */
  const choose = useCallback(
    (option: QuickOption, link: HTMLAnchorElement | null): boolean => {
      if (confirmed.current) {
        confirmed.current = false;
        return true;
      }
      if (!emit('select', { id: option.id, name: option.name, canSeeProfile: option.canSeeProfile }, { cancelable: true })) return false;
      if (!option.href || !link) {
        emit('snapshot-open', { employeeId: option.id });
        close();
        return false;
      }
      if (formIsDirty(host)) {
        pendingLink.current = link;
        setConfirming(true);
        return false;
      }
      return true;
    },
    [emit, host, close],
  );

  /** The discard question's answer: Yes follows the link, No keeps the form and the search. */
  const answer = useCallback((discard: boolean) => {
    setConfirming(false);
    const link = pendingLink.current;
    pendingLink.current = null;
    if (!discard || !link) return;
    confirmed.current = true;
    link.click();
  }, []);

  const move = useCallback(
    (key: string): boolean => {
      const next = nextOption(active, options.length, key);
      if (next === null) return false;
      setExpanded(true);
      setActive(next);
      return true;
    },
    [active, options.length],
  );

  return { text, change, phase, options, active, setActive, expanded: expanded && phase !== 'idle', close, choose, answer, confirming, move, query };
}
