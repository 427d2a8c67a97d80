import {
  Fragment,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useAnchoredPosition, loadPositioner } from './popover/use-anchored-position';
import { useHideDelay } from './popover/use-hide-delay';

/** One entry of a menu. */
export interface MenuItem {
  /** Stable identifier, handed back to `onSelect`. */
  id: string;
  /** Visible text (rendered as text, never as markup); type-ahead matches its first letter. */
  label: string;
  /** Makes the item a link. Must already be checked (`safeUrl`) and carry the URL prefix. */
  href?: string;
  /** Opens the link in a new tab with rel="noopener noreferrer". */
  external?: boolean;
  /**
   * Shown and focusable (so the user learns it exists) but not choosable: `aria-disabled`, and a
   * click, Enter or Space does nothing and keeps the menu open.
   */
  disabled?: boolean;
}

export interface MenuProps {
  /** Content of the trigger button (avatar, name…); its text is the button's accessible name. */
  trigger: ReactNode;
  /** Accessible name of the popup (`role=menu`). */
  label: string;
  /** Items in groups: a separator goes between groups and empty groups are dropped. */
  groups: ReadonlyArray<ReadonlyArray<MenuItem>>;
  /**
   * An item was chosen (click, Enter or Space), before a link navigates: `event.preventDefault()`
   * keeps the page where it is. The menu then closes and focus goes back to the trigger.
   */
  onSelect?: (item: MenuItem, event: MouseEvent) => void;
  /** Called on every open and close (not on the first render). */
  onOpenChange?: (open: boolean) => void;
  /** The trigger, for callers that must focus it later (after a dialog the item opened). */
  buttonRef?: RefObject<HTMLButtonElement | null>;
  /** Extra class of the wrapper (`hr-menu`). */
  className?: string;
  /** Which edge of the trigger the popup lines up with (default `end`). */
  align?: 'start' | 'end';
  /** Accessible name of the trigger when its content has no text (an icon button). */
  triggerLabel?: string;
  /** The trigger's tabindex, for a trigger inside a composite widget with roving focus (a grid). */
  triggerTabIndex?: number;
  /**
   * ArrowDown/ArrowUp on the trigger open the menu (default). A trigger inside a grid sets false:
   * there the arrows move between cells, and Enter, Space or a click opens the menu.
   */
  arrowKeysOpen?: boolean;
  /**
   * The popup is positioned against the window (`position: fixed`) instead of the wrapper, so a
   * scrolling ancestor with `overflow` does not clip it. No ancestor may have a transform.
   */
  fixed?: boolean;
}

/**
 * WAI-ARIA APG menu button. Enter, Space or ArrowDown opens and focuses the first item, ArrowUp the
 * last; arrows wrap; Home/End; a printable key jumps to the next item starting with it; Escape
 * closes and returns focus to the button; Tab closes and moves on from the button; a pointer down
 * outside closes, and so does a mouse that leaves the button and popup for 250 ms (focus
 * then goes back to the button if it was in the popup). The popup flips above the button and
 * shifts inside the window near its edges. Items are links (`<a role=menuitem>`) or buttons, focused one at a time (roving
 * focus: every item has tabindex=-1). Works inside shadow roots: outside clicks are judged by the
 * event's composed path, not its retargeted target. Styles: `menuStyles` (ui/menu.styles.ts).
 */
export function Menu({
  trigger,
  label,
  groups,
  onSelect,
  onOpenChange,
  buttonRef,
  className,
  align = 'end',
  triggerLabel,
  triggerTabIndex,
  arrowKeysOpen = true,
  fixed = false,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const ownButton = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownButton;
  const root = useRef<HTMLDivElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  // Mirrors `open` synchronously: key handlers may run twice before React re-renders.
  const isOpen = useRef(false);
  const focusNext = useRef<number | null>(null);
  const id = useId();

  const items = () => itemsOf(popup.current);
  const focusAt = (index: number) => focusItem(popup.current, index);

  const show = (index: number) => {
    focusNext.current = index;
    if (isOpen.current) return focusAt(index);
    isOpen.current = true;
    setOpen(true);
    onOpenChange?.(true);
  };
  const hide = (refocus: boolean) => {
    if (isOpen.current) {
      isOpen.current = false;
      setOpen(false);
      onOpenChange?.(false);
    }
    if (refocus) button.current?.focus();
  };

  const delay = useHideDelay(() => {
    if (isOpen.current) hide(!!popup.current?.contains(deepFocus(popup.current)));
  });
  useAnchoredPosition(button, popup, {
    open,
    placement: align === 'end' ? 'bottom-end' : 'bottom-start',
    gap: 6,
    strategy: fixed ? 'fixed' : 'absolute',
  });

  // The popup is visible only after commit: focus its item then.
  useLayoutEffect(() => {
    if (open && focusNext.current !== null) focusItem(popup.current, focusNext.current);
    focusNext.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (root.current && !event.composedPath().includes(root.current)) hide(false);
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  });

  const buttonKey = (event: KeyboardEvent) => {
    if (!arrowKeysOpen || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    show(event.key === 'ArrowDown' ? 0 : -1);
  };

  const menuKey = (event: KeyboardEvent) => {
    const all = items();
    const current = all.indexOf(event.target as HTMLElement);
    const { key } = event;
    // Tab leaves from the button: the browser then moves on to whatever follows (or precedes) it.
    if (key === 'Tab') return hide(true);
    if (key === 'ArrowDown') focusAt(current + 1);
    else if (key === 'ArrowUp') focusAt(current - 1);
    else if (key === 'Home' || key === 'PageUp') focusAt(0);
    else if (key === 'End' || key === 'PageDown') focusAt(-1);
    else if (key === 'Escape') {
      // Escape belongs to the menu: a dialog around it must stay open.
      event.stopPropagation();
      hide(true);
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

  const choose = (item: MenuItem) => (event: MouseEvent) => {
    if (item.disabled) {
      event.preventDefault();
      return;
    }
    onSelect?.(item, event);
    hide(true);
  };

  let shown = 0;
  return (
    <div
      ref={root}
      className={className ? `hr-menu ${className}` : 'hr-menu'}
      {...delay.handlers}
      onPointerEnter={(event) => {
        delay.handlers.onPointerEnter(event);
        loadPositioner().catch(() => undefined);
      }}
    >
      <button
        ref={button}
        type="button"
        className="hr-menu-button"
        part="menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}m`}
        aria-label={triggerLabel}
        tabIndex={triggerTabIndex}
        onClick={() => (isOpen.current ? hide(false) : show(0))}
        onKeyDown={buttonKey}
      >
        {trigger}
      </button>
      <div
        ref={popup}
        id={`${id}m`}
        role="menu"
        tabIndex={-1}
        aria-label={label}
        className={`hr-menu-popup hr-menu-${align}${fixed ? ' hr-menu-fixed' : ''}`}
        part="menu"
        hidden={!open}
        onKeyDown={menuKey}
      >
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
    </div>
  );
}

function itemsOf(popup: HTMLElement | null): HTMLElement[] {
  return [...(popup?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
}

/** Focuses the item at `index`, counted from the end when negative, wrapping around. */
function focusItem(popup: HTMLElement | null, index: number) {
  const all = itemsOf(popup);
  all[(index + all.length) % all.length]?.focus();
}

/** The focused element of the tree (document or shadow root) that holds `node`. */
function deepFocus(node: Node): Element | null {
  const tree = node.getRootNode() as Document | ShadowRoot;
  return tree.activeElement;
}
