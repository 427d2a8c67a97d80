import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { comboboxClass } from './class-names';
import { requestRetry } from './search-retry';

/** What makes an element an option of the listbox: spread it on the <a> or <div> that is the option. */
export interface OptionProps {
  id: string;
  role: 'option';
  'aria-selected': boolean;
  className: string;
  part: string;
  'data-index': number;
  tabIndex: -1;
  onPointerMove(): void;
  /** Set when the listbox has `onChoose`. */
  onClick?(event: MouseEvent<HTMLElement>): void;
}

/** Options under one heading (role=group); `footer` is one more option after them, such as "show more". */
export interface ComboboxGroup<T> {
  key: string;
  /** The heading, also the group's accessible name. */
  label: string;
  options: readonly T[];
  footer?: T;
}

export interface ComboboxListbox<T> {
  id: string;
  /** The listbox's accessible name. */
  label: string;
  /** The options, flat or grouped: the active index counts through the groups, footers included. */
  options?: readonly T[];
  groups?: readonly ComboboxGroup<T>[];
  /** The index of the active option, -1 for none. */
  active: number;
  /**
   * Kept in the DOM, hidden, while it shows nothing: `always` (even with no options), or `options`
   * (the options of the last answer stay while the popup is closed). Otherwise it exists only while
   * the open popup lists options.
   */
  keep?: 'always' | 'options';
  /** The listbox's CSS part (default `list`). */
  part?: string;
  optionId(option: T, index: number): string;
  optionKey(option: T): string | number;
  /** Renders one option: the returned element spreads the props. */
  renderOption(option: T, props: OptionProps): ReactNode;
  /** A pointer moved onto the option at this index. */
  onActive(index: number): void;
  /** Clicking an option (Enter clicks the active one). */
  onChoose?(option: T, event: MouseEvent<HTMLElement>): void;
}

export interface ComboboxViewProps<T> {
  /** Light DOM: the classes are BEM names under this prefix (the element's tag). */
  prefix?: string;
  /** The popup shows. */
  open: boolean;
  /** The popup's CSS part (default `popup`). */
  popupPart?: string;
  busy?: boolean;
  listbox?: ComboboxListbox<T>;
  /** Notes, each shown when set: loading, empty, failure (with a Retry button). */
  loading?: ReactNode;
  empty?: string;
  error?: string;
  /** More popup content after the notes. */
  content?: ReactNode;
  /** The polite status region's text; the failure's when empty and the popup is open. */
  status: string;
  children?: ReactNode;
}

/** The options of the groups in listbox order (the order the active index counts in). */
export function groupedOptions<T>(groups: readonly ComboboxGroup<T>[]): T[] {
  return groups.flatMap((group) => (group.footer === undefined ? group.options : [...group.options, group.footer]));
}

/** The listbox as the input sees it: the options in order, whether the open popup lists them, the active one's id. */
export function listboxState<T>(listbox: ComboboxListbox<T> | undefined, open: boolean) {
  const options = listbox?.groups ? groupedOptions(listbox.groups) : (listbox?.options ?? []);
  const listed = open && options.length > 0;
  const active = listed ? options[listbox!.active] : undefined;
  return { options, listed, activeId: active === undefined ? undefined : listbox!.optionId(active, listbox!.active) };
}

/**
 * The popup of every search combobox (WAI-ARIA 1.2): the focus stays in the input (pressing
 * inside the popup does not take it), which names the active option with aria-activedescendant.
 * The listbox lists options, or groups of them under headings, each group with an optional footer
 * option; a render prop draws each option. Loading, empty and failure show as notes; a polite
 * status region announces. The failure note has a Retry button (the next stop after the input)
 * that asks the element's search again (useComboboxSearch hears it) and gives the input the focus back. ComboboxSearch puts it under a search box; alone it is the popup of a
 * page's own input (the element sets that input's combobox attributes).
 */
export function ComboboxView<T>({
  prefix,
  open,
  popupPart = 'popup',
  busy,
  listbox,
  loading,
  empty,
  error,
  content,
  status,
  children,
}: ComboboxViewProps<T>) {
  const c = (block: string, modifier?: string | false) => comboboxClass(prefix, block, modifier);
  const { options, listed } = listboxState(listbox, open);
  let index = -1;

  const option = (item: T) => {
    const lb = listbox!;
    const i = ++index;
    const active = i === lb.active;
    return lb.renderOption(item, {
      id: lb.optionId(item, i),
      role: 'option',
      'aria-selected': active,
      className: c('option', active && 'active'),
      part: `option${active ? ' active' : ''}`,
      'data-index': i,
      tabIndex: -1,
      onPointerMove: () => !active && lb.onActive(i),
      ...(lb.onChoose && { onClick: (event: MouseEvent<HTMLElement>) => lb.onChoose!(item, event) }),
    });
  };
  const withKey = (item: T) => <Fragment key={listbox!.optionKey(item)}>{option(item)}</Fragment>;

  const list = listbox &&
    (listed || listbox.keep === 'always' || (listbox.keep === 'options' && options.length > 0)) && (
      <div
        id={listbox.id}
        role="listbox"
        aria-label={listbox.label}
        className={c('list')}
        part={listbox.part ?? 'list'}
        hidden={!listed}
      >
        {listbox.groups
          ? listbox.groups.map((group) => (
              <div key={group.key} role="group" aria-label={group.label} className={c('group')} part="section">
                <div className={c('heading')} part="section-title" aria-hidden="true">
                  {group.label}
                </div>
                {group.options.map(withKey)}
                {group.footer !== undefined && withKey(group.footer)}
              </div>
            ))
          : options.map(withKey)}
      </div>
    );

  const popup = (
    // Pressing inside the popup must not take the focus from the input (the combobox keeps it).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only cancels mousedown; the popup takes no input
    <div
      className={c('popup')}
      part={popupPart}
      hidden={!open}
      aria-busy={busy || undefined}
      onMouseDown={listbox && ((event) => event.preventDefault())}
    >
      {list}
      {loading && (
        <p className={c('note')} part="loading">
          {loading}
        </p>
      )}
      {empty && (
        <p className={c('note')} part="empty">
          {empty}
        </p>
      )}
      {error && (
        <p className={c('note', 'error')} part="error">
          {error}{' '}
          <button
            type="button"
            className={c('retry')}
            part="retry"
            onClick={(event) => requestRetry(event.currentTarget)}
          >
            {t(m.searchRetry)}
          </button>
        </p>
      )}
      {content}
    </div>
  );
  const region = (
    <div className={prefix ? c('status') : 'sr-only'} role="status">
      {status || (open && error) || ''}
    </div>
  );
  return (
    <>
      {popup}
      {region}
      {children}
    </>
  );
}
