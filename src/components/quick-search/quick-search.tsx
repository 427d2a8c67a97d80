import { useId, useRef, type KeyboardEvent } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { ConfirmDialog } from './confirm-dialog';
import { useQuickSearch, type QuickOption } from './use-quick-search';

export interface QuickSearchProps {
  src?: string;
  label?: string;
  placeholder?: string;
  debounce?: number;
}

const SEARCH_ICON = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4';
const CLOSE_ICON = 'M6 6l12 12M18 6L6 18';

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

export function QuickSearch({ src, label, placeholder, debounce }: QuickSearchProps) {
  const search = useQuickSearch({ src, debounce });
  const { options, active, expanded, phase } = search;
  const id = useId();
  const listId = `${id}list`;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const optionId = (index: number) => `${id}option${index}`;
  const name = label?.trim() || t(m.quickSearchLabel);
  // The listbox exists only while it has options: an empty one is not a valid listbox.
  const listed = expanded && options.length > 0;

  const accept = (index: number) => {
    const option = options[index];
    if (!option) return;
    const element = list.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    // A profile row is a real link: clicking it keeps the browser's own navigation.
    if (element instanceof HTMLAnchorElement) element.click();
    else search.choose(option, null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (search.move(event.key)) event.preventDefault();
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      accept(active);
    } else if (event.key === 'Escape' && (expanded || search.text)) {
      // APG combobox: Escape closes the popup, a second Escape clears the box.
      event.preventDefault();
      event.stopPropagation();
      if (expanded) search.close();
      else search.change('');
    }
  };

  const row = (option: QuickOption, index: number) => {
    const common = {
      id: optionId(index),
      role: 'option',
      'aria-selected': index === active,
      className: `option${index === active ? ' active' : ''}`,
      'data-index': index,
      tabIndex: -1,
      onPointerMove: () => index !== active && search.setActive(index),
    } as const;
    return (
      <li key={option.id} role="presentation">
        {option.href ? (
          <a
            {...common}
            part={`option${index === active ? ' active' : ''}`}
            href={option.href}
            onClick={(event) => {
              if (!search.choose(option, event.currentTarget)) event.preventDefault();
            }}
          >
            <span className="name">{option.name}</span>
          </a>
        ) : (
          <div
            {...common}
            part={`option snapshot${index === active ? ' active' : ''}`}
            onClick={() => search.choose(option, null)}
          >
            <span className="name">{option.name}</span>
            <span className="hint">{t(m.quickSearchSnapshot)}</span>
          </div>
        )}
      </li>
    );
  };

  return (
    <div className="base" part="base">
      <label className="sr-only" htmlFor={`${id}input`}>
        {name}
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
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          placeholder={placeholder ?? t(m.quickSearchPlaceholder)}
          value={search.text}
          onChange={(event) => search.change(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!event.currentTarget.closest('.base')?.contains(event.relatedTarget as Node | null)) search.close();
          }}
        />
        {search.text && (
          <button
            type="button"
            className="clear"
            part="clear"
            aria-label={t(m.quickSearchClear)}
            onClick={() => {
              search.change('');
              input.current?.focus();
            }}
          >
            <Icon d={CLOSE_ICON} />
          </button>
        )}
      </div>
      <div className="popup" part="popup" hidden={!expanded}>
        {phase === 'loading' && options.length === 0 && <p className="note">{t(m.liveSearchLoading)}</p>}
        {phase === 'empty' && <p className="note">{t(m.searchEmpty, { query: search.query })}</p>}
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
            aria-label={name}
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
            ? t(m.searchEmpty, { query: search.query })
            : ''}
      </div>
      <ConfirmDialog open={search.confirming} message={t(m.formChangesDiscard)} onAnswer={search.answer} />
    </div>
  );
}
