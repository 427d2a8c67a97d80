import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { dispatchNativeChange } from '../../element/form-control';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { useChangeEvent, useControlController, useFormControl, useFormReset } from '../../element/use-form-control';
import {
  filterItems,
  joinValues,
  keyAction,
  moveActive,
  normalizeQuery,
  parseValueList,
  placeholderText,
  searchThreshold,
  showsSearch,
  typeAhead,
  TYPE_AHEAD_RESET_MS,
  type Move,
  type SelectItem,
} from './select-field.logic';

/** Lets the element's `values` setter tell a mounted UI that the selection changed from code. */
export const REFRESH_UI = Symbol.for('hr-shell.select-field-refresh');
export type Refreshable = HTMLElement & { [REFRESH_UI]?: () => void };

export interface UseSelectFieldOptions {
  datePicker?: boolean;
  searchThreshold?: number;
}

interface Snapshot {
  multiple: boolean;
  /** Every option of the select, placeholder included. */
  all: SelectItem[];
  /** The options the list shows (without an empty placeholder option of a required or multiple select). */
  listed: SelectItem[];
  /** Index of the empty-valued first option serving as placeholder, or -1. */
  placeholderIndex: number;
  placeholder: string;
}

/** The select's options as plain data (hidden options left out, as the native popup does). */
function readItems(select: HTMLSelectElement): SelectItem[] {
  const items: SelectItem[] = [];
  const groups = new Map<HTMLOptGroupElement, number>();
  [...select.options].forEach((option, index) => {
    if (option.hidden) return;
    const group = option.parentElement instanceof HTMLOptGroupElement ? option.parentElement : null;
    if (group && !groups.has(group)) groups.set(group, groups.size);
    items.push({
      index,
      value: option.value,
      label: option.label || option.text,
      disabled: option.disabled || Boolean(group?.disabled),
      selected: option.selected,
      ...(group ? { group: group.label, groupIndex: groups.get(group) } : {}),
    });
  });
  return items;
}

function snapshotOf(host: HTMLElement, select: HTMLSelectElement): Snapshot {
  const multiple = select.multiple;
  const all = readItems(select);
  const first = all[0];
  const isPlaceholder =
    first !== undefined && first.index === 0 && first.value === '' && first.groupIndex === undefined;
  const placeholderIndex = isPlaceholder ? 0 : -1;
  // A required or multiple select's empty option cannot be a valid choice: it only names the
  // field. An optional single select keeps it listed so the user can go back to "none".
  const hideEmpty = isPlaceholder && (select.required || multiple || first.label.trim() === '');
  return {
    multiple,
    all,
    listed: hideEmpty ? all.slice(1) : all,
    placeholderIndex,
    placeholder: placeholderText({
      multiple,
      attribute: host.getAttribute('placeholder'),
      dataPlaceholder: select.getAttribute('data-placeholder'),
      emptyOption: isPlaceholder ? first.label : null,
      single: t(m.selectPlaceholder),
      several: t(m.selectPlaceholderMultiple),
    }),
  };
}

/** The chosen values in option order (read from `options`: happy-dom caches `selectedOptions` stale). */
export function chosenValues(select: HTMLSelectElement): string[] {
  return [...select.options].filter((option) => option.selected).map((option) => option.value);
}

/** The posted value as `element.value` reads it: a multiple select's values joined by commas. */
function readValue(select: HTMLSelectElement): string {
  return select.multiple ? joinValues(chosenValues(select)) : select.value;
}

/** Ids of the select's `<label>`s (given one if they have none), for aria-labelledby. */
function labelIds(select: HTMLSelectElement, base: string): string[] {
  return [...(select.labels ?? [])].map((label, index) => {
    if (!label.id) label.id = `${base}-label${index}`;
    return label.id;
  });
}

/** Keeps the active option visible inside the scrolling listbox (without scrolling the page). */
function scrollIntoList(list: HTMLElement | null, option: HTMLElement | null): void {
  if (!list || !option) return;
  const top = option.offsetTop;
  const bottom = top + option.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}

