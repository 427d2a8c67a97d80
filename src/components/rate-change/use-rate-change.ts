import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useEmit, useLocale } from '../../element/define-element';
import { onControlAttributes } from '../../element/form-control';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { useControlController, useFormControl, useFormReset } from '../../element/use-form-control';
import {
  currencyDecimals,
  CURRENCY_CODE,
  fallbackCurrency,
  numberSymbols,
  type FieldFormat,
} from '../number-field/number-field.logic';
import { useDecimalInput, type DecimalInput } from '../number-field/use-decimal-input';
import { postedValue } from '../number-field/use-number-field';
import { originalRate, percentChange, rateFromPercent } from './rate-change.logic';

export interface RateChangeProps {
  originalRate?: string;
  percentName?: string;
  percentLabel?: string;
  percentInputId?: string;
  format?: string;
  currency?: string;
  decimals?: number;
}

/** `hr-change` detail of `<hr-rate-change>`. */
export interface RateChangeDetail {
  name: string;
  /** The new rate as an exact decimal (the typed text when it was refused). */
  value: string;
  percentName: string;
  /** The percent change as an exact decimal ('' without an original rate). */
  percent: string;
  /** Which field the user changed. */
  changed: 'rate' | 'percent';
  valid: boolean;
}

/**
 * The percent field: the page's second `<input>` in the element, or one the element adds after
 * the rate (once: a re-render or a strict-mode double call finds it again).
 */
function percentInputOf(host: HTMLElement, rate: HTMLInputElement, props: RateChangeProps): HTMLInputElement {
  const own = host.querySelector<HTMLInputElement>('input[data-hr-percent]');
  if (own) return own;
  const page = [...host.querySelectorAll('input')].find(
    (input) => input !== rate && !input.closest('[data-hr-ui]') && input.type !== 'hidden',
  );
  const input = page ?? document.createElement('input');
  input.setAttribute('data-hr-percent', page ? '' : 'created');
  if (!page) {
    input.type = 'text';
    input.autocomplete = 'off';
    input.spellcheck = false;
    if (props.percentName) input.name = props.percentName;
    if (props.percentInputId) input.id = props.percentInputId;
    input.setAttribute('aria-label', props.percentLabel || t(m.rateChangePercentLabel));
    host.insertBefore(input, host.querySelector(':scope > [data-hr-ui]'));
  }
  return input;
}

export function useRateChange(props: RateChangeProps) {
  const { host, control: rateInput, attributes } = useFormControl<HTMLInputElement>();
  const locale = useLocale();
  const emit = useEmit();
  const noOriginalId = useId();
  const [percentInput] = useState(() => percentInputOf(host, rateInput, props));
  const original = originalRate(props.originalRate);

  const code = props.currency?.trim().toUpperCase();
  const currency =
    props.format?.trim().toLowerCase() === 'currency' && code && CURRENCY_CODE.test(code)
      ? fallbackCurrency(code, locale)
      : null;
  const decimals =
    props.decimals !== undefined && Number.isInteger(props.decimals) && props.decimals >= 0 && props.decimals <= 20
      ? props.decimals
      : undefined;
  const cents = currency ? currencyDecimals(currency.code) : undefined;
  /** Places of a rate computed from a percent. */
  const places = decimals ?? cents ?? 2;
  const symbols = numberSymbols(locale);
  const rateFormat: FieldFormat = useMemo(
    () => ({
      kind: currency ? 'currency' : 'number',
      symbols,
      currency,
      maxDecimals: decimals ?? cents,
      minDecimals: cents === undefined ? 0 : Math.min(cents, decimals ?? cents),
    }),
    [symbols, currency, decimals, cents],
  );
  const percentFormat: FieldFormat = useMemo(
    () => ({ kind: 'percent', symbols, currency: null, minDecimals: 2 }),
    [symbols],
  );

  const fields = useRef<{ rate?: DecimalInput; percent?: DecimalInput }>({});
  const latest = useRef({ original, places });
  latest.current = { original, places };

  /** The percent for the rate as it is now; '' when either is missing. */
  const syncPercent = () => {
    const rate = fields.current.rate?.current();
    const base = latest.current.original;
    fields.current.percent?.write(base && rate?.valid && rate.value !== '' ? percentChange(rate.value, base) : '');
  };

  const detail = (changed: RateChangeDetail['changed']): RateChangeDetail => {
    const rate = fields.current.rate?.current();
    const percent = fields.current.percent?.current();
    return {
      name: rateInput.name,
      value: rate ? postedValue(rate, rateInput) : '',
      percentName: percentInput.name,
      percent: percent ? postedValue(percent, percentInput) : '',
      changed,
      valid: Boolean(rate?.valid && percent?.valid),
    };
  };

  const rate = useDecimalInput(rateInput, rateFormat, {
    // Live: the percent follows each keystroke of the rate (and not a half-typed invalid one).
    onInput: (state) => state.valid && syncPercent(),
    onCommit: () => emit('change', detail('rate')),
  });
  const percent = useDecimalInput(percentInput, percentFormat, {
    onInput: (state) => {
      const base = latest.current.original;
      if (base && state.valid) fields.current.rate?.write(rateFromPercent(state.value, base, latest.current.places));
    },
    // The rate was rounded to its places: the percent shown and posted is the one of that rate,
    // so the pair never disagrees ('-12.345' at 25.00 gives 21.91, which is -12.36%).
    onCommit: (state) => {
      if (state.valid && state.value !== '' && latest.current.original) syncPercent();
      emit('change', detail('percent'));
    },
  });
  fields.current = { rate, percent };

  useControlController({
    read: () => postedValue(rate.current(), rateInput),
    write: (value) => {
      rate.write(value);
      syncPercent();
    },
  });

  // No (or a zero or invalid) original rate, no percent: disabled and emptied.
  const firstSync = useRef(true);
  useLayoutEffect(() => {
    percentInput.disabled = attributes.disabled || !original;
    percentInput.readOnly = attributes.readOnly;
    syncPercent();
    if (firstSync.current) {
      firstSync.current = false;
      percentInput.defaultValue = percentInput.value;
    }
    // syncPercent reads refs only.
  }, [percentInput, original, attributes.disabled, attributes.readOnly]);

  // A created percent field follows the element's percent-name and form attributes (the page's
  // own input keeps what the page wrote).
  const created = percentInput.getAttribute('data-hr-percent') === 'created';
  useEffect(() => {
    if (created && props.percentName !== undefined) percentInput.name = props.percentName;
  }, [created, percentInput, props.percentName]);
  useLayoutEffect(() => {
    if (!created) return undefined;
    const follow = () => {
      const form = host.getAttribute('form');
      if (form) percentInput.setAttribute('form', form);
      else percentInput.removeAttribute('form');
    };
    follow();
    return onControlAttributes(host, follow);
  }, [created, host, percentInput]);

  useEffect(() => {
    const ids = (percentInput.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.includes(noOriginalId)) percentInput.setAttribute('aria-describedby', [...ids, noOriginalId].join(' '));
  }, [percentInput, noOriginalId]);

  // After the inputs re-read their restored text (their own reset hooks run first).
  useFormReset(rateInput, syncPercent);

  return { rate, percent, noOriginalId, noOriginal: !original };
}
