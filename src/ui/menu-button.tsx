import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
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
  /** The trigger's shadow part name (default `menu-button`), for a second menu in one shadow root. */
  triggerPart?: string;
}

/** What the menu button hands its popup (ui/menu-popup.tsx). */
export interface MenuPopupProps {
  popupRef: RefObject<HTMLDivElement | null>;
  id: string;
  label: string;
  groups: ReadonlyArray<ReadonlyArray<MenuItem>>;
  align: 'start' | 'end';
  fixed: boolean;
  open: boolean;
  /** Closes the menu; `refocus` puts focus back on the button. */
  onHide: (refocus: boolean) => void;
  /** An item was clicked (or pressed with Enter or Space). */
  onChoose: (item: MenuItem, event: MouseEvent) => void;
  /** Shown above the items (not an item: arrows and letters skip it), e.g. the account menu's user. */
  header?: ReactNode;
}

export interface MenuButtonProps extends Omit<MenuProps, 'groups'> {
  /** The items, handed to the popup; a fetched popup may bring its own instead. */
  groups?: MenuProps['groups'];
  /**
   * The popup. A lazily fetched one is null until it has arrived: opening the menu before then
   * opens it (`aria-expanded`, `onOpenChange`) and it shows, focused as asked, when it arrives.
   */
  Popup: ComponentType<MenuPopupProps> | null;
  /**
   * Called on every sign of intent (pointer over, focus, press) and on opening: fetches the popup.
   * A rejection closes the menu again (the next press asks anew).
   */
  onIntent?: () => Promise<unknown>;
}

/**
 * The menu button's state, keys and dismissal around a popup given as a component (ui/menu.tsx
 * `Menu` gives the popup itself; the account menu fetches it on intent). See `Menu` for the
 * keyboard and pointer behaviour. While a fetched popup is on its way, the open button takes
 * Escape (close) and Tab (close and move on), and arrows choose the item focused on arrival.
 */
export function MenuButton({
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
  triggerPart = 'menu-button',
  arrowKeysOpen = true,
  fixed = false,
  Popup,
  onIntent,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  // The popup joins the page on the first sign of intent (or open) and stays: a list of rows
  // with a menu each does not build every row's items up front.
  const [wanted, setWanted] = useState(false);
  const ownButton = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownButton;
  const root = useRef<HTMLDivElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  // Mirrors `open` synchronously: key handlers may run twice before React re-renders.
  const isOpen = useRef(false);
  const focusNext = useRef<number | null>(null);
  const id = useId();

  const show = (index: number) => {
    focusNext.current = index;
    if (isOpen.current) return focusItem(popup.current, index);
    isOpen.current = true;
    setOpen(true);
    setWanted(true);
    onOpenChange?.(true);
    onIntent?.().catch(() => hide(false));
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
  const popupShown = Popup !== null && (open || wanted);
  useAnchoredPosition(button, popup, {
    open: open && Popup !== null,
    placement: align === 'end' ? 'bottom-end' : 'bottom-start',
    gap: 6,
    strategy: fixed ? 'fixed' : 'absolute',
  });

  // The popup is visible only after commit (and a fetched one only once it has arrived): focus its item then.
  useLayoutEffect(() => {
    if (open && !popup.current) return;
    if (open && focusNext.current !== null) focusItem(popup.current, focusNext.current);
    focusNext.current = null;
  }, [open, Popup]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (root.current && !event.composedPath().includes(root.current)) hide(false);
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  });

  const buttonKey = (event: KeyboardEvent) => {
    const { key } = event;
    if (isOpen.current && !popup.current && (key === 'Escape' || key === 'Tab')) {
      // Open, its popup on its way: the keys the popup would take close it.
      if (key === 'Escape') event.stopPropagation();
      return hide(false);
    }
    if (!arrowKeysOpen || (key !== 'ArrowDown' && key !== 'ArrowUp')) return;
    event.preventDefault();
    show(key === 'ArrowDown' ? 0 : -1);
  };

  const choose = (item: MenuItem, event: MouseEvent) => {
    if (item.disabled) {
      event.preventDefault();
      return;
    }
    onSelect?.(item, event);
    hide(true);
  };

  const wantPopup = () => {
    setWanted(true);
    void onIntent?.().catch(() => undefined);
  };

  return (
    <div
      ref={root}
      className={className ? `hr-menu ${className}` : 'hr-menu'}
      {...delay.handlers}
      onPointerEnter={(event) => {
        delay.handlers.onPointerEnter(event);
        loadPositioner().catch(() => undefined);
        wantPopup();
      }}
      onFocus={wantPopup}
      onPointerDown={wantPopup}
    >
      <button
        ref={button}
        type="button"
        className="hr-menu-button"
        part={triggerPart}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={popupShown ? `${id}m` : undefined}
        aria-label={triggerLabel}
        tabIndex={triggerTabIndex}
        onClick={() => (isOpen.current ? hide(false) : show(0))}
        onKeyDown={buttonKey}
      >
        {trigger}
      </button>
      {popupShown && (
        <Popup
          popupRef={popup}
          id={`${id}m`}
          label={label}
          groups={groups ?? []}
          align={align}
          fixed={fixed}
          open={open}
          onHide={hide}
          onChoose={choose}
        />
      )}
    </div>
  );
}

export function itemsOf(popup: HTMLElement | null): HTMLElement[] {
  return [...(popup?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
}

/** Focuses the item at `index`, counted from the end when negative, wrapping around. */
export function focusItem(popup: HTMLElement | null, index: number) {
  const all = itemsOf(popup);
  all[(index + all.length) % all.length]?.focus();
}

/** The focused element of the tree (document or shadow root) that holds `node`. */
function deepFocus(node: Node): Element | null {
  const tree = node.getRootNode() as Document | ShadowRoot;
  return tree.activeElement;
}
