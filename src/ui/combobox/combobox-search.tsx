import { ComboboxView, listboxState, type ComboboxViewProps } from './combobox-view';
import { SearchBox, type ComboboxInput } from './search-box';

export type { ComboboxInput };

export interface ComboboxSearchProps<T> extends Omit<ComboboxViewProps<T>, 'prefix'> {
  input: ComboboxInput;
  /** The box is a search landmark. */
  landmark?: boolean;
}

/** The search box with the ComboboxView popup under it; the input names the listbox and its active option. */
export function ComboboxSearch<T>({ input, landmark = false, children, ...popup }: ComboboxSearchProps<T>) {
  const { listbox } = popup;
  const { listed, activeId } = listboxState(listbox, popup.open);
  return (
    <SearchBox
      input={input}
      landmark={landmark}
      expanded={listed}
      controls={listbox && (listed || listbox.keep === 'always') ? listbox.id : undefined}
      activeId={activeId}
    >
      <ComboboxView {...popup}>{children}</ComboboxView>
    </SearchBox>
  );
}
