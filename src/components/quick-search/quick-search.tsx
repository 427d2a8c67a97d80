import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { Combobox } from '../../ui/combobox/combobox';
import { ConfirmDialog } from './confirm-dialog';
import { useQuickSearch } from './use-quick-search';

export interface QuickSearchProps {
  src?: string;
  label?: string;
  placeholder?: string;
  debounce?: number;
}

export function QuickSearch({ src, label, placeholder, debounce }: QuickSearchProps) {
  const search = useQuickSearch({ src, debounce });
  return (
    <Combobox
      field={search}
      label={label?.trim() || t(m.quickSearchLabel)}
      placeholder={placeholder ?? t(m.quickSearchPlaceholder)}
      maxLength={100}
      clearLabel={t(m.quickSearchClear)}
      emptyMessage={t(m.searchEmpty, { query: search.query })}
      optionKey={(option) => option.id}
      renderOption={(option, props) =>
        // A profile row is a real link: clicking it (or Enter) keeps the browser's own navigation.
        option.href ? (
          <a
            {...props}
            href={option.href}
            onClick={(event) => {
              if (!search.choose(option, event.currentTarget)) event.preventDefault();
            }}
          >
            <span className="name">{option.name}</span>
          </a>
        ) : option.snapshot ? (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- props hold role="option"; keys stay in the combobox input, whose Enter clicks the option
          <div
            {...props}
            part={props.part.replace('option', 'option snapshot')}
            onClick={() => search.choose(option, null)}
          >
            <span className="name">{option.name}</span>
            <span className="hint">{t(m.quickSearchSnapshot)}</span>
          </div>
        ) : (
          // Without CORE_SNAPSHOT a person the user may not open is listed, but cannot be chosen.
          <div {...props} aria-disabled="true">
            <span className="name">{option.name}</span>
            <span className="hint">{t(m.searchNoAccess)}</span>
          </div>
        )
      }
    >
      <ConfirmDialog open={search.confirming} message={t(m.formChangesDiscard)} onAnswer={search.answer} />
    </Combobox>
  );
}
