import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useEmit, useHttp } from '../../element/define-element';
import { QUICK_SEARCH_PATH } from '../../lib/endpoints';
import { dispatchNativeChange } from '../../element/form-control';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { useFormControl, useFormReset } from '../../element/use-form-control';
import { initialPeople, rememberPeople, snapshot, subscribe, syncFields, writePeople } from './person-fields';
import {
  addPerson,
  idsValue,
  normalizeQuery,
  parseSuggestions,
  PERSON_SEARCH_DELAY,
  removePerson,
  withoutChosen,
  type Person,
} from './person-picker.logic';
import { listenAll } from '../../lib/listen';
import { nextOption } from '../../ui/combobox/next-option';
import { useComboboxSearch, type SearchPhase } from '../../ui/combobox/use-combobox-search';

export type { SearchPhase };

const WHERE = '<hr-person-picker> suggestions';
const NONE: Person[] = [];

function labelText(control: HTMLInputElement): string {
  const labels = [...(control.labels ?? [])]
    .map((label) => label.textContent?.replace(/\s+/g, ' ').trim() ?? '')
    .filter(Boolean);
  return labels.join(' ') || control.getAttribute('aria-label') || '';
}

export interface PersonPickerState {
  people: readonly Person[];
  disabled: boolean;
  /** Active shows the input, inactive the description. */
  active: boolean;
  activate(): void;
  phase: SearchPhase;
  query: string;
  suggestions: Person[];
  highlighted: number;
  setHighlighted(index: number): void;
  expanded: boolean;
  choose(person: Person): void;
  remove(person: Person): void;
  announcement: string;
  /** The validation message after the form found the picker empty and required. */
  invalid: string;
  /** The input's label text (its <label>s or aria-label), for naming the description button. */
  label: string;
}

/**
 * Wires the text input the element adopted (a light-DOM control, so attributes and listeners are
 * set here, not rendered) as a WAI-ARIA 1.2 combobox with a listbox popup, fetches suggestions,
 * and changes the chosen people through the eeids[] fields (person-fields.ts).
 */
