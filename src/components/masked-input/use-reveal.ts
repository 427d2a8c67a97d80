import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';

/** The Show toggle of a sensitive field (shown masked, revealed on request). */
export interface RevealToggle {
  pressed: boolean;
  /** Visible text ('Show'). */
  text: string;
  /** Accessible name: 'Show' plus the field's label, so several toggles on a page differ. */
  label: string;
  /** Id of the field, for aria-controls. */
  controls: string;
  /** Follows the field's `disabled`, as the password toggle does. */
  disabled: boolean;
  toggle(): void;
  ref: RefObject<HTMLButtonElement | null>;
  /** Blur of the toggle: re-conceal unless focus went back to the field. */
  onBlur(event: { relatedTarget: EventTarget | null }): void;
}

export const CONCEALED_CLASS = 'hr-masked-input--concealed';

function fieldLabel(input: HTMLInputElement): string {
  const label = input.labels?.[0]?.textContent?.replace(/\s+/g, ' ').trim();
  return label || input.getAttribute('aria-label')?.trim() || '';
}

let sequence = 0;

/**
 * Keeps a sensitive value concealed on screen (the CSS draws discs; the value, and so what the
 * form posts, is unchanged) until the user presses Show, and conceals it again when focus leaves
 * both the field and the toggle. The toggle reads as the password toggle does: a fixed label
 * with `aria-pressed` carrying the state (a toggle's label must not change with its state, or
 * 'Hide, pressed' would say the opposite of what is on screen), controlling the field.
 */
export function useReveal(
  host: HTMLElement,
  input: HTMLInputElement,
  sensitive: boolean,
  disabled: boolean,
): RevealToggle | null {
  const [revealed, setRevealed] = useState(false);
  const ref = useRef<HTMLButtonElement | null>(null);
  const [inputId] = useState(() => input.id || `hr-masked-input-${++sequence}`);

  useLayoutEffect(() => {
    if (sensitive && !input.id) input.id = inputId;
  }, [input, inputId, sensitive]);

  useLayoutEffect(() => {
    host.classList.toggle(CONCEALED_CLASS, sensitive && !revealed);
    return () => host.classList.remove(CONCEALED_CLASS);
  }, [host, sensitive, revealed]);

  useEffect(() => {
    if (!sensitive) return undefined;
    const onBlur = (event: FocusEvent) => {
      if (event.relatedTarget !== ref.current) setRevealed(false);
    };
    input.addEventListener('blur', onBlur);
    return () => input.removeEventListener('blur', onBlur);
  }, [input, sensitive]);

  if (!sensitive) return null;
  const name = fieldLabel(input);
  return {
    pressed: revealed,
    controls: input.id || inputId,
    disabled,
    text: t(m.maskedReveal),
    label: name ? t(m.maskedRevealNamed, { label: name }) : t(m.maskedReveal),
    toggle: () => setRevealed((value) => !value),
    ref,
    onBlur: ({ relatedTarget }) => {
      if (relatedTarget !== input) setRevealed(false);
    },
  };
}
