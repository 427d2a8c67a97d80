import { CurrencyPicker } from './currency-picker';
import { useNumberField, type NumberFieldProps } from './use-number-field';

export type { NumberFieldProps } from './use-number-field';

/** What `<hr-number-field>` renders next to its real input: the picker, hidden fields, the message. */
export function NumberField(props: NumberFieldProps) {
  const view = useNumberField(props);
  const { state, hintId } = view.field;
  return (
    <>
      {view.pickerShown && <CurrencyPicker picker={view.picker} disabled={view.disabled} />}
      {view.mirror && (
        <input
          type="hidden"
          data-hr-raw=""
          name={view.mirror.name}
          value={view.mirror.value}
          form={view.mirror.form}
          disabled={view.mirror.disabled}
        />
      )}
      {view.currencyField && (
        <input
          type="hidden"
          data-hr-currency=""
          name={view.currencyField.name}
          value={view.currencyField.value}
          form={view.currencyField.form}
          disabled={view.currencyField.disabled}
        />
      )}
      <span id={hintId} className="hr-number-field__message" aria-live="polite">
        {state.valid ? '' : state.message}
      </span>
    </>
  );
}