export function usePersonPicker({
  src,
  listId,
  errorId,
  optionId,
}: {
  src: string | undefined;
  listId: string;
  errorId: string;
  optionId(person: Person): string;
}): PersonPickerState {
  const { host, control, attributes } = useFormControl<HTMLInputElement>();
  const http = useHttp();
  const emit = useEmit();
  const state = useSyncExternalStore(
    useCallback((notify: () => void) => subscribe(host, notify), [host]),
    () => snapshot(host),
  );
  const { people } = state;
  const disabled = state.disabled || attributes.disabled;
  const [active, setActive] = useState(people.length > 0);
  const [text, setText] = useState(control.value);
  const [highlighted, setHighlighted] = useState(0);
  const [dismissed, setDismissed] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  const [invalid, setInvalid] = useState('');
  // Our own input event (dispatchNativeChange) is for the page, not a keystroke to search on.
  const silent = useRef(false);
  const query = normalizeQuery(text);
  const load = useCallback(
    async (q: string, signal: AbortSignal) =>
      parseSuggestions(await http.get(src || QUICK_SEARCH_PATH, { searchParams: { query: q }, signal }), WHERE),
    [src, http],
  );
  // Person autocomplete: after 50 ms, the last answer reused (cache length 1).
  const search = useComboboxSearch<Person[]>({
    defaultDebounce: PERSON_SEARCH_DELAY,
    load,
    isEmpty: (found) => found.length === 0,
    cache: true,
    loadingWhileWaiting: true,
    onAnswer: (found) => {
      rememberPeople(host, found);
      setHighlighted(0);
    },
    onError: () => setAnnouncement(t(m.errorsGenericRetry)),
  });
  const { phase, schedule } = search;
  const results = search.answer ?? NONE;
  const suggestions = withoutChosen(results, people);
  const expanded = active && !dismissed && !disabled && phase !== 'idle';
  const current = suggestions.length > 0 ? Math.min(Math.max(highlighted, 0), suggestions.length - 1) : -1;

  useLayoutEffect(() => syncFields(host, control), [host, control]);

  useEffect(() => schedule(query), [query, load, schedule]);

  // Results and "no matches" are announced once per answer, not per keystroke.
  useEffect(() => {
    if (!active || dismissed) return;
    if (phase === 'results' && suggestions.length > 0)
      setAnnouncement(
        suggestions.length === 1
          ? t(m.liveSearchResultsOne)
          : t(m.liveSearchResultsMany, { count: suggestions.length }),
      );
    else if (phase === 'results' || phase === 'empty') setAnnouncement(t(m.searchEmpty, { query }));
    // Per answer (phase, results), not per keystroke or chosen person: additions are announced on their own.
  }, [phase, results]); // eslint-disable-line react-hooks/exhaustive-deps -- announced once per answer

  const commit = useCallback(
    (next: readonly Person[], message: string) => {
      writePeople(host, control, next);
      setInvalid('');
      setAnnouncement(message);
      silent.current = true;
      try {
        dispatchNativeChange(control);
      } finally {
        silent.current = false;
      }
      emit('change', { name: snapshot(host).name, value: idsValue(next), ids: next.map((person) => person.id) });
    },
    [host, control, emit],
  );

  const choose = useCallback(
    (person: Person) => {
      const next = addPerson(snapshot(host).people, person);
      control.value = '';
      setText('');
      setDismissed(true);
      commit(next, t(m.personPickerAdded, { name: person.name, count: next.length }));
      control.focus();
    },
    [host, control, commit],
  );

  const remove = useCallback(
    (person: Person) => {
      const next = removePerson(snapshot(host).people, person.id);
      commit(next, t(m.personPickerRemoved, { name: person.name, count: next.length }));
      // The token's button is gone: the input is where the user goes on from.
      setActive(true);
      control.hidden = false;
      control.focus();
    },
    [host, control, commit],
  );

  const activate = useCallback(() => {
    setActive(true);
    control.hidden = false;
    control.focus();
  }, [control]);

  // The adopted input is not rendered by React: its combobox attributes are kept here.
  useLayoutEffect(() => {
    control.hidden = !active;
    control.setAttribute('role', 'combobox');
    control.setAttribute('aria-autocomplete', 'list');
    control.setAttribute('aria-expanded', String(expanded && suggestions.length > 0));
    if (expanded && suggestions.length > 0) control.setAttribute('aria-controls', listId);
    else control.removeAttribute('aria-controls');
    const option = expanded ? suggestions[current] : undefined;
    if (option) control.setAttribute('aria-activedescendant', optionId(option));
    else control.removeAttribute('aria-activedescendant');
    control.setAttribute('autocomplete', 'off');
    control.setAttribute('spellcheck', 'false');
    control.setAttribute('autocapitalize', 'off');
    control.maxLength = 100;
    if (!control.hasAttribute('placeholder')) control.placeholder = t(m.personPickerPlaceholder);
    const described = (control.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((token) => token && token !== errorId);
    const showsError = invalid !== '' && people.length === 0;
    if (showsError) described.push(errorId);
    if (described.length > 0) control.setAttribute('aria-describedby', described.join(' '));
    else control.removeAttribute('aria-describedby');
    if (showsError) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
    if (!control.labels?.length && !control.hasAttribute('aria-label') && !control.hasAttribute('aria-labelledby'))
      control.setAttribute('aria-label', t(m.personPickerLabel));
  });

  // The active option stays in view while the arrows move past the popup's edge.
  const activeId = expanded && suggestions[current] ? optionId(suggestions[current]) : null;
  useEffect(() => {
    if (activeId) host.querySelector(`[id="${activeId}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId, host]);

  const latest = useRef({ expanded, suggestions, current, people, query, text, choose, remove });
  latest.current = { expanded, suggestions, current, people, query, text, choose, remove };

  useEffect(() => {
    const onInput = () => {
      if (silent.current) return;
      setText(control.value);
      setDismissed(false);
      setActive(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const now = latest.current;
      if (event.isComposing) return;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          if (now.query === '') return;
          event.preventDefault();
          if (!now.expanded) {
            setDismissed(false);
            setHighlighted(event.key === 'ArrowDown' ? 0 : now.suggestions.length - 1);
            return;
          }
          const next = nextOption(now.current, now.suggestions.length, event.key, { homeEnd: false });
          if (next !== null) setHighlighted(next);
          return;
        }
        case 'Enter': {
          // A pending search must not submit the form; an empty box still does (implicit submission).
          if (control.value.trim() === '') return;
          event.preventDefault();
          const person = now.expanded ? now.suggestions[now.current] : undefined;
          if (person) now.choose(person);
          return;
        }
        case 'Escape':
          // APG: Escape closes the popup; a second one clears the box.
          if (now.expanded) setDismissed(true);
          else if (control.value !== '') {
            control.value = '';
            setText('');
          } else return;
          event.preventDefault();
          event.stopPropagation();
          return;
        case 'Backspace': {
          const last = now.people[now.people.length - 1];
          if (control.value !== '' || !last) return;
          event.preventDefault();
          now.remove(last);
          return;
        }
        default:
      }
    };
    const onFocus = () => setActive(true);
    const onBlur = (event: FocusEvent) => {
      setDismissed(true);
      // Closes on blur when no items are chosen.
      if (snapshot(host).people.length === 0 && !host.contains(event.relatedTarget as Node | null)) setActive(false);
    };
    // A label click lands on the input even while it is hidden: open the picker.
    const onClick = () => {
      if (control.hidden) {
        setActive(true);
        control.hidden = false;
        control.focus();
      }
    };
    // The form found it required and empty: show the input (the browser focuses it) and the message.
    const onInvalid = () => {
      control.hidden = false;
      setActive(true);
      setInvalid(control.validationMessage);
    };
    return listenAll(control, {
      input: onInput,
      keydown: onKeyDown,
      focus: onFocus,
      blur: onBlur,
      click: onClick,
      invalid: onInvalid,
    });
  }, [control, host]);

  useFormReset(control, () => {
    const initial = initialPeople(host);
    writePeople(host, control, initial);
    setText(control.value);
    setDismissed(true);
    setInvalid('');
    setActive(initial.length > 0 || document.activeElement === control);
  });

  return {
    people,
    disabled,
    active,
    activate,
    phase,
    query,
    suggestions,
    highlighted: current,
    setHighlighted,
    expanded,
    choose,
    remove,
    announcement,
    invalid,
    label: labelText(control),
  };
}
