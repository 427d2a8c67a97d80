import { useId, useRef, type KeyboardEvent } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { SHELL_TOOLTIP_DELAY, Tooltip } from '../../ui/tooltip';
import { useGlobalNav } from './use-global-nav';
import { CLOSE_ICON, Icon, NEW_TAB_ICON, SEARCH_ICON, SIDEBAR_ICON } from '../../ui/icons';

export interface GlobalNavProps {
  active?: string;
  state?: string;
  providerName?: string;
  noFilter?: boolean;
}

/** Focusable items of the list, in order (links and the global employment button). */
function itemsOf(list: HTMLElement | null): HTMLElement[] {
  return list ? [...list.querySelectorAll<HTMLElement>('.item')] : [];
}

export function GlobalNav({ active, state: printedState, providerName, noFilter = false }: GlobalNavProps) {
  const nav = useGlobalNav({ active, state: printedState, providerName, noFilter });
  const { open, shown, current, remote, narrow, Drawer } = nav;
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const filter = useRef<HTMLInputElement>(null);
  // In the drawer the toggle closes it (a dialog's Close button), at desktop widths it collapses the rail.
  const toggleLabel = t(narrow ? m.commonClose : open ? m.navClose : m.navOpen);
  const state = open ? 'open' : 'closed';

  // Arrow keys walk the items (Tab still works); Up from the first item returns to the filter.
  const walk = (event: KeyboardEvent) => {
    const all = itemsOf(list.current);
    const index = all.indexOf(event.target as HTMLElement);
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 }[event.key];
    if (next === undefined || index < 0) return;
    event.preventDefault();
    if (next < 0) filter.current?.focus();
    else all[next]?.focus();
  };

  const filterKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && nav.query) {
      // Escape belongs to the filter while it holds text: a dialog around must not close too.
      event.preventDefault();
      event.stopPropagation();
      nav.setQuery('');
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      itemsOf(list.current)[0]?.focus();
    }
  };

  if (nav.items.length === 0) return null;
  const content = (
    <nav className={`nav ${state}`} part={`base ${state}`} aria-label={t(m.navLabel)}>
      <div className="top">
        {nav.filtering && (
          <label className="filter" part="filter">
            <Icon d={SEARCH_ICON} part="icon" />
            <span className="sr-only">{t(m.navFilter)}</span>
            <input
              ref={filter}
              type="search"
              part="filter-input"
              placeholder={t(m.navFilter)}
              autoComplete="off"
              spellCheck={false}
              maxLength={100}
              value={nav.query}
              onChange={(event) => nav.setQuery(event.currentTarget.value)}
              onKeyDown={filterKey}
            />
          </label>
        )}
        <Tooltip label={toggleLabel} placement="end" shell delay={SHELL_TOOLTIP_DELAY}>
          <button
            type="button"
            className="toggle"
            part="toggle"
            aria-label={toggleLabel}
            aria-expanded={narrow ? undefined : open}
            aria-controls={narrow ? undefined : listId}
            onClick={nav.toggle}
          >
            <Icon d={narrow ? CLOSE_ICON : SIDEBAR_ICON} part="icon" />
          </button>
        </Tooltip>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys from the links inside bubble here to move between them */}
      <ul id={listId} ref={list} className="items" part="list" onKeyDown={walk}>
        {shown.map((item) => {
          const label = t(item.label);
          const isCurrent = item.id === current;
          const common = {
            className: 'item',
            part: isCurrent ? 'item active' : 'item',
            'aria-current': isCurrent ? ('page' as const) : undefined,
            'data-item': item.id,
          };
          const body = (
            <>
              <Icon d={item.icon} part="icon" />
              <span className={open ? 'label' : 'sr-only'} part="label">
                {label}
              </span>
            </>
          );
          return (
            <li key={item.id}>
              <Tooltip label={label} placement="end" shell delay={SHELL_TOOLTIP_DELAY}>
                {item.href === null ? (
                  <button
                    type="button"
                    {...common}
                    aria-busy={remote.kind === 'pending' || undefined}
                    onClick={nav.launch}
                  >
                    {body}
                    {open && <Icon d={NEW_TAB_ICON} part="icon" />}
                    <span className="sr-only"> {t(m.navNewTab)}</span>
                  </button>
                ) : (
                  <a href={item.href} {...common}>
                    {body}
                  </a>
                )}
              </Tooltip>
              {item.href === null && (
                <>
                  <div role="alert" className="message" part="error">
                    {remote.kind === 'error' && (
                      <p>
                        <span>{remote.message}</span>
                        <button type="button" className="dismiss" aria-label={t(m.commonClose)} onClick={nav.dismiss}>
                          <Icon d={CLOSE_ICON} part="icon" />
                        </button>
                      </p>
                    )}
                  </div>
                  <div role="status" className="message" part="ready">
                    {remote.kind === 'ready' && (
                      <p>
                        <span>
                          {t(m.navLinkReady)}{' '}
                          <a href={remote.href} target="_blank" rel="noopener noreferrer" onClick={nav.dismiss}>
                            {label}
                            <span className="sr-only"> {t(m.navNewTab)}</span>
                          </a>
                        </span>
                        <button type="button" className="dismiss" aria-label={t(m.commonClose)} onClick={nav.dismiss}>
                          <Icon d={CLOSE_ICON} part="icon" />
                        </button>
                      </p>
                    )}
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <p role="status" className="empty" part="empty">
        {nav.filtering && shown.length === 0 && nav.items.length > 0
          ? t(m.navFilterEmpty, { query: nav.query.trim() })
          : ''}
      </p>
    </nav>
  );
  // Below the breakpoint the nav lives in the drawer, which shows nothing until it has arrived.
  if (!narrow) return content;
  return Drawer ? (
    <Drawer open={nav.drawer} onClose={nav.closeDrawer}>
      {content}
    </Drawer>
  ) : null;
}
