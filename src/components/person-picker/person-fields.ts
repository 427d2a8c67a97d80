import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import {
  DEFAULT_FIELD_NAME,
  parsePeopleAttribute,
  parseIds,
  peopleForIds,
  toPerson,
  type Person,
} from './person-picker.logic';

/**
 * The posted state of a person picker lives in the DOM, not in React: one
 * `<input type="hidden" name="eeids[]" value="{id}" data-name data-image>` per chosen person,
 * children of the element. So FormData is right from the moment the element upgrades, a value
 * set from code is posted at once, and `disabled` stops the posting synchronously. React
 * subscribes to this store and renders the tokens from it.
 */

const WHERE = '<hr-person-picker>';
const FIELD = 'data-hr-person';
const MAX_KNOWN = 1000;

interface Store {
  initial: Person[];
  known: Map<number, Person>;
  listeners: Set<() => void>;
  snapshot: Snapshot | null;
  prepared: boolean;
}

export interface Snapshot {
  people: readonly Person[];
  name: string;
  required: boolean;
  disabled: boolean;
}

const stores = new WeakMap<HTMLElement, Store>();

function storeOf(host: HTMLElement): Store {
  let store = stores.get(host);
  if (!store) {
    store = { initial: [], known: new Map(), listeners: new Set(), snapshot: null, prepared: false };
    stores.set(host, store);
  }
  return store;
}

export const fieldName = (host: HTMLElement): string => host.getAttribute('name') || DEFAULT_FIELD_NAME;

const unknownName = (id: number) => t(m.personPickerUnknown, { id });

/** The hidden fields the element owns (outside its rendered UI). */
function fields(host: HTMLElement): HTMLInputElement[] {
  return [...host.querySelectorAll<HTMLInputElement>(`input[${FIELD}]`)].filter(
    (input) => !input.closest('[data-hr-ui]'),
  );
}

function personOf(input: HTMLInputElement): Person {
  const id = Number(input.value);
  const image = input.getAttribute('data-image');
  const name = input.getAttribute('data-name') || unknownName(id);
  return image ? { id, name, imageUrl: image } : { id, name };
}

/** The visible text input the element works on: the page's own, or one it creates, placed first. */
function ensureTextInput(host: HTMLElement): void {
  const inputs = [...host.querySelectorAll('input')].filter((input) => !input.closest('[data-hr-ui]'));
  const visible = inputs.find((input) => input.type !== 'hidden');
  if (visible && inputs[0] === visible) return;
  const text = visible ?? document.createElement('input');
  if (!visible) text.type = 'text';
  // form-control.ts adopts the first <input>: it must be this one, not a hidden eeids[] field.
  host.prepend(text);
}

/**
 * Runs once, before the element adopts its control: keeps the eeids[] fields the page printed
 * (valid ids only), or builds them from the `value` and `people` attributes, and remembers them
 * as what a form reset returns to.
 */
export function prepareFields(host: HTMLElement): void {
  const store = storeOf(host);
  ensureTextInput(host);
  if (store.prepared) return;
  store.prepared = true;
  const listed = parsePeopleAttribute(host.getAttribute('people'), WHERE);
  for (const person of listed) store.known.set(person.id, person);
  // With a name on the element, only hidden fields of that name are people (a token field the page
  // happened to print inside is left alone).
  const own = host.getAttribute('name');
  const printed = [...host.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].filter(
    (input) => !input.closest('[data-hr-ui]') && (own === null || input.name === '' || input.name === own),
  );
  // <hr-person-picker><input type="hidden" name="reviewers[]" …>: the printed fields name the picker.
  const printedName = printed.find((input) => input.name)?.name;
  if (!host.hasAttribute('name') && printedName) host.setAttribute('name', printedName);
  let people: Person[];
  if (printed.length > 0) {
    people = [];
    for (const input of printed) {
      input.remove();
      const person = toPerson(
        {
          id: input.value,
          name:
            input.getAttribute('data-name') ??
            store.known.get(Number(input.value))?.name ??
            unknownName(Number(input.value)),
          imageUrl: input.getAttribute('data-image') ?? undefined,
        },
        WHERE,
      );
      if (person && !people.some((other) => other.id === person.id)) people.push(person);
    }
  } else if (host.hasAttribute('value')) {
    people = peopleForIds(parseIds(host.getAttribute('value') ?? '', WHERE), store.known, unknownName);
  } else people = listed;
  store.initial = people;
  writeFields(host, people);
}

