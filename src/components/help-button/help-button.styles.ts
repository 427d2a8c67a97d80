import { token } from '../../styles/tokens';

/**
 * The slide-down spans the header bar (positioned against `.bar`), under the actions. Adopted by
 * the slide-down's chunk (help-panel.tsx) when it first renders; the button is an `.icon-button`.
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
.help-link { color: ${token('color-primary')}; font-weight: 600; text-underline-offset: .2em; padding: .25em 0; }
.help-close { width: 2em; height: 2em; }
@keyframes hr-slide-down { from { transform: translateY(-.75em); opacity: 0; } }
@media (prefers-reduced-motion: reduce) { .help-panel { animation: none; } }
`;
