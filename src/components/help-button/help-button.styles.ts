import { token } from '../../styles/tokens';

/**
 * The slide-down spans the header bar (positioned against `.bar`), under the actions: the help
 * search takes the free width, then the Help Center link, 'Submit a Support Request' and Close.
 * Adopted by the slide-down's chunk (help-panel.tsx) when it first renders; the button is an `.icon-button`.
 */
export const helpPanelStyles = `
.help-panel {
  position: absolute; z-index: 25; top: 100%; left: 0; right: 0;
  display: flex; align-items: center; flex-wrap: wrap; gap: .5em 1em; padding: .75em 1.25em;
  background: var(--hr-header-notice-background, #eef4fd); color: ${token('color-text')};
  border-bottom: 1px solid var(--hr-header-notice-border, #c6d8f3);
  box-shadow: 0 8px 16px -12px rgba(15, 23, 42, .35);
  animation: hr-slide-down .22s ease-out;
}
.help-panel > .icon { color: ${token('color-primary')}; flex: none; }
.help-text { margin: 0; flex: 1 1 16em; line-height: 1.4; }
.help-search { flex: 1 1 18em; min-width: 0; max-width: 36em; }
.help-link { color: ${token('color-primary')}; font-weight: 600; text-underline-offset: .2em; padding: .25em 0; }
.help-support {
  font: inherit; font-weight: 600; color: ${token('color-primary')}; background: ${token('color-surface')};
  border: 1px solid currentColor; border-radius: 6px; padding: .375em .75em; cursor: pointer;
}
.help-support:hover { background: var(--hr-header-hover, #f1f4f8); }
.help-support:focus-visible, .help-link:focus-visible { outline: ${token('focus-ring')}; outline-offset: 2px; }
.help-close { width: 2em; height: 2em; margin-left: auto; }
@keyframes hr-slide-down { from { transform: translateY(-.75em); opacity: 0; } }
@media (prefers-reduced-motion: reduce) { .help-panel { animation: none; } }
`;
