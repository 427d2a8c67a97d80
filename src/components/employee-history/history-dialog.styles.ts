import { token } from '../../styles/tokens';
import { dialogStyles } from '../../ui/dialog/dialog.styles';

/**
 * The history modal's look: part of its lazy chunk, adopted by the shadow root on the first open.
 * The page's slotted content keeps the page's own styles; the body scrolls (both ways, for a wide
 * table on a narrow screen) while the header and the actions stay in view.
 */
export const historyDialogStyles = `
${dialogStyles}
.history-dialog {
  width: min(52em, calc(100vw - 1em)); max-width: none; max-height: calc(100vh - 2em); max-height: calc(100dvh - 2em);
  padding: 0; border: 0; border-radius: .75em; box-sizing: border-box; overflow: hidden;
  background: ${token('color-surface')}; color: ${token('color-text')}; font-family: ${token('font-family')};
  font-size: 1em; line-height: 1.45; box-shadow: 0 1.5em 4em rgba(15, 23, 42, .28);
}
.history-dialog[open] { display: flex; flex-direction: column; }
.history-dialog::backdrop { background: rgba(15, 23, 42, .55); }
.icon { width: 1.25em; height: 1.25em; fill: none; stroke: currentColor; stroke-width: 1.75; stroke-linecap: round; stroke-linejoin: round; flex: none; }
.history-header {
  flex: none; display: flex; align-items: flex-start; gap: 1em;
  padding: 1.25em 1.25em 1em; border-bottom: 1px solid rgba(31, 41, 51, .12); background: #f5f7fa;
}
.history-photo {
  flex: none; display: grid; place-items: center; width: 4em; height: 4em; border-radius: 50%; object-fit: cover;
  background: #dbe7f7; color: ${token('color-primary')}; box-shadow: 0 0 0 3px ${token('color-surface')}, 0 0 0 4px rgba(31, 41, 51, .12);
}
.history-photo .icon { width: 2em; height: 2em; stroke-width: 1.5; }
.history-who { flex: 1 1 auto; min-width: 0; align-self: center; }
.history-title { margin: 0; font-size: 1.25em; font-weight: 600; line-height: 1.25; overflow-wrap: anywhere; }
.history-title:focus, .history-title:focus-visible { outline: 0; }
.history-heading {
  display: block; margin-bottom: .25em; color: ${token('color-text-muted')};
  font-size: .7em; font-weight: 600; letter-spacing: .04em; text-transform: uppercase;
}
.history-name { display: block; }
.history-name.is-placeholder { color: ${token('color-text-muted')}; font-weight: 500; }
.history-job { margin: .125em 0 0; color: ${token('color-text-muted')}; overflow-wrap: anywhere; }
.history-error {
  margin: .5em 0 0; padding: .5em .75em; border-radius: .5em; border-left: 3px solid ${token('color-danger')};
  background: ${token('color-danger-surface')}; color: ${token('color-danger')}; font-size: .875em; font-weight: 500;
}
.history-x {
  flex: none; display: grid; place-items: center; width: 2em; height: 2em; min-width: 24px; min-height: 24px;
  margin: -.25em -.25em 0 0; padding: 0; border: 0; border-radius: .5em; background: none;
  color: ${token('color-text-muted')}; cursor: pointer;
}
.history-x:hover { background: rgba(31, 41, 51, .08); color: ${token('color-text')}; }
.history-body { flex: 1 1 auto; min-height: 4em; overflow: auto; overscroll-behavior: contain; padding: 1em 1.25em; }
.history-actions {
  flex: none; display: flex; flex-wrap: wrap; justify-content: flex-end; gap: .5em;
  padding: .75em 1.25em 1em; border-top: 1px solid rgba(31, 41, 51, .12);
}
.history-close {
  min-block-size: 2.25em; padding: .375em 1em; border: 1px solid ${token('color-primary')}; border-radius: .5em;
  background: transparent; color: ${token('color-primary')}; font: inherit; font-weight: 500; cursor: pointer;
}
.history-body:focus-visible { outline: ${token('focus-ring')}; outline-offset: -2px; }
.history-dialog button:focus-visible { outline: ${token('focus-ring')}; outline-offset: 2px; }
@media (max-width: 30em) {
  .history-header { gap: .75em; padding: 1em 1em .75em; }
  .history-photo { width: 3em; height: 3em; }
  .history-photo .icon { width: 1.5em; height: 1.5em; }
  .history-body { padding: .75em 1em; }
  .history-actions { padding: .75em 1em; }
}
`;
