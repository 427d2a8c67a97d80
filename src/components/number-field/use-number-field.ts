import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { useEmit, useLocale } from '../../element/define-element';
import { dispatchNativeChange, onControlAttributes } from '../../element/form-control';
import { useControlController, useFormControl, useFormReset } from '../../element/use-form-control';
import {
  currencyDecimals,
  NUMBER_FORMATS,
  numberSymbols,
  type FieldFormat,
  type NumberFormatKind,
} from './number-field.logic';
import { useCurrencyPicker } from './use-currency-picker';
import { useDecimalInput, type DecimalState } from './use-decimal-input';

export interface NumberFieldProps {
  format?: string;
  currency?: string;
  currencyName?: string;
  picker?: boolean;
  raw?: boolean;
  decimals?: number;
  employeeId?: string;
  payScheduleId?: string;
  src?: string;
}

/** `hr-change` detail of `<hr-number-field>`. */
export interface NumberFieldChangeDetail {
  name: string;
  /** The exact decimal ('1234.5'); the typed text when it was refused. */
  value: string;
  /** The text the field shows (and posts without `raw`). */
  text: string;
  valid: boolean;
  /** ISO code of a currency field's currency. */
  currency?: string;
}

export function formatKind(raw: string | undefined): NumberFormatKind {
  return NUMBER_FORMATS.find((kind) => kind === raw?.trim().toLowerCase()) ?? 'number';
}

/** A `decimals` attribute the field can honour: a whole number from 0 to 20. */
function decimalsOf(raw: number | undefined): number | undefined {
  return raw !== undefined && Number.isInteger(raw) && raw >= 0 && raw <= 20 ? raw : undefined;
}

/** What the field posts and reports: the decimal, or what was typed when it was refused. */
export function postedValue(state: DecimalState, input: HTMLInputElement): string {
  return state.valid ? state.value : input.value;
}

export function useNumberField(props: NumberFieldProps) {
  const { host, control, attributes } = useFormControl<HTMLInputElement>();
  const locale = useLocale();
  const emit = useEmit();
  const kind = formatKind(props.format);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const currencyEvent = useRef(false);

  const picker = useCurrencyPicker({
    enabled: kind === 'currency' && Boolean(props.picker),
    code: props.currency,
    src: props.src,
    field: props.currencyName || host.getAttribute('name') || control.name || undefined,
    employeeId: props.employeeId,
    payScheduleId: props.payScheduleId,
    locale,
    onChoose: () => void (currencyEvent.current = true),
  });

  const decimals = decimalsOf(props.decimals);
  const cents = kind === 'currency' ? currencyDecimals(picker.code) : undefined;
  const symbols = numberSymbols(locale);
  const currency = kind === 'currency' ? picker.currency : null;
  const format: FieldFormat = useMemo(
    () => ({
      kind,
      symbols,
      currency,
      maxDecimals: decimals ?? cents,
      minDecimals: cents === undefined ? 0 : Math.min(cents, decimals ?? cents),
    }),
    [kind, symbols, currency, decimals, cents],
  );

  const name = () => host.getAttribute('name') ?? control.name;
  const field = useDecimalInput(control, format, {
    onCommit: (state) => {
      const detail: NumberFieldChangeDetail = {
        name: name(),
        value: postedValue(state, control),
        text: control.value,
        valid: state.valid,
      };
      if (kind === 'currency') detail.currency = picker.code;
      emit('change', detail);
    },
  });

  useControlController({
    read: () => postedValue(field.current(), control),
    write: (value) => void field.write(value),
  });

  // A chosen currency changes the posted text: tell the page as a change of the field, once the
  // text shows the new symbol (the decimal input's reformat ran in this same commit).
  useEffect(() => {
    if (!currencyEvent.current) return;
    currencyEvent.current = false;
    const hidden = host.querySelector<HTMLInputElement>('input[data-hr-currency]');
    if (hidden) dispatchNativeChange(hidden);
    dispatchNativeChange(control);
  });

  useFormReset(control, picker.reset);

  // `raw`: the exact decimal is posted by a hidden mirror under the field's name, so the
  // visible input must not post too. The foundation re-forwards `name` on attribute changes.
  const raw = Boolean(props.raw);
  useLayoutEffect(() => {
    if (!raw) return undefined;
    if (!host.hasAttribute('name') && control.name) host.setAttribute('name', control.name);
    const mirror = () => host.querySelector<HTMLInputElement>('input[data-hr-raw]');
    const strip = () => {
      if (control.hasAttribute('name')) control.removeAttribute('name');
      // In step at once, not at the next render: a FormData built right after `disabled = true` must not see it.
      const hidden = mirror();
      if (hidden) {
        hidden.name = host.getAttribute('name') ?? '';
        hidden.disabled = control.disabled;
      }
    };
    strip();
    const off = onControlAttributes(host, () => {
      strip();
      rerender();
    });
    // The foundation forwards `name` again when the element is moved (connectedCallback).
    const observer = new MutationObserver(strip);
    observer.observe(control, { attributes: true, attributeFilter: ['name'] });
    return () => {
      off();
      observer.disconnect();
      const restored = host.getAttribute('name');
      if (restored) control.setAttribute('name', restored);
    };
  }, [raw, host, control]);

  // Hidden fields follow the form= attribute too.
  useEffect(() => onControlAttributes(host, rerender), [host]);

  const hidden = useCallback(
    () => ({
      form: host.getAttribute('form') ?? control.getAttribute('form') ?? undefined,
      disabled: attributes.disabled,
    }),
    [host, control, attributes.disabled],
  );

  return {
    kind,
    field,
    picker,
    pickerShown: kind === 'currency' && Boolean(props.picker),
    disabled: attributes.disabled || attributes.readOnly,
    mirror: raw
      ? { name: host.getAttribute('name') ?? '', value: postedValue(field.state, control), ...hidden() }
      : null,
    currencyField:
      kind === 'currency' && props.currencyName ? { name: props.currencyName, value: picker.code, ...hidden() } : null,
  };
}
