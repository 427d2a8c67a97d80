import { token } from '../../styles/tokens';

/** Light DOM: every rule is scoped by the tag, since the page's own CSS shares the tree. */
export const passwordInputStyles = `
hr-password-input { display: inline-flex; flex-wrap: wrap; align-items: center; gap: ${token('space-2')}; max-inline-size: 100%; }
hr-password-input > .hr-ui { display: contents; }
hr-password-input > input[data-hr-control] { flex: 1 1 12em; min-width: 0; min-height: 24px; box-sizing: border-box; }
hr-password-input .hr-password-input__toggle {
  min-height: 24px; min-width: 24px; padding: 0 ${token('space-2')}; font: inherit; font-size: .875em; white-space: nowrap; cursor: pointer;
  color: ${token('color-primary')}; background: ${token('color-surface')}; border: 1px solid ${token('color-border')}; border-radius: ${token('radius')};
}
hr-password-input .hr-password-input__toggle[aria-pressed="true"] { color: ${token('color-primary-text')}; background: ${token('color-primary')}; border-color: ${token('color-primary')}; }
hr-password-input .hr-password-input__toggle:disabled { cursor: default; opacity: .6; }
hr-password-input .hr-password-input__toggle:focus-visible, hr-password-input .hr-password-input__forgot:focus-visible { outline: ${token('focus-ring')}; outline-offset: 2px; }
hr-password-input .hr-password-input__forgot { flex-basis: 100%; font-size: .875em; color: ${token('color-primary')}; }
`;
