import { token } from '../../styles/tokens';

/** Light DOM: every rule is scoped by the tag (the page's own CSS shares the tree). */
export const rateChangeStyles = `
hr-rate-change { display: inline-flex; flex-wrap: wrap; align-items: center; gap: ${token('space-1')} ${token('space-2')}; max-width: 100%; }
hr-rate-change > .hr-ui { display: contents; }
/* 24px targets at least (WCAG 2.2 target size), whatever the page's own input height. */
hr-rate-change input:not([type="hidden"]) { min-block-size: max(1.75em, 24px); font-variant-numeric: tabular-nums; text-align: end; }
hr-rate-change input[aria-invalid="true"] { border-color: ${token('color-danger')}; }
hr-rate-change .hr-rate-change__message:empty, hr-rate-change .hr-rate-change__hint:empty { display: none; }
hr-rate-change .hr-rate-change__message { flex-basis: 100%; color: ${token('color-danger')}; font-size: .875em; line-height: 1.3; }
hr-rate-change .hr-rate-change__hint { flex-basis: 100%; color: ${token('color-text-muted')}; font-size: .875em; line-height: 1.3; }
`;
