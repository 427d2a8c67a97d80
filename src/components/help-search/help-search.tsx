import { useId, useRef, type KeyboardEvent } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { typeLabel } from './help-search.logic';
import { useHelpSearch, type HelpOption } from './use-help-search';

export interface HelpSearchProps {
  src?: string;
  label?: string;
  placeholder?: string;
  debounce?: number;
}

const SEARCH_ICON = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4';

export function HelpSearch({ src, label, placeholder, debounce }: HelpSearchProps) {
  const search = useHelpSearch({ src, debounce });
  const { options, active, expanded, phase } = search;
  const id = useId();
  const listId = `${id}list`;
  const list = useRef<HTMLUListElement>(null);
  const optionId = (index: number) => `${id}option${index}`;
  const name = label?.trim() || t(m.helpSearchLabel);
  const listed = expanded && options.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (search.move(event.key)) event.preventDefault();
    } else if (event.key === 'Enter' && listed && active >= 0) {
      event.preventDefault();
      list.current?.querySelector<HTMLAnchorElement>(`[data-index="${active}"]`)?.click();
    } else if (event.key === 'Escape' && (expanded || search.text)) {
      event.preventDefault();
      event.stopPropagation();
      if (expanded) search.close();
      else search.change('');
    }
  };

  const row = (hit: HelpOption, index: number) => (
    <li key={hit.objectID} role="presentation">
      <a
        id={optionId(index)}
        role="option"
        aria-selected={index === active}
        className={`option${index === active ? ' active' : ''}`}
        part={`option${index === active ? ' active' : ''}`}
        data-index={index}
        tabIndex={-1}
        href={hit.href}
        onPointerMove={() => index !== active && search.setActive(index)}
      >
        <span className="title">
          <span className="name">{hit.name}</span>
          <span className="type" part="type">
            {t(typeLabel(hit.type))}
          </span>
        </span>
        {hit.snippet.length > 0 && (
          <span className="snippet" part="snippet">
            {hit.snippet.map((piece, i) =>
              piece.highlight ? <mark key={i}>{piece.text}</mark> : <span key={i}>{piece.text}</span>,
            )}
          </span>
        )}
      </a>
    </li>
  );

  return (
    <div className="base" part="base" role="search">
      <label className="sr-only" htmlFor={`${id}input`}>
        {name}
      </label>
      <div className="field" part="field">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={SEARCH_ICON} />
        </svg>
        <input
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
          maxLength={200}
          placeholder={placeholder ?? t(m.helpSearchPlaceholder)}
          value={search.text}
          onChange={(event) => search.change(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!event.currentTarget.closest('.base')?.contains(event.relatedTarget as Node | null)) search.close();
          }}
        />
      </div>
      <div className="popup" part="popup" hidden={!expanded}>
        {phase === 'loading' && options.length === 0 && <p className="note">{t(m.liveSearchLoading)}</p>}
        {phase === 'empty' && (
          <p className="note" part="empty">
            {t(m.helpEmpty)}
          </p>
        )}
        {phase === 'error' && (
          <p className="note error" part="error">
            {t(m.errorsGenericRetry)}
          </p>
        )}
        {options.length > 0 && (
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
            ? t(m.helpEmpty)
            : ''}
      </div>
    </div>
  );
}
