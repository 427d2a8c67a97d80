import { token } from '../../styles/tokens';

/** Light DOM: every rule is scoped by the tag, since the page's own CSS shares the tree. */
export const maskedInputStyles = `
hr-masked-input { display: inline-grid; grid-template-columns: minmax(0, auto) auto; align-items: center; justify-items: start; column-gap: ${token('space-2')}; row-gap: ${token('space-1')}; max-inline-size: 100%; }
hr-masked-input > .hr-ui { display: contents; }
hr-masked-input .hr-masked-input__message { grid-column: 1 / -1; }
/* Concealed until Show is pressed (the value itself is unchanged, so is what the form posts). */
hr-masked-input.hr-masked-input--concealed > input[data-hr-control] { -webkit-text-security: disc; }
/* As tall as the input beside it, whatever the page's input style. */
hr-masked-input .hr-masked-input__reveal {
  align-self: stretch; min-height: 24px; min-width: 24px; padding: 0 ${token('space-2')}; font: inherit; font-size: .875em; cursor: pointer;
  color: ${token('color-primary')}; background: ${token('color-surface')}; border: 1px solid ${token('color-border')}; border-radius: ${token('radius')};
}
hr-masked-input .hr-masked-input__reveal[aria-pressed="true"] { color: ${token('color-primary-text')}; background: ${token('color-primary')}; border-color: ${token('color-primary')}; }
hr-masked-input .hr-masked-input__reveal:focus-visible { outline: ${token('focus-ring')}; outline-offset: 2px; }
/* 24px: the WCAG 2.2 target size, whatever the page's own input styles give. */
hr-masked-input > input[data-hr-control] { min-height: 24px; box-sizing: border-box; font-variant-numeric: tabular-nums; letter-spacing: .02em; }
hr-masked-input > input[data-hr-control][aria-invalid="true"] { border-color: ${token('color-danger')}; outline-color: ${token('color-danger')}; }
hr-masked-input .hr-masked-input__message { max-inline-size: 28em; font-size: .875em; line-height: 1.35; color: ${token('color-danger')}; }
hr-masked-input .hr-masked-input__message:empty { display: none; }
hr-masked-input .hr-masked-input__message--rejected {
  padding: ${token('space-1')} ${token('space-2')}; border-radius: ${token('radius')}; background: ${token('color-danger-surface')};
}
`;
