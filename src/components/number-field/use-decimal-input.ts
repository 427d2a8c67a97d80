import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useFormReset } from '../../element/use-form-control';
import {
  formatValue,
  parseCanonical,
  parseInput,
  parseSupplied,
  type FieldFormat,
  type ParseResult,
} from './number-field.logic';
import { problemMessage } from './number-field.messages';

/** What one decimal input holds: the exact value ('' when empty or refused) and its message. */
export interface DecimalState {
  value: string;
  valid: boolean;
  message: string;
}

export interface DecimalInputHandlers {
  /** Every keystroke (the pair computes its other field live). */
  onInput?(state: DecimalState): void;
  /** The user committed a change (native `change`), after the text was reformatted. */
  onCommit?(state: DecimalState): void;
}

export interface DecimalInput {
  state: DecimalState;
  /** Id of the element holding the message (the input's aria-describedby includes it). */
  hintId: string;
  /** The state as of now, not of the last render (element.value reads it synchronously). */
  current(): DecimalState;
  /** A value from code or from the other field of a pair: shown formatted, no events fired. */
  write(value: string): DecimalState;
}

const EMPTY: DecimalState = { value: '', valid: true, message: '' };

/**
 * Wires one real `<input>` as a decimal field: reads what is typed with the locale's separators,
 * reformats on commit (on blur: `change` fires as the field loses focus), marks a
 * refused value invalid with a catalogue message through setCustomValidity (the text the user
 * typed is kept, never lost), and re-reads the restored text after a form reset.
 */
export function useDecimalInput(
  input: HTMLInputElement,
  format: FieldFormat,
  handlers: DecimalInputHandlers = {},
): DecimalInput {
  const hintId = useId();
  const [state, setState] = useState<DecimalState>(EMPTY);
  const latest = useRef({ format, handlers, state: EMPTY });
  latest.current.format = format;
  latest.current.handlers = handlers;

  /**
   * Records a parse result on the input. `show` false (while typing) keeps the visible message
   * as it was, so none pops up mid-number; the validity is always current, so a submit by Enter
   * before the field lost focus is still refused.
   */
  const apply = useCallback(
    (result: ParseResult, reformat: boolean, show = true): DecimalState => {
      const next: DecimalState = result.ok
        ? { value: result.value, valid: true, message: '' }
        : { value: '', valid: false, message: problemMessage(result.problem, latest.current.format) };
      if (result.ok && reformat) {
        const text = formatValue(result.value, latest.current.format);
        if (input.value !== text) input.value = text;
      }
      input.setCustomValidity(next.message);
      latest.current.state = next;
      if (show || next.valid) {
        if (next.valid) input.removeAttribute('aria-invalid');
        else input.setAttribute('aria-invalid', 'true');
        setState(next);
      }
      return next;
    },
    [input],
  );

  const write = useCallback(
    (value: string) => {
      const result = parseSupplied(value, latest.current.format);
      if (!result.ok) input.value = value;
      return apply(result, true);
    },
    [apply, input],
  );

  // The page's own text first: formatted, and made the field's default too so that a reset
  // (and change tracking comparing value with defaultValue) sees the formatted text as unchanged.
  useLayoutEffect(() => {
    const untouched = input.value === input.defaultValue;
    const next = apply(parseSupplied(input.value, latest.current.format), true);
    if (untouched && next.valid) input.defaultValue = input.value;
    // Once per input: later format changes go through the effect below.
  }, [apply, input]);

  // A new currency or locale: the same value, shown the new way (no event: nothing was typed).
  const shape = `${format.kind}|${format.symbols.group}|${format.symbols.decimal}|${format.currency?.symbol}|${format.currency?.symbolPosition}|${format.minDecimals}|${format.maxDecimals}`;
  const firstShape = useRef(shape);
  useEffect(() => {
    if (shape === firstShape.current) return;
    firstShape.current = shape;
    const { value, valid } = latest.current.state;
    // Untouched text follows the new shape as its default too (the currency list arrived).
    const untouched = input.value === input.defaultValue;
    if (!valid) {
      apply(parseInput(input.value, latest.current.format), false);
      return;
    }
    // The value is kept even when the new currency has fewer cents: shown, and marked invalid.
    const checked = parseCanonical(value, latest.current.format.maxDecimals);
    if (!checked.ok) input.value = formatValue(value, latest.current.format);
    apply(checked, checked.ok);
    if (untouched && checked.ok) input.defaultValue = input.value;
  }, [shape, apply, input]);

  useEffect(() => {
    const onInput = () => {
      // Typing does not reformat (the caret would jump).
      apply(parseInput(input.value, latest.current.format), false, false);
      latest.current.handlers.onInput?.(latest.current.state);
    };
    const onChange = () => {
      const next = apply(parseInput(input.value, latest.current.format), true);
      latest.current.handlers.onCommit?.(next);
    };
    input.addEventListener('input', onInput);
    input.addEventListener('change', onChange);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('change', onChange);
    };
  }, [apply, input]);

  useEffect(() => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.includes(hintId)) input.setAttribute('aria-describedby', [...ids, hintId].join(' '));
    return () => {
      const rest = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== hintId);
      if (rest.length) input.setAttribute('aria-describedby', rest.join(' '));
      else input.removeAttribute('aria-describedby');
    };
  }, [input, hintId]);

  useFormReset(input, () => apply(parseSupplied(input.value, latest.current.format), true));

  const current = useCallback(() => latest.current.state, []);
  return { state, hintId, current, write };
}
