import { useRef } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { ComboboxView } from '../../ui/combobox/combobox-view';
import { useLiveSearch } from './use-live-search';

export interface LiveSearchProps {
  src?: string;
  section?: string;
  params?: unknown;
  query?: string;
  for?: string;
  debounce?: number;
}

/** The combobox view as the popup of the page's input: its options are the server's sanitized fragment. */
export function LiveSearch({ src, section, params, query, for: inputId, debounce }: LiveSearchProps) {
  // The sanitized fragment goes into this node with replaceChildren(); React never renders its children.
  const results = useRef<HTMLDivElement>(null);
  const search = useLiveSearch({ src, section, params, query, inputId, debounce }, results);
  const { phase, open } = search;
  return (
    <ComboboxView
      open={open}
      popupPart={`panel ${phase}`}
      busy={search.loading}
      loading={
        search.loading && (
          <>
            <span className="spinner" aria-hidden="true" />
            {t(m.liveSearchLoading)}
          </>
        )
      }
      error={search.error}
      content={
        <div
          ref={results}
          className="results"
          part="results"
          hidden={search.count === 0}
          onPointerMove={(event) => search.onPointerMove(event.target)}
        />
      }
      status={search.announcement}
    />
  );
}
