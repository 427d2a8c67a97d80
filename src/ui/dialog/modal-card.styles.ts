import { token } from '../../styles/tokens';
import { dialogStyles } from './dialog.styles';

/**
 * The look every prompt's modal card shares (benchmarking, agreements, clear demo data): a padded
 * card over a dimmed page, the title with its × button, the text, an error box that shows only
 * with a message, and the actions at the end (secondary outlined, primary filled). Classes are
 * `<prefix>-dialog`, `-head`, `-title`, `-x`, `-text`, `-error`, `-actions`, `-secondary` and
 * `-primary`; each element adds its own rules after these.
 */
export function modalCardStyles(prefix: string, width = '34em'): string {
  const p = `.${prefix}`;
  return `
${dialogStyles}
${p}-dialog {
  width: min(${width}, calc(100vw - 2em)); max-height: calc(100vh - 2em); padding: 1.5em; border: 0; border-radius: 1em;
  background: ${token('color-surface')}; color: ${token('color-text')}; font-family: ${token('font-family')};
  font-size: 1em; line-height: 1.45; box-shadow: 0 1.5em 4em rgba(15, 23, 42, .28); box-sizing: border-box;
}
${p}-dialog::backdrop { background: rgba(15, 23, 42, .55); }
${p}-head { display: flex; align-items: flex-start; justify-content: space-between; gap: 1em; }
${p}-title { margin: 0 0 .75em; font-size: 1.25em; font-weight: 600; line-height: 1.3; }
${p}-title:focus { outline: none; }
${p}-title:focus-visible { outline: ${token('focus-ring')}; outline-offset: 2px; }
${p}-x {
  flex: none; inline-size: 2em; block-size: 2em; margin: -.25em -.25em 0 0; padding: 0; border: 0; border-radius: .5em;
  background: transparent; color: ${token('color-text-muted')}; font: inherit; font-size: 1.25em; line-height: 1; cursor: pointer;
}
${p}-text { margin: 0 0 1em; }
${p}-error:not(:empty) {
  margin: 0 0 1em; padding: .5em .75em; border: 1px solid ${token('color-danger')}; border-radius: ${token('radius')};
  background: ${token('color-danger-surface')}; color: ${token('color-danger')};
}
${p}-error:empty { display: none; }
${p}-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: .5em; margin-top: 1.25em; }
${p}-actions button {
  min-block-size: 2.25em; padding: .375em 1em; border: 1px solid ${token('color-primary')}; border-radius: .5em;
  font: inherit; font-weight: 500; cursor: pointer;
}
${p}-secondary { background: transparent; color: ${token('color-primary')}; }
${p}-primary { background: ${token('color-primary')}; color: ${token('color-primary-text')}; }
${p}-dialog button:disabled { cursor: not-allowed; opacity: .55; }
${p}-dialog button:focus-visible, ${p}-dialog input:focus-visible { outline: ${token('focus-ring')}; outline-offset: 2px; }
`;
}
