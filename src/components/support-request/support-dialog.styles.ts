import { token } from '../../styles/tokens';
import { dialogStyles } from '../../ui/dialog/dialog.styles';

/** The support request dialog (its own chunk with the dialog). Sizes in em: legacy pages set odd root sizes. */
export const supportDialogStyles = `${dialogStyles}
.support-dialog {
  width: min(34em, calc(100vw - 2em)); max-height: calc(100vh - 2em); padding: 0; border: 0; border-radius: .75em;
  background: ${token('color-surface')}; color: ${token('color-text')}; line-height: 1.45; font: inherit;
  box-shadow: 0 1.5em 4em rgba(15, 23, 42, .28);
}
.support-dialog::backdrop { background: rgba(15, 23, 42, .6); }
.support-header {
  display: flex; align-items: center; justify-content: space-between; gap: 1em;
  padding: 1em 1.25em; border-bottom: 1px solid ${token('color-border')};
}
.support-header h2 { margin: 0; font-size: 1.25em; }
.support-body { padding: 1.25em; overflow: auto; }
.support-body p { margin: 0 0 1em; }
.support-fields label { display: block; font-weight: 600; margin-bottom: .25em; }
.support-fields input, .support-fields select, .support-fields textarea {
  box-sizing: border-box; width: 100%; font: inherit; padding: .5em; color: inherit;
  border: 1px solid ${token('color-border')}; border-radius: .375em; background: ${token('color-surface')};
}
.support-fields input[readonly] { background: transparent; border-style: dashed; }
.support-fields a { color: ${token('color-primary')}; }
.support-message { margin: 0 0 1em; }
.support-error { padding: .75em; border-radius: .375em; color: ${token('color-danger')}; background: ${token('color-danger-surface')}; }
.support-status:empty { display: none; }
.support-sent { font-weight: 600; font-size: 1.125em; }
.support-actions { display: flex; justify-content: flex-end; gap: .75em; }
.support-dialog button {
  min-height: 2.5em; padding: .375em 1.25em; border-radius: .5em; cursor: pointer; font: inherit; font-weight: 600;
  border: 1px solid ${token('color-primary')}; background: transparent; color: ${token('color-primary')};
}
.support-dialog button.primary { background: ${token('color-primary')}; color: ${token('color-primary-text')}; }
.support-dialog button:disabled { cursor: default; opacity: .6; }
.support-dialog button.support-close { min-height: 2em; padding: .25em .5em; border-color: transparent; }
.support-dialog :focus-visible { outline: 2px solid ${token('color-focus')}; outline-offset: 2px; }
`;
