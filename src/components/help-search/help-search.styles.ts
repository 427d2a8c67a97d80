import { token } from '../../styles/tokens';
import { comboboxStyles, searchBoxStyles } from '../../ui/combobox/combobox.styles';

export const helpSearchStyles = `
${comboboxStyles}
${searchBoxStyles}
.not-ready { margin: 0; line-height: 1.4; }
.popup { min-width: min(26em, calc(100vw - 1em)); }
.option { flex-direction: column; align-items: stretch; gap: .125em; padding: .5em .625em; }
.title { display: flex; align-items: baseline; gap: .5em; }
.name { font-weight: 600; }
.snippet { color: ${token('color-text-muted')}; font-size: .8125em; line-height: 1.45; overflow-wrap: anywhere; }
.option.active .snippet { color: ${token('color-text')}; }
mark { background: ${token('color-highlight')}; color: ${token('color-text')}; font-weight: 600; border-radius: 2px; }
`;
