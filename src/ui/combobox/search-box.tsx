import {
  useId,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { CLOSE_ICON, Icon, SEARCH_ICON } from '../icons';

export interface ComboboxInput {
  ref?: Ref<HTMLInputElement>;
  /** The accessible name (a visually hidden label). */
  label: string;
  /** The text; undefined leaves the input uncontrolled (a box at rest, before its combobox arrives). */
  value?: string;
  placeholder: string;
  maxLength?: number;
  onChange?(value: string): void;
  onKeyDown?(event: KeyboardEvent<HTMLInputElement>): void;
  onBlur?(event: FocusEvent<HTMLInputElement>): void;
  /** The box around the input: its CSS part (default `field`); busy while a request is out. */
  part?: string;
  busy?: boolean;
  /** A clear button with this name shows while the box has text. */
  clear?: { label: string; onClick(): void };
  /** Shown after the input, before the clear button (a loader, a key hint). */
  adornment?: ReactNode;
  /** More attributes of the input (enterKeyHint, aria-keyshortcuts, onFocus…). */
  extra?: InputHTMLAttributes<HTMLInputElement>;
}

export interface SearchBoxProps {
  input: ComboboxInput;
  /** The box is a search landmark. */
  landmark?: boolean;
  /** The listbox's id while the input controls one. */
  controls?: string;
  /** The popup lists options. */
  expanded?: boolean;
  /** The id of the active option. */
  activeId?: string;
  onPointerEnter?(event: PointerEvent<HTMLDivElement>): void;
  /** The popup and whatever else follows the box. */
  children?: ReactNode;
}

/**
 * The search box of a combobox (in a shadow root): a visually hidden label, the search icon, the
 * input with the WAI-ARIA 1.2 combobox attributes (aria-expanded, aria-controls,
 * aria-activedescendant), an adornment and a clear button. The element's hook keeps the keyboard;
 * this only renders.
 */
export function SearchBox({
  input,
  landmark = false,
  controls,
  expanded = false,
  activeId,
  onPointerEnter,
  children,
}: SearchBoxProps) {
  const id = useId();
  const { onChange } = input;
  return (
    <div className="base" part="base" role={landmark ? 'search' : undefined} onPointerEnter={onPointerEnter}>
      <label className="sr-only" htmlFor={`${id}input`}>
        {input.label}
      </label>
      <div className="field" part={input.part ?? 'field'} aria-busy={input.busy || undefined}>
        <Icon d={SEARCH_ICON} className="icon" />
        <input
          {...input.extra}
          ref={input.ref}
          id={`${id}input`}
          part="input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={controls}
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          maxLength={input.maxLength}
          placeholder={input.placeholder}
          value={input.value}
          onChange={onChange && ((event) => onChange(event.currentTarget.value))}
          onKeyDown={input.onKeyDown}
          onBlur={input.onBlur}
        />
        {input.adornment}
        {input.clear && input.value && (
          <button
            type="button"
            className="clear"
            part="clear"
            aria-label={input.clear.label}
            onClick={input.clear.onClick}
          >
            <Icon d={CLOSE_ICON} className="icon" />
          </button>
        )}
      </div>
      {children}
    </div>
  );
}
