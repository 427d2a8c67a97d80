import { useRef } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { useLiveSearch } from './use-live-search';

export interface LiveSearchProps {
  src?: string;
  section?: string;
  params?: unknown;
  query?: string;
  for?: string;
  debounce?: number;
}

export function LiveSearch({ src, section, params, query, for: inputId, debounce }: LiveSearchProps) {
  // The sanitized fragment goes into this node with replaceChildren(); React never renders its children.
  const results = useRef<HTMLDivElement>(null);
  const search = useLiveSearch({ src, section, params, query, inputId, debounce }, results);
  const { phase, open } = search;
  return (
    <>
      <div className={`panel ${phase}`} part={`panel ${phase}`} hidden={!open} aria-busy={search.loading || undefined}>
        {search.loading && (
          <div className="loading" part="loading">
            <span className="spinner" aria-hidden="true" />
            {t(m.liveSearchLoading)}
          </div>
        )}
        {search.error && (
          <p className="error" part="error">
            {search.error}
          </p>
        )}
        <div
          ref={results}
          className="results"
          part="results"
          hidden={search.count === 0}
          onPointerMove={(event) => search.onPointerMove(event.target)}
        />
      </div>
      <div className="sr-only" role="status">
        {search.announcement}
      </div>
    </>
  );
}
