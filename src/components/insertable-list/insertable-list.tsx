import type { KeyboardEvent } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { OPTION_LIMIT } from './insertable-list.logic';
import { useInsertableList } from './use-insertable-list';

export interface InsertableListProps {
  /** Endpoint of the insert POST; default /ajax/list_insert.php. */
  src?: string;
  /** The list's field name sent as `field`; default the select's name. */
  field?: string;
  /** Shown instead of 'You must enter a new option to the list.' */
  errorMessage?: string;
}

export function InsertableList({ src, field, errorMessage }: InsertableListProps) {
  const list = useInsertableList({ src, field, errorMessage });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Never submit the page's form from here.
      event.preventDefault();
      void list.submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      list.cancel();
    }
  };
  return (
    <>
      {list.open ? (
        <span
          className="hr-insertable-list__editor"
          role="group"
          aria-label={t(m.insertListAdd)}
          aria-busy={list.busy || undefined}
        >
          <label className="hr-insertable-list__label" htmlFor={list.ids.input}>
            {t(m.insertListNewOption)}
          </label>
          <input
            ref={list.input}
            id={list.ids.input}
            className="hr-insertable-list__input"
            type="text"
            autoComplete="off"
            maxLength={OPTION_LIMIT}
            value={list.draft}
            readOnly={list.busy}
            aria-invalid={list.error ? true : undefined}
            aria-describedby={`${list.ids.error} ${list.ids.counter}`}
            onChange={(event) => list.edit(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            className="hr-insertable-list__save"
            disabled={list.busy}
            onClick={() => void list.submit()}
          >
            {list.busy ? t(m.insertListSaving) : t(m.insertListSave)}
          </button>
          <button type="button" className="hr-insertable-list__cancel" onClick={list.cancel}>
            {t(m.commonCancel)}
          </button>
          <span
            id={list.ids.counter}
            className={`hr-insertable-list__counter hr-insertable-list__counter--${list.counter.level}`}
          >
            {list.counter.text}
          </span>
        </span>
      ) : (
        <button
          ref={list.addButton}
          type="button"
          className="hr-insertable-list__add"
          disabled={list.disabled}
          onClick={list.start}
        >
          {t(m.insertListAdd)}
        </button>
      )}
      <span id={list.ids.error} className="hr-insertable-list__error" role="alert">
        {list.error}
      </span>
      <span className="hr-insertable-list__status" role="status">
        {list.status}
      </span>
    </>
  );
}
