/**
 * The page's own address controls inside <hr-address-fields> and their labels (DOM helpers of
 * the hook; the rules are in address-fields.logic.ts).
 */
import type { ListItem } from './address-fields.logic';

export type StateControl = HTMLSelectElement | HTMLInputElement;
export type TimezoneControl = HTMLSelectElement | HTMLInputElement;

export interface AddressParts {
  country: HTMLSelectElement;
  state: StateControl | null;
  zip: HTMLInputElement | null;
  timezone: TimezoneControl | null;
}

const FIELDS =
  'select, input:not([type="hidden"], [type="button"], [type="submit"], [type="reset"], [type="checkbox"], [type="radio"])';

function isOwn(element: Element): boolean {
  return !element.closest('[data-hr-ui]');
}

/**
 * Marked parts (`data-address-part="state|zip|timezone"`) win; otherwise, in document order after
 * the country select, the first field is the state and the next text input the zip. The timezone
 * is a marked part, else the element's own field named "timezone"; `timezoneField` (an attribute)
 * names a field anywhere in the form instead, so two address blocks never share one by accident.
 */
export function findParts(
  host: HTMLElement,
  country: HTMLSelectElement,
  timezoneField: string | undefined,
): AddressParts {
  const marked = (part: string) =>
    [...host.querySelectorAll<HTMLElement>(`[data-address-part="${part}"]`)].find(
      (element) => isOwn(element) && (element instanceof HTMLSelectElement || element instanceof HTMLInputElement),
    ) as HTMLSelectElement | HTMLInputElement | undefined;
  const timezoneName = timezoneField?.trim() || 'timezone';
  const rest = [...host.querySelectorAll<HTMLSelectElement | HTMLInputElement>(FIELDS)].filter(
    (element) =>
      isOwn(element) &&
      element !== country &&
      !element.hasAttribute('data-address-part') &&
      element.name !== timezoneName,
  );
  const state = marked('state') ?? rest.shift() ?? null;
  const zipCandidate =
    marked('zip') ?? rest.find((element) => element !== state && element instanceof HTMLInputElement);
  const zip = zipCandidate instanceof HTMLInputElement ? zipCandidate : null;
  let timezone: TimezoneControl | null = marked('timezone') ?? null;
  if (!timezone) {
    const scope = timezoneField?.trim()
      ? country.form?.elements
      : host.querySelectorAll<HTMLSelectElement | HTMLInputElement>(FIELDS);
    const named = scope
      ? [...scope].find((element) => (element as HTMLInputElement).name === timezoneName && isOwn(element))
      : undefined;
    if (named instanceof HTMLSelectElement || named instanceof HTMLInputElement) timezone = named;
  }
  return { country, state, zip, timezone };
}

/** The control's label: `for=` or wrapping (through `labels`, with a fallback for DOMs without it). */
export function labelOf(control: HTMLElement): HTMLLabelElement | null {
  const labels = (control as HTMLInputElement).labels;
  if (labels && labels.length > 0) return labels[0] ?? null;
  const wrapping = control.closest('label');
  if (wrapping) return wrapping;
  if (!control.id) return null;
  const root = control.getRootNode() as Document | ShadowRoot;
  return [...root.querySelectorAll('label')].find((label) => label.htmlFor === control.id) ?? null;
}

/**
 * Replaces the words of a label and nothing else: the first non-blank text node changes, so a
 * wrapped control, a required-marker `<span>` or an icon in the label stay.
 */
export function setLabelText(label: HTMLLabelElement, text: string): void {
  const walker = label.ownerDocument.createTreeWalker(label, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const data = node.nodeValue ?? '';
    if (data.trim() === '' || node.parentElement?.closest('[data-hr-ui], select, option, script, style')) continue;
    const lead = /^\s*/.exec(data)?.[0] ?? '';
    const trail = /\s*$/.exec(data)?.[0] ?? '';
    const next = `${lead}${text}${trail}`;
    if (data !== next) node.nodeValue = next;
    return;
  }
  label.prepend(label.ownerDocument.createTextNode(text));
}

/**
 * Replaces a select's options with `placeholders` (the page's own value="" options, kept as they
 * are) then `items`; the option valued `defaultValue` is the one a form reset returns to, and
 * `selected` the one chosen now. Option elements are created, never parsed from text.
 */
export function fillSelect(
  select: HTMLSelectElement,
  placeholders: readonly HTMLOptionElement[],
  items: readonly ListItem[],
  selected: string,
  defaultValue: string,
): void {
  const document = select.ownerDocument;
  const options = items.map((item) => {
    const option = document.createElement('option');
    option.value = item.value;
    option.text = item.text;
    // The attribute, not `defaultSelected`: the same in every DOM (happy-dom lacks the property).
    if (item.value === defaultValue && defaultValue !== '') option.setAttribute('selected', '');
    return option;
  });
  select.replaceChildren(...placeholders, ...options);
  select.value = selected;
  if (select.value !== selected) select.value = '';
}
