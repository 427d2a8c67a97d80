import { token } from '../../styles/tokens';

/** Light DOM: every rule is scoped by the tag. */
export const charCounterStyles = `
hr-char-counter { display: block; }
hr-char-counter > textarea { display: block; box-sizing: border-box; max-width: 100%; }
hr-char-counter .hr-char-counter__counter {
  display: block; margin-block-start: ${token('space-1')}; font-size: .875em; line-height: 1.4;
  color: ${token('color-text-muted')};
}
hr-char-counter .hr-char-counter__counter[hidden] { display: none; }
hr-char-counter .hr-char-counter__counter--warning { color: var(--hr-color-warning, #8a4b00); }
hr-char-counter .hr-char-counter__counter--error { color: ${token('color-danger')}; font-weight: 600; }
hr-char-counter .hr-char-counter__live {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
