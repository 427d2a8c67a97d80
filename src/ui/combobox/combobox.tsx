import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { onUnlock } from '../../stores/session-unlock';
import type { OptionProps } from './combobox-view';
import { ComboboxSearch } from './combobox-search';
import type { ComboboxField } from './use-combobox-field';

export type { OptionProps };

export interface ComboboxProps<T> {
  field: ComboboxField<T>;
  /** The input's accessible name, also the listbox's. */
  label: string;
  placeholder: string;
  maxLength: number;
  /** The box is a search landmark. */
  landmark?: boolean;
  /** A clear button with this name shows while the box has text. */
  clearLabel?: string;
  /** Shown and announced when an answer lists nothing. */
  emptyMessage: string;
  optionKey(option: T): string | number;
  renderOption(option: T, props: OptionProps): ReactNode;
  children?: ReactNode;
}

/**
 * The combobox view driven by useComboboxField (a search listing one answer): ↑/↓ move the
 * active option, Enter clicks it, Escape closes the popup and a second Escape clears the box;
 * leaving the box closes it. The count is announced.
 */
export function Combobox<T>({
  field,
  label,
  placeholder,
  maxLength,
  landmark,
  clearLabel,
  emptyMessage,
  optionKey,
  renderOption,
  children,
}: ComboboxProps<T>) {
  const { options, active, expanded, phase } = field;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const listed = expanded && options.length > 0;

  // The lock screen takes the focus (closing the list) while the search it interrupted waits for
  // the re-login; when the focus is back in the box, so is the list, with that search's answer.
  // A native listener: the focus the closing lock gives back reaches no React onFocus.
  const { reopen } = field;
  const hasQuery = field.query !== '';
  useEffect(() => {
    if (!hasQuery) return undefined;
    return onUnlock(() => {
      const box = input.current;
      if (!box) return;
      if ((box.getRootNode() as Document | ShadowRoot).activeElement === box) reopen();
      else box.addEventListener('focus', reopen, { once: true });
    });
  }, [hasQuery, reopen]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (field.move(event.key)) event.preventDefault();
    } else if (event.key === 'Enter' && listed && active >= 0) {
      event.preventDefault();
      event.currentTarget.closest('.base')?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.click();
    } else if (event.key === 'Escape' && (expanded || field.text)) {
      event.preventDefault();
      event.stopPropagation();
      if (expanded) field.close();
      else field.change('');
    }
  };

  return (
    <ComboboxSearch
      input={{
        ref: input,
        label,
        value: field.text,
        placeholder,
        maxLength,
        onChange: field.change,
        onKeyDown,
        onBlur: (event) => {
          if (!event.currentTarget.closest('.base')?.contains(event.relatedTarget as Node | null)) field.close();
        },
        clear: clearLabel
          ? {
              label: clearLabel,
              onClick: () => {
                field.change('');
                input.current?.focus();
              },
            }
          : undefined,
      }}
      landmark={landmark}
      open={expanded}
      listbox={{
        id: `${id}list`,
        label,
        options,
        // The last answer stays (hidden) after leaving the box; ↓ shows it again.
        keep: 'options',
        active,
        optionId: (_option, index) => `${id}option${index}`,
        optionKey,
        renderOption,
        onActive: field.setActive,
      }}
      loading={phase === 'loading' && options.length === 0 && t(m.liveSearchLoading)}
      empty={phase === 'empty' ? emptyMessage : undefined}
      error={phase === 'error' ? t(m.errorsGenericRetry) : undefined}
      status={
        phase === 'results'
          ? options.length === 1
            ? t(m.liveSearchResultsOne)
            : t(m.liveSearchResultsMany, { count: options.length })
          : phase === 'empty'
            ? emptyMessage
            : ''
      }
    >
      {children}
    </ComboboxSearch>
  );
}
