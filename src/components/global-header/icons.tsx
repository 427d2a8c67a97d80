import type { ReactNode } from 'react';

/** Line icons on a 24-unit grid, drawn with currentColor; decorative (the control carries the name). */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const InboxIcon = () => (
  <Icon>
    <path d="M3 13h5l1.5 3h5l1.5-3h5M6 5h12l3 8v6H3v-6z" />
  </Icon>
);

export const HelpIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.6 9.4a2.5 2.5 0 1 1 3.4 2.4c-.6.3-1 .8-1 1.5v.3M12 17h.01" />
  </Icon>
);

/** A cog: a ring, a hub, and eight teeth drawn as one dashed stroke around the ring. */
export const SettingsIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="6.4" />
    <circle cx="12" cy="12" r="2.4" />
    <circle cx="12" cy="12" r="8.4" className="teeth" />
  </Icon>
);

export const AnswersIcon = () => (
  <Icon>
    <path d="M5 4.5h14a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5h-7.5L7 20v-3.5H5A1.5 1.5 0 0 1 3.5 15V6A1.5 1.5 0 0 1 5 4.5zM8.5 10.5h7M8.5 8h4" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6.5 6.5l11 11m0-11l-11 11" />
  </Icon>
);
