import { token } from '../../styles/tokens';

/**
 * Shadow DOM styles of `<hr-terms-prompt>`. Like the cookie notice it sits in the page's flow
 * (never fixed), so it covers nothing (WCAG 2.4.11).
 */
export const termsPromptStyles = `
:host { display: block; }
.terms-prompt {
  margin: .5em 0; padding: .75em 1em; border: 1px solid ${token('color-border')};
  border-left: .25em solid ${token('color-primary')}; border-radius: ${token('radius')};
  background: ${token('color-surface')}; color: ${token('color-text')}; font-family: ${token('font-family')};
  font-size: 1em; line-height: 1.45;
}
.terms-title { margin: 0 0 .25em; font-size: 1.0625em; font-weight: 600; line-height: 1.3; }
.terms-text { margin: 0; }
.terms-text a { color: ${token('color-primary')}; }
.terms-error { margin: 0; color: ${token('color-danger')}; }
.terms-error:not(:empty) { margin-top: .5em; }
.terms-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: .5em; margin-top: .75em; }
.terms-actions button {
  min-height: 2.25em; padding: .375em 1em; border: 1px solid ${token('color-primary')}; border-radius: .5em;
  font: inherit; font-weight: 500; cursor: pointer;
}
.terms-dismiss { background: ${token('color-surface')}; color: ${token('color-primary')}; }
.terms-accept { background: ${token('color-primary')}; color: ${token('color-primary-text')}; }
.terms-actions button[aria-disabled='true'] { cursor: progress; opacity: .75; }
.terms-actions button:focus-visible, .terms-text a:focus-visible { outline: ${token('focus-ring')}; outline-offset: 2px; }
`;
