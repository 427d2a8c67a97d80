import { useCallback, useRef, useState } from 'react';
import { useConfig, useEmit, useHost, useHttp } from '../../element/define-element';
import { QUICK_SEARCH_PATH } from '../../lib/endpoints';
import { safeUrl } from '../../lib/urls';
import { useComboboxField } from '../../ui/combobox/use-combobox-field';
import {
  fieldChanged,
  parseQuickResults,
  profilePath,
  type FieldSnapshot,
  type QuickPerson,
} from './quick-search.logic';

export interface QuickOption extends QuickPerson {
  /** Profile URL when the user may open it (prefixed, checked); null: the snapshot, or nothing. */
  href: string | null;
  /** No profile link, and CORE_SNAPSHOT is on: choosing the person opens the employee snapshot. */
  snapshot: boolean;
}

function snapshot(element: Element): FieldSnapshot {
  if (element instanceof HTMLInputElement) {
    if (['checkbox', 'radio'].includes(element.type))
      return { kind: 'checkable', checked: element.checked, defaultChecked: element.defaultChecked };
    if (['button', 'submit', 'reset', 'image', 'file', 'hidden'].includes(element.type)) return { kind: 'ignored' };
    return { kind: 'text', value: element.value, defaultValue: element.defaultValue };
  }
  if (element instanceof HTMLTextAreaElement)
    return { kind: 'text', value: element.value, defaultValue: element.defaultValue };
  if (element instanceof HTMLSelectElement)
    return {
      kind: 'select',
      options: [...element.options].map((o) => ({ selected: o.selected, defaultSelected: o.defaultSelected })),
    };
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
  const http = useHttp();
  const [confirming, setConfirming] = useState(false);
  const pendingLink = useRef<HTMLAnchorElement | null>(null);
  const confirmed = useRef(false);
  const load = useCallback(
    async (query: string, signal: AbortSignal): Promise<QuickOption[]> => {
      const body = await http.get(src || QUICK_SEARCH_PATH, { searchParams: { query }, signal });
      const snapshots = config.features.CORE_SNAPSHOT === true;
      return parseQuickResults(body).map((person) => {
        const href = person.canSeeProfile
          ? (safeUrl(`${config.urlPrefix}${profilePath(person.id)}`, { allowedHosts: config.allowedHosts })?.href ??
            null)
          : null;
        return { ...person, href, snapshot: href === null && !person.canSeeProfile && snapshots };
      });
    },
    [src, config, http],
  );
  const search = useComboboxField({ debounce, load });
  const { close } = search;

  /**
   * Choosing a person: `hr-select` (cancelable) first; then a profile link navigates (after the
   * discard question when the surrounding form has unsaved changes), a person whose profile the
   * user may not see opens the employee snapshot instead when CORE_SNAPSHOT is on (as in global
   * search); without it, that person cannot be chosen and nothing fires.
   * Returns true when the caller must let the link's click run its default action.
   */
  const choose = useCallback(
    (option: QuickOption, link: HTMLAnchorElement | null): boolean => {
      if (confirmed.current) {
        confirmed.current = false;
        return true;
      }
      if (!option.href && !option.snapshot) return false;
      if (
        !emit('select', { id: option.id, name: option.name, canSeeProfile: option.canSeeProfile }, { cancelable: true })
      )
        return false;
      if (!option.href || !link) {
        if (option.snapshot) emit('snapshot-open', { employeeId: option.id });
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

  return { ...search, choose, answer, confirming };
}
