import { token } from '../../styles/tokens';

/**
 * Shadow DOM styles of `<hr-cookie-notice>`. The notice sits in the page's flow (never fixed or
 * sticky), so it takes its own room and never covers the focused control (WCAG 2.4.11).
 */
export const cookieNoticeStyles = `
:host { display: block; }
.cookie-notice {
  display: flex; flex-wrap: wrap; align-items: center; gap: .5em 1em; margin: .5em 0; padding: .75em 1em;
  border: 1px solid ${token('color-border')}; border-radius: ${token('radius')};
  background: ${token('color-surface')}; color: ${token('color-text')}; font-family: ${token('font-family')};
  font-size: 1em; line-height: 1.45;
}
.cookie-title { flex: 1 1 100%; margin: 0; font-size: 1.0625em; font-weight: 600; line-height: 1.3; }
.cookie-text { flex: 1 1 20em; margin: 0; }
.cookie-accept {
  min-height: 2.25em; padding: .375em 1em; border: 1px solid ${token('color-primary')}; border-radius: .5em;
  background: ${token('color-primary')}; color: ${token('color-primary-text')}; font: inherit; font-weight: 500;
  cursor: pointer;
}
.cookie-accept[aria-disabled='true'] { cursor: progress; opacity: .75; }
.cookie-accept:focus-visible { outline: ${token('focus-ring')}; outline-offset: 2px; }
`;
