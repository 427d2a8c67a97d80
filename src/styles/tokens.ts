/**
 * Design tokens. Pages theme the shell by setting these `--hr-*` custom properties (hr-shell.css
 * declares them on :root); shadow styles read them through `token()` with the same default, so
 * elements look right even when the page did not load hr-shell.css.
 */
/**
 * SPEC §9 "Tooltip and clear-search breakpoint: 1500 px width": from this viewport width the shell
 * shows its tooltips and keeps the search box's clear button; narrower, neither takes room at rest.
 */
export const SHELL_WIDE_BREAKPOINT = 1500;

/**
 * Below this viewport width the shell takes its narrow layout: the nav is an off-canvas drawer,
 * closed by default and opened from the header's menu button, and the header keeps one row (the
 * search collapsed to an icon, the less used actions in an overflow menu). 960 px: a tablet held
 * upright (768 px) is narrow, a small laptop window (1024 px) keeps the rail.
 */
export const SHELL_NARROW_BREAKPOINT = 960;

/** Media query of the narrow layout, for CSS (`@media ${NARROW_MEDIA}`) and `matchMedia`. */
export const NARROW_MEDIA = `(max-width: ${SHELL_NARROW_BREAKPOINT - 0.02}px)`;

export const tokens = {
  'font-family': "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  'color-text': '#1f2933',
  'color-text-muted': '#52606d',
  'color-surface': '#ffffff',
  'color-border': '#9aa5b1',
  'color-primary': '#1d5fbf',
  'color-primary-text': '#ffffff',
  'color-focus': '#1d5fbf',
  'color-danger': '#b42318',
  'color-danger-surface': '#fef3f2',
  'color-highlight': '#fff3bf',
  radius: '0.25em',
  'space-1': '0.25em',
  'space-2': '0.5em',
  'focus-ring': '2px solid var(--hr-color-focus, #1d5fbf)',
  'duration-highlight': '1500ms',
} as const;

export type TokenName = keyof typeof tokens;

export function token(name: TokenName): string {
  return `var(--hr-${name}, ${tokens[name]})`;
}
