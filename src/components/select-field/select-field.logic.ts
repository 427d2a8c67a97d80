/**
 * Pure rules of `<hr-select-field>` (dropdown enhancer, accent-stripped matching): which
 * options show for a query, when the search box shows, the placeholder, how `element.value`
 * strings map to chosen values, and what each key does. No React, DOM, timers or network.
 */

/** Search hidden at or below this many options. */
export const SEARCH_THRESHOLD = 8;
/** Date-picker selects (months, years) keep the search hidden up to this many options. */
export const DATE_PICKER_SEARCH_THRESHOLD = 130;
/** The dropdown's max height, a constant of the design. */
export const DROPDOWN_MAX_HEIGHT_PX = 269;
/** Options PageUp / PageDown move by (about one dropdown of options). */
export const PAGE_SIZE = 10;
/** Type-ahead letters typed within this many milliseconds build one search string. */
export const TYPE_AHEAD_RESET_MS = 500;

/** One `<option>` as the native select holds it, read into plain data. */
export interface SelectItem {
  /** Stable within one read: the option's index in `select.options`. */
  index: number;
  value: string;
  /** The option's text (rendered as text, never as markup). */
  label: string;
  /** The option or its `<optgroup>` is disabled. */
  disabled: boolean;
  selected: boolean;
  /** Label of the `<optgroup>` it sits in, if any; `groupIndex` tells apart groups with equal labels. */
  group?: string;
  groupIndex?: number;
}

/** Items that share one `<optgroup>` (or none), in document order. */
export interface ItemGroup {
  key: string;
  label?: string;
  items: SelectItem[];
}

/**
 * Accent-stripped, width-folded and lower-cased: "Société" matches "societe", "STRASSE" matches
 * "Straße", full-width "ＨＲ" (typed with an East Asian keyboard) matches "HR".
 */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

/** Collapses runs of white space and trims (a pasted query with tabs or newlines still matches). */
export function normalizeQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim();
}

/** The items whose label (or group label) contains the query, accent- and case-insensitively. */
export function filterItems(items: readonly SelectItem[], query: string): SelectItem[] {
  const needle = fold(normalizeQuery(query));
  if (!needle) return [...items];
  return items.filter(
    (item) =>
      fold(normalizeQuery(item.label)).includes(needle) ||
      (item.group !== undefined && fold(item.group).includes(needle)),
  );
}

/** Consecutive items of the same optgroup, for rendering `role=group` blocks. */
export function groupItems(items: readonly SelectItem[]): ItemGroup[] {
  const groups: ItemGroup[] = [];
  let previous: number | undefined | null = null;
  for (const item of items) {
    const last = groups.at(-1);
    if (last && previous === item.groupIndex) last.items.push(item);
    else groups.push({ key: `${item.groupIndex ?? 'none'}-${item.index}`, label: item.group, items: [item] });
    previous = item.groupIndex;
  }
  return groups;
}

export interface ThresholdOptions {
  /** The `date-picker` attribute: a month or year select of a date picker. */
  datePicker?: boolean;
  /** The `search-threshold` attribute; ignored unless a finite number ≥ 0. */
  override?: number;
}

/** How many options a select may have before the search box shows. */
export function searchThreshold({ datePicker = false, override }: ThresholdOptions = {}): number {
  if (override !== undefined && Number.isFinite(override) && override >= 0) return Math.max(0, Math.floor(override));
  return datePicker ? DATE_PICKER_SEARCH_THRESHOLD : SEARCH_THRESHOLD;
}

/** The search box shows above the threshold: hidden "at or below 8 options". */
export function showsSearch(optionCount: number, threshold: number): boolean {
  return optionCount > threshold;
}

export interface PlaceholderSources {
  multiple: boolean;
  /** The element's `placeholder` attribute. */
  attribute?: string | null;
  /** The select's `data-placeholder` attribute (the legacy enhancer's convention). */
  dataPlaceholder?: string | null;
  /** Text of the select's empty-valued first option, if it has one. */
  emptyOption?: string | null;
  /** The catalogue's 'Select an option' and 'Select Some Options'. */
  single: string;
  several: string;
}

/** The first non-blank of: attribute, data-placeholder, empty first option's text, catalogue default. */
export function placeholderText(sources: PlaceholderSources): string {
  for (const candidate of [sources.attribute, sources.dataPlaceholder, sources.emptyOption]) {
    const text = candidate ? normalizeQuery(candidate) : '';
    if (text) return text;
  }
  return sources.multiple ? sources.several : sources.single;
}

/**
 * The values a string set from code chooses. A multiple select takes a comma-separated list
 * (each value trimmed, blanks and repeats dropped): values that contain a comma cannot be set
 * this way, use the `values` property. A single select takes the string as it is.
 */
