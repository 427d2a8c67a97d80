import type { ReactNode } from 'react';

/*
 * The one icon set: line icons on a 24-unit grid, stroked with currentColor by each piece's styles.
 * Every icon is decorative: the control around it carries the accessible name.
 */

export const SEARCH_ICON = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4';
/** Closes a panel or clears a box. */
export const CLOSE_ICON = 'M6 6l12 12M18 6L6 18';
/** Removes one chosen item (a chip), a little smaller than close. */
export const REMOVE_ICON = 'M7 7l10 10M17 7L7 17';
export const CARET_ICON = 'M6 9l6 6 6-6';
export const CHECK_ICON = 'M5 12l5 5 9-10';
export const PLUS_ICON = 'M12 5v14M5 12h14';
export const PERSON_ICON = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0';
export const CLOCK_ICON = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2';
export const NEW_TAB_ICON = 'M14 4h6v6M20 4l-8 8M18 14v6H4V6h6';
export const SIDEBAR_ICON = 'M4 4h16v16H4zM9 4v16M16 9l-3 3 3 3';
export const INBOX_ICON = 'M3 13h5l1.5 3h5l1.5-3h5M6 5h12l3 8v6H3v-6z';
export const ANSWERS_ICON =
  'M5 4.5h14a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5h-7.5L7 20v-3.5H5A1.5 1.5 0 0 1 3.5 15V6A1.5 1.5 0 0 1 5 4.5zM8.5 10.5h7M8.5 8h4';

export interface IconProps {
  /** One path; or `children` for an icon drawn from several shapes. */
  d?: string;
  children?: ReactNode;
  className?: string;
  /** Exposed as a CSS part inside a shadow root. */
  part?: string;
}

export function Icon({ d, children, className, part }: IconProps) {
  return (
    <svg className={className} part={part} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {d ? <path d={d} /> : children}
    </svg>
  );
}

export const InboxIcon = () => <Icon d={INBOX_ICON} className="icon" />;

export const HelpIcon = () => (
  <Icon className="icon">
    <circle cx="12" cy="12" r="9" />
    <path d="M9.6 9.4a2.5 2.5 0 1 1 3.4 2.4c-.6.3-1 .8-1 1.5v.3M12 17h.01" />
  </Icon>
);

/** A cog: a ring, a hub, and eight teeth drawn as one dashed stroke around the ring. */
export const SettingsIcon = () => (
  <Icon className="icon">
    <circle cx="12" cy="12" r="6.4" />
    <circle cx="12" cy="12" r="2.4" />
    <circle cx="12" cy="12" r="8.4" className="teeth" />
  </Icon>
);

export const AnswersIcon = () => <Icon d={ANSWERS_ICON} className="icon" />;

export const CloseIcon = () => <Icon d={CLOSE_ICON} className="icon" />;

/** A drag handle: six dots. */
export const GRIP_ICON = 'M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01';
/** Moves a panel to the other side of the window. */
export const SWAP_SIDE_ICON = 'M4 8h16M16 4l4 4-4 4M20 16H4M8 12l-4 4 4 4';
/** Makes a panel larger / smaller. */
export const EXPAND_ICON = 'M14 4h6v6M10 20H4v-6M20 4l-6 6M4 20l6-6';
export const SHRINK_ICON = 'M20 10h-6V4M4 14h6v6M14 10l6-6M10 14l-6 6';
/** Puts a panel back where and as large as it opened. */
export const RESET_ICON = 'M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4';
export const BACK_ICON = 'M15 6l-6 6 6 6';
/** The corner a panel is resized by (bottom-left). */
export const RESIZE_ICON = 'M4 10v10h10M4 20l7-7';
