import { token } from '../../styles/tokens';

const hover = `color-mix(in srgb, ${token('color-primary')} 9%, ${token('color-surface')})`;

/** Light DOM: every rule is scoped by the tag (the page's own CSS shares the tree). */
export const numberFieldStyles = `
hr-number-field { position: relative; display: inline-flex; flex-wrap: wrap; align-items: center; gap: ${token('space-1')}; max-width: 100%; }
hr-number-field > .hr-ui { display: contents; }
/* 24px targets at least (WCAG 2.2 target size), whatever the page's own input height. */
hr-number-field input[data-hr-control] { min-block-size: max(1.75em, 24px); font-variant-numeric: tabular-nums; text-align: end; }
hr-number-field input[data-hr-control][aria-invalid="true"] { border-color: ${token('color-danger')}; }
hr-number-field .hr-number-field__message:empty { display: none; }
hr-number-field .hr-number-field__message {
  flex-basis: 100%; color: ${token('color-danger')}; font-size: .875em; line-height: 1.3;
}
/* The currency button is as tall as the input beside it, whatever the page's input style. */
hr-number-field .hr-number-field__picker { position: static; display: inline-flex; align-self: stretch; }
hr-number-field .hr-number-field__currency {
  display: inline-flex; align-items: center; gap: .3em; min-block-size: max(1.75em, 24px); padding: .25em .5em;
  border: 1px solid ${token('color-border')}; border-radius: ${token('radius')}; background: ${token('color-surface')};
  color: ${token('color-text')}; font: inherit; cursor: pointer;
}
hr-number-field .hr-number-field__currency:hover:not(:disabled) { background: ${hover}; }
hr-number-field .hr-number-field__currency:focus-visible { outline: ${token('focus-ring')}; outline-offset: 1px; }
hr-number-field .hr-number-field__currency:disabled { opacity: .6; cursor: not-allowed; }
hr-number-field .hr-number-field__currency svg { width: .75em; height: .75em; fill: none; stroke: currentColor; stroke-width: 1.6; }
hr-number-field .hr-number-field__popup {
  position: absolute; z-index: 1000; top: calc(100% + .25em); inset-inline-start: 0; min-width: min(20em, calc(100vw - 1em));
  max-height: 269px; overflow: auto; padding: .25em; border-radius: ${token('radius')};
  border: 1px solid ${token('color-border')}; background: ${token('color-surface')};
  box-shadow: 0 .5em 1.5em rgb(15 23 42 / 16%), 0 1px 3px rgb(15 23 42 / 10%);
}
hr-number-field .hr-number-field__popup[hidden] { display: none; }
hr-number-field .hr-number-field__list { margin: 0; padding: 0; list-style: none; outline: none; }
hr-number-field .hr-number-field__list:focus-visible { outline: ${token('focus-ring')}; outline-offset: -2px; }
hr-number-field .hr-number-field__option {
  display: flex; align-items: baseline; gap: .75em; padding: .375em .5em; border-radius: ${token('radius')};
  color: ${token('color-text')}; cursor: pointer;
}
hr-number-field .hr-number-field__option--active { background: ${hover}; color: ${token('color-primary')}; }
hr-number-field .hr-number-field__option[aria-selected="true"] { font-weight: 600; }
hr-number-field .hr-number-field__option-code { flex: none; width: 3.2em; font-variant-numeric: tabular-nums; }
hr-number-field .hr-number-field__option-name { flex: 1; min-width: 0; overflow-wrap: anywhere; }
hr-number-field .hr-number-field__option-symbol { flex: none; color: ${token('color-text-muted')}; }
hr-number-field .hr-number-field__option--active .hr-number-field__option-symbol { color: inherit; }
hr-number-field .hr-number-field__status { padding: .5em; color: ${token('color-text-muted')}; outline: none; }
`;
