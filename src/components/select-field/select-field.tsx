import { useRef } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { useAnchoredPosition } from '../../ui/popover/use-anchored-position';
import { groupItems } from './select-field.logic';
import { useSelectField } from './use-select-field';
import { CARET_ICON, CHECK_ICON, Icon, REMOVE_ICON } from '../../ui/icons';

export interface SelectFieldProps {
  /** A month or year select of a date picker: the search box shows only above 130 options. */
  datePicker?: boolean;
  /** Options a select may have before the search box shows (default 8, 130 with date-picker). */
  searchThreshold?: number;
}

/**
 * The enhanced select: WAI-ARIA APG combobox (select-only below the search threshold, editable
 * with list autocomplete above it) controlling a listbox (`aria-multiselectable` for a multiple
 * select), focus always on the combobox with aria-activedescendant. Chosen options of a multiple
 * select show as tokens before it. Option texts are rendered as text, never as markup. The list
 * opens below the box, or above it when the window has no room below.
 */
export function SelectField({ datePicker, searchThreshold }: SelectFieldProps) {
  const s = useSelectField({ datePicker, searchThreshold });
  const hasOptions = s.visible.length > 0;
  const box = useRef<HTMLSpanElement>(null);
  const popup = useRef<HTMLSpanElement>(null);
  useAnchoredPosition(box, popup, { open: s.open, placement: 'bottom-start', gap: 4 });
  const common = {
    id: `${s.baseId}-combobox`,
    role: 'combobox',
    className: 'hr-select-field__combobox',
    'aria-controls': s.listId,
    'aria-expanded': s.open,
    'aria-haspopup': 'listbox' as const,
    'aria-activedescendant': s.activeId,
    'aria-labelledby': s.labelledBy,
    'aria-label': s.label,
    'aria-required': s.required || undefined,
    'aria-invalid': s.invalid || undefined,
    onKeyDown: s.onKeyDown,
  };

  return (
    <span
      ref={s.root}
      className={`hr-select-field${s.open ? ' is-open' : ''}${s.disabled ? ' is-disabled' : ''}${s.multiple ? ' is-multiple' : ''}${s.invalid ? ' is-invalid' : ''}`}
    >
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a press on the box opens the list; the keyboard path is the combobox input inside */}
      <span
        ref={box}
        className="hr-select-field__box"
        onMouseDown={(event) => s.pressBox(event.target as Element, () => event.preventDefault())}
      >
        {s.multiple && s.chosen.length > 0 && (
          <ul className="hr-select-field__tokens">
            {s.chosen.map((item) => (
              <li key={item.index} className="hr-select-field__token">
                <span className="hr-select-field__token-text">{item.label}</span>
                <button
                  type="button"
                  className="hr-select-field__remove"
                  tabIndex={-1}
                  disabled={s.disabled}
                  aria-label={t(m.selectRemove, { label: item.label })}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => s.deselect(item, true)}
                >
                  <Icon d={REMOVE_ICON} className="hr-select-field__icon" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {s.searchable ? (
          <input
            {...common}
            ref={s.combobox}
            type="text"
            aria-autocomplete="list"
            autoComplete="off"
            spellCheck={false}
            disabled={s.disabled}
            placeholder={s.inputPlaceholder}
            value={s.inputValue}
            onChange={(event) => s.onQuery(event.currentTarget.value)}
          />
        ) : (
          <div {...common} ref={s.combobox} tabIndex={s.disabled ? -1 : 0} aria-disabled={s.disabled || undefined}>
            {s.showsPlaceholder ? (
              <span className="hr-select-field__placeholder">{s.placeholder}</span>
            ) : s.multiple ? (
              // The tokens show the choice; the combobox still says it as its value.
              <span className="hr-select-field__sr">{s.chosen.map((item) => item.label).join(', ')}</span>
            ) : (
              <span className="hr-select-field__value">{s.display}</span>
            )}
          </div>
        )}
        <Icon d={CARET_ICON} className="hr-select-field__caret" />
      </span>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only cancels mousedown so the combobox keeps focus */}
      <span
        ref={popup}
        className="hr-select-field__popup"
        hidden={!s.open}
        // Pressing in the popup must not take focus from the combobox.
        onMouseDown={(event) => event.preventDefault()}
      >
        <div
          ref={s.list}
          id={s.listId}
          role="listbox"
          className="hr-select-field__list"
          aria-labelledby={s.labelledBy}
          aria-label={s.label}
          aria-multiselectable={s.multiple || undefined}
          hidden={!hasOptions}
        >
          {groupItems(s.visible).map((group) => {
            const options = group.items.map((item) => {
              const active = item.index === s.active;
              return (
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- keys stay in the combobox input (aria-activedescendant)
                <div
                  key={item.index}
                  id={s.optionId(item)}
                  role="option"
                  className={`hr-select-field__option${active ? ' is-active' : ''}${item.selected ? ' is-chosen' : ''}`}
                  aria-selected={s.multiple ? item.selected : active}
                  aria-disabled={item.disabled || undefined}
                  onMouseMove={() => !active && !item.disabled && s.setActive(item.index)}
                  onClick={() => s.choose(item)}
                >
                  {s.multiple || item.selected ? (
                    <Icon d={CHECK_ICON} className="hr-select-field__check" />
                  ) : (
                    <span className="hr-select-field__check" />
                  )}
                  <span className="hr-select-field__label">
                    {item.label || (item.value === '' ? s.placeholder : '')}
                  </span>
                </div>
              );
            });
            if (group.label === undefined) return options;
            return (
              <div key={group.key} role="group" aria-label={group.label} className="hr-select-field__group">
                <div className="hr-select-field__group-label" aria-hidden="true">
                  {group.label}
                </div>
                {options}
              </div>
            );
          })}
        </div>
        <span
          role="status"
          aria-live="polite"
          className={s.noResults ? 'hr-select-field__empty' : 'hr-select-field__sr'}
        >
          {s.noResults}
        </span>
      </span>
    </span>
  );
}
