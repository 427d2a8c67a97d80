import { token } from './tokens';

/**
 * Shared by every shadow root. Sizes are in em: legacy pages set odd root font sizes, so rem
 * would follow them. Inherited text properties are reset to the shell's own on purpose.
 */
export const baseStyles = `
:host { box-sizing: border-box; font-family: ${token('font-family')}; }
:host([hidden]) { display: none !important; }
*, *::before, *::after { box-sizing: inherit; }
button, input, select, textarea { font: inherit; color: inherit; }
:focus-visible { outline: ${token('focus-ring')}; outline-offset: 2px; }
.sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.hr-fallback { color: ${token('color-danger')}; font-size: 0.875em; }
.hr-fallback-retry {
  background: none; border: 0; padding: 0; color: ${token('color-primary')};
  text-decoration: underline; cursor: pointer; min-height: 24px;
}
`;
