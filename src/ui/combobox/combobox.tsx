import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import type { ComboboxField } from './use-combobox-field';
import { CLOSE_ICON, Icon, SEARCH_ICON } from '../icons';

/** What makes an element an option of the listbox: spread it on the <a> or <div> that is the option. */
export interface OptionProps {
  id: string;
  role: 'option';
  'aria-selected': boolean;
  className: string;
  part: string;
  'data-index': number;
  tabIndex: -1;
  onPointerMove(): void;
}

export interface ComboboxProps<T> {
  field: ComboboxField<T>;
  /** The input's accessible name, also the listbox's. */
  label: string;
  placeholder: string;
  maxLength: number;
  /** The box is a search landmark. */
  landmark?: boolean;
  /** A clear button with this name shows while the box has text. */
  clearLabel?: string;
  /** Shown and announced when an answer lists nothing. */
  emptyMessage: string;
  optionKey(option: T): string | number;
  renderOption(option: T, props: OptionProps): ReactNode;
  children?: ReactNode;
}

/**
 * A search box with a listbox popup (WAI-ARIA 1.2 combobox): the focus stays in the input,
 * aria-activedescendant names the active option, ↑/↓ move it, Enter clicks it, Escape closes
 * the popup and a second Escape clears the box. The listbox exists only while it has options
 * (an empty listbox is not valid); loading, empty and failure show as notes, and the count is
 * announced through a polite status region.
 */
export function Combobox<T>({
  field,
  label,
  placeholder,
  maxLength,
  landmark = false,
  clearLabel,
  emptyMessage,
  optionKey,
  renderOption,
  children,
}: ComboboxProps<T>) {
  const { options, active, expanded, phase } = field;
  const id = useId();
  const listId = `${id}list`;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const optionId = (index: number) => `${id}option${index}`;
  const listed = expanded && options.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (field.move(event.key)) event.preventDefault();
    } else if (event.key === 'Enter' && listed && active >= 0) {
      event.preventDefault();
      list.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.click();
    } else if (event.key === 'Escape' && (expanded || field.text)) {
      event.preventDefault();
      event.stopPropagation();
      if (expanded) field.close();
      else field.change('');
    }
  };

  const row = (option: T, index: number) => (
    <li key={optionKey(option)} role="presentation">
      {renderOption(option, {
        id: optionId(index),
        role: 'option',
        'aria-selected': index === active,
        className: `option${index === active ? ' active' : ''}`,
        part: `option${index === active ? ' active' : ''}`,
        'data-index': index,
        tabIndex: -1,
        onPointerMove: () => index !== active && field.setActive(index),
      })}
    </li>
  );

  return (
    <div className="base" part="base" role={landmark ? 'search' : undefined}>
      <label className="sr-only" htmlFor={`${id}input`}>
        {label}
      </label>
      <div className="field" part="field">
        <Icon d={SEARCH_ICON} />
        <input
          ref={input}
          id={`${id}input`}
          part="input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listed}
          aria-controls={listed ? listId : undefined}
          aria-activedescendant={listed && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={maxLength}
          placeholder={placeholder}
          value={field.text}
          onChange={(event) => field.change(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!event.currentTarget.closest('.base')?.contains(event.relatedTarget as Node | null)) field.close();
          }}
        />
        {clearLabel && field.text && (
          <button
            type="button"
            className="clear"
            part="clear"
            aria-label={clearLabel}
            onClick={() => {
              field.change('');
              input.current?.focus();
            }}
          >
            <Icon d={CLOSE_ICON} />
          </button>
        )}
      </div>
      <div className="popup" part="popup" hidden={!expanded}>
        {phase === 'loading' && options.length === 0 && <p className="note">{t(m.liveSearchLoading)}</p>}
        {phase === 'empty' && (
          <p className="note" part="empty">
            {emptyMessage}
          </p>
        )}
        {phase === 'error' && (
          <p className="note error" part="error">
            {t(m.errorsGenericRetry)}
          </p>
        )}
        {options.length > 0 && (
          // Keeps the focus in the input while a pointer picks an option.
          <ul
            ref={list}
            id={listId}
            role="listbox"
            aria-label={label}
            className="list"
            part="list"
            onMouseDown={(event) => event.preventDefault()}
          >
            {options.map(row)}
          </ul>
        )}
      </div>
      <div className="sr-only" role="status">
        {phase === 'results'
          ? options.length === 1
            ? t(m.liveSearchResultsOne)
            : t(m.liveSearchResultsMany, { count: options.length })
          : phase === 'empty'
            ? emptyMessage
            : ''}
      </div>
      {children}
    </div>
  );
}