export function useSelectField({ datePicker = false, searchThreshold: thresholdOverride }: UseSelectFieldOptions) {
  const { host, control: select, attributes } = useFormControl<HTMLSelectElement>();
  const baseId = useId().replace(/:/g, '');
  const [snapshot, setSnapshot] = useState(() => snapshotOf(host, select));
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  /** The active option, as its index in `select.options` (-1: none). */
  const [active, setActive] = useState(-1);
  const [labels, setLabels] = useState<string[]>([]);
  /** The browser found the select invalid (submit or reportValidity) and it has not been fixed yet. */
  const [invalid, setInvalid] = useState(false);
  const isOpen = useRef(false);
  const combobox = useRef<HTMLInputElement & HTMLDivElement>(null);
  const root = useRef<HTMLSpanElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const typed = useRef('');
  const typedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const changed = useChangeEvent<{ values: string[] }>();

  const refresh = useCallback(() => {
    setSnapshot(snapshotOf(host, select));
    setInvalid((was) => was && !select.validity.valid);
    setLabels(labelIds(select, baseId));
  }, [host, select, baseId]);

  const threshold = searchThreshold({ datePicker, override: thresholdOverride });
  const searchable = showsSearch(snapshot.listed.length, threshold);
  const visible = useMemo(
    () => (searchable && normalizeQuery(query) !== '' ? filterItems(snapshot.listed, query) : snapshot.listed),
    [searchable, query, snapshot],
  );
  const disabled = attributes.disabled;
  const multiple = snapshot.multiple;
  const chosen = snapshot.all.filter((item) => item.selected && item.index !== snapshot.placeholderIndex);
  const activePosition = visible.findIndex((item) => item.index === active);

  // The native select stays the form's control: focusable for the validation bubble, out of the
  // tab order and the accessibility tree (the combobox speaks for it), focus handed on to the UI.
  useLayoutEffect(() => {
    const saved = { tabindex: select.getAttribute('tabindex'), hidden: select.getAttribute('aria-hidden') };
    select.setAttribute('tabindex', '-1');
    select.setAttribute('aria-hidden', 'true');
    const forward = () => combobox.current?.focus();
    select.addEventListener('focus', forward);
    setLabels(labelIds(select, baseId));
    return () => {
      select.removeEventListener('focus', forward);
      for (const [name, value] of [
        ['tabindex', saved.tabindex],
        ['aria-hidden', saved.hidden],
      ] as const) {
        if (value === null) select.removeAttribute(name);
        else select.setAttribute(name, value);
      }
    };
  }, [select, baseId]);

  // Page scripts add, remove, rename or disable options, or change the selection and say so with
  // a change event (the legacy enhancer's "updated" contract): mirror them.
  useEffect(() => {
    const observer = new MutationObserver(refresh);
    observer.observe(select, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['disabled', 'label', 'selected', 'value', 'hidden', 'multiple', 'required', 'data-placeholder'],
    });
    select.addEventListener('change', refresh);
    const onInvalid = () => setInvalid(true);
    select.addEventListener('invalid', onInvalid);
    (host as Refreshable)[REFRESH_UI] = refresh;
    return () => {
      observer.disconnect();
      select.removeEventListener('change', refresh);
      select.removeEventListener('invalid', onInvalid);
      if ((host as Refreshable)[REFRESH_UI] === refresh) delete (host as Refreshable)[REFRESH_UI];
    };
  }, [host, select, refresh]);

  useFormReset(select, refresh);

  useControlController({
    read: () => readValue(select),
    write: (value) => {
      const wanted = parseValueList(value, select.multiple);
      if (select.multiple) for (const option of select.options) option.selected = wanted.includes(option.value);
      else select.value = value;
      refresh();
    },
  });

  useEffect(() => () => clearTimeout(typedTimer.current), []);

  const hide = useCallback((restoreFocus: boolean) => {
    isOpen.current = false;
    setOpen(false);
    setQuery('');
    typed.current = '';
    if (restoreFocus) combobox.current?.focus();
  }, []);

  const show = (to: 'selected' | 'first' | 'last') => {
    if (disabled) return;
    const fresh = snapshotOf(host, select);
    setSnapshot(fresh);
    const items = fresh.listed;
    const selected = items.findIndex((item) => item.selected && !item.disabled);
    const position =
      to === 'selected' && selected !== -1 ? selected : moveActive(items, -1, to === 'last' ? 'last' : 'first');
    setActive(items[position]?.index ?? -1);
    isOpen.current = true;
    setOpen(true);
  };

  // Pointer down outside, or focus leaving the widget, closes the list.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (root.current && !event.composedPath().includes(root.current)) hide(false);
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('focusin', outside, true);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('focusin', outside, true);
    };
  }, [open, hide]);

  useEffect(() => {
    if (disabled && isOpen.current) hide(false);
  }, [disabled, hide]);

  useLayoutEffect(() => {
    if (open && active !== -1) scrollIntoList(list.current, document.getElementById(optionId(baseId, active)));
  }, [open, active, baseId]);

  const report = () => {
    const values = chosenValues(select);
    dispatchNativeChange(select);
    changed({ value: readValue(select), values });
  };

  const choose = (item: SelectItem | undefined, close = !select.multiple) => {
    if (!item || item.disabled) return;
    const option = select.options[item.index];
    if (!option) return;
    if (select.multiple) {
      option.selected = !option.selected;
      refresh();
      report();
      setQuery('');
      setActive(item.index);
    } else if (!option.selected) {
      option.selected = true;
      refresh();
      report();
    }
    if (close) hide(true);
    else combobox.current?.focus();
  };

  const deselect = (item: SelectItem | undefined, focus: boolean) => {
    const option = item && select.options[item.index];
    if (!option || disabled) return;
    option.selected = false;
    refresh();
    report();
    if (focus) combobox.current?.focus();
  };

  const move = (to: Move) => {
    const next = moveActive(visible, activePosition, to);
    if (next !== -1) setActive(visible[next]?.index ?? -1);
  };

  const typeAheadTo = (character: string) => {
    clearTimeout(typedTimer.current);
    typed.current += character;
    typedTimer.current = setTimeout(() => (typed.current = ''), TYPE_AHEAD_RESET_MS);
    const items = isOpen.current ? visible : snapshot.listed;
    const from = isOpen.current ? activePosition : items.findIndex((item) => item.selected);
    const found = typeAhead(items, from, typed.current);
    if (!isOpen.current) show('selected');
    if (found !== -1 && items[found]) setActive(items[found].index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (disabled) return;
    const editable = event.currentTarget instanceof HTMLInputElement;
    const action = keyAction(
      {
        key: event.key,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        isComposing: event.nativeEvent.isComposing,
      },
      { open: isOpen.current, editable, multiple, query: editable ? query : '', typing: typed.current !== '' },
    );
    switch (action.type) {
      case 'none':
        return;
      case 'open':
        show(action.to);
        break;
      case 'move':
        move(action.move);
        break;
      case 'choose':
        choose(visible[activePosition]);
        break;
      case 'chooseAndClose':
        choose(visible[activePosition], false);
        hide(true);
        break;
      case 'close':
        // Escape belongs to the list: a dialog around the form must stay open.
        event.stopPropagation();
        hide(action.restoreFocus);
        break;
      case 'closeOnTab':
        hide(false);
        return; // the browser moves focus on
      case 'removeLast':
        if (chosen.length === 0) return;
        deselect(chosen.at(-1), false);
        break;
      case 'typeAhead':
        typeAheadTo(action.character);
        break;
    }
    event.preventDefault();
  };

  const onQuery = (text: string) => {
    if (disabled) return;
    setQuery(text);
    const matches = filterItems(snapshot.listed, text);
    const first = moveActive(matches, -1, 'first');
    setActive(matches[first]?.index ?? -1);
    if (!isOpen.current) {
      isOpen.current = true;
      setOpen(true);
    }
  };

  const toggle = () => {
    if (disabled) return;
    combobox.current?.focus();
    if (isOpen.current) hide(false);
    else show('selected');
  };

  /**
   * A press on the box opens or closes the list, keeping focus on the combobox. Presses on a
   * token's remove button are its own; a press in the search box keeps placing the caret there
   * and only opens the list.
   */
  const pressBox = (target: Element, preventDefault: () => void) => {
    if (target.closest('button')) return;
    if (target === combobox.current && target instanceof HTMLInputElement) {
      if (!isOpen.current && !disabled) show('selected');
      return;
    }
    preventDefault();
    toggle();
  };

  const selectedItem = multiple ? undefined : snapshot.all.find((item) => item.selected);
  const showsPlaceholder = multiple
    ? chosen.length === 0
    : !selectedItem || selectedItem.index === snapshot.placeholderIndex;
  const display = showsPlaceholder ? '' : (selectedItem?.label ?? '');
  const trimmedQuery = normalizeQuery(query);
  const noResults =
    open && searchable && trimmedQuery !== '' && visible.length === 0
      ? `${t(m.selectNoResults)} "${trimmedQuery}"`
      : '';

  return {
    baseId,
    listId: `${baseId}-list`,
    optionId: (item: SelectItem) => optionId(baseId, item.index),
    combobox: combobox as RefObject<HTMLInputElement & HTMLDivElement>,
    root,
    list,
    open,
    disabled,
    required: attributes.required,
    invalid,
    multiple,
    searchable,
    /**
     * The search box's text: the query while open (a single select's chosen label then becomes
     * the placeholder, so typing starts a fresh search), else the chosen label.
     */
    inputValue: multiple || open ? query : display,
    inputPlaceholder:
      multiple || !open ? (showsPlaceholder ? snapshot.placeholder : undefined) : display || snapshot.placeholder,
    display,
    placeholder: snapshot.placeholder,
    showsPlaceholder,
    visible,
    chosen,
    active,
    activeId:
      open && active !== -1 && visible.some((item) => item.index === active) ? optionId(baseId, active) : undefined,
    noResults,
    labelledBy: labels.length > 0 ? labels.join(' ') : undefined,
    label: labels.length > 0 ? undefined : (select.getAttribute('aria-label') ?? undefined),
    onKeyDown,
    onQuery,
    toggle,
    pressBox,
    choose,
    deselect,
    setActive,
  };
}

function optionId(base: string, index: number): string {
  return `${base}-o${index}`;
}
