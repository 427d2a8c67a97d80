import { Fragment, type KeyboardEvent, type MouseEvent } from 'react';
import { focusItem, itemsOf, type MenuItem, type MenuPopupProps } from './menu-button';

/**
 * The popup of a menu button (`role=menu`): its groups of items and the keys inside it (see
 * `Menu`, ui/menu.tsx). Hidden while the menu is closed. Styles: `menuPopupStyles`.
 */
export function MenuPopup({
  popupRef,
  id,
  label,
  groups,
  align,
  fixed,
  open,
  onHide,
  onChoose,
  header,
}: MenuPopupProps) {
  const focusAt = (index: number) => focusItem(popupRef.current, index);

  const menuKey = (event: KeyboardEvent) => {
    const all = itemsOf(popupRef.current);
    const current = all.indexOf(event.target as HTMLElement);
    const { key } = event;
    // Tab leaves from the button: the browser then moves on to whatever follows (or precedes) it.
    if (key === 'Tab') return onHide(true);
    if (key === 'ArrowDown') focusAt(current + 1);
    else if (key === 'ArrowUp') focusAt(current - 1);
    else if (key === 'Home' || key === 'PageUp') focusAt(0);
    else if (key === 'End' || key === 'PageDown') focusAt(-1);
    else if (key === 'Escape') {
      // Escape belongs to the menu: a dialog around it must stay open.
      event.stopPropagation();
      onHide(true);
    } else if (key === ' ' && event.target instanceof HTMLAnchorElement) event.target.click();
    else if (key.length === 1 && key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const letter = key.toLowerCase();
      for (let step = 1; step <= all.length; step++) {
        const item = all[(current + step) % all.length];
        if (item?.textContent?.trim().toLowerCase().startsWith(letter)) {
          item.focus();
          break;
        }
      }
    } else return;
    event.preventDefault();
  };

  const choose = (item: MenuItem) => (event: MouseEvent) => onChoose(item, event);

  let shown = 0;
  return (
    <div
      ref={popupRef}
      id={id}
      role="menu"
      tabIndex={-1}
      aria-label={label}
      className={`hr-menu-popup hr-menu-${align}${fixed ? ' hr-menu-fixed' : ''}`}
      part="menu"
      hidden={!open}
      onKeyDown={menuKey}
    >
      {header}
      {groups.map((group, index) =>
        group.length === 0 ? null : (
          <Fragment key={index}>
            {shown++ > 0 && <div role="separator" className="hr-menu-separator" />}
            <div role="group" className="hr-menu-group">
              {group.map((item) =>
                item.href ? (
                  <a
                    key={item.id}
                    role="menuitem"
                    tabIndex={-1}
                    className="hr-menu-item"
                    part="menu-item"
                    aria-disabled={item.disabled || undefined}
                    href={item.href}
                    target={item.external ? '_blank' : undefined}
                    rel={item.external ? 'noopener noreferrer' : undefined}
                    onClick={choose(item)}
                  >
                    {item.label}
                  </a>
                ) : (
                  <button
                    key={item.id}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className="hr-menu-item"
                    part="menu-item"
                    aria-disabled={item.disabled || undefined}
                    onClick={choose(item)}
                  >
                    {item.label}
                  </button>
                ),
              )}
            </div>
          </Fragment>
        ),
      )}
    </div>
  );
}