function writeFields(host: HTMLElement, people: readonly Person[]): void {
  const store = storeOf(host);
  for (const input of fields(host)) input.remove();
  const ui = host.querySelector(':scope > [data-hr-ui]');
  for (const person of people) {
    store.known.set(person.id, person);
    const input = document.createElement('input');
    input.type = 'hidden';
    input.setAttribute(FIELD, '');
    input.value = String(person.id);
    input.setAttribute('data-name', person.name);
    if (person.imageUrl) input.setAttribute('data-image', person.imageUrl);
    host.insertBefore(input, ui);
  }
}

/**
 * Keeps the fields in step with the host: name, disabled and form on every eeids[] field; the
 * text input posts nothing and takes no value or required of its own (the host's `required`
 * means "at least one person", told through setCustomValidity).
 */
export function syncFields(host: HTMLElement, control: HTMLInputElement): void {
  const store = storeOf(host);
  const name = fieldName(host);
  const disabled = host.hasAttribute('disabled');
  const form = host.getAttribute('form');
  for (const input of fields(host)) {
    if (input.name !== name) input.name = name;
    input.disabled = disabled;
    if (form === null) input.removeAttribute('form');
    else if (input.getAttribute('form') !== form) input.setAttribute('form', form);
  }
  for (const attribute of ['name', 'value', 'required'])
    if (control.hasAttribute(attribute)) control.removeAttribute(attribute);
  const required = host.hasAttribute('required');
  const people = fields(host).map(personOf);
  control.setCustomValidity(required && people.length === 0 ? t(m.personPickerRequired) : '');
  store.snapshot = { people, name, required, disabled: disabled || control.disabled };
  for (const listener of store.listeners) listener();
}

export function subscribe(host: HTMLElement, listener: () => void): () => void {
  const { listeners } = storeOf(host);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function snapshot(host: HTMLElement): Snapshot {
  const store = storeOf(host);
  store.snapshot ??= {
    people: fields(host).map(personOf),
    name: fieldName(host),
    required: host.hasAttribute('required'),
    disabled: host.hasAttribute('disabled'),
  };
  return store.snapshot;
}

export function readPeople(host: HTMLElement): readonly Person[] {
  return stores.get(host)?.snapshot?.people ?? fields(host).map(personOf);
}

/** Replaces the chosen people (posted at once); events are the caller's business. */
export function writePeople(host: HTMLElement, control: HTMLInputElement, people: readonly Person[]): void {
  writeFields(host, people);
  syncFields(host, control);
}

/** `element.value = '1,2'`: ids checked, names from what is known, nothing fetched. */
export function writeIds(host: HTMLElement, control: HTMLInputElement, value: string): void {
  const store = storeOf(host);
  const current = new Map(readPeople(host).map((person) => [person.id, person]));
  const known = new Map([...store.known, ...current]);
  writePeople(host, control, peopleForIds(parseIds(value, WHERE), known, unknownName));
}

/** Names and photos learned from answers, so ids set from code later show a real name. */
export function rememberPeople(host: HTMLElement, people: readonly Person[]): void {
  const { known } = storeOf(host);
  for (const person of people) {
    known.delete(person.id);
    known.set(person.id, person);
  }
  // Oldest first in a Map: a long session of searches keeps only the latest names.
  for (const id of known.keys()) {
    if (known.size <= MAX_KNOWN) break;
    known.delete(id);
  }
}

export function initialPeople(host: HTMLElement): readonly Person[] {
  return storeOf(host).initial;
}
