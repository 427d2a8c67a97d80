import { token } from '../../styles/tokens';

/** Light DOM: every rule is scoped by the tag, since the page's own CSS shares the tree. */
export const maskedInputStyles = `
hr-masked-input { display: inline-flex; flex-direction: column; align-items: flex-start; gap: ${token('space-1')}; max-inline-size: 100%; }
hr-masked-input > .hr-ui { display: contents; }
/* 24px: the WCAG 2.2 target size, whatever the page's own input styles give. */
hr-masked-input > input[data-hr-control] { min-height: 24px; box-sizing: border-box; font-variant-numeric: tabular-nums; letter-spacing: .02em; }
hr-masked-input > input[data-hr-control][aria-invalid="true"] { border-color: ${token('color-danger')}; outline-color: ${token('color-danger')}; }
hr-masked-input .hr-masked-input__message { max-inline-size: 28em; font-size: .875em; line-height: 1.35; color: ${token('color-danger')}; }
hr-masked-input .hr-masked-input__message:empty { display: none; }
hr-masked-input .hr-masked-input__message--rejected {
  padding: ${token('space-1')} ${token('space-2')}; border-radius: ${token('radius')}; background: ${token('color-danger-surface')};
}
`;
