import { token } from '../../styles/tokens';
import { comboboxStyles, searchBoxStyles } from '../../ui/combobox/combobox.styles';
import { dialogStyles } from '../../ui/dialog/dialog.styles';

export const quickSearchStyles = `
${comboboxStyles}
${searchBoxStyles}
${dialogStyles}
.confirm {
  max-width: min(26em, calc(100vw - 2em)); padding: 1.25em 1.25em 1em; border: 0; border-radius: .75em;
  color: ${token('color-text')}; background: ${token('color-surface')}; box-shadow: 0 1em 3em rgb(15 23 42 / 30%);
}
.confirm::backdrop { background: rgb(15 23 42 / 45%); }
.confirm-message { margin: 0 0 1.25em; font-size: 1.0625em; font-weight: 600; }
.confirm-actions { display: flex; justify-content: flex-end; gap: .5em; }
.confirm-actions button {
  min-width: 5em; min-height: 2.25em; padding: .375em 1em; border-radius: .5em; cursor: pointer;
  border: 1px solid ${token('color-primary')}; background: ${token('color-surface')}; color: ${token('color-primary')};
}
.confirm-actions .confirm-yes { background: ${token('color-primary')}; color: ${token('color-primary-text')}; }
`;