export function parseValueList(value: string, multiple: boolean): string[] {
  if (!multiple) return [value];
  const seen = new Set<string>();
  for (const part of value.split(',')) {
    const trimmed = part.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
}

/** The string `element.value` reads: a multiple select's chosen values joined by commas. */
export function joinValues(values: readonly string[]): string {
  return values.join(',');
}

export type Move = 'next' | 'previous' | 'first' | 'last' | 'pageDown' | 'pageUp';

/**
 * The index of the option `move` lands on among `items`, skipping disabled ones; -1 when none can
 * be active. From -1, `next` starts at the first option and `previous` at the last. Does not wrap
 * (APG listbox), so holding ↓ stops at the end.
 */
export function moveActive(items: readonly SelectItem[], current: number, move: Move): number {
  const enabled = (index: number) => items[index] !== undefined && !items[index]?.disabled;
  const firstFrom = (start: number, step: 1 | -1) => {
    for (let index = start; index >= 0 && index < items.length; index += step) if (enabled(index)) return index;
    return -1;
  };
  const last = items.length - 1;
  switch (move) {
    case 'first':
      return firstFrom(0, 1);
    case 'last':
      return firstFrom(last, -1);
    case 'next': {
      if (current < 0) return firstFrom(0, 1);
      const next = firstFrom(current + 1, 1);
      return next === -1 ? (enabled(current) ? current : firstFrom(last, -1)) : next;
    }
    case 'previous': {
      if (current < 0) return firstFrom(last, -1);
      const previous = firstFrom(current - 1, -1);
      return previous === -1 ? (enabled(current) ? current : firstFrom(0, 1)) : previous;
    }
    case 'pageDown': {
      const target = Math.min(last, Math.max(current, -1) + PAGE_SIZE);
      for (let index = target; index > current; index--) if (enabled(index)) return index;
      const beyond = firstFrom(target + 1, 1);
      return beyond === -1 ? moveActive(items, current, 'next') : beyond;
    }
    case 'pageUp': {
      const from = current < 0 ? items.length : current;
      const target = Math.max(0, from - PAGE_SIZE);
      for (let index = target; index < from; index++) if (enabled(index)) return index;
      const before = firstFrom(target - 1, -1);
      return before === -1 ? moveActive(items, current, 'previous') : before;
    }
  }
}

/**
 * Type-ahead (select-only comboboxes): the next enabled option after `current` whose label starts
 * with `typed`; a repeated single letter ("ddd") cycles through the options starting with it.
 * Returns `current` when nothing matches.
 */
export function typeAhead(items: readonly SelectItem[], current: number, typed: string): number {
  const folded = fold(typed);
  if (!folded || items.length === 0) return current;
  const cycling = [...folded].every((letter) => letter === folded[0]);
  const prefix = cycling ? folded.slice(0, 1) : folded;
  // A longer string keeps the current option if it still matches; a single letter moves on.
  const start = folded.length > 1 && !cycling ? Math.max(current, 0) : current + 1;
  for (let step = 0; step < items.length; step++) {
    const index = (((start + step) % items.length) + items.length) % items.length;
    const item = items[index];
    if (item && !item.disabled && fold(item.label).trimStart().startsWith(prefix)) return index;
  }
  return current;
}

/** What the combobox knows when a key is pressed. */
export interface KeyContext {
  open: boolean;
  /** The combobox is the search input (editable) rather than a select-only box. */
  editable: boolean;
  multiple: boolean;
  /** The search input's text (always '' for a select-only box). */
  query: string;
  /** A type-ahead string is being typed (Space then belongs to it). */
  typing: boolean;
}

export interface KeyPress {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  /** An IME composition is in progress: keys belong to it. */
  isComposing?: boolean;
}

/** What a key press asks for; `none` leaves the key to the browser. */
export type KeyAction =
  | { type: 'none' }
  | { type: 'open'; to: 'selected' | 'first' | 'last' }
  | { type: 'move'; move: Move }
  | { type: 'choose' }
  | { type: 'chooseAndClose' }
  | { type: 'close'; restoreFocus: boolean }
  | { type: 'closeOnTab' }
  | { type: 'removeLast' }
  | { type: 'typeAhead'; character: string };

const none: KeyAction = { type: 'none' };

/**
 * The keyboard of the WAI-ARIA APG combobox patterns (select-only, editable with list
 * autocomplete) with a listbox popup, `aria-multiselectable` for a multiple select:
 * ↓ / Alt+↓ open, ↑ ↓ PageUp PageDown move (and Home End in a select-only box; in the search
 * input they stay caret keys, as in the APG editable combobox), Enter chooses (Space too when
 * there is no search box to type it into), Alt+↑ chooses and closes, Escape closes, Tab closes
 * and moves on, Backspace in an empty box removes the last chosen option of a multiple select,
 * printable keys type ahead in a select-only box.
 */
export function keyAction(press: KeyPress, context: KeyContext): KeyAction {
  const { key, altKey = false, ctrlKey = false, metaKey = false, isComposing = false } = press;
  const { open, editable, multiple, query, typing } = context;
  if (isComposing) return none;
  if (key === 'Tab') return open ? { type: 'closeOnTab' } : none;
  if (key === 'Escape') return open ? { type: 'close', restoreFocus: true } : none;
  if (key === 'ArrowDown')
    return open ? (altKey ? none : { type: 'move', move: 'next' }) : { type: 'open', to: 'selected' };
  if (key === 'ArrowUp') {
    if (!open) return altKey ? none : { type: 'open', to: 'selected' };
    return altKey ? { type: 'chooseAndClose' } : { type: 'move', move: 'previous' };
  }
  if (key === 'PageDown' || key === 'PageUp') {
    if (!open) return editable ? none : { type: 'open', to: key === 'PageDown' ? 'last' : 'first' };
    return { type: 'move', move: key === 'PageDown' ? 'pageDown' : 'pageUp' };
  }
  if ((key === 'Home' || key === 'End') && !editable) {
    return open
      ? { type: 'move', move: key === 'Home' ? 'first' : 'last' }
      : { type: 'open', to: key === 'Home' ? 'first' : 'last' };
  }
  if (key === 'Enter') {
    if (open) return { type: 'choose' };
    return editable ? none : { type: 'open', to: 'selected' };
  }
  if (key === ' ' && !editable && !typing) return open ? { type: 'choose' } : { type: 'open', to: 'selected' };
  if (key === 'Backspace' && multiple && query === '') return { type: 'removeLast' };
  if (!editable && key.length === 1 && !ctrlKey && !metaKey && !altKey && (key !== ' ' || typing))
    return { type: 'typeAhead', character: key };
  return none;
}
