import { token } from '../../styles/tokens';
import { dialogStyles } from '../../ui/dialog/dialog.styles';

/** The toggle's dialogs (their own chunk). Sizes in em: legacy pages set odd root sizes. */
export const timeTrackingDialogStyles = `${dialogStyles}
.tt-dialog {
  width: min(32em, calc(100vw - 2em)); max-height: calc(100vh - 2em); padding: 0; border: 0; border-radius: .75em;
  background: ${token('color-surface')}; color: ${token('color-text')}; line-height: 1.45; font: inherit;
  box-shadow: 0 1.5em 4em rgba(15, 23, 42, .28);
}
.tt-dialog::backdrop { background: rgba(15, 23, 42, .6); }
.tt-header {
  display: flex; align-items: center; justify-content: space-between; gap: 1em;
  padding: 1em 1.25em; border-bottom: 1px solid ${token('color-border')};
}
.tt-header h2 { margin: 0; font-size: 1.25em; line-height: 1.3; }
.tt-body { padding: 1.25em; overflow: auto; }
.tt-intro p { margin: 0 0 1em; }
.tt-intro a, .tt-fields a { color: ${token('color-primary')}; }
.tt-fields { margin: 0 0 1em; }
.tt-fields label { display: block; font-weight: 600; margin-bottom: .25em; }
.tt-fields input, .tt-fields select, .tt-fields textarea {
  box-sizing: border-box; width: 100%; min-height: 2.5em; font: inherit; padding: .5em; color: inherit;
  border: 1px solid ${token('color-border')}; border-radius: .375em; background: ${token('color-surface')};
}
.tt-message { margin: 0 0 1em; }
.tt-error { padding: .75em; border-radius: .375em; color: ${token('color-danger')}; background: ${token('color-danger-surface')}; }
.tt-status:empty { display: none; }
.tt-status { font-weight: 600; font-size: 1.125em; }
.tt-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: .75em; }
.tt-dialog button {
  min-height: 2.5em; padding: .375em 1.25em; border-radius: .5em; cursor: pointer; font: inherit; font-weight: 600;
  border: 1px solid ${token('color-primary')}; background: transparent; color: ${token('color-primary')};
}
.tt-dialog button.tt-primary { background: ${token('color-primary')}; color: ${token('color-primary-text')}; }
.tt-dialog button:disabled { cursor: default; opacity: .6; }
.tt-dialog button.tt-x {
  display: inline-grid; place-items: center; min-height: 2.25em; min-width: 2.25em; padding: 0; border-color: transparent;
  color: ${token('color-text-muted')};
}
.tt-x svg { width: 1.25em; height: 1.25em; fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; }
.tt-dialog :focus-visible { outline: 2px solid ${token('color-focus')}; outline-offset: 2px; }
`;
