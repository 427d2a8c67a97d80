import { useId, useState } from 'react';
import { useConfig } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { safeUrl } from '../../lib/urls';
import { initials, type Person } from './person-picker.logic';
import { usePersonPicker } from './use-person-picker';
import { ComboboxView } from '../../ui/combobox/combobox-view';
import { Icon, PLUS_ICON, REMOVE_ICON } from '../../ui/icons';

const P = 'hr-person-picker';

export interface PersonPickerProps {
  src?: string;
  description?: string;
}

/** The person's photo through the URL gate, or their initials when there is none or it breaks. */
function Photo({ person }: { person: Person }) {
  const { allowedHosts } = useConfig();
  const src = safeUrl(person.imageUrl, { allowedHosts })?.href ?? null;
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src)
    return (
      <span className="hr-person-picker__photo hr-person-picker__photo--initials" aria-hidden="true">
        {initials(person.name)}
      </span>
    );
  return <img className="hr-person-picker__photo" src={src} alt="" loading="lazy" onError={() => setBroken(src)} />;
}

export function PersonPicker({ src, description }: PersonPickerProps) {
  const id = useId();
  const listId = `${id}list`;
  const optionId = (person: Person) => `${id}option${person.id}`;
  const errorId = `${id}error`;
  const picker = usePersonPicker({ src, listId, errorId, optionId });
  const { people, suggestions, highlighted, expanded, phase, disabled } = picker;
  const text = description?.trim() || t(m.personPickerDescription);

  return (
    <>
      {!picker.active && (
        <button
          type="button"
          className="hr-person-picker__activate"
          aria-label={
            picker.label ? t(m.personPickerActivateLabel, { description: text, label: picker.label }) : undefined
          }
          disabled={disabled}
          onClick={picker.activate}
        >
          <Icon d={PLUS_ICON} className="hr-person-picker__icon" />
          {text}
        </button>
      )}
      {/* The listbox itself scrolls: axe knows a combobox's popup is reached by aria-activedescendant. */}
      <ComboboxView
        prefix={P}
        open={expanded}
        listbox={{
          id: listId,
          label: t(m.personPickerSuggestions, { query: picker.query }),
          options: suggestions,
          active: highlighted,
          optionId,
          optionKey: (person) => person.id,
          renderOption: (person, props) => (
            <div {...props}>
              <Photo person={person} />
              <span className={`${P}__name`}>{person.name}</span>
            </div>
          ),
          onActive: picker.setHighlighted,
          onChoose: picker.choose,
        }}
        loading={phase === 'loading' && suggestions.length === 0 && t(m.personPickerSearching)}
        empty={
          phase === 'empty' || (phase === 'results' && suggestions.length === 0)
            ? t(m.searchEmpty, { query: picker.query })
            : undefined
        }
        error={phase === 'error' ? t(m.errorsGenericRetry) : undefined}
        status={picker.announcement}
      />
      {picker.invalid && people.length === 0 && (
        <p className="hr-person-picker__error" id={errorId}>
          {picker.invalid}
        </p>
      )}
      {people.length > 0 && (
        <ul className="hr-person-picker__tokens" aria-label={t(m.personPickerChosen)}>
          {people.map((person) => (
            <li key={person.id} className="hr-person-picker__token">
              <Photo person={person} />
              <span className="hr-person-picker__name">{person.name}</span>
              <button
                type="button"
                className="hr-person-picker__remove"
                aria-label={t(m.personPickerRemove, { name: person.name })}
                disabled={disabled}
                onClick={() => picker.remove(person)}
              >
                <Icon d={REMOVE_ICON} className="hr-person-picker__icon" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
