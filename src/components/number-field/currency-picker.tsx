import { useEffect, useId, useRef } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import type { useCurrencyPicker } from './use-currency-picker';

export interface CurrencyPickerProps {
  picker: ReturnType<typeof useCurrencyPicker>;
  disabled: boolean;
}

/**
 * The currency button and its listbox (WAI-ARIA APG collapsible dropdown listbox): the button
 * opens the list and focus moves into it; ↑ ↓ Home End PageUp PageDown and type-ahead move,
 * Enter or Space chooses, Escape closes; both return focus to the button.
 */
export function CurrencyPicker({ picker, disabled }: CurrencyPickerProps) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const { open, list, active, phase, currency } = picker;
  const hasOptions = phase === 'ready' && list.length > 0;

  // Focus follows the popup: into it on open (after it renders), nothing to do on close.
  useEffect(() => {
    if (!open) return;
    popup.current?.querySelector<HTMLElement>('[role="listbox"], [data-focus]')?.focus();
  }, [open, hasOptions]);

  useEffect(() => {
    if (!open || active < 0) return;
    popup.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const back = () => button.current?.focus();
  const status =
    phase === 'error' ? t(m.errorsDataFetch) : phase === 'ready' ? t(m.currencyEmpty) : t(m.currencyLoading);

  return (
    <span className="hr-number-field__picker">
      <button
        ref={button}
        type="button"
        className="hr-number-field__currency"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={hasOptions ? `${id}-list` : `${id}-popup`}
        aria-label={t(m.currencyPickerLabel, { code: currency.code })}
        disabled={disabled}
        onClick={() => (open ? picker.close() : picker.show())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            picker.show();
          }
        }}
      >
        <span className="hr-number-field__code">{currency.code}</span>
        <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M3 4.5 6 7.5 9 4.5" />
        </svg>
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- keys and focus from the search box and listbox inside bubble here */}
      <div
        ref={popup}
        id={`${id}-popup`}
        className="hr-number-field__popup"
        hidden={!open}
        onKeyDown={(event) => {
          if (picker.onListKey(event)) back();
        }}
        onBlur={(event) => {
          // Focus left the popup (a click elsewhere, Tab): close without taking focus back.
          if (
            open &&
            !popup.current?.contains(event.relatedTarget as Node | null) &&
            event.relatedTarget !== button.current
          )
            picker.close();
        }}
      >
        {hasOptions ? (
          <ul
            role="listbox"
            id={`${id}-list`}
            className="hr-number-field__list"
            tabIndex={-1}
            aria-label={t(m.currencyListLabel)}
            aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
          >
            {list.map((item, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys stay on the listbox (aria-activedescendant), whose Enter picks the option
              <li
                key={item.code}
                id={`${id}-option-${index}`}
                data-index={index}
                role="option"
                aria-selected={item.code === currency.code}
                className={`hr-number-field__option${index === active ? ' hr-number-field__option--active' : ''}`}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== active && picker.setActive(index)}
                onClick={() => {
                  picker.choose(index);
                  back();
                }}
              >
                <span className="hr-number-field__option-code">{item.code}</span>
                <span className="hr-number-field__option-name">{item.name}</span>
                <span className="hr-number-field__option-symbol">{item.symbol}</span>
              </li>
            ))}
          </ul>
        ) : (
          <div className="hr-number-field__status" role="status" tabIndex={-1} data-focus="">
            {open ? status : ''}
          </div>
        )}
      </div>
    </span>
  );
}
