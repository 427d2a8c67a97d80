import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { Combobox } from '../../ui/combobox/combobox';
import { typeLabel } from './help-search.logic';
import { useHelpSearch } from './use-help-search';

export interface HelpSearchProps {
  src?: string;
  label?: string;
  placeholder?: string;
  debounce?: number;
}

export function HelpSearch({ src, label, placeholder, debounce }: HelpSearchProps) {
  const { field, available } = useHelpSearch({ src, debounce });
  if (!available)
    return (
      <p className="not-ready" part="not-ready" role="status">
        {t(m.helpNotReady)}
      </p>
    );
  return (
    <Combobox
      field={field}
      label={label?.trim() || t(m.helpSearchLabel)}
      placeholder={placeholder ?? t(m.helpSearchPlaceholder)}
      maxLength={200}
      landmark
      emptyMessage={t(m.helpEmpty)}
      optionKey={(hit) => hit.objectID}
      renderOption={(hit, props) => (
        <a {...props} href={hit.href}>
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
      )}
    />
  );
}
